//go:build !js

package livebuild

import (
	"math"
	"strconv"
	"strings"

	"coursesite/jsnum"
)

// The columns of a page's sweeps (Sweeps) are written for gzip: along a
// slider most of what the prose shows moves in steps of a constant size
// or stays put for a while, so a column says how each value follows from
// the one before rather than every value in full.

// maxUlps is how far, in units in the last place, a number column's
// token may land from the value it stands for: a figure computed as a sum
// is often a short decimal off by an ulp or two (82.43121500000001), which
// "82.431215+" writes in 10 bytes instead of 17.
const maxUlps = 2

// numberColumn writes xs as the tokens of a number column, separated by
// spaces, each giving the next value, or with a "*N" at its end the next N
// values, one token applied N times:
//
//	LITERAL        the number a JavaScript literal reads as ("150", "0.5", "1e-7", "NaN")
//	P/Q            P divided by Q, both integer literals ("130/3")
//	~LITERAL       the value before plus the literal ("~0.5")
//	=              the value of the column ref at the same step
//
// any of them followed by "+" or "-" marks, each one ulp up or down from
// what it gives. Every value reads back exactly: "150 ~1*449" is 150, 151,
// …, 599. Of the tokens that read as the next value, the one chosen costs
// the fewest bytes for each value it gives, applied again for as long as
// it reads as the values after. ref is nil or as long as xs.
func numberColumn(xs, ref []float64) string {
	var out []string
	prev := math.NaN()
	for i := 0; i < len(xs); {
		var best numberToken
		bestRun := 0
		for _, t := range numberTokens(prev, xs[i], ref, i) {
			run, p := 1, xs[i]
			for i+run < len(xs) && same(t.read(p, ref, i+run), xs[i+run]) {
				p = xs[i+run]
				run++
			}
			if bestRun == 0 || t.cost(run)*bestRun < best.cost(bestRun)*run {
				best, bestRun = t, run
			}
		}
		w := best.String()
		if bestRun > 1 {
			w += "*" + strconv.Itoa(bestRun)
		}
		out = append(out, w)
		i += bestRun
		prev = xs[i-1]
	}
	return strings.Join(out, " ")
}

// numberToken is a token of a number column (numberColumn).
type numberToken struct {
	op   byte    // 0: a literal or a fraction, '~': a difference, '=': the reference
	text string  // as written, its marks aside
	x    float64 // what text reads as
	ulps int     // its marks: ulps up, or down if negative
}

// read returns what t reads as after prev, at step i of the reference
// column ref: what the page's loader computes (live/livebuild/client/sweeps.js),
// the same IEEE operations on the same doubles.
func (t numberToken) read(prev float64, ref []float64, i int) float64 {
	x := t.x
	switch t.op {
	case '~':
		x = prev + t.x
	case '=':
		x = ref[i]
	}
	return nudge(x, t.ulps)
}

// String returns t as the column writes it.
func (t numberToken) String() string {
	if t.ulps >= 0 {
		return t.text + strings.Repeat("+", t.ulps)
	}
	return t.text + strings.Repeat("-", -t.ulps)
}

// cost is the bytes t takes for run values.
func (t numberToken) cost(run int) int {
	n := len(t.text) + max(t.ulps, -t.ulps)
	if run > 1 {
		n += 1 + len(strconv.Itoa(run))
	}
	return n
}

// numberTokens returns the tokens that read as x, step i, after prev, the
// value before it: x's shortest literal, the literals of fewer digits
// within maxUlps of it, the differences from prev of each number of digits
// that land within maxUlps, its simplest fraction, and the reference
// column's value (ref, if not nil) if within maxUlps.
func numberTokens(prev, x float64, ref []float64, i int) []numberToken {
	tokens := make([]numberToken, 1, 24)
	tokens[0] = numberToken{text: jsnum.String(x), x: x}
	if ref != nil {
		if k, ok := ulpsFrom(ref[i], x); ok || same(ref[i], x) {
			tokens = append(tokens, numberToken{op: '=', text: "=", ulps: k})
		}
	}
	if !finite(x) {
		return tokens
	}
	for p := 1; p < 17 && x != 0; p++ {
		if c := round(x, p); finite(c) {
			if k, ok := ulpsFrom(c, x); ok {
				tokens = append(tokens, numberToken{text: jsnum.String(c), x: c, ulps: k})
				if k == 0 {
					break
				}
			}
		}
	}
	if finite(prev) {
		for p := 1; p <= 17; p++ {
			if d := round(x-prev, p); finite(d) {
				if k, ok := ulpsFrom(prev+d, x); ok {
					tokens = append(tokens, numberToken{op: '~', text: "~" + jsnum.String(d), x: d, ulps: k})
					if k == 0 {
						break
					}
				}
			}
		}
	}
	if p, q, ok := fraction(x); ok {
		tokens = append(tokens, numberToken{text: strconv.FormatInt(p, 10) + "/" + strconv.FormatInt(q, 10), x: x})
	}
	return tokens
}

// round returns x rounded to p significant digits, nearly always the
// double nearest that decimal (the scaling may round across a half),
// else NaN: cheaper than writing the decimal out and reading it, and a
// miss only costs a candidate token.
func round(x float64, p int) float64 {
	if x == 0 {
		return 0
	}
	s := p - 1 - int(math.Floor(math.Log10(math.Abs(x))))
	switch {
	case s >= 0 && s <= 22:
		return math.Round(x*pow10[s]) / pow10[s]
	case s < 0 && s >= -22:
		return math.Round(x/pow10[-s]) * pow10[-s]
	}
	return math.NaN()
}

// pow10 holds the powers of ten that doubles hold exactly.
var pow10 = func() (p [23]float64) {
	p[0] = 1
	for i := 1; i < len(p); i++ {
		p[i] = p[i-1] * 10
	}
	return p
}()

// nudge moves x by k ulps, up for k > 0: its bits as an integer move by k,
// away from zero for a positive x and towards it for a negative one.
func nudge(x float64, k int) float64 {
	if k == 0 {
		return x
	}
	if x < 0 {
		k = -k
	}
	return math.Float64frombits(uint64(int64(math.Float64bits(x)) + int64(k)))
}

// ulpsFrom returns how many ulps x lies above c, if both are finite,
// non-zero, of one sign (so that nudge(c, k) is x) and at most maxUlps
// apart.
func ulpsFrom(c, x float64) (int, bool) {
	if !finite(c) || !finite(x) || c == 0 || x == 0 || (c < 0) != (x < 0) {
		return 0, false
	}
	d := int64(math.Float64bits(x)) - int64(math.Float64bits(c))
	if d < -maxUlps || d > maxUlps {
		return 0, false
	}
	if x < 0 {
		d = -d
	}
	return int(d), true
}

// near reports whether most of xs lie within maxUlps of ref, step by
// step: then a column of xs may well be shorter written from ref's.
func near(xs, ref []float64) bool {
	n := 0
	for i, x := range xs {
		if _, ok := ulpsFrom(ref[i], x); ok || same(ref[i], x) {
			n++
		}
	}
	return 2*n > len(xs)
}

// fraction returns x as p/q, the first of its continued fraction's
// convergents with q > 1 that reads as x (a third of 130 is "130/3",
// not "43.333333333333336"), if one has a numerator and a denominator
// that doubles hold exactly.
func fraction(x float64) (p, q int64, ok bool) {
	if !finite(x) || x == math.Trunc(x) || math.Abs(x) >= 1<<52 {
		return 0, 0, false
	}
	// The convergents h/k of |x|: h = a·h' + h'', k = a·k' + k'' for
	// each term a of the expansion, computed in floating point; each is
	// checked exactly, so an error there only misses a fraction.
	h, h1, k, k1 := int64(1), int64(0), int64(0), int64(1)
	r := math.Abs(x)
	for range 40 {
		a := math.Floor(r)
		if a*float64(h)+float64(h1) >= 1<<53 || a*float64(k)+float64(k1) >= 1<<53 {
			break
		}
		h, h1 = int64(a)*h+h1, h
		k, k1 = int64(a)*k+k1, k
		if k > 1 && float64(h)/float64(k) == math.Abs(x) {
			if x < 0 {
				h = -h
			}
			return h, k, true
		}
		if r == a {
			break
		}
		r = 1 / (r - a)
	}
	return 0, 0, false
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// same reports whether x and y are the same double, NaN being one.
func same(x, y float64) bool { return x == y || (math.IsNaN(x) && math.IsNaN(y)) }

// textColumn writes a numeral's texts as a text column: a list of tokens,
// one a value, each followed by how many values it gives when more than
// one (["’e", "’a", 3]). A token "=TEXT" is the text itself; any other
// is what follows the numeral's key (digitsKey of its value, with its
// "digits" decimals) in its text, or, for a numeral written in words (its
// "words" table), the table's text for that key when the token is "". So
// the texts that only follow the figure cost a few bytes a column.
func textColumn(texts []string, values []float64, missing []bool, digits int, words *wordsTable) []any {
	tokens := make([]string, len(texts))
	for j, t := range texts {
		tokens[j] = "=" + t
		if missing[j] || digits < 0 {
			continue
		}
		key := digitsKey(values[j], digits)
		switch {
		case words != nil:
			if words.add(key, t) {
				tokens[j] = ""
			}
		case strings.HasPrefix(t, key) && !strings.HasPrefix(t[len(key):], "="):
			tokens[j] = t[len(key):]
		}
	}
	return counted(tokens)
}

// counted writes each run of equal strings as one, followed by its length
// when it is more than one.
func counted(xs []string) []any {
	var out []any
	for i := 0; i < len(xs); {
		j := i + 1
		for j < len(xs) && xs[j] == xs[i] {
			j++
		}
		out = append(out, xs[i])
		if j-i > 1 {
			out = append(out, j-i)
		}
		i = j
	}
	return out
}

// digitsKey returns x as the prose writes it in digits with at most
// decimals decimals (numeral.Spec.Write): toFixed's digits, a decimal
// comma, trailing zeros dropped, "-0" as "0" — what the page's loader
// computes from a value to find its text.
func digitsKey(x float64, decimals int) string {
	s := strings.Replace(jsnum.ToFixed(x, decimals), ".", ",", 1)
	if strings.Contains(s, ",") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// maxWordsSpan bounds the integers a words table spans, holes included.
const maxWordsSpan = 4 * MaxSweepValues

// wordsTable is the texts of the numerals written in words with the same
// suffixes and capital, by the integer they write: a text a numeral reads
// at one value, another reads at the same (kırk sekiz).
type wordsTable struct {
	texts    map[int]string
	from, to int
}

// add records text for key and reports whether the table gives it: false
// for a key that is no integer, one too far from the rest, or one the
// table has another text for.
func (w *wordsTable) add(key, text string) bool {
	n, err := strconv.Atoi(key)
	if err != nil {
		return false
	}
	if t, ok := w.texts[n]; ok {
		return t == text
	}
	from, to := n, n
	if len(w.texts) > 0 {
		from, to = min(w.from, n), max(w.to, n)
	}
	if to-from >= maxWordsSpan {
		return false
	}
	if w.texts == nil {
		w.texts = map[int]string{}
	}
	w.texts[n], w.from, w.to = text, from, to
	return true
}

// list writes the table as [FROM, [TEXT…]], the texts of FROM, FROM+1, …
// (null where it has none).
func (w *wordsTable) list() []any {
	texts := make([]any, w.to-w.from+1)
	for n, t := range w.texts {
		texts[n-w.from] = t
	}
	return []any{w.from, texts}
}

// bitColumn writes booleans as the lengths of their runs after the first
// value: [1, 20, 430] is 20 trues, then 430 falses.
func bitColumn(bs []bool) []int {
	out := []int{0}
	if len(bs) > 0 && bs[0] {
		out[0] = 1
	}
	for i := 0; i < len(bs); {
		j := i + 1
		for j < len(bs) && bs[j] == bs[i] {
			j++
		}
		out = append(out, j-i)
		i = j
	}
	return out
}
