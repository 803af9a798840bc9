package site

import (
	"context"
	"strings"
	"testing"

	"coursesite/model/modeltest"
)

// TestTablesAndFiguresNumbered: every table and chart of a lesson says
// its number in its caption, in the page's order, tables and figures
// apart; a reference ({{ atif }}) writes the number as a word, linked to
// the block, before or after it.
func TestTablesAndFiguresNumbered(t *testing.T) {
	fixture := modeltest.Project(t, nil)
	src := string(fixture[modeltest.Lesson+"/index.md"].Data)
	src = strings.Replace(src, `{{ tablo "ozet" }}`, `{{ atif "tablo" "sureler" | buyuk }} süreleri, {{ atif "grafik" "cizgi" | ek "DA" }} çizgiyi gösterir.

{{ tablo "ozet" }}`, 1)
	out := buildFixture(t, map[string]string{modeltest.Lesson + "/index.md": src})
	page := string(out.Files["ornek-ders/index.html"])
	for _, want := range []string{
		`<caption id="table-ozet-caption"><span class="figure-label">Tablo 1.</span> Özet`,
		`<caption id="table-sureler-caption"><span class="figure-label">Tablo 2.</span> `,
		`<figcaption id="caption-cizgi"><span class="figure-label">Şekil 1.</span> `,
		`<a href="#table-sureler">İkinci tablo</a> süreleri, <a href="#figure-cizgi">birinci şekilde</a> çizgiyi`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	// A name the page does not show is an error at the call.
	bad := strings.Replace(src, `{{ atif "tablo" "sureler" | buyuk }}`, `{{ atif "tablo" "suerler" }}`, 1)
	_, err := New(modeltest.Project(t, map[string]string{modeltest.Lesson + "/index.md": bad}), sharedAssets()).Build(context.Background())
	if err == nil || !strings.Contains(err.Error(), `atif "tablo" "suerler": the page shows no such tablo (it shows: ozet, sureler)`) {
		t.Errorf("an unknown table: %v", err)
	}
}
