package explore

import (
	"coursesite/lesson"
	"coursesite/model"
)

// endSettings returns the settings Ends computes a lesson at.
func endSettings(controls []model.Control) []model.Settings {
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

// Ends computes lesson l at the ends of its controls — each control at its
// least and its greatest value (a switch off and on), the others at the
// lesson's, and all at once at their least and greatest — and returns the
// figures of those the model accepts (lesson.Compute says a model's panic
// as an error). Figures equal at all of them and at the lesson's own
// settings are, as far as the check tells, one quantity.
func Ends(l *lesson.Lesson) []*model.Figures {
	var out []*model.Figures
	for _, s := range endSettings(l.Params.Controls()) {
		st, err := l.Compute(s)
		if err != nil {
			continue // out of another control's range (MaxKey), or refused
		}
		out = append(out, st.Figures)
	}
	return out
}
