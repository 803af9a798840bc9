package butce

import (
	"strconv"

	"coursesite/model"
	"coursesite/plot"
)

// arizaPayiGrafigi is "arizaPayi": for each slowdown scenario, the minutes
// of the monthly error budget it spends and the minutes left. A scenario
// that spends more than the budget shows the budget spent and the excess.
//
// Words: senaryo (a scenario's name, in scope duyarlilikN: .dk, .kez),
// harcanan, kalan, asan (the stacks' parts), payCizgisi (the budget's
// line), eksenX.
func arizaPayiGrafigi(s *Sonuc, w model.Words) (*model.Chart, error) {
	budget := s.Model.ArizaPayiDk
	minutes := func(x float64) string { return plot.Num(x) + " dk" }
	// Read whether or not a scenario spends more than the budget: the word
	// belongs to the chart for every setting.
	asan := w.Text("asan")

	categories := make([]any, len(s.Duyarlilik))
	var spent, left, over []any
	anyOver := false
	for i, d := range s.Duyarlilik {
		categories[i] = w.Item("senaryo", "duyarlilik"+strconv.Itoa(i+1))
		inside := plot.Label("inside", plot.Percent(d.Yuzde))
		if d.Kalan >= 0 {
			spent = append(spent, plot.Item(d.Aylik, inside))
			left = append(left, plot.Item(d.Kalan, plot.Label("inside", minutes(d.Kalan))))
			over = append(over, plot.Item(0, nil))
			continue
		}
		anyOver = true
		spent = append(spent, plot.Item(budget, inside))
		left = append(left, plot.Item(0, nil))
		over = append(over, plot.Item(-d.Kalan, nil))
	}
	o := temel(w)
	o["grid"] = []any{plot.Grid("44", "8", "16", "48")}
	o["xAxis"] = []any{degerEkseni(w.Text("eksenX"), 26)}
	// On a phone the scenarios' names would take a third of the width
	// beside the bars: there they stand above their bars, inside the plot,
	// and the bars, of a fixed width, leave them the room.
	o["yAxis"] = []any{map[string]any{"type": "category", "data": categories, "inverse": true,
		"axisLabel": map[string]any{"inside": false, "verticalAlign": "middle", "padding": []any{0, 0, 0, 0}}}}
	stack := func(name string, data []any, color string) map[string]any {
		b := plot.Bar(name, data, color, "dk")
		b["stack"], b["barWidth"] = "pay", "50%"
		return b
	}
	line := plot.Label("start", "{b}")
	line["align"] = "right"
	first := stack(w.Text("harcanan"), spent, harcananRengi)
	first["markLine"] = plot.MarkLine(line, plot.Dashed(esikRengi, 1.5), plot.AtX(w.Text("payCizgisi"), budget))
	series := []any{first, stack(w.Text("kalan"), left, kalanRengi)}
	if anyOver {
		series = append(series, stack(asan, over, asanRengi))
	}
	o["series"] = series
	narrowBars := make([]any, len(series))
	for i := range series {
		narrowBars[i] = map[string]any{"barWidth": narrowBarWidth}
	}
	err := plot.WithNarrow(o, map[string]any{
		"yAxis":  []any{map[string]any{"axisLabel": map[string]any{"inside": true, "verticalAlign": "bottom", "padding": []any{0, 0, narrowBarWidth/2 + 4, 0}}}},
		"series": narrowBars,
	})
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o}, nil
}

// narrowBarWidth is the bars' width on a phone, in pixels: a scenario's
// name fits above its bar in the rest of a category's band, at least 64
// pixels high in a phone's chart.
const narrowBarWidth = 28
