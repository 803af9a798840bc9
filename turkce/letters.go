package turkce

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Capitalize capitalises the first letter of s the Turkish way (i → İ, ı → I),
// for a value that starts a sentence: Capitalize("iki isteği") is "İki
// isteği". Opening punctuation such as a quote mark is skipped; if s starts
// with a digit or another non-letter, s is returned unchanged. The rest of s
// is never touched.
func Capitalize(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPunct(r) })
	if i < 0 {
		return s
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if !unicode.IsLetter(r) {
		return s
	}
	return s[:i] + string(unicode.TurkishCase.ToUpper(r)) + s[i+size:]
}

// Lower lower-cases s the Turkish way (I → ı, İ → i), so that harmony,
// the word tables and whoever reads a text see the letters as they sound.
func Lower(s string) string {
	// Most words arrive in lower case already; returning them as they are
	// saves most of the time of Suffix and Aloud. (The standard library's
	// Turkish case, not golang.org/x/text/cases: the page's WebAssembly
	// links this package, and x/text's tables are some 140 KB of its
	// gzip; TestTurkishCase holds the two equal on every letter.)
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsTitle(r) }) < 0 {
		return s
	}
	return strings.ToLowerSpecial(unicode.TurkishCase, s)
}

// isVowel reports whether r is a lower-case Turkish vowel; â, î and û, kept
// in some loanwords, count as a, i and u.
func isVowel(r rune) bool {
	return strings.ContainsRune("aeıioöuüâîû", r)
}

// isBack reports whether the vowel r is a back vowel (a ı o u), which
// makes A an a and I an ı or u.
func isBack(r rune) bool {
	return strings.ContainsRune("aıouâû", r)
}

// isRounded reports whether the vowel r is rounded (o ö u ü), which makes
// I a u or ü.
func isRounded(r rune) bool {
	return strings.ContainsRune("oöuüû", r)
}

// isVoiceless reports whether r is a voiceless consonant, after which D
// is a t (the "fıstıkçı şahap" letters).
func isVoiceless(r rune) bool {
	return strings.ContainsRune("fstkçşhp", r)
}

// isTurkishLower reports whether r is a letter of the Turkish alphabet in
// lower case, the letters a suffix may spell out literally.
func isTurkishLower(r rune) bool {
	return strings.ContainsRune("abcçdefgğhıijklmnoöprsştuüvyz", r)
}

// harmonyA is the archiphoneme A after the vowel v: a after a back vowel,
// e after a front one.
func harmonyA(v rune) rune {
	if isBack(v) {
		return 'a'
	}
	return 'e'
}

// harmonyI is the archiphoneme I after the vowel v: ı, u, i or ü by
// backness and rounding.
func harmonyI(v rune) rune {
	switch {
	case isBack(v) && isRounded(v):
		return 'u'
	case isBack(v):
		return 'ı'
	case isRounded(v):
		return 'ü'
	}
	return 'i'
}
