package check

import (
	"maps"
	"math/big"
	"slices"
	"strings"
	"sync"

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
	quantityWords = []string{"onlarca", "yüzlerce", "binlerce", "milyonlarca", "milyarlarca", "düzinelerce"}
)

const (
	wordComma = "virgül" // decimal comma: kırk iki virgül altı
	wordHalf  = "buçuk"  // and a half: iki buçuk
	wordMinus = "eksi"   // minus: eksi beş
	wordDozen = "düzine" // a dozen: bir düzine, yarım düzine
	wordHalfA = "yarım"  // half, before düzine: yarım düzine
)

// The suffix chains, in archiphonemes (see turkce.Ek), whose forms of a
// number word the check recognises. A form is a number word, then maybe a
// derivation (lI: üçlü, ikili; lIk: beşlik, dörtlüğü), then maybe a
// possessive (ikisi, ikimiz), then maybe a case ending or the copula.
// Possessives come first: where two chains make the same form (üçü), the
// possessive is the likelier reading (üçü de, kırk sekizi).
//
// Plurals are left out on purpose: a number word in the plural is a decade
// (doksanlar, seksenlerde), a group or a name (Yediler), the pronoun
// (onlar) or a verb (yediler, “they ate”) — never a count a model writes.
// So are ordinals ((I)ncI), but for a spelled-out ordinal of several words
// (on yedinci) or of twenty and more (yirminci): see ordinalForms.
var (
	derivations     = []string{"", "lI", "lIk"}
	possessives     = []string{"(s)I", "(I)mIz", "(I)nIz"}
	afterPossessive = []string{"", "(n)I", "(n)A", "(n)DA", "(n)DAn", "(n)In", "(y)lA", "DIr", "(y)DI", "(y)sA", "(y)mIş", "(n)DAki"}
	caseEndings     = []string{"", "(y)A", "DA", "DAn", "(y)I", "(n)In", "(y)lA", "DIr", "(y)DI", "(y)sA", "(y)mIş", "DAki", "(y)ken"}
	distributives   = []string{"(ş)Ar", "(ş)ArlI"}
	ordinal         = "(I)ncI"
	digitOnlySuffix = []string{"lAr", "lArI", "lArA", "lArDA", "lArDAn", "lArIn", "lIlAr", "lIlArDA"} // 1990’lar, 1990’lı
	wordSuffixes    = suffixChains()
	digitSuffixes   = append(append(ordinalChains(), wordSuffixes...), digitOnlySuffix...)
)

// suffixChains returns every chain of a cardinal number word's forms (see
// above), the empty one included.
func suffixChains() []string {
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

// ordinalChains returns the chains of an ordinal: (I)ncI and its
// possessive and case forms (on yedincisi, on yedinciye).
func ordinalChains() []string {
	var out []string
	for _, e := range afterPossessive {
		out = append(out, ordinal+"(s)I"+e)
	}
	for _, e := range caseEndings {
		out = append(out, ordinal+e)
	}
	return out
}

// A wordForm is a number word as it may stand in the prose: its base word
// and the suffix chain that made it (dörde: dört + (y)A).
type wordForm struct {
	base, suffix string
}

// derived reports a form made with lI or lIk (üçlü, dörtlüğü).
func (f wordForm) derived() bool {
	return strings.HasPrefix(f.suffix, "lI")
}

// ordinal reports a form made with (I)ncI (yedinci, yedincisi).
func (f wordForm) ordinal() bool { return strings.HasPrefix(f.suffix, ordinal) }

// forms maps every recognised surface form (lower case) to its base word
// and suffix. Forms are generated with turkce.Ek, so harmony, buffers and
// dört → dörd- are exactly the site's; a word that no suffix chain makes
// (altında “under”, sıfırlanır “is reset”) is not a number word at all.
// The table is made on first use: a build, which runs in the same
// program, needs none of it.
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
	for _, b := range append([]string{wordComma, wordHalf, wordMinus, wordDozen}, bases...) {
		m[b] = wordForm{base: b}
	}
	for _, b := range append(bases, wordDozen) {
		for _, s := range wordSuffixes {
			add(b, s)
		}
	}
	return m
})

// ordinalForms maps every spelled-out ordinal (yedinci, kırkıncısı) to
// its base word and suffix chain.
var ordinalForms = sync.OnceValue(func() map[string]wordForm {
	m := map[string]wordForm{}
	for _, b := range append(keys(unitWords), keys(scaleWords)...) {
		for _, s := range ordinalChains() {
			if f, err := turkce.Ek(b, s); err == nil {
				if _, ok := m[f]; !ok {
					m[f] = wordForm{b, s}
				}
			}
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
// word unless it stands in a longer number:
//
//   - bir in any form is the indefinite article (bir adım, biri, birer
//     birer), and birer “one each” reads as one too;
//   - on with a case ending or a possessive is the pronoun o (onu, ona,
//     onda, ondan, onun, onunla, ondaki); onlu, onluk, ondur are ten;
//   - yüz with a suffix is a face, a cause or to swim (yüzü, yüzünden, bu
//     yüzden, yüzer nokta), but for yüzlük (a hundred-piece); see also
//     amountWords, after which yüzden and yüze are a hundred again;
//   - bin with the suffixes of binmek, to ride, is the verb (bindi, binse,
//     biner, bindir), and binde is the per-mille word (binde iki), not a
//     number itself.
//
// Bare on, yüz and bin are numbers.
func aloneIsNotNumber(f wordForm) bool {
	if f.ordinal() {
		return false // yüzüncü, bininci: no pronoun or verb reads so
	}
	switch f.base {
	case "bir":
		return true
	case "on":
		for _, p := range []string{"(s)I", "(y)I", "(y)A", "DA", "DAn", "(n)In", "(y)lA"} {
			if strings.HasPrefix(f.suffix, p) {
				return true
			}
		}
	case "yüz":
		return f.suffix != "" && !strings.HasPrefix(f.suffix, "lIk")
	case "bin":
		return slices.Contains([]string{"(y)DI", "(y)sA", "(y)mIş", "(ş)Ar", "(ş)ArlI", "DIr", "DA"}, f.suffix)
	}
	return false
}

// verbForms are forms of number words that are also finite verbs: yedi
// “ate” (yemek), kırktı “sheared” (kırkmak), yetmiş “has sufficed”
// (yetmek), onar “repairs” (onarmak). A verb ends its clause; see
// readsAsVerb for how the context tells them apart.
var verbForms = map[wordForm]bool{
	{"yedi", ""}: true, {"yedi", "(y)DI"}: true, {"yedi", "(y)sA"}: true, {"yedi", "(y)mIş"}: true,
	{"kırk", "(y)DI"}: true, {"kırk", "(y)sA"}: true, {"kırk", "(ş)Ar"}: true, {"kırk", "DIr"}: true, {"kırk", "(y)mIş"}: true,
	{"yetmiş", ""}: true, {"yetmiş", "(y)DI"}: true, {"yetmiş", "(y)sA"}: true, {"yetmiş", "DIr"}: true,
	{"on", "(ş)Ar"}: true,
}

// transitiveVerbs are the stems of verbForms that take an object, so that
// the word before them, in the accusative, tells the verb: yemeği yedi,
// koyunları kırktı, hatayı onar. yetmek takes none: süre yetmiş.
var transitiveVerbs = map[string]bool{"yedi": true, "kırk": true, "on": true}

// valueNouns are the stems of nouns whose possessive form is the subject of
// a number as a predicate (sayısı yedi, değeri yetmiştir, payı kırktı),
// although it looks like an object in the accusative.
var valueNouns = []string{"sayı", "değer", "toplam", "adet", "aded", "miktar", "oran", "pay", "süre", "uzunlu",
	"ortanca", "ortalama", "sonu", "kalan", "fark", "sıra", "yaş", "eşi", "sınır", "limit", "tutar", "kez", "kat"}

// countNouns are nouns that, bare, are the subject of a number as a
// predicate: toplam yetmiş, sayı yetmiş.
var countNouns = map[string]bool{"toplam": true, "sayı": true, "adet": true, "değer": true, "miktar": true, "tutar": true,
	"ortalama": true, "ortanca": true, "sonuç": true, "oran": true, "fark": true, "kalan": true}

// demonstratives before yüzden and the like make them a cause: bu yüzden,
// o yüzden, ne yüzden.
var demonstratives = map[string]bool{"bu": true, "o": true, "şu": true, "ne": true, "hangi": true, "bunun": true,
	"onun": true, "şunun": true, "bunların": true, "onların": true}

// clauseEnders are words that end a clause when they follow its verb:
// conjunctions and the question particle.
var clauseEnders = map[string]bool{"ve": true, "ama": true, "fakat": true, "ancak": true, "çünkü": true, "ki": true,
	"diye": true, "veya": true, "ya": true, "yahut": true, "mi": true, "mı": true, "mu": true, "mü": true, "sonra": true}

// amountWords follow a number that is compared or bounded: yüzden fazla,
// bine kadar, yüze yakın, sıfırdan büyük. After them, a form that alone is
// another word (yüzden “because of it”, sıfırdan “from scratch”) is a
// number.
var amountWords = map[string]bool{"fazla": true, "az": true, "çok": true, "kadar": true, "yakın": true, "aşkın": true,
	"geçkin": true, "aşağı": true, "yukarı": true, "büyük": true, "küçük": true, "farklı": true, "yüksek": true,
	"düşük": true, "fazlası": true, "azı": true}

// isAmount reports a word of amountWords, maybe with the copula or a
// past or possessive ending: fazladır, büyüktür, fazlaydı.
func isAmount(w string) bool {
	for a := range amountWords {
		if rest, ok := strings.CutPrefix(w, a); ok {
			switch rest {
			case "", "dır", "dir", "dur", "dür", "tır", "tir", "tur", "tür", "ydı", "ydi", "dı", "di", "tı", "ti", "sı", "si", "ca", "ce":
				return true
			}
		}
	}
	return false
}

// representationWords follow ikili, onlu, on altılık and the like when they
// name a base or a code rather than a count: ikili arama, onluk taban.
var representationWords = []string{"arama", "ağaç", "sayı", "sistem", "taban", "kod", "dosya", "biçim", "veri",
	"gösterim", "mantık", "işlem", "format", "protokol", "uyumlu", "ilişki", "düzen", "yıl", "yaş", "ayırıcı", "basamak"}

// idioms are phrases made of number words that count nothing: ikide bir
// “every so often”, yüz yüze “face to face”, dört gözle “eagerly”. Each
// is matched word by word, in lower case; a word ending in * by its start.
var idioms = [][]string{
	{"ikide", "bir"}, {"yüz", "yüze"}, {"dört", "gözle"}, {"dört", "bir", "yan*"}, {"dört", "başı", "mamur"},
	{"kırk", "yılda", "bir"}, {"iki", "yüzlü"}, {"üç", "aşağı", "beş", "yukarı"}, {"beş", "para*"},
	{"iki", "arada", "bir", "dere*"}, {"yedi", "iklim*"}, {"dokuz", "canlı"}, {"altı", "çizil*"},
	{"altı", "üstü"}, {"altı", "boş*"}, {"on", "parmak"},
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

// accusativeLike reports a word that ends as an object in the accusative
// does (bütçeyi, tamamını, koyunları, yemeği), and whether it is certainly
// one: a buffer n after a vowel (tamamını) is only the accusative of a
// possessive; a final vowel I after a consonant may as well be a
// possessive (payı “its share”).
func accusativeLike(w string) (like, certain bool) {
	r := []rune(w)
	n := len(r)
	if n < 3 || !strings.ContainsRune("ıiuü", r[n-1]) {
		return false, false
	}
	switch c := r[n-2]; {
	case c == 's':
		return false, false // the possessive: sayısı, süresi
	case c == 'n' && strings.ContainsRune("aeıioöuü", r[n-3]):
		return true, true
	case c == 'y':
		return true, false
	case !strings.ContainsRune("aeıioöuü", c):
		return true, false
	}
	return false, false
}

// isValueNoun reports a noun in valueNouns, in any form.
func isValueNoun(w string) bool {
	for _, s := range valueNouns {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// keys returns m's keys sorted, so that building forms is deterministic.
func keys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
