package explore

import (
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
)

// Bounds of the exploration: a lesson's whole space is never enumerated,
// so a lesson with many controls is checked in the same few seconds.
const (
	// gridPoints is how many values of one control's range are computed
	// with the others at the lesson's values (all of them when the range
	// has no more steps): its ends, the steps next to them and next to
	// the lesson's value, and evenly spaced values between.
	gridPoints = 41
	// samples is how many settings are drawn at random inside the
	// controls' ranges, every control moved at once.
	samples = 192
	// seed makes the sample the same on every run, so the check finds the
	// same things each time.
	seed = 0x6b6f73756c // "kosul"
)

// A Setting is one of the reader's settings the exploration computes:
// every control's value, and the page's URL query that reaches it.
type Setting struct {
	Values model.Settings
	// Query is the page's query string for it ("?sure=0"): only the
	// controls moved off the lesson's values, in the panel's order, as
	// the page writes its own URL.
	Query string
}

// Settings returns the settings the exploration computes for a lesson
// with these controls, in a fixed order: each control over its range
// (the others at the lesson's values), then the corners of every pair of
// controls, every control at its least and at its greatest value, and a
// seeded sample inside the ranges. A setting is listed once, and the
// lesson's own settings not at all (the build has computed them).
func Settings(controls []model.Control) []Setting {
	own := model.Settings{}
	for _, c := range controls {
		own[c.Key] = c.Value
	}
	var out []Setting
	seen := map[string]bool{"": true}
	add := func(s model.Settings) {
		s = reachable(controls, s)
		q := query(controls, s, own)
		if !seen[q] {
			seen[q] = true
			out = append(out, Setting{Values: s, Query: q})
		}
	}
	with := func(kv ...any) model.Settings {
		s := maps.Clone(own)
		for i := 0; i < len(kv); i += 2 {
			s[kv[i].(string)] = kv[i+1].(float64)
		}
		return s
	}
	grids := make([][]float64, len(controls))
	for i, c := range controls {
		grids[i] = grid(c)
		for _, v := range grids[i] {
			add(with(c.Key, v))
		}
	}
	for i, a := range controls {
		for j := i + 1; j < len(controls); j++ {
			b := controls[j]
			for _, va := range ends(a) {
				for _, vb := range ends(b) {
					add(with(a.Key, va, b.Key, vb))
				}
			}
		}
	}
	low, high := maps.Clone(own), maps.Clone(own)
	for _, c := range controls {
		e := ends(c)
		low[c.Key], high[c.Key] = e[0], e[1]
	}
	add(low)
	add(high)
	rng := rand.New(rand.NewPCG(seed, uint64(len(controls))))
	for range samples {
		s := model.Settings{}
		for _, c := range controls {
			s[c.Key] = pick(rng, c)
		}
		add(s)
	}
	return out
}

// ends returns a control's least and greatest value.
func ends(c model.Control) [2]float64 {
	if c.Toggle {
		return [2]float64{0, 1}
	}
	return [2]float64{c.Min, c.Max}
}

// grid returns the values of one control's range the exploration computes.
func grid(c model.Control) []float64 {
	if c.Toggle {
		return []float64{0, 1}
	}
	n := c.Steps()
	if c.Step <= 0 { // a continuous slider: evenly spaced values
		var out []float64
		for k := range gridPoints {
			out = append(out, model.Tidy(c.Min+(c.Max-c.Min)*float64(k)/float64(gridPoints-1)))
		}
		return out
	}
	if n+1 <= gridPoints {
		var out []float64
		for k := 0; k <= n; k++ {
			out = append(out, c.At(k))
		}
		if last := out[len(out)-1]; last < c.Max {
			out = append(out, c.Max)
		}
		return out
	}
	own := int(math.Round((c.Value - c.Min) / c.Step))
	ks := []int{0, 1, n - 1, n, own - 1, own + 1}
	even := gridPoints - len(ks)
	for k := range even {
		ks = append(ks, int(math.Round(float64(k)*float64(n)/float64(even-1))))
	}
	var out []float64
	for _, k := range ks {
		if k >= 0 && k <= n {
			out = append(out, c.At(k))
		}
	}
	out = append(out, c.Max)
	slices.Sort(out)
	return slices.Compact(out)
}

// pick draws a control's value at random: a step of its range, or any
// value of a continuous one.
func pick(rng *rand.Rand, c model.Control) float64 {
	switch {
	case c.Toggle:
		return float64(rng.IntN(2))
	case c.Step > 0:
		return c.At(rng.IntN(c.Steps() + 1))
	}
	return model.Tidy(c.Min + rng.Float64()*(c.Max-c.Min))
}

// reachable returns s as the page lets a reader set it: a slider whose
// maximum is another control's value (MaxKey) is kept within it, on a
// step of its own and never below its least, as the browser keeps an
// input's value.
func reachable(controls []model.Control, s model.Settings) model.Settings {
	for _, c := range controls {
		if c.MaxKey == "" {
			continue
		}
		if top, ok := s[c.MaxKey]; ok && s[c.Key] > top {
			v := top
			if c.Step > 0 {
				v = c.At(int(math.Floor((top-c.Min)/c.Step + 1e-9)))
			}
			s[c.Key] = max(c.Min, v)
		}
	}
	return s
}

// query writes the page's URL query of s: the controls off their lesson's
// values, in order, as the page's inputs write them.
func query(controls []model.Control, s, own model.Settings) string {
	var b strings.Builder
	for _, c := range controls {
		v := s[c.Key]
		if v == own[c.Key] {
			continue
		}
		if b.Len() == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(c.Key)
		b.WriteByte('=')
		b.WriteString(jsnum.String(v))
	}
	return b.String()
}
