//go:build !js

package labels

import (
	"errors"
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
)

const sample = `# bir yorum
politika: Politika
tablo.paylar.baslik: Eşik {{ sayi "esik" }} ms < bütçe

grafik.arizaPayi.senaryo: {{ sayi ".dk" }} dk
`

var figs = model.Index([]model.Figure{{Name: "esik", Value: 200}, {Name: "d1.dk", Value: 12}})

func TestWrite(t *testing.T) {
	l, err := Read("metinler.txt", []byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	r := &prose.Run{Figures: figs}
	got, err := l.Write(r, `tablo "paylar"`, "tablo.paylar.baslik", "baslik")
	if want := `Eşik <data value="200" data-name="esik" data-format="sayi">200</data> ms &lt; bütçe`; err != nil || got != want {
		t.Errorf("got %s, %v", got, err)
	}
	// The shared key, when the specific one is missing.
	if got, err := l.Write(r, `tablo "x"`, "tablo.x.politika", "politika"); err != nil || got != "Politika" {
		t.Errorf("shared: %q, %v", got, err)
	}
	w := l.Words("arizaPayi", r)
	if got := w.Item("senaryo", "d1"); got != "12 dk" {
		t.Errorf("item: %q", got)
	}
	if got := w.Text("yok"); got != "yok" || len(w.Err()) != 1 || !strings.Contains(w.Err()[0].Error(), "grafik.arizaPayi.yok: … or yok: …") {
		t.Errorf("missing: %q, %v", got, w.Err())
	}
	if u := l.Unused(); len(u) != 0 {
		t.Errorf("unused: %v", u)
	}
}

func TestReadErrors(t *testing.T) {
	for src, want := range map[string]string{
		"a: x\nbozuk satır\n":         "metinler.txt:2:1: expected a word as key: text",
		"a: x\na: y\n":                "metinler.txt:2:1: a is given twice (first on line 1)",
		"a.: x\n":                     "metinler.txt:1:1: expected a word",
		"a: {{ sayi \"x\" \n":         "metinler.txt:1:4: this action is not closed",
		"ab: çok {{ rakam \"x\" }}\n": "metinler.txt:1:12: function \"rakam\" not defined",
	} {
		_, err := Read("metinler.txt", []byte(src))
		var es place.Errors
		if !errors.As(err, &es) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %s…", src, err, want)
		}
	}
}

// TestCompiled: labels compiled by the build and read back by the page's
// engine write every word as the file does.
func TestCompiled(t *testing.T) {
	src := "# yorum\ntablo.a.baslik: Paylar, eşik {{ sayi \"n\" }} ms\npolitika: Politika & <b>\nbos:\n"
	l, err := Read("metinler.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	data, err := l.Compiled()
	if err != nil {
		t.Fatal(err)
	}
	c, err := ReadCompiled("metinler.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Entries()) != len(l.Entries()) {
		t.Fatalf("%d words read back, %d written", len(c.Entries()), len(l.Entries()))
	}
	for _, e := range l.Entries() {
		want, werr := l.Write(&prose.Run{Figures: figs}, "test", e.Key)
		got, gerr := c.Write(&prose.Run{Figures: figs}, "test", e.Key)
		if got != want || (werr == nil) != (gerr == nil) {
			t.Errorf("%s: compiled writes %q (%v), the file %q (%v)", e.Key, got, gerr, want, werr)
		}
	}
	for _, bad := range []string{`{}`, `{"file": "x", "entries": [["a", 0, 99, "", []]]}`, `{"file": "", "entries": [["a b", 0, 0, "", []]]}`, `[`} {
		if _, err := ReadCompiled("metinler.txt", []byte(bad)); err == nil {
			t.Errorf("ReadCompiled(%s) gave no error", bad)
		}
	}
}
