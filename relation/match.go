package relation

import "slices"

// A match is one construction's pattern read in a path.
type match struct {
	row         *row
	slots       [26]int // each slot's unit, its index in the path; -1 for none
	words       []int   // the words it read
	first, last int     // the units it spans, first to last
}

// slot returns the unit index bound to slot c, -1 for none.
func (m *match) slot(c byte) int { return m.slots[c-'A'] }

// figureUnits returns the indexes of the units bound to slots.
func (m *match) figureUnits() []int {
	var out []int
	for _, i := range m.slots {
		if i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// matchAll returns every match of elems in the path's units, each at the
// first place it starts.
func matchAll(r *row, us []unit, elems []element) []match {
	if !possible(us, elems) {
		return nil
	}
	var out []match
	for start := range us {
		m := match{row: r, first: start, last: -1}
		for i := range m.slots {
			m.slots[i] = -1
		}
		if matchFrom(us, elems, 0, start, &m) {
			out = append(out, m)
		}
	}
	return out
}

// possible reports whether every word elems must have stands among the
// units: most sentences have none of a construction's words, and are
// read past without trying it at each unit.
func possible(us []unit, elems []element) bool {
	for _, e := range elems {
		if e.kind != elemWord || e.optional {
			continue
		}
		found := false
		for _, u := range us {
			if u.kind == wordUnit && e.matches(u.folded) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// matchFrom matches elems[ei:] from unit ui on, binding into m.
func matchFrom(us []unit, elems []element, ei, ui int, m *match) bool {
	if ei == len(elems) {
		return m.last >= m.first
	}
	e := elems[ei]
	next := func(ui int) bool { return matchFrom(us, elems, ei+1, ui, m) }
	if e.kind == elemSkip {
		for k := 0; k <= e.max; k++ {
			if k > 0 {
				j := ui + k - 1
				if j >= len(us) || us[j].kind != wordUnit || j != m.first && us[j].brk == breakStrong || conjunctions[us[j].folded] {
					break
				}
			}
			if next(ui + k) {
				return true
			}
		}
		return false
	}
	if ui < len(us) && (ui == m.first || us[ui].brk != breakStrong) && e.accepts(us[ui]) {
		last, words := m.last, len(m.words)
		switch e.kind {
		case elemFigure, elemNumber:
			m.slots[e.slot-'A'] = ui
		default:
			m.words = append(m.words, ui)
		}
		m.last = ui
		// 48 isteğin yarısı: the noun the number's case is read from is
		// the number's; unless the pattern wants it (12 milisaniye
		// arasında: arasında is no noun of 12).
		if np := nounPhrase(us, ui); e.kind == elemFigure && np > 0 && next(ui+1+np) || next(ui+1) {
			return true
		}
		if e.kind == elemFigure || e.kind == elemNumber {
			m.slots[e.slot-'A'] = -1
		}
		m.last, m.words = last, m.words[:words]
	}
	return e.optional && next(ui)
}

// conjunctions start a clause of their own: what stands before one is not
// the subject of what follows it (4 iş gelir ve toplam süre 120’den az
// olmaz says nothing of the 4).
var conjunctions = map[string]bool{"ve": true, "veya": true, "ama": true, "fakat": true, "ancak": true, "cunku": true, "oysa": true, "halbuki": true, "yoksa": true}

// nounPhrase returns how many words after the figure at us[i] its noun
// phrase takes (unit.np), when they follow it as they do in the page.
func nounPhrase(us []unit, i int) int {
	n := us[i].np
	for k := 1; k <= n; k++ {
		if i+k >= len(us) || us[i+k].kind != wordUnit || us[i+k].brk != breakNone {
			return 0
		}
	}
	return n
}

// accepts reports whether unit u is what element e asks for.
func (e element) accepts(u unit) bool {
	switch e.kind {
	case elemFigure:
		if u.kind == wordUnit && e.byName && u.named != "" {
			return true // a word in the genitive naming a figure
		}
		if u.kind != figureUnit || u.magnitude {
			return false
		}
		return (e.cas == anyCase || u.cas == e.cas) && (!e.poss || u.poss)
	case elemNumber:
		return u.kind == figureUnit || u.kind == literalUnit
	case elemWord:
		return u.kind == wordUnit && e.matches(u.folded)
	case elemNeg:
		return u.kind == wordUnit && u.neg
	}
	return false
}

// takes reports whether a match reads what an earlier one read: one of
// its words, or only figures that one read.
func takes(earlier []match, m match) bool {
	figs := m.figureUnits()
	for _, e := range earlier {
		for _, w := range m.words {
			if slices.Contains(e.words, w) {
				return true
			}
		}
		ef := e.figureUnits()
		all := len(figs) > 0
		for _, f := range figs {
			all = all && slices.Contains(ef, f)
		}
		if all {
			return true
		}
	}
	return false
}
