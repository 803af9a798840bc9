//go:build !js

package butce

import (
	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
	"coursesite/plot"
)

// paylarCizimi is "paylar" (paylarVerisi): each policy's tariff and size
// shares of the branch budget as bars, against each read's usual duration
// and its tail on a fault-free day, dashed lines in the read's colour.
//
// Words: the policies' names, tarifePayi and olcuPayi (the bars), eksenY,
// and the dashed lines' labels tarifeOlagan, tarifeKuyrugu, olcuOlagan,
// olcuKuyrugu.
func paylarCizimi(f *charts.Figure) (charts.Chart, error) {
	bar := gocharts.NewBar()
	bar.SetXAxis(politikaAdlari(f))
	bar.SetGlobalOptions(append(temel(f),
		gocharts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "30"}),
		gocharts.WithXAxisOpts(opts.XAxis{Type: "category"}),
		gocharts.WithYAxisOpts(opts.YAxis{Type: "value", Name: f.Word("eksenY"), NameLocation: "middle", NameGap: 36,
			AxisLabel: charts.ValueAxisLabel()}),
	)...)
	// Each read: its bars, its colour, and where its lines' labels sit (the
	// tariff's at the left end, the size's at the right, apart).
	for i, rd := range []struct{ key, usual, tail, color, anchor string }{
		{"tarifePayi", "tarifeOlagan", "tarifeKuyrugu", tarifeRengi, "insideStartTop"},
		{"olcuPayi", "olcuOlagan", "olcuKuyrugu", olcuRengi, "insideEndTop"},
	} {
		bar.AddSeries(f.Word(rd.key), f.Bars(rd.key),
			gocharts.WithItemStyleOpts(opts.ItemStyle{Color: rd.color}),
			charts.TooltipUnit("ms"),
			gocharts.WithMarkLineNameYAxisItemOpts(
				opts.MarkLineNameYAxisItem{Name: f.Word(rd.usual), YAxis: f.Number(rd.usual)},
				opts.MarkLineNameYAxisItem{Name: f.Word(rd.tail), YAxis: f.Number(rd.tail)},
			),
			// The lines' labels cross the bars: a backing of the page's
			// colour keeps them legible over a bar or another line.
			gocharts.WithMarkLineStyleOpts(opts.MarkLineStyle{
				Symbol: []string{"none", "none"},
				Label: &opts.Label{Show: opts.Bool(true), Position: rd.anchor, Formatter: "{b}",
					BackgroundColor: plot.LabelBacking, BorderRadius: 2},
				LineStyle: &opts.LineStyle{Type: "dashed", Color: rd.color, Width: 2},
			}),
		)
		f.MarkLineLabelPadding(i, 1, 3)
	}
	return bar, nil
}
