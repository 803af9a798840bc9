//go:build !js

package butce

import (
	"strconv"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
)

// gecikmeCizimi is "gecikme": every outer request's end-to-end latency, in
// the order the requests came, per policy, one plot per regime, with the
// threshold drawn — greedy sits at the budget, weighted fails fast.
func gecikmeCizimi(f *charts.Figure) (charts.Chart, error) { return gecikmeCiz(f, false), nil }

// gecikmeSiraliCizimi is "gecikmeSirali": the same latencies sorted, the
// median and the worst marked on every curve, the worst written past the
// curve's end.
func gecikmeSiraliCizimi(f *charts.Figure) (charts.Chart, error) { return gecikmeCiz(f, true), nil }

// siraliSag is the room right of the sorted latencies' plots, in pixels:
// enough for a worst latency written past its curve's end.
const siraliSag = 40

// gecikmeCiz declares both latency charts (gecikmeVerisiIle gives their
// data). The x axis counts requests (or ranks) 1…n as numbers, and the
// curves carry no mark per request: a page redraws these charts as a
// reader drags a control, and both would cost ECharts time in proportion
// to n for nothing a reader sees; the tooltip still names each request,
// and the browser thins each curve to its pixels (lttb).
//
// Words: gun.arizasiz, gun.tarifeYavas (the plots' titles), the policies'
// names, eksenX, eksenY, imlec (the pointer's label, with {value}),
// esikSerisi (the threshold's legend entry), esik (its line's label);
// sorted, also ortanca and enKotu.
func gecikmeCiz(f *charts.Figure, sorted bool) charts.Chart {
	right := 16
	if sorted {
		right = siraliSag
	}
	grids, titles := charts.TwoGrids(strconv.Itoa(right))
	f.Titles(charts.Titled(titles, f.Word("gun."+rejimAdi[Arizasiz]), f.Word("gun."+rejimAdi[TarifeYavas]))...)
	line := gocharts.NewLine()
	line.SetGlobalOptions(append(temel(f), gocharts.WithGridOpts(grids...))...)
	for _, r := range RejimListesi {
		x := opts.XAxis{Type: "value", Min: 1, Max: f.Number("sonIstek"), MinInterval: 1, AxisLabel: charts.ValueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Snap: opts.Bool(true), Label: &opts.Label{Formatter: f.Word("imlec")}}}
		// Both plots end at one value (tavan), so they compare at a glance.
		y := opts.YAxis{Type: "value", Name: f.Word("eksenY"), NameLocation: "middle", NameGap: 36, Max: f.Number("tavan"),
			AxisLabel: charts.ValueAxisLabel()}
		if r == Arizasiz {
			line.SetGlobalOptions(gocharts.WithXAxisOpts(x), gocharts.WithYAxisOpts(y))
			continue
		}
		// The plots share the x axis's meaning: only the lower names it.
		x.Name, x.NameLocation, x.NameGap = f.Word("eksenX"), "middle", 26
		x.GridIndex, y.GridIndex = int(r), int(r)
		line.ExtendXAxis(x)
		line.ExtendYAxis(y)
	}
	i := 0 // the series' index, as AddSeries counts them
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			name := egriAdi(r, p)
			curve := append(charts.Curve(politikaRengi[p], 1.5, false, false, "ms"), izgarada(int(r)))
			if sorted {
				// The median's value above and right of its point, clear of
				// the curve and of the median's vertical line; the worst is
				// the curve's end label, in the policy's colour (two curves
				// may end at one value), which moves aside for another
				// curve's (labelLayout) where worst values lie close.
				curve = append(curve,
					gocharts.WithMarkPointNameCoordItemOpts(
						opts.MarkPointNameCoordItem{Name: f.Word("ortanca"), Coordinate: []any{f.Number("ortancaSira"), f.Number(name + ".ortanca")},
							Symbol: "circle", SymbolSize: 10,
							Label: &opts.Label{Show: opts.Bool(true), Position: "top", Align: "left", Formatter: f.Text(name + ".ortancaYazi")}},
						opts.MarkPointNameCoordItem{Name: f.Word("enKotu"), Coordinate: []any{f.Number("istekSayisi"), f.Number(name + ".enKotu")},
							Symbol: "circle", SymbolSize: 10, Label: &opts.Label{Show: opts.Bool(false)}},
					),
					gocharts.WithLabelLayoutOpts(opts.LabelLayout{MoveOverlap: "shiftY"}),
				)
				f.MarkPointLabelOffset(i, 0, 4, 0)
				f.SeriesEndLabel(i, charts.EndLabel{Show: true, Formatter: f.Text(name + ".enKotuYazi"), Color: politikaRengi[p], Distance: 6})
			}
			line.AddSeries(f.Word(p.Ad()), f.Line(name), curve...)
			f.Sampling(i, "lttb")
			i++
		}
		// The threshold (and, sorted, the median's rank) ride on a series of
		// their own, with no data, so the legend can hide them.
		marks := []gocharts.SeriesOpts{
			gocharts.WithItemStyleOpts(opts.ItemStyle{Color: esikRengi}),
			izgarada(int(r)),
			gocharts.WithMarkLineNameYAxisItemOpts(opts.MarkLineNameYAxisItem{Name: f.Word("esik"), YAxis: f.Number("esik")}),
		}
		if sorted {
			marks = append(marks, gocharts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: f.Word("ortanca"), XAxis: f.Number("ortancaSira")}))
			// Its label above the plot, where no point is.
			f.MarkLineLabel(i, 1, &opts.Label{Position: "end"})
		}
		marks = append(marks, gocharts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideStartTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: esikRengi, Width: 1.5},
		}))
		line.AddSeries(f.Word("esikSerisi"), []opts.LineData{}, marks...)
		i++
	}
	return line
}
