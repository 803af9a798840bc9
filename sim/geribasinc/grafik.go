package geribasinc

import (
	"coursesite/model"
	"coursesite/plot"
)

// The lesson's charts' data (model.ChartData); how each is drawn is
// declared in cizim.go, at build time.

// Colours, one per policy, the same in both charts.
var renk = [...]string{Sinirsiz: plot.Vermilion, Dusur: plot.Orange, GeriBasinc: plot.Blue}

// zaman gives d what both charts share: where the time axis ends (sonZaman,
// a round number past the slowdown's end and the last run's) and the
// slowdown's start and end (yavaslamaBaslar, yavaslamaBiter).
func (s *Sonuc) zaman(d *model.ChartData) {
	y := s.Model.Yavaslama
	t := y.Baslangic + y.Sure
	for _, k := range s.Kosumlar {
		t = max(t, k.Bitis)
	}
	t = max(t, s.Zincir.Bitis)
	d.Number("sonZaman", plot.NiceCeil(t))
	d.Number("yavaslamaBaslar", y.Baslangic)
	d.Number("yavaslamaBiter", y.Baslangic+y.Sure)
}

// seri gives d the series name through k's points (x, y(point)), thinned
// to what a screen shows, every peak kept (plot.Reduce).
func seri[T any](d *model.ChartData, name string, points []T, x, y func(T) float64) {
	xs, ys := make([]float64, len(points)), make([]float64, len(points))
	for i, p := range points {
		xs[i], ys[i] = x(p), y(p)
	}
	xs, ys = plot.Reduce(xs, ys, plot.MaxPoints)
	d.Series(name, xs, ys)
}

// kuyrukVerisi is "kuyruk": how many events wait in the consumer's queue
// as time goes, per policy (a series a policy, by its name), and how many
// the producer holds under backpressure (bekleyen).
func (s *Sonuc) kuyrukVerisi() (*model.ChartData, error) {
	d := &model.ChartData{}
	s.zaman(d)
	zaman := func(o Ornek) float64 { return o.Zaman }
	for _, p := range PolitikaListesi {
		seri(d, p.Ad(), s.Kosum(p).Ornek, zaman, func(o Ornek) float64 { return float64(o.Uzunluk) })
	}
	seri(d, "bekleyen", s.Kosum(GeriBasinc).Ornek, zaman, func(o Ornek) float64 { return float64(o.Bekleyen) })
	return d, nil
}

// gecikmeVerisi is "gecikme": each processed event's age when the
// projection took it, at the moment it did, per policy.
func (s *Sonuc) gecikmeVerisi() (*model.ChartData, error) {
	d := &model.ChartData{}
	s.zaman(d)
	for _, p := range PolitikaListesi {
		seri(d, p.Ad(), s.Kosum(p).Islem, func(e Islem) float64 { return e.Zaman }, func(e Islem) float64 { return e.Yas })
	}
	return d, nil
}

// zincirVerisi is "zincir": in the chain under backpressure, how many
// events wait at each hop as time goes — the consumer's queue (tuketici),
// the producer's window (uretici), the carrier (tasiyici) — beside the
// unbounded queue's (sinirsiz), which every event waits in when no one
// signals.
func (s *Sonuc) zincirVerisi() (*model.ChartData, error) {
	d := &model.ChartData{}
	s.zaman(d)
	zaman := func(o Ornek) float64 { return o.Zaman }
	z := s.Zincir.Ornek
	seri(d, "sinirsiz", s.Kosum(Sinirsiz).Ornek, zaman, func(o Ornek) float64 { return float64(o.Uzunluk) })
	seri(d, "tasiyici", z, zaman, func(o Ornek) float64 { return float64(o.Tasiyici) })
	seri(d, "uretici", z, zaman, func(o Ornek) float64 { return float64(o.Bekleyen) })
	seri(d, "tuketici", z, zaman, func(o Ornek) float64 { return float64(o.Uzunluk) })
	return d, nil
}
