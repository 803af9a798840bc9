package live

import (
	"maps"
	"slices"

	"coursesite/charts"
	"coursesite/internal/msg"
	"coursesite/lesson"
	"coursesite/model"
	"coursesite/plainjson"
)

// Session is a page's in-browser model between a reader's changes: the
// lesson, what the page shows (Refs) and the tables and charts it shows
// now. Update and Chart return only what changed.
//
// A chart takes longer to redraw than the rest of the page takes to
// update, so the page asks for its prose and tables (Update) and for each
// chart (Chart) separately, a chart when the reader can see it
// (live/livebuild/client/updates.js). The session keeps the results of the last settings it
// computed, which the next call usually asks for again.
type Session struct {
	lesson *lesson.Lesson
	refs   Refs
	tables map[string]string // table name → the HTML the page shows
	// specs are the page's charts as the build made them (SetCharts), and
	// shown the data and words each shows now.
	specs map[string]*charts.Spec
	shown map[string]charts.Values

	own       *lesson.State  // the lesson at its own settings, as the page was built
	last      model.Settings // the settings computed last
	lastState *lesson.State  // and their results
}

// NewSession starts a session on a page that shows lesson l as built at
// its own settings.
func NewSession(l *lesson.Lesson, refs Refs) (*Session, error) {
	s := &Session{lesson: l, refs: refs, tables: map[string]string{}, shown: map[string]charts.Values{}}
	st, err := s.state(nil)
	if err != nil {
		return nil, err
	}
	r, err := Parts(st, Refs{Tables: refs.Tables})
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
	r, err := Parts(st, s.refs)
	if err != nil {
		return nil, err
	}
	maps.DeleteFunc(r.Tables, func(name, h string) bool { return s.tables[name] == h })
	maps.Copy(s.tables, r.Tables)
	return r, nil
}

// SetCharts gives the session the page's options file (charts.OptionsFile),
// where its charts' options and bindings are: a chart's update is the data
// and words that changed, and its tables are made from the option with
// them put in.
func (s *Session) SetCharts(file []byte) error {
	specs, err := charts.ParseSpecs(file)
	if err != nil {
		return msg.Errorf("live: %w", err)
	}
	s.specs = specs
	return nil
}

// Chart returns chart name for the reader's settings, or nil when the page
// shows it already, and remembers it as shown.
func (s *Session) Chart(settings model.Settings, name string) (*ChartUpdate, error) {
	if !slices.Contains(s.refs.Charts, name) {
		return nil, msg.Errorf("live: the page shows no chart %q", name)
	}
	st, err := s.state(settings)
	if err != nil {
		return nil, err
	}
	return s.chart(st, name)
}

// ChartOption returns the option of chart name as the page
// shows it after the last Chart (the build's, before any): the build's
// option with the data and words sent since put in, as the page puts
// them. It is for a test that holds the page to the Go code.
func (s *Session) ChartOption(name string) ([]byte, error) {
	spec, ok := s.specs[name]
	if !ok {
		return nil, msg.Errorf("live: no chart %q in the page's options file (SetCharts)", name)
	}
	return plainjson.Marshal(spec.Option)
}

// chart returns chart name at st: the data and words that differ from
// what the page shows, and the chart's words and tables.
func (s *Session) chart(st *lesson.State, name string) (*ChartUpdate, error) {
	spec, ok := s.specs[name]
	if !ok {
		return nil, msg.Errorf("live: chart %q: the page's options file has not been given, or lacks it (SetCharts)", name)
	}
	shown, ok := s.shown[name]
	if !ok {
		// What the page shows: the chart as built.
		_, v, err := chartValues(s.own, name, spec)
		if err != nil {
			return nil, err
		}
		shown = v
	}
	c, v, err := chartValues(st, name, spec)
	if err != nil {
		return nil, err
	}
	changed := charts.Values{Data: map[string]any{}, Words: map[string]string{}}
	for k, x := range v.Data {
		if !plainjson.Equal(x, shown.Data[k]) {
			changed.Data[k] = x
		}
	}
	for k, w := range v.Words {
		if w != shown.Words[k] {
			changed.Words[k] = w
		}
	}
	s.shown[name] = v
	if len(changed.Data) == 0 && len(changed.Words) == 0 {
		return nil, nil // the page shows it as it is
	}
	// The option, as the page now shows it, for the tables of its
	// numbers.
	if err := charts.Apply(spec.Option, spec.Bindings, changed); err != nil {
		return nil, msg.Errorf("live: chart %q: %w", name, err)
	}
	return &ChartUpdate{Values: changed, Caption: c.Caption, Description: c.Description,
		Tables: charts.DataTablesOf(name, spec.Option)}, nil
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
