//go:build !js

// Reading a text is the build's alone (its checks), never the engine's: see
// read_parse_words.go.

package turkce

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A TokenKind is what a token of a text is.
type TokenKind int

const (
	TokenWord        TokenKind = iota // letters only: kırk, Üçü
	TokenNumeral                      // digits, maybe with a decimal comma, % before, a unit or a suffix after: %8,3, 200ms, 5540’tan, 5 540, −5
	TokenName                         // letters and digits mixed, starting with a letter: R2, AB10, ES2020; and dates and versions: 12.05.2024, 1.2.3
	TokenPlaceholder                  // a run of the placeholder (see Tokens): text the reader does not see
	TokenFraction                     // a vulgar fraction, maybe after digits: ¾, 2½, 3⁄4
)

// A Token is a word, a numeral, a name or a placeholder of a text.
type Token struct {
	Kind       TokenKind
	Start, End int    // bytes of the text, a numeral's sign, % and suffix included
	Text       string // the word (invisible characters left out: kır\u00adk is kırk), the digits as typed (42,6; 5 540) or the name; "" for a placeholder
	Spaced     bool   // only white space stands between it and the token before

	prefix string // "%" or "×" before digits
	tail   string // letters or × right after digits, no apostrophe: ms in 200ms
	suffix string // a suffix after an apostrophe, apostrophe included: ’tan
	minus  bool   // a minus sign before the digits (−5, -5): the value is negative
	power  string // superscript digits after the digits, as ASCII digits: 10⁶ is 10 to the power 6

	// A vulgar fraction's numbers (TokenFraction): whole is the digits
	// before it ("" for none), num and den its numerator and denominator.
	whole, num, den string
}

// Apostrophes separate a suffix from digits or a name: the site writes ’
// (Apostrophe), a keyboard '.
const Apostrophes = Apostrophe + "'"

// vulgarFractions are the fraction characters, as numerator/denominator.
var vulgarFractions = map[rune][2]string{
	'½': {"1", "2"}, '⅓': {"1", "3"}, '⅔': {"2", "3"}, '¼': {"1", "4"}, '¾': {"3", "4"},
	'⅕': {"1", "5"}, '⅖': {"2", "5"}, '⅗': {"3", "5"}, '⅘': {"4", "5"}, '⅙': {"1", "6"},
	'⅚': {"5", "6"}, '⅐': {"1", "7"}, '⅛': {"1", "8"}, '⅜': {"3", "8"}, '⅝': {"5", "8"},
	'⅞': {"7", "8"}, '⅑': {"1", "9"}, '⅒': {"1", "10"}, '↉': {"0", "3"},
}

// fractionSlash (U+2044) writes a fraction from digits: 3⁄4.
const fractionSlash = '⁄'

// minusSigns make the digits after them negative: the minus sign U+2212
// and the hyphen-minus.
const minusSigns = "−-"

// Tokens splits the text b into tokens. A run of placeholder (0 for none)
// stands for text written elsewhere, which the reader does not see — a
// page's template actions, say — and is one TokenPlaceholder token,
// which parts the words around it; anything else that is not a letter,
// a digit or a vulgar fraction separates tokens.
func Tokens(b []byte, placeholder rune) []Token {
	var out []Token
	prevEnd := -1
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		var t Token
		switch {
		case r == placeholder && placeholder != 0:
			j := i
			for j < len(b) {
				r, m := utf8.DecodeRune(b[j:])
				if r != placeholder {
					break
				}
				j += m
			}
			t = Token{Kind: TokenPlaceholder, Start: i, End: j}
		case IsWordRune(r):
			t = wordToken(b, i)
		case isVulgar(r):
			t = fractionToken(b, i, i, "")
		default:
			i += n
			continue
		}
		if t.Kind == TokenNumeral || t.Kind == TokenFraction {
			signed(b, &t, max(prevEnd, 0))
		}
		t.Spaced = prevEnd >= 0 && t.Start > prevEnd && IsSpace(b[prevEnd:t.Start])
		out = append(out, t)
		prevEnd = t.End
		i = t.End
	}
	return out
}

// signed takes a minus sign or a × just before a numeral into it: −5, -5,
// ×2. A hyphen between words or digits (3-5, x-5) is no sign: the sign
// must follow a space, an opening bracket or the start of the text. Both
// stand after from, the end of the token before.
func signed(b []byte, t *Token, from int) {
	at := t.Start
	if r, n := utf8.DecodeLastRune(b[:at]); r == '×' && t.prefix == "" && at-n >= from {
		t.prefix, at = "×", at-n
	}
	r, n := utf8.DecodeLastRune(b[:at])
	if !strings.ContainsRune(minusSigns, r) || t.prefix == "×" || at-n < from {
		t.Start = at
		return
	}
	before, _ := utf8.DecodeLastRune(b[:at-n])
	if at-n == 0 || unicode.IsSpace(before) || strings.ContainsRune("([{“‘\"'/=", before) {
		t.minus, at = true, at-n
	}
	t.Start = at
}

// dateLike returns the length of a date written with hyphens or slashes
// at the start of b — 2024-05-12, 12/05/2024: `\d{4}-\d{1,2}-\d{1,2}` or
// `\d{1,2}/\d{1,2}/\d{2,4}` — or 0. Dotted dates (12.05.2024) and
// versions are found by their dots. (Matched by hand, as the two patterns
// read, not with regexp: the page's WebAssembly links this package, and
// regexp's code would be dead weight there.)
func dateLike(b []byte) int {
	if n := digitRun(b, 0, 4); n == 4 && byteAt(b, 4) == '-' {
		if m := digitRun(b, 5, 2); m > 0 && byteAt(b, 5+m) == '-' {
			if k := digitRun(b, 6+m, 2); k > 0 {
				return 6 + m + k
			}
		}
	}
	if n := digitRun(b, 0, 2); n > 0 && byteAt(b, n) == '/' {
		if m := digitRun(b, n+1, 2); m > 0 && byteAt(b, n+1+m) == '/' {
			if k := digitRun(b, n+2+m, 4); k >= 2 {
				return n + 2 + m + k
			}
		}
	}
	return 0
}

// exponentLike returns the length of digits in scientific notation at the
// start of b — 1e6, 2,5e-3: `\d+(?:[.,]\d+)?[eE][-+]?\d+` — or 0.
func exponentLike(b []byte) int {
	n := digitRun(b, 0, len(b))
	if n == 0 {
		return 0
	}
	if c := byteAt(b, n); c == '.' || c == ',' {
		if m := digitRun(b, n+1, len(b)); m > 0 {
			n += 1 + m
		}
	}
	if c := byteAt(b, n); c != 'e' && c != 'E' {
		return 0
	}
	n++
	if c := byteAt(b, n); c == '-' || c == '+' {
		n++
	}
	m := digitRun(b, n, len(b))
	if m == 0 {
		return 0
	}
	return n + m
}

// digitRun counts the digits 0-9 in b from i on, at most max of them.
func digitRun(b []byte, i, max int) int {
	n := 0
	for i+n < len(b) && n < max && '0' <= b[i+n] && b[i+n] <= '9' {
		n++
	}
	return n
}

// byteAt returns b[i], or 0 past its end.
func byteAt(b []byte, i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

// wordToken reads the word, numeral or name starting at b[i].
func wordToken(b []byte, i int) Token {
	if n := dateLike(b[i:]); n > 0 {
		if j := i + n; j == len(b) || !isWordStart(b[j:]) {
			return Token{Kind: TokenName, Start: i, End: j, Text: string(b[i:j])}
		}
	}
	if n := exponentLike(b[i:]); n > 0 {
		if j := i + n; j == len(b) || !isWordStart(b[j:]) {
			return withSuffix(b, Token{Kind: TokenNumeral, Start: i, End: j, Text: string(b[i:j])})
		}
	}
	j := i
	group := 0 // digits in the current group of a number grouped by spaces
	spaced := false
	for j < len(b) {
		r, n := utf8.DecodeRune(b[j:])
		if isInvisible(r) && j > i && isWordStart(b[j+n:]) {
			j += n // a soft hyphen or a zero-width space inside a word: kır\u00adk is kırk
			continue
		}
		if IsWordRune(r) {
			if isDigit(b[j]) {
				group++
			} else {
				group = -1 // letters: no grouping by spaces
			}
			j += n
			continue
		}
		// A decimal comma or a grouping dot between digits: 42,6 and 1.000.
		if (r == ',' || r == '.') && j > i && isDigit(b[j-1]) && j+1 < len(b) && isDigit(b[j+1]) {
			if r == ',' {
				group = -1
			} else {
				group = 0
			}
			j++
			continue
		}
		// Digit groups separated by a space, a no-break space or a narrow
		// no-break space: 5 540, 1 000 000. The first group has one to
		// three digits, every later one three.
		if isGroupSpace(r) && group >= 1 && (group <= 3 && !spaced || group == 3) && threeDigits(b[j+n:]) {
			spaced, group = true, 0
			j += n
			continue
		}
		break
	}
	run := strings.Map(func(r rune) rune {
		if isInvisible(r) {
			return -1
		}
		return r
	}, string(b[i:j]))
	t := Token{Start: i, End: j}
	first, _ := utf8.DecodeRune(b[i:])
	firstDigit := unicode.IsDigit(first)
	switch {
	case !strings.ContainsFunc(run, unicode.IsDigit):
		t.Kind, t.Text = TokenWord, run
	case firstDigit:
		k := strings.IndexFunc(run, func(r rune) bool { return !unicode.IsDigit(r) && r != ',' && r != '.' && !isGroupSpace(r) })
		if k < 0 {
			t.Kind, t.Text = TokenNumeral, run
		} else if tail := run[k:]; !strings.ContainsFunc(tail, unicode.IsDigit) {
			t.Kind, t.Text, t.tail = TokenNumeral, run[:k], tail
		} else {
			t.Kind, t.Text = TokenName, run
		}
		if t.Kind == TokenNumeral && strings.Count(t.Text, ".") >= 2 && !isGrouped(t.Text) {
			// 12.05.2024, 1.2.3, 192.168.1.1: a date, a version, an
			// address — a name, not a quantity.
			t.Kind = TokenName
			t.Text, t.tail = run, ""
		}
	default:
		t.Kind, t.Text = TokenName, run
	}
	if t.Kind == TokenNumeral && t.tail == "" {
		r, n := utf8.DecodeRune(b[j:])
		switch {
		case isVulgar(r) && !strings.ContainsFunc(t.Text, notDigit):
			return fractionToken(b, i, j, t.Text) // 2½
		case r == fractionSlash && !strings.ContainsFunc(t.Text, notDigit):
			if k := j + n + digits(b[j+n:]); k > j+n && (k == len(b) || !isWordStart(b[k:])) {
				t := Token{Kind: TokenFraction, Start: i, End: k, num: t.Text, den: string(b[j+n : k])}
				return withSuffix(b, t)
			}
		case r == '×':
			t.tail, j = "×", j+n // 2× (two times)
			t.End = j
		case superscripts[r] != 0:
			k := j
			for k < len(b) {
				r, n := utf8.DecodeRune(b[k:])
				if superscripts[r] == 0 {
					break
				}
				t.power += string(superscripts[r])
				k += n
			}
			t.End, j = k, k // 10⁶
		}
	}
	if t.Kind == TokenNumeral && i > 0 && b[i-1] == '%' {
		t.Start, t.prefix = i-1, "%"
	}
	return withSuffix(b, t)
}

// fractionToken reads a vulgar fraction character at b[at], after the
// digits b[start:at] (whole).
func fractionToken(b []byte, start, at int, whole string) Token {
	r, n := utf8.DecodeRune(b[at:])
	f := vulgarFractions[r]
	t := Token{Kind: TokenFraction, Start: start, End: at + n, Text: string(b[start : at+n]), whole: whole, num: f[0], den: f[1]}
	return withSuffix(b, t)
}

// withSuffix takes a suffix after an apostrophe into t: 5540’tan, R2’nin,
// Ankara’da.
func withSuffix(b []byte, t Token) Token {
	j := t.End
	if r, n := utf8.DecodeRune(b[j:]); strings.ContainsRune(Apostrophes, r) {
		k := j + n
		for k < len(b) {
			r, m := utf8.DecodeRune(b[k:])
			if !unicode.IsLetter(r) {
				break
			}
			k += m
		}
		if k > j+n {
			t.suffix, t.End = string(b[j:k]), k
		}
	}
	return t
}

func notDigit(r rune) bool { return r < '0' || r > '9' }

// superscripts maps superscript digits to the digits they raise: 10⁶.
var superscripts = map[rune]rune{'⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9'}

// isInvisible reports a character that takes no room in a word: a soft
// hyphen, a zero-width space or joiner, a word joiner, a byte-order mark
// (Unicode's format characters).
func isInvisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// asciiDigits writes every decimal digit of s, of any script (٤٨, ４８),
// as an ASCII digit, so that it reads as the number it is.
func asciiDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r < utf8.RuneSelf || !unicode.IsDigit(r) {
			return r
		}
		zero := r
		for zero > 0 && unicode.IsDigit(zero-1) && r-zero < 9 {
			zero--
		}
		return '0' + (r-zero)%10
	}, s)
}

// IsWordRune reports a rune that may stand in a word: a letter, a digit or
// a mark (a combining accent).
func IsWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }

// isWordStart reports whether b starts with a letter or digit.
func isWordStart(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return IsWordRune(r)
}

func isVulgar(r rune) bool {
	_, ok := vulgarFractions[r]
	return ok
}

// isGroupSpace reports the spaces that group digits: a space, a no-break
// space (U+00A0, &nbsp;), a narrow no-break space (U+202F), a thin space
// (U+2009, &thinsp;) and a figure space (U+2007).
func isGroupSpace(r rune) bool {
	return r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\u2009' || r == '\u2007'
}

// threeDigits reports whether b starts with exactly three digits, not a
// fourth: the next group of a grouped number.
func threeDigits(b []byte) bool { return digits(b) == 3 }

// digits returns how many ASCII digits start b.
func digits(b []byte) int {
	n := 0
	for n < len(b) && isDigit(b[n]) {
		n++
	}
	return n
}

// IsSpace reports whether b, not empty, is only white space.
func IsSpace(b []byte) bool {
	return len(b) > 0 && strings.TrimFunc(string(b), unicode.IsSpace) == ""
}
