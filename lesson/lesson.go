// Package lesson joins what a lesson is made of — its model (package
// model), its parameter file and its words (package labels) — into the
// parts its page shows: figures, tables and charts with their words, and
// the reader's controls with their labels. The site builds a page from
// them at the lesson's own settings; the page's in-browser model (package
// live) computes them again, with the same code, for a reader's.
package lesson

import (
	"math"
	"strings"

	"coursesite/charts"
	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/labels"
	"coursesite/model"
	"coursesite/prose"
	"coursesite/tables"
	"coursesite/turkce"
)

// A Lesson is a lesson's model with its parameters and words.
type Lesson struct {
	Model  string // the model's name, as the front matter gives it
	Params model.Params
	Labels *labels.Labels
}

// OpenWith is Open with labels read already: the page's engine reads them
// compiled (labels.ReadCompiled).
func OpenWith(name, paramFile string, params []byte, l *labels.Labels) (*Lesson, error) {
	m, err := model.Lookup(name)
	if err != nil {
		return nil, err
	}
	p, err := parse(m, paramFile, params)
	if err != nil {
		return nil, err
	}
	return &Lesson{Model: name, Params: p, Labels: l}, nil
}

// parse runs the model's parser; a model that panics on some input is a
// bug, said as an error rather than a crash of the build or the preview.
func parse(m model.Model, file string, data []byte) (p model.Params, err error) {
	defer func() {
		if v := recover(); v != nil {
			p, err = nil, msg.Errorf("%s: the model failed on this file (a bug of the model): %v", file, v)
		}
	}()
	return m.Parse(file, data)
}

// A State is the lesson computed for some settings.
type State struct {
	Lesson   *Lesson
	Settings model.Settings
	Result   *model.Result
	Figures  *model.Figures
}

// Compute computes the lesson for a reader's settings (nil: the lesson's
// own).
func (l *Lesson) Compute(s model.Settings) (st *State, err error) {
	defer func() {
		if v := recover(); v != nil {
			st, err = nil, msg.Errorf("model %q failed for these settings (a bug of the model): %v", l.Model, v)
		}
	}()
	r, err := l.Params.Compute(s)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, msg.Errorf("model %q computed no result (a bug of the model)", l.Model)
	}
	figs := model.Index(r.Figures)
	if d := figs.Dup(); d != "" {
		return nil, msg.Errorf("model %q gives the figure %q twice (a bug of the model)", l.Model, d)
	}
	if d := r.Dup(); d != "" {
		return nil, msg.Errorf("model %q gives two tables or two charts called %q (a bug of the model)", l.Model, d)
	}
	for _, f := range figs.List() {
		if math.IsInf(f.Value, 0) {
			return nil, msg.Errorf("model %q: figure %q (%s) is infinite for these parameters; the model must bound them", l.Model, f.Name, f.Desc)
		}
	}
	return &State{Lesson: l, Settings: s, Result: r, Figures: figs}, nil
}

// Run returns a run writing texts on the state's figures.
func (st *State) Run() *prose.Run { return &prose.Run{Figures: st.Figures} }

// Table returns table name with its words, written on r: the lesson's
// words tablo.NAME.baslik (its caption), after label (its number on the
// page: tables.Words.Label), and for each column and keyed row, the word
// tablo.NAME.KEY or else KEY.
func (st *State) Table(r *prose.Run, name, label string) (string, error) {
	if !has(st.Result.Tables(), name) {
		return "", msg.Errorf("tablo %q: the model has no such table (tables: %s)", name, strings.Join(st.Result.Tables(), ", "))
	}
	t, err := st.Result.Table(name)
	if err != nil {
		return "", msg.Errorf("tablo %q: %v", name, err)
	}
	where := msg.Sprintf("tablo %q", name)
	w := tables.Words{Label: label, Columns: make([]string, len(t.Columns)), Rows: make([]string, len(t.Rows))}
	var words labels.Collect // every word the table lacks, said at once
	l := st.Lesson.Labels
	w.Caption = words.Write(l, r, where, "tablo."+name+".baslik")
	for i, c := range t.Columns {
		w.Columns[i] = words.Write(l, r, where, labels.Keys("tablo", name, c)...)
	}
	for i, row := range t.Rows {
		if row.Key != "" {
			w.Rows[i] = words.Write(l, r, where, labels.Keys("tablo", name, row.Key)...)
		}
	}
	if err := words.Err(); err != nil {
		return "", err
	}
	return tables.Render(name, t, w)
}

// A Chart is one of the lesson's charts: its data, which the build draws
// as the chart's declaration says (package charts), and its words.
type Chart struct {
	Name                 string
	Data                 *model.ChartData
	Caption, Description string // HTML: the words grafik.NAME.baslik and grafik.NAME.aciklama
	// Words are the chart's words, which the chart reads as it is drawn:
	// Err says which it lacked, with the caption's and the description's.
	Words *labels.ChartWords
	words labels.Collect
}

// Err returns the words the chart lacked (labels.Missings), or another
// error of them, once it is drawn.
func (c *Chart) Err() error {
	w := c.words
	w.Add(c.Words.Err()...)
	return w.Err()
}

// Chart returns chart name's data and its words, written on r: drawn with
// the words (Chart.Words), it is checked for the words it lacked
// (Chart.Err).
func (st *State) Chart(r *prose.Run, name string) (*Chart, error) {
	if !charts.IsName(name) {
		return nil, msg.Errorf("grafik %q: a chart's name is a letter, then letters and digits", name)
	}
	if !has(st.Result.Charts(), name) {
		return nil, msg.Errorf("grafik %q: the model has no such chart (charts: %s)", name, strings.Join(st.Result.Charts(), ", "))
	}
	where := msg.Sprintf("grafik %q", name)
	c := &Chart{Name: name}
	c.Caption = c.words.Write(st.Lesson.Labels, r, where, "grafik."+name+".baslik")
	c.Description = c.words.Write(st.Lesson.Labels, r, where, "grafik."+name+".aciklama")
	c.Words = st.Lesson.Labels.Words(name, r)
	var err error
	if c.Data, err = st.Result.ChartData(name); err != nil {
		return nil, msg.Errorf("%s: %v", where, err)
	}
	return c, nil
}

// A Control is one of the reader's controls, with its words.
type Control struct {
	model.Control
	Label     string // the lesson's word ayar.KEY, plain text
	Text      string // the value as the panel shows it: "200 ms", "%33,3"
	Spoken    string // the value as a screen reader says it: "200 milisaniye"
	On, Off   string // a toggle's words for its states: ayar.KEY.acik, ayar.KEY.kapali
	ValueAttr string // the value as the input's attribute holds it (JavaScript's String)
}

// Checked reports whether a toggle is on.
func (c Control) Checked() bool { return c.Value != 0 }

// MinAttr, MaxAttr and StepAttr write a slider's range and step as its
// input's attributes take them ("any": a continuous slider).
func (c Control) MinAttr() string { return jsnum.String(c.Min) }

// MaxAttr: see MinAttr.
func (c Control) MaxAttr() string { return jsnum.String(c.Max) }

// StepAttr: see MinAttr.
func (c Control) StepAttr() string {
	if c.Step == 0 {
		return "any"
	}
	return jsnum.String(c.Step)
}

// Controls returns the reader's controls at the state's settings, with
// their words written on r.
func (st *State) Controls(r *prose.Run) ([]Control, error) {
	var out []Control
	var words labels.Collect // every word the controls lack, said at once
	l := st.Lesson.Labels
	for _, c := range st.Lesson.Params.Controls() {
		if v, ok := st.Settings[c.Key]; ok {
			c.Value = v
		}
		ctl := Control{Control: c, ValueAttr: jsnum.String(c.Value)}
		where := msg.Sprintf("the control %q", c.Key)
		ctl.Label = prose.Plain(words.Write(l, r, where, "ayar."+c.Key))
		if c.Toggle {
			ctl.On = prose.Plain(words.Write(l, r, where, "ayar."+c.Key+".acik", "acik"))
			ctl.Off = prose.Plain(words.Write(l, r, where, "ayar."+c.Key+".kapali", "kapali"))
		}
		ctl.Text, ctl.Spoken = ValueText(ctl)
		out = append(out, ctl)
	}
	if err := words.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// ValueText writes a control's value as the panel shows it and as a
// screen reader says it.
func ValueText(c Control) (shown, spoken string) {
	if c.Toggle {
		if c.Value != 0 {
			return c.On, c.On
		}
		return c.Off, c.Off
	}
	scale := c.Scale
	if scale == 0 {
		scale = 1
	}
	v := turkce.Digits(c.Value*scale, min(max(c.Decimals, 0), turkce.MaxDecimals))
	if strings.Contains(v, ",") {
		v = strings.TrimRight(strings.TrimRight(v, "0"), ",")
	}
	u := c.Unit
	switch {
	case u.Symbol == "":
		return v, v
	case u.Before:
		return u.Symbol + v, strings.TrimSpace(u.Spoken + " " + v)
	}
	spokenUnit := u.Spoken
	if spokenUnit == "" {
		spokenUnit = u.Symbol
	}
	return v + " " + u.Symbol, v + " " + spokenUnit
}

func has(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}
