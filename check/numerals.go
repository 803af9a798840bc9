package check

import (
	"math/big"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"coursesite/turkce"
)

// A typed number is a number in the prose that no template action wrote.
type typed struct {
	start, end int    // bytes of the text
	parts      []part // one; two for a fraction (on altıda bir, ¾: the denominator in the locative, then the numerator)
	name       bool   // a name with digits in it (R2), a date or a version (12.05.2024): no value to match
	quantity   string // an order-of-magnitude word (onlarca): no value to match
}

// A part is one number of a typed number, and how it was written.
type part struct {
	digits   string // the value with a decimal point: "42.6", "-5"
	decimals int    // digits after the comma as typed
	words    bool   // written in words (yazi) rather than digits (sayi)
	suffix   string // the suffix chain in archiphonemes (DAn), "" for none
	typedEk  string // the suffix as typed, when no chain reproduces it
	upper    bool   // starts with a capital (sentence start)
	prefix   string // "%" or "×" before digits
	tail     string // a unit written against the digits (ms), or ×
}

// lower lower-cases the Turkish way (I → ı, İ → i). A Caser keeps state,
// so each call makes its own: the check may run on several goroutines.
// Most words are in lower case already, and are returned as they are
// without one.
func lower(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsTitle(r) }) < 0 {
		return s
	}
	return cases.Lower(language.Turkish).String(s)
}

// typedNumbers finds the numbers typed by hand in a text: numerals,
// vulgar fractions, names with digits, number words and their compounds
// and derivations, order-of-magnitude words (see the package doc for what
// is and is not a number word, and how the context decides).
func typedNumbers(b []byte) []typed {
	toks := tokens(b)
	c := around{b: b, toks: toks, title: titleCase(toks)}
	var out []typed
	for i := 0; i < len(toks); {
		t := toks[i]
		switch t.kind {
		case tokNumeral:
			out = append(out, typed{start: t.start, end: t.end, parts: []part{numeralPart(t)}})
			i++
			continue
		case tokFraction:
			out = append(out, fractionTyped(t))
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
		if n := idiomAt(toks, i); n > 0 {
			i += n
			continue
		}
		w := wordLower(t.core)
		if f, ok := turkce.SayiBicimi(w); ok && turkce.MertebeKoku(f.Kok) {
			out = append(out, typed{start: t.start, end: t.end, quantity: t.core})
			i++
			continue
		}
		if w == turkce.Yarim { // yarım düzine: six
			if d, k, ok := dozenAt(toks, i+1); ok {
				out = append(out, typed{start: t.start, end: d.end, parts: []part{{digits: "6", words: true, suffix: d.suffix, upper: isUpper(t.core)}}})
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
		if d, k, ok := dozenAt(toks, j); ok && a.part.suffix == "" && a.part.typedEk == "" && !strings.ContainsAny(a.part.digits, ".-") {
			n, _ := new(big.Int).SetString(a.part.digits, 10)
			p := part{digits: n.Mul(n, big.NewInt(12)).String(), words: true, suffix: d.suffix, upper: a.part.upper}
			out = append(out, typed{start: a.start, end: d.end, parts: []part{p}})
			i = k
			continue
		}
		// yüzde, binde, milyonda (per cent, per mille, per million) make
		// the number after them one, even bir.
		share := i > 0 && t.spaced && isPerWord(toks[i-1])
		number := share || c.isNumber(a, i, j)
		// A fraction: a number in the locative, then a number (on altıda
		// bir, dörtte üç; onda biri).
		if a.part.suffix == "DA" && j < len(toks) && toks[j].spaced && (number || c.tenthOf(a, i, j)) {
			if b, k, ok := compound(toks, j); ok {
				out = append(out, typed{start: a.start, end: b.end, parts: []part{a.part, b.part}})
				i = k
				continue
			}
		}
		if number {
			out = append(out, typed{start: a.start, end: a.end, parts: []part{a.part}})
		}
		i = j
	}
	return out
}

// isPerWord reports yüzde, binde, milyonda and milyarda, which read the
// number after them as a share.
func isPerWord(t token) bool {
	switch lower(t.core) {
	case "yüzde", "binde", "milyonda", "milyarda":
		return t.kind == tokWord
	}
	return false
}

// A wordNumber is a run of number words that reads as one number.
type wordNumber struct {
	start, end int
	part       part
	forms      []wordForm // of its words
}

// single returns the form of a one-word number, ok false for a compound.
func (w wordNumber) single() (wordForm, bool) {
	if len(w.forms) != 1 {
		return wordForm{}, false
	}
	return w.forms[0], true
}

// bigOrdinal reports the bases whose ordinal alone is a position in a
// count rather than one of the prose's own parts: yirminci, kırkıncı,
// yüzüncü, bininci (birinci to onuncu number parts; see the package doc).
func bigOrdinal(base string) bool {
	if v, ok := turkce.Birler(base); ok {
		return v >= 20
	}
	_, ok := turkce.Basamak(base)
	return ok
}

// compound reads the longest run of number words at toks[i] that is one
// number as the site would read it aloud, and returns it and the index
// after it. Only white space may separate its words; only its last word
// may carry a suffix, and it may be an ordinal (on yedinci).
func compound(toks []token, i int) (wordNumber, int, bool) {
	if i >= len(toks) {
		return wordNumber{}, 0, false
	}
	if toks[i].kind == tokWord {
		if _, ok := formOf(toks[i].core); !ok {
			if run := segment(wordLower(toks[i].core)); run != nil {
				return joined(toks[i], run, i+1)
			}
		}
	}
	var run []wordForm
	for k := i; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord || k > i && !t.spaced {
			break
		}
		w := wordLower(t.core)
		f, ok := turkce.SayiBicimi(w)
		if !ok || !turkce.SayiKoku(f.Kok) {
			if o, ok := turkce.SiraBicimi(w); ok && (k > i || bigOrdinal(o.Kok)) {
				run = append(run, o)
			}
			break
		}
		run = append(run, f)
		if f.Ek != "" || t.suffix != "" {
			break
		}
	}
	for n := len(run); n > 0; n-- {
		bases := make([]string, n)
		for k, f := range run[:n] {
			bases[k] = f.Kok
		}
		if run[n-1].Sira() && n == 1 && !bigOrdinal(run[0].Kok) {
			continue
		}
		digits, decimals, ok := turkce.Oku(bases)
		if !ok {
			continue
		}
		first, last := toks[i], toks[i+n-1]
		p := part{digits: digits, decimals: decimals, words: true, suffix: run[n-1].Ek, typedEk: last.suffix}
		p.upper = isUpper(first.core)
		return wordNumber{start: first.start, end: last.end, part: p, forms: run[:n]}, i + n, true
	}
	return wordNumber{}, 0, false
}

// joined reads a number written as one word (onbir, ikiyüzelli,
// yirmibeşe) from its pieces.
func joined(t token, run []wordForm, next int) (wordNumber, int, bool) {
	digits, decimals, ok := turkce.Oku(basesOf(run))
	if !ok {
		return wordNumber{}, 0, false
	}
	last := run[len(run)-1]
	p := part{digits: digits, decimals: decimals, words: true, suffix: last.Ek, typedEk: t.suffix, upper: isUpper(t.core)}
	return wordNumber{start: t.start, end: t.end, part: p, forms: run}, next, true
}

// segment splits a word into two or more number words, all bare but the
// last, which may carry a suffix or be an ordinal: onbir, ikiyüzelli,
// onyedinci. nil if it is no such word.
func segment(w string) []wordForm {
	var try func(rest string, run []wordForm) []wordForm
	try = func(rest string, run []wordForm) []wordForm {
		if len(run) >= 1 {
			if f, ok := turkce.SayiBicimi(rest); ok && turkce.SayiKoku(f.Kok) && f.Kok != turkce.Virgul {
				return append(run, f)
			}
			if f, ok := turkce.SiraBicimi(rest); ok {
				return append(run, f)
			}
		}
		for _, b := range numberBases() {
			if after, ok := strings.CutPrefix(rest, b); ok && after != "" {
				if out := try(after, append(run, wordForm{Kok: b})); out != nil {
					if _, _, ok := turkce.Oku(basesOf(out)); ok {
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
var numberBases = sync.OnceValue(func() []string { return turkce.SayiKokleri() })

func basesOf(run []wordForm) []string {
	out := make([]string, len(run))
	for i, f := range run {
		out[i] = f.Kok
	}
	return out
}

// wordLower lower-cases a word for the word tables: the Turkish way, and
// the English way when only that makes a number word (Iki, IKI typed on
// a keyboard without İ).
func wordLower(w string) string {
	l := lower(w)
	if _, ok := turkce.SayiBicimi(l); ok {
		return l
	}
	if _, ok := turkce.SiraBicimi(l); ok {
		return l
	}
	if e := strings.ToLower(w); e != l {
		if _, ok := turkce.SayiBicimi(e); ok {
			return e
		}
		if _, ok := turkce.SiraBicimi(e); ok {
			return e
		}
	}
	return l
}

// formOf returns the form of a word of the prose, if it is a number word.
func formOf(w string) (wordForm, bool) {
	f, ok := turkce.SayiBicimi(wordLower(w))
	return f, ok
}

// isUpper reports a word that starts with a capital.
func isUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || unicode.IsTitle(r)
}

// An around is what the words around a number say about it.
type around struct {
	b     []byte
	toks  []token
	title bool // the text is in title case, as a heading may be: a capital says nothing
}

// isNumber reports whether the number words a, toks[i:j], are a number
// where they stand: not a word that only looks like one (see
// aloneIsNotNumber), a verb ending its clause, a noun after a genitive, a
// name, a base or a decade.
func (c around) isNumber(a wordNumber, i, j int) bool {
	first := c.toks[i]
	if c.isName(first) {
		return false // Altı Sigma, Kırk Haramiler
	}
	if c.representation(a, j) {
		return false // ikili arama, onluk taban, doksanlı yıllar
	}
	f, single := a.single()
	if !single {
		return true
	}
	next := c.word(j)
	switch {
	case f == wordForm{Kok: "bir", Ek: "(y)A"} && next != "bir":
		// bire iki: a ratio (but bire bir, one to one, is no count).
		_, _, ok := compound(c.toks, j)
		return ok && c.toks[j].spaced
	case f.Kok == "sıfır" && f.Ek == "DAn":
		return isAmount(next) // sıfırdan büyük, not sıfırdan kurmak
	case aloneIsNotNumber(f):
		// yüzden fazla, bine kadar: a bound is a number; but bu yüzden
		// fazla is “so, more”.
		return (f.Kok == "yüz" || f.Kok == "bin") && isAmount(next) && f.Ek != "DA" && !demonstratives[c.prevWord(i)]
	case verbForms[f] && c.readsAsVerb(f, i, j):
		return false
	case f == wordForm{Kok: "altı", Ek: ""} && c.afterGenitive(i):
		return false // eşiğin altı: its underside
	}
	return true
}

// tenthOf reports onda (on in the locative, alone the pronoun: onda bir
// sorun yok) as a denominator: before a number with a possessive (onda
// biri, onda üçü) or after a genitive (isteklerin onda bir).
func (c around) tenthOf(a wordNumber, i, j int) bool {
	f, ok := a.single()
	if !ok || f != (wordForm{Kok: "on", Ek: "DA"}) {
		return false
	}
	if b, _, ok := compound(c.toks, j); ok && strings.HasPrefix(b.part.suffix, "(s)I") {
		return true
	}
	return c.afterGenitive(i)
}

// word returns the word toks[k] in lower case when it follows the token
// before it after white space only, else "".
func (c around) word(k int) string {
	if k < 0 || k >= len(c.toks) || c.toks[k].kind != tokWord || !c.toks[k].spaced {
		return ""
	}
	return lower(c.toks[k].core)
}

// prevWord returns the word before toks[i] when only white space stands
// between them, else "".
func (c around) prevWord(i int) string {
	if i == 0 || !c.toks[i].spaced || c.toks[i-1].kind != tokWord {
		return ""
	}
	return lower(c.toks[i-1].core)
}

// clauseEnds reports whether a clause ends after toks[j-1]: the text ends,
// punctuation follows, or a conjunction.
func (c around) clauseEnds(j int) bool {
	end := c.toks[j-1].end
	rest := c.b[end:]
	if j < len(c.toks) {
		rest = c.b[end:c.toks[j].start]
	}
	if strings.TrimFunc(string(rest), unicode.IsSpace) != "" {
		return strings.ContainsAny(string(rest), ".,;:!?…)—–")
	}
	return j == len(c.toks) || clauseEnders[c.word(j)]
}

// readsAsVerb reports a form of verbForms that ends its clause after what
// reads as its object (bütçeyi yedi, koyunları kırktı) — or, for yetmiş,
// after anything but a value noun (süre yetmiş, but sayısı yetmiş).
func (c around) readsAsVerb(f wordForm, i, j int) bool {
	if !c.clauseEnds(j) && !(f.Kok == "yetmiş" && c.word(j) == "gibi") {
		return false
	}
	prev := c.prevWord(i)
	if prev == "" {
		return false
	}
	if _, ok := turkce.SayiBicimi(prev); ok {
		return false // a number word before it: a number
	}
	if !transitiveVerbs[f.Kok] && c.word(j) == "gibi" {
		return true // yetmiş gibi görünüyor: it seems to have sufficed
	}
	if !transitiveVerbs[f.Kok] {
		// The subject of yetmek stands bare (süre yetmiş); a possessive
		// (sayısı yetmiş) or a count (toplam yetmiş) is a number's.
		r, _ := utf8.DecodeLastRuneInString(prev)
		return !strings.ContainsRune("ıiuü", r) && !countNouns[prev]
	}
	like, certain := accusativeLike(prev)
	return certain || like && !isValueNoun(prev)
}

// afterGenitive reports a word in the genitive before toks[i]: masanın,
// eşiğin, bunun.
func (c around) afterGenitive(i int) bool {
	prev := c.prevWord(i)
	if prev == "" || utf8.RuneCountInString(prev) < 3 {
		return false
	}
	if _, ok := turkce.SayiBicimi(prev); ok {
		return false
	}
	for _, s := range []string{"ın", "in", "un", "ün"} {
		if strings.HasSuffix(prev, s) {
			return true
		}
	}
	return false
}

// isName reports a number word written with a capital inside a sentence,
// not in a title-case heading: the start of a name (Altı Sigma).
func (c around) isName(t token) bool {
	if c.title || !isUpper(t.core) {
		return false
	}
	rest := []rune(t.core)[1:]
	if len(rest) == 0 || strings.ToUpper(string(rest)) == string(rest) && lower(string(rest)) != string(rest) {
		return false // KIRK: all capitals, emphasis
	}
	return !sentenceStart(c.b, t.start)
}

// representation reports a derived number word (lI, lIk) followed by a
// word that makes it a base, a code or a decade: ikili arama, onluk
// taban, on altılık gösterim, doksanlı yıllar, kırklı yaşlar.
func (c around) representation(a wordNumber, j int) bool {
	if !a.forms[len(a.forms)-1].Turetilmis() {
		return false
	}
	next := c.word(j)
	for _, w := range representationWords {
		if strings.HasPrefix(next, w) {
			return true
		}
	}
	return false
}

// sentenceStart reports whether b[at] starts a sentence: only opening
// marks stand between it and the start of the text or the end of the
// sentence before.
func sentenceStart(b []byte, at int) bool {
	for at > 0 {
		r, n := utf8.DecodeLastRune(b[:at])
		switch {
		case unicode.IsSpace(r) || strings.ContainsRune("“‘\"'([«*_", r):
			at -= n
		case strings.ContainsRune(".!?…:", r):
			return true
		default:
			return false
		}
	}
	return true
}

// titleCase reports a text most of whose words start with a capital, as a
// heading may be written (Süreler ve Yük): a capital there does not
// make a name.
func titleCase(toks []token) bool {
	words, upper := 0, 0
	for _, t := range toks {
		if t.kind != tokWord || utf8.RuneCountInString(t.core) < 3 || clauseEnders[lower(t.core)] || lower(t.core) == "ile" || lower(t.core) == "için" {
			continue
		}
		words++
		if isUpper(t.core) {
			upper++
		}
	}
	return words >= 2 && 4*upper >= 3*words
}

// idiomAt returns how many tokens an idiom (see idioms) takes at toks[i],
// 0 if none stands there.
func idiomAt(toks []token, i int) int {
	if toks[i].kind != tokWord || !idiomStarts()[lower(toks[i].core)] {
		return 0
	}
next:
	for _, id := range idioms {
		if i+len(id) > len(toks) {
			continue
		}
		for k, w := range id {
			t := toks[i+k]
			if t.kind != tokWord || k > 0 && !t.spaced {
				continue next
			}
			got := lower(t.core)
			if stem, ok := strings.CutSuffix(w, "*"); ok && !strings.HasPrefix(got, stem) || !ok && got != w {
				continue next
			}
		}
		return len(id)
	}
	return 0
}

// idiomStarts are the first words of the idioms.
var idiomStarts = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, id := range idioms {
		m[id[0]] = true
	}
	return m
})

// A dozen is düzine as it stands after a number: where it ends, and its
// suffix chain.
type dozen struct {
	end    int
	suffix string
}

// dozenAt reads düzine, in any form, at toks[k] after white space.
func dozenAt(toks []token, k int) (d dozen, next int, ok bool) {
	if k >= len(toks) || toks[k].kind != tokWord || !toks[k].spaced {
		return d, 0, false
	}
	f, found := turkce.SayiBicimi(lower(toks[k].core))
	if !found || f.Kok != turkce.Duzine {
		return d, 0, false
	}
	d.end, d.suffix = toks[k].end, f.Ek
	return d, k + 1, true
}

// fractionTyped reads a vulgar fraction: ¾ is dörtte üç, written with its
// denominator in the locative as the site writes a fraction in words; 2½
// is 2.5, with the decimals its value needs.
func fractionTyped(t token) typed {
	tn := typed{start: t.start, end: t.end}
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
		p := part{digits: sign + v.FloatString(d), decimals: d}
		p.suffix, p.typedEk = suffixAfter(p.digits, t.suffix)
		tn.parts = []part{p}
		return tn
	}
	den := part{digits: t.den, words: true, suffix: "DA"}
	num := part{digits: sign + t.num, words: true}
	if t.suffix != "" {
		num.suffix, num.typedEk = suffixAfter(t.num, t.suffix)
	}
	tn.parts = []part{den, num}
	return tn
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
func suffixAfter(digits, typedSuffix string) (suffix, typedEk string) {
	if typedSuffix == "" {
		return "", ""
	}
	written := strings.Replace(strings.TrimPrefix(digits, "-"), ".", ",", 1)
	want := written + "’" + strings.TrimLeft(typedSuffix, apostrophes)
	for _, s := range turkce.RakamEkleri() {
		if got, err := turkce.Ek(written, s); err == nil && got == want {
			return s, ""
		}
	}
	return "", typedSuffix
}

// numeralPart reads a numeral token: 42,6 is 42.6 with one decimal, 1.000
// (a grouping dot before three digits) and 5 540 (a space between groups)
// are 1000 and 5540, 3.5 is 3.5, −5 is -5.
func numeralPart(t token) part {
	p := part{prefix: t.prefix, tail: t.tail}
	t.core = asciiDigits(t.core)
	if t.power != "" && !strings.ContainsAny(t.core, ",. \u00a0\u202f\u2009\u2007") {
		// 10⁶: the value in full.
		base, _ := new(big.Int).SetString(t.core, 10)
		exp, _ := new(big.Int).SetString(t.power, 10)
		if base != nil && exp != nil && exp.Cmp(big.NewInt(64)) <= 0 {
			p.digits = new(big.Int).Exp(base, exp, nil).String()
			if t.minus {
				p.digits = "-" + p.digits
			}
			// 10³ is read “on üzeri üç”: a suffix follows the exponent.
			p.suffix, p.typedEk = suffixAfter(t.power, t.suffix)
			return p
		}
	}
	if strings.ContainsAny(t.core, "eE") {
		// 1e6, 2,5e-3: the value in full, with the decimals it needs.
		v, ok := new(big.Rat).SetString(strings.Replace(t.core, ",", ".", 1))
		if ok {
			d := 0
			for d < 18 && !new(big.Rat).Mul(v, new(big.Rat).SetInt64(pow10(d))).IsInt() {
				d++
			}
			p.digits, p.decimals = v.FloatString(d), d
			if t.minus {
				p.digits = "-" + p.digits
			}
			p.suffix, p.typedEk = suffixAfter(p.digits, t.suffix)
			return p
		}
	}
	core := strings.Map(func(r rune) rune {
		if isGroupSpace(r) {
			return -1
		}
		return r
	}, t.core)
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
		written := t.prefix + strings.Map(func(r rune) rune {
			if isGroupSpace(r) {
				return -1
			}
			return r
		}, t.core)
		if t.prefix == "×" {
			written = written[len("×"):]
		}
		want := written + "’" + strings.TrimLeft(t.suffix, apostrophes)
		for _, s := range turkce.RakamEkleri() {
			if got, err := turkce.Ek(written, s); err == nil && got == want {
				p.suffix, p.typedEk = s, ""
				break
			}
		}
	}
	if t.minus {
		p.digits = "-" + p.digits
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
