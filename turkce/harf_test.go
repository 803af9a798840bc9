package turkce

import "testing"

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
