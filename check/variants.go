package check

import (
	"math"

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

// same reports whether figures a and b are one quantity (see above): equal
// at the page's own settings and at every variant the meaning was given.
func (m *meaning) same(a, b model.Figure) bool {
	if a.Name == b.Name {
		return true
	}
	if !sameValue(a.Value, b.Value) {
		return false
	}
	if m.vary == nil {
		return false // nothing to tell them apart by: not known to be one
	}
	if m.variants == nil {
		m.variants = m.vary()
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
