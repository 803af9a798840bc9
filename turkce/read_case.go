//go:build !js

// Reading a text is the build's alone (its checks), never the engine's: see
// read_parse_words.go.

package turkce

import (
	"strings"
	"unicode/utf8"
)

// A noun phrase's case says what it does in its clause: from where a
// change starts (the ablative, 200’den), where it ends (the dative, 93
// ms’ye), whose part it is (the genitive, 48 isteğin). Package relation
// reads the relations a sentence states from the cases of the numbers in
// it; this file reads a case from a suffix chain an action writes and
// from a word typed after a number.

// A Case is the grammatical case a noun phrase stands in.
type Case int

// The cases, Nominative also for a word whose case the reader cannot
// tell.
const (
	Nominative Case = iota
	Accusative      // -(y)I: 8’i geçmez
	Dative          // -(y)A: 93’e, milisaniyeye
	Locative        // -DA: 48’de, ms’de
	Ablative        // -DAn: 200’den, eşiğinden
	Genitive        // -(n)In: isteğin, olayının
)

// String names the case as a grammar does.
func (c Case) String() string {
	return [...]string{"nominative", "accusative", "dative", "locative", "ablative", "genitive"}[c]
}

// caseChains are the case endings of a chain after a possessive or
// without one, as AUTHORING.md writes them (ek "DAn", ek "(s)I(n)DAn").
var caseChains = []struct {
	chain string
	c     Case
}{
	{"(n)DAn", Ablative}, {"DAn", Ablative},
	{"(n)DA", Locative}, {"DA", Locative},
	{"(n)In", Genitive}, {"(I)n", Genitive},
	{"(n)A", Dative}, {"(y)A", Dative},
	{"(n)I", Accusative}, {"(y)I", Accusative},
}

// ChainCase returns the case a suffix chain puts a number in, and whether
// the chain starts with the third person's possessive ((s)I: a part of a
// whole, 48 isteğin 46’sı): "DAn" is the ablative, "(s)I(n)I" the
// accusative of a possessive, "(s)IDIr" a possessive predicate
// (nominative). A derivation before it (lIk: 180 milisaniyelik) leaves
// the noun phrase open: its case is the noun's after it, and ChainCase
// says open.
func ChainCase(chain string) (c Case, possessive, open bool) {
	rest := chain
	for _, d := range []string{"lIk", "lI"} {
		if r, ok := strings.CutPrefix(rest, d); ok {
			if r == "" {
				return Nominative, false, true
			}
			rest = r
			break
		}
	}
	if r, ok := strings.CutPrefix(rest, "(s)I"); ok {
		possessive, rest = true, r
	}
	for _, e := range caseChains {
		if strings.HasPrefix(rest, e.chain) {
			return e.c, possessive, false
		}
	}
	return Nominative, possessive, false
}

// nominatives are nouns that end as an inflected form does (milisaniye as
// a dative, gönderi as an accusative) but stand in the nominative: the
// units and counted nouns a lesson writes after its numbers, and the
// postpositions that follow them.
var nominatives = map[string]bool{
	"milisaniye": true, "saniye": true, "dakika": true, "hafta": true, "kere": true, "okuma": true,
	"yuva": true, "sure": true, "sira": true, "gonderi": true, "cagri": true, "politika": true,
	"ariza": true, "kadar": true, "gore": true, "boyunca": true, "icin": true, "tane": true,
	"deger": true, "oran": true, "yani": true, "bile": true, "daha": true, "gibi": true,
	"uzun": true, "butun": true, "tuketici": true, "uretici": true, "oldu": true, "kaldi": true, "geldi": true,
}

// WordCase returns the case a word typed after a number stands in, read
// from its ending (milisaniyeye: dative; eşiğinden: ablative; olayının:
// genitive, after a possessive), and whether its ending is a
// possessive's. After an apostrophe (ms’ye, API’nin) the suffix alone is
// read. A word the reader cannot read an ending from is nominative: a
// verb (çıkar, indirir), an adjective in -lIk, a noun that ends as an
// inflected form does (milisaniye, gönderi: see nominatives).
func WordCase(w string) (c Case, possessive bool) {
	if i := strings.IndexAny(w, Apostrophes); i >= 0 {
		_, size := utf8.DecodeRuneInString(w[i:])
		return suffixCase(Fold(w[i+size:]), true)
	}
	return suffixCase(Fold(w), false)
}

// suffixCase reads the case of a folded word, or of a suffix typed after
// an apostrophe (whole: the word is all suffix).
func suffixCase(w string, whole bool) (Case, bool) {
	if nominatives[w] {
		return Nominative, false
	}
	n := len(w)
	// stem reports whether what stands before an ending of k letters is
	// enough of a word: a suffix after an apostrophe needs none.
	stem := func(k int) bool { return whole || n-k >= 2 }
	vowelBefore := func(k int) bool { return n-k-1 >= 0 && strings.IndexByte("aeiou", w[n-k-1]) >= 0 }
	has := func(endings ...string) (int, bool) {
		for _, e := range endings {
			if strings.HasSuffix(w, e) && stem(len(e)) {
				return len(e), true
			}
		}
		return 0, false
	}
	if k, ok := has("ndan", "nden"); ok && vowelBefore(k) {
		return Ablative, true
	}
	if _, ok := has("dan", "den", "tan", "ten"); ok {
		return Ablative, false
	}
	if k, ok := has("nda", "nde"); ok && vowelBefore(k) && !whole {
		return Locative, true
	}
	if _, ok := has("da", "de", "ta", "te"); ok {
		return Locative, false
	}
	if _, ok := has("inin", "unun"); ok && !whole {
		return Genitive, true
	}
	if _, ok := has("nin", "nun", "in", "un"); ok && (whole || n >= 4) {
		return Genitive, false
	}
	if k, ok := has("na", "ne"); ok && !whole && k < n && strings.IndexByte("iu", w[n-k-1]) >= 0 {
		return Dative, true
	}
	if _, ok := has("ya", "ye"); ok {
		return Dative, false
	}
	if whole {
		if _, ok := has("a", "e"); ok {
			return Dative, false
		}
	}
	if k, ok := has("ni", "nu"); ok && !whole && vowelBefore(k) {
		return Accusative, true
	}
	if _, ok := has("yi", "yu"); ok {
		return Accusative, false
	}
	if _, ok := has("si", "su"); ok {
		return Nominative, true
	}
	if whole {
		if _, ok := has("i", "u"); ok {
			return Accusative, false
		}
		return Nominative, false
	}
	// A consonant and I: the accusative (isteği, olayı) or a possessive
	// (payı); after a number it is mostly the object.
	if n >= 3 && strings.IndexByte("iu", w[n-1]) >= 0 && strings.IndexByte("aeiou", w[n-2]) < 0 {
		return Accusative, false
	}
	return Nominative, false
}

// IsNegative reports whether a word is a negative form of a verb
// (düşmez, kurtarmıyor, olmadı, görünmez), değil or yok: what a sentence
// says with hiç or hiçbir is none only in the negative.
func IsNegative(w string) bool {
	f := Fold(w)
	if f == "yok" || f == "yoktur" || strings.HasPrefix(f, "degil") {
		return true
	}
	for _, e := range []string{"maz", "mez", "mazlar", "mezler", "mazsa", "mezse", "madi", "medi", "mamis", "memis", "mayan", "meyen", "mayacak", "meyecek"} {
		if strings.HasSuffix(f, e) && len(f) > len(e)+1 {
			return true
		}
	}
	return strings.Contains(f, "miyor") || strings.Contains(f, "muyor")
}
