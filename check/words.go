package check

import (
	"maps"
	"math/big"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"coursesite/turkce"
)

// Turkish number words and what they are worth. Scales multiply what comes
// before them (iki yüz, üç bin); yüz and bin alone are 100 and 1000.
var (
	unitWords = map[string]int64{
		"sıfır": 0, "bir": 1, "iki": 2, "üç": 3, "dört": 4, "beş": 5, "altı": 6, "yedi": 7, "sekiz": 8, "dokuz": 9,
		"on": 10, "yirmi": 20, "otuz": 30, "kırk": 40, "elli": 50, "altmış": 60, "yetmiş": 70, "seksen": 80, "doksan": 90,
	}
	scaleWords = map[string]int{ // power of ten
		"yüz": 2, "bin": 3, "milyon": 6, "milyar": 9, "trilyon": 12, "katrilyon": 15, "kentilyon": 18,
	}
	// quantityWords name an order of magnitude (mertebe writes them).
	quantityWords = []string{"onlarca", "yüzlerce", "binlerce", "milyonlarca", "milyarlarca"}
)

const (
	wordComma = "virgül" // decimal comma: kırk iki virgül altı
	wordHalf  = "buçuk"  // and a half: iki buçuk
	wordMinus = "eksi"   // minus: eksi beş
)

// wordSuffixes are the suffix chains, in archiphonemes (see turkce.Ek),
// whose forms of a number word the check recognises: case endings,
// possessives, the copula, plurals. Possessives come first: where two
// chains make the same form (üçü), the possessive is the likelier reading
// (üçü de, kırk sekizi). Ordinals ((I)ncI) are left out on
// purpose: they number the prose's own parts.
var wordSuffixes = []string{
	"(s)I", "(s)I(n)I", "(s)I(n)A", "(s)I(n)DA", "(s)I(n)DAn", "(s)I(n)In", "(s)IylA",
	"(y)A", "DA", "DAn", "(y)I", "(n)In", "(y)lA",
	"DIr", "(s)IDIr", "(y)DI", "(y)sA", "DAki", "(s)I(n)DAki",
	"lIk", "lAr", "lArI", "lArA", "lArDA", "lArDAn", "lArIn",
}

// digitSuffixes are the chains tried to name the suffix typed after digits
// (5540’tan → DAn); there, ordinals are as typed by hand as any number.
var digitSuffixes = append([]string{"(I)ncI", "(I)ncI(s)I"}, wordSuffixes...)

// A wordForm is a number word as it may stand in the prose: its base word
// and the suffix chain that made it (dörde: dört + (y)A).
type wordForm struct {
	base, suffix string
}

// forms maps every recognised surface form (lower case) to its base word
// and suffix. Forms are generated with turkce.Ek, so harmony, buffers and
// dört → dörd- are exactly the site's; a word that no suffix chain makes
// (altında “under”, ikinci “second”, sıfırlanır “is reset”) is not a
// number word at all. The table is made on first use: a build, which runs
// in the same program, needs none of it.
var forms = sync.OnceValue(func() map[string]wordForm {
	m := map[string]wordForm{}
	add := func(base, suffix string) {
		s, err := turkce.Ek(base, suffix)
		if err != nil || excludedForm(base, s) {
			return
		}
		if _, ok := m[s]; !ok {
			m[s] = wordForm{base, suffix}
		}
	}
	bases := append(append([]string{}, quantityWords...), keys(unitWords)...)
	bases = append(bases, keys(scaleWords)...)
	for _, b := range append([]string{wordComma, wordHalf, wordMinus}, bases...) {
		m[b] = wordForm{base: b}
	}
	for _, b := range bases {
		for _, s := range wordSuffixes {
			add(b, s)
		}
		// Distributives: ikişer, üçer, dörder.
		if endsInVowel(b) {
			add(b, "şAr")
		} else {
			add(b, "Ar")
		}
	}
	return m
})

// excludedForm reports a generated form that is another common word:
// altın- (under, gold: altına, altının) and sıfırla- (to reset).
func excludedForm(base, form string) bool {
	switch base {
	case "altı":
		return strings.HasPrefix(form, "altın")
	case "sıfır":
		return strings.HasPrefix(form, "sıfırla")
	}
	return false
}

// aloneIsNotNumber reports a single number word that is read as another
// word unless it stands in a longer number: bir in any form is the
// indefinite article (bir adım, biri); on, yüz and bin with a suffix are
// the pronoun o (onu, onda, onlar), a face or a cause (yüzü, yüzünden) and
// the verb binmek (bindi). Bare on, yüz and bin are numbers.
func aloneIsNotNumber(f wordForm) bool {
	switch f.base {
	case "bir":
		return true
	case "on", "yüz", "bin":
		return f.suffix != ""
	}
	return false
}

// isQuantityWord reports onlarca, yüzlerce and the like.
func isQuantityWord(base string) bool { return slices.Contains(quantityWords, base) }

// isNumberWord reports whether base can stand in a number.
func isNumberWord(base string) bool {
	_, u := unitWords[base]
	_, s := scaleWords[base]
	return u || s || base == wordComma || base == wordHalf || base == wordMinus
}

// wordsNumber reads number words (their bases, in order) as a decimal
// number with a point, and how many decimals it has: [kırk iki virgül altı]
// → "42.6", 1. ok is false unless the words are exactly how the site would
// read that number aloud (turkce.Okunus), so “iki üç” is no number.
func wordsNumber(words []string) (digits string, decimals int, ok bool) {
	if len(words) == 0 {
		return "", 0, false
	}
	sign := ""
	ws := words
	if ws[0] == wordMinus {
		sign, ws = "-", ws[1:]
	}
	if n := len(ws); n >= 2 && ws[n-1] == wordHalf {
		whole, _, ok := wordsNumber(words[:len(words)-1])
		if !ok || strings.Contains(whole, ".") {
			return "", 0, false
		}
		return whole + ".5", 1, true
	}
	intWords, fracWords, hasComma := cutWords(ws, wordComma)
	whole, ok := wordsInteger(intWords)
	if !ok {
		return "", 0, false
	}
	digits = sign + whole
	if hasComma {
		zeros := 0
		for zeros < len(fracWords) && fracWords[zeros] == "sıfır" {
			zeros++
		}
		frac := strings.Repeat("0", zeros)
		if rest := fracWords[zeros:]; len(rest) > 0 {
			r, ok := wordsInteger(rest)
			if !ok {
				return "", 0, false
			}
			frac += r
		}
		if frac == "" {
			return "", 0, false
		}
		digits += "." + frac
		decimals = len(frac)
	}
	read, err := turkce.Okunus(strings.Replace(digits, ".", ",", 1))
	if err != nil || read != strings.Join(words, " ") {
		return "", 0, false
	}
	return digits, decimals, true
}

// wordsInteger reads whole-number words: [iki yüz elli] → "250". It does
// not check the order of the words; wordsNumber does, by reading the
// result aloud again.
func wordsInteger(words []string) (string, bool) {
	if len(words) == 0 {
		return "", false
	}
	total, group := new(big.Int), new(big.Int)
	for _, w := range words {
		if v, ok := unitWords[w]; ok {
			group.Add(group, big.NewInt(v))
			continue
		}
		p, ok := scaleWords[w]
		if !ok {
			return "", false
		}
		if group.Sign() == 0 {
			group.SetInt64(1)
		}
		group.Mul(group, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(p)), nil))
		if p > 2 {
			total.Add(total, group)
			group = new(big.Int)
		}
	}
	return total.Add(total, group).String(), true
}

func cutWords(ws []string, sep string) (before, after []string, found bool) {
	for i, w := range ws {
		if w == sep {
			return ws[:i], ws[i+1:], true
		}
	}
	return ws, nil, false
}

func endsInVowel(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune("aeıioöuü", r)
}

// keys returns m's keys sorted, so that building forms is deterministic.
func keys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
