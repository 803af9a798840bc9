package markdown

import "testing"

// TestSlug: a heading's id keeps every Turkish letter's base, lower-cased
// the Turkish way.
func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Kalan Payın Bölünmesi":      "kalan-payin-bolunmesi",
		"Terk Edilen İş":             "terk-edilen-is",
		"ARIZA KİPİ":                 "ariza-kipi",
		"Özet":                       "ozet",
		"Çağrı — Şema (2. bölüm)":    "cagri-sema-2-bolum",
		"Arızalı Günde Ne Değişiyor": "arizali-gunde-ne-degisiyor",
		"—":                          "section",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
