//go:build !js

package butce

import (
	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
)

// yuvaCizimi is "yuva" (yuvaVerisi): the slots each policy holds in the
// slow regime, the caller's and the abandoned work's stacked, without a
// cancel signal (left) and with one (right, where the abandoned work
// stops, so the stack is the caller's alone). It is the lesson's decision
// in one picture: without cancellation the totals are alike; only with it
// does the tight split win.
//
// Words: the policies' names, cagiran and terkEdilen (the stacks' parts),
// eksenY, solBaslik and sagBaslik (the plots' titles).
func yuvaCizimi(f *charts.Figure) (charts.Chart, error) {
	grids, titles := charts.SideGrids()
	f.Titles(charts.Titled(titles, f.Word("solBaslik"), f.Word("sagBaslik"))...)
	bar := gocharts.NewBar()
	bar.SetXAxis(politikaAdlari(f))
	// Every policy's name under its bars, even in a phone's narrow grids,
	// where ECharts would leave some out (AxisLabelEvery 0).
	names := func() *opts.AxisLabel { return &opts.AxisLabel{FontSize: 11} }
	// Both grids share one scale (tavan), or the shorter stacks would look
	// as tall; the right one shows no numbers of its own.
	bar.SetGlobalOptions(append(temel(f), gocharts.WithGridOpts(grids...),
		gocharts.WithXAxisOpts(opts.XAxis{Type: "category", AxisLabel: names()}),
		gocharts.WithYAxisOpts(opts.YAxis{Type: "value", Name: f.Word("eksenY"), NameLocation: "middle", NameGap: 36,
			Max: f.Number("tavan"), AxisLabel: charts.ValueAxisLabel()}),
	)...)
	bar.ExtendXAxis(opts.XAxis{Type: "category", Data: politikaAdlari(f), GridIndex: 1, AxisLabel: names()})
	bar.ExtendYAxis(opts.YAxis{Type: "value", GridIndex: 1, Max: f.Number("tavan"), AxisLabel: &opts.AxisLabel{Show: opts.Bool(false)}})
	f.AxisLabelEvery(charts.XAxis, 0, 0)
	f.AxisLabelEvery(charts.XAxis, 1, 0)

	// labelled is a bar a value, with its label, the stack's total, on top.
	labelled := func(values []float64, totals []string) []opts.BarData {
		out := make([]opts.BarData, len(values))
		for i := range values {
			out[i] = opts.BarData{Value: values[i], Label: &opts.Label{Show: opts.Bool(true), Position: "top", Formatter: totals[i]}}
		}
		return out
	}
	stack := func(g int, stack, color string) []gocharts.SeriesOpts {
		return []gocharts.SeriesOpts{
			gocharts.WithBarChartOpts(opts.BarChart{Stack: stack, BarWidth: "45%", XAxisIndex: g, YAxisIndex: g}),
			gocharts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			charts.TooltipUnit("yuva"),
		}
	}
	bar.AddSeries(f.Word("cagiran"), f.Bars("cagiran"), stack(0, "yuva0", cagiranRengi)...)
	bar.AddSeries(f.Word("terkEdilen"), labelled(f.Numbers("terkEdilen"), f.Texts("iptalsizToplam")), stack(0, "yuva0", terkRengi)...)
	bar.AddSeries(f.Word("cagiran"), labelled(f.Numbers("iptalli"), f.Texts("iptalliToplam")), stack(1, "yuva1", cagiranRengi)...)
	return bar, nil
}
