package butce

import (
	"coursesite/model"
	"coursesite/plot"
)

// taramaSag is the room right of the sweep's plots, in pixels: enough for
// a policy's name beside a point on the right edge.
const taramaSag = 60

// taramaGrafigi is "tarama": dropped requests (top) and held slots
// (bottom) as the tariff's share of the branch budget goes from nothing to
// all of it, both regimes, with the three named policies marked. Equal and
// weighted lie on the curves; greedy, whose reads may each take the whole
// rest, is no point of the sweep and is marked apart at its tariff share.
//
// Words: rejim.arizasiz, rejim.tarifeYavas (the curves), with .iptalle
// (the held slots with a cancel signal), the policies' names (the points),
// ustBaslik and altBaslik (the plots' titles), eksenYUst, eksenYAlt,
// eksenX, imlec.
func taramaGrafigi(s *Sonuc, w model.Words) (*model.Chart, error) {
	m := s.Model
	R := m.KolaKalan()
	curves := s.Taramalar()

	o := temel(w)
	o["grid"], o["title"] = ikiKat(taramaSag, w.Text("ustBaslik"), w.Text("altBaslik"))
	yNames := [2]string{w.Text("eksenYUst"), w.Text("eksenYAlt")}
	var xAxes, yAxes []any
	for g := range 2 {
		x := map[string]any{"type": "value", "min": 0, "max": R, "axisLabel": plot.AxisLabel("{value}"),
			"axisPointer": map[string]any{"label": map[string]any{"formatter": w.Text("imlec")}}}
		y := degerEkseni(yNames[g], 36)
		if g == 0 {
			y["max"] = m.N
		} else {
			// The plots share the x axis's meaning: only the lower names it.
			x["name"], x["nameLocation"], x["nameGap"] = w.Text("eksenX"), "middle", 26
			x["gridIndex"], y["gridIndex"] = g, g
		}
		xAxes, yAxes = append(xAxes, x), append(yAxes, y)
	}
	o["xAxis"], o["yAxis"] = xAxes, yAxes

	var series []any
	line := func(g int, name string, c []TaramaNoktasi, y func(TaramaNoktasi) float64, color, dash, unit string) {
		xs, ys := make([]float64, len(c)), make([]float64, len(c))
		for i, p := range c {
			xs[i], ys[i] = p.TarifePayi, y(p)
		}
		curve := plot.Curve(name, plot.Points(xs, ys), color, 2, unit)
		curve["lineStyle"].(map[string]any)["type"] = dash
		series = append(series, izgarada(curve, g))
	}
	dusen := func(p TaramaNoktasi) float64 { return float64(p.Dusen) }
	cagiran := func(p TaramaNoktasi) float64 { return p.Cagiran }
	rejim := func(r Rejim) string { return w.Text("rejim." + rejimAdi[r]) }
	for _, r := range RejimListesi {
		line(0, rejim(r), curves[r], dusen, rejimRengi[r], "solid", "istek")
	}
	for _, r := range RejimListesi {
		line(1, rejim(r), curves[r], TaramaNoktasi.Tutulan, rejimRengi[r], "solid", "yuva")
		line(1, w.Text("rejim."+rejimAdi[r]+".iptalle"), curves[r], cagiran, rejimRengi[r], "dashed", "yuva")
	}
	// Each policy is a series of its own, one per grid, in its colour, so
	// the legend names the policies as the points show them.
	tops := [2]float64{float64(m.N), 0}
	for _, r := range RejimListesi {
		for _, p := range curves[r] {
			tops[1] = max(tops[1], p.Tutulan())
		}
		for _, p := range PolitikaListesi {
			tops[1] = max(tops[1], m.PolitikaNoktasi(r, p).Tutulan())
		}
	}
	for g, y := range []func(TaramaNoktasi) float64{dusen, TaramaNoktasi.Tutulan} {
		unit := "istek"
		if g == 1 {
			unit = "yuva"
		}
		for _, p := range PolitikaListesi {
			var marks []any
			for _, r := range RejimListesi {
				pt := m.PolitikaNoktasi(r, p)
				v := y(pt)
				marks = append(marks, map[string]any{"name": politikaAdi(w, p), "value": []any{pt.TarifePayi, v},
					"label": map[string]any{"position": markSide(pt.TarifePayi, v, R, tops[g])}})
			}
			// Outlined in white, apart from the curve a point sits on, and
			// named beside it.
			sc := plot.Scatter(politikaAdi(w, p), marks, politikaRengi[p], unit)
			sc["symbolSize"] = 11
			sc["itemStyle"].(map[string]any)["borderColor"], sc["itemStyle"].(map[string]any)["borderWidth"] = "#ffffff", 1
			sc["label"] = map[string]any{"show": true, "formatter": "{b}", "fontSize": 11}
			series = append(series, izgarada(sc, g))
		}
	}
	o["series"] = series
	// Seven entries: on a desktop one row, on a phone two (a plain legend
	// wraps, a scroll legend would page), so there the upper plot and its
	// title move down by a row.
	legend := o["legend"].(map[string]any)
	legend["type"], legend["itemGap"], legend["itemWidth"] = "plain", 10, 25
	err := plot.WithNarrow(o, map[string]any{
		"legend": map[string]any{"itemGap": 8, "itemWidth": 18},
		"title":  []any{map[string]any{"top": 54}},
		"grid":   []any{map[string]any{"top": 92}},
	})
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o, Tall: true}, nil
}

// markSide places a policy's name by its point at (x, y) of a plot whose x
// axis ends at xMax and whose values reach top. A point on the right edge
// (greedy's: it gives the tariff the whole rest) has its name past the edge,
// in the room the grids leave there (taramaSag), clear of the curves' ends.
// Any other has it above the point in the plot's lower half and below it in
// the upper half: off the curve it sits on, which runs level there in the
// lesson, and away from the plot's edge.
func markSide(x, y, xMax, top float64) string {
	switch {
	case x >= xMax:
		return "right"
	case y > top/2:
		return "bottom"
	}
	return "top"
}
