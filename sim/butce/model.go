// Package butce is the model of the lesson "Zaman Aşımı Bütçeleri"
// (timeout budgets), registered as "butce" (package model): a tracking
// query enters the gateway and calls two branches in parallel; the
// delivery branch reads one record, the pricing branch reads two in a row
// (tariff, then parcel size) under a timeout budget. It is a Go port of the
// lesson's reference code (testdata/kaynak/butce/zincir.mjs), exact to the
// float: every operation is done in the reference's order, so every figure
// is the same IEEE-754 value.
//
// The vocabulary follows the lesson (ASCII Turkish): a Kosum is one run of
// N outer requests, Paylar are the shares a split policy gives the two reads,
// BosaIs is the work a dependency still does after its caller gave up.
//
// The parameters (Model) come from one JSON file beside the lesson; no lesson
// constant lives in Go code. Everything the page states is computed from a
// Model by Hesapla, which names each figure (Degerler), gives the tables
// (Tablo) and each chart's data by name (grafik*.go: gecikmeVerisi, …),
// and the console output the lesson's listing prints (RaporSatirlari); how
// each chart is drawn is declared once, with go-echarts, in the build-only
// files cizim*.go, which the page's engine does not link. A reader of the page may change
// the scenario (Ayar, through the controls of Kontroller): Uygula derives
// the Model for it, and HesaplaIle computes it with or without
// cancellation.
//
// # Words
//
// The words around the numbers are the lesson's (its labels file): a
// table's column called k is headed by the lesson's word k, a row by the
// word of its key (the policies: acgozlu, esit, agirlikli); each chart's
// declaration (cizim*.go) says which words it reads.
package butce

import (
	"coursesite/jsnum"
	"coursesite/model/paramfile"
)

// Bounds of the parameters, as the parameter file's range and len tags
// spell them (TestBoundsKeepEveryNumberFinite reads a file at them,
// TestBoundsAreTheTags one just past each; contenttest's TestParity holds
// the Go port to the reference within them). Each
// keeps a build within a second or two and a page within a size a reader
// can load (the latency charts draw every request of a run), and every
// figure finite: divisors are never zero, and products of the largest
// values stay far from float64's range.
const (
	MaxN      = 10000 // outer requests per run
	MaxCycle  = 1000  // durations in a cycle
	MaxMs     = 1e6   // any duration (ms): about a quarter of an hour
	MaxRate   = 1e6   // a rate (requests/s)
	MaxBytes  = 1e9   // a size (bytes)
	MaxCalls  = 1000  // sub-calls per outer request
	MonthMins = 31 * 24 * 60
	MaxTimes  = 1000 // slowdowns a month
	MaxScen   = 20   // sensitivity scenarios

	MinTarife = 0.001 // the usual tariff duration: the slowdown's ratio divides by it
	MinYanit  = 1     // the answer's size: the deadline field's share divides by it
	MinPayDk  = 0.1   // the error budget: each scenario's share divides by it
)

// msRange is what a duration may be, in a file and in a reader's settings.
var msRange = paramfile.Range{Min: 0, Max: MaxMs}

// K01 holds the figures the lesson takes from the course's K01 document.
type K01 struct {
	Esik      float64 `json:"esik" range:"0:1e6"`      // end-to-end threshold (ms)
	TepeOkuma float64 `json:"tepeOkuma" range:"0:1e6"` // peak read rate (requests/s)
	TepeUc    float64 `json:"tepeUc" range:"0:1e6"`    // peak edge rate (requests/s)
	YanitBayt float64 `json:"yanitBayt" range:"1:1e9"` // size of a tracking answer (bytes): MinYanit
}

// Adimlar holds one number per store the chain reads. In a parameter file
// each is a duration (ms) or, for Sureler, a cycle of them; a use narrows
// one store's where it must (Model.Ortanca).
type Adimlar[T any] struct {
	Teslimat T `json:"teslimat" range:"0:1e6" len:"1:1000"`
	Tarife   T `json:"tarife" range:"0:1e6" len:"1:1000"`
	Olcu     T `json:"olcu" range:"0:1e6" len:"1:1000"`
}

// Get returns the value for step a.
func (s *Adimlar[T]) Get(a Adim) T {
	switch a {
	case Teslimat:
		return s.Teslimat
	case Tarife:
		return s.Tarife
	}
	return s.Olcu
}

// Ptr returns a pointer to the value for step a.
func (s *Adimlar[T]) Ptr(a Adim) *T {
	switch a {
	case Teslimat:
		return &s.Teslimat
	case Tarife:
		return &s.Tarife
	}
	return &s.Olcu
}

// Sureler is a regime: for each store, the cycle of durations (ms) its reads
// take, one after another, starting over at the end.
type Sureler = Adimlar[[]float64]

// Rejimler holds the two regimes the lesson compares.
type Rejimler struct {
	Arizasiz    Sureler `json:"arizasiz"`
	TarifeYavas Sureler `json:"tarife yavas"`
}

// Get returns the durations of regime r.
func (rs *Rejimler) Get(r Rejim) *Sureler {
	if r == TarifeYavas {
		return &rs.TarifeYavas
	}
	return &rs.Arizasiz
}

// Model is the lesson's parameter file, declared for paramfile.Decode by
// its tags (the bounds above) and Check. Field names follow the
// reference's constants.
type Model struct {
	K01       K01     `json:"k01"`
	GecitPayi float64 `json:"gecitPayi" range:"0:1e6"` // gateway share of the threshold (ms), at most k01.esik (Check)
	// Ortanca is the usual (median) duration per store (ms); the tariff's
	// is above nothing: MinTarife.
	Ortanca      Adimlar[float64] `json:"ortanca" range:"tarife=0.001:1e6"`
	Rejim        Rejimler         `json:"rejim"`
	N            int              `json:"n" range:"1:10000"`                            // outer requests per run
	Cagri        float64          `json:"cagri" range:"0:1000"`                         // sub-calls per outer request
	SonTarihBayt float64          `json:"sonTarihBayt" range:"0:1e9"`                   // size of the deadline field (bytes)
	ArizaPayiDk  float64          `json:"arizaPayiDk" range:"0.1:44640"`                // monthly error budget (minutes): MinPayDk to a month
	Duyarlilik   [][2]float64     `json:"duyarlilik" range:"0:44640,0:1000" len:"1:20"` // [minutes, times a month] scenarios

	// agirlikliOran, when oranVar, is the tariff's fraction of the branch
	// budget under the weighted policy, set by Uygula when a reader moves
	// the split away from the usual durations' ratio. A parameter file
	// cannot set it: the lesson's weighted split is the usual durations'.
	agirlikliOran float64
	oranVar       bool
}

// Check holds the rule across fields that no tag says: the gateway's
// share may take the whole threshold but not more, so that the budget
// left for a branch (KolaKalan) is never negative.
func (m *Model) Check(f *paramfile.Fields) {
	if f.OK("gecitPayi", "k01.esik") && m.GecitPayi > m.K01.Esik {
		f.Fail("gecitPayi", "at most k01.esik ("+jsnum.String(m.K01.Esik)+")")
	}
}

// KolaKalan is the budget left for a branch: the threshold less the
// gateway's share.
func (m *Model) KolaKalan() float64 { return m.K01.Esik - m.GecitPayi }

// Yuva converts a time per request (ms) into slots held at the peak read
// rate, by Little's law L = λW.
func (m *Model) Yuva(ms float64) float64 { return (m.K01.TepeOkuma * ms) / 1000 }
