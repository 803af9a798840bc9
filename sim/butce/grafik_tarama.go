package butce

import "coursesite/model"

// taramaVerisi is the data of "tarama": as the tariff's share of the
// branch budget goes from nothing to all of it (x), each regime's dropped
// requests (REJIM.dusen), held slots without a cancel signal
// (REJIM.tutulan) and with one (REJIM.cagiran); where the x axes end
// (kolaKalan) and the upper y axis (istekSayisi, n); and the three named
// policies' points, one item a regime: at tariff share POLITIKA.pay, their
// dropped requests (POLITIKA.dusen) and held slots (POLITIKA.tutulan),
// each named on the side markSide gives it (POLITIKA.dusenYeri,
// POLITIKA.tutulanYeri). Equal and weighted lie on the curves; greedy,
// whose reads may each take the whole rest, is no point of the sweep and
// is marked apart at its tariff share.
func (s *Sonuc) taramaVerisi() (*model.ChartData, error) {
	m := s.Model
	R := m.KolaKalan()
	curves := s.Taramalar()
	d := &model.ChartData{}
	d.Number("kolaKalan", R)
	d.Number("istekSayisi", float64(m.N))
	for _, r := range RejimListesi {
		c := curves[r]
		xs := make([]float64, len(c))
		dusen, tutulan, cagiran := make([]float64, len(c)), make([]float64, len(c)), make([]float64, len(c))
		for i, p := range c {
			xs[i], dusen[i], tutulan[i], cagiran[i] = p.TarifePayi, float64(p.Dusen), p.Tutulan(), p.Cagiran
		}
		seri(d, rejimAdi[r]+".dusen", xs, dusen)
		seri(d, rejimAdi[r]+".tutulan", xs, tutulan)
		seri(d, rejimAdi[r]+".cagiran", xs, cagiran)
	}
	// Where the plots' values reach: n dropped requests above, the most
	// slots any curve or policy holds below.
	tops := [2]float64{float64(m.N), 0}
	for _, r := range RejimListesi {
		for _, p := range curves[r] {
			tops[1] = max(tops[1], p.Tutulan())
		}
		for _, p := range PolitikaListesi {
			tops[1] = max(tops[1], m.PolitikaNoktasi(r, p).Tutulan())
		}
	}
	for _, p := range PolitikaListesi {
		n := len(RejimListesi)
		pay, dusen, tutulan := make([]float64, n), make([]float64, n), make([]float64, n)
		dusenYeri, tutulanYeri := make([]string, n), make([]string, n)
		for j, r := range RejimListesi {
			pt := m.PolitikaNoktasi(r, p)
			pay[j], dusen[j], tutulan[j] = pt.TarifePayi, float64(pt.Dusen), pt.Tutulan()
			dusenYeri[j] = markSide(pt.TarifePayi, dusen[j], R, tops[0])
			tutulanYeri[j] = markSide(pt.TarifePayi, tutulan[j], R, tops[1])
		}
		d.Numbers(p.Ad()+".pay", pay)
		d.Numbers(p.Ad()+".dusen", dusen)
		d.Texts(p.Ad()+".dusenYeri", dusenYeri)
		d.Numbers(p.Ad()+".tutulan", tutulan)
		d.Texts(p.Ad()+".tutulanYeri", tutulanYeri)
	}
	return d, nil
}

// markSide places a policy's name by its point at (x, y) of a plot whose x
// axis ends at xMax and whose values reach top. A point on the right edge
// (greedy's: it gives the tariff the whole rest) has its name past the edge,
// in the room the grids leave there (taramaSag, cizim_tarama.go), clear of
// the curves' ends. Any other has it above the point in the plot's lower
// half and below it in the upper half: off the curve it sits on, which runs
// level there in the lesson, and away from the plot's edge.
func markSide(x, y, xMax, top float64) string {
	switch {
	case x >= xMax:
		return "right"
	case y > top/2:
		return "bottom"
	}
	return "top"
}
