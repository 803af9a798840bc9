package live

import (
	"fmt"
	"maps"
	"slices"

	"coursesite/lesson"
	"coursesite/model"
)

// Session is a page's in-browser model between a reader's changes: the
// lesson, what the page shows (Refs) and the tables and charts it shows
// now. Update and Chart return only what changed.
//
// A chart takes longer to redraw than the rest of the page takes to
// update, so the page asks for its prose and tables (Update) and for each
// chart (Chart) separately, a chart when the reader can see it
// (live/loader.js). The session keeps the results of the last settings it
// computed, which the next call usually asks for again.
type Session struct {
	lesson *lesson.Lesson
	refs   Refs
	tables map[string]string // table name → the HTML the page shows
	charts map[string]string // chart name → the chart (ChartUpdate's JSON) the page shows

	own       *lesson.State  // the lesson at its own settings, as the page was built
	last      model.Settings // the settings computed last
	lastState *lesson.State  // and their results
}

// NewSession starts a session on a page that shows lesson l as built at
// its own settings.
func NewSession(l *lesson.Lesson, refs Refs) (*Session, error) {
	s := &Session{lesson: l, refs: refs, tables: map[string]string{}, charts: map[string]string{}}
	st, err := s.state(nil)
	if err != nil {
		return nil, err
	}
	r, err := parts(st, Refs{Tables: refs.Tables})
	if err != nil {
		return nil, err
	}
	s.tables, s.own = r.Tables, st
	// The charts the page shows are computed when first asked for (Chart):
	// they take most of the time a session takes to start, and a reader's
	// first move is answered before any chart.
	return s, nil
}

// Update computes the page's numerals, claims, conditions and tables for
// the reader's settings. It returns them without the tables the page
// already shows as they are, and remembers the rest as shown.
func (s *Session) Update(settings model.Settings) (*Result, error) {
	st, err := s.state(settings)
	if err != nil {
		return nil, err
	}
	r, err := parts(st, s.refs)
	if err != nil {
		return nil, err
	}
	maps.DeleteFunc(r.Tables, func(name, h string) bool { return s.tables[name] == h })
	maps.Copy(s.tables, r.Tables)
	return r, nil
}

// Chart returns chart name for the reader's settings, or nil when the page
// shows it already, and remembers it as shown.
func (s *Session) Chart(settings model.Settings, name string) (*ChartUpdate, error) {
	if !slices.Contains(s.refs.Charts, name) {
		return nil, fmt.Errorf("live: the page shows no chart %q", name)
	}
	st, err := s.state(settings)
	if err != nil {
		return nil, err
	}
	if _, ok := s.charts[name]; !ok {
		// What the page shows: the chart as built.
		built, err := chart(s.own, name)
		if err != nil {
			return nil, err
		}
		if s.charts[name], err = built.json(); err != nil {
			return nil, err
		}
	}
	c, err := chart(st, name)
	if err != nil {
		return nil, err
	}
	js, err := c.json()
	if err != nil {
		return nil, err
	}
	if s.charts[name] == js {
		return nil, nil
	}
	s.charts[name] = js
	return c, nil
}

// state returns the lesson computed for settings.
func (s *Session) state(settings model.Settings) (*lesson.State, error) {
	if s.lastState != nil && maps.Equal(settings, s.last) {
		return s.lastState, nil
	}
	st, err := s.lesson.Compute(settings)
	if err != nil {
		return nil, err
	}
	s.last, s.lastState = maps.Clone(settings), st
	return st, nil
}
