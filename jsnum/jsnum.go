// Package jsnum formats numbers exactly as JavaScript does, so that the Go
// model prints what the lesson's reference model prints, byte for byte.
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
	"math/big"
	"strconv"
	"strings"
)

// ToFixed returns x.toFixed(digits) as ECMA-262 defines it: digits after
// the point, the exact value of x rounded half away from zero. digits must be
// in [0, 100], as in JavaScript.
func ToFixed(x float64, digits int) string {
	if digits < 0 || digits > 100 {
		panic("jsnum: toFixed digits out of range: " + strconv.Itoa(digits))
	}
	switch {
	case math.IsNaN(x):
		return "NaN"
	case x <= -1e21 || x >= 1e21:
		return String(x)
	}
	sign := ""
	if x < 0 {
		sign = "-"
		x = -x
	}
	// The exact decimal value of x, scaled by 10^digits.
	r := new(big.Rat).SetFloat64(x)
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)))
	// n = floor(r + 1/2): the nearest integer, ties to the larger one.
	r.Add(r, big.NewRat(1, 2))
	n := new(big.Int).Quo(r.Num(), r.Denom())
	s := n.String()
	if digits == 0 {
		return sign + s
	}
	if len(s) <= digits {
		s = strings.Repeat("0", digits-len(s)+1) + s
	}
	return sign + s[:len(s)-digits] + "." + s[len(s)-digits:]
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

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
