// Package plot is what a model computes its charts' data with, and what a
// chart's declaration and the page share beside go-echarts: a series
// thinned to what a screen shows (Reduce, MaxPoints), an axis's round end
// (NiceCeil), numbers written as the page's charts write them (Num,
// Percent) and the course's palette. It builds no option: a chart is
// declared with go-echarts, at build time (package charts, Declare), and
// the page's engine, which links this package, links no drawing code.
package plot

// The Okabe–Ito palette, whose colours stay apart under the common colour
// blindnesses; a model gives each meaning of its lesson one of them, the
// same in every figure.
const (
	Vermilion     = "#d55e00"
	Blue          = "#0072b2"
	BluishGreen   = "#009e73"
	Orange        = "#e69f00"
	SkyBlue       = "#56b4e9"
	ReddishPurple = "#cc79a7"
	Yellow        = "#f0e442"
)

const (
	// Gray draws what is not data: a threshold, a budget line, an
	// interval's edges.
	Gray = "#444444"
	// Maroon marks an excess, apart from the palette.
	Maroon = "#7a0019"
	// LabelBacking is the page's background, nearly opaque, behind a label
	// drawn across bars or lines.
	LabelBacking = "rgba(253,253,251,0.85)"
)

// MaxPoints is how many points a series draws at most: more than a
// chart's width in pixels, on any screen a reader has.
const MaxPoints = 1200
