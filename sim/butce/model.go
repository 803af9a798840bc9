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

// K01 holds the figures the lesson takes from the course's K01 document.
type K01 struct {
	Esik      float64 `json:"esik"`      // end-to-end threshold (ms)
	TepeOkuma float64 `json:"tepeOkuma"` // peak read rate (requests/s)
	TepeUc    float64 `json:"tepeUc"`    // peak edge rate (requests/s)
	YanitBayt float64 `json:"yanitBayt"` // size of a tracking answer (bytes)
}

// Adimlar holds one number per store the chain reads.
type Adimlar[T any] struct {
	Teslimat T `json:"teslimat"`
	Tarife   T `json:"tarife"`
	Olcu     T `json:"olcu"`
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

// Model is the lesson's parameter file. Field names follow the reference's
// constants.
type Model struct {
	K01          K01              `json:"k01"`
	GecitPayi    float64          `json:"gecitPayi"` // gateway share of the threshold (ms)
	Ortanca      Adimlar[float64] `json:"ortanca"`   // usual (median) duration per store (ms)
	Rejim        Rejimler         `json:"rejim"`
	N            int              `json:"n"`            // outer requests per run
	Cagri        float64          `json:"cagri"`        // sub-calls per outer request
	SonTarihBayt float64          `json:"sonTarihBayt"` // size of the deadline field (bytes)
	ArizaPayiDk  float64          `json:"arizaPayiDk"`  // monthly error budget (minutes)
	Duyarlilik   [][2]float64     `json:"duyarlilik"`   // [minutes, times a month] scenarios

	// agirlikliOran, when oranVar, is the tariff's fraction of the branch
	// budget under the weighted policy, set by Uygula when a reader moves
	// the split away from the usual durations' ratio. A parameter file
	// cannot set it: the lesson's weighted split is the usual durations'.
	agirlikliOran float64
	oranVar       bool
}

// KolaKalan is the budget left for a branch: the threshold less the
// gateway's share.
func (m *Model) KolaKalan() float64 { return m.K01.Esik - m.GecitPayi }

// Yuva converts a time per request (ms) into slots held at the peak read
// rate, by Little's law L = λW.
func (m *Model) Yuva(ms float64) float64 { return (m.K01.TepeOkuma * ms) / 1000 }
