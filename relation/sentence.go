package relation

import (
	"slices"
	"strings"
)

// A sentence is a run of units of one block between two sentence ends.
type sentence struct {
	from, to int // its units: page.units[from:to]
	block    int
}

// sentences splits the page's units into sentences: a block ends one, and
// so does a full stop, a question or an exclamation mark followed by a
// space and a capital, a number the model writes, or a typed one (an
// ordinal's dot, 2000. milisaniyesinde, ends none).
func (p *page) sentences() []sentence {
	var out []sentence
	start := 0
	for i := range p.units {
		if i == 0 {
			continue
		}
		u := p.units[i]
		if u.block != p.units[i-1].block || endsSentence(u) {
			out = append(out, sentence{from: start, to: i, block: p.units[start].block})
			start = i
		}
	}
	if start < len(p.units) {
		out = append(out, sentence{from: start, to: len(p.units), block: p.units[start].block})
	}
	return out
}

// endsSentence reports whether a sentence ends before unit u.
func endsSentence(u unit) bool {
	g := u.gap
	i := strings.LastIndexAny(g, ".!?…")
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(g[i+1:], "\"”’»)*_")
	if rest == "" || strings.TrimLeft(rest, " \t\n") == rest {
		return false // no space after it: 2.5, a name
	}
	return u.upper || u.kind != wordUnit
}

// A path is the units of a sentence a reader reads at some settings: the
// phrasings of its conditions taken one way each (assign).
type path struct {
	units  []unit
	assign map[int]bool // cond → whether it holds
}

// maxConditions bounds the conditions of one sentence whose phrasings are
// read every way (2^n paths).
const maxConditions = 8

// paths returns the ways a reader may read the sentence's units, one for
// each way its conditions may hold; none when it has too many.
func (p *page) paths(s sentence) []path {
	var conds []int
	for _, u := range p.units[s.from:s.to] {
		for _, g := range u.guards {
			if !slices.Contains(conds, g.cond) {
				conds = append(conds, g.cond)
			}
		}
	}
	if len(conds) > maxConditions {
		return nil
	}
	var out []path
	seen := map[string]bool{} // the units shown, by index: a condition nested in a hidden phrasing goes either way alike
	for mask := 0; mask < 1<<len(conds); mask++ {
		assign := make(map[int]bool, len(conds))
		for i, c := range conds {
			assign[c] = mask&(1<<i) != 0
		}
		var shown []byte
		for i, u := range p.units[s.from:s.to] {
			if visible(u.guards, assign) {
				shown = append(shown, byte(i), byte(i>>8))
			}
		}
		if len(shown) == 0 || seen[string(shown)] {
			continue
		}
		seen[string(shown)] = true
		us := make([]unit, 0, len(shown)/2)
		brk := breakNone // the strongest break since the last unit shown
		for _, u := range p.units[s.from:s.to] {
			brk = max(brk, u.brk)
			if visible(u.guards, assign) {
				u.brk, brk = brk, breakNone
				us = append(us, u)
			}
		}
		out = append(out, path{units: us, assign: assign})
	}
	return out
}

// visible reports whether a unit under guards shows when each condition
// holds as assign says.
func visible(guards []guard, assign map[int]bool) bool {
	for _, g := range guards {
		if assign[g.cond] != g.yes {
			return false
		}
	}
	return true
}
