//go:build !js

package turkce

import (
	"regexp"
	"testing"
)

// TestPatternsByHand holds dateLike and exponentLike to the patterns their
// comments give, as package regexp reads them, on every string of up to
// seven characters drawn from the ones the patterns care about.
func TestPatternsByHand(t *testing.T) {
	date := regexp.MustCompile(`^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4})`)
	exponent := regexp.MustCompile(`^\d+(?:[.,]\d+)?[eE][-+]?\d+`)
	alphabet := []byte("1-/.,eE+x")
	var b []byte
	var walk func(depth int)
	tried := 0
	walk = func(depth int) {
		tried++
		if got, want := dateLike(b), len(date.Find(b)); got != want {
			t.Fatalf("dateLike(%q) = %d, the pattern matches %d bytes", b, got, want)
		}
		if got, want := exponentLike(b), len(exponent.Find(b)); got != want {
			t.Fatalf("exponentLike(%q) = %d, the pattern matches %d bytes", b, got, want)
		}
		if depth == 0 {
			return
		}
		for _, c := range alphabet {
			b = append(b, c)
			walk(depth - 1)
			b = b[:len(b)-1]
		}
	}
	walk(7)
	// Longer runs of digits, which the short strings do not reach.
	for _, s := range []string{"2024-05-12", "2024-5-1x", "12/05/2024", "12/05/20245", "1/2/33", "123/4/55", "12345e-678", "3,25e+10,5", "2024-05-123"} {
		b = []byte(s)
		walk(0)
	}
	if tried < 5_000_000 {
		t.Fatalf("tried %d strings", tried)
	}
}
