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
