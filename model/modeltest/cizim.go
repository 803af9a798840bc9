//go:build !js

package modeltest

import (
	"strconv"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
	"coursesite/plot"
)

// The fixture's chart, declared with go-echarts at build time: the model
// gives its data (result.chartData), the page's engine links none of this
// file.
func init() {
	charts.Declare(Name, "cizgi", drawDurations)
}

// drawDurations declares "cizgi": the jobs' durations as a line over the
// job axis (1 to the datum sonIs), and each duration of the cycle
// (sureler) as a dotted level across it, labelled with the item word sure
// of its place in the cycle (sure1, sure2, …). Words: aciklama, eksenX,
// seri, sure.
func drawDurations(f *charts.Figure) (charts.Chart, error) {
	line := gocharts.NewLine()
	line.SetGlobalOptions(append(charts.Base(f, plot.Blue),
		gocharts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "30"}),
		gocharts.WithXAxisOpts(opts.XAxis{Type: "value", Name: f.Word("eksenX"), Min: 1, Max: f.Number("sonIs")}),
		gocharts.WithYAxisOpts(opts.YAxis{Type: "value", AxisLabel: charts.ValueAxisLabel()}),
	)...)
	var levels []opts.MarkLineNameYAxisItem
	for i, v := range f.Numbers("sureler") {
		levels = append(levels, opts.MarkLineNameYAxisItem{Name: f.Item("sure", "sure"+strconv.Itoa(i+1)), YAxis: v})
	}
	line.AddSeries(f.Word("seri"), f.Line("seri"),
		charts.TooltipUnit("ms"),
		gocharts.WithMarkLineNameYAxisItemOpts(levels...),
		gocharts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideStartTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dotted", Color: plot.Gray, Width: 1},
		}),
	)
	return line, nil
}
