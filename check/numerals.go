package check

import (
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"coursesite/turkce"
)

// A typed number is a number in the prose that no template action wrote.
type typed struct {
	start, end int    // bytes of the text
	parts      []part // one; two for a fraction (on altıda bir: 16, 1)
	name       bool   // a name with digits in it (K01): no value to match
	quantity   string // an order-of-magnitude word (onlarca): no value to match
}

// A part is one number of a typed number, and how it was written.
type part struct {
	digits   string // the value with a decimal point: "42.6"
	decimals int    // digits after the comma as typed
	words    bool   // written in words (yazi) rather than digits (sayi)
	suffix   string // the suffix chain in archiphonemes (DAn), "" for none
	typedEk  string // the suffix as typed, when no chain reproduces it
	upper    bool   // starts with a capital (sentence start)
	prefix   string // "%" before digits
	tail     string // a unit written against the digits (ms)
}

// lower lower-cases the Turkish way (I → ı, İ → i). A Caser keeps state,
// so each call makes its own: the check may run on several goroutines.
func lower(s string) string { return cases.Lower(language.Turkish).String(s) }

// typedNumbers finds the numbers typed by hand in a text: numerals,
// names with digits, number words and their compounds, order-of-magnitude
// words (see the package doc for what is and is not a number word).
func typedNumbers(b []byte) []typed {
	toks := tokens(b)
	var out []typed
	for i := 0; i < len(toks); {
		t := toks[i]
		switch t.kind {
		case tokNumeral:
			out = append(out, typed{start: t.start, end: t.end, parts: []part{numeralPart(t)}})
			i++
			continue
		case tokName:
			out = append(out, typed{start: t.start, end: t.end, name: true})
			i++
			continue
		case tokModel:
			i++
			continue
		}
		if f, ok := forms()[lower(t.core)]; ok && isQuantityWord(f.base) {
			out = append(out, typed{start: t.start, end: t.end, quantity: t.core})
			i++
			continue
		}
		a, j, ok := compound(toks, i)
		if !ok {
			i++
			continue
		}
		// yüzde and binde (per cent, per mille) make the number after them
		// one, even bir.
		percent := i > 0 && t.spaced && isPerWord(toks[i-1])
		aAlone := a.alone && !percent
		// A fraction: a number in the locative, then a number (on altıda bir).
		if !aAlone && a.part.suffix == "DA" && j < len(toks) && toks[j].spaced {
			if b, k, ok := compound(toks, j); ok {
				out = append(out, typed{start: a.start, end: b.end, parts: []part{a.part, b.part}})
				i = k
				continue
			}
		}
		if !aAlone {
			out = append(out, typed{start: a.start, end: a.end, parts: []part{a.part}})
		}
		i = j
	}
	return out
}

// isPerWord reports yüzde and binde, which read the number after them as a
// share.
func isPerWord(t token) bool {
	w := lower(t.core)
	return t.kind == tokWord && (w == "yüzde" || w == "binde")
}

// A wordNumber is a run of number words that reads as one number.
type wordNumber struct {
	start, end int
	part       part
	alone      bool // a single word that is read as another word on its own (see aloneIsNotNumber)
}

// compound reads the longest run of number words at toks[i] that is one
// number as the site would read it aloud, and returns it and the index
// after it. Only white space may separate its words; only its last word
// may carry a suffix.
func compound(toks []token, i int) (wordNumber, int, bool) {
	var run []wordForm
	for k := i; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord || k > i && !t.spaced {
			break
		}
		f, ok := forms()[lower(t.core)]
		if !ok || !isNumberWord(f.base) {
			break
		}
		run = append(run, f)
		if f.suffix != "" || t.suffix != "" {
			break
		}
	}
	for n := len(run); n > 0; n-- {
		bases := make([]string, n)
		for k, f := range run[:n] {
			bases[k] = f.base
		}
		digits, decimals, ok := wordsNumber(bases)
		if !ok {
			continue
		}
		first, last := toks[i], toks[i+n-1]
		p := part{digits: digits, decimals: decimals, words: true, suffix: run[n-1].suffix, typedEk: last.suffix}
		p.upper = first.core != lower(first.core)
		return wordNumber{start: first.start, end: last.end, part: p, alone: n == 1 && aloneIsNotNumber(run[0])}, i + n, true
	}
	return wordNumber{}, 0, false
}

// numeralPart reads a numeral token: 42,6 is 42.6 with one decimal, 1.000
// (a grouping dot before three digits) is 1000, 3.5 is 3.5.
func numeralPart(t token) part {
	p := part{prefix: t.prefix, tail: t.tail}
	core := t.core
	if strings.Contains(core, ",") || isGrouped(core) {
		core = strings.ReplaceAll(core, ".", "")
	}
	core = strings.Replace(core, ",", ".", 1)
	if _, frac, ok := strings.Cut(core, "."); ok {
		p.decimals = len(frac)
	}
	p.digits = strings.TrimLeft(core, "0")
	if p.digits == "" || p.digits[0] == '.' {
		p.digits = "0" + p.digits
	}
	if t.suffix != "" {
		p.typedEk = t.suffix
		written := t.prefix + t.core
		want := written + "’" + strings.TrimLeft(t.suffix, apostrophes)
		for _, s := range digitSuffixes {
			if got, err := turkce.Ek(written, s); err == nil && got == want {
				p.suffix, p.typedEk = s, ""
				break
			}
		}
	}
	return p
}

// isGrouped reports digits grouped in threes by dots (1.000, 12.500.000).
func isGrouped(s string) bool {
	groups := strings.Split(s, ".")
	if len(groups) < 2 || len(groups[0]) == 0 || len(groups[0]) > 3 {
		return false
	}
	for _, g := range groups[1:] {
		if len(g) != 3 {
			return false
		}
	}
	return true
}
