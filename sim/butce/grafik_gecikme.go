package butce

import (
	"slices"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/model"
	"coursesite/plot"
	grafik "coursesite/plot/goecharts"
)

// gecikmeGrafigi is "gecikme" (sorted false): every outer request's
// end-to-end latency, in the order the requests came, per policy, one grid
// per regime, with the threshold drawn — greedy sits at the budget,
// weighted fails fast; or "gecikmeSirali" (sorted): the same latencies
// sorted, so the median (element n>>1) and the worst (the last) can be
// read off; both are marked on every curve.
//
// The x axis counts requests (or ranks) 1…n as numbers, not as n category
// names, and the curves carry no mark per request: a page redraws these
// charts as a reader drags a control, and both would cost ECharts time in
// proportion to n on every redraw (the axis lays out every category's
// label) for nothing a reader sees; the tooltip still names each request.
//
// Words: gun.arizasiz, gun.tarifeYavas (the plots' titles), the policies'
// names, eksenX, eksenY, imlec (the pointer's label, with {value}),
// esikSerisi (the threshold's legend entry), esik (its line's label);
// sorted, also ortanca and enKotu.
func gecikmeGrafigi(s *Sonuc, w model.Words, sorted bool) (*model.Chart, error) {
	m := s.Model
	xName, pointer := w.Text("eksenX"), w.Text("imlec")
	// Sorted, each curve's last (worst) value is written past its end.
	right := 16
	if sorted {
		right = siraliSag
	}
	grids, titles := grafik.TwoGrids(right)
	top := gecikmeTavani(s)
	c := charts.NewLine()
	c.SetGlobalOptions(grafik.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	// One request alone still gets an axis from 1 to 2: ECharts would
	// widen an axis from 1 to 1 to [0.5, 1] and write "0,5" under it.
	for _, r := range RejimListesi {
		x := opts.XAxis{Type: "value", GridIndex: int(r), Min: 1, Max: max(m.N, 2), MinInterval: 1, AxisLabel: grafik.ValueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Snap: opts.Bool(true), Label: &opts.Label{Formatter: pointer}}}
		y := opts.YAxis{Type: "value", Name: w.Text("eksenY"), NameLocation: "middle", NameGap: 36, GridIndex: int(r),
			Max: top, AxisLabel: grafik.ValueAxisLabel()}
		if r == 0 {
			c.SetGlobalOptions(charts.WithXAxisOpts(x), charts.WithYAxisOpts(y))
		} else {
			x.Name, x.NameLocation, x.NameGap = xName, "middle", 26
			c.ExtendXAxis(x)
			c.ExtendYAxis(y)
		}
	}
	median := m.N >> 1
	medianName, worstName := "", ""
	if sorted {
		medianName, worstName = w.Text("ortanca"), w.Text("enKotu")
	}
	type endLabel struct{ text, color string }
	worst := map[int]endLabel{} // by series index
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			values := k.UctanUca
			if sorted {
				values = slices.Sorted(slices.Values(k.UctanUca))
			}
			// A run of more requests than a screen shows is drawn
			// reduced, every spike kept (plot.Reduce).
			xs := make([]float64, len(values))
			for i := range xs {
				xs[i] = float64(i + 1)
			}
			xs, ys := plot.Reduce(xs, values, plot.MaxPoints)
			data := make([]opts.LineData, len(xs))
			for i := range xs {
				data[i] = opts.LineData{Value: []float64{xs[i], ys[i]}}
			}
			so := []charts.SeriesOpts{
				charts.WithLineChartOpts(opts.LineChart{XAxisIndex: int(r), YAxisIndex: int(r), ShowSymbol: opts.Bool(false)}),
				charts.WithLineStyleOpts(opts.LineStyle{Width: 1.5, Color: politikaRengi[p]}),
				charts.WithItemStyleOpts(opts.ItemStyle{Color: politikaRengi[p]}),
				grafik.TooltipUnit("ms"),
			}
			if sorted {
				// The median's value above and right of its point, clear of
				// the curve and of the median's vertical line; the worst is
				// the curve's end label, which moves aside for another
				// curve's (labelLayout) where worst values lie close.
				so = append(so, charts.WithMarkPointNameCoordItemOpts(
					opts.MarkPointNameCoordItem{Name: medianName, Coordinate: []any{median + 1, k.Ortanca},
						Symbol: "circle", SymbolSize: 10, Label: &opts.Label{Show: opts.Bool(true), Position: "top", Align: "left", Formatter: plot.Num(k.Ortanca)}},
					opts.MarkPointNameCoordItem{Name: worstName, Coordinate: []any{m.N, k.EnKotu},
						Symbol: "circle", SymbolSize: 10, Label: &opts.Label{Show: opts.Bool(false)}},
				), charts.WithLabelLayoutOpts(opts.LabelLayout{MoveOverlap: "shiftY"}))
				worst[len(c.MultiSeries)] = endLabel{plot.Num(k.EnKotu), politikaRengi[p]}
			}
			c.AddSeries(politikaAdi(w, p), data, so...)
		}
		// The threshold (and, sorted, the median's rank) ride on a series of
		// their own, so the legend can hide them.
		marks := []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{XAxisIndex: int(r), YAxisIndex: int(r)}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: esikRengi}),
			charts.WithMarkLineNameYAxisItemOpts(opts.MarkLineNameYAxisItem{Name: w.Text("esik"), YAxis: m.K01.Esik}),
		}
		if sorted {
			marks = append(marks, charts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: medianName, XAxis: median + 1}))
		}
		marks = append(marks, charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideStartTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: esikRengi, Width: 1.5},
		}))
		c.AddSeries(w.Text("esikSerisi"), nil, marks...)
	}
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	// What go-echarts has no field for: end labels, the median's label
	// nudged off its vertical line, and the vertical line's own label
	// above the plot, where no point is.
	series := o["series"].([]any)
	for i, l := range worst {
		// In the policy's colour: two curves may end at one value.
		series[i].(map[string]any)["endLabel"] = map[string]any{"show": true, "formatter": l.text, "color": l.color, "distance": 6}
	}
	if sorted {
		for _, sr := range series {
			// A policy's first mark is its median.
			mp, _ := sr.(map[string]any)["markPoint"].(map[string]any)
			if d := grafik.ListOf(mp, "data"); len(d) > 0 {
				d[0].(map[string]any)["label"].(map[string]any)["offset"] = []any{4, 0}
			}
			ml, _ := sr.(map[string]any)["markLine"].(map[string]any)
			if d := grafik.ListOf(ml, "data"); len(d) == 2 {
				// The second line is the median's rank.
				d[1].(map[string]any)["label"] = map[string]any{"position": "end"}
			}
		}
	}
	o, err = grafik.Finish(o, grafik.Titled(titles, gunAdi(w, Arizasiz), gunAdi(w, TarifeYavas)))
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o, Tall: true}, nil
}

// siraliSag is the room right of the sorted latencies' plots, in pixels:
// enough for a worst latency written past its curve's end.
const siraliSag = 40

// gecikmeTavani is where the latency plots' y axes end, both alike: a
// round number a fifth or more above the slowest request and the
// threshold, so that the threshold's label, and the medians' above their
// points, have a band of their own above the data.
func gecikmeTavani(s *Sonuc) float64 {
	top := s.Model.K01.Esik
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			top = max(top, s.Kosum(r, p).EnKotu)
		}
	}
	return plot.NiceCeil(1.2 * top)
}
