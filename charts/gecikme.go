package charts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/sim"
	"coursesite/turkce"
)

// latencyFigure is "gecikme": every outer request's end-to-end latency, in
// the order the requests came, per policy, one grid per regime, with the
// threshold drawn. Greedy sits at the budget, weighted fails fast.
func latencyFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	f := figure{
		caption: fmt.Sprintf("Her dış isteğin uçtan uca süresi, %d istek geliş sırasıyla, %s bölüştürme politikasında; "+
			"üstte arızasız gün, altta tarife deposu yavaşken. Kesikli çizgi %s eşik.", m.N, turkce.Yazi(sim.PolitikaSayisi, 0), msExact(m.K01.Esik)),
		description: fmt.Sprintf("Çizgi grafik: %d dış isteğin her birinin uçtan uca süresi, politika başına bir çizgi, eşik %s. %s",
			m.N, msExact(m.K01.Esik), latencySummary(s)),
		tall: true,
	}
	var err error
	f.option, err = latencyChart(s, false, f.description)
	return f, err
}

// sortedLatencyFigure is "gecikmeSirali": the same latencies sorted, so the
// median (element n>>1) and the worst (the last) can be read off; both are
// marked on every curve.
func sortedLatencyFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	f := figure{
		caption: fmt.Sprintf("Aynı süreler küçükten büyüğe sıralı: dikey çizgideki %d. sıra ortanca, son sıra en kötü istek; "+
			"üstte arızasız gün, altta tarife deposu yavaşken. Kesikli çizgi %s eşik.", m.N>>1+1, msExact(m.K01.Esik)),
		description: fmt.Sprintf("Çizgi grafik: %d dış isteğin uçtan uca süresi küçükten büyüğe sıralı, politika başına bir çizgi, eşik %s. %s",
			m.N, msExact(m.K01.Esik), latencySummary(s)),
		tall: true,
	}
	var err error
	f.option, err = latencyChart(s, true, f.description)
	return f, err
}

// latencySummary states each regime's medians and worst latencies.
func latencySummary(s *sim.Sonuc) string {
	var out []string
	for _, r := range sim.RejimListesi {
		out = append(out, fmt.Sprintf("%s: ortanca %s; en kötü %s.", r.Gun(),
			perPolicy(func(p sim.Politika) string { return ms(s.Kosum(r, p).Ortanca) }),
			perPolicy(func(p sim.Politika) string { return ms(s.Kosum(r, p).EnKotu) })))
	}
	return strings.Join(out, " ")
}

// latencyChart builds both latency figures: requests in order, or sorted.
// The x axis counts requests (or ranks) 1…n as numbers, not as n category
// names, and the curves carry no mark per request: a page redraws these
// charts as a reader drags a control, and both would cost ECharts time in
// proportion to n on every redraw (the axis lays out every category's
// label) for nothing a reader sees; the tooltip still names each request.
func latencyChart(s *sim.Sonuc, sorted bool, description string) (option, error) {
	m := s.Model
	xName, pointer := "dış istek, geliş sırasıyla", "{value}. istek"
	if sorted {
		xName, pointer = "sıra (en kısa süreden en uzuna)", "{value}. sıra"
	}
	// Sorted, each curve's last (worst) value is written past its end.
	right := 16
	if sorted {
		right = sortedRight
	}
	grids, titles := twoGrids(right)
	top := latencyTop(s)
	c := charts.NewLine()
	c.SetGlobalOptions(base(description)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	// One request alone still gets an axis from 1 to 2: ECharts would
	// widen an axis from 1 to 1 to [0.5, 1] and write "0,5" under it.
	for _, r := range sim.RejimListesi {
		x := opts.XAxis{Type: "value", GridIndex: int(r), Min: 1, Max: max(m.N, 2), MinInterval: 1, AxisLabel: valueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Snap: opts.Bool(true), Label: &opts.Label{Formatter: pointer}}}
		y := opts.YAxis{Type: "value", Name: "uçtan uca süre (ms)", NameLocation: "middle", NameGap: 36, GridIndex: int(r),
			Max: top, AxisLabel: valueAxisLabel()}
		if r == 0 {
			c.SetGlobalOptions(charts.WithXAxisOpts(x), charts.WithYAxisOpts(y))
		} else {
			x.Name, x.NameLocation, x.NameGap = xName, "middle", 26
			c.ExtendXAxis(x)
			c.ExtendYAxis(y)
		}
	}
	median := m.N >> 1
	type endLabel struct{ text, color string }
	worst := map[int]endLabel{} // by series index
	for _, r := range sim.RejimListesi {
		for _, p := range sim.PolitikaListesi {
			k := s.Kosum(r, p)
			values := k.UctanUca
			if sorted {
				values = slices.Sorted(slices.Values(k.UctanUca))
			}
			data := make([]opts.LineData, len(values))
			for i, v := range values {
				data[i] = opts.LineData{Value: []float64{float64(i + 1), v}}
			}
			so := []charts.SeriesOpts{
				charts.WithLineChartOpts(opts.LineChart{XAxisIndex: int(r), YAxisIndex: int(r), ShowSymbol: opts.Bool(false)}),
				charts.WithLineStyleOpts(opts.LineStyle{Width: 1.5, Color: policyColors[p]}),
				charts.WithItemStyleOpts(opts.ItemStyle{Color: policyColors[p]}),
				tooltipUnit("ms"),
			}
			if sorted {
				// The median's value above and right of its point, clear of
				// the curve and of the median's vertical line; the worst is
				// the curve's end label, which moves aside for another
				// curve's (labelLayout) where worst values lie close.
				so = append(so, charts.WithMarkPointNameCoordItemOpts(
					opts.MarkPointNameCoordItem{Name: "ortanca", Coordinate: []any{median + 1, k.Ortanca},
						Symbol: "circle", SymbolSize: 10, Label: &opts.Label{Show: opts.Bool(true), Position: "top", Align: "left", Formatter: num(k.Ortanca)}},
					opts.MarkPointNameCoordItem{Name: "en kötü", Coordinate: []any{m.N, k.EnKotu},
						Symbol: "circle", SymbolSize: 10, Label: &opts.Label{Show: opts.Bool(false)}},
				), charts.WithLabelLayoutOpts(opts.LabelLayout{MoveOverlap: "shiftY"}))
				worst[len(c.MultiSeries)] = endLabel{num(k.EnKotu), policyColors[p]}
			}
			c.AddSeries(p.Baslik(), data, so...)
		}
		// The threshold (and, sorted, the median's rank) ride on a series of
		// their own, so the legend can hide them.
		marks := []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{XAxisIndex: int(r), YAxisIndex: int(r)}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: thresholdColor}),
			charts.WithMarkLineNameYAxisItemOpts(opts.MarkLineNameYAxisItem{Name: "eşik", YAxis: m.K01.Esik}),
		}
		if sorted {
			marks = append(marks, charts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: "ortanca", XAxis: median + 1}))
		}
		marks = append(marks, charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideStartTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: thresholdColor, Width: 1.5},
		}))
		c.AddSeries(thresholdSeries(m), nil, marks...)
	}
	o, err := toOption(c)
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
	for _, sr := range series {
		mp, _ := sr.(map[string]any)["markPoint"].(map[string]any)
		for _, d := range listOf(mp, "data") {
			if d := d.(map[string]any); d["name"] == "ortanca" {
				d["label"].(map[string]any)["offset"] = []any{4, 0}
			}
		}
		ml, _ := sr.(map[string]any)["markLine"].(map[string]any)
		for _, d := range listOf(ml, "data") {
			if d := d.(map[string]any); d["name"] == "ortanca" {
				d["label"] = map[string]any{"position": "end"}
			}
		}
	}
	return finish(o, titled(titles, sim.Arizasiz.Gun(), sim.TarifeYavas.Gun()))
}

// sortedRight is the room right of the sorted latencies' plots, in pixels:
// enough for a worst latency written past its curve's end.
const sortedRight = 40

// latencyTop is where the latency plots' y axes end, both alike: a round
// number a fifth or more above the slowest request and the threshold, so
// that the threshold's label, and the medians' above their points, have a
// band of their own above the data.
func latencyTop(s *sim.Sonuc) float64 {
	top := s.Model.K01.Esik
	for _, r := range sim.RejimListesi {
		for _, p := range sim.PolitikaListesi {
			for _, v := range s.Kosum(r, p).UctanUca {
				top = max(top, v)
			}
		}
	}
	return niceCeil(1.2 * top)
}

// thresholdSeries names the series carrying the threshold: "eşik 200 ms".
func thresholdSeries(m *sim.Model) string { return "eşik " + msExact(m.K01.Esik) }
