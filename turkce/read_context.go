//go:build !js

// Reading a text is the build's alone (its checks), never the engine's: see
// read_parse_words.go.

package turkce

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The number words themselves, their forms and how words read as a number
// are read_forms.go's and read_parse_words.go's (NumberForm, ParseWords):
// the reverse of how the site writes them.
// What follows is which forms read as another word in a sentence, by the
// words around them.

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
func aloneIsNotNumber(f Form) bool {
	if f.Ordinal() {
		return false // yüzüncü, bininci: no pronoun or verb reads so
	}
	switch f.Root {
	case "bir":
		return true
	case "on":
		for _, p := range []string{"(s)I", "(y)I", "(y)A", "DA", "DAn", "(n)In", "(y)lA"} {
			if strings.HasPrefix(f.Suffix, p) {
				return true
			}
		}
	case "yüz":
		return f.Suffix != "" && !strings.HasPrefix(f.Suffix, "lIk")
	case "bin":
		return slices.Contains([]string{"(y)DI", "(y)sA", "(y)mIş", "(ş)Ar", "(ş)ArlI", "DIr", "DA"}, f.Suffix)
	}
	return false
}

// verbForms are forms of number words that are also finite verbs: yedi
// “ate” (yemek), kırktı “sheared” (kırkmak), yetmiş “has sufficed”
// (yetmek), onar “repairs” (onarmak). A verb ends its clause; see
// readsAsVerb for how the context tells them apart.
var verbForms = map[Form]bool{
	{Root: "yedi", Suffix: ""}: true, {Root: "yedi", Suffix: "(y)DI"}: true, {Root: "yedi", Suffix: "(y)sA"}: true, {Root: "yedi", Suffix: "(y)mIş"}: true,
	{Root: "kırk", Suffix: "(y)DI"}: true, {Root: "kırk", Suffix: "(y)sA"}: true, {Root: "kırk", Suffix: "(ş)Ar"}: true, {Root: "kırk", Suffix: "DIr"}: true, {Root: "kırk", Suffix: "(y)mIş"}: true,
	{Root: "yetmiş", Suffix: ""}: true, {Root: "yetmiş", Suffix: "(y)DI"}: true, {Root: "yetmiş", Suffix: "(y)sA"}: true, {Root: "yetmiş", Suffix: "DIr"}: true,
	{Root: "on", Suffix: "(ş)Ar"}: true,
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

// An around is what the words around a number say about it.
type around struct {
	b     []byte
	toks  []Token
	title bool // the text is in title case, as a heading may be: a capital says nothing
}

// isNumber reports whether the number words a, toks[i:j], are a number
// where they stand: not a word that only looks like one (see
// aloneIsNotNumber), a verb ending its clause, a noun after a genitive, a
// name, a base or a decade.
func (c around) isNumber(a wordNumber, i, j int) bool {
	first := c.toks[i]
	if c.isName(first) {
		return false // Altı Sigma, Kırk Haramiler
	}
	if c.representation(a, j) {
		return false // ikili arama, onluk taban, doksanlı yıllar
	}
	f, single := a.single()
	if !single {
		return true
	}
	next := c.word(j)
	switch {
	case f == Form{Root: "bir", Suffix: "(y)A"} && next != "bir":
		// bire iki: a ratio (but bire bir, one to one, is no count).
		_, _, ok := compound(c.toks, j)
		return ok && c.toks[j].Spaced
	case f.Root == "sıfır" && f.Suffix == "DAn":
		return isAmount(next) // sıfırdan büyük, not sıfırdan kurmak
	case aloneIsNotNumber(f):
		// yüzden fazla, bine kadar: a bound is a number; but bu yüzden
		// fazla is “so, more”.
		return (f.Root == "yüz" || f.Root == "bin") && isAmount(next) && f.Suffix != "DA" && !demonstratives[c.prevWord(i)]
	case verbForms[f] && c.readsAsVerb(f, i, j):
		return false
	case f == Form{Root: "altı", Suffix: ""} && c.afterGenitive(i):
		return false // eşiğin altı: its underside
	}
	return true
}

// tenthOf reports onda (on in the locative, alone the pronoun: onda bir
// sorun yok) as a denominator: before a number with a possessive (onda
// biri, onda üçü) or after a genitive (isteklerin onda bir).
func (c around) tenthOf(a wordNumber, i, j int) bool {
	f, ok := a.single()
	if !ok || f != (Form{Root: "on", Suffix: "DA"}) {
		return false
	}
	if b, _, ok := compound(c.toks, j); ok && strings.HasPrefix(b.part.Suffix, "(s)I") {
		return true
	}
	return c.afterGenitive(i)
}

// word returns the word toks[k] in lower case when it follows the token
// before it after white space only, else "".
func (c around) word(k int) string {
	if k < 0 || k >= len(c.toks) || c.toks[k].Kind != TokenWord || !c.toks[k].Spaced {
		return ""
	}
	return Lower(c.toks[k].Text)
}

// prevWord returns the word before toks[i] when only white space stands
// between them, else "".
func (c around) prevWord(i int) string {
	if i == 0 || !c.toks[i].Spaced || c.toks[i-1].Kind != TokenWord {
		return ""
	}
	return Lower(c.toks[i-1].Text)
}

// clauseEnds reports whether a clause ends after toks[j-1]: the text ends,
// punctuation follows, or a conjunction.
func (c around) clauseEnds(j int) bool {
	end := c.toks[j-1].End
	rest := c.b[end:]
	if j < len(c.toks) {
		rest = c.b[end:c.toks[j].Start]
	}
	if strings.TrimFunc(string(rest), unicode.IsSpace) != "" {
		return strings.ContainsAny(string(rest), ".,;:!?…)—–")
	}
	return j == len(c.toks) || clauseEnders[c.word(j)]
}

// readsAsVerb reports a form of verbForms that ends its clause after what
// reads as its object (bütçeyi yedi, koyunları kırktı) — or, for yetmiş,
// after anything but a value noun (süre yetmiş, but sayısı yetmiş).
func (c around) readsAsVerb(f Form, i, j int) bool {
	if !c.clauseEnds(j) && !(f.Root == "yetmiş" && c.word(j) == "gibi") {
		return false
	}
	prev := c.prevWord(i)
	if prev == "" {
		return false
	}
	if _, ok := NumberForm(prev); ok {
		return false // a number word before it: a number
	}
	if !transitiveVerbs[f.Root] && c.word(j) == "gibi" {
		return true // yetmiş gibi görünüyor: it seems to have sufficed
	}
	if !transitiveVerbs[f.Root] {
		// The subject of yetmek stands bare (süre yetmiş); a possessive
		// (sayısı yetmiş) or a count (toplam yetmiş) is a number's.
		r, _ := utf8.DecodeLastRuneInString(prev)
		return !strings.ContainsRune("ıiuü", r) && !countNouns[prev]
	}
	like, certain := accusativeLike(prev)
	return certain || like && !isValueNoun(prev)
}

// afterGenitive reports a word in the genitive before toks[i]: masanın,
// eşiğin, bunun.
func (c around) afterGenitive(i int) bool {
	prev := c.prevWord(i)
	if _, ok := NumberForm(prev); ok {
		return false
	}
	return IsGenitive(prev, 3)
}

// isName reports a number word written with a capital inside a sentence,
// not in a title-case heading: the start of a name (Altı Sigma).
func (c around) isName(t Token) bool {
	if c.title || !isUpper(t.Text) {
		return false
	}
	rest := []rune(t.Text)[1:]
	if len(rest) == 0 || strings.ToUpper(string(rest)) == string(rest) && Lower(string(rest)) != string(rest) {
		return false // KIRK: all capitals, emphasis
	}
	return !sentenceStart(c.b, t.Start)
}

// representation reports a derived number word (lI, lIk) followed by a
// word that makes it a base, a code or a decade: ikili arama, onluk
// taban, on altılık gösterim, doksanlı yıllar, kırklı yaşlar.
func (c around) representation(a wordNumber, j int) bool {
	if !a.forms[len(a.forms)-1].Derived() {
		return false
	}
	next := c.word(j)
	for _, w := range representationWords {
		if strings.HasPrefix(next, w) {
			return true
		}
	}
	return false
}

// sentenceStart reports whether b[at] starts a sentence: only opening
// marks stand between it and the start of the text or the end of the
// sentence before.
func sentenceStart(b []byte, at int) bool {
	for at > 0 {
		r, n := utf8.DecodeLastRune(b[:at])
		switch {
		case unicode.IsSpace(r) || strings.ContainsRune("“‘\"'([«*_", r):
			at -= n
		case strings.ContainsRune(".!?…:", r):
			return true
		default:
			return false
		}
	}
	return true
}

// titleCase reports a text most of whose words start with a capital, as a
// heading may be written (Süreler ve Yük): a capital there does not
// make a name.
func titleCase(toks []Token) bool {
	words, upper := 0, 0
	for _, t := range toks {
		if t.Kind != TokenWord || utf8.RuneCountInString(t.Text) < 3 || clauseEnders[Lower(t.Text)] || Lower(t.Text) == "ile" || Lower(t.Text) == "için" {
			continue
		}
		words++
		if isUpper(t.Text) {
			upper++
		}
	}
	return words >= 2 && 4*upper >= 3*words
}

// idiomAt returns how many tokens an idiom (see idioms) takes at toks[i],
// 0 if none stands there.
func idiomAt(toks []Token, i int) int {
	if toks[i].Kind != TokenWord || !idiomStarts()[Lower(toks[i].Text)] {
		return 0
	}
next:
	for _, id := range idioms {
		if i+len(id) > len(toks) {
			continue
		}
		for k, w := range id {
			t := toks[i+k]
			if t.Kind != TokenWord || k > 0 && !t.Spaced {
				continue next
			}
			got := Lower(t.Text)
			if stem, ok := strings.CutSuffix(w, "*"); ok && !strings.HasPrefix(got, stem) || !ok && got != w {
				continue next
			}
		}
		return len(id)
	}
	return 0
}

// idiomStarts are the first words of the idioms.
var idiomStarts = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, id := range idioms {
		m[id[0]] = true
	}
	return m
})
