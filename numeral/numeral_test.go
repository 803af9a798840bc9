package numeral

import (
	"math"
	"regexp"
	"testing"
)

// TestRoundTrip: a numeral's markup says enough to write it again, as the
// page's in-browser model does for other parameters.
func TestRoundTrip(t *testing.T) {
	attrs := regexp.MustCompile(`data-format="([^"]*)"(?: data-suffixes="([^"]*)")?( data-upper="")?>([^<]*)<`)
	for _, tc := range []struct {
		spec      Spec
		v         float64
		precision int
		want      string
	}{
		{Spec{Kind: Digits, Decimals: Auto, Suffixes: []string{"DAn"}}, 5540, 1, "5540’tan"},
		{Spec{Kind: Digits, Decimals: 1, Suffixes: []string{"(y)A"}}, 82.431215, 1, "82,4’e"},
		{Spec{Kind: Digits, Decimals: Auto}, 28.2, 1, "28,2"},
		// A figure's precision bounds what a reader's settings make of it.
		{Spec{Kind: Digits, Decimals: Auto}, 220.0 / 3, 1, "73,3"},
		{Spec{Kind: Digits, Decimals: Auto}, 10479.999999999998, 1, "10480"},
		{Spec{Kind: Digits, Decimals: Auto}, 416.67, 2, "416,67"},
		{Spec{Kind: Digits, Decimals: Auto}, -0.04, 1, "0"},
		{Spec{Kind: Words, Decimals: Auto, Suffixes: []string{"(s)I", "(n)DAn"}}, 48, 0, "kırk sekizinden"},
		{Spec{Kind: Words, Decimals: Auto}, 28.25, 1, "yirmi sekiz virgül üç"},
		{Spec{Kind: Words, Decimals: Auto}, 12.0001, 2, "on iki"},
		{Spec{Kind: Words, Decimals: 2}, 20.073828125, 1, "yirmi virgül sıfır yedi"},
		// Decimals are a most: a round value reads without its zeros
		// ("yüzde 5", never "yüzde 5,00"), in digits and in words.
		{Spec{Kind: Digits, Decimals: 2}, 5, 2, "5"},
		{Spec{Kind: Digits, Decimals: 2}, 4.1, 2, "4,1"},
		{Spec{Kind: Digits, Decimals: 2}, 0.001, 2, "0"},
		{Spec{Kind: Digits, Decimals: 1, Suffixes: []string{"DAn"}}, 48, 1, "48’den"},
		{Spec{Kind: Words, Decimals: 2}, 5.004, 1, "beş"},
		{Spec{Kind: Words, Decimals: Auto, Suffixes: []string{"(s)I"}, Upper: true}, 3, 0, "Üçü"},
		{Spec{Kind: Magnitude, Decimals: Auto}, 50, 1, "onlarca"},
		{Spec{Kind: Magnitude, Decimals: Auto, Suffixes: []string{"DAn"}}, 250, 1, "yüzlerceden"},
	} {
		n, err := New(tc.spec, "x", tc.v, tc.precision)
		if err != nil {
			t.Errorf("%+v: %v", tc.spec, err)
			continue
		}
		if n.Text != tc.want {
			t.Errorf("%+v of %v = %q, want %q", tc.spec, tc.v, n.Text, tc.want)
		}
		m := attrs.FindStringSubmatch(n.String())
		if m == nil {
			t.Errorf("markup %s", n.String())
			continue
		}
		spec, err := ParseSpec(m[1], m[2], m[3] != "")
		if err != nil {
			t.Errorf("%s: %v", n.String(), err)
			continue
		}
		again, err := spec.Write(tc.v, tc.precision)
		if err != nil || again != m[4] {
			t.Errorf("%s written again: %q, %v", n.String(), again, err)
		}
	}
}

func TestErrors(t *testing.T) {
	if _, err := New(Spec{Kind: Magnitude}, "x", 1, 0); err == nil {
		t.Error("mertebe of 1 gave a word")
	}
	for _, bicim := range []string{"rakam", "sayi:x", "sayi:-2", "sayi:101"} {
		if _, err := ParseSpec(bicim, "", false); err == nil {
			t.Errorf("ParseSpec(%q) accepted it", bicim)
		}
	}
	if _, err := New(Spec{Kind: Digits, Decimals: Auto, Suffixes: []string{"X"}}, "x", 5, 0); err == nil {
		t.Error("an unknown suffix was written")
	}
	for _, v := range []float64{math.NaN(), math.Inf(1)} {
		if _, err := New(Spec{Kind: Digits, Decimals: Auto}, "x", v, 1); err == nil {
			t.Errorf("%v was written", v)
		}
	}
}

// TestMissing: a numeral without a value reads as a dash, marked, and
// takes suffixes without an error.
func TestMissing(t *testing.T) {
	n, err := Missing(Spec{Kind: Digits, Decimals: Auto}, "x", math.NaN()).WithSuffix("DAn")
	if err != nil || n.Text != Dash {
		t.Fatalf("%+v, %v", n, err)
	}
	if got, want := n.String(), `<data value="NaN" data-name="x" data-format="sayi" data-suffixes="DAn" class="missing">—</data>`; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

func TestPrecision(t *testing.T) {
	for v, want := range map[float64]int{5540: 0, 28.2: 1, 416.67: 2, 1.0 / 3: 6, 1e-7: 6} {
		if got := Precision(v); got != want {
			t.Errorf("Precision(%v) = %d, want %d", v, got, want)
		}
	}
}
