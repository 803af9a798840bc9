package numeral

import (
	"regexp"
	"testing"
)

// TestRoundTrip: a numeral's markup says enough to write it again, as the
// page's in-browser model does for other parameters.
func TestRoundTrip(t *testing.T) {
	attrs := regexp.MustCompile(`data-bicim="([^"]*)"(?: data-ek="([^"]*)")?( data-buyuk="")?>([^<]*)<`)
	for _, tc := range []struct {
		spec Spec
		v    float64
		want string
	}{
		{Spec{Kind: Sayi, Decimals: Shortest, Suffixes: []string{"DAn"}}, 5540, "5540’tan"},
		{Spec{Kind: Sayi, Decimals: 1, Suffixes: []string{"(y)A"}}, 82.431215, "82,4’e"},
		{Spec{Kind: Sayi, Decimals: Shortest}, 28.2, "28,2"},
		{Spec{Kind: Yazi, Decimals: Shortest, Suffixes: []string{"(s)I", "(n)DAn"}}, 48, "kırk sekizinden"},
		{Spec{Kind: Yazi, Decimals: 2}, 20.073828125, "yirmi virgül sıfır yedi"},
		{Spec{Kind: Yazi, Decimals: Shortest, Suffixes: []string{"(s)I"}, Upper: true}, 3, "Üçü"},
		{Spec{Kind: Mertebe, Decimals: Shortest}, 50, "onlarca"},
		{Spec{Kind: Mertebe, Decimals: Shortest, Suffixes: []string{"DAn"}}, 250, "yüzlerceden"},
	} {
		n, err := New(tc.spec, "x", tc.v)
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
		again, err := spec.Write(tc.v)
		if err != nil || again != m[4] {
			t.Errorf("%s written again: %q, %v", n.String(), again, err)
		}
	}
}

func TestErrors(t *testing.T) {
	if _, err := New(Spec{Kind: Mertebe}, "x", 1); err == nil {
		t.Error("mertebe of 1 gave a word")
	}
	for _, bicim := range []string{"rakam", "sayi:x", "sayi:-2", "sayi:101"} {
		if _, err := ParseSpec(bicim, "", false); err == nil {
			t.Errorf("ParseSpec(%q) accepted it", bicim)
		}
	}
	if _, err := New(Spec{Kind: Sayi, Decimals: Shortest, Suffixes: []string{"X"}}, "x", 5); err == nil {
		t.Error("an unknown suffix was written")
	}
}
