package turkce

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

func TestCapitalize(t *testing.T) {
	tests := []struct{ s, want string }{
		{"iki isteği", "İki isteği"},
		{"ılık", "Ilık"},
		{"üç", "Üç"},
		{"çok", "Çok"},
		{"şu", "Şu"},
		{"öte", "Öte"},
		{"ğ", "Ğ"},
		{"kırk sekiz iki", "Kırk sekiz iki"}, // the rest is not touched
		{"İki", "İki"},
		{"“iki” dedi", "“İki” dedi"}, // opening punctuation is skipped
		{"(iki)", "(İki)"},
		{"%42,6’sı", "%42,6’sı"}, // starts with a number: unchanged
		{"5 istek", "5 istek"},
		{" iki", " iki"}, // a space is not a letter
		{"", ""},
		{"…", "…"},
	}
	for _, tt := range tests {
		if got := Capitalize(tt.s); got != tt.want {
			t.Errorf("Capitalize(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}

// TestTurkishCase holds the standard library's Turkish case, which
// Capitalize and Lower use, equal to golang.org/x/text/cases' on every
// letter of the Basic Multilingual Plane: the one the guide names, the
// other small enough for the page's WebAssembly.
func TestTurkishCase(t *testing.T) {
	upper, lower := cases.Upper(language.Turkish), cases.Lower(language.Turkish)
	for r := rune(0); r <= 0xFFFF; r++ {
		if !unicode.IsLetter(r) {
			continue
		}
		s := string(r)
		// x/text writes some letters as two (ŉ → ʼN): Capitalize keeps one
		// letter one, as the standard library does.
		if want := upper.String(s); utf8.RuneCountInString(want) == 1 {
			if got := Capitalize(s); got != want {
				t.Errorf("Capitalize(%q) = %q, x/text says %q", s, got, want)
			}
		}
		if want := lower.String(s); utf8.RuneCountInString(want) == 1 {
			if got := Lower(s); got != want {
				t.Errorf("Lower(%q) = %q, x/text says %q", s, got, want)
			}
		}
	}
	if got := Lower("IŞIK İZİ"); got != "ışık izi" {
		t.Errorf("Lower(IŞIK İZİ) = %q", got)
	}
}
