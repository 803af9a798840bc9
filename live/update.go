// Package live lets a reader change a lesson's scenario on its page and see
// the lesson's own numbers move: the page's tables, charts, every numeral
// the model wrote into the prose and the claims on top of them are computed
// again, in the browser, by this package compiled to WebAssembly (the wasm/
// command) — the same Go model and Turkish number functions the build uses,
// not a second implementation in JavaScript.
//
// Update computes a page's parts for a reader's settings (sim.Ayar).
// Controls describes the page's panel of controls. Bundle (native builds
// only) builds the WebAssembly, Go's wasm_exec.js and the small loader the
// page carries (oynat.js), which fetches the rest when a reader first
// touches a control.
package live

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	"coursesite/charts"
	"coursesite/claim"
	"coursesite/jsnum"
	"coursesite/numeral"
	"coursesite/sim"
	"coursesite/tables"
)

// Missing is what a numeral reads when its figure has no value for the
// reader's settings: a ratio 0/0 under cancellation, a list element that
// no longer exists, a magnitude word below two.
const Missing = "—"

// NumeralRef is a numeral the model wrote into the page, as its <data>
// element records it (numeral.Numeral.String).
type NumeralRef struct {
	Name  string `json:"ad"`    // data-ad: the figure's name
	Bicim string `json:"bicim"` // data-bicim: kind and decimals
	Ek    string `json:"ek"`    // data-ek: suffixes joined with +
	Upper bool   `json:"buyuk"` // data-buyuk: capitalised
}

// ClaimRef is a claim the page states (claim.Claim's text and expression).
type ClaimRef struct {
	Text string `json:"metin"`
	Expr string `json:"ifade"`
}

// Refs is what a page shows that the model computes: its numerals and
// claims in page order, and the names of its tables and charts.
type Refs struct {
	Numerals []NumeralRef `json:"sayilar"`
	Claims   []ClaimRef   `json:"iddialar"`
	Tables   []string     `json:"tablolar"`  // tables.Names
	Charts   []string     `json:"grafikler"` // charts.Names
}

// Result is a page's parts for a reader's settings.
type Result struct {
	Texts   []string                   // each numeral as the build would write it, or Missing
	Values  []float64                  // each numeral's figure (NaN where Missing)
	Missing []bool                     // whether the numeral could not be written
	Tables  map[string]string          // table name → its HTML (tables.Render)
	Charts  map[string]json.RawMessage // chart element id (charts.ID) → its options (charts.Options)
	Claims  []bool                     // whether each claim holds; an error counts as not
	Labels  map[string]string          // control key → its value as the panel shows it
}

// Update computes the parts refs names for the scenario base with the
// reader's settings a. Invalid settings (sim.Model.Uygula) give an error
// and no result.
func Update(base *sim.Model, a sim.Ayar, refs Refs) (*Result, error) {
	s, err := compute(base, a)
	if err != nil {
		return nil, err
	}
	return parts(s, a, refs)
}

// compute runs the model of base with the reader's settings a.
func compute(base *sim.Model, a sim.Ayar) (*sim.Sonuc, error) {
	m, err := base.Uygula(a)
	if err != nil {
		return nil, err
	}
	return sim.HesaplaIle(m, a.Iptal), nil
}

// parts computes the parts refs names from s, the results for settings a.
func parts(s *sim.Sonuc, a sim.Ayar, refs Refs) (*Result, error) {
	figs := s.Degerler()
	var err error
	r := &Result{
		Texts:   make([]string, len(refs.Numerals)),
		Values:  make([]float64, len(refs.Numerals)),
		Missing: make([]bool, len(refs.Numerals)),
		Tables:  make(map[string]string, len(refs.Tables)),
		Charts:  make(map[string]json.RawMessage, len(refs.Charts)),
		Claims:  make([]bool, len(refs.Claims)),
		Labels:  Labels(a),
	}
	for i, n := range refs.Numerals {
		r.Values[i] = math.NaN()
		v, ok := figs.Get(n.Name)
		text, err := write(n, v, ok)
		if err != nil {
			r.Texts[i], r.Missing[i] = Missing, true
			continue
		}
		r.Texts[i], r.Values[i] = text, v
	}
	lookup := func(name string) (float64, error) {
		if v, ok := figs.Get(name); ok {
			return v, nil
		}
		return 0, fmt.Errorf("unknown model figure %q", name)
	}
	for i, c := range refs.Claims {
		got, err := claim.Eval(c.Text, c.Expr, lookup)
		r.Claims[i] = err == nil && got.Holds
	}
	for _, name := range refs.Tables {
		if r.Tables[name], err = tables.Render(s, name); err != nil {
			return nil, err
		}
	}
	for _, name := range refs.Charts {
		js, err := charts.Options(s, name)
		if err != nil {
			return nil, err
		}
		r.Charts[charts.ID(name)] = js
	}
	return r, nil
}

// write writes figure v (ok: it exists) as numeral n asks.
func write(n NumeralRef, v float64, ok bool) (string, error) {
	if !ok {
		return "", fmt.Errorf("live: no figure %q for these settings", n.Name)
	}
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "", fmt.Errorf("live: figure %q is %s for these settings", n.Name, jsnum.String(v))
	}
	spec, err := numeral.ParseSpec(n.Bicim, n.Ek, n.Upper)
	if err != nil {
		return "", err
	}
	return spec.Write(v)
}

// wireResult is Result as the page's loader reads it.
type wireResult struct {
	Texts   []string                   `json:"metinler"`
	Values  []string                   `json:"degerler"` // as <data value> writes them
	Missing []int                      `json:"eksik"`    // indexes of numerals not written
	Tables  map[string]string          `json:"tablolar"`
	Charts  map[string]json.RawMessage `json:"grafikler"`
	Claims  []bool                     `json:"iddialar"`
	Labels  map[string]string          `json:"etiketler"`
}

// MarshalJSON writes r for the page: values as the build writes <data
// value> (JavaScript's String(x), which JSON has no NaN for), missing
// numerals as a list of indexes.
func (r *Result) MarshalJSON() ([]byte, error) {
	w := wireResult{Texts: r.Texts, Values: make([]string, len(r.Values)), Missing: []int{},
		Tables: r.Tables, Charts: r.Charts, Claims: r.Claims, Labels: r.Labels}
	for i, v := range r.Values {
		w.Values[i] = jsnum.String(v)
		if r.Missing[i] {
			w.Missing = append(w.Missing, i)
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // the page parses it with JSON.parse, not as HTML
	if err := enc.Encode(w); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
