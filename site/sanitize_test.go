package site

import (
	"slices"
	"strings"
	"testing"

	"coursesite/model/modeltest"
)

// TestLessonCannotAttack: a lesson's raw HTML passes the policy (package
// sanitize) and a string an action prints is escaped, in its page and in
// its words file, so a real build of the fixture project with a script,
// an event attribute and javascript: links in index.md and a printed
// literal with markup in metinler.txt publishes a page free of them; the
// engine's own markup (numerals, conditions, claims, tables, figures,
// listings) is the same as without them.
func TestLessonCannotAttack(t *testing.T) {
	const attack = `<img src=x onerror=alert(1)>`
	fixture := modeltest.Project(t, nil)
	page := string(fixture[modeltest.Lesson+"/index.md"].Data)
	words := string(fixture[modeltest.Lesson+"/metinler.txt"].Data)
	page = strings.Replace(page, "## Süreler ve Yük", "<script>alert(1)</script>\n\n"+
		"<div onclick=\"alert(2)\">Kutu <b onmouseover=alert(3)>{{ sayi \"n\" }}</b></div>\n\n"+
		"Bir <img src=\"x.png\" onerror=\"alert(4)\"> resim, bir <a href=\"javascript:alert(5)\">bağ</a>, "+
		"[bir başka](javascript:alert(6)), <javascript:alert(7)>, ![veri](data:text/html;base64,PHNjcmlwdD4=) "+
		"ve basılan {{ \""+attack+"\" }}.\n\n"+
		"Bir <img src=x.png title=a{{ \" onerror=alert(9)\" }}> ve <div title=b{{ \" onclick=alert(10)\" }}>kutu</div>.\n\n## Süreler ve Yük", 1)
	words = strings.Replace(words, "grafik.cizgi.baslik: Her işin süresi,", `grafik.cizgi.baslik: Her işin {{ "`+attack+`" }} süresi,`, 1)
	words = strings.Replace(words, "tablo.ozet.kalem: Kalem", `tablo.ozet.kalem: Kalem {{ "<script>alert(8)</script>Ürün" | ek "DAn" }}`, 1)
	out := buildFixture(t, map[string]string{modeltest.Lesson + "/index.md": page, modeltest.Lesson + "/metinler.txt": words})
	base := buildFixture(t, nil)

	html := string(out.Files["ornek-ders/index.html"])
	// The lesson's part of the page (the layout's head is the engine's).
	if i, j := strings.Index(html, "<main"), strings.Index(html, "</main>"); i >= 0 && j > i {
		html = html[i:j]
	} else {
		t.Fatal("the page has no <main>")
	}
	for _, bad := range []string{"<script>alert", "onerror=\"", "alert(9)", "alert(10)", "onclick", "onmouseover", `="javascript:`, `="data:`, "<img src=x"} {
		if strings.Contains(html, bad) {
			i := strings.Index(html, bad)
			t.Errorf("the page publishes %q: …%s…", bad, html[max(i-80, 0):min(i+80, len(html))])
		}
	}
	for _, text := range []string{
		`basılan &lt;img src=x onerror=alert(1)&gt;.`,        // index.md's printed literal
		`Her işin &lt;img src=x onerror=alert(1)&gt; süresi`, // the chart's caption
		`Kalem &lt;script&gt;alert(8)&lt;/script&gt;Üründen`, // a table's header
		`<div>Kutu <b><data value="6" data-name="n" data-format="sayi">6</data></b></div>`,
	} {
		if !strings.Contains(html, text) {
			t.Errorf("the page lacks %s", text)
		}
	}
	// The engine's markup is the same: every numeral, condition, claim and
	// block of the fixture's page, in order.
	engine := func(h string) []string {
		var tags []string
		for _, open := range []string{`<data `, `<span class="condition"`, `<span class="claim"`, `<figure`, `<pre`} {
			for rest := h; ; {
				i := strings.Index(rest, open)
				if i < 0 {
					break
				}
				j := strings.IndexByte(rest[i:], '>')
				tags = append(tags, rest[i:i+j+1])
				rest = rest[i+j:]
			}
		}
		return tags
	}
	got, want := engine(html), engine(string(base.Files["ornek-ders/index.html"]))
	// The attack adds one numeral (in its <b>): the rest are the fixture's.
	const added = `<data value="6" data-name="n" data-format="sayi">`
	if i := slices.Index(got, added); i >= 0 {
		got = slices.Delete(got, i, i+1)
	}
	if !slices.Equal(got, want) {
		t.Errorf("the engine's markup:\n got %q\nwant %q", got, want)
	}
}
