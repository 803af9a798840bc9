package butce

import (
	"coursesite/model"
	"coursesite/plot"
)

// yuvaVerisi is the data of "yuva": the slots each policy holds in the
// slow regime, one item a policy in the model's order — without a cancel
// signal the caller's (cagiran) and the abandoned work's (terkEdilen),
// stacked, their total written on top (iptalsizToplam); with one the
// caller's alone (iptalli), as the abandoned work stops, its total on top
// (iptalliToplam) — and where both plots' scale ends (tavan).
func (s *Sonuc) yuvaVerisi() (*model.ChartData, error) {
	n := len(PolitikaListesi)
	cagiran, terk, iptalli := make([]float64, n), make([]float64, n), make([]float64, n)
	iptalsizYazi, iptalliYazi := make([]string, n), make([]string, n)
	top := 0.0
	for i, p := range PolitikaListesi {
		y := s.Yuva[p]
		cagiran[i], terk[i], iptalli[i] = y.Cagiran, y.TerkEdilen, y.ToplamIptalli
		iptalsizYazi[i], iptalliYazi[i] = plot.Num(y.ToplamIptalsiz), plot.Num(y.ToplamIptalli)
		top = max(top, y.ToplamIptalsiz, y.ToplamIptalli)
	}
	d := &model.ChartData{}
	// Both plots share one scale, or the shorter stacks would look as tall.
	d.Number("tavan", plot.NiceCeil(top))
	d.Numbers("cagiran", cagiran)
	d.Numbers("terkEdilen", terk)
	d.Texts("iptalsizToplam", iptalsizYazi)
	d.Numbers("iptalli", iptalli)
	d.Texts("iptalliToplam", iptalliYazi)
	return d, nil
}
