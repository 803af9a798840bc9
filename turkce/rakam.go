package turkce

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"coursesite/jsnum"
)

// MaxOndalik is the largest number of decimals Rakam and Yazi accept, the
// same limit as JavaScript's toFixed.
const MaxOndalik = jsnum.MaxDigits

// rakamSiniri is where toFixed stops writing digits and switches to
// exponent form (1e+21), so digits and words end there too.
const rakamSiniri = 1e21

// Rakam writes x in digits, Turkish style: rounded to ondalik decimals
// exactly as JavaScript's toFixed rounds (so prose agrees with the tables),
// with a decimal comma and no thousands grouping. Rakam(42.553, 1) is
// "42,6"; Rakam(5540, 0) is "5540"; a negative value starts with '-', even
// when it rounds to zero (Rakam(-0.04, 1) is "-0,0", as toFixed writes).
//
// Like toFixed, Rakam writes NaN, infinities and magnitudes of 10^21 or more
// as JavaScript does ("NaN", "1e+21"); an ondalik outside [0, MaxOndalik]
// is taken as the nearest of 0 and MaxOndalik (as jsnum.ToFixed does), so
// Rakam never panics. Use RakamE to get those cases as errors.
func Rakam(x float64, ondalik int) string { return string(AppendRakam(nil, x, ondalik)) }

// AppendRakam appends Rakam(x, ondalik) to dst: a long table's cells are
// written without a string each.
func AppendRakam(dst []byte, x float64, ondalik int) []byte {
	start := len(dst)
	dst = jsnum.AppendFixed(dst, x, ondalik)
	if i := bytes.IndexByte(dst[start:], '.'); i >= 0 {
		dst[start+i] = ','
	}
	return dst
}

// Kisa writes x in digits in its shortest exact form, as JavaScript's
// String(x) writes it, with a decimal comma: Kisa(416.67) is "416,67",
// Kisa(28.2) "28,2", Kisa(5540) "5540". It is how a parameter is quoted.
func Kisa(x float64) string { return strings.Replace(jsnum.String(x), ".", ",", 1) }

// RakamE is Rakam for values that come from authors: it returns an error
// for an ondalik outside [0, MaxOndalik] and for a value that toFixed does
// not write in digits (NaN, infinities, magnitudes of 10^21 or more).
func RakamE(x float64, ondalik int) (string, error) {
	if err := yazilabilir(x, ondalik); err != nil {
		return "", fmt.Errorf("rakam: %w", err)
	}
	return Rakam(x, ondalik), nil
}

// yazilabilir reports why toFixed would not write x to ondalik decimals in
// digits, or nil if it would.
func yazilabilir(x float64, ondalik int) error {
	if ondalik < 0 || ondalik > MaxOndalik {
		return fmt.Errorf("%d decimals out of range; want 0 to %d", ondalik, MaxOndalik)
	}
	if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) >= rakamSiniri {
		return fmt.Errorf("%v cannot be written in digits; want a finite number of magnitude below 1e21", x)
	}
	return nil
}
