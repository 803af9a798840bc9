package charts

import (
	"fmt"
	"math"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/sim"
)

// slotsFigure is "yuva": the slots each policy holds in the slow regime,
// the caller's and the abandoned work's stacked, without a cancel signal
// (left) and with one (right, where the abandoned work stops). It is the
// lesson's decision in one picture: without cancellation the totals are
// alike; only with it does the tight split win.
func slotsFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	slots := func(x float64) string { return num(x) + " yuva" }
	f := figure{
		caption: fmt.Sprintf("Tarife deposu yavaşken politikaların meşgul tuttuğu eşzamanlı yuva (L = λW, tepe okuma %s istek/s): "+
			"çağıranın tuttuğu ve çağıran vazgeçtikten sonra süren terk edilen iş, üst üste. Solda iptal sinyali yok, sağda iptal sinyaliyle.",
			exact(m.K01.TepeOkuma)),
		description: fmt.Sprintf("Yığılmış çubuk grafik. İptal sinyali yokken toplam yuva: %s; bunun çağıran payı %s, terk edilen iş payı %s. "+
			"İptal sinyaliyle terk edilen iş durur ve toplam yalnız çağıranınkidir: %s.",
			perPolicy(func(p sim.Politika) string { return slots(s.Yuva[p].ToplamIptalsiz) }),
			perPolicy(func(p sim.Politika) string { return num(s.Yuva[p].Cagiran) }),
			perPolicy(func(p sim.Politika) string { return num(s.Yuva[p].TerkEdilen) }),
			perPolicy(func(p sim.Politika) string { return slots(s.Yuva[p].ToplamIptalli) })),
	}

	categories := make([]string, len(sim.PolitikaListesi))
	top := 0.0
	for i, p := range sim.PolitikaListesi {
		categories[i] = p.Baslik()
		top = max(top, s.Yuva[p].ToplamIptalsiz, s.Yuva[p].ToplamIptalli)
	}
	// Both grids share one scale, or the shorter stacks would look as tall.
	yMax := niceCeil(top)
	grids, titles := sideGrids()
	c := charts.NewBar()
	c.SetGlobalOptions(base(f.description)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	c.SetXAxis(categories)
	for g := range grids {
		x := opts.XAxis{Type: "category", GridIndex: g, AxisLabel: &opts.AxisLabel{FontSize: 11}}
		y := opts.YAxis{Type: "value", GridIndex: g, Max: yMax, AxisLabel: valueAxisLabel()}
		if g == 0 {
			y.Name, y.NameLocation, y.NameGap = "eşzamanlı yuva", "middle", 36
			c.SetGlobalOptions(charts.WithXAxisOpts(x), charts.WithYAxisOpts(y))
		} else {
			y.AxisLabel = &opts.AxisLabel{Show: opts.Bool(false)}
			x.Data = categories
			c.ExtendXAxis(x)
			c.ExtendYAxis(y)
		}
	}
	// bars gives each policy's values; total, when given, labels the top of
	// the stack.
	bars := func(values, total func(sim.YuvaSatiri) float64) []opts.BarData {
		data := make([]opts.BarData, len(sim.PolitikaListesi))
		for i, p := range sim.PolitikaListesi {
			data[i] = opts.BarData{Value: values(s.Yuva[p])}
			if total != nil {
				data[i].Label = &opts.Label{Show: opts.Bool(true), Position: "top", Formatter: num(total(s.Yuva[p]))}
			}
		}
		return data
	}
	series := func(g int, color string) []charts.SeriesOpts {
		return []charts.SeriesOpts{
			charts.WithBarChartOpts(opts.BarChart{XAxisIndex: g, YAxisIndex: g, Stack: fmt.Sprintf("yuva%d", g), BarWidth: "45%"}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			tooltipUnit("yuva"),
		}
	}
	// With a cancel signal the abandoned work stops: the right stack is the
	// caller's alone, so it has no abandoned series.
	withCancel := func(y sim.YuvaSatiri) float64 { return y.ToplamIptalli }
	c.AddSeries("çağıran", bars(func(y sim.YuvaSatiri) float64 { return y.Cagiran }, nil), series(0, callerColor)...)
	c.AddSeries("terk edilen iş", bars(func(y sim.YuvaSatiri) float64 { return y.TerkEdilen },
		func(y sim.YuvaSatiri) float64 { return y.ToplamIptalsiz }), series(0, abandonedColor)...)
	c.AddSeries("çağıran", bars(withCancel, withCancel), series(1, callerColor)...)

	o, err := toOption(c)
	if err != nil {
		return figure{}, err
	}
	// Every policy's name under its bars, even in a phone's narrow grids
	// (go-echarts writes the interval as a string; ECharts wants a number).
	for _, x := range o["xAxis"].([]any) {
		x.(map[string]any)["axisLabel"].(map[string]any)["interval"] = 0
	}
	f.option, err = finish(o, titled(titles, "İptal sinyali yok", "İptal sinyaliyle"))
	return f, err
}

// niceCeil rounds x up to a round axis end: a multiple of 1, 2 or 5 times a
// power of ten, about a fifth of x, so the axis gets about five steps.
func niceCeil(x float64) float64 {
	if x <= 0 {
		return 1
	}
	raw := x / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * pow
	for _, k := range []float64{1, 2, 5} {
		if k*pow >= raw {
			step = k * pow
			break
		}
	}
	return math.Ceil(x/step) * step
}
