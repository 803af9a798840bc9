//go:build !js

package butce

import (
	"strconv"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
)

// narrowBarWidth is the bars' width on a phone, in pixels: a scenario's
// name fits above its bar in the rest of a category's band, at least 64
// pixels high in a phone's chart.
const narrowBarWidth = 28

// arizaPayiCizimi is "arizaPayi" (arizaPayiVerisi): for each slowdown
// scenario, a bar of the minutes of the monthly error budget it spends,
// the minutes left and, past the budget, the excess, stacked, with the
// budget's line across.
//
// Words: senaryo (a scenario's name, in scope duyarlilikN: .dk, .kez),
// harcanan, kalan, asan (the stacks' parts), payCizgisi (the budget's
// line), eksenX.
func arizaPayiCizimi(f *charts.Figure) (charts.Chart, error) {
	spent, left := f.Numbers("harcanan"), f.Numbers("kalan")
	spentText, leftText := f.Texts("harcananYazi"), f.Texts("kalanYazi")
	// A scenario a category, named by its own numbers: as many as the
	// lesson's parameter file has (its length stays at every setting).
	scenarios := make([]string, len(spent))
	for i := range scenarios {
		scenarios[i] = f.Item("senaryo", "duyarlilik"+strconv.Itoa(i+1))
	}
	bar := gocharts.NewBar()
	bar.SetXAxis(scenarios).XYReversal()
	bar.SetGlobalOptions(append(temel(f),
		gocharts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "48"}),
		gocharts.WithXAxisOpts(opts.XAxis{Type: "value", Name: f.Word("eksenX"), NameLocation: "middle", NameGap: 26,
			AxisLabel: charts.ValueAxisLabel()}),
		gocharts.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true),
			AxisLabel: &opts.AxisLabel{Inside: opts.Bool(false), VerticalAlign: "middle"}}),
	)...)
	f.AxisLabelPadding(charts.YAxis, 0, 0, 0, 0, 0)
	labelled := func(values []float64, texts []string) []opts.BarData {
		out := make([]opts.BarData, len(values))
		for i := range values {
			out[i] = opts.BarData{Value: values[i], Label: &opts.Label{Show: opts.Bool(true), Position: "inside", Formatter: texts[i]}}
		}
		return out
	}
	stack := func(color string) []gocharts.SeriesOpts {
		return []gocharts.SeriesOpts{
			gocharts.WithBarChartOpts(opts.BarChart{Stack: "pay", BarWidth: "50%"}),
			gocharts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			charts.TooltipUnit("dk"),
		}
	}
	bar.AddSeries(f.Word("harcanan"), labelled(spent, spentText), append(stack(harcananRengi),
		gocharts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: f.Word("payCizgisi"), XAxis: f.Number("pay")}),
		gocharts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "start", Align: "right", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: esikRengi, Width: 1.5},
		}))...)
	bar.AddSeries(f.Word("kalan"), labelled(left, leftText), stack(kalanRengi)...)
	// The excess: hidden, with its legend entry, at settings where no
	// scenario spends more than the budget.
	bar.AddSeries(f.Word("asan"), f.Bars("asan"), stack(asanRengi)...)

	// On a phone the scenarios' names would take a third of the width
	// beside the bars: there they stand above their bars, inside the plot,
	// and the bars, of a fixed width, leave them the room.
	const narrowBar = narrowBarWidth
	f.Narrow(charts.NarrowLayout{
		YAxisLabels:       []opts.AxisLabel{{Inside: opts.Bool(true), VerticalAlign: "bottom"}},
		YAxisLabelPadding: [][4]float64{{0, 0, narrowBarWidth/2 + 4, 0}},
		BarWidths:         []float64{narrowBar, narrowBar, narrowBar},
	})
	return bar, nil
}
