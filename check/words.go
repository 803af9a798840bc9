package check

import (
	"maps"
	"slices"
	"strings"

	"coursesite/turkce"
)

// The number words themselves, their forms and how words read as a number
// are package turkce's (turkce.SayiBicimi, turkce.Oku): the reverse of how
// the site writes them. What follows is the check's own: which forms read
// as another word in a sentence.

// wordForm is a number word's form (turkce.Bicim): its root and suffix
// chain.
type wordForm = turkce.Bicim

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
	if f.Sira() {
		return false // yüzüncü, bininci: no pronoun or verb reads so
	}
	switch f.Kok {
	case "bir":
		return true
	case "on":
		for _, p := range []string{"(s)I", "(y)I", "(y)A", "DA", "DAn", "(n)In", "(y)lA"} {
			if strings.HasPrefix(f.Ek, p) {
				return true
			}
		}
	case "yüz":
		return f.Ek != "" && !strings.HasPrefix(f.Ek, "lIk")
	case "bin":
		return slices.Contains([]string{"(y)DI", "(y)sA", "(y)mIş", "(ş)Ar", "(ş)ArlI", "DIr", "DA"}, f.Ek)
	}
	return false
}

// verbForms are forms of number words that are also finite verbs: yedi
// “ate” (yemek), kırktı “sheared” (kırkmak), yetmiş “has sufficed”
// (yetmek), onar “repairs” (onarmak). A verb ends its clause; see
// readsAsVerb for how the context tells them apart.
var verbForms = map[wordForm]bool{
	{Kok: "yedi", Ek: ""}: true, {Kok: "yedi", Ek: "(y)DI"}: true, {Kok: "yedi", Ek: "(y)sA"}: true, {Kok: "yedi", Ek: "(y)mIş"}: true,
	{Kok: "kırk", Ek: "(y)DI"}: true, {Kok: "kırk", Ek: "(y)sA"}: true, {Kok: "kırk", Ek: "(ş)Ar"}: true, {Kok: "kırk", Ek: "DIr"}: true, {Kok: "kırk", Ek: "(y)mIş"}: true,
	{Kok: "yetmiş", Ek: ""}: true, {Kok: "yetmiş", Ek: "(y)DI"}: true, {Kok: "yetmiş", Ek: "(y)sA"}: true, {Kok: "yetmiş", Ek: "DIr"}: true,
	{Kok: "on", Ek: "(ş)Ar"}: true,
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
