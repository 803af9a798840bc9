package check

import (
	"math"

	"coursesite/lesson"
	"coursesite/model"
)

// Figures that are one quantity. Some figures of a model are equal not by
// chance but by construction — a parameter and the count the chain's
// structure gives (cagri, yapi.cagri), the greedy policy's share and all
// that is left to the branch — and stay equal for every reader's
// settings. Binding a number to either writes the same page for every
// reader. The check tells them by computing the lesson at the ends of its
// controls (variants): two figures are one quantity when they are equal
// (or both without a value) at the lesson's own settings and at every
// variant.

// variantSettings returns the settings at which a lesson's model is
// computed to tell one quantity from two that are equal today: each
// control at its least and its greatest value (a switch off and on), the
// others at the lesson's, and all at once at their least and greatest.
func variantSettings(controls []model.Control) []model.Settings {
	var out []model.Settings
	low, high := model.Settings{}, model.Settings{}
	for _, c := range controls {
		lo, hi := c.Min, c.Max
		if c.Toggle {
			lo, hi = 0, 1
		}
		low[c.Key], high[c.Key] = lo, hi
		out = append(out, model.Settings{c.Key: lo}, model.Settings{c.Key: hi})
	}
	if len(controls) > 1 {
		out = append(out, low, high)
	}
	return out
}

// variantFigures computes lesson l at each of the variant settings, and
// returns the figures of those the model accepts (lesson.Compute says a
// model's panic as an error: a variant is the check's own).
func variantFigures(l *lesson.Lesson) []*model.Figures {
	var out []*model.Figures
	for _, s := range variantSettings(l.Params.Controls()) {
		st, err := l.Compute(s)
		if err != nil {
			continue // out of another control's range (MaxKey), or refused
		}
		out = append(out, st.Figures)
	}
	return out
}

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
