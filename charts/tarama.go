package charts

import (
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"

	"coursesite/sim"
	"coursesite/turkce"
)

// sweepSteps is how finely the sweep splits the branch budget: in whole
// milliseconds when the budget is a whole number of them (the lesson's
// durations are whole, so every change of outcome falls on the grid, and
// the equal and weighted splits of 180 ms do too), else in 180 steps.
func sweepSteps(m *sim.Model) int {
	R := m.KolaKalan()
	if R >= 60 && R <= 1000 && R == float64(int(R)) {
		return int(R)
	}
	return 180
}

// sweepRight is the room right of the sweep's plots, in pixels: enough for
// a policy's name beside a point on the right edge.
const sweepRight = 60

// sweepFigure is "tarama": dropped requests (top) and held slots (bottom)
// as the tariff's share of the branch budget goes from nothing to all of
// it, both regimes, with the three named policies marked. Equal and
// weighted lie on the curves; greedy, whose reads may each take the whole
// rest, is no point of the sweep and is marked apart at its tariff share.
func sweepFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	R := m.KolaKalan()
	steps := sweepSteps(m)
	var curves [2][]sim.TaramaNoktasi
	for _, r := range sim.RejimListesi {
		curves[r] = m.Tarama(r, steps)
	}
	held := func(p sim.TaramaNoktasi) float64 { return p.Cagiran + p.TerkEdilen }

	var summary string
	for _, r := range sim.RejimListesi {
		c := curves[r]
		lo, hi := extremes(c, func(p sim.TaramaNoktasi) float64 { return float64(p.Dusen) })
		ylo, yhi := extremes(c, held)
		summary += fmt.Sprintf("%s: düşen istek en az %d (ilk kez tarife payı %s iken), en çok %d; "+
			"iptal sinyali yokken tutulan yuva en az %s (tarife payı %s iken), en çok %s (tarife payı %s iken). ",
			r.Gun(), c[lo].Dusen, ms(c[lo].TarifePayi), c[hi].Dusen,
			num(held(c[ylo])), ms(c[ylo].TarifePayi), num(held(c[yhi])), ms(c[yhi].TarifePayi))
	}
	greedy := make([]string, len(sim.RejimListesi))
	for i, r := range sim.RejimListesi {
		g := m.PolitikaNoktasi(r, sim.Acgozlu)
		greedy[i] = fmt.Sprintf("%s %d düşen istek, %s yuva", r.Baslik(), g.Dusen, num(held(g)))
	}
	onCurve := []string{}
	for _, p := range []sim.Politika{sim.Esit, sim.Agirlikli} {
		onCurve = append(onCurve, fmt.Sprintf("%s (tarife %s)", p.Baslik(), ms(s.Paylar[p][0])))
	}
	f := figure{
		caption: fmt.Sprintf("Kola kalan %s paydan tarifeye verilen pay (yatay eksen; kalanı ölçünün payıdır) büyüdükçe düşen istek (üstte) ve "+
			"meşgul yuva (altta; düz çizgi iptal sinyali yokken, kesikli iptal sinyaliyle), %s günde. Noktalar politikalardır: "+
			"eşit ve ağırlıklı eğrinin üstündedir; açgözlü her okumaya kalanın tamamını verdiği için eğride yer almaz, kendi koşumuyla %s noktasında ayrıca işaretlidir.",
			ms(R), turkce.Yazi(float64(len(sim.RejimListesi)), 0), ms(s.Paylar[sim.Acgozlu][0])),
		description: fmt.Sprintf("Çizgi grafik: tarife payı 0 ile %s arasında %s adımla tarandı, ölçü payı kalanıdır. %s"+
			"Eşit ve ağırlıklı politikalar eğrinin üstündedir: %s. Açgözlü politika eğride değildir, tarife payı %s noktasında kendi koşumuyla işaretlidir: %s.",
			ms(R), ms(R/float64(steps)), summary, list(onCurve), ms(s.Paylar[sim.Acgozlu][0]), list(greedy)),
		tall: true,
	}

	grids, titles := twoGrids(sweepRight)
	c := charts.NewLine()
	c.SetGlobalOptions(base(f.description)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	yNames := [2]string{fmt.Sprintf("düşen istek (%d istekte)", m.N), "meşgul yuva"}
	for g := range grids {
		x := opts.XAxis{Type: "value", Min: 0, Max: R, GridIndex: g, AxisLabel: valueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Label: &opts.Label{Formatter: "tarife {value} ms"}}}
		y := opts.YAxis{Type: "value", GridIndex: g, Name: yNames[g], NameLocation: "middle", NameGap: 36, AxisLabel: valueAxisLabel()}
		if g == 0 {
			y.Max = m.N
			c.SetGlobalOptions(charts.WithXAxisOpts(x), charts.WithYAxisOpts(y))
		} else {
			x.Name, x.NameLocation, x.NameGap = "tarife payı (ms); ölçü payı "+num(R)+" − tarife payı", "middle", 26
			c.ExtendXAxis(x)
			c.ExtendYAxis(y)
		}
	}
	line := func(g int, color, dash, unit string) []charts.SeriesOpts {
		return []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{XAxisIndex: g, YAxisIndex: g, ShowSymbol: opts.Bool(false)}),
			charts.WithLineStyleOpts(opts.LineStyle{Color: color, Width: 2, Type: dash}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			tooltipUnit(unit),
		}
	}
	curve := func(c []sim.TaramaNoktasi, y func(sim.TaramaNoktasi) float64) []opts.LineData {
		data := make([]opts.LineData, len(c))
		for i, p := range c {
			data[i] = opts.LineData{Value: []float64{p.TarifePayi, y(p)}}
		}
		return data
	}
	for _, r := range sim.RejimListesi {
		c.AddSeries(r.Baslik(), curve(curves[r], func(p sim.TaramaNoktasi) float64 { return float64(p.Dusen) }),
			line(0, regimeColors[r], "solid", "istek")...)
	}
	for _, r := range sim.RejimListesi {
		c.AddSeries(r.Baslik(), curve(curves[r], held), line(1, regimeColors[r], "solid", "yuva")...)
		c.AddSeries(r.Baslik()+" (iptalle)", curve(curves[r], func(p sim.TaramaNoktasi) float64 { return p.Cagiran }),
			line(1, regimeColors[r], "dashed", "yuva")...)
	}
	// Each policy is a series of its own, one per grid, in its colour, so
	// the legend names the policies as the points show them.
	tops := [2]float64{float64(m.N), 0}
	for _, r := range sim.RejimListesi {
		for _, p := range curves[r] {
			tops[1] = max(tops[1], held(p))
		}
		for _, p := range sim.PolitikaListesi {
			tops[1] = max(tops[1], held(m.PolitikaNoktasi(r, p)))
		}
	}
	for g, y := range []func(sim.TaramaNoktasi) float64{
		func(p sim.TaramaNoktasi) float64 { return float64(p.Dusen) }, held,
	} {
		unit := "istek"
		if g == 1 {
			unit = "yuva"
		}
		for _, p := range sim.PolitikaListesi {
			var marks []point
			for _, r := range sim.RejimListesi {
				pt := m.PolitikaNoktasi(r, p)
				v := y(pt)
				marks = append(marks, point{Name: p.Baslik(), Value: []float64{pt.TarifePayi, v},
					Label: &opts.Label{Position: markSide(pt.TarifePayi, v, R, tops[g])}})
			}
			sc := charts.SingleSeries{Name: p.Baslik(), Type: types.ChartScatter, Data: marks}
			sc.ConfigureSeriesOpts(
				charts.WithScatterChartOpts(opts.ScatterChart{XAxisIndex: g, YAxisIndex: g, SymbolSize: 11}),
				charts.WithItemStyleOpts(opts.ItemStyle{Color: policyColors[p], BorderColor: "#ffffff", BorderWidth: 1}),
				charts.WithLabelOpts(opts.Label{Show: opts.Bool(true), Formatter: "{b}", FontSize: 11}),
				tooltipUnit(unit),
			)
			c.MultiSeries = append(c.MultiSeries, sc)
		}
	}
	o, err := toOption(c)
	if err != nil {
		return figure{}, err
	}
	// Seven entries: on a desktop one row, on a phone two (a plain legend
	// wraps, a scroll legend would page), so there the upper plot and its
	// title move down by a row.
	legend := o["legend"].(map[string]any)
	legend["type"], legend["itemGap"], legend["itemWidth"] = "plain", 10, 25
	if o, err = finish(o, titled(titles, "Düşen istek", "Meşgul yuva")); err != nil {
		return figure{}, err
	}
	f.option, err = withNarrow(o, option{
		"legend": map[string]any{"itemGap": 8, "itemWidth": 18},
		"title":  []any{map[string]any{"top": 54}},
		"grid":   []any{map[string]any{"top": 92}},
	})
	if err != nil {
		return figure{}, err
	}
	return f, nil
}

// markSide places a policy's name by its point at (x, y) of a plot whose x
// axis ends at xMax and whose values reach top. A point on the right edge
// (greedy's: it gives the tariff the whole rest) has its name past the edge,
// in the room the grids leave there (sweepRight), clear of the curves' ends.
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

// extremes returns the indexes of the first smallest and first largest
// value of f over the sweep.
func extremes(c []sim.TaramaNoktasi, f func(sim.TaramaNoktasi) float64) (lo, hi int) {
	for i, p := range c {
		if f(p) < f(c[lo]) {
			lo = i
		}
		if f(p) > f(c[hi]) {
			hi = i
		}
	}
	return lo, hi
}
