//go:build !js

package charts

import (
	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"

	"coursesite/plot"
)

// The pieces the course's declarations share, in go-echarts' options.

// Base sets what every figure has: the aria description (the chart's word
// aciklama, which ECharts' aria module reads out), a legend, an axis
// tooltip kept inside the chart (Confine), and the colours the series take
// in turn. Formatter strings holding "{value}" are turned by the runtime
// into functions that write the number in Turkish (runtime/shared.js).
func Base(f *Figure, colors ...string) []gocharts.GlobalOpts {
	f.Confine()
	return []gocharts.GlobalOpts{
		gocharts.WithAriaOpts(&opts.Aria{Enabled: opts.Bool(true), Label: &opts.AriaLabel{Enabled: opts.Bool(true), Description: f.Word("aciklama")}}),
		gocharts.WithLegendOpts(opts.Legend{Type: "scroll", Top: "0", Left: "center"}),
		gocharts.WithTooltipOpts(opts.Tooltip{Trigger: "axis"}),
		gocharts.WithColorsOpts(opts.Colors(colors)),
	}
}

// ValueAxisLabel writes an axis's numbers in Turkish.
func ValueAxisLabel() *opts.AxisLabel { return &opts.AxisLabel{Formatter: "{value}"} }

// PointerLabel writes the value an axis's pointer stands at, in unit.
func PointerLabel(unit string) *opts.AxisPointer {
	return &opts.AxisPointer{Label: &opts.Label{Formatter: "{value} " + unit}}
}

// TooltipUnit makes a series' tooltip write its values in Turkish with a
// unit: "82,4 yuva".
func TooltipUnit(unit string) gocharts.SeriesOpts {
	return gocharts.WithSeriesTooltipOpts(opts.SeriesTooltip{ValueFormatter: types.FuncStr("{value} " + unit)})
}

// Curve draws a series as a line of width pixels in color, with no mark
// at each point (a series of many points redrawn as a reader moves a
// control would pay for every mark; the tooltip names each point anyway),
// dashed or as steps (a count that changes at moments) if asked, its
// tooltip's values in unit.
func Curve(color string, width float64, dashed, step bool, unit string) []gocharts.SeriesOpts {
	style := opts.LineStyle{Color: color, Width: float32(width), Type: "solid"}
	if dashed {
		style.Type = "dashed"
	}
	line := opts.LineChart{ShowSymbol: opts.Bool(false)}
	if step {
		line.Step = "end"
	}
	return []gocharts.SeriesOpts{
		gocharts.WithLineChartOpts(line),
		gocharts.WithLineStyleOpts(style),
		gocharts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
		TooltipUnit(unit),
	}
}

// AddInterval marks on line the stretch of its horizontal axis between the
// data from and to with a dashed vertical line at each end, labelled with
// the words KEY.baslar and KEY.biter, on a series of no data of its own
// whose legend entry, the word KEY, hides them: a slowdown, an outage, a
// window a reader should see the lines against.
func AddInterval(line *gocharts.Line, f *Figure, key, from, to string) {
	line.AddSeries(f.Word(key), []opts.LineData{},
		gocharts.WithItemStyleOpts(opts.ItemStyle{Color: plot.Gray}),
		gocharts.WithMarkLineNameXAxisItemOpts(
			opts.MarkLineNameXAxisItem{Name: f.Word(key + ".baslar"), XAxis: f.Number(from)},
			opts.MarkLineNameXAxisItem{Name: f.Word(key + ".biter"), XAxis: f.Number(to)},
		),
		gocharts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideEndTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: plot.Gray, Width: 1.5},
		}),
	)
}

// Layouts. A figure with two grids stacks them, so each keeps the full width
// on a phone; Tall gives such a figure a taller canvas.

// OneGrid leaves room for the legend above and for the axes' names.
func OneGrid() opts.Grid { return opts.Grid{Top: "44", Left: "8", Right: "24", Bottom: "44"} }

// TwoGrids stacks two grids under the legend, each under its title
// (Titles). The grids share their x axis's meaning, so only the lower one
// names it. right is the room, in pixels, right of the plots: labels that
// sit past a curve's end need more than the axis's last number does.
func TwoGrids(right string) ([]opts.Grid, []opts.Title) {
	return []opts.Grid{
			{Top: "68", Left: "8", Right: right, Bottom: "56%"},
			{Top: "57%", Left: "8", Right: right, Bottom: "44"},
		}, []opts.Title{
			{Top: "30", Left: "center"},
			{Top: "49%", Left: "center"},
		}
}

// SideGrids puts two grids side by side, for figures of few categories: the
// left one leaves room for the y axis's labels and name, the right one
// shares its scale and shows no labels of its own. Each title is centred
// over its plot.
func SideGrids() ([]opts.Grid, []opts.Title) {
	return []opts.Grid{
			{Top: "72", Left: "14%", Right: "48%", Bottom: "30"},
			{Top: "72", Left: "58%", Right: "4%", Bottom: "30"},
		}, []opts.Title{
			{Top: "32", Left: "33%", TextAlign: "center"},
			{Top: "32", Left: "77%", TextAlign: "center"},
		}
}

// Titled gives layout titles their texts, in the figures' type.
func Titled(ts []opts.Title, texts ...string) []opts.Title {
	for i := range ts {
		ts[i].Title = texts[i]
		ts[i].TitleStyle = &opts.TextStyle{FontSize: 13, FontWeight: "normal"}
	}
	return ts
}
