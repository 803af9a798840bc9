package charts

import (
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"

	"coursesite/sim"
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
			regimeTitles[r], c[lo].Dusen, ms(c[lo].TarifePayi), c[hi].Dusen,
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
		caption: fmt.Sprintf("Kola kalan %s paydan tarifeye verilen pay (yatay eksen; ölçüye kalanı kalır) büyüdükçe düşen istek (üstte) ve "+
			"meşgul yuva (altta; düz çizgi iptal sinyali yokken, kesikli iptal sinyaliyle), iki günde. Noktalar politikalardır: "+
			"eşit ve ağırlıklı eğrinin üstündedir; açgözlü her okumaya kalanın tamamını verdiği için eğride yer almaz, kendi koşumuyla %s noktasında ayrıca işaretlidir.",
			ms(R), ms(s.Paylar[sim.Acgozlu][0])),
		description: fmt.Sprintf("Çizgi grafik: tarife payı 0 ile %s arasında %s adımla tarandı, ölçü payı kalanıdır. %s"+
			"Eşit ve ağırlıklı politikalar eğrinin üstündedir: %s. Açgözlü politika eğride değildir, tarife payı %s noktasında kendi koşumuyla işaretlidir: %s.",
			ms(R), ms(R/float64(steps)), summary, list(onCurve), ms(s.Paylar[sim.Acgozlu][0]), list(greedy)),
		tall: true,
	}

	grids, titles := twoGrids()
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
	for g, y := range []func(sim.TaramaNoktasi) float64{
		func(p sim.TaramaNoktasi) float64 { return float64(p.Dusen) }, held,
	} {
		var marks []point
		for _, r := range sim.RejimListesi {
			for _, p := range sim.PolitikaListesi {
				pt := m.PolitikaNoktasi(r, p)
				mark := point{Name: p.Baslik(), Value: []float64{pt.TarifePayi, y(pt)},
					ItemStyle: &opts.ItemStyle{Color: policyColors[p], BorderColor: "#ffffff", BorderWidth: 1}}
				if pt.TarifePayi > R/2 {
					mark.Label = &opts.Label{Position: "left"} // off the right edge otherwise
				}
				marks = append(marks, mark)
			}
		}
		unit := "istek"
		if g == 1 {
			unit = "yuva"
		}
		sc := charts.SingleSeries{Name: "politikalar", Type: types.ChartScatter, Data: marks}
		sc.ConfigureSeriesOpts(
			charts.WithScatterChartOpts(opts.ScatterChart{XAxisIndex: g, YAxisIndex: g, SymbolSize: 11}),
			charts.WithLabelOpts(opts.Label{Show: opts.Bool(true), Position: "right", Formatter: "{b}"}),
			tooltipUnit(unit),
		)
		c.MultiSeries = append(c.MultiSeries, sc)
	}
	o, err := toOption(c)
	if err != nil {
		return figure{}, err
	}
	f.option = finish(o, titled(titles, "Düşen istek", "Meşgul yuva"))
	return f, nil
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
