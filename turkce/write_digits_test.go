package turkce

import (
	"math"
	"strings"
	"testing"
)

func TestDigits(t *testing.T) {
	tests := []struct {
		x        float64
		decimals int
		want     string
	}{
		{42.553, 1, "42,6"},
		{5540, 0, "5540"},
		{11120, 0, "11120"}, // no thousands grouping, as the lesson writes
		{1e12, 0, "1000000000000"},
		{20.07, 2, "20,07"},
		{4.17, 2, "4,17"},
		{4.1, 2, "4,10"},
		{0, 0, "0"},
		{0, 2, "0,00"},
		{-5, 0, "-5"},
		{-42.553, 1, "-42,6"},
		{122.25, 1, "122,3"}, // an exact tie rounds away from zero, as toFixed
		{0.125, 2, "0,13"},   // another exact tie
		{1.005, 2, "1,00"},   // 1.005 is stored just below the tie
		{-0.5, 0, "-1"},      // ties away from zero on the negative side too
		{-0.04, 1, "-0,0"},   // toFixed keeps the sign of a value rounding to zero
		{math.Copysign(0, -1), 1, "0,0"},
		{2.5, 0, "3"},
		{0.1, 20, "0,10000000000000000555"},
		{1e21, 0, "1e+21"},     // toFixed's exponent form
		{1.5e21, 2, "1,5e+21"}, // with a decimal comma
		{math.NaN(), 1, "NaN"}, // as the tables would print it
		{math.Inf(-1), 0, "-Infinity"},
	}
	for _, tt := range tests {
		if got := Digits(tt.x, tt.decimals); got != tt.want {
			t.Errorf("Digits(%v, %d) = %q, want %q", tt.x, tt.decimals, got, tt.want)
		}
	}
}

func TestDigitsE(t *testing.T) {
	got, err := DigitsE(42.553, 1)
	if err != nil || got != "42,6" {
		t.Errorf("DigitsE(42.553, 1) = %q, %v; want \"42,6\", nil", got, err)
	}
	bad := []struct {
		x        float64
		decimals int
		want     string
	}{
		{1, -1, "rakam: -1 decimals out of range; want 0 to 100"},
		{1, 101, "rakam: 101 decimals out of range; want 0 to 100"},
		{math.NaN(), 0, "rakam: NaN cannot be written in digits"},
		{math.Inf(1), 0, "rakam: +Inf cannot be written in digits"},
		{-1e21, 0, "rakam: -1e+21 cannot be written in digits"},
	}
	for _, tt := range bad {
		got, err := DigitsE(tt.x, tt.decimals)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("DigitsE(%v, %d) = %q, %v; want error starting %q", tt.x, tt.decimals, got, err, tt.want)
		}
	}
}

// TestDigitsNeverPanics: an decimals toFixed rejects writes the nearest
// number of decimals allowed instead of panicking (in the page's
// WebAssembly a panic stops the controls), and Words writes it in digits as
// it does any value WordsE rejects; DigitsE and WordsE still report it.
func TestDigitsNeverPanics(t *testing.T) {
	for _, tt := range []struct {
		decimals, near int
	}{{MaxDecimals + 1, MaxDecimals}, {1 << 40, MaxDecimals}, {-1, 0}, {-1 << 40, 0}} {
		if got, want := Digits(2.5, tt.decimals), Digits(2.5, tt.near); got != want {
			t.Errorf("Digits(2.5, %d) = %q, want %q", tt.decimals, got, want)
		}
		if got, want := Words(2.5, tt.decimals), Digits(2.5, tt.near); got != want {
			t.Errorf("Words(2.5, %d) = %q, want %q", tt.decimals, got, want)
		}
		if _, err := DigitsE(2.5, tt.decimals); err == nil {
			t.Errorf("DigitsE(2.5, %d) gave no error", tt.decimals)
		}
		if _, err := WordsE(2.5, tt.decimals); err == nil {
			t.Errorf("WordsE(2.5, %d) gave no error", tt.decimals)
		}
	}
}
