package butce

import (
	"coursesite/model"
	"coursesite/plot"
)

// arizaPayiVerisi is the data of "arizaPayi": for each slowdown scenario,
// one item a scenario, the minutes of the monthly error budget it spends
// (harcanan, its share of the budget written on it: harcananYazi) and the
// minutes left (kalan, written on it: kalanYazi); and the budget (pay),
// where the chart draws its line. A scenario that spends more than the
// budget shows the budget spent, nothing left (an empty label) and the excess
// (asan); at settings where no scenario does, asan is hidden, off the
// chart and its legend.
func (s *Sonuc) arizaPayiVerisi() (*model.ChartData, error) {
	budget := s.Model.ArizaPayiDk
	n := len(s.Duyarlilik)
	spent, left, over := make([]float64, n), make([]float64, n), make([]float64, n)
	spentText, leftText := make([]string, n), make([]string, n)
	anyOver := false
	for i, d := range s.Duyarlilik {
		spentText[i] = plot.Percent(d.Yuzde)
		if d.Kalan >= 0 {
			spent[i], left[i] = d.Aylik, d.Kalan
			leftText[i] = plot.Num(d.Kalan) + " dk"
			continue
		}
		// Nothing left: its empty bar's label writes nothing (the label
		// stays, empty, as a declared chart's items keep their shape at
		// every setting).
		anyOver = true
		spent[i], over[i] = budget, -d.Kalan
	}
	d := &model.ChartData{}
	d.Number("pay", budget)
	d.Numbers("harcanan", spent)
	d.Texts("harcananYazi", spentText)
	d.Numbers("kalan", left)
	d.Texts("kalanYazi", leftText)
	d.Numbers("asan", over)
	if !anyOver {
		d.Hide("asan")
	}
	return d, nil
}
