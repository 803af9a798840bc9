package sanitize

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	ghtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"

	"coursesite/place"
	"coursesite/prose"
)

// md is goldmark as the site sets it up (raw HTML passed through), with
// Apply's nodes rendered.
var md = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithRendererOptions(ghtml.WithUnsafe(), renderer.WithNodeRenderers(Renderer())),
)

func render(t *testing.T, src string, engine []prose.Span) (string, []Removal) {
	t.Helper()
	doc := md.Parser().Parse(text.NewReader([]byte(src)), parser.WithContext(parser.NewContext()))
	rms := Apply(doc, []byte(src), engine)
	var b strings.Builder
	if err := md.Renderer().Render(&b, []byte(src), doc); err != nil {
		t.Fatal(err)
	}
	return b.String(), rms
}

// TestPasses: what a lesson needs is published as written, byte for byte.
func TestPasses(t *testing.T) {
	for _, src := range []string{
		"<details open>\n<summary>Neden?</summary>\n\nÇünkü <abbr title='zaman aşımı'>ZA</abbr>.\n\n</details>\n",
		"Bas <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <em>a</em> <strong>b</strong> <code>c</code><br>d <span lang=en>e</span>\n",
		"<figure id=\"sekil-1\">\n<img src=\"sekil.png\" alt=\"Şekil\" width=\"300\">\n<figcaption>Bir &amp; iki</figcaption>\n</figure>\n",
		"<table>\n<thead><tr><th scope=\"col\">a</th></tr></thead>\n<tbody><tr><td colspan=2>1</td></tr></tbody>\n</table>\n",
		"[site](https://example.org/a?b=c) [göreli](../geri-basinc/) [posta](mailto:a@example.org) <a href=\"#kalan\">bu</a>\n",
		"<!-- bir not -->\n\nMetin.\n",
		"<div>\n<p>Paragraf</p>\n</div>\n",
	} {
		want, _ := render(t, src, nil)
		plain := goldmark.New(goldmark.WithExtensions(extension.Table), goldmark.WithRendererOptions(ghtml.WithUnsafe()))
		var b strings.Builder
		if err := plain.Convert([]byte(src), &b); err != nil {
			t.Fatal(err)
		}
		got, rms := render(t, src, nil)
		if got != b.String() || len(rms) > 0 {
			t.Errorf("%q:\n got %q, %v\nwant %q", src, got, rms, want)
		}
	}
}

// TestRemoves: scripts, event attributes, style, frames, objects, forms and
// javascript:/data: URLs never pass, and each removal is said.
func TestRemoves(t *testing.T) {
	for _, c := range []struct {
		src  string
		gone []string // what must not be in the page
		said []string // what the removals say, in order
	}{
		{"<script>alert(1)</script>\n", []string{"<script", "alert"}, []string{"<script> and its content"}},
		{"Metin <img src=x onerror=alert(1)> sonu.\n", []string{"onerror"}, []string{`onerror="alert(1)" of <img>`}},
		{"<div onclick=\"x()\" style=\"color:red\">a</div>\n", []string{"onclick", "style"}, []string{`onclick="x()" of <div>`, `style="color:red" of <div>`}},
		{"Bir <a href=\"javascript:alert(1)\">bağ</a> burada.\n", []string{"javascript", "<a", "</a>"}, []string{`<a> (none of its attributes may stand: href="javascript:alert(1)")`}},
		{"[bağ](javascript:alert(1)) ve ![r](data:image/png;base64,AAAA)\n", []string{"javascript", "data:"}, []string{`the link to "javascript:alert(1)"`, `the link to "data:image/png;base64,AAAA"`}},
		{"[bağ](java&#115;cript:alert(1))\n", []string{"cript:"}, []string{`the link to "java&#115;cript:alert(1)"`}},
		{"<javascript:alert(1)>\n", []string{"href"}, []string{`the link to "javascript:alert(1)"`}},
		{"<iframe src=\"https://example.org\"></iframe>\n\n<object data=x></object>\n", []string{"iframe", "object"}, []string{"<iframe> and its content", "<object> and its content"}},
		{"<form action=/x><input name=a></form>\n", []string{"form", "input"}, []string{"<form>", "<input>"}},
		{"<style>body{display:none}</style>\n", []string{"style", "display"}, []string{"<style> and its content"}},
		{"<div title=\"a\n\nb\n", []string{}, []string{"HTML left open"}},
	} {
		got, rms := render(t, c.src, nil)
		for _, g := range c.gone {
			if strings.Contains(got, g) {
				t.Errorf("%q: %q published: %s", c.src, g, got)
			}
		}
		var said []string
		for _, r := range rms {
			said = append(said, r.What)
		}
		ok := len(said) == len(c.said)
		for i := range said {
			ok = ok && strings.HasPrefix(said[i], c.said[i])
		}
		if !ok {
			t.Errorf("%q: said\n %q\nwant\n %q", c.src, said, c.said)
		}
	}
}

// TestEngineUntouched: the engine's bytes pass as they are, inside an
// author's HTML block too, and only the author's are sanitized.
func TestEngineUntouched(t *testing.T) {
	num := `<data value="48" data-name="n" data-format="sayi">48</data>`
	cond := `<span class="condition" data-expr="n &gt; 1" data-branch="yes">`
	src := "<div onclick=x>\nYük " + num + " " + cond + "çok</span>\n</div>\n\nMetin " + num + ".\n"
	var spans []prose.Span
	for from := 0; ; {
		i := strings.Index(src[from:], "<data")
		if i < 0 {
			break
		}
		s := from + i
		spans = append(spans, prose.Span{Start: s, End: s + len(num)})
		from = s + len(num)
	}
	c := strings.Index(src, cond)
	e := strings.Index(src, "</span>")
	spans = append(spans[:1], append([]prose.Span{{Start: c, End: c + len(cond)}, {Start: e, End: e + len("</span>")}}, spans[1:]...)...)
	got, rms := render(t, src, spans)
	if strings.Count(got, num) != 2 || !strings.Contains(got, cond+"çok</span>") || strings.Contains(got, "onclick") {
		t.Errorf("got %s", got)
	}
	if len(rms) != 1 || rms[0].Off != strings.Index(src, "<div") {
		t.Errorf("removed %v", rms)
	}
}

// TestReport: each removal at its line and column.
func TestReport(t *testing.T) {
	src := "# Başlık\n\nMetin <img src=x onerror=alert(1)>.\n\n<div>\n<p>a</p>\n<script>x()</script>\n</div>\n"
	doc := md.Parser().Parse(text.NewReader([]byte(src)))
	errs := Report(&place.File{Name: "ders.md", Data: []byte(src)}, []byte(src), doc)
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	want := []string{
		`ders.md:3:7: raw HTML the sanitizer removes: onerror="alert(1)" of <img>`,
		`ders.md:7:1: raw HTML the sanitizer removes: <script> and its content`,
	}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range got {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("got %q\nwant %q…", got[i], want[i])
		}
	}
}
