package sim

import "fmt"

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
		panic(fmt.Sprintf("sim: Tarama needs at least one step, got %d", adim))
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
