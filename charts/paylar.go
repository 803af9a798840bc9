package charts

import (
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/sim"
	"coursesite/turkce"
)

// sharesFigure is "paylar": each policy's tariff and size shares of the
// branch budget, against each read's usual duration and its tail on a
// fault-free day. A share under its read's tail cuts that tail: the drops a
// tight split pays for on a day without faults.
func sharesFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	reads := []struct {
		step          sim.Adim
		name, series  string
		usual, tail   float64
		color, anchor string
	}{
		{sim.Tarife, "tarife", "tarife payı", m.Ortanca.Tarife, s.DonguOf(sim.Arizasiz, sim.Tarife).Kuyruk, tariffColor, "insideStartTop"},
		{sim.Olcu, "ölçü", "ölçü payı", m.Ortanca.Olcu, s.DonguOf(sim.Arizasiz, sim.Olcu).Kuyruk, sizeColor, "insideEndTop"},
	}
	share := func(p sim.Politika, step sim.Adim) float64 {
		if step == sim.Tarife {
			return s.Paylar[p][0]
		}
		return s.Paylar[p][1]
	}

	var cuts []string
	for _, p := range sim.PolitikaListesi {
		var cut []string
		for _, rd := range reads {
			if share(p, rd.step) < rd.tail {
				cut = append(cut, rd.name)
			}
		}
		if len(cut) == 0 {
			cut = []string{"hiçbiri"}
		}
		cuts = append(cuts, p.Baslik()+" politikada "+list(cut))
	}
	var details string
	for _, rd := range reads {
		details += fmt.Sprintf("%s: %s. ", turkce.BasHarf(rd.series),
			perPolicy(func(p sim.Politika) string { return ms(share(p, rd.step)) }))
	}
	f := figure{
		caption: fmt.Sprintf("Her politikanın kola kalan %s payı tarife ve ölçü okumasına nasıl böldüğü (çubuklar), "+
			"okumaların olağan süresi ve arızasız gündeki kuyruğu (kesikli çizgiler). Payı kuyruğunun altında kalan okuma o kuyrukta kesilir.",
			ms(m.KolaKalan())),
		description: fmt.Sprintf("Çubuk grafik. Kola kalan pay %s. %sOlağan süre: tarife %s, ölçü %s. "+
			"Arızasız gündeki kuyruk: tarife %s, ölçü %s. Payı kuyruğunun altında kalan, arızasız günde de kesilen okuma: %s.",
			ms(m.KolaKalan()), details, msExact(reads[0].usual), msExact(reads[1].usual), msExact(reads[0].tail), msExact(reads[1].tail), list(cuts)),
	}

	categories := make([]string, len(sim.PolitikaListesi))
	for i, p := range sim.PolitikaListesi {
		categories[i] = p.Baslik()
	}
	c := charts.NewBar()
	c.SetGlobalOptions(base(f.description)...)
	c.SetGlobalOptions(
		charts.WithGridOpts(oneGrid()),
		charts.WithXAxisOpts(opts.XAxis{Type: "category"}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", Name: "süre (ms)", NameLocation: "middle", NameGap: 36, AxisLabel: valueAxisLabel()}),
	)
	c.SetXAxis(categories)
	for _, rd := range reads {
		data := make([]opts.BarData, len(sim.PolitikaListesi))
		for i, p := range sim.PolitikaListesi {
			data[i] = opts.BarData{Value: share(p, rd.step)}
		}
		c.AddSeries(rd.series, data,
			charts.WithItemStyleOpts(opts.ItemStyle{Color: rd.color}),
			tooltipUnit("ms"),
			charts.WithMarkLineNameYAxisItemOpts(
				opts.MarkLineNameYAxisItem{Name: rd.name + " olağan " + msExact(rd.usual), YAxis: rd.usual},
				opts.MarkLineNameYAxisItem{Name: rd.name + " kuyruğu " + msExact(rd.tail), YAxis: rd.tail},
			),
			charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
				Symbol:    []string{"none", "none"},
				Label:     &opts.Label{Show: opts.Bool(true), Position: rd.anchor, Formatter: "{b}"},
				LineStyle: &opts.LineStyle{Type: "dashed", Color: rd.color, Width: 2},
			}),
		)
	}
	o, err := toOption(c)
	if err != nil {
		return figure{}, err
	}
	// The lines' labels cross the bars: a backing of the page's colour
	// keeps them legible over a bar or another line.
	for _, sr := range listOf(o, "series") {
		label := sr.(map[string]any)["markLine"].(map[string]any)["label"].(map[string]any)
		label["backgroundColor"], label["padding"], label["borderRadius"] = labelBacking, []any{1, 3}, 2
	}
	f.option, err = finish(o, nil)
	return f, err
}
