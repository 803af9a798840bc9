//go:build !js

// Reading a text is the build's alone (its checks), never the engine's: see
// read_parse_words.go.

package turkce

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// A wordNumber is a run of number words that reads as one number.
type wordNumber struct {
	start, end int
	part       Part
	forms      []Form // of its words
}

// single returns the form of a one-word number, ok false for a compound.
func (w wordNumber) single() (Form, bool) {
	if len(w.forms) != 1 {
		return Form{}, false
	}
	return w.forms[0], true
}

// bigOrdinal reports the bases whose ordinal alone is a position in a
// count rather than one of the prose's own parts: yirminci, kırkıncı,
// yüzüncü, bininci (birinci to onuncu number parts; see the package doc).
func bigOrdinal(base string) bool {
	if v, ok := RootValue(base); ok {
		return v >= 20
	}
	_, ok := ScalePower(base)
	return ok
}

// compound reads the longest run of number words at toks[i] that is one
// number as the site would read it aloud, and returns it and the index
// after it. Only white space may separate its words; only its last word
// may carry a suffix, and it may be an ordinal (on yedinci).
func compound(toks []Token, i int) (wordNumber, int, bool) {
	if i >= len(toks) {
		return wordNumber{}, 0, false
	}
	if toks[i].Kind == TokenWord {
		if _, ok := formOf(toks[i].Text); !ok {
			if run := segment(wordLower(toks[i].Text)); run != nil {
				return joined(toks[i], run, i+1)
			}
		}
	}
	var run []Form
	for k := i; k < len(toks); k++ {
		t := toks[k]
		if t.Kind != TokenWord || k > i && !t.Spaced {
			break
		}
		w := wordLower(t.Text)
		f, ok := NumberForm(w)
		if !ok || !IsNumberRoot(f.Root) {
			if o, ok := OrdinalForm(w); ok && (k > i || bigOrdinal(o.Root)) {
				run = append(run, o)
			}
			break
		}
		run = append(run, f)
		if f.Suffix != "" || t.suffix != "" {
			break
		}
	}
	for n := len(run); n > 0; n-- {
		bases := make([]string, n)
		for k, f := range run[:n] {
			bases[k] = f.Root
		}
		if run[n-1].Ordinal() && n == 1 && !bigOrdinal(run[0].Root) {
			continue
		}
		digits, decimals, ok := ParseWords(bases)
		if !ok {
			continue
		}
		first, last := toks[i], toks[i+n-1]
		p := Part{Digits: digits, Decimals: decimals, Words: true, Suffix: run[n-1].Suffix, TypedSuffix: last.suffix}
		p.Capital = isUpper(first.Text)
		return wordNumber{start: first.Start, end: last.End, part: p, forms: run[:n]}, i + n, true
	}
	return wordNumber{}, 0, false
}

// joined reads a number written as one word (onbir, ikiyüzelli,
// yirmibeşe) from its pieces.
func joined(t Token, run []Form, next int) (wordNumber, int, bool) {
	digits, decimals, ok := ParseWords(basesOf(run))
	if !ok {
		return wordNumber{}, 0, false
	}
	last := run[len(run)-1]
	p := Part{Digits: digits, Decimals: decimals, Words: true, Suffix: last.Suffix, TypedSuffix: t.suffix, Capital: isUpper(t.Text)}
	return wordNumber{start: t.Start, end: t.End, part: p, forms: run}, next, true
}

// segment splits a word into two or more number words, all bare but the
// last, which may carry a suffix or be an ordinal: onbir, ikiyüzelli,
// onyedinci. nil if it is no such word.
func segment(w string) []Form {
	var try func(rest string, run []Form) []Form
	try = func(rest string, run []Form) []Form {
		if len(run) >= 1 {
			if f, ok := NumberForm(rest); ok && IsNumberRoot(f.Root) && f.Root != WordComma {
				return append(run, f)
			}
			if f, ok := OrdinalForm(rest); ok {
				return append(run, f)
			}
		}
		for _, b := range numberBases() {
			if after, ok := strings.CutPrefix(rest, b); ok && after != "" {
				if out := try(after, append(run, Form{Root: b})); out != nil {
					if _, _, ok := ParseWords(basesOf(out)); ok {
						return out
					}
				}
			}
		}
		return nil
	}
	return try(w, nil)
}

// numberBases are the words a joined number is made of.
var numberBases = sync.OnceValue(func() []string { return NumberRoots() })

func basesOf(run []Form) []string {
	out := make([]string, len(run))
	for i, f := range run {
		out[i] = f.Root
	}
	return out
}

// wordLower lower-cases a word for the word tables: the Turkish way, and
// the English way when only that makes a number word (Iki, IKI typed on
// a keyboard without İ).
func wordLower(w string) string {
	l := Lower(w)
	if _, ok := NumberForm(l); ok {
		return l
	}
	if _, ok := OrdinalForm(l); ok {
		return l
	}
	if e := strings.ToLower(w); e != l {
		if _, ok := NumberForm(e); ok {
			return e
		}
		if _, ok := OrdinalForm(e); ok {
			return e
		}
	}
	return l
}

// formOf returns the form of a word of the text, if it is a number word.
func formOf(w string) (Form, bool) {
	return NumberForm(wordLower(w))
}

// isUpper reports a word that starts with a capital.
func isUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || unicode.IsTitle(r)
}
