package butce

import (
	"math"
	"slices"
	"sync"
)

// Structure of the chain, as the run in kosum.go walks it. The prose counts
// these (“iki kolu paralel çağırır”, “üç politika”), so they are figures of
// the model like any other.
const (
	KolSayisi     = 2 // branches the gateway calls in parallel
	TeslimatOkuma = 1 // reads of the delivery branch
	UcretOkuma    = 2 // sequential reads of the pricing branch (tariff, size)
	// UcretDepoAdimi is the pricing branch's store step as the Application
	// Layer course counted it: one call, before this lesson splits it into
	// UcretOkuma reads.
	UcretDepoAdimi = 1
	PolitikaSayisi = 3 // len(PolitikaListesi)
)

// Sonuc is everything the lesson states, computed from one Model: the runs
// behind each table and the figures derived from them.
type Sonuc struct {
	Model *Model

	// Iptal says whether the runs cancel a dependency's work when its
	// caller gives up (HesaplaIle). The lesson's runs, like the
	// reference's tables, do not.
	Iptal bool

	// Kosumlar holds one run per regime and policy, with cancellation as
	// Iptal says. Cancellation changes only BosaIs: it is zero.
	Kosumlar [2][3]Kosum

	Paylar [3][2]float64 // [policy]{tariff share, size share} (ms)

	// Agirlik is the weighted policy's ratio tariff:size in lowest terms
	// (6:12 gives 1:2).
	Agirlik [2]float64

	// Yuva compares, per policy, the slots held in the slow regime without
	// a cancel signal and with one, whatever Iptal says: its columns name
	// the case they show.
	Yuva       [3]YuvaSatiri
	SonTarih   SonTarihBedeli     // cost of carrying the deadline field
	Fazladan   [3]YanlisPozitif   // fault-free drops beyond greedy's, per policy
	Duyarlilik []DuyarlilikSatiri // error-budget rows, one per scenario

	taramaOnce sync.Once
	tarama     [2][]TaramaNoktasi // Taramalar, once computed
}

// YuvaSatiri is one row of the slots table (slow regime).
type YuvaSatiri struct {
	Cagiran, TerkEdilen, ToplamIptalsiz, ToplamIptalli float64
}

// SonTarihBedeli is the fault-free cost of the deadline field.
type SonTarihBedeli struct {
	IstekBayt  float64 // bytes per outer request
	YanitYuzde float64 // as a percentage of a tracking answer
	BaytSaniye float64 // at the peak edge rate (B/s)
	KibSaniye  float64 // the same in KiB/s
}

// YanlisPozitif is a policy's fault-free drops beyond the greedy policy's.
type YanlisPozitif struct {
	Fazla       int     // extra dropped requests out of N
	Yuzde       float64 // as a percentage of N
	IstekSaniye float64 // at the peak read rate (requests/s)
}

// DuyarlilikSatiri is one scenario of the error-budget sensitivity table.
type DuyarlilikSatiri struct {
	Dk, Kez, Aylik float64
	Yuzde          float64 // share of the monthly error budget (%)
	Kalan          float64 // minutes of the budget left for the month
}

// Kosum returns the run of regime r under policy p.
func (s *Sonuc) Kosum(r Rejim, p Politika) *Kosum { return &s.Kosumlar[r][p] }

// Hesapla computes every figure of the lesson from m, with runs that do not
// cancel (the reference's tables).
func Hesapla(m *Model) *Sonuc { return HesaplaIle(m, false) }

// HesaplaIle computes every figure of the lesson from m, with runs that
// cancel a dependency's work when its caller gives up if iptal: the
// scenario a reader of the page may choose.
func HesaplaIle(m *Model, iptal bool) *Sonuc {
	s := &Sonuc{Model: m, Iptal: iptal}
	R := m.KolaKalan()
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			s.Kosumlar[r][p] = m.Kos(r, p, iptal)
		}
	}
	for _, p := range PolitikaListesi {
		s.Paylar[p][0], s.Paylar[p][1] = m.Paylar(p, R)

		k := s.Kosum(TarifeYavas, p)
		if iptal {
			without := m.Kos(TarifeYavas, p, false)
			k = &without
		}
		c, t := m.Yuva(k.Ortalama), m.Yuva(k.BosaIs/float64(k.N))
		s.Yuva[p] = YuvaSatiri{Cagiran: c, TerkEdilen: t, ToplamIptalsiz: c + t, ToplamIptalli: c}

		a, r := s.Kosum(Arizasiz, Acgozlu), s.Kosum(Arizasiz, p)
		fark := r.Dusen - a.Dusen
		s.Fazladan[p] = YanlisPozitif{
			Fazla:       fark,
			Yuzde:       (float64(fark) / float64(r.N)) * 100,
			IstekSaniye: (m.K01.TepeOkuma * float64(fark)) / float64(r.N),
		}
	}
	s.Agirlik = enKucukOran(m.Ortanca.Tarife, m.Ortanca.Olcu)

	bayt := m.K01.TepeUc * m.Cagri * m.SonTarihBayt
	s.SonTarih = SonTarihBedeli{
		IstekBayt:  m.Cagri * m.SonTarihBayt,
		YanitYuzde: (m.Cagri * m.SonTarihBayt) / m.K01.YanitBayt * 100,
		BaytSaniye: bayt,
		KibSaniye:  bayt / 1024,
	}
	for _, d := range m.Duyarlilik {
		aylik := d[0] * d[1]
		s.Duyarlilik = append(s.Duyarlilik, DuyarlilikSatiri{
			Dk: d[0], Kez: d[1], Aylik: aylik,
			Yuzde: ((aylik) / m.ArizaPayiDk) * 100,
			Kalan: m.ArizaPayiDk - aylik,
		})
	}
	return s
}

// enKucukOran returns a:b in lowest integer terms when both are exact
// rationals of modest size (6:12 → 1:2, 6.5:12 → 13:24): a float64 is a
// whole number times a power of two, so doubling both until they are whole
// (exactly, in floating point) and dividing by their greatest common
// divisor gives the ratio math/big's Rat gives, without math/big in the
// page's WebAssembly. Terms beyond 2^64 once whole (no lesson has them)
// leave a:b as it is.
func enKucukOran(a, b float64) [2]float64 {
	if b == 0 || math.IsNaN(a) || math.IsNaN(b) || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return [2]float64{a, b}
	}
	const limit = 1 << 64 // whole numbers a uint64 holds
	x, y := math.Abs(a), math.Abs(b)
	for range 1100 { // the exponents of float64 span 2098 binary places
		if x == math.Trunc(x) && y == math.Trunc(y) {
			break
		}
		x, y = x*2, y*2
	}
	if x != math.Trunc(x) || y != math.Trunc(y) || x >= limit || y >= limit {
		return [2]float64{a, b}
	}
	g := gcd(uint64(x), uint64(y))
	x, y = float64(uint64(x)/g), float64(uint64(y)/g)
	if (a < 0) != (b < 0) && a != 0 {
		x = -x
	}
	return [2]float64{x, y}
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Dongu describes one duration cycle: how long it is and its tail.
type Dongu struct {
	Uzunluk     int       // reads before the cycle starts over
	Kuyruk      float64   // the longest duration in the cycle
	KuyrukSayi  int       // how many times the longest occurs per cycle
	Ortanca     float64   // element len>>1 of the sorted cycle
	Ayri        []float64 // its distinct durations, shortest first
	PayaSigan   []float64
	OlcuyeYeten []float64

	ondalik int // the decimals its durations are written with
}

// DonguOf describes the cycle of step a in regime r. PayaSigan lists the
// distinct durations that fit within the greedy tariff share; OlcuyeYeten
// those of them that still leave room for the shortest size read.
func (s *Sonuc) DonguOf(r Rejim, a Adim) Dongu {
	m := s.Model
	seq := m.Rejim.Get(r).Get(a)
	sorted := slices.Clone(seq)
	slices.Sort(sorted)
	d := Dongu{Uzunluk: len(seq), Kuyruk: sorted[len(sorted)-1], Ortanca: sorted[len(sorted)>>1]}
	for _, v := range seq {
		if v == d.Kuyruk {
			d.KuyrukSayi++
		}
		d.ondalik = max(d.ondalik, givenDecimals(v))
	}
	R := m.KolaKalan()
	enKisaOlcu := slices.Min(m.Rejim.Get(r).Olcu)
	d.Ayri = slices.Compact(sorted)
	for _, v := range d.Ayri {
		if v <= s.Paylar[Acgozlu][0] {
			d.PayaSigan = append(d.PayaSigan, v)
			if enKisaOlcu <= R-v {
				d.OlcuyeYeten = append(d.OlcuyeYeten, v)
			}
		}
	}
	return d
}
