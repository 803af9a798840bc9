package check

import (
	"slices"
	"strings"

	"coursesite/model"
	"coursesite/rank"
	"coursesite/turkce"
)

// The weights of the words around a number.
const (
	weightNext      = 1.5  // the word right after the number: what it counts (42 kez, iki okuma)
	weightAction    = 0.7  // a part of the name of a figure an action near it writes
	weightBound     = 0.35 // a part of the name of a figure singled out for a typed number near it
	weightOther     = 0.5  // a word nearer another number of the sentence: likelier that one's
	crossClause     = 0.75 // past a comma, a dash
	crossStrong     = 0.5  // past a semicolon or a colon
	weightSentence  = 0.3  // a word of the sentence before (halved for each further one)
	weightLater     = 0.15 // a word of the sentence after
	weightHeading   = 0.15 // a word of the section's heading
	weightNear      = 0.4  // a word of a metinler.txt word's key, of a table cell's row or column header
	weightOwnSuffix = 1.5  // a unit or % written against the digits (200ms, %8)
	sentencesBefore = 2    // how many sentences before the number's are read
)

// distWeight is the weight of the d-th word from the number in its
// sentence (1 for the nearest).
func distWeight(d int) float64 { return 1 / (1 + 0.25*float64(d-1)) }

// A rankedTyped is a number typed in a text, with the figures equal to
// each of its parts ranked by the words around it.
type rankedTyped struct {
	turkce.Number
	ranks []rank.Ranking // one per part; nil for a name or an order of magnitude
	// whole is set for the whole of a part after it (48 isteğin 48’i,
	// 48’de 2): the words around it are mostly its part's, so no ranking
	// singles out its figure for check -fix.
	whole bool
}

// singled reports whether every part's ranking singles out its figure.
func (r rankedTyped) singled() bool {
	if len(r.ranks) == 0 || r.whole {
		return false
	}
	for _, rk := range r.ranks {
		if !rk.Singled() {
			return false
		}
	}
	return true
}

// A textContext reads the words around the numbers of one text.
type textContext struct {
	t     *text
	toks  []turkce.Token
	nums  []turkce.Number
	owner []int       // for each token, the typed number it is part of, or -1
	names [][]string  // for each token, the figures the actions it stands for write
	extra []rank.Word // words of the text's surroundings: the section's heading, a word's key
	topic []bool      // for each token, that no number stands before it in its sentence
	near  []int       // for each word token, the number it stands nearest (see nearestNumber)
	// partOf maps a number that is a whole to the number that is its part
	// (see findPartitives), each named by numberID.
	partOf map[int]int
}

// newTextContext reads text t's tokens and typed numbers (r, t read),
// and what the actions in it write (from pt, the template t was read
// from; nil for none). extra are further words for every number of the
// text.
func newTextContext(t *text, r turkce.Reading, pt *pageTemplate, extra []rank.Word) *textContext {
	c := &textContext{t: t, toks: r.Tokens, nums: r.Numbers, extra: extra}
	c.owner = make([]int, len(c.toks))
	c.names = make([][]string, len(c.toks))
	for k := range c.owner {
		c.owner[k] = -1
	}
	for i, n := range c.nums {
		for k := n.TokenStart; k < n.TokenEnd; k++ {
			c.owner[k] = i
		}
	}
	if pt != nil {
		for k, tok := range c.toks {
			if tok.Kind != turkce.TokenPlaceholder {
				continue
			}
			from, to := t.offset(tok.Start), t.endOffset(tok.End)
			for _, a := range pt.actions {
				if a.start < to && a.end > from {
					c.names[k] = append(c.names[k], a.names...)
				}
			}
		}
	}
	c.topic = make([]bool, len(c.toks))
	c.near = make([]int, len(c.toks))
	seen := false
	for k := range c.toks {
		if c.gap(k) == gapSentence {
			seen = false
		}
		seen = seen || c.isNumber(k)
		c.topic[k] = !seen
		c.near[k] = -1
		if c.toks[k].Kind == turkce.TokenWord && !c.isNumber(k) {
			c.near[k] = c.nearestNumber(k)
		}
	}
	c.findPartitives()
	return c
}

// span returns the tokens [a, b) of typed number i.
func (c *textContext) span(i int) (a, b int) {
	return c.nums[i].TokenStart, c.nums[i].TokenEnd
}

// around returns the words around tokens [a, b), the number self (a
// typed number's index, or -2-k for the action at token k): its
// sentence's words by distance, the word after it weighed most, those
// nearer another number less (but for the sentence's topic, the words
// before its first number, which are every number's; an aside in
// brackets adds its words, and the words past it stand as near as if it
// were not there); then the sentences before and after it and
// the text's extra words. bound are the figures singled out for the
// text's typed numbers so far, whose names count as an action's would.
func (c *textContext) around(a, b, self int, bound [][]string) []rank.Word {
	var out []rank.Word
	at := map[int]int{} // a word token's index in out, for the words of its sentence
	add := func(w string, weight float64, own bool) {
		if w != "" && !rank.IsStopWord(w) && weight > 0 {
			out = append(out, rank.Word{W: w, Weight: weight, Own: own})
		}
	}
	names := func(k int) []string {
		if i := c.owner[k]; i >= 0 && i < len(bound) {
			return bound[i]
		}
		return c.names[k]
	}
	for _, dir := range []int{1, -1} {
		f, d, sentences := 1.0, 0, 0
		measured := false                   // the word before was a unit in -lIk
		aside, asideD, asideF := -1, 0, 0.0 // where an aside in brackets ends, and the walk's state before it
		prev := self
		k := b
		if dir < 0 {
			k = a - 1
		}
		for ; k >= 0 && k < len(c.toks); k += dir {
			g := c.gap(k)
			if dir < 0 {
				g = c.gap(k + 1)
			}
			if sentences == 0 && aside < 0 {
				if j := c.skipAside(k, dir); j != k {
					// An aside: its words are read as they stand, but the
					// sentence goes on after it as if it were not there.
					aside, asideD, asideF = j, d, f
				}
			}
			if k == aside {
				aside, d, f = -1, asideD, asideF
				g = max(g, gapClause)
			}
			switch g {
			case gapSentence:
				sentences++
			case gapStrong:
				f *= crossStrong
			case gapClause:
				f *= crossClause
			}
			if dir > 0 && sentences > 1 || dir < 0 && sentences > sentencesBefore {
				break
			}
			// weight is a word's weight at distance d here.
			weight := func(base float64) float64 {
				switch {
				case sentences == 0:
					return base * f * distWeight(d)
				case dir > 0:
					return weightLater
				}
				return weightSentence / float64(int(1)<<(sentences-1))
			}
			tok := c.toks[k]
			switch {
			case c.owner[k] >= 0 && c.owner[k] == prev:
			case c.isNumber(k):
				prev = c.numberID(k)
				d++
				// The family of what it writes, not its last part: what it
				// counts is that number's, not this one's.
				w := weightAction
				if c.owner[k] >= 0 {
					w = weightBound // a guess of this reading, not the author's word
				}
				for _, n := range names(k) {
					segs := strings.Split(strings.TrimPrefix(n, "."), ".")
					if len(segs) > 1 {
						segs = segs[:len(segs)-1]
					}
					var parts []string
					for _, s := range segs {
						parts = append(parts, rank.NameParts(s)...)
					}
					slices.Sort(parts)
					for _, p := range slices.Compact(parts) {
						if p != "" && !rank.IsStopWord(p) && weight(w) > 0 {
							out = append(out, rank.Word{W: p, Weight: weight(w), From: n})
						}
					}
				}
			case tok.Kind == turkce.TokenWord:
				if part, ok := c.partOf[self]; ok && c.near[k] == part && sentences == 0 {
					continue // the part's words: what the part is, not the whole
				}
				d++
				base, own := 1.0, sentences == 0
				if dir > 0 && f == 1 && sentences == 0 && (d == 1 || d == 2 && measured) {
					base = weightNext
				}
				// 180 milisaniyelik payla: a unit in -lIk after the
				// number makes the word after it what the number measures.
				measured = dir > 0 && d == 1 && isMeasure(turkce.Fold(tok.Text))
				if own && c.near[k] != self && !c.topic[k] {
					base, own = weightOther, false
				}
				if sentences == 0 {
					at[k] = len(out)
				}
				if base == weightNext && own && !isMeasure(turkce.Fold(tok.Text)) {
					if w := turkce.Fold(tok.Text); !rank.IsStopWord(w) {
						out = append(out, rank.Word{W: w, Weight: weight(base), Own: true, Head: true})
					}
					continue
				}
				add(turkce.Fold(tok.Text), weight(base), own)
			}
		}
	}
	c.coordinate(out, at)
	for _, e := range c.extra {
		out = append(out, e)
	}
	return out
}

// isMeasure reports a folded word that is a unit made an adjective by
// -lIk: milisaniyelik, baytlık, dakikalık.
func isMeasure(w string) bool {
	for _, u := range []string{"milisaniye", "saniye", "dakika", "saat", "bayt", "kibibayt"} {
		if strings.HasPrefix(w, u) && (strings.HasSuffix(w, "lik") || strings.HasSuffix(w, "luk")) {
			return true
		}
	}
	return false
}

// coordinate gives words joined by ve, ile, veya or ya da (Eşit ve
// ağırlıklı dağıtım) the weight of the heavier: the sentence names them
// alike, whichever stands nearer the number.
func (c *textContext) coordinate(out []rank.Word, at map[int]int) {
	for k, i := range at {
		for _, n := range []int{2, 3} {
			j, ok := at[k+n]
			if !ok || !c.joins(k+1, k+n) {
				continue
			}
			w := max(out[i].Weight, out[j].Weight)
			out[i].Weight, out[j].Weight = w, w
			out[i].Own = out[i].Own || out[j].Own
			out[j].Own = out[i].Own
		}
	}
}

// joins reports whether tokens [from, to) are a conjunction that joins
// two words alike: ve, ile, veya, ya da.
func (c *textContext) joins(from, to int) bool {
	var ws []string
	for k := from; k < to; k++ {
		if k >= len(c.toks) || c.toks[k].Kind != turkce.TokenWord || !c.toks[k].Spaced {
			return false
		}
		ws = append(ws, turkce.Lower(c.toks[k].Text))
	}
	switch strings.Join(ws, " ") {
	case "ve", "ile", "veya", "ya da":
		return true
	}
	return false
}

// ownWords are the words a typed number carries itself: % before digits
// is yüzde, a unit written against them (200ms) what they count.
func ownWords(p turkce.Part) []rank.Word {
	var out []rank.Word
	if p.Prefix == "%" {
		out = append(out, rank.Word{W: "yuzde", Weight: weightOwnSuffix, Own: true})
	}
	if t := strings.Trim(p.Tail, "×"); t != "" {
		for _, w := range rank.UnitTerms(t) {
			out = append(out, rank.Word{W: w, Weight: weightOwnSuffix, Own: true})
		}
	}
	return out
}

// rankText ranks the figures equal to each number typed in a text (r, t
// read) by the words around it; see meaning.
// extra are words of the text's surroundings (its section's heading);
// a number within given, a given phrase, is ranked by nothing and names
// no figure to the others.
func rankText(m *rank.Meaning, t *text, r turkce.Reading, pt *pageTemplate, figs []model.Figure, extra []rank.Word, given []span) []rankedTyped {
	c := newTextContext(t, r, pt, extra)
	tns := r.Numbers
	out := make([]rankedTyped, len(tns))
	isGiven := make([]bool, len(tns))
	for i, tn := range tns {
		isGiven[i] = covered(span{tn.Start, tn.End}, given)
	}
	// Twice: the second time, the figures the first singled out for the
	// typed numbers count as the names of actions there (and a fraction's
	// parts name each other), as they will once check -fix binds them.
	var bound [][]string
	for pass := 0; pass < 2; pass++ {
		for i, tn := range tns {
			out[i] = rankedTyped{Number: tn}
			if tn.Name || tn.Magnitude != "" || isGiven[i] {
				continue // a given is no figure's
			}
			a, b := c.span(i)
			ctx := c.around(a, b, i, bound)
			var parts []rank.Word
			if pass > 0 && len(tn.Parts) == 2 {
				for _, n := range bound[i] {
					for _, s := range strings.Split(n, ".") {
						for _, p := range rank.NameParts(s) {
							parts = append(parts, rank.Word{W: p, Weight: weightAction})
						}
					}
				}
			}
			for _, p := range tn.Parts {
				pctx := append(append(ownWords(p), ctx...), parts...)
				cands := rank.Matching(p.Digits, p.Decimals, figs)
				if len(tn.Parts) == 2 {
					// A fraction's numbers are whole counts (on yedide
					// bir): no figure that only rounds to one.
					cands = slices.DeleteFunc(cands, func(f model.Figure) bool { return rank.AutoDigits(f) != p.Digits })
				}
				out[i].ranks = append(out[i].ranks, m.Rank(cands, pctx, p.Digits))
			}
		}
		c.partitives(out)
		bound = make([][]string, len(tns))
		for i, rt := range out {
			for _, rk := range rt.ranks {
				if rk.Singled() && !rt.whole {
					bound[i] = append(bound[i], rk[0].Name)
				}
			}
		}
	}
	return out
}

// findPartitives finds the parts of wholes among the text's numbers: in
// “48 isteğin 48’ini” the first number is the whole and the second a part
// of it — a number, a word in the genitive, a number with a possessive —
// and in “48’de 2”. Either may be an action's.
func (c *textContext) findPartitives() {
	tns := c.nums
	c.partOf = map[int]int{}
	for k := 2; k < len(c.toks); k++ {
		w, whole := k-1, k-2
		if !c.isNumber(k) || !c.isNumber(whole) || c.isNumber(w) || c.toks[w].Kind != turkce.TokenWord ||
			!c.toks[w].Spaced || !c.toks[k].Spaced || !turkce.IsGenitive(turkce.Fold(c.toks[w].Text), 4) {
			continue
		}
		// A typed part starts with its number and carries a possessive.
		if j := c.owner[k]; j >= 0 {
			if a, _ := c.span(j); a != k || len(tns[j].Parts) != 1 || !strings.HasPrefix(tns[j].Parts[0].Suffix, "(s)I") {
				continue
			}
		}
		// A typed whole ends just before the genitive.
		if i := c.owner[whole]; i >= 0 {
			if _, b := c.span(i); b != w {
				continue
			}
		}
		c.partOf[c.numberID(whole)] = c.numberID(k)
	}
	// “48’de 2”: a number in the locative, then a number, is a share of
	// a whole (in words it is a fraction, on altıda bir).
	for k := 1; k < len(c.toks); k++ {
		i := c.owner[k-1]
		if i < 0 || c.owner[k] == i || !c.isNumber(k) || !c.toks[k].Spaced || c.gap(k) != gapSpace ||
			len(tns[i].Parts) != 1 || tns[i].Parts[0].Suffix != "DA" {
			continue
		}
		if _, b := c.span(i); b == k {
			c.partOf[i] = c.numberID(k)
		}
	}
}

// partitives applies what a part of a whole says: the two are not the
// same figure, however equal they are today. A figure an action writes as
// the whole ({{ yazi "n" }} isteğin kırk sekizini) is not the part's, nor
// the part's the whole's; of two typed numbers that rank the same figure
// first, the whole gives it up (the part's own words, its verb, say what
// it is; the whole is a total).
func (c *textContext) partitives(rt []rankedTyped) {
	for whole, part := range c.partOf {
		switch {
		case whole >= 0 && part >= 0:
			rt[whole].whole = true
			if len(rt[whole].ranks) != 1 || len(rt[part].ranks) != 1 {
				continue
			}
			w, p := rt[whole].ranks[0], rt[part].ranks[0]
			if len(w) > 0 && len(p) > 0 && w[0].Name == p[0].Name {
				rt[whole].ranks[0] = w.Demote(p[0].Name)
			}
		case part >= 0: // the whole an action's
			if len(rt[part].ranks) == 1 {
				rt[part].ranks[0] = rt[part].ranks[0].Demote(c.names[-2-whole]...)
			}
		case whole >= 0: // the part an action's
			rt[whole].whole = true
			if len(rt[whole].ranks) == 1 {
				rt[whole].ranks[0] = rt[whole].ranks[0].Demote(c.names[-2-part]...)
			}
		}
	}
}
