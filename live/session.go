package live

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"coursesite/charts"
	"coursesite/sim"
)

// Session is a page's in-browser model between a reader's changes: the
// lesson's model, what the page shows (Refs) and the tables and charts it
// shows now. Update and Chart return only what changed.
//
// A chart takes longer to redraw than the rest of the page takes to
// update, so the page asks for its prose and tables (Update) and for each
// chart (Chart) separately, a chart when the reader can see it
// (live/oynat.js). The session keeps the results of the last settings it
// computed, which the next call usually asks for again.
type Session struct {
	base   *sim.Model
	refs   Refs
	tables map[string]string          // table name → the HTML the page shows
	charts map[string]json.RawMessage // chart id → the options the page shows

	last      sim.Ayar   // the settings computed last
	lastSonuc *sim.Sonuc // and their results
}

// NewSession starts a session on a page that shows the lesson as built
// from base.
func NewSession(base *sim.Model, refs Refs) (*Session, error) {
	r, err := Update(base, base.Varsayilan(), Refs{Tables: refs.Tables, Charts: refs.Charts})
	if err != nil {
		return nil, err
	}
	return &Session{base: base, refs: refs, tables: r.Tables, charts: r.Charts}, nil
}

// Update computes the page's numerals, claims and tables for the reader's
// settings a. It returns them without the tables the page already shows as
// they are, and remembers the rest as shown.
func (s *Session) Update(a sim.Ayar) (*Result, error) {
	sonuc, err := s.results(a)
	if err != nil {
		return nil, err
	}
	refs := s.refs
	refs.Charts = nil
	r, err := parts(sonuc, a, refs)
	if err != nil {
		return nil, err
	}
	maps.DeleteFunc(r.Tables, func(name, h string) bool { return s.tables[name] == h })
	maps.Copy(s.tables, r.Tables)
	return r, nil
}

// Chart returns chart name's options (charts.Options) for the reader's
// settings a, or nil when the page shows them already, and remembers them
// as shown.
func (s *Session) Chart(a sim.Ayar, name string) (json.RawMessage, error) {
	if !slices.Contains(s.refs.Charts, name) {
		return nil, fmt.Errorf("live: the page shows no chart %q", name)
	}
	sonuc, err := s.results(a)
	if err != nil {
		return nil, err
	}
	js, err := charts.Options(sonuc, name)
	if err != nil {
		return nil, err
	}
	id := charts.ID(name)
	if string(s.charts[id]) == string(js) {
		return nil, nil
	}
	s.charts[id] = js
	return js, nil
}

// results returns the model's results for settings a.
func (s *Session) results(a sim.Ayar) (*sim.Sonuc, error) {
	if s.lastSonuc != nil && a == s.last {
		return s.lastSonuc, nil
	}
	sonuc, err := compute(s.base, a)
	if err != nil {
		return nil, err
	}
	s.last, s.lastSonuc = a, sonuc
	return sonuc, nil
}
