//go:build !js

package livebuild

import (
	"context"
	"maps"
	"slices"
	"strconv"

	"coursesite/internal/workers"
	"coursesite/jsnum"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/model"
	"coursesite/plainjson"
)

// SweepsFile is the plain name of a page's sweeps (Sweeps), published
// beside it under a name that carries their hash.
const SweepsFile = "sweeps.json"

// MaxSweepValues bounds the values of one control a page's sweeps hold: a
// slider of more steps is left to the engine.
const MaxSweepValues = 1000

// MaxSweepsBytes bounds a page's sweeps file, which must arrive long
// before the engine (the first lesson's takes 0.8 MB, 110 KB gzip): past
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
// answers for and, column by column, what varies along them:
//
//	{"numerals": [{"name", "form", "suffixes", "upper"}], "claims": [{"text", "expr"}], "conditions": [expr],
//	 "base": {"texts": [text], "figures": {NAME: value}, "missing": [0|1], "claims": [bool], "conditions": [bool],
//	          "labels": {KEY: [text, spoken]}},
//	 "controls": {KEY: {"values": [value], "texts": {I: [text]}, "figures": {NAME: [value]}, "missing": {I: [0|1]},
//	                    "claims": {I: [0|1]}, "conditions": {I: [0|1]}, "labels": {KEY: [[text, spoken]]}}}}
//
// where a value is written as JavaScript's String writes it, I is a
// numeral's, claim's or condition's index in the lists on top, and a
// column has an entry for each of the control's values. A numeral's value
// is its figure's, or NaN where it is missing (Missing). The models run on
// up to cores cores; the file is the same on every run.
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
	sweeps := map[string]any{}
	for _, c := range controls {
		var values []string
		var rs []*live.Result
		for i, m := range moves {
			if m.key == c.Key && answers[i] != nil {
				values, rs = append(values, jsnum.String(m.value)), append(rs, answers[i])
			}
		}
		if len(rs) > 0 {
			sweeps[c.Key] = columns(distinct.Numerals, base, values, rs)
		}
	}
	numerals := make([]any, len(distinct.Numerals))
	for i, n := range distinct.Numerals {
		numerals[i] = map[string]any{"name": n.Name, "form": n.Form, "suffixes": n.Suffixes, "upper": n.Upper}
	}
	claims := make([]any, len(distinct.Claims))
	for i, c := range distinct.Claims {
		claims[i] = map[string]any{"text": c.Text, "expr": c.Expr}
	}
	labels := map[string]any{}
	for k, l := range base.Labels {
		labels[k] = []string{l.Text, l.Spoken}
	}
	file := map[string]any{
		"numerals":   numerals,
		"claims":     claims,
		"conditions": distinct.Conditions,
		"base": map[string]any{"texts": base.Texts, "figures": figures(distinct.Numerals, base), "missing": bits(base.Missing),
			"claims": base.Claims, "conditions": base.Conditions, "labels": labels},
		"controls": sweeps,
	}
	for {
		data, err := plainjson.Marshal(file)
		if err != nil || len(data) <= MaxSweepsBytes || len(sweeps) == 0 {
			return data, err
		}
		delete(sweeps, largest(sweeps))
	}
}

// largest returns the key of the control of sweeps that has the most
// values, the first in order of those that have as many.
func largest(sweeps map[string]any) string {
	key, most := "", -1
	for _, k := range slices.Sorted(maps.Keys(sweeps)) {
		if n := len(sweeps[k].(map[string]any)["values"].([]string)); n > most {
			key, most = k, n
		}
	}
	return key
}

// columns returns one control's answers rs at values, as columns of what
// differs from base along them (see Sweeps).
func columns(numerals []live.NumeralRef, base *live.Result, values []string, rs []*live.Result) map[string]any {
	texts, missing, claims, conditions := map[string]any{}, map[string]any{}, map[string]any{}, map[string]any{}
	figs, labels := map[string]any{}, map[string]any{}
	for i := range numerals {
		if col := column(rs, func(r *live.Result) string { return r.Texts[i] }); varies(col, base.Texts[i]) {
			texts[strconv.Itoa(i)] = col
		}
		if col := column(rs, func(r *live.Result) bool { return r.Missing[i] }); varies(col, base.Missing[i]) {
			missing[strconv.Itoa(i)] = bits(col)
		}
	}
	own := figures(numerals, base)
	at := make([]map[string]string, len(rs))
	for j, r := range rs {
		at[j] = figures(numerals, r)
	}
	for name, v := range own {
		if col := column(at, func(f map[string]string) string { return f[name] }); varies(col, v) {
			figs[name] = col
		}
	}
	for i := range base.Claims {
		if col := column(rs, func(r *live.Result) bool { return r.Claims[i] }); varies(col, base.Claims[i]) {
			claims[strconv.Itoa(i)] = bits(col)
		}
	}
	for i := range base.Conditions {
		if col := column(rs, func(r *live.Result) bool { return r.Conditions[i] }); varies(col, base.Conditions[i]) {
			conditions[strconv.Itoa(i)] = bits(col)
		}
	}
	for k, l := range base.Labels {
		if col := column(rs, func(r *live.Result) live.Label { return r.Labels[k] }); varies(col, l) {
			words := make([]any, len(col))
			for j, w := range col {
				words[j] = []string{w.Text, w.Spoken}
			}
			labels[k] = words
		}
	}
	return map[string]any{"values": values, "texts": texts, "figures": figs, "missing": missing,
		"claims": claims, "conditions": conditions, "labels": labels}
}

// figures returns the value of each figure the numerals write in r, as
// the page writes it ("NaN" where none of its numerals has one).
func figures(numerals []live.NumeralRef, r *live.Result) map[string]string {
	out := map[string]string{}
	for i, n := range numerals {
		if _, ok := out[n.Name]; !ok || (out[n.Name] == "NaN" && !r.Missing[i]) {
			out[n.Name] = jsnum.String(r.Values[i])
		}
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
