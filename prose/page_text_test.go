//go:build !js

package prose

import "testing"

// TestPageText: a page's tags part words, its scripts and styles and what
// a condition hides go, a void element inside a hidden one does not keep
// what follows hidden, and the whitespace is folded.
func TestPageText(t *testing.T) {
	for h, want := range map[string]string{
		"<!DOCTYPE html><html><head><style>p{}</style><script>go()</script></head><body><h1>Başlık</h1><p>bir</p><p>iki</p></body></html>": "Başlık bir iki",
		`<p>a <span hidden>b<br>c</span> d<br>e &amp; f</p>`: "a d e & f",
		"<p>çok\n\n  boşluk</p>":                             "çok boşluk",
	} {
		if got := PageText(h); got != want {
			t.Errorf("PageText(%q) = %q, want %q", h, got, want)
		}
	}
}
