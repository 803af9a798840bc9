package butce

import (
	"math"

	"coursesite/model"
)

// The keys of the lesson's reader controls: the page's URL carries them
// (?esik=250&pay=20&oran=0.5&siddet=1.5&n=96&iptal=1).
const (
	keyEsik   = "esik"   // Ayar.Esik
	keyPay    = "pay"    // Ayar.GecitPayi
	keyOran   = "oran"   // Ayar.TarifeOrani
	keySiddet = "siddet" // Ayar.Siddet
	keyN      = "n"      // Ayar.N
	keyIptal  = "iptal"  // Ayar.Iptal
)

// Girdi is what the lesson is computed from: a parameter file (Model,
// embedded: the file's fields are Girdi's, read by their tags) and a
// reader's settings, which the controls are bound to (model.Define).
type Girdi struct {
	Model
	Ayar Ayar `json:"-"` // not in the file: hazirla sets the lesson's own
}

// hazirla sets the reader's settings at the lesson's own once the file is
// read (model.Spec.Prepare): the controls stand at them.
func (g *Girdi) hazirla() { g.Ayar = g.Varsayilan() }

// Kontroller returns the lesson's reader controls, bound to g's settings,
// in the order the page shows them; their ranges follow the parameter
// file.
func (g *Girdi) Kontroller() []model.Control {
	m, a := &g.Model, &g.Ayar
	own := m.Varsayilan()
	ms := model.Unit{Symbol: "ms", Spoken: "milisaniye"}
	// Up to three times the lesson's threshold, as far as a threshold may
	// go (a lesson's own may stand at the bound).
	top := min(roundUp(3*m.K01.Esik), MaxMs)
	return []model.Control{
		// A threshold of a few milliseconds leaves the branch nothing to
		// divide, and a gateway that takes most of it the same: the lesson
		// is about a share the policies divide, so the threshold starts at
		// 150 ms and the gateway takes 5 to 100 (the course's U3 assumes a
		// share); a parameter file may set either outside, its own value
		// stays reachable.
		{Key: keyEsik, Bind: &a.Esik, Min: min(150, own.Esik), Max: top, Step: 1, Decimals: 2, Unit: ms},
		// The gateway's share may not exceed the threshold.
		{Key: keyPay, Bind: &a.GecitPayi, Min: min(5, own.GecitPayi), Max: max(100, own.GecitPayi), Step: 1, MaxKey: keyEsik, Decimals: 2, Unit: ms},
		// A weight of nothing (or of all) leaves one read no share at all.
		{Key: keyOran, Bind: &a.TarifeOrani, Min: min(0.1, own.TarifeOrani), Max: max(0.9, own.TarifeOrani), Scale: 100, Decimals: 1,
			Unit: model.Unit{Symbol: "%", Spoken: "yüzde", Before: true}},
		{Key: keySiddet, Bind: &a.Siddet, Min: 0.25, Max: 4, Step: 0.05, Decimals: 2, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: keyN, Bind: &a.N, Min: 1, Max: min(roundUp(max(10*float64(m.N), 100)), MaxN), Step: 1,
			Unit: model.Unit{Symbol: "istek", Spoken: "istek"}},
		{Key: keyIptal, Bind: &a.Iptal},
	}
}

// roundUp rounds a slider's end up to a round number: a multiple of 10
// below 1000, of 100 above.
func roundUp(x float64) float64 {
	step := 10.0
	if x >= 1000 {
		step = 100
	}
	return math.Max(step, math.Ceil(x/step)*step)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
