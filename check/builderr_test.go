package check

import (
	"testing"
	"testing/fstest"
)

// A failed claim is quoted with the sentence it stands beside: in its
// paragraph, the one writing the figures the claim reads, or sharing its
// words, or the last; a claim on its own is about the paragraph before.
// The quote starts at the sentence's words, not at a claim or condition
// before them.
func TestClaimSentence(t *testing.T) {
	const page = `---
baslik: Deneme
---
İlk cümle {{ sayi "a" }} yazar. İkinci cümle {{ sayi "b.c" }} yazar! Son cümle.
{{- iddia "b büyüktür" "b.c > 1 && a < 2" }}
{{- iddia "son cümle doğrudur" "d > 0" }}
{{- iddia "ilk cümle doğrudur" "a > 0" }}

- Madde {{ sayi "c" }} yazar.
  {{- iddia "c" "c > 0" }}

Bir paragraf, iki cümle. Yalnız sonuncusu.

{{ iddia "yalnız" "a > 0" }}

Önce {{ sayi "a" }} gelir.
{{- iddia "a önce" "a > 0" }}
{{ eger "c > 0" }}Sonra {{ sayi "c" }} gelir.{{ iddia "c sonra" "c > 0" }}{{ son }}
`
	fsys := fstest.MapFS{"p.md": {Data: []byte(page)}}
	for line, want := range map[int]string{
		5:  `the sentence (line 4): “İkinci cümle {{ sayi "b.c" }} yazar!”`,
		6:  `the sentence (line 4): “Son cümle.”`,
		7:  `the sentence (line 4): “İlk cümle {{ sayi "a" }} yazar.”`,
		10: `the sentence (line 9): “Madde {{ sayi "c" }} yazar.”`,
		14: `the sentence (line 12): “Yalnız sonuncusu.”`,
		17: `the sentence (line 16): “Önce {{ sayi "a" }} gelir.”`,
		18: `the sentence (line 18): “Sonra {{ sayi "c" }} gelir.”`,
		3:  ``,
	} {
		if got := claimSentence(fsys, "p.md", line); got != want {
			t.Errorf("claim on line %d: %q, want %q", line, got, want)
		}
	}
}
