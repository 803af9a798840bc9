package butce

import "math"

// Adim names a store the chain reads.
type Adim int

// The three stores, in the order the reference reports them.
const (
	Teslimat Adim = iota // delivery-operations store (its branch reads once)
	Tarife               // tariff store (first read of the pricing branch)
	Olcu                 // parcel-size store (second read of the pricing branch)
)

// AdimListesi lists every step, in the reference's order.
var AdimListesi = []Adim{Teslimat, Tarife, Olcu}

// Ad returns the step's name as the reference spells it.
func (a Adim) Ad() string { return [...]string{"teslimat", "tarife", "olcu"}[a] }

// Baslik returns the step's name in Turkish letters, for the figures'
// descriptions.
func (a Adim) Baslik() string { return [...]string{"teslimat", "tarife", "ölçü"}[a] }

// Rejim names a regime.
type Rejim int

// The two regimes.
const (
	Arizasiz    Rejim = iota // fault-free day
	TarifeYavas              // AY10: the tariff store is slow
)

// RejimListesi lists the regimes in the reference's order.
var RejimListesi = []Rejim{Arizasiz, TarifeYavas}

// Ad returns the regime's name as the reference spells it.
func (r Rejim) Ad() string { return [...]string{"arizasiz", "tarife yavas"}[r] }

// Baslik returns the regime's name in Turkish letters, for the figures'
// descriptions.
func (r Rejim) Baslik() string { return [...]string{"arızasız", "tarife yavaş"}[r] }

// Politika is a way to split the branch budget over its two reads.
type Politika int

// The three split policies.
const (
	Acgozlu   Politika = iota // greedy: each read may take the whole rest
	Esit                      // equal halves
	Agirlikli                 // weighted by the usual durations
)

// PolitikaListesi lists the policies in the reference's order.
var PolitikaListesi = []Politika{Acgozlu, Esit, Agirlikli}

// Ad returns the policy's name as the reference spells it.
func (p Politika) Ad() string { return [...]string{"acgozlu", "esit", "agirlikli"}[p] }

// Baslik returns the policy's name in Turkish letters, for the figures'
// descriptions.
func (p Politika) Baslik() string { return [...]string{"açgözlü", "eşit", "ağırlıklı"}[p] }

// Paylar returns the shares (ms) policy p gives the tariff and the size
// read out of kalan. The weighted policy splits kalan in the ratio of the
// usual durations, unless the model was derived by Uygula with another
// tariff share (Ayar.TarifeOrani).
func (m *Model) Paylar(p Politika, kalan float64) (tarife, olcu float64) {
	switch p {
	case Acgozlu:
		return kalan, kalan
	case Esit:
		return kalan / 2, kalan / 2
	}
	if m.oranVar {
		return kalan * m.agirlikliOran, kalan * (1 - m.agirlikliOran)
	}
	t := m.Ortanca.Tarife + m.Ortanca.Olcu
	return (kalan * m.Ortanca.Tarife) / t, (kalan * m.Ortanca.Olcu) / t
}

// Kosum is what one run of N outer requests yields.
type Kosum struct {
	Rejim    Rejim
	Politika Politika
	Iptal    bool // whether the caller's giving up cancels the dependency's work

	Yanit      int          // answered within the threshold
	Dusen      int          // dropped
	BosaIs     float64      // work (ms) done after the caller gave up
	ToplamSure float64      // sum of end-to-end latencies (ms)
	Basarisiz  Adimlar[int] // failed calls per step: the "blame" columns
	UctanUca   []float64    // end-to-end latency of each request, in order (ms)
	Ortanca    float64      // median latency: element n>>1 of the sorted latencies
	EnKotu     float64      // worst latency
	Ortalama   float64      // mean latency
	N          int
}

// Kos runs N outer requests of regime r under policy p, as the reference's
// kosum does.
func (m *Model) Kos(r Rejim, p Politika, iptal bool) Kosum {
	k := Kosum{Rejim: r, Politika: p, Iptal: iptal, N: m.N, UctanUca: make([]float64, m.N)}
	tarifePayi, olcuPayi := m.Paylar(p, m.KolaKalan())
	m.kos(&k, tarifePayi, olcuPayi, make([]float64, m.N))
	return k
}

// kos runs k.N outer requests of regime k.Rejim, with cancellation as
// k.Iptal says, giving the tariff read tarifePayi and the size read olcuPayi
// (ms). It fills every figure of k, keeping the latencies in k.UctanUca and
// finding the median in scratch; both need room for k.N latencies, so it
// allocates nothing and a benchmark or a sweep runs millions of requests
// without garbage.
//
// It is the reference's loop with what does not change from one request to
// the next taken out of it (the shares, the first read's timeout), and the
// cursors wrapped instead of taken modulo; every float is computed from the
// same operands in the same order, so every figure is identical.
func (m *Model) kos(k *Kosum, tarifePayi, olcuPayi float64, scratch []float64) {
	R := m.KolaKalan()
	sureler := m.Rejim.Get(k.Rejim)
	teslimat := okuyucu{seq: sureler.Teslimat}
	tarife := okuyucu{seq: sureler.Tarife}
	olcu := okuyucu{seq: sureler.Olcu}
	zt1 := min(tarifePayi, R)
	gecit, esik, iptal := m.GecitPayi, m.K01.Esik, k.Iptal
	var bosaIs, toplam float64
	enKotu := math.Inf(-1)
	var sucT, sucB1, sucB2, yanit int
	uctanUca := k.UctanUca[:k.N]
	for i := range uctanUca {
		aOK, a := teslimat.cagir(R, &bosaIs, iptal)
		b1OK, b1 := tarife.cagir(zt1, &bosaIs, iptal)
		b2OK, b2 := olcu.cagir(min(olcuPayi, R-b1), &bosaIs, iptal)
		gecen := gecit + max(a, b1+b2)
		uctanUca[i] = gecen
		toplam += gecen
		enKotu = max(enKotu, gecen)
		sucT += b2i(!aOK)
		sucB1 += b2i(!b1OK)
		sucB2 += b2i(!b2OK)
		yanit += b2i(aOK && b1OK && b2OK && gecen <= esik)
	}
	k.UctanUca = uctanUca
	k.BosaIs, k.ToplamSure, k.Yanit, k.Dusen = bosaIs, toplam, yanit, k.N-yanit
	k.Basarisiz = Adimlar[int]{Teslimat: sucT, Tarife: sucB1, Olcu: sucB2}
	// The reference sorts the latencies to read two of them: the worst is
	// their maximum, and selection finds the median in linear time.
	k.EnKotu = enKotu
	scratch = scratch[:k.N]
	copy(scratch, uctanUca)
	k.Ortanca = sec(scratch, k.N>>1)
	k.Ortalama = toplam / float64(k.N)
}

// okuyucu reads one store's cycle of durations, starting over at its end.
type okuyucu struct {
	seq []float64
	i   int
}

// cagir is one sub-call with timeout zt: whether it succeeded and the time
// the caller spent on it. A call the caller gives up on (su > zt) goes on in
// the dependency, and without cancellation that is wasted work, added to
// *bosaIs. A call with no time left is not made: it reads no duration.
func (o *okuyucu) cagir(zt float64, bosaIs *float64, iptal bool) (ok bool, gecen float64) {
	if zt <= 0 {
		return false, 0
	}
	su := o.seq[o.i]
	if o.i++; o.i == len(o.seq) {
		o.i = 0
	}
	if su <= zt {
		return true, su
	}
	if !iptal {
		*bosaIs += su - zt
	}
	return false, zt
}

// b2i counts a condition.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
