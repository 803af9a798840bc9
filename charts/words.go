package charts

import (
	"strings"

	"coursesite/sim"
	"coursesite/turkce"
)

// Colours are fixed per meaning so a policy looks the same in every figure
// (Okabe–Ito palette: distinguishable with the common colour blindnesses).
var policyColors = [...]string{sim.Acgozlu: "#d55e00", sim.Esit: "#0072b2", sim.Agirlikli: "#009e73"}

const (
	thresholdColor = "#444444"
	tariffColor    = "#e69f00"
	sizeColor      = "#56b4e9"
	callerColor    = "#0072b2"
	abandonedColor = "#e69f00"
	spentColor     = "#d55e00"
	leftColor      = "#009e73"
	overColor      = "#7a0019"
)

// labelBacking is the page's background, nearly opaque, behind a label
// drawn across bars or lines.
const labelBacking = "rgba(253,253,251,0.85)"

// regimeColors tell the regimes apart in the sweep, away from the policies'
// colours, which mark the policies there.
var regimeColors = [...]string{sim.Arizasiz: "#56b4e9", sim.TarifeYavas: "#cc79a7"}

// num writes x as the runtime's tooltips do (Intl.NumberFormat("tr-TR")
// with at most one decimal, no grouping): turkce.Rakam to one decimal, the
// tables' rounding, without a trailing ",0".
func num(x float64) string {
	s := strings.TrimSuffix(turkce.Rakam(x, 1), ",0")
	if s == "-0" {
		s = "0"
	}
	return s
}

// exact writes a parameter of the model in full, as the lesson quotes it:
// "416,67", "28,2".
func exact(x float64) string { return turkce.Kisa(x) }

// ms writes a duration the model computed: "96,4 ms".
func ms(x float64) string { return num(x) + " ms" }

// msExact writes a duration the parameters give, in full: "200 ms".
func msExact(x float64) string { return exact(x) + " ms" }

// percent writes a percentage the Turkish way, sign first: "%42,6".
func percent(x float64) string { return "%" + num(x) }

// list joins items with commas and "ve" before the last: "a, b ve c".
func list(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " ve " + items[len(items)-1]
}

// perPolicy writes "açgözlü 200 ms, eşit 123 ms ve ağırlıklı 93 ms".
func perPolicy(f func(p sim.Politika) string) string {
	items := make([]string, len(sim.PolitikaListesi))
	for i, p := range sim.PolitikaListesi {
		items[i] = p.Baslik() + " " + f(p)
	}
	return list(items)
}
