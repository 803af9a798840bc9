package turkce

import (
	"bytes"
	"math"

	"coursesite/internal/msg"
	"coursesite/jsnum"
)

// MaxDecimals is the largest number of decimals Digits and Words accept, the
// same limit as JavaScript's toFixed.
const MaxDecimals = jsnum.MaxDigits

// digitsLimit is where toFixed stops writing digits and switches to
// exponent form (1e+21), so digits and words end there too.
const digitsLimit = 1e21

// Digits writes x in digits, Turkish style: rounded to decimals places
// exactly as JavaScript's toFixed rounds (so prose agrees with the tables),
// with a decimal comma and no thousands grouping. Digits(42.553, 1) is
// "42,6"; Digits(5540, 0) is "5540"; a negative value starts with '-', even
// when it rounds to zero (Digits(-0.04, 1) is "-0,0", as toFixed writes).
//
// Like toFixed, Digits writes NaN, infinities and magnitudes of 10^21 or more
// as JavaScript does ("NaN", "1e+21"); decimals outside [0, MaxDecimals]
// are taken as the nearest of 0 and MaxDecimals (as jsnum.ToFixed does), so
// Digits never panics. Use DigitsE to get those cases as errors.
func Digits(x float64, decimals int) string { return string(AppendDigits(nil, x, decimals)) }

// AppendDigits appends Digits(x, decimals) to dst: a long table's cells are
// written without a string each.
func AppendDigits(dst []byte, x float64, decimals int) []byte {
	start := len(dst)
	dst = jsnum.AppendFixed(dst, x, decimals)
	if i := bytes.IndexByte(dst[start:], '.'); i >= 0 {
		dst[start+i] = ','
	}
	return dst
}

// DigitsE is Digits for values that come from authors: it returns an error
// for decimals outside [0, MaxDecimals] and for a value that toFixed does
// not write in digits (NaN, infinities, magnitudes of 10^21 or more).
func DigitsE(x float64, decimals int) (string, error) {
	if err := writable(x, decimals); err != nil {
		return "", msg.Errorf("rakam: %w", err)
	}
	return Digits(x, decimals), nil
}

// writable reports why toFixed would not write x to decimals places in
// digits, or nil if it would.
func writable(x float64, decimals int) error {
	if decimals < 0 || decimals > MaxDecimals {
		return msg.Errorf("%d decimals out of range; want 0 to %d", decimals, MaxDecimals)
	}
	if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) >= digitsLimit {
		return msg.Errorf("%v cannot be written in digits; want a finite number of magnitude below 1e21", x)
	}
	return nil
}
