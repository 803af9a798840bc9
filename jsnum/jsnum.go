// Package jsnum formats numbers exactly as JavaScript does, so that the Go
// model prints what the lesson's reference model prints, byte for byte
// (and pads them in their columns as it does: PadStart, PadEnd).
//
// Two rules differ from Go's strconv and matter for the lesson's tables:
//
//   - Number.prototype.toFixed rounds the exact binary value of x, and an
//     exact tie goes to the larger magnitude: (122.25).toFixed(1) is
//     "122.3", where strconv rounds the tie to even ("122.2").
//   - String(x) prints the shortest decimal that reads back as x, but
//     switches to exponent form only outside [1e-6, 1e21).
package jsnum

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
)

// MaxDigits is the most digits toFixed writes after the point, as in
// JavaScript (which throws a RangeError beyond it).
const MaxDigits = 100

// ToFixed returns x.toFixed(digits) as ECMA-262 defines it: digits after
// the point, the exact value of x rounded half away from zero.
//
// It never panics, whatever the input, since a figure or a reader's
// setting may reach it (in the page's WebAssembly a panic stops the
// controls): where JavaScript throws a RangeError, for digits outside
// [0, MaxDigits], ToFixed writes the nearest number of digits it can (0 or
// MaxDigits). Callers that take digits from an author or a reader check
// them first and say what is wrong (turkce.DigitsE, claim's yuvarla).
func ToFixed(x float64, digits int) string { return string(AppendFixed(nil, x, digits)) }

// AppendFixed appends ToFixed(x, digits) to dst: a long table's cells are
// written without a string each.
func AppendFixed(dst []byte, x float64, digits int) []byte {
	digits = min(max(digits, 0), MaxDigits)
	switch {
	case math.IsNaN(x):
		return append(dst, "NaN"...)
	case x <= -1e21 || x >= 1e21:
		return append(dst, String(x)...)
	}
	if x < 0 {
		dst = append(dst, '-')
	}
	x = math.Abs(x) // -0 too: JavaScript writes it "0"
	// strconv rounds the exact value of x too, and differs only on an
	// exact tie, which it gives to the even neighbour.
	if !tie(x, digits) {
		return strconv.AppendFloat(dst, x, 'f', digits, 64)
	}
	// A tie has exactly digits+1 decimals, the last a 5: drop it and add
	// one unit in the last place kept.
	start := len(dst)
	dst = strconv.AppendFloat(dst, x, 'f', digits+1, 64)
	dst = dst[:len(dst)-1]
	if dst[len(dst)-1] == '.' {
		dst = dst[:len(dst)-1]
	}
	return addUnit(dst, start)
}

// tie reports whether x ≥ 0 lies exactly halfway between two multiples of
// 10^-digits: x·10^digits = (2n+1)/2, which for a binary x means that
// x·2^(digits+1) is an odd integer (the 5^digits must divide the odd
// numerator). Scaling by a power of two is exact, so the test is too.
func tie(x float64, digits int) bool {
	t := math.Ldexp(x, digits+1)
	return t < 1<<53 && t == math.Trunc(t) && math.Mod(t, 2) == 1
}

// addUnit adds one unit in the last place to b[start:], a decimal number
// of digits with an optional point: "0.19" → "0.20", "9.9" → "10.0".
func addUnit(b []byte, start int) []byte {
	for i := len(b) - 1; i >= start; i-- {
		switch b[i] {
		case '.':
			continue
		case '9':
			b[i] = '0'
			continue
		}
		b[i]++
		return b
	}
	b = append(b, 0)
	copy(b[start+1:], b[start:])
	b[start] = '1'
	return b
}

// String returns String(x): JavaScript's Number::toString in radix 10.
func String(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case x == 0:
		return "0"
	case math.IsInf(x, 1):
		return "Infinity"
	case math.IsInf(x, -1):
		return "-Infinity"
	case x < 0:
		return "-" + String(-x)
	}
	// strconv's shortest form "d.ddde±XX" gives the digits and exponent
	// that ECMA-262 calls s, k and n.
	e := strconv.FormatFloat(x, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	k := len(digits)
	p, _ := strconv.Atoi(exp)
	n := p + 1
	switch {
	case k <= n && n <= 21:
		return digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return "0." + strings.Repeat("0", -n) + digits
	}
	sign := "+"
	if n-1 < 0 {
		sign = "-"
	}
	ex := strconv.Itoa(abs(n - 1))
	if k == 1 {
		return digits + "e" + sign + ex
	}
	return digits[:1] + "." + digits[1:] + "e" + sign + ex
}

// PadStart is JavaScript's s.padStart(width): blanks before s up to width
// characters, counted as JavaScript counts them (jsLength).
func PadStart(s string, width int) string {
	return strings.Repeat(" ", max(0, width-jsLength(s))) + s
}

// PadEnd is JavaScript's s.padEnd(width): blanks after s up to width.
func PadEnd(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-jsLength(s)))
}

// jsLength is JavaScript's s.length: s's length in UTF-16 code units,
// which padStart and padEnd count (ş is one, as a is; Go's len counts
// its two bytes).
func jsLength(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
