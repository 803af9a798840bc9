package butce

import (
	"strconv"

	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/model"
)

// TaramaNoktasi is one point of the split sweep: a run whose branch budget
// R is split as f·R for the tariff read and (1−f)·R for the size read.
type TaramaNoktasi struct {
	Oran       float64 // f, the tariff's fraction of the branch budget (0…1)
	TarifePayi float64 // the tariff read's share (ms)
	OlcuPayi   float64 // the size read's share (ms)
	Dusen      int     // dropped requests out of N
	// Cagiran is the slots callers hold, Yuva(Ortalama); with a cancel
	// signal it is all the slots held.
	Cagiran float64
	// TerkEdilen is the slots abandoned work holds without a cancel signal,
	// Yuva(BosaIs/N); the cancel signal makes it zero.
	TerkEdilen float64
}

// KosPaylar runs N outer requests of regime r as Kos does, but gives the
// tariff read tarifePayi and the size read olcuPayi (ms) instead of a named
// policy's shares. KosPaylar(r, m.Paylar(p, m.KolaKalan()), iptal) is the
// same run, to the float, as Kos(r, p, iptal). The run belongs to no named
// policy, so its Politika field is left at its zero value and means nothing.
func (m *Model) KosPaylar(r Rejim, tarifePayi, olcuPayi float64, iptal bool) Kosum {
	k := Kosum{Rejim: r, Iptal: iptal, N: m.N, UctanUca: make([]float64, m.N)}
	m.kos(&k, tarifePayi, olcuPayi, make([]float64, m.N))
	return k
}

// Tarama sweeps the split of the branch budget R = KolaKalan() in adim equal
// steps: point i gives the tariff R·i/adim and the size R·(adim−i)/adim, so f
// runs from 0 to 1 over adim+1 points. The shares are computed as whole
// multiples over adim (not as f·R) so that a split landing on the grid, such
// as the equal policy's R/2 when adim is even, is the policy's share to the
// float and its point is the policy's run. The runs are without a cancel
// signal; TerkEdilen is what the signal would remove. adim must be at least 1.
func (m *Model) Tarama(r Rejim, adim int) []TaramaNoktasi {
	if adim < 1 {
		panic(msg.Sprintf("sim: Tarama needs at least one step, got %d", adim))
	}
	R := m.KolaKalan()
	out := make([]TaramaNoktasi, adim+1)
	k := Kosum{UctanUca: make([]float64, m.N)}
	scratch := make([]float64, m.N)
	for i := range out {
		t := (R * float64(i)) / float64(adim)
		o := (R * float64(adim-i)) / float64(adim)
		k = Kosum{Rejim: r, N: m.N, UctanUca: k.UctanUca}
		m.kos(&k, t, o, scratch)
		out[i] = m.taramaNoktasi(&k, float64(i)/float64(adim), t, o)
	}
	return out
}

// PolitikaNoktasi places policy p on the sweep of regime r: its own run,
// at f = tariff share/(tariff share + size share). The equal and weighted
// policies split R, so they lie on the curve Tarama draws. The greedy policy
// does not: each of its reads may take the whole rest, 2R in all, which no
// point of the sweep gives; it is placed at f = 1, where the tariff may take
// everything, with its own run's values.
func (m *Model) PolitikaNoktasi(r Rejim, p Politika) TaramaNoktasi {
	t, o := m.Paylar(p, m.KolaKalan())
	f := t / (t + o)
	if p == Acgozlu {
		f = 1
	}
	k := m.Kos(r, p, false)
	return m.taramaNoktasi(&k, f, t, o)
}

// taramaNoktasi reads a sweep point off run k (without a cancel signal).
func (m *Model) taramaNoktasi(k *Kosum, f, t, o float64) TaramaNoktasi {
	return TaramaNoktasi{
		Oran: f, TarifePayi: t, OlcuPayi: o, Dusen: k.Dusen,
		Cagiran: m.Yuva(k.Ortalama), TerkEdilen: m.Yuva(k.BosaIs / float64(k.N)),
	}
}

// TaramaAdimi is how finely the lesson's sweep splits the branch budget:
// in whole milliseconds when the budget is a whole number of them (the
// lesson's durations are whole, so every change of outcome falls on the
// grid, and the equal and weighted splits of 180 ms do too), else in 180
// steps.
func (m *Model) TaramaAdimi() int {
	R := m.KolaKalan()
	if R >= 60 && R <= 1000 && R == float64(int(R)) {
		return int(R)
	}
	return 180
}

// Taramalar returns the lesson's sweep of each regime (Tarama in
// TaramaAdimi steps), computed once for s.
func (s *Sonuc) Taramalar() [2][]TaramaNoktasi {
	s.taramaOnce.Do(func() {
		for _, r := range RejimListesi {
			s.tarama[r] = s.Model.Tarama(r, s.Model.TaramaAdimi())
		}
	})
	return s.tarama
}

// Tutulan is the slots a sweep point holds without a cancel signal: the
// callers' and the abandoned work's.
func (p TaramaNoktasi) Tutulan() float64 { return p.Cagiran + p.TerkEdilen }

// taramaDegerleri names what the sweep shows: for each regime, the fewest
// and most dropped requests and held slots, and the tariff share where each
// is first reached; and the greedy policy's point, which lies off the
// sweep.
func (s *Sonuc) taramaDegerleri(f *model.Result) {
	m := s.Model
	f.Duration("tarama.adim", m.KolaKalan()/float64(m.TaramaAdimi()), 2, "ms", "taramanın adımı: tarife payının bir adımda büyüdüğü süre")
	for _, r := range RejimListesi {
		c := s.Taramalar()[r]
		pre := "tarama." + rejimAdi[r] + "."
		where := rejimTanimi[r] + " taramada "
		dusen := func(p TaramaNoktasi) float64 { return float64(p.Dusen) }
		lo, hi := extremes(c, dusen)
		f.Count(pre+"dusenEnAz", c[lo].Dusen, "istek", where+"en az düşen istek")
		f.Duration(pre+"dusenEnAzPay", c[lo].TarifePayi, 1, "ms", where+"düşen isteğin ilk kez en aza indiği tarife payı")
		f.Count(pre+"dusenEnCok", c[hi].Dusen, "istek", where+"en çok düşen istek")
		// The held slots as the prose and the chart's table write them: on
		// a plateau of one written value, the first point a reader sees it
		// at, not the one whose next decimals are the largest.
		lo, hi = extremes(c, func(p TaramaNoktasi) float64 { return shown(p.Tutulan(), yuvaD) })
		f.Amount(pre+"yuvaEnAz", c[lo].Tutulan(), yuvaD, "yuva", where+"iptal sinyali yokken en az tutulan yuva")
		f.Duration(pre+"yuvaEnAzPay", c[lo].TarifePayi, 1, "ms", where+"tutulan yuvanın ilk kez en aza indiği tarife payı")
		f.Amount(pre+"yuvaEnCok", c[hi].Tutulan(), yuvaD, "yuva", where+"iptal sinyali yokken en çok tutulan yuva")
		f.Duration(pre+"yuvaEnCokPay", c[hi].TarifePayi, 1, "ms", where+"tutulan yuvanın ilk kez en çoğa çıktığı tarife payı")
		g := m.PolitikaNoktasi(r, Acgozlu)
		f.Count(pre+"acgozlu.dusen", g.Dusen, "istek", rejimTanimi[r]+" açgözlü dağıtımın taramadaki noktasında düşen istek")
		f.Amount(pre+"acgozlu.yuva", g.Tutulan(), yuvaD, "yuva", rejimTanimi[r]+" açgözlü dağıtımın taramadaki noktasında tutulan yuva")
	}
}

// shown returns x as written with decimals digits after the point, as a
// number (the site writes as JavaScript's toFixed does: jsnum).
func shown(x float64, decimals int) float64 {
	v, err := strconv.ParseFloat(jsnum.ToFixed(x, decimals), 64)
	if err != nil { // NaN and the infinities: as they are
		return x
	}
	return v
}

// extremes returns the indexes of the first smallest and first largest
// value of f over a sweep.
func extremes(c []TaramaNoktasi, f func(TaramaNoktasi) float64) (lo, hi int) {
	for i, p := range c {
		if f(p) < f(c[lo]) {
			lo = i
		}
		if f(p) > f(c[hi]) {
			hi = i
		}
	}
	return lo, hi
}
