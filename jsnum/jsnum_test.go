package jsnum

import (
	"math"
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

func TestToFixedDigitsOutOfRange(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("toFixed(101) did not panic; JavaScript throws a RangeError")
		}
	}()
	ToFixed(1, 101)
}
