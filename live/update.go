// Package live lets a reader change a lesson's scenario on its page and see
// the lesson's own numbers move: the page's tables, charts, every numeral
// the model wrote into the prose, every phrasing chosen by a condition and
// the claims on top of them are computed again, in the browser, by this
// package compiled to WebAssembly (the wasm/ command) — the same Go models,
// words and Turkish number functions the build uses (package lesson), not
// a second implementation in JavaScript.
//
// A Session computes a page's parts for a reader's settings. This package
// is what the page's engine links; what the build does for a page's
// controls (the WebAssembly compiled, the loader bundled, the answers to a
// first move computed ahead) is package livebuild's.
package live

import (
	"math"

	"coursesite/charts"
	"coursesite/claim"
	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/lesson"
	"coursesite/model"
	"coursesite/numeral"
	"coursesite/plainjson"
)

// Missing is what a numeral reads when its figure has no value for the
// reader's settings: a ratio 0/0 under cancellation, the third of two, a
// magnitude word below two.
const Missing = numeral.Dash

// NumeralRef is a numeral the model wrote into the page, as its <data>
// element records it (numeral.Numeral.String).
type NumeralRef struct {
	Name     string `json:"name"`     // data-name: the figure's name
	Form     string `json:"form"`     // data-format: kind and decimals
	Suffixes string `json:"suffixes"` // data-suffixes: suffixes joined with +
	Upper    bool   `json:"upper"`    // data-upper: capitalised
}

// ClaimRef is a claim the page states (claim.Claim's text and expression).
type ClaimRef struct {
	Text string `json:"text"`
	Expr string `json:"expr"`
}

// Refs is what a page shows that the model computes: its numerals, claims
// and conditions (the expressions of eger) in page order, and the names of
// its tables and charts. Numerals inside a table or a chart's words are not
// among them: a table or a chart comes whole.
type Refs struct {
	Numerals   []NumeralRef `json:"numerals"`
	Claims     []ClaimRef   `json:"claims"`
	Conditions []string     `json:"conditions"`
	Tables     []string     `json:"tables"`
	Charts     []string     `json:"charts"`
}

// Result is a page's parts for a reader's settings.
type Result struct {
	Texts      []string          // each numeral as the build would write it, or Missing
	Values     []float64         // each numeral's figure (NaN where Missing)
	Missing    []bool            // whether the numeral could not be written
	Tables     map[string]string // table name → its HTML
	Claims     []bool            // whether each claim holds; an error counts as not
	Conditions []bool            // whether each condition holds
	Labels     map[string]Label  // control key → its value as the panel shows and says it
}

// A Label is a control's value as the panel shows it and as a screen
// reader says it.
type Label struct {
	Text   string `json:"text"`
	Spoken string `json:"spoken"`
}

// A ChartUpdate is a chart for a reader's settings: the data and words
// that changed (the page puts them where the chart's bindings say:
// charts.Apply), its caption and description, and the tables of the
// numbers it draws (charts.DataTables), which the page shows in place of
// the build's. Caption, Description and Tables are HTML the loader makes
// nodes of (fromBuild): every string of the lesson in them is escaped where
// it is written — a word's text and whatever its actions print by package
// prose, the tables' cells and headers by package charts — and only the
// engine's numerals and conditions are elements. Result's Tables are
// package tables' HTML, escaped alike.
type ChartUpdate struct {
	Values      charts.Values
	Caption     string
	Description string
	Tables      string
}

// MarshalJSON writes c for the page: {"data", "words", "caption",
// "description", "tables"}.
func (c *ChartUpdate) MarshalJSON() ([]byte, error) {
	words := make(map[string]any, len(c.Values.Words))
	for k, v := range c.Values.Words {
		words[k] = v
	}
	return plainjson.Marshal(map[string]any{"data": c.Values.Data, "words": words,
		"caption": c.Caption, "description": c.Description, "tables": c.Tables})
}

// Parts computes the parts refs names from st, the lesson at a reader's
// settings.
func Parts(st *lesson.State, refs Refs) (*Result, error) {
	r := &Result{
		Texts:      make([]string, len(refs.Numerals)),
		Values:     make([]float64, len(refs.Numerals)),
		Missing:    make([]bool, len(refs.Numerals)),
		Tables:     make(map[string]string, len(refs.Tables)),
		Claims:     make([]bool, len(refs.Claims)),
		Conditions: make([]bool, len(refs.Conditions)),
		Labels:     map[string]Label{},
	}
	for i, n := range refs.Numerals {
		r.Values[i] = math.NaN()
		f, ok := st.Figures.Get(n.Name)
		text, err := write(n, f, ok)
		if err != nil {
			r.Texts[i], r.Missing[i] = Missing, true
			continue
		}
		r.Texts[i], r.Values[i] = text, f.Value
	}
	lookup := func(name string) (float64, error) {
		if f, ok := st.Figures.Get(name); ok {
			return f.Value, nil
		}
		return 0, msg.Errorf("unknown model figure %q", name)
	}
	for i, c := range refs.Claims {
		got, err := claim.Eval(c.Text, c.Expr, lookup)
		r.Claims[i] = err == nil && got.Holds
	}
	for i, expr := range refs.Conditions {
		got, err := claim.Eval("eger", expr, lookup)
		r.Conditions[i] = err == nil && got.Holds
	}
	run := st.Run()
	for _, name := range refs.Tables {
		h, err := st.Table(run, name, "") // the page keeps its number
		if err != nil {
			return nil, err
		}
		r.Tables[name] = h
	}
	controls, err := st.Controls(run)
	if err != nil {
		return nil, err
	}
	for _, c := range controls {
		r.Labels[c.Key] = Label{c.Text, c.Spoken}
	}
	return r, nil
}

// chartValues computes chart name from st: its words, and the
// data and words its bindings (spec's) put in, as the page receives them.
func chartValues(st *lesson.State, name string, spec *charts.Spec) (*lesson.Chart, charts.Values, error) {
	c, err := st.Chart(st.Run(), name)
	if err != nil {
		return nil, charts.Values{}, err
	}
	v := charts.Values{Data: map[string]any{}, Words: charts.WordsOf(spec.Bindings, c.Words)}
	for _, x := range c.Data.All() {
		v.Data[x.Name] = charts.WireDatum(x)
	}
	if err := c.Err(); err != nil {
		return nil, charts.Values{}, err
	}
	return c, v, nil
}

// write writes figure f (ok: it exists) as numeral n asks.
func write(n NumeralRef, f model.Figure, ok bool) (string, error) {
	if !ok {
		return "", msg.Errorf("live: no figure %q for these settings", n.Name)
	}
	spec, err := numeral.ParseSpec(n.Form, n.Suffixes, n.Upper)
	if err != nil {
		return "", err
	}
	return spec.Write(f.Value, f.Decimals)
}

// MarshalJSON writes r for the page: {"texts", "values", "missing",
// "tables", "claims", "conditions", "labels"}, values as the build writes
// <data value> (JavaScript's String(x), which JSON has no NaN for), missing
// numerals as a list of indexes.
func (r *Result) MarshalJSON() ([]byte, error) {
	values := make([]string, len(r.Values))
	missing := []int{}
	for i, v := range r.Values {
		values[i] = jsnum.String(v)
		if r.Missing[i] {
			missing = append(missing, i)
		}
	}
	labels := make(map[string]any, len(r.Labels))
	for k, l := range r.Labels {
		labels[k] = map[string]any{"text": l.Text, "spoken": l.Spoken}
	}
	var tables any
	if r.Tables != nil {
		tables = r.Tables
	}
	return plainjson.Marshal(map[string]any{"texts": r.Texts, "values": values, "missing": missing, "tables": tables,
		"claims": r.Claims, "conditions": r.Conditions, "labels": labels})
}
