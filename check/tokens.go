package check

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

type tokenKind int

const (
	tokWord    tokenKind = iota // letters only: kırk, Üçü
	tokNumeral                  // digits, maybe with a decimal comma, % before, a unit or a suffix after: %8,3, 200ms, 5540’tan
	tokName                     // letters and digits mixed, starting with a letter: K01, AY10, ES2020
	tokModel                    // what a template action wrote (filler, see maskActions)
)

// A token is a word, a numeral or a name of a text.
type token struct {
	kind       tokenKind
	start, end int    // bytes of the text, % and suffix included
	core       string // the word, the digits as typed (42,6) or the name
	prefix     string // "%" before digits
	tail       string // letters right after digits, no apostrophe: ms in 200ms
	suffix     string // a suffix after an apostrophe, apostrophe included: ’tan
	spaced     bool   // only white space stands between it and the token before
}

// apostrophes separate a suffix from digits; the site writes ’ (U+2019).
const apostrophes = "’'"

// tokens splits b into tokens. A run of filler (what a template action
// wrote) is one tokModel token; anything else that is not a letter or a
// digit separates tokens.
func tokens(b []byte) []token {
	var out []token
	prevEnd := -1
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		var t token
		switch {
		case r == filler:
			j := i
			for j < len(b) && b[j] == filler {
				j++
			}
			t = token{kind: tokModel, start: i, end: j}
		case isWordRune(r):
			t = wordToken(b, i)
		default:
			i += n
			continue
		}
		t.spaced = prevEnd >= 0 && t.start > prevEnd && isSpace(b[prevEnd:t.start])
		out = append(out, t)
		prevEnd = t.end
		i = t.end
	}
	return out
}

// wordToken reads the word, numeral or name starting at b[i].
func wordToken(b []byte, i int) token {
	j := i
	for j < len(b) {
		r, n := utf8.DecodeRune(b[j:])
		if isWordRune(r) {
			j += n
			continue
		}
		// A decimal comma or a grouping dot between digits: 42,6 and 1.000.
		if (r == ',' || r == '.') && j > i && isDigit(b[j-1]) && j+1 < len(b) && isDigit(b[j+1]) {
			j++
			continue
		}
		break
	}
	run := string(b[i:j])
	t := token{start: i, end: j}
	firstDigit := isDigit(b[i])
	switch {
	case !strings.ContainsFunc(run, unicode.IsDigit):
		t.kind, t.core = tokWord, run
	case firstDigit:
		k := strings.IndexFunc(run, func(r rune) bool { return !unicode.IsDigit(r) && r != ',' && r != '.' })
		if k < 0 {
			t.kind, t.core = tokNumeral, run
		} else if tail := run[k:]; !strings.ContainsFunc(tail, unicode.IsDigit) {
			t.kind, t.core, t.tail = tokNumeral, run[:k], tail
		} else {
			t.kind, t.core = tokName, run
		}
	default:
		t.kind, t.core = tokName, run
	}
	if t.kind == tokNumeral && i > 0 && b[i-1] == '%' {
		t.start, t.prefix = i-1, "%"
	}
	// A suffix after an apostrophe: 5540’tan, K01’in, Ankara’da.
	if r, n := utf8.DecodeRune(b[j:]); strings.ContainsRune(apostrophes, r) {
		k := j + n
		for k < len(b) {
			r, m := utf8.DecodeRune(b[k:])
			if !unicode.IsLetter(r) {
				break
			}
			k += m
		}
		if k > j+n {
			t.suffix, t.end = string(b[j:k]), k
		}
	}
	return t
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isSpace(b []byte) bool {
	return len(b) > 0 && strings.TrimFunc(string(b), unicode.IsSpace) == ""
}
