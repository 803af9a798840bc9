// Package rank ranks the figures of a lesson's model that a number typed
// in its prose may stand for, by the words around the number: the check
// (package check) reads the words, rank weighs them against each
// figure's description, the parts of its name and its unit, and says
// whether one figure is singled out — which the check's hint names and
// check -fix writes.
package rank

import (
	"math"
	"slices"
	"strings"

	"coursesite/model"
)

// Hints by meaning. Several figures of a model are often equal at the
// lesson's parameters (42 requests dropped and 42 failed reads; two
// branches and two reads), and apart as soon as a reader moves a control.
// So a hint ranks the figures equal in value to a typed number by the
// words around it (check/context.go reads them: its sentence, nearest first, the word it
// counts most; then the paragraph, the heading, the names actions near it
// write) against each figure's description, the parts of its name and its
// unit, compared by stem (okuma, okuması, okumasının). A word that few
// figures have says more than one most have (its inverse document
// frequency over the page's figures, and over the candidates). A figure
// whose name holds one of several alternatives (kuyrukBos|kuyrukDolu,
// esit|oransal: names that differ in that part only) loses when
// the words name another alternative that is a candidate too; one with a
// segment of its name no word names loses a little. Package check's doc
// lists the rules.
//
// A figure is singled out when it is ahead of the next by the margin;
// otherwise the hint says which figures the words do not tell apart, and
// check -fix binds nothing.

// rankMargin is how far ahead of the next candidate the first must be to
// be singled out: about one telling word a few words away.
const rankMargin = 0.3

// relativeMargin is the margin's least share of the first figure's score.
const relativeMargin = 0.1

// The weights the ranking gives a figure itself.
const (
	weightRounded   = 0.5  // taken from a figure that only rounds to the number typed
	relativeUnnamed = 0.15 // or this share of what the words said for the figure, if more
	weightUnnamed   = 0.5  // taken for each segment of a figure's name that no word around the number names
)

// A Word is a word around a number, folded (see fold), with its
// weight. own is false for a word that belongs to another number (it
// stands nearer that one, or is the name of what an action writes) or
// to another sentence: such a word adds to a figure, but does not count
// against one.
type Word struct {
	W      string
	Weight float64
	Own    bool
	From   string // the figure an action near the number writes, whose name the word is part of
	Head   bool   // the word the number counts or measures: 42 kez, 180 milisaniyelik payın
}

// A Meaning ranks a page's figures by the words around a number. It is
// made for one page and is not safe for concurrent use.
type Meaning struct {
	n     int                   // figures on the page
	words map[string][]string   // a figure's folded words: description, name parts, unit
	segs  map[string][][]string // a figure's name, per dotted segment, its parts
	// alts are, per segment of a figure's name, the other values that
	// segment takes in names otherwise the same (kuyrukBos for
	// kuyrukDolu), as their parts; altNames as written.
	alts     map[string][][][]string
	altNames map[string][][]string
	df       map[string]int  // context word → figures with a word of its stem
	matches  map[string]bool // turkce.SameStem of two words, joined by a NUL
	// Vary computes the page's figures at other settings (see
	// explore.Ends), when first asked; nil for none. variants holds
	// them.
	Vary     func() []*model.Figures
	variants []*model.Figures
	all      [][]string // every figure's words, for df
}

// New reads the figures' descriptions, names and units.
func New(figs []model.Figure) *Meaning {
	m := &Meaning{n: len(figs), words: map[string][]string{}, segs: map[string][][]string{}, alts: map[string][][][]string{}, df: map[string]int{}, matches: map[string]bool{}, altNames: map[string][][]string{}}
	groups := map[string][]string{} // a name with one segment starred → the values of that segment
	for _, f := range figs {
		var ws []string
		ws = append(ws, TextWords(f.Desc)...)
		segs := strings.Split(f.Name, ".")
		var parts [][]string
		for _, s := range segs {
			p := NameParts(s)
			parts = append(parts, p)
			for _, w := range p {
				ws = append(ws, namePart+w)
			}
		}
		ws = append(ws, UnitTerms(f.Unit)...)
		slices.Sort(ws)
		ws = slices.Compact(ws)
		m.words[f.Name] = ws
		m.all = append(m.all, ws)
		m.segs[f.Name] = parts
		for i := range segs {
			k := starred(segs, i)
			if !slices.Contains(groups[k], segs[i]) {
				groups[k] = append(groups[k], segs[i])
			}
		}
	}
	for _, f := range figs {
		segs := strings.Split(f.Name, ".")
		alts := make([][][]string, len(segs))
		altNames := make([][]string, len(segs))
		for i := range segs {
			if len(segs) < 2 {
				break // the model's top-level names share nothing but that
			}
			for _, v := range groups[starred(segs, i)] {
				if v != segs[i] {
					if p := NameParts(v); len(p) > 0 {
						alts[i] = append(alts[i], p)
						altNames[i] = append(altNames[i], v)
					}
				}
			}
		}
		m.alts[f.Name] = alts
		m.altNames[f.Name] = altNames
	}
	return m
}

// starred is the dotted name segs with segment i replaced by a star.
func starred(segs []string, i int) string {
	c := slices.Clone(segs)
	c[i] = "*"
	return strings.Join(c, ".")
}

// idf is how much a word of the context tells: ln(N/df), where df is the
// number of the page's figures with a word of its stem; 0 when every
// figure or none has one.
func (m *Meaning) idf(w string) float64 {
	df, ok := m.df[w]
	if !ok {
		for _, ws := range m.all {
			if slices.ContainsFunc(ws, func(x string) bool { return m.match(w, x) }) {
				df++
			}
		}
		m.df[w] = df
	}
	if df == 0 {
		return 0
	}
	return math.Log(float64(m.n) / float64(df))
}

// A Ranked is a candidate figure and its score by the words around
// the number.
type Ranked struct {
	model.Figure
	Score float64
	Order int  // in matching's order: the model's, those the site writes as typed first
	Same  bool // one quantity with the ranking's first (see Same)
}

// A Ranking is the figures equal in value to a typed number, the likeliest
// first.
type Ranking []Ranked

// Rank orders cands (figures equal in value to digits, in matching's
// order) by the context: by score, then as given. A figure that only
// rounds to the digits (a typed 2 for 2.01) is a little less likely than
// one the site writes so.
func (m *Meaning) Rank(cands []model.Figure, ctx []Word, digits string) Ranking {
	r := make(Ranking, len(cands))
	local := m.localIDF(cands, ctx)
	isCand := map[string]bool{}
	for _, f := range cands {
		isCand[f.Name] = true
	}
	// The word the number counts: a candidate it does not name, where it
	// names another, loses what it would have gained.
	heads := map[string]bool{}
	for _, c := range ctx {
		if !c.Head {
			continue
		}
		for _, f := range cands {
			if m.hasWord(f, c.W) {
				heads[c.W] = true
			}
		}
	}
	for i, f := range cands {
		r[i] = Ranked{Figure: f, Score: m.score(f, ctx, local, isCand), Order: i}
		if AutoDigits(f) != digits {
			r[i].Score -= weightRounded
		}
		for _, c := range ctx {
			if c.Head && heads[c.W] && !m.hasWord(f, c.W) {
				r[i].Score -= c.Weight * (m.idf(c.W) + local[c.W])
			}
		}
	}
	slices.SortStableFunc(r, func(a, b Ranked) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return 0
	})
	m.markSame(r)
	return r
}

// markSame notes which figures of the ranking's head are one quantity
// with its first.
func (m *Meaning) markSame(r Ranking) {
	for i := range r {
		r[i].Same = i == 0
	}
	for i := 1; i < r.Tied(); i++ {
		r[i].Same = m.Same(r[0].Figure, r[i].Figure)
	}
}

// score is how well figure f's words fit the context: each context word
// of f's stems adds its weight times what it tells; an alternative of a
// part of f's name that the context names, where it does not name f's
// own, takes away as much; and each segment of f's name that no word
// names takes away a little (a figure of the sweep, tarama.…, is seldom meant
// where nothing says tarama).
func (m *Meaning) score(f model.Figure, ctx []Word, local map[string]float64, isCand map[string]bool) float64 {
	s := 0.0
	for _, c := range ctx {
		if c.From == f.Name {
			continue // the figure is written beside it already: no word for it being this one
		}
		if m.hasWord(f, c.W) {
			s += c.Weight * (m.idf(c.W) + local[c.W])
		}
	}
	unnamed := max(weightUnnamed, relativeUnnamed*s) // as much as what the words said for it tells
	for i, own := range m.segs[f.Name] {
		self := math.Inf(1) // every part of it named: kuyrukDolu by kuyruk and dolu
		named, long := false, false
		for _, p := range own {
			w := m.mentioned(namePart+p, ctx, false)
			self = min(self, w)
			named = named || w > 0
			long = long || len(p) >= 3
		}
		if len(own) == 0 {
			self = 0
		}
		if !named && long {
			s -= unnamed
		}
		worst := 0.0
		segs := strings.Split(f.Name, ".")
		for k, alt := range m.alts[f.Name][i] {
			// Only an alternative that is a candidate too: a sentence may
			// name the other regime for another number.
			if other := slices.Clone(segs); true {
				other[i] = m.altNames[f.Name][i][k]
				if !isCand[strings.Join(other, ".")] {
					continue
				}
			}
			all, tells := math.Inf(1), 0.0
			for _, p := range alt {
				all = min(all, m.mentioned(namePart+p, ctx, true))
				tells = max(tells, m.idf(p))
			}
			worst = max(worst, (all-self)*tells)
		}
		s -= worst
	}
	return s
}

// hasWord reports whether figure f has a word of w's stem.
func (m *Meaning) hasWord(f model.Figure, w string) bool {
	return slices.ContainsFunc(m.words[f.Name], func(x string) bool { return m.match(w, x) })
}

// localIDF is how much each context word tells among the candidates
// themselves: ln((k+1)/(df+0.5)) for a word df of the k candidates have.
// A word every figure of the model has but only some candidates (tarife,
// in the regime's name and as a step) still tells them apart.
func (m *Meaning) localIDF(cands []model.Figure, ctx []Word) map[string]float64 {
	out := map[string]float64{}
	for _, c := range ctx {
		if _, ok := out[c.W]; ok {
			continue
		}
		df := 0
		for _, f := range cands {
			if slices.ContainsFunc(m.words[f.Name], func(x string) bool { return m.match(c.W, x) }) {
				df++
			}
		}
		if df > 0 {
			out[c.W] = math.Log(float64(len(cands)+1) / (float64(df) + 0.5))
		}
	}
	return out
}

// mentioned is the weight of the heaviest context word of word's stem, 0
// if none is; own only counts the number's own words.
func (m *Meaning) mentioned(word string, ctx []Word, own bool) float64 {
	w := 0.0
	for _, c := range ctx {
		if (c.Own || !own) && m.match(c.W, word) {
			w = max(w, c.Weight)
		}
	}
	return w
}

// Singled reports whether the ranking singles one figure out: the only
// one, or ahead of the next by the margin, and named by some word. A
// figure that is one quantity with the next for every reader's setting
// (see Same) is not Singled out by that: the lesson's parameter file
// may set them apart.
func (r Ranking) Singled() bool {
	return len(r) > 0 && r[0].Score > 0 && r.Tied() == 1
}

// Alike reports whether the figures the context does not tell apart from
// the first are one quantity with it for every reader's setting.
func (r Ranking) Alike() bool {
	k := r.Tied()
	for _, c := range r[1:k] {
		if !c.Same {
			return false
		}
	}
	return k > 1
}

// Tied returns how many figures at the head of the ranking the context
// does not tell apart from the first (1 when it is singled out, or alone;
// all but those demoted when no word names the first).
func (r Ranking) Tied() int {
	if len(r) == 0 {
		return 0
	}
	if r[0].Score <= 0 { // no word names any of them
		k := 0
		for k < len(r) && !math.IsInf(r[k].Score, -1) {
			k++
		}
		return max(k, 1)
	}
	k := 1
	for k < len(r) && r[0].Score-r[k].Score < r.Margin() {
		k++
	}
	return k
}

// Untold returns the ranking as one that no word tells apart: every
// figure but those demoted scores 0, in matching's order.
func (r Ranking) Untold() Ranking {
	out := slices.Clone(r)
	for i := range out {
		if !math.IsInf(out[i].Score, -1) {
			out[i].Score = 0
		}
	}
	slices.SortStableFunc(out, func(a, b Ranked) int {
		if math.IsInf(a.Score, -1) != math.IsInf(b.Score, -1) {
			if math.IsInf(a.Score, -1) {
				return 1
			}
			return -1
		}
		return a.Order - b.Order
	})
	return out
}

// Margin is how far ahead of the next the first figure must be to be
// singled out: rankMargin, or a tenth of its score, whichever is more —
// among many words that fit two figures alike, one more for one of them
// tells little.
func (r Ranking) Margin() float64 {
	return max(rankMargin, relativeMargin*r[0].Score)
}

// Demote moves the figures named in names to the end: they are another
// number's (the whole of which this number is a part).
func (r Ranking) Demote(names ...string) Ranking {
	var keep, last Ranking
	for _, c := range r {
		if slices.Contains(names, c.Name) {
			c.Score = math.Inf(-1)
			last = append(last, c)
		} else {
			keep = append(keep, c)
		}
	}
	return append(keep, last...)
}
