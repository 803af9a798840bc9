package model

import (
	"slices"

	"coursesite/internal/msg"
)

// ChartData is what a model hands one of its charts: data by name, as it
// hands figures to the prose. A chart's drawing — its type, axes, colours,
// where each datum goes — is declared once, at build time, with go-echarts
// (package charts: Declare), and reads the data by these names; the
// page's engine, which links no drawing code, sends a reader's page the
// data alone, and the page puts each datum where the declaration put it.
//
// A datum is one of:
//
//   - a Number (an axis's end, a mark's place, a label's position);
//   - a Text (a number written into a label, "93,2");
//   - a Series of points (x, y), a curve or a cloud of points, thinned by
//     the model to what a screen shows (plot.Reduce);
//   - Numbers, one value an item (bars, one a category), and Texts, one
//     word an item (each bar's label).
//
// A list's length is the model's to choose, but Numbers and Texts that a
// declaration reads item by item keep theirs across a reader's settings
// (the page puts each item in its own place). Hide keeps a series off the
// chart and its legend, at the settings where it has nothing to show.
type ChartData struct {
	items []Datum
}

// DatumKind is what a datum holds.
type DatumKind uint8

// The kinds of datum.
const (
	NumberDatum DatumKind = iota + 1
	TextDatum
	SeriesDatum
	NumbersDatum
	TextsDatum
)

func (k DatumKind) String() string {
	switch k {
	case NumberDatum:
		return "a number"
	case TextDatum:
		return "a text"
	case SeriesDatum:
		return "a series of points"
	case NumbersDatum:
		return "a list of numbers"
	case TextsDatum:
		return "a list of texts"
	}
	return "nothing"
}

// A Datum is one named datum of a chart. Which fields it uses depends on
// its Kind.
type Datum struct {
	Name    string
	Kind    DatumKind
	Number  float64   // NumberDatum; NaN: none
	Text    string    // TextDatum
	X, Y    []float64 // SeriesDatum: the points' x and y (NaN y: a gap)
	Numbers []float64 // NumbersDatum (NaN: none)
	Texts   []string  // TextsDatum
	// Hidden keeps a Series or Numbers off the chart and its legend.
	Hidden bool
}

// Number gives the chart the number v.
func (d *ChartData) Number(name string, v float64) {
	d.add(Datum{Name: name, Kind: NumberDatum, Number: v})
}

// Text gives the chart the text s: a number written for a label.
func (d *ChartData) Text(name, s string) { d.add(Datum{Name: name, Kind: TextDatum, Text: s}) }

// Series gives the chart the points (x[i], y[i]), as many as the shorter
// of x and y.
func (d *ChartData) Series(name string, x, y []float64) {
	n := min(len(x), len(y))
	d.add(Datum{Name: name, Kind: SeriesDatum, X: x[:n:n], Y: y[:n:n]})
}

// Numbers gives the chart a list of numbers, one an item (a category's
// bar).
func (d *ChartData) Numbers(name string, v []float64) {
	d.add(Datum{Name: name, Kind: NumbersDatum, Numbers: v})
}

// Texts gives the chart a list of texts, one an item (a bar's label).
func (d *ChartData) Texts(name string, s []string) {
	d.add(Datum{Name: name, Kind: TextsDatum, Texts: s})
}

// Hide keeps the series or numbers called name off the chart and its
// legend: at these settings it has nothing to show (no scenario spends
// more than the budget).
func (d *ChartData) Hide(name string) {
	if i := d.index(name); i >= 0 {
		d.items[i].Hidden = true
	}
}

// add adds x, replacing a datum of the same name: a model that gives one
// twice means the last.
func (d *ChartData) add(x Datum) {
	if i := d.index(x.Name); i >= 0 {
		d.items[i] = x
		return
	}
	d.items = append(d.items, x)
}

func (d *ChartData) index(name string) int {
	return slices.IndexFunc(d.items, func(x Datum) bool { return x.Name == name })
}

// Get returns the datum called name.
func (d *ChartData) Get(name string) (Datum, bool) {
	if d == nil {
		return Datum{}, false
	}
	if i := d.index(name); i >= 0 {
		return d.items[i], true
	}
	return Datum{}, false
}

// All returns every datum, in the order the model gave them.
func (d *ChartData) All() []Datum {
	if d == nil {
		return nil
	}
	return d.items
}

// Names returns the data's names, in the order the model gave them.
func (d *ChartData) Names() []string {
	out := make([]string, len(d.All()))
	for i, x := range d.All() {
		out[i] = x.Name
	}
	return out
}

// Check reports a datum the model gave that is not whole: a name that is
// empty, a Hide of no list.
func (d *ChartData) Check() error {
	for _, x := range d.All() {
		if x.Name == "" {
			return msg.Errorf("a datum without a name (%v)", x.Kind)
		}
		if x.Hidden && x.Kind != SeriesDatum && x.Kind != NumbersDatum {
			return msg.Errorf("datum %q: only a series or a list of numbers can be hidden, not %v", x.Name, x.Kind)
		}
	}
	return nil
}
