package butce

import (
	"coursesite/model"
	"coursesite/plot"
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
	o := temel(w)
	o["grid"] = []any{plot.Grid("44", "8", "16", "30")}
	o["xAxis"] = []any{map[string]any{"type": "category", "data": politikaAdlari(w)}}
	o["yAxis"] = []any{degerEkseni(w.Text("eksenY"), 36)}
	var series []any
	for _, rd := range reads {
		data := make([]any, len(PolitikaListesi))
		for i, p := range PolitikaListesi {
			data[i] = plot.Item(share(p, rd.step), nil)
		}
		// The lines' labels cross the bars: a backing of the page's colour
		// keeps them legible over a bar or another line.
		label := plot.Label(rd.anchor, "{b}")
		label["backgroundColor"], label["padding"], label["borderRadius"] = plot.LabelBacking, []any{1, 3}, 2
		bar := plot.Bar(rd.series, data, rd.color, "ms")
		bar["markLine"] = plot.MarkLine(label, plot.Dashed(rd.color, 2), plot.AtY(rd.usualW, rd.usual), plot.AtY(rd.tailW, rd.tail))
		series = append(series, bar)
	}
	o["series"] = series
	return &model.Chart{Option: o}, nil
}
