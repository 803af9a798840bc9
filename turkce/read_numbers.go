//go:build !js

// Reading a text is the build's alone (its checks), never the engine's: see
// read_parse_words.go.

package turkce

import (
	"math/big"
	"strings"
	"sync"
)

// Reading the numbers of a text typed by hand: the reverse of Digits, Words
// and Suffix. What is a number, and what only looks like one, is in the
// package doc; how a text splits into tokens is read_tokens.go's, which words
// around a number word make it another word read_context.go's.

// A Reading is a text read for its numbers: its tokens, and the numbers
// they make.
type Reading struct {
	Tokens  []Token
	Numbers []Number
}

// A Number is a number typed in a text.
type Number struct {
	Start, End int // bytes of the text
	// Its tokens are the Reading's Tokens[TokenStart:TokenEnd].
	TokenStart, TokenEnd int
	Parts                []Part // one; two for a fraction (on altıda bir, ¾: the denominator in the locative, then the numerator)
	Name                 bool   // a name with digits in it (R2), a date or a version (12.05.2024): no value
	Magnitude            string // an order-of-magnitude word as typed (onlarca): no value
}

// A Part is one number of a Number, and how it was written.
type Part struct {
	Digits      string // the value with a decimal point: "42.6", "-5"
	Decimals    int    // digits after the comma as typed
	Words       bool   // written in words (as Words writes) rather than digits (Digits)
	Suffix      string // the suffix chain in archiphonemes (DAn; see Suffix), "" for none
	TypedSuffix string // the suffix as typed, when no chain writes it: ’a in kırk’a
	Capital     bool   // starts with a capital (a sentence's start)
	Prefix      string // "%" or "×" before digits
	Tail        string // a unit written against the digits (ms in 200ms), or ×
}

// Read finds the numbers typed in the text b: numerals, vulgar fractions,
// names with digits, number words and their compounds and derivations,
// order-of-magnitude words — as the package doc says, reading the words
// around a number word to tell it from a word that only looks like one. A
// run of placeholder (0 for none) is text written elsewhere: no number of
// the reader's, it parts the words around it (see Tokens).
func Read(b []byte, placeholder rune) Reading {
	toks := Tokens(b, placeholder)
	return Reading{Tokens: toks, Numbers: numbers(b, toks)}
}

// numbers finds the numbers of the text b, whose tokens are toks.
func numbers(b []byte, toks []Token) []Number {
	c := around{b: b, toks: toks, title: titleCase(toks)}
	var out []Number
	add := func(from, to int, n Number) {
		n.TokenStart, n.TokenEnd = from, to
		out = append(out, n)
	}
	for i := 0; i < len(toks); {
		t := toks[i]
		switch t.Kind {
		case TokenNumeral:
			add(i, i+1, Number{Start: t.Start, End: t.End, Parts: []Part{numeralPart(t)}})
			i++
			continue
		case TokenFraction:
			add(i, i+1, fractionNumber(t))
			i++
			continue
		case TokenName:
			add(i, i+1, Number{Start: t.Start, End: t.End, Name: true})
			i++
			continue
		case TokenPlaceholder:
			i++
			continue
		}
		if n := idiomAt(toks, i); n > 0 {
			i += n
			continue
		}
		w := wordLower(t.Text)
		if f, ok := NumberForm(w); ok && IsMagnitude(f.Root) {
			add(i, i+1, Number{Start: t.Start, End: t.End, Magnitude: t.Text})
			i++
			continue
		}
		if w == WordHalf { // yarım düzine: six
			if d, k, ok := dozenAt(toks, i+1); ok {
				add(i, k, Number{Start: t.Start, End: d.end, Parts: []Part{{Digits: "6", Words: true, Suffix: d.suffix, Capital: isUpper(t.Text)}}})
				i = k
				continue
			}
		}
		a, j, ok := compound(toks, i)
		if !ok {
			i++
			continue
		}
		// bir düzine, iki düzine: twelve at a time.
		if d, k, ok := dozenAt(toks, j); ok && a.part.Suffix == "" && a.part.TypedSuffix == "" && !strings.ContainsAny(a.part.Digits, ".-") {
			n, _ := new(big.Int).SetString(a.part.Digits, 10)
			p := Part{Digits: n.Mul(n, big.NewInt(12)).String(), Words: true, Suffix: d.suffix, Capital: a.part.Capital}
			add(i, k, Number{Start: a.start, End: d.end, Parts: []Part{p}})
			i = k
			continue
		}
		// yüzde, binde, milyonda (per cent, per mille, per million) make
		// the number after them one, even bir.
		share := i > 0 && t.Spaced && isPerWord(toks[i-1])
		number := share || c.isNumber(a, i, j)
		// A fraction: a number in the locative, then a number (on altıda
		// bir, dörtte üç; onda biri).
		if a.part.Suffix == "DA" && j < len(toks) && toks[j].Spaced && (number || c.tenthOf(a, i, j)) {
			if b, k, ok := compound(toks, j); ok {
				add(i, k, Number{Start: a.start, End: b.end, Parts: []Part{a.part, b.part}})
				i = k
				continue
			}
		}
		if number {
			add(i, j, Number{Start: a.start, End: a.end, Parts: []Part{a.part}})
		}
		i = j
	}
	return out
}

// isPerWord reports yüzde, binde, milyonda and milyarda, which read the
// number after them as a share.
func isPerWord(t Token) bool {
	switch Lower(t.Text) {
	case "yüzde", "binde", "milyonda", "milyarda":
		return t.Kind == TokenWord
	}
	return false
}

// A dozen is düzine as it stands after a number: where it ends, and its
// suffix chain.
type dozen struct {
	end    int
	suffix string
}

// dozenAt reads düzine, in any form, at toks[k] after white space.
func dozenAt(toks []Token, k int) (d dozen, next int, ok bool) {
	if k >= len(toks) || toks[k].Kind != TokenWord || !toks[k].Spaced {
		return d, 0, false
	}
	f, found := NumberForm(Lower(toks[k].Text))
	if !found || f.Root != WordDozen {
		return d, 0, false
	}
	d.end, d.suffix = toks[k].End, f.Suffix
	return d, k + 1, true
}

// fractionNumber reads a vulgar fraction: ¾ is dörtte üç, written with
// its denominator in the locative as the site writes a fraction in words;
// 2½ is 2.5, with the decimals its value needs.
func fractionNumber(t Token) Number {
	n := Number{Start: t.Start, End: t.End}
	sign := ""
	if t.minus {
		sign = "-"
	}
	if t.whole != "" {
		num, _ := new(big.Rat).SetString(t.num + "/" + t.den)
		whole, _ := new(big.Rat).SetString(t.whole)
		v := new(big.Rat).Add(whole, num)
		d := 0
		for d < 3 && !new(big.Rat).Mul(v, new(big.Rat).SetInt64(pow10(d))).IsInt() {
			d++
		}
		p := Part{Digits: sign + v.FloatString(d), Decimals: d}
		p.Suffix, p.TypedSuffix = suffixAfter(p.Digits, t.suffix)
		n.Parts = []Part{p}
		return n
	}
	den := Part{Digits: t.den, Words: true, Suffix: "DA"}
	num := Part{Digits: sign + t.num, Words: true}
	if t.suffix != "" {
		num.Suffix, num.TypedSuffix = suffixAfter(t.num, t.suffix)
	}
	n.Parts = []Part{den, num}
	return n
}

// pow10 is 10^d for small d.
func pow10(d int) int64 {
	p := int64(1)
	for range d {
		p *= 10
	}
	return p
}

// suffixAfter names, as a chain, the suffix typed after digits (with its
// apostrophe), or returns it as typed when no chain makes it.
func suffixAfter(digits, typedSuffix string) (suffix, typed string) {
	if typedSuffix == "" {
		return "", ""
	}
	written := strings.Replace(strings.TrimPrefix(digits, "-"), ".", ",", 1)
	if s, ok := digitChain(written, typedSuffix); ok {
		return s, ""
	}
	return "", typedSuffix
}

// digitChain returns the first chain of DigitSuffixes with which Suffix writes
// the suffix typed (with its apostrophe) after the digits written.
func digitChain(written, typedSuffix string) (string, bool) {
	// After digits, a suffix is spelt for the last word of their reading
	// aloud, and the digits never change: a suffix is one of a few
	// spellings a chain has after each word.
	sound, digits, err := lastSound(written)
	if err != nil || !digits {
		return "", false
	}
	s, ok := digitChains()[[2]string{sound, strings.TrimLeft(typedSuffix, Apostrophes)}]
	return s, ok
}

// digitChains maps the last word of a reading and a suffix spelt after it
// to the first chain of DigitSuffixes that spells it so.
var digitChains = sync.OnceValue(func() map[[2]string]string {
	m := map[[2]string]string{}
	for _, w := range NumberRoots() {
		for _, c := range DigitSuffixes() {
			parts, err := parsePattern(c)
			if err != nil {
				continue
			}
			if s, err := spell(parts, w); err == nil && s != "" {
				if _, ok := m[[2]string{w, s}]; !ok {
					m[[2]string{w, s}] = c
				}
			}
		}
	}
	return m
})

// numeralPart reads a numeral token: 42,6 is 42.6 with one decimal, 1.000
// (a grouping dot before three digits) and 5 540 (a space between groups)
// are 1000 and 5540, 3.5 is 3.5, −5 is -5.
func numeralPart(t Token) Part {
	p := Part{Prefix: t.prefix, Tail: t.tail}
	t.Text = asciiDigits(t.Text)
	if t.power != "" && !strings.ContainsAny(t.Text, ",. \u00a0\u202f\u2009\u2007") {
		// 10⁶: the value in full.
		base, _ := new(big.Int).SetString(t.Text, 10)
		exp, _ := new(big.Int).SetString(t.power, 10)
		if base != nil && exp != nil && exp.Cmp(big.NewInt(64)) <= 0 {
			p.Digits = new(big.Int).Exp(base, exp, nil).String()
			if t.minus {
				p.Digits = "-" + p.Digits
			}
			// 10³ is read “on üzeri üç”: a suffix follows the exponent.
			p.Suffix, p.TypedSuffix = suffixAfter(t.power, t.suffix)
			return p
		}
	}
	if strings.ContainsAny(t.Text, "eE") {
		// 1e6, 2,5e-3: the value in full, with the decimals it needs.
		v, ok := new(big.Rat).SetString(strings.Replace(t.Text, ",", ".", 1))
		if ok {
			d := 0
			for d < 18 && !new(big.Rat).Mul(v, new(big.Rat).SetInt64(pow10(d))).IsInt() {
				d++
			}
			p.Digits, p.Decimals = v.FloatString(d), d
			if t.minus {
				p.Digits = "-" + p.Digits
			}
			p.Suffix, p.TypedSuffix = suffixAfter(p.Digits, t.suffix)
			return p
		}
	}
	core := strings.Map(func(r rune) rune {
		if isGroupSpace(r) {
			return -1
		}
		return r
	}, t.Text)
	if strings.Contains(core, ",") || isGrouped(core) {
		core = strings.ReplaceAll(core, ".", "")
	}
	core = strings.Replace(core, ",", ".", 1)
	if _, frac, ok := strings.Cut(core, "."); ok {
		p.Decimals = len(frac)
	}
	p.Digits = strings.TrimLeft(core, "0")
	if p.Digits == "" || p.Digits[0] == '.' {
		p.Digits = "0" + p.Digits
	}
	if t.suffix != "" {
		p.TypedSuffix = t.suffix
		written := t.prefix + strings.Map(func(r rune) rune {
			if isGroupSpace(r) {
				return -1
			}
			return r
		}, t.Text)
		if t.prefix == "×" {
			written = written[len("×"):]
		}
		if s, ok := digitChain(written, t.suffix); ok {
			p.Suffix, p.TypedSuffix = s, ""
		}
	}
	if t.minus {
		p.Digits = "-" + p.Digits
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
