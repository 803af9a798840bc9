package live

import (
	"math"
	"strings"

	"coursesite/jsnum"
	"coursesite/sim"
	"coursesite/turkce"
)

// Control is one control of a lesson page's panel. Key names it in the
// page's URL (?esik=250&pay=20&oran=0.5&siddet=1.5&n=96&iptal=1) and is
// the input's name; Field is its sim.Ayar field as the in-browser model
// reads it (JSON).
type Control struct {
	Key   string
	Field string
	Label string // what the reader reads, in Turkish
	Check bool   // a checkbox (on/off) rather than a slider

	// A slider's range and step, and the control's value, as the input's
	// attributes take them (JavaScript numbers; Step "any" is continuous).
	Min, Max, Step, Value string
	Text                  string // the value as the panel shows it: "200 ms"
}

// controlSpec describes a control apart from its value.
type controlSpec struct {
	key, field, label string
	check             bool
	// bounds returns the slider's range and step for the lesson's model.
	bounds func(base *sim.Model) (lo, hi float64, step string)
	value  func(a sim.Ayar) float64
	text   func(v float64) string
}

// controls are the panel's controls, in the order it shows them.
var controls = []controlSpec{
	{key: "esik", field: "esik", label: "Uçtan uca eşik",
		bounds: func(b *sim.Model) (float64, float64, string) { return 0, roundUp(3 * b.K01.Esik), "1" },
		value:  func(a sim.Ayar) float64 { return a.Esik }, text: milliseconds},
	// The gateway's share may not exceed the threshold: the loader keeps
	// this slider's maximum at the threshold's value.
	{key: "pay", field: "gecitPayi", label: "Ağ geçidi payı",
		bounds: func(b *sim.Model) (float64, float64, string) { return 0, roundUp(3 * b.K01.Esik), "1" },
		value:  func(a sim.Ayar) float64 { return a.GecitPayi }, text: milliseconds},
	{key: "oran", field: "tarifeOrani", label: "Ağırlıklı dağıtımda tarifenin payı",
		bounds: func(*sim.Model) (float64, float64, string) { return 0, 1, "any" },
		value:  func(a sim.Ayar) float64 { return a.TarifeOrani },
		text:   func(v float64) string { return "%" + upTo(100*v, 1) }},
	{key: "siddet", field: "siddet", label: "Tarife yavaşlamasının şiddeti",
		bounds: func(*sim.Model) (float64, float64, string) { return 0.25, 4, "0.05" },
		value:  func(a sim.Ayar) float64 { return a.Siddet },
		text:   func(v float64) string { return upTo(v, 2) + " kat" }},
	{key: "n", field: "n", label: "Koşumdaki dış istek sayısı",
		bounds: func(b *sim.Model) (float64, float64, string) { return 1, roundUp(max(10*float64(b.N), 100)), "1" },
		value:  func(a sim.Ayar) float64 { return float64(a.N) }, text: turkce.Kisa},
	{key: "iptal", field: "iptal", label: "İptal sinyali", check: true,
		value: func(a sim.Ayar) float64 { return b2f(a.Iptal) },
		text: func(v float64) string {
			if v != 0 {
				return "var"
			}
			return "yok"
		}},
}

// Controls returns the panel's controls for the lesson's model base, each
// set to a's value: Controls(m, m.Varsayilan()) is the panel as the page
// is published.
func Controls(base *sim.Model, a sim.Ayar) []Control {
	out := make([]Control, len(controls))
	for i, c := range controls {
		v := c.value(a)
		out[i] = Control{Key: c.key, Field: c.field, Label: c.label, Check: c.check, Value: jsnum.String(v), Text: c.text(v)}
		if c.bounds != nil {
			lo, hi, step := c.bounds(base)
			out[i].Min, out[i].Max, out[i].Step = jsnum.String(lo), jsnum.String(hi), step
		}
	}
	return out
}

// Labels returns each control's value as the panel shows it, by key.
func Labels(a sim.Ayar) map[string]string {
	out := make(map[string]string, len(controls))
	for _, c := range controls {
		out[c.key] = c.text(c.value(a))
	}
	return out
}

// upTo writes v with at most d decimals, as the tables round, without
// trailing zeros: "33,3", "1,5", "2".
func upTo(v float64, d int) string {
	s := turkce.Rakam(v, d)
	if strings.Contains(s, ",") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	}
	return s
}

// milliseconds writes a duration setting: "200 ms", "12,5 ms".
func milliseconds(v float64) string { return turkce.Kisa(v) + " ms" }

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
