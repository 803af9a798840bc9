package site

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"coursesite/sim"
)

func buildReal(t testing.TB) *Output {
	t.Helper()
	out, err := New(os.DirFS(projectRoot), sharedAssets(t)).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDeterministic: two builds give byte-identical files.
func TestDeterministic(t *testing.T) {
	a, b := buildReal(t), buildReal(t)
	if len(a.Files) != len(b.Files) {
		t.Fatalf("builds wrote %d and %d files", len(a.Files), len(b.Files))
	}
	for name, data := range a.Files {
		if !bytes.Equal(data, b.Files[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}

var (
	hrefOrSrc = regexp.MustCompile(`(?:href|src)="([^"]*)"`)
	idAttr    = regexp.MustCompile(`\sid="([^"]*)"`)
)

// TestLinksResolve: every internal link and anchor of the site resolves, no
// link leaves the site, and links are relative so the folder works under any
// sub-path.
func TestLinksResolve(t *testing.T) {
	out := buildReal(t)
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
	for name, data := range out.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, m := range hrefOrSrc.FindAllSubmatch(data, -1) {
			link := string(m[1])
			if link == "data:," {
				continue // the empty favicon
			}
			u, err := url.Parse(link)
			if err != nil {
				t.Errorf("%s: bad link %q: %v", name, link, err)
				continue
			}
			if u.Scheme != "" || u.Host != "" || strings.HasPrefix(u.Path, "/") {
				t.Errorf("%s: link %q is not relative to the site", name, link)
				continue
			}
			target := name
			if u.Path != "" {
				target = path.Join(path.Dir(name), u.Path)
				if strings.HasSuffix(u.Path, "/") || u.Path == ".." || u.Path == "." {
					target = path.Join(target, "index.html")
				}
				if target == "." {
					target = "index.html"
				}
			}
			if _, ok := out.Files[target]; !ok {
				t.Errorf("%s: link %q: no file %s", name, link, target)
				continue
			}
			if u.Fragment != "" && !ids[target][u.Fragment] {
				t.Errorf("%s: link %q: %s has no id %q", name, link, target, u.Fragment)
			}
		}
	}
}

// TestNothingDoubleEscaped: the page's HTML carries no entity escaped twice
// and no markup escaped into text.
func TestNothingDoubleEscaped(t *testing.T) {
	out := buildReal(t)
	for name, data := range out.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, bad := range []string{"&amp;amp;", "&amp;lt;", "&amp;gt;", "&amp;#", "&amp;quot;", "&lt;data", "&lt;/data", "&lt;math", "&lt;figure", "&lt;span"} {
			if i := bytes.Index(data, []byte(bad)); i >= 0 {
				t.Errorf("%s: %q at byte %d: …%s…", name, bad, i, data[max(0, i-60):min(len(data), i+60)])
			}
		}
	}
}

// TestNoHandTypedDigitsOutsideMarkup: every numeral in the lesson's prose is
// inside a <data> element the model wrote (the check does this precisely,
// with positions; this is the build's own guard).
func TestNumeralsCarryTheirFigure(t *testing.T) {
	out := buildReal(t)
	page := string(out.Files["zaman-asimi-butceleri/index.html"])
	data := regexp.MustCompile(`<data value="([^"]*)" data-ad="([^"]*)"`)
	ms := data.FindAllStringSubmatch(page, -1)
	if len(ms) < 100 {
		t.Fatalf("the lesson has %d model-written numerals; want the lesson's ~140", len(ms))
	}
	m, err := sim.Parse("model.json", mustRead(t, filepath.Join(projectRoot, "content/zaman-asimi-butceleri/model.json")))
	if err != nil {
		t.Fatal(err)
	}
	figs := sim.Hesapla(m).Degerler()
	for _, mm := range ms {
		v, ok := figs.Get(mm[2])
		if !ok {
			t.Errorf("numeral names unknown figure %q", mm[2])
			continue
		}
		if got := jsString(v); got != mm[1] {
			t.Errorf("numeral %s has value %s; the model says %s", mm[2], mm[1], got)
		}
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFailedBuildKeepsOutput: Write swaps the whole folder in, and a build
// that fails never reaches it.
func TestFailedBuildKeepsOutput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	good := &Output{Files: map[string][]byte{"index.html": []byte("eski"), "a/b.css": []byte("x")}}
	if err := good.Write(dir); err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{
		"templates/ders.html":  {Data: []byte("x")},
		"templates/dizin.html": {Data: []byte("x")},
		"templates/site.css":   {Data: []byte("")},
		"content/index.md":     {Data: []byte("---\nbaslik: D\n---\n{{ sayi \"yok\" }}\n")},
	}
	if _, err := New(fsys, sharedAssets(t)).Build(context.Background()); err == nil {
		t.Fatal("a page naming an unknown figure built")
	}
	if b, err := os.ReadFile(filepath.Join(dir, "index.html")); err != nil || string(b) != "eski" {
		t.Fatalf("previous output changed: %q, %v", b, err)
	}
	next := &Output{Files: map[string][]byte{"index.html": []byte("yeni")}}
	if err := next.Write(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "a/b.css")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file of the previous build survived the swap: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Dir(dir))
	if len(entries) != 1 {
		t.Errorf("temporary folders left beside the output: %v", entries)
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
	same, other := cached("ders.wasm", "asm modül"), cached("eski.js", "başka ve daha uzun bir içerik")
	out := &Output{
		Files: map[string][]byte{"assets/ders.wasm": []byte("asm modül"), "assets/yeni.js": []byte("yeni"), "assets/yok.js": []byte("yok")},
		Cached: map[string]string{
			"assets/ders.wasm": same, "assets/yeni.js": other, "assets/yok.js": filepath.Join(dir, "silindi.js"),
		},
	}
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
		if linked := err == nil && os.SameFile(fi, src); linked != (name == "assets/ders.wasm") {
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
	out := &Output{Files: map[string][]byte{"index.html": []byte("site")}}
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

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Kalan Payın Bölünmesi":      "kalan-payin-bolunmesi",
		"Terk Edilen İş":             "terk-edilen-is",
		"ARIZA KİPİ":                 "ariza-kipi",
		"Özet":                       "ozet",
		"Çağrı — Şema (2. bölüm)":    "cagri-sema-2-bolum",
		"Arızalı Günde Ne Değişiyor": "arizali-gunde-ne-degisiyor",
		"—":                          "bolum",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestMath: $…$ is math only where it opens real math; a dollar in prose
// stays a dollar.
func TestMath(t *testing.T) {
	for in, want := range map[string][]string{
		`$L = \lambda W$ bağıntısı`:      {`L = \lambda W`},
		`bilet $5 ile $10 arası`:         nil,
		`fiyat 5$ olur, 10$ da olabilir`: nil,
		`\$x$ dolar`:                     nil,
		`a$x$ b`:                         nil,
		`$ x$ ve $x $`:                   nil,
		`($x^2$) ve $y$`:                 {`x^2`, `y`},
		`$$E = mc^2$$`:                   {`E = mc^2`},
		`$x$5`:                           nil,
	} {
		doc := markdown.Parser().Parse(text.NewReader([]byte(in)), parser.WithContext(parser.NewContext()))
		var got []string
		ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if m, ok := n.(*Math); ok && entering {
				got = append(got, m.TeX)
			}
			return ast.WalkContinue, nil
		})
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: math %q, want %q", in, got, want)
		}
	}
}

func TestNearest(t *testing.T) {
	names := []string{"tarifeYavas.acgozlu.bosaIs", "tarifeYavas.agirlikli.bosaIs", "arizasiz.acgozlu.bosaIs", "esik"}
	got := nearest("tarifeYavas.acgozlu.bosais", names, 3)
	if len(got) == 0 || got[0] != "tarifeYavas.acgozlu.bosaIs" {
		t.Errorf("nearest = %q", got)
	}
	if got := nearest("zzzzzzzzzzzzzzzzzzzzzz", names, 3); len(got) != 0 {
		t.Errorf("nearest of nonsense = %q, want none", got)
	}
}

// BenchmarkBuild builds the whole site in memory: model, tables, charts,
// markdown, layout (math and the chart bundle come from the disk cache, as
// in every build after the first).
func BenchmarkBuild(b *testing.B) {
	s := New(os.DirFS(projectRoot), sharedAssets(b))
	if _, err := s.Build(context.Background()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
