package relation

import (
	"fmt"
	"slices"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/numeral"
)

// relation makes the relation a match states in a path of sentence s,
// the sentence before it in its paragraph being prev. ok is false when
// the match states none the reader can write: then why says what it
// could not read, or is "" when the words are no relation after all.
func (p *page) relation(m match, us, prev []unit, pt path, s sentence, figs *model.Figures, tol float64) (r Relation, ok bool, why string) {
	row := m.row
	ops := map[byte]operand{}
	var read []unit // the units the relation reads beyond its words
	for c := byte('A'); c <= 'Z'; c++ {
		if i := m.slot(c); i >= 0 {
			op, ok := operandOf(us[i], figs)
			if !ok {
				return r, false, ""
			}
			ops[c] = op
		}
	}
	tmpl := row.Expr
	var list []operand
	target := -1
	switch row.Resolve {
	case resolveFrom:
		with, without, _ := strings.Cut(row.Expr, "|")
		f, found := fromFigure(us, m.slot('B'), prev)
		switch {
		case found:
			ops['F'], _ = operandOf(f, figs)
			tmpl = with
			read = append(read, f)
		case strings.TrimSpace(without) != "":
			tmpl = without
		default:
			return r, false, "it names no figure the change starts from"
		}
	case resolveGuard:
		f, end, ok := p.noneOf(us, m.words[0], figs)
		if !ok {
			return r, false, ""
		}
		ops['F'], m.last = f, end // its words run to the verb that says none
	case resolveNear, resolveSame:
		if !endsClause(us, m.last) {
			return r, false, ""
		}
		idx, src, before := listBefore(us, m.first), us, false
		if len(idx) < 2 && m.first == 0 && !slices.ContainsFunc(us, isFigure) {
			// Neredeyse aynı sayı. after the sentence that lists them.
			idx, src, before = listBefore(prev, len(prev)), prev, true
		}
		for _, i := range idx {
			// A figure of the sentence before must show wherever these
			// words do.
			if src[i].pronoun || before && !subset(src[i].guards, us[m.first].guards) {
				continue
			}
			op, _ := operandOf(src[i], figs)
			list = append(list, op)
			read = append(read, src[i])
		}
		if len(list) < 2 {
			return r, false, "it names no two figures of one unit before it"
		}
	case resolveMost, resolveLeast:
		t, idx, ok := superlativeTarget(us, m.last)
		if !ok {
			return r, false, ""
		}
		for _, i := range idx {
			if i == t {
				target = len(list)
			}
			op, _ := operandOf(us[i], figs)
			list = append(list, op)
			read = append(read, us[i])
		}
	}
	if sameUnits(row.Same, ops, list) != "" {
		// Figures of two units, or one figure twice: the words are no
		// relation between them, and no shape to remark on either.
		return r, false, ""
	}
	var rel string
	if list != nil {
		rel = listExpr(row.Resolve, list, target, tol)
	} else {
		rel = expand(strings.TrimSpace(tmpl), ops, tol)
	}
	if row.Negatable && negated(us, m) {
		rel = negate(rel)
	}
	r = Relation{Name: row.Name, At: us[m.first].start, End: us[m.last].end, Rel: rel, Words: words(us, m.first, m.last, figs)}
	for _, op := range append(slices.Collect(mapValues(ops)), list...) {
		if op.fig != "" && !slices.Contains(r.Figures, op.fig) {
			r.Figures = append(r.Figures, op.fig)
		}
	}
	slices.Sort(r.Figures)
	r.guards = p.guardsOf(s, pt, us, m, read)
	return r, true, ""
}

// mapValues returns a map's values in its keys' order.
func mapValues(m map[byte]operand) func(func(operand) bool) {
	return func(yield func(operand) bool) {
		for c := byte('A'); c <= 'Z'; c++ {
			if op, ok := m[c]; ok && !yield(op) {
				return
			}
		}
	}
}

// isFigure reports a figure's unit.
func isFigure(u unit) bool { return u.kind == figureUnit }

// operandOf returns what unit u stands for in an expression: its figure
// (the one a word names, for a word), or the number typed.
func operandOf(u unit, figs *model.Figures) (operand, bool) {
	switch {
	case u.kind == literalUnit:
		return operand{expr: jsnum.String(u.value), decimals: -1}, true
	case u.kind == figureUnit:
		return operand{expr: u.fig, fig: u.fig, decimals: u.decimals, unit: u.unitName}, true
	case u.named != "":
		f, ok := figs.Get(u.named)
		return operand{expr: f.Name, fig: f.Name, decimals: f.Decimals, unit: f.Unit}, ok
	}
	return operand{}, false
}

// sameUnits says why the figures of the slots in same, and of a list,
// cannot be set against each other: their units differ, or one stands
// for two slots. "" when they can.
func sameUnits(same string, ops map[byte]operand, list []operand) string {
	var got []operand
	seen := map[string]bool{}
	for _, op := range append(slices.Collect(mapValues(ops)), list...) {
		if op.fig != "" && seen[op.fig] {
			return "it reads " + op.fig + " twice"
		}
		seen[op.fig] = true
	}
	for i := 0; i < len(same); i++ {
		if op, ok := ops[same[i]]; ok && op.fig != "" {
			got = append(got, op)
		}
	}
	got = append(got, list...)
	for _, op := range got[min(1, len(got)):] {
		if op.unit != got[0].unit {
			return fmt.Sprintf("the figures' units differ (%s is in %s, %s in %s)", got[0].fig, unitName(got[0].unit), op.fig, unitName(op.unit))
		}
	}
	return ""
}

// unitName names a unit in a message.
func unitName(u string) string {
	if u == "" {
		return "no unit"
	}
	return u
}

// negated reports whether the words of a match say the opposite: a
// negative verb among them, or değil or a negative of olmak after them
// (az değildir, az olmaz).
func negated(us []unit, m match) bool {
	for _, w := range m.words {
		if us[w].neg {
			return true
		}
	}
	if m.last+1 >= len(us) {
		return false
	}
	next := us[m.last+1]
	return next.kind == wordUnit && next.brk == breakNone && next.neg && (strings.HasPrefix(next.folded, "degil") || strings.HasPrefix(next.folded, "ol"))
}

// endsClause reports whether the clause of us[i] ends within two units
// after it: a word that may stand before a noun (aynı) says a relation
// only as a predicate (aynı sayı., neredeyse aynı görünür,).
func endsClause(us []unit, i int) bool {
	for k := i + 1; k <= i+2; k++ {
		if k >= len(us) || us[k].brk != breakNone {
			return true
		}
	}
	return false
}

// noneOf returns the figure a phrasing for none (hiç, hiçbir … with a
// negative verb, or hiç ending its clause) says is zero: the one figure of
// the condition in whose phrasing for “no” it stands (eger "x > 0" …
// yoksa hiçbir olay düşmez).
func (p *page) noneOf(us []unit, at int, figs *model.Figures) (f operand, end int, ok bool) {
	// hiç ending its clause (ölçü de hiç.) says none as a negative verb
	// after it does.
	end = -1
	if at+1 == len(us) || us[at+1].brk != breakNone {
		end = at
	}
	for k := at + 1; end < 0 && k < len(us) && us[k].brk == breakNone; k++ {
		if us[k].neg {
			end = k
		}
	}
	gs := us[at].guards
	if end < 0 || len(gs) == 0 || gs[len(gs)-1].yes {
		return operand{}, 0, false
	}
	cond := p.conds[gs[len(gs)-1].cond]
	if len(cond.names) != 1 {
		return operand{}, 0, false
	}
	fig, ok := figs.Get(cond.names[0])
	// None is zero of a count whatever the condition's bound (eger "n >=
	// 1"), and of another figure where the condition sets zero apart
	// (eger "x > 0"): under eger "kat > 1", hiç yavaşlamaz is a multiple
	// of one.
	zero := strings.Join(strings.Fields(cond.expr), " ")
	if !ok || fig.Kind != model.Count && zero != fig.Name+" > 0" && zero != fig.Name+" != 0" && zero != "0 < "+fig.Name {
		return operand{}, 0, false
	}
	return operand{expr: fig.Name, fig: fig.Name, decimals: fig.Decimals, unit: fig.Unit}, end, true
}

// guardsOf returns the conditions a relation was read under: those the
// words of its span stand under, taken as the path takes them, and those
// of the units it read beyond (read), as they stand.
func (p *page) guardsOf(s sentence, pt path, us []unit, m match, read []unit) []guardExpr {
	var gs []guard
	from, to := us[m.first].start, us[m.last].end
	for _, u := range p.units[s.from:s.to] {
		if u.start >= from && u.start < to {
			for _, g := range u.guards {
				gs = append(gs, guard{cond: g.cond, yes: pt.assign[g.cond]})
			}
		}
	}
	for _, i := range m.figureUnits() {
		gs = append(gs, us[i].guards...)
	}
	for _, u := range read {
		gs = append(gs, u.guards...)
	}
	var out []guardExpr
	for _, g := range gs {
		if !slices.ContainsFunc(out, func(o guardExpr) bool { return o.cond == g.cond }) {
			out = append(out, guardExpr{cond: g.cond, expr: p.conds[g.cond].expr, yes: g.yes})
		}
	}
	slices.SortFunc(out, func(a, b guardExpr) int { return a.cond - b.cond })
	return out
}

// suffixText writes the suffix a number of the page carries as the page
// writes it at the lesson's settings: ’den, ’ye, "" for none.
func suffixText(u unit, figs *model.Figures) string {
	f, ok := figs.Get(u.fig)
	if u.chain == "" || !ok {
		return ""
	}
	kind := numeral.Digits
	if u.inWords {
		kind = numeral.Words
	}
	spec := numeral.Spec{Kind: kind, Decimals: u.decimals}
	bare, err1 := spec.Write(f.Value, f.Decimals)
	spec.Suffixes = []string{u.chain}
	full, err2 := spec.Write(f.Value, f.Decimals)
	if err1 != nil || err2 != nil || !strings.HasPrefix(full, bare) {
		return ""
	}
	return "’" + strings.TrimLeft(full[len(bare):], "’'")
}
