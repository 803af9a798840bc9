//go:build !js

package turkce

import (
	"strings"
	"unicode/utf8"
)

// foldLetters maps Turkish letters to their ASCII base, as figure names
// are written: ölçü → olcu.
var foldLetters = strings.NewReplacer("ç", "c", "ğ", "g", "ı", "i", "ö", "o", "ş", "s", "ü", "u", "â", "a", "î", "i", "û", "u")

// Fold lower-cases a word the Turkish way and writes it in ASCII letters,
// as a figure's name is written: ÖLÇÜ, ölçü → olcu. Words are compared
// folded (SameStem), so that a name matches the prose that says it.
func Fold(w string) string { return foldLetters.Replace(Lower(w)) }

// SameStem reports whether two folded words (Fold) share a stem: one
// starts the other (kol, kola; okuma, okuması), its last consonant maybe
// softened (eşik, eşiği; istek, isteği), or they agree in their first
// five letters (yavaş, yavaşken), or in all but the last of four or more
// (düşen, düşer), or, with endings, they are the same stem once their
// endings are taken off (düşen, düşürüyor; okur, okuma: see stem). Words
// of two letters match only themselves and short forms of themselves
// (iş, işi); a word with a digit (duyarlilik2) only itself. Without
// endings, a word matches by its beginning only: an identifier's part is
// no Turkish word (yapi is not yapar).
func SameStem(a, b string, endings bool) bool {
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
	if cp == n-1 && n >= 3 && softensFolded(a[n-1], b[n-1]) {
		cp = n
	}
	if cp == n || cp >= 5 || cp == 4 && n >= 5 && cp >= n-1 {
		return true
	}
	if !endings {
		return false
	}
	sa, sb := stem(a), stem(b)
	return len(sa) >= 3 && sa == sb
}

// softensFolded reports a consonant that softens before a vowel, as
// folded letters: k → ğ (g), p → b, t → d. (soften writes a numeral's
// final t or k so, in Turkish letters.)
func softensFolded(hard, soft byte) bool {
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

// foldedEndings are the folded endings stem takes off a word, longest
// first: of verbs (the continuous, the aorist, the participles, the
// causative and passive), of nouns (cases, the possessive) and of the
// verbal noun.
var foldedEndings = []string{
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
		for _, e := range foldedEndings {
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

// StemKey returns the first five letters of a word of three letters or
// more, lower-cased, and whether it has three: enough for two forms of one
// word to share it (yavaşlayan, yavaşlıyor) where SameStem's finer rules
// would match more than a caller wants.
func StemKey(w string) (string, bool) {
	r := []rune(Lower(w))
	if len(r) < 3 {
		return "", false
	}
	return string(r[:min(5, len(r))]), true
}

// IsGenitive reports a word (lower-cased or folded) of minLetters letters
// or more that ends as one in the genitive does (-(n)In): masanın,
// eşiğin, isteğin, işlerin. Shorter words that so end are mostly words of
// their own (kin, bin), how short a caller's context says.
func IsGenitive(w string, minLetters int) bool {
	if utf8.RuneCountInString(w) < minLetters {
		return false
	}
	for _, s := range []string{"ın", "in", "un", "ün"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}
