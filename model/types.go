package model

import "math"

// A Figure is one named number of a lesson's model. Names are dotted
// identifiers ("sinirsiz.enKotuGecikme") so that the prose, the
// claims and the words ask for a figure by what it is.
type Figure struct {
	Name  string
	Value float64
	// Decimals is the figure's display precision: the prose writes it
	// with at most this many decimals (trailing zeros dropped), whatever
	// the settings make of it, so a share of 220 ms in three never reads
	// 73,33333333333333.
	Decimals int
	Unit     string // its unit as the prose abbreviates it ("ms", "istek"), or ""
	// Desc says in a few Turkish words what the figure is ("tarife
	// yavaşken açgözlü dağıtımda düşen istek"): the check ranks the
	// figures equal to a hand-typed number by the words around it.
	Desc string
	// Kind says what the figure measures, so that the check can tell a
	// sentence that no reader's setting may make it say: a count of
	// nothing where Turkish says "hiçbiri", a negative length of time.
	Kind Kind
}

// A Kind is what a figure measures.
type Kind int

// The kinds of figure.
const (
	// Amount is any number: a ratio, a share, a difference, a parameter.
	Amount Kind = iota
	// Count is a count of things (events, requests, policies): a whole
	// number, never negative. Turkish writes none of them with a word
	// ("hiçbir olay düşmez"), never as "0 olay düşer", so the check reports
	// a count that a reader's setting brings to zero in a sentence no
	// condition on it guards.
	Count
	// Duration is a length of time: never negative.
	Duration
)

// String names the kind as check -v lists it.
func (k Kind) String() string {
	switch k {
	case Count:
		return "count"
	case Duration:
		return "duration"
	}
	return "amount"
}

// A Table is one of a lesson's tables as data: its columns, and rows of
// numbers. Its caption and headers are the lesson's words (package
// labels): the column called k is headed by the word k of the table.
type Table struct {
	Columns []string // column keys, the row headers' column first
	Rows    []Row
}

// A Row is one row of a table. A row with a Key is headed by that word
// and has a cell for every column after the first; a row without one has a
// cell for every column, the first heading the row.
type Row struct {
	Key   string
	Cells []Cell
}

// A Cell is a number of a table, written in Turkish: rounded to Decimals,
// keeping trailing zeros when Fixed (as JavaScript's toFixed), dropping
// them otherwise, between Prefix and Suffix ("%8,3", "40 B/istek").
type Cell struct {
	Value          float64
	Decimals       int
	Fixed          bool
	Prefix, Suffix string
}

// Words gives a chart the lesson's words, as plain text, for the figures
// it is drawn from. A word the lesson lacks is reported by the site after
// the chart is built; meanwhile it reads as its key.
type Words interface {
	// Text returns the word called key.
	Text(key string) string
	// Item returns the word called key for one item of a list: figure
	// names in it that start with a dot are relative to scope (".dk" in
	// scope "duyarlilik2" is duyarlilik2.dk).
	Item(key, scope string) string
}

// A Control is a setting a reader of the lesson may change, at the
// lesson's value. Its label is the lesson's word ayar.KEY.
type Control struct {
	Key string // in the page's URL and in Settings
	// Toggle makes it an on/off switch (0 or 1); otherwise a slider from
	// Min to Max in steps of Step (0: any value).
	Toggle         bool
	Min, Max, Step float64
	Value          float64
	// Bind is the field of a model's parameters the setting sets: a
	// *float64, an *int (a whole number) or a *bool (a toggle), in the
	// struct a Spec declares. The model built by Define reads Value from
	// it and applies a reader's settings through it; a model that
	// implements Params itself leaves it nil.
	Bind any `json:"-"`
	// MaxKey names another control whose value bounds this one's (the
	// gateway's share stays within the threshold): the page keeps the
	// slider within both Max and that value.
	MaxKey string
	// How the value is shown: times Scale (1 when 0), with at most
	// Decimals decimals, in Unit.
	Scale    float64
	Decimals int
	Unit     Unit
}

// Steps returns how many steps a slider's range holds, its values At(0)
// to At(Steps()); 0 for a continuous slider or a toggle.
func (c Control) Steps() int {
	if c.Step <= 0 || !(c.Max > c.Min) {
		return 0
	}
	return int(math.Floor((c.Max-c.Min)/c.Step + 1e-9))
}

// At returns a slider's value k steps above its least, as the page's
// input holds it (0.25 + 3 × 0.05 is 0.4, not 0.39999999999999997), never
// above its greatest.
func (c Control) At(k int) float64 {
	return Tidy(min(c.Min+float64(k)*c.Step, c.Max))
}

// Tidy rounds away the binary noise of a sum of steps.
func Tidy(v float64) float64 { return math.Round(v*1e9) / 1e9 }

// A Unit is how a value is written and read aloud: "ms" and "milisaniye";
// a percentage's % stands before the number (Before).
type Unit struct {
	Symbol, Spoken string
	Before         bool
}
