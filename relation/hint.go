package relation

import (
	"slices"
	"strings"

	"coursesite/model"
)

// hint returns what a sentence that no construction read says to the
// author when it has a construction's shape: its core words stand, with
// two figures or a figure and a number (yarısı, iki katı) in the
// sentence. why is what the reader could not read of a full pattern;
// quiet are the rows whose full pattern stood and said nothing (one
// figure twice, two units): their shape is no relation.
func (p *page) hint(s sentence, prev []unit, figs *model.Figures, tol float64, why string, quiet map[int]bool) (Hint, bool) {
	for _, pt := range p.paths(s) {
		us := withPronouns(pt.units, prev)
		var names []string
		numbers := 0
		for _, u := range us {
			switch {
			case u.kind == figureUnit && !u.pronoun && !slices.Contains(names, u.fig):
				names = append(names, u.fig)
			case u.kind == literalUnit:
				numbers++
			}
		}
		for ri := range rows {
			r := &rows[ri]
			if r.Resolve == resolveGuard || quiet[r.index] {
				continue // a phrasing for none is read from its condition
			}
			for _, m := range matchAll(r, us, r.core) {
				if !shaped(r, us, m, len(names), numbers) {
					continue
				}
				ops := map[byte]operand{}
				for c := byte('A'); c <= 'Z'; c++ {
					if i := m.slot(c); i >= 0 {
						ops[c], _ = operandOf(us[i], figs)
					}
				}
				need := r.Expr
				if r.Resolve == resolveFrom {
					need, _, _ = strings.Cut(need, "|")
				}
				h := Hint{At: us[m.first].start, Name: r.Name, Words: words(us, m.first, m.last, figs), Why: why}
				h.Need = unbound(expand(strings.TrimSpace(need), ops, tol))
				if r.Negatable && negated(us, m) {
					h.Need = negate(h.Need)
				}
				if h.Why == "" {
					h.Why = "it names no figure for the rest of it"
				}
				return h, true
			}
		}
	}
	return Hint{}, false
}

// shaped reports whether a core match m stands in a sentence that reads
// as a relation: two figures in it or more, or a figure and a number
// (yarısı and katı are numbers); for a list's words, two figures of one
// unit listed together.
func shaped(r *row, us []unit, m match, figures, numbers int) bool {
	switch r.Resolve {
	case resolveMost, resolveLeast:
		for k := range us {
			if us[k].kind == figureUnit && len(listed(us, k)) >= 2 {
				return true
			}
		}
		return false
	case resolveNear, resolveSame:
		if !endsClause(us, m.last) {
			return false
		}
		units := map[string]int{}
		for _, u := range us {
			if u.kind == figureUnit && !u.pronoun {
				if units[u.unitName]++; units[u.unitName] >= 2 {
					return true
				}
			}
		}
		return false
	}
	if figures >= 2 || figures >= 1 && numbers >= 1 {
		return true
	}
	if figures < 1 {
		return false
	}
	for _, w := range m.words {
		if f := us[w].folded; strings.HasPrefix(f, "yari") || strings.HasPrefix(f, "kat") {
			return true
		}
	}
	return false
}

// unbound writes … for the slots an expression still names: what the
// reader could not tell.
func unbound(x string) string {
	var b strings.Builder
	for i := 0; i < len(x); i++ {
		if c := x[i]; isSlot(c) && (i == 0 || !isIdent(x[i-1])) && (i+1 == len(x) || !isIdent(x[i+1])) {
			b.WriteString("…")
			continue
		}
		b.WriteByte(x[i])
	}
	return b.String()
}
