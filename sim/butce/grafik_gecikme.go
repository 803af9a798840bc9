package butce

import (
	"slices"

	"coursesite/model"
	"coursesite/plot"
)

// gecikmeVerisi is the data of "gecikme": every outer request's
// end-to-end latency, in the order the requests came, per regime and
// policy (egriAdi), with where the axes end and the threshold
// (gecikmeOrtak).
func (s *Sonuc) gecikmeVerisi() (*model.ChartData, error) { return s.gecikmeVerisiIle(false), nil }

// gecikmeSiraliVerisi is the data of "gecikmeSirali": the same latencies
// sorted, so that the median (element n>>1) and the worst (the last) can
// be read off; each curve's median and worst are given as numbers (NAME.
// ortanca, NAME.enKotu, at the ranks ortancaSira and istekSayisi) and as
// the texts their labels write (NAME.ortancaYazi, NAME.enKotuYazi).
func (s *Sonuc) gecikmeSiraliVerisi() (*model.ChartData, error) {
	return s.gecikmeVerisiIle(true), nil
}

// gecikmeVerisiIle computes both latency charts' data, sorted or not.
func (s *Sonuc) gecikmeVerisiIle(sorted bool) *model.ChartData {
	m := s.Model
	d := &model.ChartData{}
	// One request alone still gets an axis from 1 to 2: ECharts would
	// widen an axis from 1 to 1 to [0.5, 1] and write "0,5" under it.
	d.Number("sonIstek", float64(max(m.N, 2)))
	d.Number("tavan", gecikmeTavani(s))
	d.Number("esik", m.K01.Esik)
	if sorted {
		d.Number("ortancaSira", float64(m.N>>1+1))
		d.Number("istekSayisi", float64(m.N))
	}
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			values := k.UctanUca
			if sorted {
				values = slices.Sorted(slices.Values(k.UctanUca))
			}
			// The x axis counts requests (or ranks) 1…n as numbers, not as
			// n category names, which ECharts would lay out one by one.
			xs := make([]float64, len(values))
			for i := range xs {
				xs[i] = float64(i + 1)
			}
			name := egriAdi(r, p)
			seri(d, name, xs, values)
			if sorted {
				d.Number(name+".ortanca", k.Ortanca)
				d.Text(name+".ortancaYazi", plot.Num(k.Ortanca))
				d.Number(name+".enKotu", k.EnKotu)
				d.Text(name+".enKotuYazi", plot.Num(k.EnKotu))
			}
		}
	}
	return d
}

// gecikmeTavani is where the latency plots' y axes end, both alike: a
// round number a fifth or more above the slowest request and the
// threshold, so that the threshold's label, and the medians' above their
// points, have a band of their own above the data.
func gecikmeTavani(s *Sonuc) float64 {
	top := s.Model.K01.Esik
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			top = max(top, s.Kosum(r, p).EnKotu)
		}
	}
	return plot.NiceCeil(1.2 * top)
}
