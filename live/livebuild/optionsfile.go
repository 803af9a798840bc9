//go:build !js

package livebuild

import (
	"fmt"

	"coursesite/charts"
	"coursesite/lesson"
)

// OptionsFile returns the options file (charts.OptionsFile) a page of
// lesson l at its own settings carries for the charts called names, as
// the site writes it: for a test or a benchmark that gives a session its
// declared charts (Session.SetCharts) without building a site.
func OptionsFile(l *lesson.Lesson, names ...string) ([]byte, error) {
	st, err := l.Compute(nil)
	if err != nil {
		return nil, err
	}
	entries := make([][]byte, len(names))
	for i, name := range names {
		c, err := st.Chart(st.Run(), name)
		if err != nil {
			return nil, err
		}
		e, err := charts.BuildEntry(l.Model, name, c.Data, c.Words)
		if err != nil {
			return nil, fmt.Errorf("live: %w", err)
		}
		entries[i] = e.Spec
	}
	return charts.OptionsFile(names, entries), nil
}
