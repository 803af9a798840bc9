package butce

import (
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/model"
	"coursesite/plot"
	grafik "coursesite/plot/goecharts"
)

// yuvaGrafigi is "yuva": the slots each policy holds in the slow regime,
// the caller's and the abandoned work's stacked, without a cancel signal
// (left) and with one (right, where the abandoned work stops). It is the
// lesson's decision in one picture: without cancellation the totals are
// alike; only with it does the tight split win.
//
// Words: the policies' names, cagiran and terkEdilen (the stacks' parts),
// eksenY, solBaslik and sagBaslik (the plots' titles).
func yuvaGrafigi(s *Sonuc, w model.Words) (*model.Chart, error) {
	categories := make([]string, len(PolitikaListesi))
	top := 0.0
	for i, p := range PolitikaListesi {
		categories[i] = politikaAdi(w, p)
		top = max(top, s.Yuva[p].ToplamIptalsiz, s.Yuva[p].ToplamIptalli)
	}
	// Both grids share one scale, or the shorter stacks would look as tall.
	yMax := plot.NiceCeil(top)
	grids, titles := grafik.SideGrids()
	c := charts.NewBar()
	c.SetGlobalOptions(grafik.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)...)
	c.SetGlobalOptions(charts.WithGridOpts(grids...))
	c.SetXAxis(categories)
	for g := range grids {
		x := opts.XAxis{Type: "category", GridIndex: g, AxisLabel: &opts.AxisLabel{FontSize: 11}}
		y := opts.YAxis{Type: "value", GridIndex: g, Max: yMax, AxisLabel: grafik.ValueAxisLabel()}
		if g == 0 {
			y.Name, y.NameLocation, y.NameGap = w.Text("eksenY"), "middle", 36
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
	bars := func(values, total func(YuvaSatiri) float64) []opts.BarData {
		data := make([]opts.BarData, len(PolitikaListesi))
		for i, p := range PolitikaListesi {
			data[i] = opts.BarData{Value: values(s.Yuva[p])}
			if total != nil {
				data[i].Label = &opts.Label{Show: opts.Bool(true), Position: "top", Formatter: plot.Num(total(s.Yuva[p]))}
			}
		}
		return data
	}
	series := func(g int, color string) []charts.SeriesOpts {
		return []charts.SeriesOpts{
			charts.WithBarChartOpts(opts.BarChart{XAxisIndex: g, YAxisIndex: g, Stack: fmt.Sprintf("yuva%d", g), BarWidth: "45%"}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			grafik.TooltipUnit("yuva"),
		}
	}
	// With a cancel signal the abandoned work stops: the right stack is the
	// caller's alone, so it has no abandoned series.
	withCancel := func(y YuvaSatiri) float64 { return y.ToplamIptalli }
	c.AddSeries(w.Text("cagiran"), bars(func(y YuvaSatiri) float64 { return y.Cagiran }, nil), series(0, cagiranRengi)...)
	c.AddSeries(w.Text("terkEdilen"), bars(func(y YuvaSatiri) float64 { return y.TerkEdilen },
		func(y YuvaSatiri) float64 { return y.ToplamIptalsiz }), series(0, terkRengi)...)
	c.AddSeries(w.Text("cagiran"), bars(withCancel, withCancel), series(1, cagiranRengi)...)

	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	// Every policy's name under its bars, even in a phone's narrow grids
	// (go-echarts writes the interval as a string; ECharts wants a number).
	for _, x := range o["xAxis"].([]any) {
		x.(map[string]any)["axisLabel"].(map[string]any)["interval"] = 0
	}
	o, err = grafik.Finish(o, grafik.Titled(titles, w.Text("solBaslik"), w.Text("sagBaslik")))
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o}, nil
}
