package butce

import (
	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"

	"coursesite/model"
	grafik "coursesite/plot/goecharts"
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

	grids, titles := grafik.TwoGrids(taramaSag)
	c := charts.NewLine()
	c.SetGlobalOptions(grafik.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	yNames := [2]string{w.Text("eksenYUst"), w.Text("eksenYAlt")}
	for g := range grids {
		x := opts.XAxis{Type: "value", Min: 0, Max: R, GridIndex: g, AxisLabel: grafik.ValueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Label: &opts.Label{Formatter: w.Text("imlec")}}}
		y := opts.YAxis{Type: "value", GridIndex: g, Name: yNames[g], NameLocation: "middle", NameGap: 36, AxisLabel: grafik.ValueAxisLabel()}
		if g == 0 {
			y.Max = m.N
			c.SetGlobalOptions(charts.WithXAxisOpts(x), charts.WithYAxisOpts(y))
		} else {
			x.Name, x.NameLocation, x.NameGap = w.Text("eksenX"), "middle", 26
			c.ExtendXAxis(x)
			c.ExtendYAxis(y)
		}
	}
	line := func(g int, color, dash, unit string) []charts.SeriesOpts {
		return []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{XAxisIndex: g, YAxisIndex: g, ShowSymbol: opts.Bool(false)}),
			charts.WithLineStyleOpts(opts.LineStyle{Color: color, Width: 2, Type: dash}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			grafik.TooltipUnit(unit),
		}
	}
	curve := func(c []TaramaNoktasi, y func(TaramaNoktasi) float64) []opts.LineData {
		data := make([]opts.LineData, len(c))
		for i, p := range c {
			data[i] = opts.LineData{Value: []float64{p.TarifePayi, y(p)}}
		}
		return data
	}
	dusen := func(p TaramaNoktasi) float64 { return float64(p.Dusen) }
	rejim := func(r Rejim) string { return w.Text("rejim." + rejimAdi[r]) }
	for _, r := range RejimListesi {
		c.AddSeries(rejim(r), curve(curves[r], dusen), line(0, rejimRengi[r], "solid", "istek")...)
	}
	for _, r := range RejimListesi {
		c.AddSeries(rejim(r), curve(curves[r], TaramaNoktasi.Tutulan), line(1, rejimRengi[r], "solid", "yuva")...)
		c.AddSeries(w.Text("rejim."+rejimAdi[r]+".iptalle"), curve(curves[r], func(p TaramaNoktasi) float64 { return p.Cagiran }),
			line(1, rejimRengi[r], "dashed", "yuva")...)
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
			var marks []grafik.Point
			for _, r := range RejimListesi {
				pt := m.PolitikaNoktasi(r, p)
				v := y(pt)
				marks = append(marks, grafik.Point{Name: politikaAdi(w, p), Value: []float64{pt.TarifePayi, v},
					Label: &opts.Label{Position: markSide(pt.TarifePayi, v, R, tops[g])}})
			}
			sc := charts.SingleSeries{Name: politikaAdi(w, p), Type: types.ChartScatter, Data: marks}
			sc.ConfigureSeriesOpts(
				charts.WithScatterChartOpts(opts.ScatterChart{XAxisIndex: g, YAxisIndex: g, SymbolSize: 11}),
				charts.WithItemStyleOpts(opts.ItemStyle{Color: politikaRengi[p], BorderColor: "#ffffff", BorderWidth: 1}),
				charts.WithLabelOpts(opts.Label{Show: opts.Bool(true), Formatter: "{b}", FontSize: 11}),
				grafik.TooltipUnit(unit),
			)
			c.MultiSeries = append(c.MultiSeries, sc)
		}
	}
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	// Seven entries: on a desktop one row, on a phone two (a plain legend
	// wraps, a scroll legend would page), so there the upper plot and its
	// title move down by a row.
	legend := o["legend"].(map[string]any)
	legend["type"], legend["itemGap"], legend["itemWidth"] = "plain", 10, 25
	if o, err = grafik.Finish(o, grafik.Titled(titles, w.Text("ustBaslik"), w.Text("altBaslik"))); err != nil {
		return nil, err
	}
	o, err = grafik.WithNarrow(o, grafik.Option{
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
