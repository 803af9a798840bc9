package check

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"coursesite/model"
	"coursesite/turkce"
)

// Hints by meaning. Several figures of a model are often equal at the
// lesson's parameters (42 requests dropped and 42 failed reads; two
// branches and two reads), and apart as soon as a reader moves a control.
// So a hint ranks the figures equal in value to a typed number by the
// words around it (context.go: its sentence, nearest first, the word it
// counts most; then the paragraph, the heading, the names actions near it
// write) against each figure's description, the parts of its name and its
// unit, compared by stem (okuma, okuması, okumasının). A word that few
// figures have says more than one most have (its inverse document
// frequency over the page's figures, and over the candidates). A figure
// whose name holds one of several alternatives (kuyrukBos|kuyrukDolu,
// esit|oransal: names that differ in that part only) loses when
// the words name another alternative that is a candidate too; one with a
// segment of its name no word names loses a little. The package doc lists
// the rules.
//
// A figure is singled out when it is ahead of the next by the margin;
// otherwise the hint says which figures the words do not tell apart, and
// check -fix binds nothing.

// rankMargin is how far ahead of the next candidate the first must be to
// be singled out: about one telling word a few words away.
const rankMargin = 0.3

// relativeMargin is the margin's least share of the first figure's score.
const relativeMargin = 0.1

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
	weightRounded   = 0.5  // taken from a figure that only rounds to the number typed
	relativeUnnamed = 0.15 // or this share of what the words said for the figure, if more
	weightUnnamed   = 0.5  // taken for each segment of a figure's name that no word around the number names
)

// distWeight is the weight of the d-th word from the number in its
// sentence (1 for the nearest).
func distWeight(d int) float64 { return 1 / (1 + 0.25*float64(d-1)) }

// A ctxWord is a word around a number, folded (see fold), with its
// weight. own is false for a word that belongs to another number (it
// stands nearer that one, or is the name of what an action writes) or
// to another sentence: such a word adds to a figure, but does not count
// against one.
type ctxWord struct {
	w      string
	weight float64
	own    bool
	from   string // the figure an action near the number writes, whose name the word is part of
	head   bool   // the word the number counts or measures: 42 kez, 180 milisaniyelik payın
}

// A meaning ranks a page's figures by the words around a number. It is
// made for one page and is not safe for concurrent use.
type meaning struct {
	n     int                   // figures on the page
	words map[string][]string   // a figure's folded words: description, name parts, unit
	segs  map[string][][]string // a figure's name, per dotted segment, its parts
	// alts are, per segment of a figure's name, the other values that
	// segment takes in names otherwise the same (kuyrukBos for
	// kuyrukDolu), as their parts; altNames as written.
	alts     map[string][][][]string
	altNames map[string][][]string
	df       map[string]int  // context word → figures with a word of its stem
	matches  map[string]bool // sameStem of two words, joined by a NUL
	// vary computes the page's figures at other settings (see
	// explore.Ends), when first asked; nil for none. variants holds
	// them.
	vary     func() []*model.Figures
	variants []*model.Figures
	all      [][]string // every figure's words, for df
}

// newMeaning reads the figures' descriptions, names and units.
func newMeaning(figs []model.Figure) *meaning {
	m := &meaning{n: len(figs), words: map[string][]string{}, segs: map[string][][]string{}, alts: map[string][][][]string{}, df: map[string]int{}, matches: map[string]bool{}, altNames: map[string][][]string{}}
	groups := map[string][]string{} // a name with one segment starred → the values of that segment
	for _, f := range figs {
		var ws []string
		ws = append(ws, textWords(f.Desc)...)
		segs := strings.Split(f.Name, ".")
		var parts [][]string
		for _, s := range segs {
			p := nameParts(s)
			parts = append(parts, p)
			for _, w := range p {
				ws = append(ws, namePart+w)
			}
		}
		ws = append(ws, unitTerms(f.Unit)...)
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
					if p := nameParts(v); len(p) > 0 {
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
func (m *meaning) idf(w string) float64 {
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

// A rankedFig is a candidate figure and its score by the words around
// the number.
type rankedFig struct {
	model.Figure
	score float64
	order int  // in matching's order: the model's, those the site writes as typed first
	same  bool // one quantity with the ranking's first (see variants.go)
}

// A ranking is the figures equal in value to a typed number, the likeliest
// first.
type ranking []rankedFig

// rank orders cands (figures equal in value to digits, in matching's
// order) by the context: by score, then as given. A figure that only
// rounds to the digits (a typed 2 for 2.01) is a little less likely than
// one the site writes so.
func (m *meaning) rank(cands []model.Figure, ctx []ctxWord, digits string) ranking {
	r := make(ranking, len(cands))
	local := m.localIDF(cands, ctx)
	isCand := map[string]bool{}
	for _, f := range cands {
		isCand[f.Name] = true
	}
	// The word the number counts: a candidate it does not name, where it
	// names another, loses what it would have gained.
	heads := map[string]bool{}
	for _, c := range ctx {
		if !c.head {
			continue
		}
		for _, f := range cands {
			if m.hasWord(f, c.w) {
				heads[c.w] = true
			}
		}
	}
	for i, f := range cands {
		r[i] = rankedFig{Figure: f, score: m.score(f, ctx, local, isCand), order: i}
		if autoDigits(f) != digits {
			r[i].score -= weightRounded
		}
		for _, c := range ctx {
			if c.head && heads[c.w] && !m.hasWord(f, c.w) {
				r[i].score -= c.weight * (m.idf(c.w) + local[c.w])
			}
		}
	}
	slices.SortStableFunc(r, func(a, b rankedFig) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	m.markSame(r)
	return r
}

// markSame notes which figures of the ranking's head are one quantity
// with its first.
func (m *meaning) markSame(r ranking) {
	for i := range r {
		r[i].same = i == 0
	}
	for i := 1; i < r.tied(); i++ {
		r[i].same = m.same(r[0].Figure, r[i].Figure)
	}
}

// score is how well figure f's words fit the context: each context word
// of f's stems adds its weight times what it tells; an alternative of a
// part of f's name that the context names, where it does not name f's
// own, takes away as much; and each segment of f's name that no word
// names takes away a little (a figure of the sweep, tarama.…, is seldom meant
// where nothing says tarama).
func (m *meaning) score(f model.Figure, ctx []ctxWord, local map[string]float64, isCand map[string]bool) float64 {
	s := 0.0
	for _, c := range ctx {
		if c.from == f.Name {
			continue // the figure is written beside it already: no word for it being this one
		}
		if m.hasWord(f, c.w) {
			s += c.weight * (m.idf(c.w) + local[c.w])
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
func (m *meaning) hasWord(f model.Figure, w string) bool {
	return slices.ContainsFunc(m.words[f.Name], func(x string) bool { return m.match(w, x) })
}

// localIDF is how much each context word tells among the candidates
// themselves: ln((k+1)/(df+0.5)) for a word df of the k candidates have.
// A word every figure of the model has but only some candidates (tarife,
// in the regime's name and as a step) still tells them apart.
func (m *meaning) localIDF(cands []model.Figure, ctx []ctxWord) map[string]float64 {
	out := map[string]float64{}
	for _, c := range ctx {
		if _, ok := out[c.w]; ok {
			continue
		}
		df := 0
		for _, f := range cands {
			if slices.ContainsFunc(m.words[f.Name], func(x string) bool { return m.match(c.w, x) }) {
				df++
			}
		}
		if df > 0 {
			out[c.w] = math.Log(float64(len(cands)+1) / (float64(df) + 0.5))
		}
	}
	return out
}

// mentioned is the weight of the heaviest context word of word's stem, 0
// if none is; own only counts the number's own words.
func (m *meaning) mentioned(word string, ctx []ctxWord, own bool) float64 {
	w := 0.0
	for _, c := range ctx {
		if (c.own || !own) && m.match(c.w, word) {
			w = max(w, c.weight)
		}
	}
	return w
}

// singled reports whether the ranking singles one figure out: the only
// one, or ahead of the next by the margin, and named by some word. A
// figure that is one quantity with the next for every reader's setting
// (variants.go) is not singled out by that: the lesson's parameter file
// may set them apart.
func (r ranking) singled() bool {
	return len(r) > 0 && r[0].score > 0 && r.tied() == 1
}

// alike reports whether the figures the context does not tell apart from
// the first are one quantity with it for every reader's setting.
func (r ranking) alike() bool {
	k := r.tied()
	for _, c := range r[1:k] {
		if !c.same {
			return false
		}
	}
	return k > 1
}

// tied returns how many figures at the head of the ranking the context
// does not tell apart from the first (1 when it is singled out, or alone;
// all but those demoted when no word names the first).
func (r ranking) tied() int {
	if len(r) == 0 {
		return 0
	}
	if r[0].score <= 0 { // no word names any of them
		k := 0
		for k < len(r) && !math.IsInf(r[k].score, -1) {
			k++
		}
		return max(k, 1)
	}
	k := 1
	for k < len(r) && r[0].score-r[k].score < r.margin() {
		k++
	}
	return k
}

// untold returns the ranking as one that no word tells apart: every
// figure but those demoted scores 0, in matching's order.
func (r ranking) untold() ranking {
	out := slices.Clone(r)
	for i := range out {
		if !math.IsInf(out[i].score, -1) {
			out[i].score = 0
		}
	}
	slices.SortStableFunc(out, func(a, b rankedFig) int {
		if math.IsInf(a.score, -1) != math.IsInf(b.score, -1) {
			if math.IsInf(a.score, -1) {
				return 1
			}
			return -1
		}
		return a.order - b.order
	})
	return out
}

// margin is how far ahead of the next the first figure must be to be
// singled out: rankMargin, or a tenth of its score, whichever is more —
// among many words that fit two figures alike, one more for one of them
// tells little.
func (r ranking) margin() float64 {
	return max(rankMargin, relativeMargin*r[0].score)
}

// demote moves the figures named in names to the end: they are another
// number's (the whole of which this number is a part).
func (r ranking) demote(names ...string) ranking {
	var keep, last ranking
	for _, c := range r {
		if slices.Contains(names, c.Name) {
			c.score = math.Inf(-1)
			last = append(last, c)
		} else {
			keep = append(keep, c)
		}
	}
	return append(keep, last...)
}

// namePart marks a figure's word that is a part of its name: an
// identifier, not a Turkish word, which matches a word of the prose by
// its beginning only, never by stem (yapi is not yapar).
const namePart = "\x01"

// match reports whether a word of the prose and a figure's word w share
// a stem (see sameStem), remembered.
func (m *meaning) match(a, w string) bool {
	k := a + "\x00" + w
	v, ok := m.matches[k]
	if !ok {
		part, isPart := strings.CutPrefix(w, namePart)
		v = sameStem(a, part, !isPart)
		m.matches[k] = v
	}
	return v
}

// sameStem reports whether two folded words share a stem: one starts the
// other (kol, kola; okuma, okuması), its last consonant maybe softened
// (eşik, eşiği; istek, isteği), or they agree in their first five letters
// (yavaş, yavaşken), or in all but the last of four or more (düşen,
// düşer), or, with stems, they are the same stem once their endings are
// taken off (düşen, düşürüyor; okur, okuma: see stem). Words of two letters match
// only themselves and short forms of themselves (iş, işi); a word with a
// digit (duyarlilik2) only itself.
func sameStem(a, b string, stems bool) bool {
	if a == b {
		return true
	}
	if strings.ContainsAny(a, "0123456789") || strings.ContainsAny(b, "0123456789") {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	n := len(a)
	if n < 2 {
		return false
	}
	cp := 0
	for cp < n && a[cp] == b[cp] {
		cp++
	}
	if n == 2 {
		return cp == 2 && len(b) <= 4
	}
	if cp == n-1 && n >= 3 && softens(a[n-1], b[n-1]) {
		cp = n
	}
	if cp == n || cp >= 5 || cp == 4 && n >= 5 && cp >= n-1 {
		return true
	}
	if !stems {
		return false
	}
	sa, sb := stem(a), stem(b)
	return len(sa) >= 3 && sa == sb
}

// softens reports a consonant that softens before a vowel, as folded
// letters: k → ğ (g), p → b, t → d, ç → c.
func softens(hard, soft byte) bool {
	switch hard {
	case 'k':
		return soft == 'g'
	case 'p':
		return soft == 'b'
	case 't':
		return soft == 'd'
	}
	return false
}

// endings are the folded endings stem takes off a word, longest first:
// of verbs (the continuous, the aorist, the participles, the causative
// and passive), of nouns (cases, the possessive) and of the verbal noun.
var endings = []string{
	"iyor", "uyor", "ecek", "acak", "arak", "erek", "mesi", "masi", "yor", "mis", "mus", "dik", "duk", "tik", "tuk",
	"nin", "nun", "den", "dan", "ten", "tan", "ken", "mek", "mak",
	"ir", "ur", "ar", "er", "en", "an", "ul", "il", "un", "in", "di", "du", "ti", "tu", "de", "da", "te", "ta",
	"ye", "ya", "yi", "yu", "si", "su", "me", "ma", "ip", "up",
	"r", "i", "u", "e", "a",
}

// stem takes up to three endings off a folded word, keeping at least three
// letters: düşürüyor → düşür → düş; düşen → düş; okuma → oku; okur → oku.
func stem(w string) string {
	for range 3 {
		cut := false
		for _, e := range endings {
			if len(w)-len(e) >= 3 && strings.HasSuffix(w, e) {
				w = w[:len(w)-len(e)]
				cut = true
				break
			}
		}
		if !cut {
			break
		}
	}
	return w
}

// foldTR maps Turkish letters to their ASCII base, as figure names are
// written: ölçü → olcu.
var foldTR = strings.NewReplacer("ç", "c", "ğ", "g", "ı", "i", "ö", "o", "ş", "s", "ü", "u", "â", "a", "î", "i", "û", "u")

// fold lower-cases a word the Turkish way and writes it in ASCII letters.
func fold(w string) string { return foldTR.Replace(turkce.Lower(w)) }

// stopWords are folded words that say nothing of what a number is.
var stopWords = map[string]bool{
	"ve": true, "ile": true, "bir": true, "bu": true, "su": true, "o": true, "da": true, "de": true, "ki": true,
	"icin": true, "gibi": true, "kadar": true, "daha": true, "en": true, "ya": true, "ne": true, "her": true,
	"hic": true, "ise": true, "ama": true, "fakat": true, "ancak": true, "sonra": true, "once": true, "yalniz": true,
	"sadece": true, "olan": true, "olarak": true, "olur": true, "olunca": true, "olursa": true, "oldugu": true,
	"olmadigi": true, "olmadan": true, "mi": true, "mu": true, "gore": true, "yani": true, "hem": true,
	"veya": true, "yoksa": true, "kac": true, "cinsinden": true, "iken": true, "oluyor": true,
}

// textWords returns the folded words of a text, stop words left out.
func textWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if f := fold(w); !stopWords[f] {
			out = append(out, f)
		}
	}
	return out
}

// nameParts splits a segment of a figure's name into its words:
// kuyrukDolu → kuyruk, dolu; payaSigan1 → payasigan1, paya, sigan. A
// segment with digits is also a word of its own, which only itself
// matches: it tells the items of a list apart.
func nameParts(seg string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			if w := fold(string(cur)); !stopWords[w] {
				out = append(out, w)
			}
			cur = cur[:0]
		}
	}
	if strings.ContainsAny(seg, "0123456789") {
		out = append(out, strings.ToLower(seg)) // duyarlilik2: which of a list
	}
	for _, r := range seg {
		switch {
		case unicode.IsUpper(r):
			flush()
			cur = append(cur, r)
		case unicode.IsLetter(r):
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// unitSpoken are the words prose writes for a unit's symbol.
var unitSpoken = map[string][]string{
	"ms": {"milisaniye"}, "s": {"saniye"}, "sn": {"saniye"}, "dk": {"dakika"}, "sa": {"saat"},
	"b": {"bayt"}, "kb": {"kilobayt"}, "kib": {"kibibayt"}, "mb": {"megabayt"}, "mib": {"mebibayt"},
}

// unitTerms returns the words of a unit: its parts (istek/s: istek, s)
// and how prose says each (saniye); % is yüzde.
func unitTerms(u string) []string {
	var out []string
	if strings.Contains(u, "%") {
		out = append(out, "yuzde")
	}
	for _, p := range strings.FieldsFunc(u, func(r rune) bool { return !unicode.IsLetter(r) }) {
		f := fold(p)
		out = append(out, f)
		out = append(out, unitSpoken[f]...)
	}
	return out
}
