//go:build !js

package livebuild

import (
	"context"
	"math"
	"slices"
	"strconv"
	"strings"

	"coursesite/internal/workers"
	"coursesite/jsnum"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/model"
	"coursesite/numeral"
	"coursesite/plainjson"
	"coursesite/turkce"
)

// SweepsFile is the plain name of a page's sweeps (Sweeps), published
// beside it under a name that carries their hash.
const SweepsFile = "sweeps.json"

// MaxSweepValues bounds the values of one control a page's sweeps hold: a
// slider of more steps is left to the engine.
const MaxSweepValues = 1000

// MaxSweepsBytes bounds a page's sweeps file, which must arrive long
// before the engine (the first lesson's takes 0.2 MB, 46 KB gzip): past
// it, the controls of most values are left to the engine, one at a time,
// until the rest fit.
const MaxSweepsBytes = 2 << 20

// Sweeps computes a page's answers to a reader's first move ahead, so
// that the page answers it before its engine has arrived (live/livebuild/client/ahead.js):
// for each control, at each value the reader can give it while every other
// control keeps the lesson's (a slider's steps, a toggle's other state),
// what the prose shows there — each numeral, claim and condition refs
// names, and the panel's words for the controls. The tables and charts
// wait for the engine. A continuous slider (no step), one of more than
// MaxSweepValues steps, a value the model refuses and the controls left
// out to keep the file within MaxSweepsBytes have no answers.
//
// The file names each numeral, claim and condition once, by what it is
// rather than by its place on the page (the loader matches them with its
// own, and uses none of the file unless every one is there), with what
// the lesson shows (base); and for each control, the values it has
// answers for and, column by column, only what differs from the lesson
// somewhere along them, each column written for gzip (sweepscodec.go):
//
//	{"numerals": [{"name", "form", "suffixes", "upper", "digits", "words"}], "claims": [{"text", "expr"}], "conditions": [expr],
//	 "words": [[FROM, [text]]],
//	 "base": {"texts": [text], "figures": {NAME: value}, "missing": [0|1], "claims": [bool], "conditions": [bool],
//	          "labels": {KEY: [text, spoken]}},
//	 "controls": {KEY: {"values": NUMBERS, "digits": D, "figures": {NAME: "[@REF ]NUMBERS"}, "texts": {I: TEXTS},
//	                    "missing": {I: BITS}, "claims": {I: BITS}, "conditions": {I: BITS},
//	                    "labels": {KEY: [TEXTS, TEXTS]}}}}
//
// where I is a numeral's, claim's or condition's index in the lists on
// top, a value in base is written as JavaScript's String writes it, and a
// column has a value for each of the control's values: NUMBERS the tokens
// of a number column (numberColumn: "150 ~1*449"), after a figure's "@REF"
// the column its "=" tokens read ("@NAME": figure NAME's of the same
// control, written before it; "@": the control's values); TEXTS a text
// column (textColumn: ["’e", "’a", 3]); BITS the lengths of the runs after
// the first value (bitColumn: [1, 20, 430]). A numeral's texts follow its
// value as its "digits" (the decimals it is written with) and its "words"
// (its table in words, for a numeral written in words) say; a control's
// own words follow its value as its "digits" say. A numeral's value is its
// figure's, or NaN where it is missing (Missing). The models run on up to
// cores cores; the file is the same on every run.
func Sweeps(ctx context.Context, l *lesson.Lesson, refs live.Refs, cores int) ([]byte, error) {
	own, err := l.Compute(nil)
	if err != nil {
		return nil, err
	}
	controls, err := own.Controls(own.Run())
	if err != nil {
		return nil, err
	}
	distinct := live.Refs{Numerals: unique(refs.Numerals), Claims: unique(refs.Claims), Conditions: unique(refs.Conditions)}
	base, err := live.Parts(own, distinct)
	if err != nil {
		return nil, err
	}
	type move struct {
		key   string
		value float64
	}
	var moves []move
	for _, c := range controls {
		switch {
		case c.Toggle:
			moves = append(moves, move{c.Key, 1 - c.Value})
		case c.Steps() > 0 && c.Steps() < MaxSweepValues:
			for k := range c.Steps() + 1 {
				if v := c.At(k); v != c.Value {
					moves = append(moves, move{c.Key, v})
				}
			}
		}
	}
	answers := make([]*live.Result, len(moves))
	// A move's error (the model refuses, or its parts cannot be read)
	// leaves it to the engine, which says why.
	workers.Each(ctx, cores, len(moves), func(i int) error {
		st, err := l.Compute(model.Settings{moves[i].key: moves[i].value})
		if err == nil {
			answers[i], err = live.Parts(st, distinct)
		}
		return err
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f := &sweepsFile{numerals: distinct.Numerals, base: base, digits: make([]int, len(distinct.Numerals))}
	for i, n := range distinct.Numerals {
		f.digits[i] = digitsOf(n, own)
	}
	for _, c := range controls {
		s := sweep{key: c.Key, digits: -1}
		if !c.Toggle && (c.Scale == 0 || c.Scale == 1) {
			s.digits = min(max(c.Decimals, 0), turkce.MaxDecimals)
		}
		for i, m := range moves {
			if m.key == c.Key && answers[i] != nil {
				s.values, s.answers = append(s.values, m.value), append(s.answers, answers[i])
			}
		}
		if len(s.answers) > 0 {
			f.sweeps = append(f.sweeps, s)
		}
	}
	claims := make([]any, len(distinct.Claims))
	for i, c := range distinct.Claims {
		claims[i] = map[string]any{"text": c.Text, "expr": c.Expr}
	}
	labels := map[string]any{}
	for k, l := range base.Labels {
		labels[k] = []string{l.Text, l.Spoken}
	}
	for {
		sweeps, numerals, words := f.write()
		data, err := plainjson.Marshal(map[string]any{
			"numerals":   numerals,
			"claims":     claims,
			"conditions": distinct.Conditions,
			"words":      words,
			"base": map[string]any{"texts": base.Texts, "figures": figures(distinct.Numerals, base), "missing": bits(base.Missing),
				"claims": base.Claims, "conditions": base.Conditions, "labels": labels},
			"controls": sweeps,
		})
		if err != nil || len(data) <= MaxSweepsBytes || len(f.sweeps) == 0 {
			return data, err
		}
		f.dropLargest()
	}
}

// digitsOf returns the decimals numeral n is written with when its text
// follows its value (numeral.Spec.Write: in digits or words), or -1.
func digitsOf(n live.NumeralRef, st *lesson.State) int {
	spec, err := numeral.ParseSpec(n.Form, n.Suffixes, n.Upper)
	fig, ok := st.Figures.Get(n.Name)
	if err != nil || !ok || (spec.Kind != numeral.Digits && spec.Kind != numeral.Words) {
		return -1
	}
	if spec.Decimals == numeral.Auto {
		return min(max(fig.Decimals, 0), turkce.MaxDecimals)
	}
	return spec.Decimals
}

// sweepsFile is what Sweeps writes: the lesson's answer (base) and each
// control's answers.
type sweepsFile struct {
	numerals []live.NumeralRef
	digits   []int // digitsOf each numeral
	base     *live.Result
	sweeps   []sweep // in the controls' order
}

// sweep is one control's answers at the values it has them for.
type sweep struct {
	key     string
	digits  int // the decimals its words write its value with (ValueText), or -1
	values  []float64
	answers []*live.Result
}

// dropLargest leaves the control of the most values to the engine, the
// first of those that have as many.
func (f *sweepsFile) dropLargest() {
	most := 0
	for i, s := range f.sweeps {
		if len(s.values) > len(f.sweeps[most].values) {
			most = i
		}
	}
	f.sweeps = slices.Delete(f.sweeps, most, most+1)
}

// write returns the file's controls, numerals and words tables (see
// Sweeps).
func (f *sweepsFile) write() (sweeps map[string]any, numerals []any, words []any) {
	tables := map[string]*wordsTable{}
	var tableOrder []string
	tableOf := make([]*wordsTable, len(f.numerals))
	numerals = make([]any, len(f.numerals))
	for i, n := range f.numerals {
		m := map[string]any{"name": n.Name, "form": n.Form, "suffixes": n.Suffixes, "upper": n.Upper}
		if d := f.digits[i]; d >= 0 {
			m["digits"] = d
			if strings.HasPrefix(n.Form, numeral.Words) {
				class := n.Suffixes + "\x00" + strconv.FormatBool(n.Upper)
				if tables[class] == nil {
					tables[class] = &wordsTable{}
					tableOrder = append(tableOrder, class)
				}
				tableOf[i] = tables[class]
				m["words"] = slices.Index(tableOrder, class)
			}
		}
		numerals[i] = m
	}
	sweeps, words = map[string]any{}, []any{}
	for _, s := range f.sweeps {
		sweeps[s.key] = f.columns(s, tableOf)
	}
	for _, class := range tableOrder {
		words = append(words, tables[class].list())
	}
	return sweeps, numerals, words
}

// columns returns one control's answers as columns of what differs from
// the lesson's along its values (see Sweeps).
func (f *sweepsFile) columns(s sweep, tables []*wordsTable) map[string]any {
	base, rs := f.base, s.answers
	texts, missing, claims, conditions := map[string]any{}, map[string]any{}, map[string]any{}, map[string]any{}
	figs, labels := map[string]any{}, map[string]any{}
	values := numberColumn(s.values, nil)
	// Each column may be written from one before it (see numberColumn):
	// the control's values ("@"), or a figure's ("@NAME").
	written := []string{"@"}
	refs := map[string][]float64{"@": s.values}
	names, of := figureNames(f.numerals)
	own := figureValues(of, len(names), base)
	at := make([][]float64, len(rs))
	for j, r := range rs {
		at[j] = figureValues(of, len(names), r)
	}
	for n, name := range names {
		xs := column(at, func(v []float64) float64 { return v[n] })
		if !slices.ContainsFunc(xs, func(x float64) bool { return !same(x, own[n]) }) {
			continue
		}
		best := numberColumn(xs, nil)
		for _, r := range written {
			if near(xs, refs[r]) {
				if c := r + " " + numberColumn(xs, refs[r]); len(c) < len(best) {
					best = c
				}
			}
		}
		figs[name] = best
		if !strings.Contains(name, " ") { // a name the header can hold
			written, refs["@"+name] = append(written, "@"+name), xs
		}
	}
	for i := range f.numerals {
		if col := column(rs, func(r *live.Result) string { return r.Texts[i] }); varies(col, base.Texts[i]) {
			vals := column(rs, func(r *live.Result) float64 { return r.Values[i] })
			gone := column(rs, func(r *live.Result) bool { return r.Missing[i] })
			texts[strconv.Itoa(i)] = textColumn(col, vals, gone, f.digits[i], tables[i])
		}
		if col := column(rs, func(r *live.Result) bool { return r.Missing[i] }); varies(col, base.Missing[i]) {
			missing[strconv.Itoa(i)] = bitColumn(col)
		}
	}
	for i := range base.Claims {
		if col := column(rs, func(r *live.Result) bool { return r.Claims[i] }); varies(col, base.Claims[i]) {
			claims[strconv.Itoa(i)] = bitColumn(col)
		}
	}
	for i := range base.Conditions {
		if col := column(rs, func(r *live.Result) bool { return r.Conditions[i] }); varies(col, base.Conditions[i]) {
			conditions[strconv.Itoa(i)] = bitColumn(col)
		}
	}
	for k, l := range base.Labels {
		if col := column(rs, func(r *live.Result) live.Label { return r.Labels[k] }); varies(col, l) {
			// The control's own words follow its value.
			digits := -1
			if k == s.key {
				digits = s.digits
			}
			none := make([]bool, len(col))
			text := textColumn(column(col, func(l live.Label) string { return l.Text }), s.values, none, digits, nil)
			spoken := textColumn(column(col, func(l live.Label) string { return l.Spoken }), s.values, none, digits, nil)
			labels[k] = []any{text, spoken}
		}
	}
	c := map[string]any{"values": values, "texts": texts, "figures": figs, "missing": missing,
		"claims": claims, "conditions": conditions, "labels": labels}
	if s.digits >= 0 {
		c["digits"] = s.digits
	}
	return c
}

// figureNames returns the names of the figures the numerals write, in
// the order they first appear, and the index there of each numeral's.
func figureNames(numerals []live.NumeralRef) (names []string, of []int) {
	of = make([]int, len(numerals))
	for i, n := range numerals {
		if of[i] = slices.Index(names, n.Name); of[i] < 0 {
			of[i], names = len(names), append(names, n.Name)
		}
	}
	return names, of
}

// figureValues returns the value in r of each of count figures, numeral i
// writing figure of[i] (figureNames): that of its first numeral that has
// one, else NaN.
func figureValues(of []int, count int, r *live.Result) []float64 {
	out := make([]float64, count)
	for n := range out {
		out[n] = math.NaN()
	}
	for i, n := range of {
		if math.IsNaN(out[n]) && !r.Missing[i] {
			out[n] = r.Values[i]
		}
	}
	return out
}

// figures returns the value of each figure the numerals write in r, as
// the page writes it ("NaN" where none of its numerals has one).
func figures(numerals []live.NumeralRef, r *live.Result) map[string]string {
	out := map[string]string{}
	names, of := figureNames(numerals)
	for n, v := range figureValues(of, len(names), r) {
		out[names[n]] = jsnum.String(v)
	}
	return out
}

// column returns f of each of xs.
func column[X, T any](xs []X, f func(X) T) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// varies reports whether col holds anything but base.
func varies[T comparable](col []T, base T) bool {
	return slices.ContainsFunc(col, func(x T) bool { return x != base })
}

// bits writes booleans as 0 and 1, which take a page's file fewer bytes.
func bits(bs []bool) []int {
	out := make([]int, len(bs))
	for i, b := range bs {
		if b {
			out[i] = 1
		}
	}
	return out
}

// unique returns xs without repeats, in order.
func unique[T comparable](xs []T) []T {
	seen := make(map[T]bool, len(xs))
	out := []T{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
