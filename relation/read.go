package relation

import (
	"cmp"
	"slices"
	"strings"

	"coursesite/model"
	"coursesite/prose"
)

// DefaultTolerance is how far apart two figures may be, as a share of the
// larger, and still read as neredeyse aynı (nearly the same): ten percent,
// unless a lesson's front matter says otherwise (tolerans).
const DefaultTolerance = 0.1

// Options say how a lesson's relations are read.
type Options struct {
	// Tolerance is near-equality's (see DefaultTolerance); 0 is the
	// default.
	Tolerance float64
}

// A Relation is what one construction read in a sentence: a claim the
// sentence makes, which the build adds to the page as if its author had
// stated it (unless the author did).
type Relation struct {
	Name     string // the construction, in English: "a fall"
	At, End  int    // where its words start (it is reported there) and end (the page's mark goes there)
	Sentence int    // where its sentence starts
	Words    string // the words it read, each number as … and its suffix
	Rel      string // the relation, in the claim language
	// Expr is the relation as the page checks it: true wherever the
	// conditions it was read under hide its words, so that a reader's
	// settings that hide them mark nothing (and an iddia written after
	// its paragraph says the same).
	Expr    string
	Figures []string
	// Accepted is the reason a kabul after its sentence gives for letting
	// some readers' settings mark it; "" for none.
	Accepted string
	// Covered says that an iddia of its paragraph states it already: it
	// reads every figure the relation reads, and the author's claim wins.
	Covered bool
	// BlockEnd is where its paragraph's last line ends, and Indent what a
	// line after it starts with to stay in it.
	BlockEnd int
	Indent   string
	guards   []guardExpr
}

// A Hint is a sentence shaped like a relation that the reader cannot
// read: the words it saw, and the claim it would need.
type Hint struct {
	At    int
	Name  string // the construction it is shaped like
	Words string
	Need  string // the iddia's expression, … for what it cannot tell
	Why   string
}

// A Reading is what the reader read in a page.
type Reading struct {
	Relations []Relation
	Hints     []Hint
	// Stray are the places of the kabul actions that accept no relation:
	// none is read in the sentence before them.
	Stray []int
	// Paragraphs counts the paragraphs that show two figures or more,
	// and Read those of them a relation was read from.
	Paragraphs, Read int
}

// Read reads the relations the prose of a page states: src is the page's
// source, actions its actions as the build parsed them, figs its lesson's
// figures at its own settings (for their units and precisions).
func Read(src []byte, actions []prose.Action, figs *model.Figures, opt Options) *Reading {
	tol := opt.Tolerance
	if tol <= 0 {
		tol = DefaultTolerance
	}
	p := readPage(src, actions, figs)
	rd := &Reading{}
	sents := p.sentences()
	readIn := map[int]bool{} // sentence → a relation was read there
	for si, s := range sents {
		var prev []unit
		if si > 0 && sents[si-1].block == s.block {
			prev = p.units[sents[si-1].from:sents[si-1].to]
		}
		var found []Relation
		why := ""
		quiet := map[int]bool{} // rows whose words stand but state nothing: no hint of them
		var may []*row          // the rows every word of which stands in the sentence
		for ri := range rows {
			if possible(p.units[s.from:s.to], rows[ri].elems) {
				may = append(may, &rows[ri])
			}
		}
		for _, pt := range p.paths(s) {
			if len(may) == 0 {
				break
			}
			us := withPronouns(pt.units, prev)
			var taken []match
			for _, r := range may {
				for _, m := range matchAll(r, us, r.elems) {
					if takes(taken, m) {
						continue
					}
					taken = append(taken, m)
					rel, ok, reason := p.relation(m, us, prev, pt, s, figs, tol)
					if !ok {
						why = cmp.Or(why, reason)
						quiet[r.index] = quiet[r.index] || reason == ""
						continue
					}
					found = append(found, rel)
				}
			}
		}
		found = merge(found)
		for i := range found {
			p.finish(&found[i], s)
		}
		if len(found) > 0 {
			readIn[si] = true
		}
		rd.Relations = append(rd.Relations, found...)
		if len(found) == 0 && !p.namedByClaim(s) {
			if h, ok := p.hint(s, prev, figs, tol, why, quiet); ok {
				rd.Hints = append(rd.Hints, h)
			}
		}
	}
	p.accept(rd, sents)
	p.count(rd, sents, readIn)
	return rd
}

// finish places a relation read in sentence s: its paragraph's end, its
// expression for the page (its conditions in it), whether an iddia of
// its paragraph covers it.
func (p *page) finish(r *Relation, s sentence) {
	r.Sentence = p.units[s.from].start
	r.BlockEnd, r.Indent = p.layout.ends[s.block], p.layout.indent[s.block]
	r.Expr = guarded(r.Rel, r.guards)
	for _, c := range p.claims {
		if c.block != s.block {
			continue
		}
		all := len(r.Figures) > 0
		for _, f := range r.Figures {
			all = all && slices.Contains(c.names, f)
		}
		if all {
			r.Covered = true
		}
	}
}

// namedByClaim reports whether an iddia of the sentence's paragraph reads
// one of the figures the sentence shows: its author has stated what it
// claims.
func (p *page) namedByClaim(s sentence) bool {
	for _, c := range p.claims {
		if c.block != s.block {
			continue
		}
		for _, u := range p.units[s.from:s.to] {
			if u.kind == figureUnit && slices.Contains(c.names, u.fig) {
				return true
			}
		}
	}
	return false
}

// accept gives each kabul standing alone to the relations of the
// sentence before it (or that it stands in), in its paragraph.
func (p *page) accept(rd *Reading, sents []sentence) {
	for _, k := range p.kabuls {
		start := -1
		for _, s := range sents {
			if at := p.units[s.from].start; s.block == k.block && at < k.at {
				start = at
			}
		}
		used := false
		for i := range rd.Relations {
			if r := &rd.Relations[i]; r.Sentence == start && !r.Covered {
				r.Accepted, used = k.reason, true
			}
		}
		if !used {
			rd.Stray = append(rd.Stray, k.at)
		}
	}
}

// count counts the paragraphs that show two figures or more, and those of
// them a relation was read from (or stated by an iddia).
func (p *page) count(rd *Reading, sents []sentence, readIn map[int]bool) {
	figsIn := map[int][]string{}
	read := map[int]bool{}
	for si, s := range sents {
		for _, u := range p.units[s.from:s.to] {
			if u.kind == figureUnit && !slices.Contains(figsIn[s.block], u.fig) {
				figsIn[s.block] = append(figsIn[s.block], u.fig)
			}
		}
		read[s.block] = read[s.block] || readIn[si]
	}
	for b, figs := range figsIn {
		if len(figs) >= 2 {
			rd.Paragraphs++
			if read[b] {
				rd.Read++
			}
		}
	}
}

// words writes the units us[from:to+1] as a claim's text reads them, with
// up to two words before them in their clause: each number as …, its
// suffix as the page writes it at the lesson's settings.
func words(us []unit, from, to int, figs *model.Figures) string {
	for k := 0; k < 2 && from > 0 && us[from].brk == breakNone && us[from-1].kind == wordUnit; k++ {
		from--
	}
	var b strings.Builder
	for k := from; k <= to && k < len(us); k++ {
		u := us[k]
		if k > from {
			switch u.brk {
			case breakComma:
				b.WriteByte(',')
			case breakColon:
				b.WriteByte(':')
			case breakStrong:
				b.WriteByte(';')
			}
			b.WriteByte(' ')
		}
		if u.kind == figureUnit && !u.pronoun {
			b.WriteString("…" + suffixText(u, figs))
		} else {
			b.WriteString(u.text)
		}
	}
	return b.String()
}
