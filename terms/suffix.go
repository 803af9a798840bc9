package terms

import "strings"

// The inflectional suffixes that may follow a term's last word, written in
// the archiphonemes of turkce.Suffix, which writes them again after the
// word to write instead of an avoided form: A is a or e, I is ı, i, u or
// ü, D is d or t, (y) (n) (s) are buffer letters written only after a
// vowel, (I) a vowel written only after a consonant; other letters are
// literal. Matching does not ask which vowel harmony chooses — a text
// that spells a suffix of the other harmony is still the term's — only
// where the buffers go, since they tell the suffixes apart (yuvayı is the
// accusative, yuvası the possessive).

// The places a chain of suffixes can reach, from the stem on.
type slot int

const (
	afterStem slot = iota
	afterPlural
	afterPossessive
	afterCase   // a case that takes no -ki
	afterCaseKi // the locative or the genitive, which -ki may follow
	afterKi
	afterKiPlural
	afterCopula
	afterCopulaSA
	slots
)

// Suffix groups.
var (
	plural     = affixes("lAr")
	possessive = affixes("(I)m", "(I)n", "(s)I", "(I)mIz", "(I)nIz", "lArI")
	// The cases: the accusative, dative, ablative and instrumental
	// (ile joined to the word), their buffer (y) after a plain stem, and
	// (n) after a possessive or -ki (yuvaya, yuvasına); the locative and
	// the genitive, which -ki may follow (kuyruktaki, kuyruğunki).
	cases       = affixes("(y)I", "(y)A", "DAn", "(y)lA")
	casesKi     = affixes("DA", "(n)In")
	casesAfter  = affixes("(n)I", "(n)A", "(n)DAn", "(y)lA")
	casesAfterK = affixes("(n)DA", "(n)In")
	ki          = affixes("ki")
	// The copula and the suffixes that join it: -DIr, -(y)DI, -(y)mIş,
	// -(y)sA, -(y)ken.
	copula = affixes("DIr", "(y)DI", "(y)mIş", "(y)sA", "(y)ken")
	// What may follow the past and the evidential: the conditional
	// (kuyruktuysa).
	copulaAfter = affixes("(y)sA")
)

// A step is a group of suffixes that may come next, and the slot each
// reaches.
type step struct {
	group []affix
	next  slot
}

// grammar says which suffixes may follow which: a chain ends at any slot.
var grammar = [slots][]step{
	afterStem:       {{plural, afterPlural}, {possessive, afterPossessive}, {cases, afterCase}, {casesKi, afterCaseKi}, {copula, afterCopula}},
	afterPlural:     {{possessive, afterPossessive}, {cases, afterCase}, {casesKi, afterCaseKi}, {copula, afterCopula}},
	afterPossessive: {{casesAfter, afterCase}, {casesAfterK, afterCaseKi}, {copula, afterCopula}},
	afterCase:       {{copula, afterCopula}},
	afterCaseKi:     {{ki, afterKi}, {copula, afterCopula}},
	afterKi:         {{plural, afterKiPlural}, {casesAfter, afterCase}, {casesAfterK, afterCase}, {copula, afterCopula}},
	afterKiPlural:   {{cases, afterCase}, {casesKi, afterCase}, {copula, afterCopula}},
	afterCopula:     {{copulaAfter, afterCopulaSA}},
}

// An affix is one suffix: its archiphonemes as turkce.Suffix reads them,
// and its pieces.
type affix struct {
	chain  string
	pieces []piece
}

// A piece is one letter of a suffix: a class of letters, a buffer, or a
// literal letter.
type piece struct {
	kind   pieceKind
	letter rune // of a literal or a buffer
}

type pieceKind int

const (
	literal pieceKind = iota
	classA            // a, e
	classI            // ı, i, u, ü
	classD            // d, t
	buffer            // the letter, only after a vowel
	bufferI           // I, only after a consonant
)

// affixes reads suffixes written in archiphonemes.
func affixes(chains ...string) []affix {
	out := make([]affix, len(chains))
	for i, c := range chains {
		out[i] = affix{chain: c}
		rs := []rune(c)
		for k := 0; k < len(rs); k++ {
			switch r := rs[k]; {
			case r == '(' && k+2 < len(rs) && rs[k+2] == ')':
				if rs[k+1] == 'I' {
					out[i].pieces = append(out[i].pieces, piece{kind: bufferI})
				} else {
					out[i].pieces = append(out[i].pieces, piece{kind: buffer, letter: rs[k+1]})
				}
				k += 2
			case r == 'A':
				out[i].pieces = append(out[i].pieces, piece{kind: classA})
			case r == 'I':
				out[i].pieces = append(out[i].pieces, piece{kind: classI})
			case r == 'D':
				out[i].pieces = append(out[i].pieces, piece{kind: classD})
			default:
				out[i].pieces = append(out[i].pieces, piece{kind: literal, letter: r})
			}
		}
	}
	return out
}

// match matches the affix at the start of w, which follows the letter
// prev, and returns how many letters it took.
func (a affix) match(w []rune, prev rune) (int, bool) {
	n := 0
	for _, p := range a.pieces {
		switch p.kind {
		case buffer:
			if !isVowel(prev) {
				continue
			}
		case bufferI:
			if isVowel(prev) {
				continue
			}
		}
		if n >= len(w) || !p.takes(w[n]) {
			return 0, false
		}
		prev = w[n]
		n++
	}
	return n, true
}

// takes reports whether the piece may be the letter r.
func (p piece) takes(r rune) bool {
	switch p.kind {
	case classA:
		return r == 'a' || r == 'e'
	case classI, bufferI:
		return strings.ContainsRune("ıiuü", r)
	case classD:
		return r == 'd' || r == 't'
	}
	return r == p.letter
}

// maxChains bounds the parses of one ending: a word of a text is short,
// but a fuzzer's need not be.
const maxChains = 16

// chains returns every chain of suffixes that spells w (lower case)
// after a stem that ends in prev — each its archiphonemes joined, ""
// for none — and whether there is one.
func chains(w []rune, prev rune) []string {
	var out []string
	var walk func(at slot, rest []rune, prev rune, chain string)
	walk = func(at slot, rest []rune, prev rune, chain string) {
		if len(out) >= maxChains {
			return
		}
		if len(rest) == 0 {
			out = append(out, chain)
			return
		}
		for _, s := range grammar[at] {
			for _, a := range s.group {
				if n, ok := a.match(rest, prev); ok && n > 0 {
					walk(s.next, rest[n:], rest[n-1], chain+a.chain)
				}
			}
		}
	}
	walk(afterStem, w, prev, "")
	return out
}

// isVowel reports a lower-case Turkish vowel (â, î and û of loanwords
// too).
func isVowel(r rune) bool { return strings.ContainsRune("aeıioöuüâîû", r) }

// softened returns the letter a final stop becomes before a vowel (p → b,
// ç → c, t → d, k → ğ), and whether r is one.
func softened(r rune) (rune, bool) {
	switch r {
	case 'p':
		return 'b', true
	case 'ç':
		return 'c', true
	case 't':
		return 'd', true
	case 'k':
		return 'ğ', true
	}
	return r, false
}
