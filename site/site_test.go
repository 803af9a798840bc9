package site

import (
	"bytes"
	"context"
	"errors"
	"html"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"coursesite/internal/publish"
	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/model/modeltest"
)

// buildFixture builds the fixture project (modeltest.Project) with edits.
func buildFixture(t testing.TB, edits map[string]string) *Output {
	t.Helper()
	out, err := New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// twoLessons are edits of the fixture project that give it a second
// lesson on the fixture model, linked from the first and from the index,
// with text that must be escaped once: an ampersand and angle brackets in
// the title, the prose and the words of a table and a chart.
func twoLessons(t testing.TB) map[string]string {
	t.Helper()
	fixture := modeltest.Project(t, nil)
	words := string(fixture["content/ornek-ders/metinler.txt"].Data)
	words = strings.Replace(words, "tablo.ozet.kalem: Kalem", "tablo.ozet.kalem: Kalem & tür <x>", 1)
	words = strings.Replace(words, "grafik.cizgi.seri: süre", "grafik.cizgi.seri: süre & sıra <y>", 1)
	return map[string]string{
		"content/index.md": `---
baslik: Örnek kurs
ozet: Motorun sınandığı örnek kurs.
---
Kursun dersleri; ilki [süreleriyle]({{ ders "ornek-ders" }}#sureler-ve-yuk) başlar.
`,
		"content/ikinci-ders/index.md": `---
baslik: İkinci Ders & Ek <b>
ozet: Örnek dersin ardından.
sira: 2
model: ornek
---
Önceki ders [örnek ders]({{ ders "ornek-ders" }}) idi; bu dersin işçisi {{ yazi "n" }} iş alır.

## Bölüm & Ek

Bu bölüm [başa]({{ ders "ikinci-ders" }}) ve [kendine](#bolum-ek) bağlar; a < b & c yazılır.

{{ tablo "ozet" }}

{{ grafik "cizgi" }}
`,
		"content/ikinci-ders/model.json":   `{"hiz": 20, "sureler": [5, 50], "n": 4}`,
		"content/ikinci-ders/metinler.txt": words,
	}
}

// TestDeterministic: two builds give byte-identical files.
func TestDeterministic(t *testing.T) {
	a, b := buildFixture(t, twoLessons(t)), buildFixture(t, twoLessons(t))
	if len(a.Files) != len(b.Files) {
		t.Fatalf("builds wrote %d and %d files", len(a.Files), len(b.Files))
	}
	for name, data := range a.Files {
		if !bytes.Equal(data, b.Files[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
	written := map[string]bool{}
	for name := range a.Files {
		written[unhashed(name)] = true
	}
	for _, name := range []string{"index.html", "ornek-ders/index.html", "ikinci-ders/index.html", "assets/site.HASH.css"} {
		if !written[name] {
			t.Errorf("the build wrote no %s", name)
		}
	}
}

var (
	hrefOrSrc = regexp.MustCompile(`(?:href|src|data-chart-runtime|data-chart-options|data-wasm|data-wasm-exec)="([^"]*)"`)
	idAttr    = regexp.MustCompile(`\sid="([^"]*)"`)
)

// TestLinksResolve: every internal link and anchor of the site resolves, no
// link leaves the site, and links are relative so the folder works under any
// sub-path.
func TestLinksResolve(t *testing.T) {
	out := buildFixture(t, twoLessons(t))
	ids := map[string]map[string]bool{}
	for name, data := range out.Files {
		if strings.HasSuffix(name, ".html") {
			ids[name] = map[string]bool{}
			for _, m := range idAttr.FindAllSubmatch(data, -1) {
				if ids[name][string(m[1])] {
					t.Errorf("%s: id %q used twice", name, m[1])
				}
				ids[name][string(m[1])] = true
			}
		}
	}
	checked := map[string]bool{} // page → link, for the links the test must have seen
	for name, data := range out.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, m := range hrefOrSrc.FindAllSubmatch(data, -1) {
			link := html.UnescapeString(string(m[1]))
			if link == "data:," {
				continue // the empty favicon
			}
			u, err := url.Parse(link)
			if err != nil {
				t.Errorf("%s: bad link %q: %v", name, link, err)
				continue
			}
			// The 404 page, which a host serves at any address, links from
			// the site root's own path (here "/": the fixture says no adres).
			fromRoot := name == "404.html" && !strings.HasPrefix(link, "#")
			if u.Scheme != "" || u.Host != "" || strings.HasPrefix(u.Path, "/") != fromRoot {
				t.Errorf("%s: link %q is not relative to the site (or, on the 404 page, to its root)", name, link)
				continue
			}
			target := name
			if fromRoot {
				target = strings.TrimPrefix(u.Path, "/")
				if target == "" || strings.HasSuffix(target, "/") {
					target += "index.html"
				}
			} else if u.Path != "" {
				target = path.Join(path.Dir(name), u.Path)
				if strings.HasSuffix(u.Path, "/") || u.Path == ".." || u.Path == "." {
					target = path.Join(target, "index.html")
				}
			}
			if _, ok := out.Files[target]; !ok {
				t.Errorf("%s: link %q: no file %s", name, link, target)
				continue
			}
			if u.Fragment != "" && !ids[target][u.Fragment] {
				t.Errorf("%s: link %q: %s has no id %q", name, link, target, u.Fragment)
			}
			checked[name+" → "+unhashed(link)] = true
		}
	}
	for _, want := range []string{
		"index.html → ornek-ders/#sureler-ve-yuk",                // ders with an anchor, from the index
		"index.html → ikinci-ders/",                              // the index's list of lessons
		"ornek-ders/index.html → ../ikinci-ders/",                // the next lesson
		"ikinci-ders/index.html → ../ornek-ders/",                // ders, and the previous lesson
		"ikinci-ders/index.html → ../ikinci-ders/",               // ders to the page itself
		"ikinci-ders/index.html → #bolum-ek",                     // a heading's anchor
		"ornek-ders/index.html → #sureler-ve-yuk",                // the table of contents
		"ornek-ders/index.html → kod/hesap.mjs",                  // a listing's file, beside the page
		"ornek-ders/index.html → ../assets/charts.HASH.js",       // the chart runtime
		"ornek-ders/index.html → ../assets/loader.HASH.js",       // the controls' loader
		"ornek-ders/index.html → ../assets/site.HASH.css",        // the stylesheet
		"ornek-ders/index.html → charts.HASH.json",               // the charts' options
		"ornek-ders/index.html → ../assets/live-ornek.HASH.wasm", // the in-browser model, the lesson's alone
		"ornek-ders/index.html → ../",                            // the site's root
		"404.html → /ornek-ders/",                                // the 404 page's list of lessons
		"404.html → /assets/site.HASH.css",                       // and its stylesheet, from the root
	} {
		if !checked[want] {
			t.Errorf("the site has no link %s", want)
		}
	}
}

// TestNothingDoubleEscaped: the pages carry no entity escaped twice and no
// markup escaped into text, and the text that needs escaping is escaped
// once, wherever it stands: a title, the prose, a table's and a chart's
// words.
func TestNothingDoubleEscaped(t *testing.T) {
	out := buildFixture(t, twoLessons(t))
	for name, data := range out.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, bad := range []string{"&amp;amp;", "&amp;lt;", "&amp;gt;", "&amp;#", "&amp;quot;", "&lt;data", "&lt;/data", "&lt;math", "&lt;figure", "&lt;span", `\u0026amp;`, `\u0026lt;`} {
			if i := bytes.Index(data, []byte(bad)); i >= 0 {
				t.Errorf("%s: %q at byte %d: …%s…", name, bad, i, data[max(0, i-60):min(len(data), i+60)])
			}
		}
	}
	page := string(out.Files["ikinci-ders/index.html"])
	for _, want := range []string{
		"<title>İkinci Ders &amp; Ek &lt;b&gt;</title>", // the front matter's title
		"<h1>İkinci Ders &amp; Ek &lt;b&gt;</h1>",
		"a &lt; b &amp; c yazılır",                                      // the prose
		`<th scope="col">Kalem &amp; tür &lt;x&gt;</th>`,                // a table's word
		`<th scope="col" class="number">süre &amp; sıra &lt;y&gt;</th>`, // a chart's word, in the table of its numbers
	} {
		if !strings.Contains(page, want) {
			t.Errorf("ikinci-ders/index.html has no %s", want)
		}
	}
	options := ""
	for name, data := range out.Files {
		if strings.HasPrefix(name, "ikinci-ders/charts.") {
			options = string(data)
		}
	}
	if want := `"name":"süre \u0026 sıra \u003cy\u003e"`; !strings.Contains(options, want) { // in its options
		t.Errorf("the second lesson's chart options have no %s:\n%.300s", want, options)
	}
	if index := string(out.Files["index.html"]); !strings.Contains(index, ">İkinci Ders &amp; Ek &lt;b&gt;</a>") {
		t.Errorf("the index does not list the second lesson's title escaped once:\n%s", index)
	}
}

var (
	dataElem  = regexp.MustCompile(`<data value="([^"]*)" data-name="([^"]*)"[^>]*>[^<]*</data>`)
	paragraph = regexp.MustCompile(`(?s)<p>(.*?)</p>`)
	anyTag    = regexp.MustCompile(`<[^>]*>`)
	digit     = regexp.MustCompile(`[0-9]`)
)

// TestNumeralsCarryTheirFigure: every numeral of the fixture lesson's page
// is a <data> element naming a figure of its model with the value the
// model computes, and no digit of the prose stands outside one (the check
// does this precisely, with positions and number words; this is the
// build's own guard), but in the givens the front matter declares.
func TestNumeralsCarryTheirFigure(t *testing.T) {
	fixture := modeltest.Project(t, nil)
	out := buildFixture(t, nil)
	page := string(out.Files["ornek-ders/index.html"])

	m, err := model.Lookup(modeltest.Name)
	if err != nil {
		t.Fatal(err)
	}
	params, err := m.Parse("model.json", fixture[modeltest.Lesson+"/model.json"].Data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := params.Compute(nil)
	if err != nil {
		t.Fatal(err)
	}
	figs := model.Index(res.Figures)
	ms := dataElem.FindAllStringSubmatch(page, -1)
	if len(ms) < 8 {
		t.Fatalf("the page has %d numerals written by the model; the fixture lesson writes more than 8:\n%s", len(ms), page)
	}
	for _, mm := range ms {
		f, ok := figs.Get(mm[2])
		if !ok {
			t.Errorf("a numeral names an unknown figure: %s", mm[0])
			continue
		}
		if got := jsnum.String(f.Value); got != mm[1] {
			t.Errorf("%s: the model says %s", mm[0], got)
		}
	}

	var givens []string
	for _, p := range out.Pages {
		if p.URL == "ornek-ders/" {
			for _, g := range p.Meta.Givens {
				givens = append(givens, g.Phrase)
			}
		}
	}
	if len(givens) == 0 {
		t.Fatal("the fixture lesson declares no given; the test expects one in its prose")
	}
	for _, p := range paragraph.FindAllStringSubmatch(page, -1) {
		text := html.UnescapeString(anyTag.ReplaceAllString(dataElem.ReplaceAllString(p[1], ""), ""))
		for _, g := range givens {
			text = strings.ReplaceAll(text, g, "")
		}
		if digit.MatchString(text) {
			t.Errorf("a paragraph has digits no model wrote: %q", text)
		}
	}
}

// TestFailedBuildKeepsOutput: a build that fails returns no site, so the
// folder an earlier build wrote stays as it was; Write swaps a whole new
// folder in, leaving nothing of the old one in it and nothing beside it but
// the spare (the old site, which the next Write makes its site in).
func TestFailedBuildKeepsOutput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	good := buildFixture(t, nil)
	if err := good.Write(dir); err != nil {
		t.Fatal(err)
	}
	broken := map[string]string{
		modeltest.Lesson + "/index.md": "---\nbaslik: Ders\nmodel: ornek\n---\nİşçi {{ sayi \"yok\" }} iş alır.\n",
	}
	if out, err := New(modeltest.Project(t, broken), sharedAssets()).Build(context.Background()); err == nil || out != nil {
		t.Fatalf("a page naming an unknown figure built: %v, %v", out, err)
	}
	for _, name := range []string{"index.html", "ornek-ders/index.html", "ornek-ders/model.json"} {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil || !bytes.Equal(b, good.Files[name]) {
			t.Errorf("%s: the previous output changed: %v", name, err)
		}
	}
	next := &Output{Output: publish.Output{Files: map[string][]byte{"index.html": []byte("yeni")}}}
	if err := next.Write(dir); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "index.html")); err != nil || string(b) != "yeni" {
		t.Errorf("the new build's index.html: %q, %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "ornek-ders")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file of the previous build survived the swap: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Dir(dir))
	var beside []string
	for _, e := range entries {
		beside = append(beside, e.Name())
	}
	if !slices.Equal(beside, []string{".public.spare", "public"}) {
		t.Errorf("beside the output: %v, want only the spare it will make the next site in", beside)
	}
}

// TestWriteLinksCached: a file the output says is cached on disk is linked
// into the site, not copied; a cached file that no longer holds the build's
// bytes (another size), or that is gone, is written instead.
func TestWriteLinksCached(t *testing.T) {
	dir := t.TempDir()
	cached := func(name, text string) string {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	same, other := cached("live.wasm", "asm modül"), cached("eski.js", "başka ve daha uzun bir içerik")
	out := &Output{Output: publish.Output{
		Files: map[string][]byte{"assets/live.wasm": []byte("asm modül"), "assets/yeni.js": []byte("yeni"), "assets/yok.js": []byte("yok")},
		Cached: map[string]string{
			"assets/live.wasm": same, "assets/yeni.js": other, "assets/yok.js": filepath.Join(dir, "silindi.js"),
		},
	}}
	public := filepath.Join(dir, "public")
	if err := out.Write(public); err != nil {
		t.Fatal(err)
	}
	for name, data := range out.Files {
		file := filepath.Join(public, filepath.FromSlash(name))
		got, err := os.ReadFile(file)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s holds %q (%v), want %q", name, got, err, data)
		}
		fi, err := os.Stat(file)
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.Stat(out.Cached[name])
		if linked := err == nil && os.SameFile(fi, src); linked != (name == "assets/live.wasm") {
			t.Errorf("%s linked to its cached file: %v", name, linked)
		}
	}
	if b, err := os.ReadFile(other); err != nil || string(b) != "başka ve daha uzun bir içerik" {
		t.Errorf("the cached file of another size changed: %q, %v", b, err)
	}
}

// TestWriteRefusesForeignFolder: -out pointed at a folder a build did not
// make (the author's notes, content/, the project) deletes nothing.
func TestWriteRefusesForeignFolder(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("önemli"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := &Output{Output: publish.Output{Files: map[string][]byte{"index.html": []byte("site")}}}
	err := out.Write(dir)
	if err == nil || !strings.Contains(err.Error(), "refusing to replace it") {
		t.Fatalf("Write over a foreign folder: %v", err)
	}
	if b, err := os.ReadFile(notes); err != nil || string(b) != "önemli" {
		t.Fatalf("the foreign folder's file: %q, %v", b, err)
	}
	if err := out.Write(notes); err == nil {
		t.Error("Write over a file succeeded")
	}
	empty := filepath.Join(dir, "bos")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := out.Write(empty); err != nil {
		t.Errorf("Write into an empty folder: %v", err)
	}
	if err := out.Write(empty); err != nil {
		t.Errorf("Write over its own earlier output: %v", err)
	}
}

// TestHeadingWithFigureAnchor: a heading that writes a figure has the
// anchor of the heading as it reads ("6 İş" → 6-is), not one made of the
// numeral's markup, in the page and in its table of contents.
func TestHeadingWithFigureAnchor(t *testing.T) {
	page := "---\nbaslik: Ders\nmodel: ornek\n---\n## {{ sayi \"n\" }} İş\n\nBir.\n\n## {{ yazi \"n\" | buyuk }} İşin <em>Süresi</em>\n\nİki.\n\n## x < y > z\n\nÜç.\n"
	out := buildFixture(t, map[string]string{modeltest.Lesson + "/index.md": page})
	html := string(out.Files[strings.TrimPrefix(modeltest.Lesson, "content/")+"/index.html"])
	for _, id := range []string{"6-is", "alti-isin-suresi", "x-y-z"} {
		if !strings.Contains(html, `id="`+id+`"`) || !strings.Contains(html, `href="#`+id+`"`) {
			t.Errorf("no heading with id %q and a link to it in the page", id)
		}
	}
}

// TestUnknownFigureNearest: an unknown figure's error names the figures
// nearest to it, a plausible typo's intended name first, and none for a
// name near nothing.
func TestUnknownFigureNearest(t *testing.T) {
	edits := map[string]string{
		modeltest.Lesson + "/index.md": "---\nbaslik: Ders\nmodel: ornek\n---\nİşçi {{ sayi \"ortalma\" }} ms, {{ sayi \"zzzzzzzzzzzzzzzz\" }} kez.\n",
	}
	_, err := New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
	if err == nil {
		t.Fatal("a page with unknown figures built")
	}
	want := modeltest.Lesson + `/index.md:5:9: unknown model figure "ortalma"; nearest: ortalama` + "\n" +
		modeltest.Lesson + `/index.md:5:34: unknown model figure "zzzzzzzzzzzzzzzz" (go run . check -v lists the figures)`
	if err.Error() != want {
		t.Errorf("got:\n%v\nwant:\n%s", err, want)
	}
}
