package butce

import (
	"slices"

	"coursesite/model"
	"coursesite/plot"
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
	o := temel(w)
	o["grid"], o["title"] = ikiKat(right, gunAdi(w, Arizasiz), gunAdi(w, TarifeYavas))
	top := gecikmeTavani(s)
	var xAxes, yAxes []any
	for _, r := range RejimListesi {
		// One request alone still gets an axis from 1 to 2: ECharts would
		// widen an axis from 1 to 1 to [0.5, 1] and write "0,5" under it.
		x := map[string]any{"type": "value", "min": 1, "max": max(m.N, 2), "minInterval": 1, "axisLabel": plot.AxisLabel("{value}"),
			"axisPointer": map[string]any{"snap": true, "label": map[string]any{"formatter": pointer}}}
		y := degerEkseni(w.Text("eksenY"), 36)
		y["max"] = top
		if r > 0 {
			// The plots share the x axis's meaning: only the lower names it.
			x["name"], x["nameLocation"], x["nameGap"] = xName, "middle", 26
			x["gridIndex"], y["gridIndex"] = int(r), int(r)
		}
		xAxes, yAxes = append(xAxes, x), append(yAxes, y)
	}
	o["xAxis"], o["yAxis"] = xAxes, yAxes

	median := m.N >> 1
	medianName, worstName := "", ""
	if sorted {
		medianName, worstName = w.Text("ortanca"), w.Text("enKotu")
	}
	var series []any
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
			curve := plot.Curve(politikaAdi(w, p), plot.Points(plot.Reduce(xs, values, plot.MaxPoints)), politikaRengi[p], 1.5, "ms")
			if sorted {
				// The median's value above and right of its point, clear of
				// the curve and of the median's vertical line; the worst is
				// the curve's end label, in the policy's colour (two curves
				// may end at one value), which moves aside for another
				// curve's (labelLayout) where worst values lie close.
				label := plot.Label("top", plot.Num(k.Ortanca))
				label["align"], label["offset"] = "left", []any{4, 0}
				curve["markPoint"] = map[string]any{"data": []any{
					map[string]any{"name": medianName, "coord": []any{median + 1, k.Ortanca}, "symbol": "circle", "symbolSize": 10, "label": label},
					map[string]any{"name": worstName, "coord": []any{m.N, k.EnKotu}, "symbol": "circle", "symbolSize": 10, "label": map[string]any{"show": false}},
				}}
				curve["endLabel"] = map[string]any{"show": true, "formatter": plot.Num(k.EnKotu), "color": politikaRengi[p], "distance": 6}
				curve["labelLayout"] = map[string]any{"moveOverlap": "shiftY"}
			}
			series = append(series, izgarada(curve, int(r)))
		}
		// The threshold (and, sorted, the median's rank) ride on a series of
		// their own, so the legend can hide them.
		lines := []any{plot.AtY(w.Text("esik"), m.K01.Esik)}
		if sorted {
			// Its label above the plot, where no point is.
			rank := plot.AtX(medianName, float64(median+1))
			rank["label"] = map[string]any{"position": "end"}
			lines = append(lines, rank)
		}
		marks := map[string]any{"type": "line", "name": w.Text("esikSerisi"), "data": nil,
			"itemStyle": map[string]any{"color": esikRengi},
			"markLine":  plot.MarkLine(plot.Label("insideStartTop", "{b}"), plot.Dashed(esikRengi, 1.5), lines...)}
		series = append(series, izgarada(marks, int(r)))
	}
	o["series"] = series
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
