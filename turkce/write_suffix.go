package turkce

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// Apostrophe is the apostrophe between digits and their suffix, the typographic
// one (U+2019) the lesson uses: 5540’tan.
const Apostrophe = "’"

// Suffix returns v followed by the suffix chain, spelled out for v as it is read
// aloud (see the package doc): Suffix("5540", "DAn") is "5540’tan", Suffix("kırk
// sekiz", "(s)I(n)I") is "kırk sekizini", Suffix("4", "(y)A") is "4’e" and
// Suffix("dört", "(y)A") "dörde".
//
// v is what Digits or Words returned, a percentage such as "%42,6", or any
// text whose last word decides: "yüzde 42,6", "altısı". A last word ending
// in digits is read by its trailing digits, so identifiers work too
// (R2’nin); other words follow regular vowel harmony and keep their written
// form, except dört, which softens to dörd before a vowel. Consonant
// softening of other words (kitap → kitabı) and the harmony of loanwords
// (saat → saati) are lexical and not known here.
//
// chain is a sequence of:
//
//	A            a or e
//	I            ı, i, u or ü
//	D            d, or t after a voiceless consonant
//	(y) (n) (s)  the buffer letter, only after a vowel
//	(ş)          ş, only after a vowel: the distributive (ş)Ar, ikişer, beşer
//	(I)          I, only after a consonant
//	a b c …      lower-case Turkish letters, written as they are
//
// for example (y)A, DAn, DA, (n)In, (y)I, (s)I, (s)I(n)I, (s)I(n)A, lIk,
// lIk(s)I, DIr, (s)IDIr, (y)lA, (I)ncI, lAr, (I)m, (ş)Ar, lI. The k of
// -lIk softens to ğ before a vowel, within one chain (lIk(s)I after dört is
// lüğü) or across two (Suffix("5’lik", "(y)A") is "5’liğe"). An unknown letter
// or buffer in chain, an empty chain or v, and a v that does not end in a letter
// or digit are errors.
func Suffix(v, chain string) (string, error) {
	parts, err := parsePattern(chain)
	if err != nil {
		return "", err
	}
	sound, digits, err := lastSound(v)
	if err != nil {
		return "", msg.Errorf("ek %q after %q: %w", chain, v, err)
	}
	suffix, err := spell(parts, sound)
	if err != nil {
		return "", msg.Errorf("ek %q after %q: %w", chain, v, err)
	}
	switch {
	case suffix == "":
		return v, nil
	case digits:
		return v + Apostrophe + suffix, nil
	}
	if first, _ := utf8.DecodeRuneInString(suffix); isVowel(first) {
		switch {
		case sound == "dört":
			// dört is the one number word whose final consonant softens
			// (dörde, dördüncü); the t is always the last byte of v.
			return v[:len(v)-1] + soften(v[len(v)-1]) + suffix, nil
		case endsInLIk(sound):
			// So does the k of -lIk, whatever the word before it:
			// dörtlüğü, 5’liğe, birliği. The k is the last byte of v.
			return v[:len(v)-1] + soften(v[len(v)-1]) + suffix, nil
		}
	}
	return v + suffix, nil
}

// soften is the voiced form of a final t or k (in either case) before a
// vowel: d and ğ.
func soften(c byte) string {
	switch c {
	case 't':
		return "d"
	case 'T':
		return "D"
	case 'k':
		return "ğ"
	case 'K':
		return "Ğ"
	}
	return string(c)
}

// endsInLIk reports whether the lower-case word s ends in the suffix -lIk
// (lık, lik, luk, lük), whose k softens before a vowel.
func endsInLIk(s string) bool {
	rest, ok := strings.CutSuffix(s, "k")
	if !ok {
		return false
	}
	i, size := utf8.DecodeLastRuneInString(rest)
	return strings.ContainsRune("ıiuü", i) && strings.HasSuffix(rest[:len(rest)-size], "l")
}

// kind is what one piece of a suffix pattern stands for.
type kind int

const (
	literal kind = iota // a letter written as it is
	buffer              // (y), (n), (s), (ş): the letter, only after a vowel
	bufferI             // (I): I, only after a consonant
	archiA              // A: a or e
	archiI              // I: ı, i, u or ü
	archiD              // D: d or t
)

// part is one piece of a parsed suffix pattern.
type part struct {
	kind   kind
	letter rune // for literal and buffer
}

// parsePattern splits a suffix pattern into its pieces.
func parsePattern(pattern string) ([]part, error) {
	if pattern == "" {
		return nil, msg.Errorf("ek %q: empty; want a suffix such as (y)A or DAn", pattern)
	}
	var parts []part
	for i := 0; i < len(pattern); {
		r, size := utf8.DecodeRuneInString(pattern[i:])
		switch {
		case r == '(':
			end := strings.IndexByte(pattern[i:], ')')
			if end < 0 {
				return nil, msg.Errorf("ek %q: unclosed \"(\" at byte %d", pattern, i)
			}
			switch inner := pattern[i+1 : i+end]; inner {
			case "y", "n", "s", "ş":
				r, _ := utf8.DecodeRuneInString(inner)
				parts = append(parts, part{kind: buffer, letter: r})
			case "I":
				parts = append(parts, part{kind: bufferI})
			default:
				return nil, msg.Errorf("ek %q: unknown buffer %q at byte %d; want (y), (n), (s), (ş) or (I)", pattern, pattern[i:i+end+1], i)
			}
			size = end + 1
		case r == 'A':
			parts = append(parts, part{kind: archiA})
		case r == 'I':
			parts = append(parts, part{kind: archiI})
		case r == 'D':
			parts = append(parts, part{kind: archiD})
		case isTurkishLower(r):
			parts = append(parts, part{kind: literal, letter: r})
		default:
			return nil, msg.Errorf("ek %q: unknown archiphoneme %q at byte %d; want A, I, D, a buffer (y), (n), (s), (ş), (I) or lower-case Turkish letters", pattern, r, i)
		}
		i += size
	}
	return parts, nil
}

// lastSound returns the word, in lower case, whose sound decides the suffix
// after v, and whether v ends in digits (which are read aloud for it).
func lastSound(v string) (sound string, digits bool, err error) {
	last, _ := utf8.DecodeLastRuneInString(v)
	switch {
	case v == "":
		return "", false, msg.Errorf("empty value; want a number or a word")
	case unicode.IsSpace(last):
		return "", false, msg.Errorf("value ends in a space; want a letter or digit at the end")
	case unicode.IsLetter(last):
		fields := strings.Fields(v)
		return Lower(fields[len(fields)-1]), false, nil
	case last < utf8.RuneSelf && isDigit(byte(last)):
		// Only the trailing digits matter: the last word of "42,6" is the
		// last word of the decimals, "altı", and a sign or percent sign
		// comes first.
		start := len(v)
		for start > 0 && isDigit(v[start-1]) {
			start--
		}
		words, err := appendInteger(nil, v[start:])
		if err != nil {
			return "", false, msg.Errorf("reading %q aloud: %w", v[start:], err)
		}
		return words[len(words)-1], true, nil
	}
	return "", false, msg.Errorf("value ends in %q; want a letter or digit at the end", last)
}

// spell writes out the suffix parts after a word that sounds like sound,
// each vowel in harmony with the vowel before it.
func spell(parts []part, sound string) (string, error) {
	end, _ := utf8.DecodeLastRuneInString(sound)
	var vowel rune
	for _, r := range sound {
		if isVowel(r) {
			vowel = r
		}
	}
	var b strings.Builder
	emit := func(r rune) {
		if isVowel(r) && end == 'k' && endsInLIk(b.String()) {
			// The k of -lIk softens before a vowel: lIk(s)I is lüğü.
			s := b.String()
			b.Reset()
			b.WriteString(s[:len(s)-1] + "ğ")
		}
		b.WriteRune(r)
		end = r
		if isVowel(r) {
			vowel = r
		}
	}
	for _, p := range parts {
		switch p.kind {
		case literal:
			emit(p.letter)
		case buffer:
			if isVowel(end) {
				emit(p.letter)
			}
		case archiD:
			if isVoiceless(end) {
				emit('t')
			} else {
				emit('d')
			}
		case bufferI, archiI, archiA:
			if p.kind == bufferI && isVowel(end) {
				continue
			}
			if vowel == 0 {
				return "", msg.Errorf("no vowel in %q to harmonise with", sound)
			}
			if p.kind == archiA {
				emit(harmonyA(vowel))
			} else {
				emit(harmonyI(vowel))
			}
		}
	}
	return b.String(), nil
}
