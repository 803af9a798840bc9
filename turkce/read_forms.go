package turkce

import (
	"maps"
	"slices"
	"strings"
	"sync"
)

// Number words read back: the reverse of Words and Suffix. A sentence's number
// words are read as the site would have written them — a word is a number
// word only in a form Suffix makes from one (dörde, kırk sekizini, üçlü), and
// words are a number only as Aloud reads that number aloud — so Read
// (read.go) finds in typed prose exactly the numbers the site writes, and
// nothing it would not.

// What each number word is worth, read off the writer's own tables
// (unitWords, tenWords, groupWords): a unit or a ten its value, a scale its power
// of ten. Scales multiply what comes before them (iki yüz, üç bin); yüz
// and bin alone are 100 and 1000.
var (
	rootValues = func() map[string]int64 {
		m := map[string]int64{zeroWord: 0}
		for d := 1; d < 10; d++ {
			m[unitWords[d]], m[tenWords[d]] = int64(d), int64(10*d)
		}
		return m
	}()
	scalePowers = func() map[string]int {
		m := map[string]int{hundredWord: 2}
		for g, w := range groupWords[1:] {
			m[w] = 3 * (g + 1)
		}
		return m
	}()
	// magnitudeWords name an order of magnitude (a lesson's mertebe writes
	// them).
	magnitudeWords = []string{"onlarca", "yüzlerce", "binlerce", "milyonlarca", "milyarlarca", "düzinelerce"}
)

// Words that stand in or beside a number.
const (
	WordComma   = commaWord // the decimal comma: kırk iki virgül altı
	WordAndHalf = "buçuk"   // and a half: iki buçuk
	WordMinus   = minusWord // minus: eksi beş
	WordDozen   = "düzine"  // a dozen: bir düzine, yarım düzine
	WordHalf    = "yarım"   // half, before düzine: yarım düzine
)

// The suffix chains, in archiphonemes (see Suffix), of the forms of a number
// word the reader knows. A form is a number word, then maybe a derivation
// (lI: üçlü, ikili; lIk: beşlik, dörtlüğü), then maybe a possessive
// (ikisi, ikimiz), then maybe a case ending or the copula. Possessives come
// first: where two chains make the same form (üçü), the possessive is the
// likelier reading (üçü de, kırk sekizi).
//
// Plurals are left out on purpose: a number word in the plural is a decade
// (doksanlar, seksenlerde), a group or a name (Yediler), the pronoun
// (onlar) or a verb (yediler, “they ate”) — never a count a model writes.
// So are ordinals ((I)ncI), but for OrdinalForm.
var (
	derivations     = []string{"", "lI", "lIk"}
	possessives     = []string{"(s)I", "(I)mIz", "(I)nIz"}
	afterPossessive = []string{"", "(n)I", "(n)A", "(n)DA", "(n)DAn", "(n)In", "(y)lA", "DIr", "(y)DI", "(y)sA", "(y)mIş", "(n)DAki"}
	caseEndings     = []string{"", "(y)A", "DA", "DAn", "(y)I", "(n)In", "(y)lA", "DIr", "(y)DI", "(y)sA", "(y)mIş", "DAki", "(y)ken"}
	distributives   = []string{"(ş)Ar", "(ş)ArlI"}
	ordinalChain    = "(I)ncI"
	// digitOnlyChains are the chains only digits take (1990’lar, 1990’lı).
	digitOnlyChains = []string{"lAr", "lArI", "lArA", "lArDA", "lArDAn", "lArIn", "lIlAr", "lIlArDA"}
)

// cardinalChains returns every chain of a cardinal number word's forms (see
// above), the empty one included.
func cardinalChains() []string {
	var out []string
	for _, d := range derivations {
		for _, p := range possessives {
			for _, e := range afterPossessive {
				out = append(out, d+p+e)
			}
		}
		for _, e := range caseEndings {
			if d+e != "" {
				out = append(out, d+e)
			}
		}
	}
	return append(out, distributives...)
}

// ordinalChains returns the chains of an ordinal: (I)ncI and its possessive
// and case forms (on yedincisi, on yedinciye).
func ordinalChains() []string {
	var out []string
	for _, e := range afterPossessive {
		out = append(out, ordinalChain+"(s)I"+e)
	}
	for _, e := range caseEndings {
		out = append(out, ordinalChain+e)
	}
	return out
}

// DigitSuffixes returns the suffix chains a number in digits may carry after
// its apostrophe (5540’tan, 3’üncü, 1990’lar), ordinals first.
var DigitSuffixes = sync.OnceValue(func() []string {
	return append(append(ordinalChains(), cardinalChains()...), digitOnlyChains...)
})

// A Form is a number word as it may stand in a sentence: its root word
// and the suffix chain that made it (dörde: dört + (y)A).
type Form struct {
	Root, Suffix string
}

// Derived reports a form made with lI or lIk (üçlü, dörtlüğü).
func (f Form) Derived() bool { return strings.HasPrefix(f.Suffix, "lI") }

// Ordinal reports a form made with (I)ncI (yedinci, yedincisi).
func (f Form) Ordinal() bool { return strings.HasPrefix(f.Suffix, ordinalChain) }

// NumberForm returns the root and suffix chain of w (lower case) when it is
// a form of a cardinal number word, an order of magnitude (onlarca), düzine
// or one of the words that stand in a number (virgül, buçuk, eksi).
func NumberForm(w string) (Form, bool) {
	b, ok := cardinalForms()[w]
	return b, ok
}

// OrdinalForm returns the root and suffix chain of w (lower case) when it
// is a form of a spelled-out ordinal (yedinci, kırkıncısı).
func OrdinalForm(w string) (Form, bool) {
	b, ok := ordinalForms()[w]
	return b, ok
}

// cardinalForms maps every form NumberForm knows to its root and chain. Forms
// are made with Suffix, so harmony, buffers and dört → dörd- are exactly the
// site's; a word that no suffix chain makes (altında “under”, sıfırlanır
// “is reset”) is not a number word at all. The table is made on first
// use: a build needs none of it.
var cardinalForms = sync.OnceValue(func() map[string]Form {
	m := map[string]Form{}
	add := func(rootWord, pattern string) {
		s, err := Suffix(rootWord, pattern)
		if err != nil || isOtherWord(rootWord, s) {
			return
		}
		if _, ok := m[s]; !ok {
			m[s] = Form{rootWord, pattern}
		}
	}
	rootWords := append(slices.Clone(magnitudeWords), NumberRoots()...)
	for _, k := range append([]string{WordComma, WordAndHalf, WordMinus, WordDozen}, rootWords...) {
		m[k] = Form{Root: k}
	}
	patterns := cardinalChains()
	for _, k := range append(rootWords, WordDozen) {
		for _, e := range patterns {
			add(k, e)
		}
	}
	return m
})

// ordinalForms maps every spelled-out ordinal to its root and chain.
var ordinalForms = sync.OnceValue(func() map[string]Form {
	m := map[string]Form{}
	for _, k := range NumberRoots() {
		for _, e := range ordinalChains() {
			if f, err := Suffix(k, e); err == nil {
				if _, ok := m[f]; !ok {
					m[f] = Form{k, e}
				}
			}
		}
	}
	return m
})

// isOtherWord reports a form made from a number word that is another
// common word: altın- (under, gold: altına, altının) and sıfırla- (to
// reset).
func isOtherWord(rootWord, formed string) bool {
	switch rootWord {
	case "altı":
		return strings.HasPrefix(formed, "altın")
	case zeroWord:
		return strings.HasPrefix(formed, "sıfırla")
	}
	return false
}

// NumberRoots returns the roots a number is written with, units and tens
// then scales, each sorted.
func NumberRoots() []string {
	return append(slices.Sorted(maps.Keys(rootValues)), slices.Sorted(maps.Keys(scalePowers))...)
}

// RootValue returns the worth of a unit or ten word (yedi: 7, kırk: 40).
func RootValue(root string) (int64, bool) {
	v, ok := rootValues[root]
	return v, ok
}

// ScalePower returns the power of ten of a scale word (yüz: 2, bin: 3).
func ScalePower(root string) (int, bool) {
	p, ok := scalePowers[root]
	return p, ok
}

// IsNumberRoot reports whether root can stand in a number: a unit, a ten, a
// scale, virgül, buçuk or eksi.
func IsNumberRoot(root string) bool {
	_, u := rootValues[root]
	_, s := scalePowers[root]
	return u || s || root == WordComma || root == WordAndHalf || root == WordMinus
}

// IsMagnitude reports an order of magnitude's word (onlarca, binlerce).
func IsMagnitude(root string) bool { return slices.Contains(magnitudeWords, root) }
