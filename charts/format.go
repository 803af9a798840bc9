package charts

import (
	"bytes"

	"coursesite/turkce"
)

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
	// Gray draws what is not data: a threshold, a budget line.
	Gray = "#444444"
	// Maroon marks an excess, apart from the palette.
	Maroon = "#7a0019"
	// LabelBacking is the page's background, nearly opaque, behind a label
	// drawn across bars or lines.
	LabelBacking = "rgba(253,253,251,0.85)"
)

// Num writes x as the runtime's tooltips do (Intl.NumberFormat("tr-TR")
// with at most one decimal, no grouping): turkce.Digits to one decimal, the
// tables' rounding, without a trailing ",0".
func Num(x float64) string { return string(appendNum(nil, x)) }

// appendNum appends Num(x) to dst: a chart's tables write thousands of
// numbers, each without a string of its own.
func appendNum(dst []byte, x float64) []byte {
	start := len(dst)
	dst = turkce.AppendDigits(dst, x, 1)
	if bytes.HasSuffix(dst[start:], []byte(",0")) {
		dst = dst[:len(dst)-2]
	}
	if string(dst[start:]) == "-0" {
		dst = append(dst[:start], '0')
	}
	return dst
}

// Percent writes a percentage the Turkish way, sign first: "%42,6".
func Percent(x float64) string { return "%" + Num(x) }
