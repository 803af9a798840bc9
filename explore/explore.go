// Package explore checks that a lesson's page stays true wherever a reader
// takes its controls, not only at the lesson's own settings, which the
// build checks.
//
// The build records what a page shows that the model computes (prose.Call):
// each numeral as printed, each condition (eger) with its two phrasings,
// each claim (iddia), every one at its place and under the conditions it
// stands in. Lesson computes the lesson at the settings a reader can reach
// (Settings: each control over its range, the corners of every pair, a
// seeded sample inside; the same settings on every run) and judges, at
// each, what a reader would read there:
//
//   - a claim that does not hold, unless its author accepted the page's
//     mark there ({{ iddia "…" "…" | kabul "neden" }});
//   - a numeral without a value (it reads “—”), or that cannot be written;
//   - a figure that is zero and reads so where no condition on it guards
//     the sentence, and that the lesson's own settings do not bring to
//     zero: Turkish says "hiçbir olay düşmez", never "0 olay düşer", and
//     "yüzde 0" or "0 milisaniye boyunca" is no sentence either (one its
//     author wrote while the figure was zero says none as the author
//     chose to);
//   - a count or a duration that reads below zero;
//   - digits that hide what the sentence says: a figure that is not zero
//     printed as 0, two figures of one unit that one sentence sets against
//     each other (they read differently at the lesson's settings) printed
//     the same (a decimal of only zeros, "5,00", the numerals no longer
//     write: package numeral);
//   - an accepted claim that no setting marks (its kabul is stale);
//   - a condition whose phrasing no setting shows: it holds everywhere, or
//     nowhere, the exploration went.
//
// Each finding names the first setting that shows it as the page's URL
// query (?sure=0), so the author can open it, and how many of the settings
// show it.
package explore

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"coursesite/claim"
	"coursesite/internal/workers"
	"coursesite/jsnum"
	"coursesite/lesson"
	"coursesite/model"
	"coursesite/numeral"
	"coursesite/place"
	"coursesite/prose"
)

// A Finding is something a reader reads at some settings that the model
// does not back.
type Finding struct {
	At  place.Pos
	Msg string
}

// A Report is what exploring one lesson found.
type Report struct {
	Findings []Finding // in the order first seen over the settings, then the conditions
	Settings int       // how many settings were computed
	// Marked lists the accepted claims (kabul) with the settings at which
	// the page marks them, so that the author sees what was accepted.
	Marked []Marked
	// Derived lists the other claims the build read from the prose
	// (prose.Call.Derived), with the settings at which they do not hold
	// (each also a finding), so that check -v lists every one.
	Derived []Marked
}

// A Marked claim is one its author accepted (kabul) and the settings at
// which it does not hold.
type Marked struct {
	At    place.Pos
	Text  string // the claim's
	Count int    // how many of the settings explored mark it
	First string // the first of them, as the page's URL query
	last  string // the last counted
}

// problem is one finding being gathered over the settings.
type problem struct {
	call  int
	first string // the message at the first setting that shows it
	count int    // how many settings show it
	last  string // the last setting counted, as its query
}

// A problemKey is a problem's place and what it is: a text the page
// writes twice (a chart's words for each of its items) is one place.
type problemKey struct {
	file         string
	off          int
	figure, kind string
	other        string // a contrast's other figure; "" for the rest
}

// placeKey is a call's place, for what is counted by place.
type placeKey struct {
	file string
	off  int
}

// Lesson explores lesson l, whose page (file page) showed calls at the
// lesson's own settings, over the settings its controls reach, computing
// on up to workers cores. It stops early, with ctx's error, once ctx is
// done.
func Lesson(ctx context.Context, workers int, l *lesson.Lesson, page *place.File, calls []prose.Call) (*Report, error) {
	settings := Settings(l.Params.Controls())
	e := &explorer{calls: calls, page: page.Name, data: page.Data, index: map[problemKey]int{}}
	conds := map[placeKey]*condSeen{}
	if own, err := l.Compute(nil); err == nil {
		e.own = own.Figures
		// The page as published counts for its conditions (a phrasing
		// shown only there is shown); the build has judged the rest.
		e.quiet = true
		e.judge(e.own, "", conds)
		e.quiet = false
	}
	figs, errs := computeAll(ctx, workers, l, settings)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i, s := range settings {
		if errs[i] != nil {
			e.add(-1, "compute", "", s.Query, fmt.Sprintf("the model cannot compute the lesson at %s, a setting the page lets a reader reach: %v", s.Query, errs[i]))
			continue
		}
		e.judge(figs[i], s.Query, conds)
	}
	r := &Report{Settings: len(settings), Marked: e.marked, Derived: e.derived}
	for _, m := range e.marked {
		if m.Count == 0 {
			r.Findings = append(r.Findings, Finding{At: m.At, Msg: fmt.Sprintf("claim %q holds at every one of the %d settings explored: its kabul accepts a mark no reader sees; remove it", m.Text, len(settings))})
		}
	}
	for _, p := range e.problems {
		at := page.Position(0)
		if p.call >= 0 {
			at = calls[p.call].At
		}
		msg := p.first
		if p.count > 1 {
			msg += fmt.Sprintf(" (and at %d more of the %d settings explored)", p.count-1, len(settings))
		}
		r.Findings = append(r.Findings, Finding{At: at, Msg: msg})
	}
	reported := map[placeKey]bool{}
	for _, c := range calls {
		k := placeKey{c.At.File, c.At.Off}
		cs := conds[k]
		if c.Kind != prose.ConditionCall || cs == nil || cs.shown == 0 || len(settings) == 0 || reported[k] {
			continue
		}
		reported[k] = true
		switch {
		case cs.yes == 0:
			r.Findings = append(r.Findings, Finding{At: c.At, Msg: fmt.Sprintf("eger %q holds at none of the %d settings where it stands (the lesson's own and those explored): its first phrasing is never shown; drop it, or change the condition", c.Expr, cs.shown)})
		case cs.yes == cs.shown:
			r.Findings = append(r.Findings, Finding{At: c.At, Msg: fmt.Sprintf("eger %q holds at every one of the %d settings where it stands (the lesson's own and those explored): its other phrasing is never shown; write the sentence without the condition, or change it", c.Expr, cs.shown)})
		}
	}
	return r, nil
}

// computeAll computes the lesson at every setting, on up to cores cores
// (a model's result depends on its settings alone); the judging that
// follows reads them in order, so the findings are the same on every run.
func computeAll(ctx context.Context, cores int, l *lesson.Lesson, settings []Setting) ([]*model.Figures, []error) {
	figs := make([]*model.Figures, len(settings))
	errs := workers.Each(ctx, cores, len(settings), func(i int) error {
		st, err := l.Compute(settings[i].Values)
		if err == nil {
			figs[i] = st.Figures
		}
		return err
	})
	return figs, errs
}

// condSeen counts the settings at which a condition stands in a shown
// phrasing, and at how many of them it holds; last is the last setting
// counted, so that a condition the page writes twice counts once.
type condSeen struct {
	shown, yes int
	last       string
}

type explorer struct {
	calls []prose.Call
	page  string         // the page's file: its prose, where the Turkish is judged
	data  []byte         // … and its bytes
	own   *model.Figures // the figures at the lesson's own settings
	quiet bool           // judging the lesson's own settings: count conditions only
	// ownFails are the derived claims that do not hold at the lesson's
	// own settings: the check reports them there, once, not at every
	// setting explored besides.
	ownFails map[int]bool
	parsed   []*claim.Parsed // each condition's and claim's expression, read once
	problems []*problem
	marked   []Marked
	derived  []Marked           // the derived claims no kabul accepts
	index    map[problemKey]int // → problems
}

// add records a problem of call i (-1: of the page) at setting q; other
// tells a contrast's problems apart by their other figure. A text the
// page writes twice (a chart's words) is one place, counted once a
// setting.
func (e *explorer) add(call int, kind, other, q, msg string) {
	if e.quiet || call >= 0 && e.ownFails[call] {
		return
	}
	key := problemKey{kind: kind, other: other}
	if call >= 0 {
		c := e.calls[call]
		key.file, key.off, key.figure = c.At.File, c.At.Off, c.Figure
		if c.Kind == prose.ClaimCall {
			key.other = c.Text // two claims read at one place
		}
	}
	if i, ok := e.index[key]; ok {
		if p := e.problems[i]; p.last != q {
			p.count, p.last = p.count+1, q
		}
		return
	}
	e.index[key] = len(e.problems)
	e.problems = append(e.problems, &problem{call: call, first: msg, count: 1, last: q})
}

// judge reads the page at one setting (q, its query; "" the lesson's
// own), whose figures are figs.
func (e *explorer) judge(figs *model.Figures, q string, conds map[placeKey]*condSeen) {
	lookup := func(name string) (float64, error) {
		if f, ok := figs.Get(name); ok {
			return f.Value, nil
		}
		return 0, fmt.Errorf("unknown model figure %q", name)
	}
	holds := make([]bool, len(e.calls))
	shown := func(c prose.Call) bool {
		for _, g := range c.Under {
			if holds[g.Cond] != g.Yes {
				return false
			}
		}
		return true
	}
	var sentence []shownNumeral
	for i, c := range e.calls {
		switch c.Kind {
		case prose.ConditionCall:
			got, err := e.expr(i).Eval("eger", lookup)
			holds[i] = err == nil && got.Holds
			if k := (placeKey{c.At.File, c.At.Off}); shown(c) {
				cs := conds[k]
				if cs == nil {
					cs = &condSeen{last: "\x00"} // a query no setting has
					conds[k] = cs
				}
				if cs.last != q {
					cs.shown, cs.last = cs.shown+1, q
					if holds[i] {
						cs.yes++
					}
				}
			}
		case prose.ClaimCall:
			if !shown(c) {
				continue
			}
			e.claim(i, c, q, lookup)
		case prose.NumeralCall:
			if !shown(c) {
				continue
			}
			n, ok := e.numeral(i, c, figs, q)
			if !ok {
				continue
			}
			if len(sentence) > 0 && !sameSentence(e.data, sentence[len(sentence)-1].call, c) {
				e.contrast(sentence, q)
				sentence = sentence[:0]
			}
			sentence = append(sentence, n)
		}
	}
	e.contrast(sentence, q)
}

// A shownNumeral is a numeral as a reader reads it at one setting.
type shownNumeral struct {
	index int
	call  prose.Call
	fig   model.Figure
	bare  string // its number without suffixes or capital: "82,4", "kırk iki"
}

// numeral judges numeral call i at one setting, and returns it as shown
// there when it reads as a number.
func (e *explorer) numeral(i int, c prose.Call, figs *model.Figures, q string) (shownNumeral, bool) {
	fn := fmt.Sprintf("%s %q", c.Spec.Kind, c.Figure)
	f, ok := figs.Get(c.Figure)
	if !ok || math.IsNaN(f.Value) || math.IsInf(f.Value, 0) {
		e.add(i, "missing", "", q, fmt.Sprintf("%s reads %s at %s: the model gives it no value there; write the sentence under {{ eger … }} for the settings it holds for, or with another figure", fn, numeral.Dash, q))
		return shownNumeral{}, false
	}
	bare, err := bare(c, f)
	if err == nil {
		_, err = c.Spec.Write(f.Value, f.Decimals)
	}
	if err != nil {
		e.add(i, "write", "", q, fmt.Sprintf("%s cannot be written at %s (%s): %v; write the sentence under {{ eger … }}", fn, q, jsnum.String(f.Value), err))
		return shownNumeral{}, false
	}
	zero := bare == "0" || bare == "sıfır"
	if (f.Kind == model.Count || f.Kind == model.Duration) && f.Value < 0 && !zero {
		e.add(i, "negative", "", q, fmt.Sprintf("%s reads %s at %s, and a %s is never below zero: the model is wrong there, or the control goes too far", fn, bare, q, f.Kind))
	}
	// How a number reads in a sentence is judged in the page's prose; the
	// words of its tables and charts (captions, descriptions, legends)
	// list the numbers the figure shows.
	if c.At.File != e.page {
		return shownNumeral{}, false
	}
	switch {
	case zero && f.Value == 0 && !e.guarded(c, c.Figure) && !e.zeroAtOwn(c):
		what := "none"
		if f.Kind == model.Count {
			fn += ", a count,"
		} else {
			what = "nothing" // a share of nothing, a wait of no time
		}
		e.add(i, "zero", "", q, fmt.Sprintf("%s reads %s at %s, and no condition on it guards the sentence: Turkish says %s with a word (hiçbir olay düşmez, not 0 olay düşer; beklemeden, not 0 milisaniye bekleyerek); write it under {{ eger \"%s > 0\" }} with a phrasing for %s",
			fn, bare, q, what, c.Figure, what))
	case zero && f.Value != 0 && c.Spec.Kind != numeral.Magnitude:
		e.add(i, "hidden", "", q, fmt.Sprintf("%s reads %s at %s, where the figure is %s: its digits hide it; write it with more decimals, or the sentence under a condition", fn, bare, q, jsnum.String(f.Value)))
	}
	return shownNumeral{index: i, call: c, fig: f, bare: bare}, true
}

// zeroAtOwn reports whether numeral c reads zero at the lesson's own
// settings too: its author wrote the sentence for none, and chose how it
// says so ("ağırlıklı dağıtımda sıfır kez", beside "kırk iki kez").
func (e *explorer) zeroAtOwn(c prose.Call) bool {
	f, ok := e.own.Get(c.Figure)
	if !ok {
		return false
	}
	b, err := bare(c, f)
	return err == nil && (b == "0" || b == "sıfır")
}

// guarded reports whether call c stands in the phrasing of a condition
// that reads figure name, the one for when it holds: the author wrote the
// phrasing for what the figure is there (under the yoksa of eger "x > 0",
// x is none, and Turkish says so with a word).
func (e *explorer) guarded(c prose.Call, name string) bool {
	for _, g := range c.Under {
		if !g.Yes {
			continue
		}
		names, err := claim.Names(e.calls[g.Cond].Expr)
		if err == nil && slices.Contains(names, name) {
			return true
		}
	}
	return false
}

// contrast reports two numerals of one sentence that the sentence sets
// against each other — a change from one to the other (X’ten Y’ye), a
// range (X ile Y arasında), a comparison (X’e karşı Y), alternatives (X ya
// da Y) — and that read the same at this setting though they read
// differently at the lesson's own: the sentence then sets apart what the
// reader sees as one number.
func (e *explorer) contrast(sentence []shownNumeral, q string) {
	if e.own == nil {
		return
	}
	for j := 1; j < len(sentence); j++ {
		a, b := sentence[j-1], sentence[j]
		if a.fig.Name == b.fig.Name || a.fig.Unit != b.fig.Unit || a.bare != b.bare || !setAgainst(e.data, a.call, b.call) {
			continue
		}
		oa, okA := e.own.Get(a.fig.Name)
		ob, okB := e.own.Get(b.fig.Name)
		if !okA || !okB {
			continue
		}
		ta, errA := bare(a.call, oa)
		tb, errB := bare(b.call, ob)
		if errA != nil || errB != nil || ta == tb {
			continue
		}
		e.add(b.index, "contrast", a.fig.Name, q, fmt.Sprintf("%s %q reads %s at %s, as %s %q just before it does, and the sentence sets the two against each other (%s and %s at the lesson's settings); write the sentence under a condition for when they read the same",
			b.call.Spec.Kind, b.fig.Name, b.bare, q, a.call.Spec.Kind, a.fig.Name, ta, tb))
	}
}

// bare writes figure f as numeral c does, without its suffixes and
// capital: the number alone ("82,4", "kırk iki").
func bare(c prose.Call, f model.Figure) (string, error) {
	return numeral.Spec{Kind: c.Spec.Kind, Decimals: c.Spec.Decimals}.Write(f.Value, f.Decimals)
}

// setAgainst reports whether numeral b follows numeral a in a
// construction that contrasts them: a with the ablative and b right after
// it (82,4’ten 40,2’ye), or between them ile, karşı, ya da, veya.
func setAgainst(data []byte, a, b prose.Call) bool {
	between, ok := textBetween(data, a, b)
	if !ok {
		return false
	}
	// A condition's actions between them (eger, son) are no words.
	switch strings.Join(strings.Fields(strings.ReplaceAll(string(between), string(rune(action)), " ")), " ") {
	case "":
		return len(a.Spec.Suffixes) > 0 && a.Spec.Suffixes[len(a.Spec.Suffixes)-1] == "DAn"
	case "ile", "karşı", "ya da", "veya":
		return true
	}
	return false
}
