package butce

import (
	"fmt"
	"maps"
	"math"
	"slices"

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

// Kontroller returns the lesson's reader controls at m's own settings, in
// the order the page shows them.
func (m *Model) Kontroller() []model.Control {
	a := m.Varsayilan()
	ms := model.Unit{Symbol: "ms", Spoken: "milisaniye"}
	// Up to three times the lesson's threshold, as far as a threshold may
	// go (a lesson's own may stand at the bound).
	top := min(roundUp(3*m.K01.Esik), maxMs)
	return []model.Control{
		// A threshold of a few milliseconds leaves the branch nothing to
		// divide, and a gateway that takes most of it the same: the lesson
		// is about a share the policies divide, so the threshold starts at
		// 150 ms and the gateway takes 5 to 100 (the course's U3 assumes a
		// share); a parameter file may set either outside, its own value
		// stays reachable.
		{Key: keyEsik, Min: min(150, a.Esik), Max: top, Step: 1, Value: a.Esik, Decimals: 2, Unit: ms},
		// The gateway's share may not exceed the threshold.
		{Key: keyPay, Min: min(5, a.GecitPayi), Max: max(100, a.GecitPayi), Step: 1, Value: a.GecitPayi, MaxKey: keyEsik, Decimals: 2, Unit: ms},
		// A weight of nothing (or of all) leaves one read no share at all.
		{Key: keyOran, Min: min(0.1, a.TarifeOrani), Max: max(0.9, a.TarifeOrani), Value: a.TarifeOrani, Scale: 100, Decimals: 1,
			Unit: model.Unit{Symbol: "%", Spoken: "yüzde", Before: true}},
		{Key: keySiddet, Min: 0.25, Max: 4, Step: 0.05, Value: a.Siddet, Decimals: 2, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: keyN, Min: 1, Max: min(roundUp(max(10*float64(m.N), 100)), maxN), Step: 1, Value: float64(a.N),
			Unit: model.Unit{Symbol: "istek", Spoken: "istek"}},
		{Key: keyIptal, Toggle: true, Value: b2f(a.Iptal)},
	}
}

// ayarOku returns the settings s amounts to for m: a key s leaves out is
// m's own. A key the lesson has no control for, and a value that is not a
// number of its control's kind, are errors naming ayar.KEY.
func (m *Model) ayarOku(s model.Settings) (Ayar, error) {
	a := m.Varsayilan()
	for _, k := range slices.Sorted(maps.Keys(s)) {
		v := s[k]
		switch k {
		case keyEsik:
			a.Esik = v
		case keyPay:
			a.GecitPayi = v
		case keyOran:
			a.TarifeOrani = v
		case keySiddet:
			a.Siddet = v
		case keyN:
			if v != math.Trunc(v) || v < 1 || v > maxN {
				return a, fmt.Errorf("ayar.%s: expected a whole number from 1 to %d, got %v", k, maxN, v)
			}
			a.N = int(v)
		case keyIptal:
			if v != 0 && v != 1 {
				return a, fmt.Errorf("ayar.%s: expected 0 or 1, got %v", k, v)
			}
			a.Iptal = v == 1
		default:
			return a, fmt.Errorf("ayar.%s: the lesson has no such setting", k)
		}
	}
	return a, nil
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
