package butce

import (
	"fmt"

	"coursesite/model"
	"coursesite/plot"
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
	top := 0.0
	for _, p := range PolitikaListesi {
		top = max(top, s.Yuva[p].ToplamIptalsiz, s.Yuva[p].ToplamIptalli)
	}
	// Both grids share one scale, or the shorter stacks would look as tall.
	yMax := plot.NiceCeil(top)
	o := temel(w)
	grids, titles := yanYana(w.Text("solBaslik"), w.Text("sagBaslik"))
	o["grid"], o["title"] = grids, titles
	var xAxes, yAxes []any
	for g := range grids {
		// Every policy's name under its bars, even in a phone's narrow
		// grids, where ECharts would leave some out.
		names := plot.AxisLabel("")
		names["fontSize"], names["interval"] = 11, 0
		x := map[string]any{"type": "category", "data": politikaAdlari(w), "axisLabel": names}
		y := degerEkseni(w.Text("eksenY"), 36)
		if g > 0 {
			hidden := plot.AxisLabel("")
			hidden["show"] = false
			y = map[string]any{"type": "value", "axisLabel": hidden}
			x["gridIndex"], y["gridIndex"] = g, g
		}
		y["max"] = yMax
		xAxes, yAxes = append(xAxes, x), append(yAxes, y)
	}
	o["xAxis"], o["yAxis"] = xAxes, yAxes
	// bars gives each policy's values; total, when given, labels the top of
	// the stack.
	bars := func(values, total func(YuvaSatiri) float64) []any {
		data := make([]any, len(PolitikaListesi))
		for i, p := range PolitikaListesi {
			var label map[string]any
			if total != nil {
				label = plot.Label("top", plot.Num(total(s.Yuva[p])))
			}
			data[i] = plot.Item(values(s.Yuva[p]), label)
		}
		return data
	}
	stack := func(g int, name, color string, data []any) map[string]any {
		b := plot.Bar(name, data, color, "yuva")
		b["stack"], b["barWidth"] = fmt.Sprintf("yuva%d", g), "45%"
		return izgarada(b, g)
	}
	// With a cancel signal the abandoned work stops: the right stack is the
	// caller's alone, so it has no abandoned series.
	withCancel := func(y YuvaSatiri) float64 { return y.ToplamIptalli }
	o["series"] = []any{
		stack(0, w.Text("cagiran"), cagiranRengi, bars(func(y YuvaSatiri) float64 { return y.Cagiran }, nil)),
		stack(0, w.Text("terkEdilen"), terkRengi, bars(func(y YuvaSatiri) float64 { return y.TerkEdilen },
			func(y YuvaSatiri) float64 { return y.ToplamIptalsiz })),
		stack(1, w.Text("cagiran"), cagiranRengi, bars(withCancel, withCancel)),
	}
	return &model.Chart{Option: o}, nil
}
