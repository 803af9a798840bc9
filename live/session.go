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
// shows now. Each Update returns only what changed.
//
// A chart takes longer to redraw than the rest of the page takes to
// update, so the page updates its prose and tables (Update with no charts)
// and redraws a chart (Chart) in separate frames, each chart when the
// reader can see it (live/oynat.js). The session keeps the results of the
// last settings it computed, which the next call usually asks for again.
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

// Update computes the page for the reader's settings a: every numeral,
// claim and table, and of the charts those named in names (charts.Names'
// names; the others are left as they are), or all when names is nil. It
// returns them without the tables and charts the page already shows as
// they are, and remembers the rest as shown.
func (s *Session) Update(a sim.Ayar, names []string) (*Result, error) {
	refs := s.refs
	if names != nil {
		refs.Charts = slices.DeleteFunc(slices.Clone(s.refs.Charts), func(name string) bool { return !slices.Contains(names, name) })
	}
	sonuc, err := s.results(a)
	if err != nil {
		return nil, err
	}
	r, err := parts(sonuc, a, refs)
	if err != nil {
		return nil, err
	}
	out := *r
	out.Tables = maps.Clone(r.Tables)
	maps.DeleteFunc(out.Tables, func(name, h string) bool { return s.tables[name] == h })
	out.Charts = maps.Clone(r.Charts)
	maps.DeleteFunc(out.Charts, func(id string, js json.RawMessage) bool { return string(s.charts[id]) == string(js) })
	maps.Copy(s.tables, out.Tables)
	maps.Copy(s.charts, out.Charts)
	return &out, nil
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
