//go:build !js

package turkce

import "testing"

// TestSameStem: the examples SameStem's comment gives, each way round, and
// words it keeps apart.
func TestSameStem(t *testing.T) {
	if got := Fold("İŞLERİN ÇOĞU"); got != "islerin cogu" {
		t.Errorf("Fold = %q", got)
	}
	for _, c := range []struct {
		a, b          string
		endings, want bool
	}{
		{"kol", "kola", false, true}, {"okuma", "okumasi", false, true},
		{"esik", "esigi", false, true}, {"istek", "istegi", false, true},
		{"yavas", "yavasken", false, true}, {"dusen", "duser", false, true},
		{"dusen", "durusuyor", true, false}, {"dusen", "dusuruyor", true, true}, {"okur", "okuma", true, true},
		{"dusen", "dusuruyor", false, false}, {"yapi", "yapar", false, false},
		{"is", "isi", true, true}, {"is", "isler", true, false},
		{"duyarlilik2", "duyarlilik", true, false},
	} {
		for _, ab := range [][2]string{{c.a, c.b}, {c.b, c.a}} {
			if got := SameStem(ab[0], ab[1], c.endings); got != c.want {
				t.Errorf("SameStem(%q, %q, %v) = %v", ab[0], ab[1], c.endings, got)
			}
		}
	}
}

// TestStemKey: forms of one word share a key; short words have none.
func TestStemKey(t *testing.T) {
	a, okA := StemKey("Yavaşlayan")
	b, okB := StemKey("yavaşlıyor")
	if !okA || !okB || a != b || a != "yavaş" {
		t.Errorf("StemKey: %q %v, %q %v; want yavaş for both", a, okA, b, okB)
	}
	if k, ok := StemKey("iş"); ok {
		t.Errorf("StemKey(iş) = %q", k)
	}
}

// TestIsGenitive: -(n)In, in Turkish or folded letters, at the length
// the caller asks.
func TestIsGenitive(t *testing.T) {
	for w, want := range map[string]bool{"masanın": true, "eşiğin": true, "isteğin": true, "islerin": true, "bunun": true, "kin": false, "masa": false} {
		if got := IsGenitive(w, 4); got != want {
			t.Errorf("IsGenitive(%q, 4) = %v", w, got)
		}
	}
	if !IsGenitive("kin", 3) {
		t.Error("IsGenitive(kin, 3) = false")
	}
}
