// Package goecharts is how a model may build its charts with go-echarts:
// go-echarts' chart types made into the plain option trees a model.Chart
// carries (ToOption), with what go-echarts has no field for (Finish,
// WithNarrow) and the layouts of the course's figures. Package plot is the
// lighter way, with no go-echarts at all, and the course's models draw
// with it: a model that imports this package carries go-echarts, its
// templates, regexp and encoding/json into the page's WebAssembly.
package goecharts

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"

	"coursesite/plot"
)

// Option is an ECharts option as a JSON tree. Models build their options
// with go-echarts (ToOption) and patch what go-echarts cannot express (a
// list of titles, tooltip confinement: Finish). The tree is plain JSON
// values (maps, lists, strings, numbers, booleans, nil) throughout, the
// series' data included: the engine writes options as plain data only
// (package plot's), through no reflection.
type Option = map[string]any

// echart is what every go-echarts rectangular chart offers.
type echart interface {
	Validate()
	JSON() map[string]any
}

// ToOption turns a go-echarts chart into an option tree, as JSON reads it
// back, without the empty "toolbox" go-echarts always writes: the runtime
// registers no toolbox.
func ToOption(c echart) (Option, error) {
	c.Validate()
	all := c.JSON() // a map of its own, each call
	delete(all, "toolbox")
	var o Option
	if err := reread(all, &o); err != nil {
		return nil, fmt.Errorf("goecharts: encode options: %w", err)
	}
	return o, nil
}

// The pieces every figure shares.

// Base sets what every figure has: the aria description (plain text), the
// legend, an axis tooltip and the colours series take in turn. Formatter
// strings holding "{value}" are turned by the runtime into functions that
// write the number in Turkish (see runtime/shared.js).
func Base(description string, colors ...string) []charts.GlobalOpts {
	return []charts.GlobalOpts{
		charts.WithAriaOpts(&opts.Aria{Enabled: opts.Bool(true), Label: &opts.AriaLabel{Enabled: opts.Bool(true), Description: strings.Join(strings.Fields(description), " ")}}),
		charts.WithLegendOpts(opts.Legend{Type: "scroll", Top: "0", Left: "center"}),
		charts.WithTooltipOpts(opts.Tooltip{Trigger: "axis"}),
		charts.WithColorsOpts(opts.Colors(colors)),
	}
}

// Finish applies to an option tree what go-echarts has no field for: the
// tooltip stays inside the chart (phones), and titles become a list, one
// per grid.
func Finish(o Option, titles []opts.Title) (Option, error) {
	if t, ok := o["tooltip"].(map[string]any); ok {
		t["confine"] = true
	}
	delete(o, "title")
	if titles != nil {
		var tree any
		if err := reread(titles, &tree); err != nil {
			return nil, fmt.Errorf("goecharts: encode titles: %w", err)
		}
		o["title"] = tree
	}
	return o, nil
}

// Layouts. A figure with two grids stacks them, so each keeps the full width
// on a phone; the CSS gives such a figure a taller canvas.

// OneGrid leaves room for the legend above.
func OneGrid() opts.Grid { return opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "30"} }

// TwoGrids stacks two grids under the legend, each under its title. The
// grids share their x axis's meaning, so only the lower one names it.
// right is the room, in pixels, right of the plots: labels that sit past a
// curve's end need more than the axis's last number does.
func TwoGrids(right int) ([]opts.Grid, []opts.Title) {
	r := strconv.Itoa(right)
	return []opts.Grid{
			{Top: "68", Left: "8", Right: r, Bottom: "56%"},
			{Top: "57%", Left: "8", Right: r, Bottom: "44"},
		}, []opts.Title{
			{Top: "30", Left: "center"},
			{Top: "49%", Left: "center"},
		}
}

// SideGrids puts two grids side by side, for figures of few categories. The
// left one leaves room for the y axis's labels and name; the right one
// shares its scale and shows no labels of its own.
func SideGrids() ([]opts.Grid, []opts.Title) {
	return []opts.Grid{
			{Top: "72", Left: "14%", Right: "48%", Bottom: "30"},
			{Top: "72", Left: "58%", Right: "4%", Bottom: "30"},
		}, []opts.Title{
			{Top: "32", Left: "33%", TextAlign: "center"},
			{Top: "32", Left: "77%", TextAlign: "center"},
		}
}

// Titled gives layout titles their text.
func Titled(ts []opts.Title, texts ...string) []opts.Title {
	for i := range ts {
		ts[i].Title = texts[i]
		ts[i].TitleStyle = &opts.TextStyle{FontSize: 13, FontWeight: "normal"}
	}
	return ts
}

// ValueAxisLabel writes an axis's numbers in Turkish.
func ValueAxisLabel() *opts.AxisLabel { return &opts.AxisLabel{Formatter: "{value}"} }

// TooltipUnit makes a series' tooltip write its values in Turkish with a
// unit: "82,4 yuva".
func TooltipUnit(unit string) charts.SeriesOpts {
	return charts.WithSeriesTooltipOpts(opts.SeriesTooltip{ValueFormatter: types.FuncStr("{value} " + unit)})
}

// Point is one data item of a series when go-echarts' item types lack a
// field a figure needs (a label per item).
type Point struct {
	Name  string      `json:"name,omitempty"`
	Value any         `json:"value"`
	Label *opts.Label `json:"label,omitempty"`
}

// NarrowWidth is the chart width, in CSS pixels, up to which a figure takes
// its narrow layout (plot.NarrowWidth).
const NarrowWidth = plot.NarrowWidth

// WithNarrow gives o a second layout for narrow charts, as ECharts media
// queries, as plot.WithNarrow does; narrow may hold lists and objects of
// any Go type JSON writes, as go-echarts' options do.
func WithNarrow(o Option, narrow Option) (Option, error) {
	// narrow as JSON reads it, so that its lists and objects of any Go
	// type are walked as o's are (ToOption).
	var n map[string]any
	if err := reread(narrow, &n); err != nil {
		return nil, fmt.Errorf("goecharts: narrow layout: %w", err)
	}
	if err := plot.WithNarrow(o, n); err != nil {
		return nil, fmt.Errorf("goecharts: %w", err)
	}
	return o, nil
}

// ListOf returns o[key] when it is a list, else nothing.
func ListOf(o map[string]any, key string) []any {
	l, _ := o[key].([]any)
	return l
}

// reread sets *to to v as JSON reads it back.
func reread[T any](v any, to *T) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var out T
	if err := json.Unmarshal(data, &out); err != nil {
		return err
	}
	*to = out
	return nil
}
