package terms

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/turkce"
)

// A Use is where a text writes a term, or a form the terms file says not
// to write.
type Use struct {
	Start, End int   // byte offsets of the whole word(s) as written, suffixes included ("kuyruğunun")
	Term       *Term // the term it writes
	// Sense is the sense the lesson means: a one-sense term's only sense;
	// nil when a two-sense term's lesson says none.
	Sense *Sense
	// Avoided, when not empty, is the avoided form (its base) this use
	// writes and the lesson does not allow.
	Avoided string
	// Fix is, for an avoided use, what to write instead as it should be
	// written: the term with the suffixes harmonised again, a capital kept
	// at a sentence start; "" when the suffixes do not say which (kuyruğu
	// is the accusative or the possessive, yuvayı or yuvası).
	Fix string
	// Form is the avoided form the use writes, whether the lesson allows
	// it or not; "" when it writes the term's own headword.
	Form string
}

// kind is what a pattern finds.
type kind int

const (
	kindTerm  kind = iota // the headword
	kindAvoid             // a form not to write
	kindNot               // a phrase in which the word is not the term
)

// A pattern is a form the matcher looks for: words, the last inflected.
type pattern struct {
	term  *Term
	kind  kind
	form  string   // as the file writes it
	words []string // lower-cased; all but the last match whole
	stems [][]rune // the last word, and its final stop softened
}

// newPattern compiles a form of term.
func newPattern(t *Term, k kind, form string) *pattern {
	p := &pattern{term: t, kind: k, form: form, words: strings.Fields(turkce.Lower(form))}
	last := []rune(p.words[len(p.words)-1])
	p.stems = [][]rune{last}
	if s, ok := softened(last[len(last)-1]); ok && len(last) > 1 {
		soft := slices.Clone(last)
		soft[len(soft)-1] = s
		p.stems = append(p.stems, soft)
	}
	return p
}

// compile makes the matcher's patterns: every term's headword, avoided
// forms and phrases that are not it.
func (t *Terms) compile() {
	t.patterns = nil
	for _, term := range t.List {
		t.patterns = append(t.patterns, newPattern(term, kindTerm, term.Name))
		for _, f := range term.Avoid {
			t.patterns = append(t.patterns, newPattern(term, kindAvoid, f))
		}
		for _, f := range term.Not {
			t.patterns = append(t.patterns, newPattern(term, kindNot, f))
		}
	}
}

// matchWords matches the pattern against words (lower-cased), its length
// long, and returns the suffix chains its last word takes.
func (p *pattern) matchWords(words []string) ([]string, bool) {
	if len(words) != len(p.words) {
		return nil, false
	}
	n := len(words) - 1
	for i := range n {
		if words[i] != p.words[i] {
			return nil, false
		}
	}
	w := []rune(words[n])
	var out []string
	for si, stem := range p.stems {
		if len(w) < len(stem) || !slices.Equal(w[:len(stem)], stem) {
			continue
		}
		rest := w[len(stem):]
		if si > 0 && (len(rest) == 0 || !isVowel(rest[0])) {
			continue // a softened stop stands before a vowel only
		}
		out = append(out, chains(rest, stem[len(stem)-1])...)
	}
	return out, len(out) > 0
}

// A word is a word of a text: its bytes and its letters lower-cased.
type word struct {
	start, end int
	lower      string
	space      bool // only white space stands between it and the word before
}

// words splits text into words: runs of letters, digits and marks.
func words(text []byte) []word {
	var out []word
	gapSpace := false
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if !turkce.IsWordRune(r) {
			gapSpace = gapSpace && unicode.IsSpace(r)
			i += n
			continue
		}
		start := i
		for i < len(text) {
			r, n := utf8.DecodeRune(text[i:])
			if !turkce.IsWordRune(r) {
				break
			}
			i += n
		}
		out = append(out, word{start: start, end: i, lower: turkce.Lower(string(text[start:i])), space: gapSpace && len(out) > 0})
		gapSpace = true
	}
	return out
}

// maxWords is the most words a form may have that the matcher looks at:
// more than any term's.
const maxWords = 8

// Find returns the uses of terms and of avoided forms in text (prose, one
// block), in order, for lesson (its folder name, "" for the index and
// other pages): a form the terms file allows in the lesson (izin) is its
// author's own word there, a use of the term and no avoided one.
func (t *Terms) Find(text []byte, lesson string) []Use { return t.find(text, lesson, true) }

// FindWords is Find for a lesson's words file (metinler.txt): its
// captions, headers and labels are the course's to write, and no
// allowance of the lesson's page holds in them.
func (t *Terms) FindWords(text []byte, lesson string) []Use { return t.find(text, lesson, false) }

// find is Find; page says whether the lesson's allowances hold.
func (t *Terms) find(text []byte, lesson string, page bool) []Use {
	if t == nil {
		return nil
	}
	ws := words(text)
	var out []Use
	for i := 0; i < len(ws); {
		best, chs, n := t.longest(ws, i)
		if best == nil {
			i++
			continue
		}
		w := ws[i : i+n]
		i += n
		if best.kind == kindNot {
			continue
		}
		u := Use{Start: w[0].start, End: w[n-1].end, Term: best.term, Sense: best.term.SenseIn(lesson)}
		if best.kind == kindAvoid {
			u.Form = best.form
			if !page || !best.term.allows(lesson, best.form) {
				u.Avoided = best.form
				u.Fix = fix(best.term.Instead(best.form), chs, text[u.Start:u.End])
			}
		}
		out = append(out, u)
	}
	return out
}

// longest returns the longest pattern that matches at word i of ws, with
// its last word's suffix chains and how many words it takes: the most
// words, then the longest form (a term's own before one shorter that
// reads its end as a suffix), then a phrase that is not the term before
// an avoided form before the headword.
func (t *Terms) longest(ws []word, i int) (*pattern, []string, int) {
	var best *pattern
	var bestChains []string
	bestN := 0
	lowers := make([]string, 0, maxWords)
	for n := 1; n <= maxWords && i+n <= len(ws); n++ {
		if n > 1 && !ws[i+n-1].space {
			break
		}
		lowers = append(lowers, ws[i+n-1].lower)
		for _, p := range t.patterns {
			chs, ok := p.matchWords(lowers)
			if !ok {
				continue
			}
			if best == nil || n > bestN || n == bestN && (len(p.form) > len(best.form) || len(p.form) == len(best.form) && p.kind > best.kind) {
				best, bestChains, bestN = p, chs, n
			}
		}
	}
	return best, bestChains, bestN
}

// fix writes instead with the suffixes one of chains spells, as the
// written form had them — "" when the chains spell it otherwise (the
// written suffixes are ambiguous), or when it cannot be written — with a
// capital where written starts with one.
func fix(instead string, chains []string, written []byte) string {
	out := ""
	for _, c := range chains {
		s := instead
		if c != "" {
			var err error
			if s, err = turkce.Suffix(instead, c); err != nil {
				return ""
			}
			s = softenBefore(instead, s)
		}
		if out != "" && out != s {
			return ""
		}
		out = s
	}
	if r, _ := utf8.DecodeRune(written); unicode.IsUpper(r) {
		out = turkce.Capitalize(out)
	}
	return out
}

// softenBefore softens the final stop of word, a word of more than one
// syllable, where inflected (word and its suffix) puts a vowel after it:
// kuyruk, kuyruğu. (turkce.Suffix softens only the number words' and
// -lIk's, whose lexicon it knows; a term's last word follows the rule of
// most Turkish words of more than one syllable.)
func softenBefore(word, inflected string) string {
	if !strings.HasPrefix(inflected, word) || len(inflected) == len(word) {
		return inflected
	}
	last, size := utf8.DecodeLastRuneInString(word)
	next, _ := utf8.DecodeRuneInString(inflected[len(word):])
	soft, ok := softened(last)
	if !ok || !isVowel(next) || syllables(lastWord(word)) < 2 {
		return inflected
	}
	return word[:len(word)-size] + string(soft) + inflected[len(word):]
}

// lastWord returns the last word of s.
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// syllables counts the vowels of a lower-case word.
func syllables(w string) int {
	n := 0
	for _, r := range w {
		if isVowel(r) {
			n++
		}
	}
	return n
}
