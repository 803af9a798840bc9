// Package plot is what a lesson's model draws its charts with: an ECharts
// option built as plain data (maps, lists, strings, numbers), every word
// from the lesson (model.Words), every number from the model. It needs no
// renderer, no bundler and no node, so a model that imports it carries
// none of them into the page's WebAssembly; package charts puts the
// charts into the page (drawn at build time, tables of their numbers, the
// interactive runtime).
//
// A line chart over time, its series and an interval marked on it:
//
//	c := plot.NewLine(w)                 // words: aciklama, eksenX, eksenY
//	c.XAxis(0, son, "ms")                // the pointer reads "1500 ms"
//	c.Series("bekleyen", xs, ys, plot.Style{Color: plot.Blue, Unit: "iş"})
//	c.Interval("yavaslama", 2000, 5000)  // words: yavaslama, yavaslama.baslar, yavaslama.biter
//	return c.Chart(), nil
//
// The page writes the option's numbers in Turkish (a decimal comma): a
// formatter "{value}" becomes the runtime's number writer.
package plot

import (
	"math"
	"strings"

	"coursesite/model"
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

// A Line is a line chart on two value axes, being built.
type Line struct {
	w      model.Words
	option map[string]any
	series []any
	colors []string
}

// NewLine starts a line chart drawn with the words w: aciklama (what a
// screen reader reads out for the chart), eksenX and eksenY (the axes'
// names). Both axes start as value axes that fit their data.
func NewLine(w model.Words) *Line {
	axis := func(key string, gap int) map[string]any {
		return map[string]any{"type": "value", "name": w.Text(key), "nameLocation": "middle", "nameGap": gap,
			"axisLabel": map[string]any{"formatter": "{value}"}}
	}
	return &Line{w: w, option: map[string]any{
		"aria":    map[string]any{"enabled": true, "label": map[string]any{"enabled": true, "description": strings.Join(strings.Fields(w.Text("aciklama")), " ")}},
		"legend":  map[string]any{"type": "scroll", "top": "0", "left": "center"},
		"tooltip": map[string]any{"trigger": "axis", "confine": true},
		"grid":    []any{map[string]any{"top": "44", "left": "8", "right": "24", "bottom": "44"}},
		"xAxis":   []any{axis("eksenX", 26)},
		"yAxis":   []any{axis("eksenY", 40)},
	}}
}

// XAxis sets the horizontal axis from min to max, max rounded up to a round
// number (NiceCeil); the pointer's label writes a value in unit ("1500
// ms").
func (l *Line) XAxis(min, max float64, unit string) {
	x := l.option["xAxis"].([]any)[0].(map[string]any)
	x["min"], x["max"] = min, NiceCeil(max)
	if unit != "" {
		x["axisPointer"] = map[string]any{"label": map[string]any{"formatter": "{value} " + unit}}
	}
}

// YAxis sets the vertical axis from min to max, max rounded up
// (NiceCeil); a NaN leaves that end to fit the data.
func (l *Line) YAxis(min, max float64) {
	y := l.option["yAxis"].([]any)[0].(map[string]any)
	if !math.IsNaN(min) {
		y["min"] = min
	}
	if !math.IsNaN(max) {
		y["max"] = NiceCeil(max)
	}
}

// A Style is how a series is drawn.
type Style struct {
	Color  string  // one of the palette's
	Width  float64 // the line's width in pixels (0: 2)
	Dashed bool
	// Step draws the line as steps, each value held until the next: a
	// count that changes at moments (a queue's length).
	Step bool
	// Unit follows a value in the tooltip ("82,4 iş").
	Unit string
}

// Series adds the line through the points (xs[i], ys[i]), in order,
// named by the word key; a long series is thinned to MaxPoints (Reduce),
// every peak and trough kept. NaN values are gaps.
func (l *Line) Series(key string, xs, ys []float64, s Style) {
	xs, ys = Reduce(xs, ys, MaxPoints)
	data := make([]any, len(xs))
	for i := range xs {
		data[i] = []any{number(xs[i]), number(ys[i])}
	}
	width := s.Width
	if width == 0 {
		width = 2
	}
	line := map[string]any{"color": s.Color, "width": width, "type": "solid"}
	if s.Dashed {
		line["type"] = "dashed"
	}
	series := map[string]any{"type": "line", "name": l.w.Text(key), "data": data, "showSymbol": false,
		"lineStyle": line, "itemStyle": map[string]any{"color": s.Color}}
	if s.Step {
		series["step"] = "end"
	}
	if s.Unit != "" {
		series["tooltip"] = map[string]any{"valueFormatter": "{value} " + s.Unit}
	}
	l.series = append(l.series, series)
	l.colors = append(l.colors, s.Color)
}

// Interval marks the stretch of the horizontal axis from from to to with a
// dashed vertical line at each end, labelled with the words KEY.baslar and
// KEY.biter, and an entry of the legend, the word KEY: a slowdown, an
// outage, a window a reader should see the lines against.
func (l *Line) Interval(key string, from, to float64) {
	edge := func(word string, x float64) map[string]any {
		return map[string]any{"name": l.w.Text(word), "xAxis": number(x)}
	}
	l.series = append(l.series, map[string]any{"type": "line", "name": l.w.Text(key), "data": []any{},
		"itemStyle": map[string]any{"color": Gray},
		"markLine": map[string]any{
			"symbol":    []any{"none", "none"},
			"label":     map[string]any{"show": true, "position": "insideEndTop", "formatter": "{b}"},
			"lineStyle": map[string]any{"type": "dashed", "color": Gray, "width": 1.5},
			"data":      []any{edge(key+".baslar", from), edge(key+".biter", to)},
		}})
	l.colors = append(l.colors, Gray)
}

// Chart returns the chart as the page takes it.
func (l *Line) Chart() *model.Chart {
	o := make(map[string]any, len(l.option)+2)
	for k, v := range l.option {
		o[k] = v
	}
	o["series"] = l.series
	colors := make([]any, len(l.colors))
	for i, c := range l.colors {
		colors[i] = c
	}
	o["color"] = colors
	return &model.Chart{Option: o}
}

// number is x as the option holds it: NaN and the infinities, which JSON
// cannot write, are no value (a gap in the line).
func number(x float64) any {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return x
}
