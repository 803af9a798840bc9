package rank

import (
	"math"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
)

// Figures that are one quantity. Some figures of a model are equal not by
// chance but by construction — a parameter and the count the chain's
// structure gives (cagri, yapi.cagri), the greedy policy's share and all
// that is left to the branch — and stay equal for every reader's
// settings. Binding a number to either writes the same page for every
// reader. The check tells them by computing the lesson at the ends of its
// controls (explore.Ends): two figures are one quantity when they are
// equal (or both without a value) at the lesson's own settings and at
// every one of those.

// Same reports whether figures a and b are one quantity (see above): equal
// at the page's own settings and at every variant the meaning was given.
func (m *Meaning) Same(a, b model.Figure) bool {
	if a.Name == b.Name {
		return true
	}
	if !sameValue(a.Value, b.Value) {
		return false
	}
	if m.Vary == nil {
		return false // nothing to tell them apart by: not known to be one
	}
	if m.variants == nil {
		m.variants = m.Vary()
		if m.variants == nil {
			m.variants = []*model.Figures{}
		}
	}
	if len(m.variants) == 0 {
		return false
	}
	for _, v := range m.variants {
		fa, okA := v.Get(a.Name)
		fb, okB := v.Get(b.Name)
		if !okA || !okB || !sameValue(fa.Value, fb.Value) {
			return false
		}
	}
	return true
}

// sameValue reports two values equal, or both without a value.
func sameValue(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(a))
}

// Matching returns the figures that read as digits when rounded to
// decimals as the site rounds (JavaScript toFixed): a typed 42,6 equals a
// figure 42.63. Figures that sayi writes as exactly the typed number, at
// their own precision, come first, in the model's order.
func Matching(digits string, decimals int, figs []model.Figure) []model.Figure {
	var exact, rounded []model.Figure
	for _, f := range figs {
		switch {
		case AutoDigits(f) == digits:
			exact = append(exact, f)
		case jsnum.ToFixed(f.Value, decimals) == digits:
			rounded = append(rounded, f)
		}
	}
	return append(exact, rounded...)
}

// AutoDigits is figure f as sayi writes it without decimals, at its
// precision, in JavaScript's notation (a decimal point): 73.3, 180.
func AutoDigits(f model.Figure) string {
	s := jsnum.ToFixed(f.Value, min(max(f.Decimals, 0), 100))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}
