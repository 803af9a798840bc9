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

// How many points a series of the lesson's charts draws at most. Its
// lines rise and fall for seconds, event by event, a step of one event a
// pixel or less, and a peak and a trough kept every few pixels
// (plot.Reduce) draw them as every event would, for a fraction of the
// page's weight (its drawings at three widths, and the tables of the
// charts' numbers: the page's first view holds them all). A count drawn
// as steps keeps more, since a step holds a run's peak until the next
// one and would show the thinning as stairs.
const (
	cizgiNoktalari   = 200 // a line's (the ages)
	basamakNoktalari = 600 // a count's, drawn as steps
)

// seri gives d the series name through k's points (x, y(point)), thinned
// to cizgiNoktalari, every peak kept (plot.Reduce).
func seri[T any](d *model.ChartData, name string, points []T, x, y func(T) float64) {
	xs, ys := make([]float64, len(points)), make([]float64, len(points))
	for i, p := range points {
		xs[i], ys[i] = x(p), y(p)
	}
	xs, ys = plot.Reduce(xs, ys, cizgiNoktalari)
	d.Series(name, xs, ys)
}

// basamak gives d the series name of a count through samples: a sample
// inside a run of the same count draws nothing (the run's first and last
// draw it), and what is left is thinned to basamakNoktalari, every peak
// kept (plot.Reduce).
func basamak(d *model.ChartData, name string, samples []Ornek, count func(Ornek) int) {
	var xs, ys []float64
	for i, o := range samples {
		n := count(o)
		if i == 0 || i == len(samples)-1 || n != count(samples[i-1]) || n != count(samples[i+1]) {
			xs, ys = append(xs, o.Zaman), append(ys, float64(n))
		}
	}
	xs, ys = plot.Reduce(xs, ys, basamakNoktalari)
	d.Series(name, xs, ys)
}

// kuyrukVerisi is "kuyruk": how many events wait in the consumer's queue
// as time goes, per policy (a series a policy, by its name), and how many
// the producer holds under backpressure (bekleyen).
func (s *Sonuc) kuyrukVerisi() (*model.ChartData, error) {
	d := &model.ChartData{}
	s.zaman(d)
	for _, p := range PolitikaListesi {
		basamak(d, p.Ad(), s.Kosum(p).Ornek, func(o Ornek) int { return o.Uzunluk })
	}
	basamak(d, "bekleyen", s.Kosum(GeriBasinc).Ornek, func(o Ornek) int { return o.Bekleyen })
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
// events wait at each hop as time goes — the carrier (tasiyici), the
// producer's window (uretici), the consumer's queue (tuketici). The
// unbounded queue's, which is what the three hold together whenever the
// carrier keeps events, is the kuyruk chart's.
func (s *Sonuc) zincirVerisi() (*model.ChartData, error) {
	d := &model.ChartData{}
	s.zaman(d)
	z := s.Zincir.Ornek
	basamak(d, "tasiyici", z, func(o Ornek) int { return o.Tasiyici })
	basamak(d, "uretici", z, func(o Ornek) int { return o.Bekleyen })
	basamak(d, "tuketici", z, func(o Ornek) int { return o.Uzunluk })
	return d, nil
}
