package geribasinc

import (
	"coursesite/model"
	"coursesite/plot"
)

// Colours, one per policy, the same in both charts.
var renk = [...]string{Sinirsiz: plot.Vermilion, Dusur: plot.Orange, GeriBasinc: plot.Blue}

// cizgi starts one of the lesson's charts: time on the horizontal axis,
// up to the end of the last run, in the words w (aciklama, eksenX,
// eksenY).
func (s *Sonuc) cizgi(w model.Words) *plot.Line {
	t := s.Model.Yavaslama.Baslangic + s.Model.Yavaslama.Sure
	for _, k := range s.Kosumlar {
		t = max(t, k.Bitis)
	}
	c := plot.NewLine(w)
	c.XAxis(0, t, "ms")
	return c
}

// bitir marks the slowdown on c (the words yavaslama, yavaslama.baslar,
// yavaslama.biter) and gives the chart.
func (s *Sonuc) bitir(c *plot.Line) (*model.Chart, error) {
	y := s.Model.Yavaslama
	c.Interval("yavaslama", y.Baslangic, y.Baslangic+y.Sure)
	return c.Chart(), nil
}

// kuyrukGrafigi is "kuyruk": how many events wait in the consumer's queue
// as time goes, per policy, and how many the producer holds under
// backpressure; the slowdown marked. Words: the policies' names,
// bekleyen (what the producer holds), and cizgi's and bitir's.
func (s *Sonuc) kuyrukGrafigi(w model.Words) (*model.Chart, error) {
	c := s.cizgi(w)
	step := func(k *Kosum, y func(Ornek) float64) (xs, ys []float64) {
		xs, ys = make([]float64, len(k.Ornek)), make([]float64, len(k.Ornek))
		for i, o := range k.Ornek {
			xs[i], ys[i] = o.Zaman, y(o)
		}
		return xs, ys
	}
	for _, p := range PolitikaListesi {
		xs, ys := step(s.Kosum(p), func(o Ornek) float64 { return float64(o.Uzunluk) })
		c.Series(p.Ad(), xs, ys, plot.Style{Color: renk[p], Step: true, Unit: "olay"})
	}
	xs, ys := step(s.Kosum(GeriBasinc), func(o Ornek) float64 { return float64(o.Bekleyen) })
	c.Series("bekleyen", xs, ys, plot.Style{Color: renk[GeriBasinc], Step: true, Dashed: true, Unit: "olay"})
	return s.bitir(c)
}

// gecikmeGrafigi is "gecikme": each processed event's age when the
// projection took it, at the moment it did, per policy; the slowdown
// marked. Words: the policies' names, and cizgi's and bitir's.
func (s *Sonuc) gecikmeGrafigi(w model.Words) (*model.Chart, error) {
	c := s.cizgi(w)
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		xs, ys := make([]float64, len(k.Islem)), make([]float64, len(k.Islem))
		for i, e := range k.Islem {
			xs[i], ys[i] = e.Zaman, e.Yas
		}
		c.Series(p.Ad(), xs, ys, plot.Style{Color: renk[p], Width: 1.5, Unit: "ms"})
	}
	return s.bitir(c)
}
