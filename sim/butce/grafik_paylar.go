package butce

import (
	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/model"
	"coursesite/plot"
	grafik "coursesite/plot/goecharts"
)

// paylarGrafigi is "paylar": each policy's tariff and size shares of the
// branch budget, against each read's usual duration and its tail on a
// fault-free day. A share under its read's tail cuts that tail: the drops a
// tight split pays for on a day without faults.
//
// Words: the policies' names, tarifePayi and olcuPayi (the bars), eksenY,
// and the dashed lines' labels tarifeOlagan, tarifeKuyrugu, olcuOlagan,
// olcuKuyrugu.
func paylarGrafigi(s *Sonuc, w model.Words) (*model.Chart, error) {
	m := s.Model
	reads := []struct {
		step          Adim
		series        string
		usual, tail   float64
		usualW, tailW string
		color, anchor string
	}{
		{Tarife, w.Text("tarifePayi"), m.Ortanca.Tarife, s.DonguOf(Arizasiz, Tarife).Kuyruk, w.Text("tarifeOlagan"), w.Text("tarifeKuyrugu"), tarifeRengi, "insideStartTop"},
		{Olcu, w.Text("olcuPayi"), m.Ortanca.Olcu, s.DonguOf(Arizasiz, Olcu).Kuyruk, w.Text("olcuOlagan"), w.Text("olcuKuyrugu"), olcuRengi, "insideEndTop"},
	}
	share := func(p Politika, step Adim) float64 {
		if step == Tarife {
			return s.Paylar[p][0]
		}
		return s.Paylar[p][1]
	}
	categories := make([]string, len(PolitikaListesi))
	for i, p := range PolitikaListesi {
		categories[i] = politikaAdi(w, p)
	}
	c := charts.NewBar()
	c.SetGlobalOptions(grafik.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)...)
	c.SetGlobalOptions(
		charts.WithGridOpts(grafik.OneGrid()),
		charts.WithXAxisOpts(opts.XAxis{Type: "category"}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", Name: w.Text("eksenY"), NameLocation: "middle", NameGap: 36, AxisLabel: grafik.ValueAxisLabel()}),
	)
	c.SetXAxis(categories)
	for _, rd := range reads {
		data := make([]opts.BarData, len(PolitikaListesi))
		for i, p := range PolitikaListesi {
			data[i] = opts.BarData{Value: share(p, rd.step)}
		}
		c.AddSeries(rd.series, data,
			charts.WithItemStyleOpts(opts.ItemStyle{Color: rd.color}),
			grafik.TooltipUnit("ms"),
			charts.WithMarkLineNameYAxisItemOpts(
				opts.MarkLineNameYAxisItem{Name: rd.usualW, YAxis: rd.usual},
				opts.MarkLineNameYAxisItem{Name: rd.tailW, YAxis: rd.tail},
			),
			charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
				Symbol:    []string{"none", "none"},
				Label:     &opts.Label{Show: opts.Bool(true), Position: rd.anchor, Formatter: "{b}"},
				LineStyle: &opts.LineStyle{Type: "dashed", Color: rd.color, Width: 2},
			}),
		)
	}
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	// The lines' labels cross the bars: a backing of the page's colour
	// keeps them legible over a bar or another line.
	for _, sr := range grafik.ListOf(o, "series") {
		label := sr.(map[string]any)["markLine"].(map[string]any)["label"].(map[string]any)
		label["backgroundColor"], label["padding"], label["borderRadius"] = plot.LabelBacking, []any{1, 3}, 2
	}
	o, err = grafik.Finish(o, nil)
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o}, nil
}
