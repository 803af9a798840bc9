package live

import (
	"encoding/json"
	"maps"
	"slices"

	"coursesite/sim"
)

// Session is a page's in-browser model between a reader's changes: the
// lesson's model, what the page shows (Refs) and the tables and charts it
// shows now. Each Update returns only what changed.
//
// A chart's options take a few milliseconds to build (go-echarts), far
// more than the rest of the page, so Update builds only the charts it is
// asked for — those the reader can see — and the page asks for the others
// when they come into view or the reader pauses (live/oynat.js).
type Session struct {
	base   *sim.Model
	refs   Refs
	tables map[string]string          // table name → the HTML the page shows
	charts map[string]json.RawMessage // chart id → the options the page shows
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
// claim and table, and of the charts those named in charts (charts.Names'
// names; the others are left as they are), or all when charts is nil. It returns them without the
// tables and charts the page already shows as they are, and remembers the
// rest as shown.
func (s *Session) Update(a sim.Ayar, charts []string) (*Result, error) {
	refs := s.refs
	if charts != nil {
		refs.Charts = slices.DeleteFunc(slices.Clone(s.refs.Charts), func(name string) bool { return !slices.Contains(charts, name) })
	}
	r, err := Update(s.base, a, refs)
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
