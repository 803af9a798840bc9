package jsnum

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

// cases were printed by node (v20) for String(x), x.toFixed(0), x.toFixed(1)
// and x.toFixed(2): ties that JavaScript rounds away from zero (122.25 →
// 122.3, where strconv gives 122.2), exponent forms, -0, subnormals.
var cases = []struct {
	x               float64
	str, f0, f1, f2 string
}{
	{122.25, "122.25", "122", "122.3", "122.25"},
	{0.5, "0.5", "1", "0.5", "0.50"},
	{1.5, "1.5", "2", "1.5", "1.50"},
	{2.5, "2.5", "3", "2.5", "2.50"},
	{-0.5, "-0.5", "-1", "-0.5", "-0.50"},
	{-1.005, "-1.005", "-1", "-1.0", "-1.00"},
	{1.005, "1.005", "1", "1.0", "1.00"},
	{1e+21, "1e+21", "1e+21", "1e+21", "1e+21"},
	{1.23e-7, "1.23e-7", "0", "0.0", "0.00"},
	{0.000001, "0.000001", "0", "0.0", "0.00"},
	{123456789012345680000, "123456789012345680000", "123456789012345683968", "123456789012345683968.0", "123456789012345683968.00"},
	{46.1875, "46.1875", "46", "46.2", "46.19"},
	{19.245, "19.245", "19", "19.2", "19.25"},
	{0.1, "0.1", "0", "0.1", "0.10"},
	{math.Copysign(0, -1), "0", "0", "0.0", "0.00"},
	{1e-7, "1e-7", "0", "0.0", "0.00"},
	{5e-324, "5e-324", "0", "0.0", "0.00"},
	{1.7976931348623157e+308, "1.7976931348623157e+308", "1.7976931348623157e+308", "1.7976931348623157e+308", "1.7976931348623157e+308"},
	{20555.6, "20555.6", "20556", "20555.6", "20555.60"},
	{4.166666666666667, "4.166666666666667", "4", "4.2", "4.17"},
	{-0.04, "-0.04", "-0", "-0.0", "-0.04"},
	{0.045, "0.045", "0", "0.0", "0.04"},
	{1.45, "1.45", "1", "1.4", "1.45"},
	{8.345, "8.345", "8", "8.3", "8.35"},
	{math.NaN(), "NaN", "NaN", "NaN", "NaN"},
	{math.Inf(1), "Infinity", "Infinity", "Infinity", "Infinity"},
	{math.Inf(-1), "-Infinity", "-Infinity", "-Infinity", "-Infinity"},
}

func TestAsJavaScript(t *testing.T) {
	for _, c := range cases {
		if got := String(c.x); got != c.str {
			t.Errorf("String(%v) = %q, JavaScript %q", c.x, got, c.str)
		}
		for d, want := range []string{c.f0, c.f1, c.f2} {
			if got := ToFixed(c.x, d); got != want {
				t.Errorf("(%v).toFixed(%d) = %q, JavaScript %q", c.x, d, got, want)
			}
		}
	}
}

// toFixedExact is ECMA-262's toFixed for x ≥ 0 worked out in exact
// arithmetic: n = floor(x·10^digits + 1/2), the nearest integer, ties to the
// larger one. ToFixed must agree with it everywhere.
func toFixedExact(x float64, digits int) string {
	r := new(big.Rat).SetFloat64(x)
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)))
	r.Add(r, big.NewRat(1, 2))
	s := new(big.Int).Quo(r.Num(), r.Denom()).String()
	if digits == 0 {
		return s
	}
	if len(s) <= digits {
		s = strings.Repeat("0", digits-len(s)+1) + s
	}
	return s[:len(s)-digits] + "." + s[len(s)-digits:]
}

// TestToFixedExact compares ToFixed with exact arithmetic on values of
// every kind: random doubles over many magnitudes, exact ties (k/2^m, which
// a decimal tie must be), values a hair either side of a tie, carries
// through nines, and the lesson's kind of values (tenths, hundredths).
func TestToFixedExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var xs []float64
	for range 20000 {
		xs = append(xs, math.Ldexp(rng.Float64(), rng.IntN(100)-40))
	}
	for m := 0; m <= 12; m++ {
		for k := range 2000 {
			x := math.Ldexp(float64(2*k+1), -m)
			xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, math.Inf(1)))
		}
	}
	for k := range 5000 {
		xs = append(xs, float64(k)/10, float64(k)/100, float64(k)/1000+0.0005, 9.95, 99.5, 999.95, 0.9999999)
	}
	xs = append(xs, 0, 5e-324, 1e20, 9.999999999999999e20, 4503599627370495.5, 4503599627370497)
	for _, x := range xs {
		for digits := range 8 {
			want := toFixedExact(x, digits)
			if got := ToFixed(x, digits); got != want {
				t.Fatalf("ToFixed(%v, %d) = %q, exact %q", x, digits, got, want)
			}
			if got, want := ToFixed(-x, digits), "-"+want; x != 0 && got != want {
				t.Fatalf("ToFixed(%v, %d) = %q, exact %q", -x, digits, got, want)
			}
		}
	}
	for _, digits := range []int{20, 50, 100} {
		for _, x := range xs[:500] {
			if got, want := ToFixed(x, digits), toFixedExact(x, digits); got != want {
				t.Fatalf("ToFixed(%v, %d) = %q, exact %q", x, digits, got, want)
			}
		}
	}
}

// FuzzToFixed: ToFixed agrees with exact arithmetic on any finite value
// below 1e21.
func FuzzToFixed(f *testing.F) {
	for _, c := range cases {
		f.Add(c.x, uint8(2))
	}
	f.Fuzz(func(t *testing.T, x float64, d uint8) {
		digits := int(d) % 101
		if math.IsNaN(x) || math.Abs(x) >= 1e21 || x < 0 {
			return
		}
		if got, want := ToFixed(x, digits), toFixedExact(x, digits); got != want {
			t.Errorf("ToFixed(%v, %d) = %q, exact %q", x, digits, got, want)
		}
	})
}

// TestToFixedNeverPanics: digits outside JavaScript's range, which a
// figure or a reader's setting may bring, write the nearest number of
// digits toFixed allows instead of panicking (a panic in the page's
// WebAssembly stops its controls), at every kind of x.
func TestToFixedNeverPanics(t *testing.T) {
	xs := []float64{0, 1, -1, 122.25, 1e21, -1e21, 1.7976931348623157e+308, 5e-324, math.NaN(), math.Inf(1), math.Inf(-1)}
	for _, x := range xs {
		for _, d := range []int{-1, -200, math.MinInt, 101, 200, math.MaxInt} {
			want := ToFixed(x, 0)
			if d > 0 {
				want = ToFixed(x, MaxDigits)
			}
			if got := ToFixed(x, d); got != want {
				t.Errorf("ToFixed(%v, %d) = %q, want %q (the nearest digits allowed)", x, d, got, want)
			}
		}
	}
	if got := ToFixed(math.Inf(-1), 2); got != "-Infinity" {
		t.Errorf("ToFixed(-Inf, 2) = %q, want -Infinity as JavaScript writes it", got)
	}
}

// TestPad: JavaScript's padStart and padEnd, as the reference pads.
func TestPad(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{PadStart("40", 6), "    40"},
		{PadStart("1234567", 6), "1234567"},
		{PadEnd("esit", 11), "esit       "},
		{PadStart("taşıyıcı", 9), " taşıyıcı"}, // eight letters, as JavaScript counts them, not 11 bytes
		{PadEnd("düşen", 6), "düşen "},
		{PadStart("𝑥", 3), " 𝑥"}, // outside the BMP: two UTF-16 units
		{PadEnd("", 2), "  "},
		{PadEnd("agirlikli12", 11), "agirlikli12"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}
