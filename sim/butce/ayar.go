package butce

import (
	"errors"
	"slices"

	"coursesite/internal/msg"
	"coursesite/jsnum"
)

// Ayar is a reader's scenario: the settings the lesson's page lets a reader
// change, from which Uygula derives a Model. Varsayilan gives the lesson's
// own. The JSON names are the ones the page's in-browser model reads.
type Ayar struct {
	Esik      float64 `json:"esik"`      // end-to-end threshold (ms)
	GecitPayi float64 `json:"gecitPayi"` // gateway share of the threshold (ms)
	// TarifeOrani is the weighted split's tariff share of the branch
	// budget, 0…1: 0 gives the whole budget to the size read, 1 to the
	// tariff. The lesson's is the usual durations' ratio,
	// tarife/(tarife+olcu).
	TarifeOrani float64 `json:"tarifeOrani"`
	// Siddet multiplies every duration of the slow regime's tariff cycle:
	// 1 is the lesson's slowdown, 2 twice as slow.
	Siddet float64 `json:"siddet"`
	N      int     `json:"n"` // outer requests per run
	// Iptal says whether a caller's giving up cancels the dependency's
	// work. It is not a parameter of the model but of the runs: pass it to
	// HesaplaIle.
	Iptal bool `json:"iptal"`
}

// Varsayilan returns m's own settings: its threshold, gateway share and n,
// its weighted split's tariff share, severity 1 and no cancellation. Uygula
// of them gives m back, to the float.
func (m *Model) Varsayilan() Ayar {
	return Ayar{
		Esik:        m.K01.Esik,
		GecitPayi:   m.GecitPayi,
		TarifeOrani: m.tarifeOrani(),
		Siddet:      1,
		N:           m.N,
	}
}

// tarifeOrani is the weighted split's tariff share of the branch budget.
func (m *Model) tarifeOrani() float64 {
	if m.oranVar {
		return m.agirlikliOran
	}
	return m.usualRatio()
}

// usualRatio is the usual durations' tariff share, tarife/(tarife+olcu).
func (m *Model) usualRatio() float64 {
	return m.Ortanca.Tarife / (m.Ortanca.Tarife + m.Ortanca.Olcu)
}

// Uygula returns a new Model: m with a reader's settings a applied (Iptal
// aside, which belongs to the runs). m is not changed, and the new model
// shares no memory with it. A setting equal to m's leaves that part of the
// model as it is, so Uygula(m.Varsayilan()) computes every figure exactly as
// m does. Settings no model can have (a gateway share above the threshold,
// n below 1, a share outside 0…1) give an error naming each.
func (m *Model) Uygula(a Ayar) (*Model, error) {
	if err := a.validate(); err != nil {
		return nil, err
	}
	out := *m
	out.Rejim = Rejimler{Arizasiz: cloneSureler(m.Rejim.Arizasiz), TarifeYavas: cloneSureler(m.Rejim.TarifeYavas)}
	out.Duyarlilik = slices.Clone(m.Duyarlilik)
	out.K01.Esik, out.GecitPayi, out.N = a.Esik, a.GecitPayi, a.N

	// The usual ratio is kept as Paylar computes it, not as a product with
	// a fraction, so that the lesson's split stays the same float.
	switch {
	case a.TarifeOrani == m.tarifeOrani():
	case a.TarifeOrani == m.usualRatio():
		out.oranVar, out.agirlikliOran = false, 0
	default:
		out.oranVar, out.agirlikliOran = true, a.TarifeOrani
	}
	if a.Siddet != 1 {
		for i := range out.Rejim.TarifeYavas.Tarife {
			out.Rejim.TarifeYavas.Tarife[i] *= a.Siddet
		}
	}
	return &out, nil
}

// validate reports every setting no model can have, each as
// "ayar.KEY: expected …, got …", KEY as the page's controls name it.
func (a Ayar) validate() error {
	var errs []error
	bad := func(key, expected, got string) {
		errs = append(errs, msg.Errorf("ayar.%s: expected %s, got %s", key, expected, got))
	}
	in := func(x, lo, hi float64) bool { return x >= lo && x <= hi } // false for NaN
	if !in(a.Esik, 0, MaxMs) {
		bad(keyEsik, msRange.String(), jsnum.String(a.Esik))
	}
	switch {
	case !in(a.GecitPayi, 0, MaxMs):
		bad(keyPay, msRange.String(), jsnum.String(a.GecitPayi))
	case a.GecitPayi > a.Esik:
		bad(keyPay, "at most esik ("+jsnum.String(a.Esik)+")", jsnum.String(a.GecitPayi))
	}
	if !in(a.TarifeOrani, 0, 1) {
		bad(keyOran, "a fraction from 0 to 1", jsnum.String(a.TarifeOrani))
	}
	if !in(a.Siddet, 0, maxSiddet) || a.Siddet == 0 {
		bad(keySiddet, msg.Sprintf("a number above 0 and at most %d", maxSiddet), jsnum.String(a.Siddet))
	}
	if a.N < 1 || a.N > MaxN {
		bad(keyN, msg.Sprintf("a whole number from 1 to %d", MaxN), msg.Sprint(a.N))
	}
	return errors.Join(errs...)
}

// maxSiddet bounds the slowdown's severity: durations times it stay within
// a few times MaxMs.
const maxSiddet = 16

// cloneSureler copies a regime's duration cycles.
func cloneSureler(s Sureler) Sureler {
	return Sureler{Teslimat: slices.Clone(s.Teslimat), Tarife: slices.Clone(s.Tarife), Olcu: slices.Clone(s.Olcu)}
}
