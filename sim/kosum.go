package sim

// Adim names a store the chain reads.
type Adim int

// The three stores, in the order the reference reports them.
const (
	Teslimat Adim = iota // delivery-operations store (its branch reads once)
	Tarife               // tariff store (first read of the pricing branch)
	Olcu                 // parcel-size store (second read of the pricing branch)
)

// Adimlar lists every step, in the reference's order.
var AdimListesi = []Adim{Teslimat, Tarife, Olcu}

// Ad returns the step's name as the reference spells it.
func (a Adim) Ad() string { return [...]string{"teslimat", "tarife", "olcu"}[a] }

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

// Paylar returns the shares (ms) policy p gives the tariff and the size
// read out of kalan.
func (m *Model) Paylar(p Politika, kalan float64) (tarife, olcu float64) {
	switch p {
	case Acgozlu:
		return kalan, kalan
	case Esit:
		return kalan / 2, kalan / 2
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

// cagri is the outcome of one sub-call.
type cagri struct {
	ok    bool
	gecen float64 // time the caller spent on it (ms)
}

// Kos runs N outer requests of regime r under policy p, as the reference's
// kosum does.
func (m *Model) Kos(r Rejim, p Politika, iptal bool) Kosum {
	k := Kosum{Rejim: r, Politika: p, Iptal: iptal, N: m.N, UctanUca: make([]float64, m.N)}
	m.kos(&k, make([]float64, m.N))
	return k
}

// kos fills k (whose UctanUca has room for N latencies) using scratch, of the
// same length, to find the order statistics. It allocates nothing.
func (m *Model) kos(k *Kosum, scratch []float64) {
	R := m.KolaKalan()
	rejim := m.Rejim.Get(k.Rejim)
	var imlec [3]int
	sure := func(a Adim) float64 {
		seq := rejim.Get(a)
		i := imlec[a]
		imlec[a]++
		return seq[i%len(seq)]
	}
	cagir := func(a Adim, zt float64) cagri {
		if zt <= 0 {
			return cagri{false, 0}
		}
		su := sure(a)
		if su <= zt {
			return cagri{true, su}
		}
		if !k.Iptal {
			k.BosaIs += su - zt // the caller gave up; the dependency works on
		}
		return cagri{false, zt}
	}
	esik := m.K01.Esik
	for i := 0; i < k.N; i++ {
		a := cagir(Teslimat, R)
		p0, p1 := m.Paylar(k.Politika, R)
		b1 := cagir(Tarife, min(p0, R))
		b2 := cagir(Olcu, min(p1, R-b1.gecen))
		if !a.ok {
			k.Basarisiz.Teslimat++
		}
		if !b1.ok {
			k.Basarisiz.Tarife++
		}
		if !b2.ok {
			k.Basarisiz.Olcu++
		}
		gecen := m.GecitPayi + max(a.gecen, b1.gecen+b2.gecen)
		k.UctanUca[i] = gecen
		k.ToplamSure += gecen
		if a.ok && b1.ok && b2.ok && gecen <= esik {
			k.Yanit++
		} else {
			k.Dusen++
		}
	}
	copy(scratch, k.UctanUca)
	k.Ortanca = sec(scratch, k.N>>1)
	k.EnKotu = enBuyuk(k.UctanUca)
	k.Ortalama = k.ToplamSure / float64(k.N)
}
