// Package contenttest tests the course's content, not the engine: the
// first lesson's fidelity to its source, the lesson as its author wrote it
// (the model's reference material, sim/butce/testdata/kaynak) against the
// page the site builds from
// content/zaman-asimi-butceleri — its prose and its code, at the
// reference's parameters. The lesson's own model.json is replaced by the
// reference's (kaynak/model.json), so an author who changes a parameter,
// or adds a paragraph whose numbers are bound, keeps these tests green;
// `go run . build` and `go run . check` judge the lesson at its own
// parameters. The engine's tests run on fixtures (model/modeltest); the
// model's tests (sim/butce) test the model against the same reference.
//
// The tests here run node: the lesson's listings, and the WebAssembly a
// build makes of the lesson's model, whose answers at the reference's
// parameters must be the Go code's (wasm_test.go).
package contenttest

import (
	"bytes"
	"context"
	"html"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"coursesite/internal/assets"
	"coursesite/internal/buildcmd"
	"coursesite/internal/golden"
	"coursesite/live/livebuild"
	"coursesite/prose"
	_ "coursesite/sim" // the course's models, which the lessons name
	kaynakpkg "coursesite/sim/butce/kaynak"
	"coursesite/site"
)

const (
	// repoRoot is the repository, seen from this package's tests.
	repoRoot = ".."

	// lessonName is the lesson's folder under content/.
	lessonName = "zaman-asimi-butceleri"
	lessonDir  = "content/" + lessonName
)

// noLive renders math and bundles the chart runtime as a real build does,
// but leaves the controls' runtime (the WebAssembly) out: these tests read
// the page, and building the WebAssembly is package live's business.
type noLive struct{ *assets.Disk }

func (noLive) LiveRuntime(context.Context, []string) (livebuild.Runtime, error) {
	return livebuild.Runtime{}, nil
}

// lessonProject returns the repository's templates/, its course index and
// this lesson's folder, with the lesson's parameter file replaced by the
// reference's. Every other lesson is a stub page of its own name, so that
// the lesson's links to it resolve while nothing else of it is built: this
// lesson's fidelity does not depend on another's text or model.
func lessonProject(t testing.TB) fstest.MapFS {
	t.Helper()
	root := os.DirFS(repoRoot)
	m := fstest.MapFS{}
	for _, dir := range []string{"templates", lessonDir} {
		err := fs.WalkDir(root, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			data, err := fs.ReadFile(root, p)
			if err != nil {
				return err
			}
			m[p] = &fstest.MapFile{Data: data}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	index, err := fs.ReadFile(root, "content/index.md")
	if err != nil {
		t.Fatal(err)
	}
	m["content/index.md"] = &fstest.MapFile{Data: index}
	others, _ := fs.Glob(root, "content/*/index.md")
	for _, o := range others {
		if o != path.Join(lessonDir, "index.md") {
			name := path.Base(path.Dir(o))
			m[o] = &fstest.MapFile{Data: []byte("---\nbaslik: " + name + "\nsira: 99\n---\nBaşka bir ders.\n")}
		}
	}
	params := path.Join(lessonDir, "model.json")
	if _, ok := m[params]; !ok {
		t.Fatalf("the lesson has no %s to replace with the reference's parameters", params)
	}
	m[params] = &fstest.MapFile{Data: refData(t)}
	return m
}

var (
	buildOnce sync.Once
	built     *site.Output
	buildErr  error
)

// lessonPage builds the project at the reference's parameters, once for
// the tests, and returns the lesson's page and its HTML.
func lessonPage(t *testing.T) (*site.Page, string) {
	t.Helper()
	fsys := lessonProject(t)
	buildOnce.Do(func() {
		ctx := context.Background()
		if buildErr = assets.Prepare(ctx, repoRoot, os.Stderr); buildErr != nil {
			return
		}
		built, buildErr = site.New(fsys, noLive{assets.New(repoRoot)}).Build(ctx)
	})
	if buildErr != nil {
		t.Fatalf("building the lesson at the reference's parameters: %v", buildErr)
	}
	for _, p := range built.Pages {
		if p.URL == lessonName+"/" {
			return p, string(built.Files[p.URL+"index.html"])
		}
	}
	t.Fatalf("the build has no page %s/", lessonName)
	return nil, ""
}

// modelWins lists the sentences of the lesson that the page says otherwise,
// each because the author's hand-written text disagrees with the model (the
// model wins), writes in the reference's ASCII, or counts its tables as the
// console printed them rather than as the page numbers them.
var modelWins = map[string]struct{ page, why string }{
	"İkinci tablo AY10 altında koşuyor ve üç politikanın üç ayrı davranış ürettiğini gösteriyor.": {
		"Üçüncü tablo AY10 altında koşuyor ve üç politikanın üç ayrı davranış ürettiğini gösteriyor.",
		"the page numbers its tables in its order ({{ atif }}): the shares table comes first, so the slow tariff's is the third",
	},
	"Üçüncü tablo iki tarafı toplayarak kararı veriyor.": {
		"Dördüncü tablo iki tarafı toplayarak kararı veriyor.",
		"the page numbers its tables in its order ({{ atif }}): the busy slots' table is the fourth",
	},
	"Bunlar hiçbir arızanın olmadığı bir gündeki yanlış pozitiflerdir — modelde on altıda bir gelen uzun kuyruk, adımın payını aşıyor.": {
		"Bunlar hiçbir arızanın olmadığı bir gündeki yanlış pozitiflerdir — modelde on yedide bir gelen uzun kuyruk, adımın payını aşıyor.",
		"D(govde, kuyruk) is [...govde, ...govde, kuyruk]: 8 + 8 + 1 = 17 durations, so the tail comes once in 17",
	},
	"Tarife kimi turlarda 150 ya da 180 milisaniyede dönüyor; 180 milisaniyelik payla bunlar başarılı olur ve geriye ölçüye yetecek kadar kalır.": {
		"Tarife kimi turlarda 150 ya da 180 milisaniyede dönüyor; 180 milisaniyelik payla bunlar başarılı olur ve 150 milisaniyelik okumalardan sonra geriye ölçüye yetecek kadar kalır.",
		"after a 180 ms tariff read the greedy split leaves 180 − 180 = 0 ms for the size read, which then fails: only the 150 ms reads leave room (the six answered requests)",
	},
	"Bu iş kimsenin beklemediği iştir ve modelde bosa is olarak sayılır: açgözlü dağıtımda 5540, ağırlıklı dağıtımda 11120 milisaniye.": {
		"Bu iş kimsenin beklemediği iştir ve modelde boşa iş olarak sayılır: açgözlü dağıtımda 5540, ağırlıklı dağıtımda 11120 milisaniye.",
		"the page writes Turkish, not the console's ASCII; its table's column is “Boşa iş (ms)”",
	},
}

// turkishLetter marks prose: the code listings and the console output in the
// lesson text are ASCII.
var turkishLetter = regexp.MustCompile(`[ıİşŞğĞçÇöÖüÜ]`)

// lessonSentences returns the lesson's prose, sentence by sentence, in order.
func lessonSentences(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, block := range strings.Split(string(kaynak(t, "zaman-asimi-butceleri.txt")), "\n\n") {
		if !turkishLetter.MatchString(block) || strings.HasPrefix(block, "//") {
			continue
		}
		for _, line := range strings.Split(block, "\n") {
			line = strings.TrimPrefix(strings.TrimSpace(line), "• ")
			out = append(out, splitSentences(line)...)
		}
	}
	return out
}

var sentenceEnd = regexp.MustCompile(`[.!?] `)

func splitSentences(s string) []string {
	var out []string
	for {
		loc := sentenceEnd.FindStringIndex(s)
		if loc == nil {
			break
		}
		out = append(out, s[:loc[0]+1])
		s = s[loc[1]:]
	}
	if s = strings.TrimSpace(s); s != "" {
		out = append(out, s)
	}
	return out
}

var mathML = regexp.MustCompile(`<math .*?<annotation encoding="application/x-tex">(.*?)</annotation></semantics></math>`)

// pageText returns the text a reader reads on an HTML page, whitespace
// collapsed: math as its TeX between $…$, no element marked hidden (the
// phrasing a condition does not choose, a claim's marker, the controls'
// panel before its script shows it), no script or style
// (prose.PageText), and no space a tag left beside punctuation.
func pageText(page string) string {
	return tight(prose.PageText(mathML.ReplaceAllString(page, "$$$1$$")))
}

var (
	spaceBefore = regexp.MustCompile(`\s+([’,.;:)/])`)
	spaceAfter  = regexp.MustCompile(`([(/])\s+`)
)

// tight removes the spaces that stripping inline tags leaves beside
// punctuation, the same way on the page and in the lesson.
func tight(s string) string {
	return spaceAfter.ReplaceAllString(spaceBefore.ReplaceAllString(s, "$1"), "$1")
}

func TestPageText(t *testing.T) {
	got := pageText(`<p>Süre <data value="12" data-name="duyarlilik1.dk">12</data> dakika, <span class="condition" data-expr="n &gt; 40" data-branch="yes">çok</span><span class="condition" data-expr="n &gt; 40" data-branch="no" hidden>az <b>değil</b></span> istek<span class="claim" data-text="x" data-expr="y" hidden></span>.</p>` +
		`<section hidden aria-label="Senaryo"><input type="range" value="1"><label>Eşik</label></section><script type="application/json">{"a":1}</script><p>K01’in &amp; <br>son</p>`)
	if want := "Süre 12 dakika, çok istek. K01’in & son"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

// TestEverySentenceOnPage checks that the built lesson says every sentence of
// the lesson as written, in its order — word for word, numbers included,
// where the model computes what the author wrote. It depends on the
// wording on purpose: a sentence the lesson says otherwise than its source
// is listed in modelWins, with the reason.
func TestEverySentenceOnPage(t *testing.T) {
	_, page := lessonPage(t)
	text := pageText(page)
	sentences := lessonSentences(t)
	if len(sentences) < 100 {
		t.Fatalf("the lesson as written has %d sentences: this test no longer reads it", len(sentences))
	}
	pos := 0
	for _, s := range sentences {
		want := s
		if w, ok := modelWins[s]; ok {
			want = w.page
		}
		want = tight(want)
		i := strings.Index(text[pos:], want)
		if i < 0 {
			if strings.Contains(text, want) {
				t.Errorf("sentence out of order: %q", want)
				continue
			}
			t.Errorf("sentence missing from the page: %q\npage text near its start: %q", want, near(text, want))
			continue
		}
		pos += i + len(want)
	}
	all := strings.Join(sentences, "\n")
	for s := range modelWins {
		if !strings.Contains(all, s) {
			t.Errorf("modelWins lists a sentence the lesson does not have: %q", s)
		}
	}
}

// near returns the page text around the first words of want, to show how a
// missing sentence reads on the page.
func near(text, want string) string {
	words := strings.Fields(want)
	head := strings.Join(words[:min(3, len(words))], " ")
	i := strings.Index(text, head)
	if i < 0 {
		return "(its first words are not on the page either)"
	}
	return text[i:min(len(text), i+len(want)+40)]
}

var (
	pageTable = regexp.MustCompile(`<figure class="table" id="table-([^"]+)">(.*?)</figure>`)
	pageRow   = regexp.MustCompile(`<tr>(.*?)</tr>`)
	pageCell  = regexp.MustCompile(`<(th|td)([^>]*)>(.*?)</t[hd]>`)
)

// TestPageTablesMatchReference: the page shows every table the reference
// prints (kosum.out), each number of each row as the reference prints it,
// in Turkish; the words heading them are the lesson's, not checked here.
func TestPageTablesMatchReference(t *testing.T) {
	_, page := lessonPage(t)
	want := referenceTables(t)
	shown := map[string]bool{}
	for _, m := range pageTable.FindAllStringSubmatch(page, -1) {
		name := m[1]
		shown[name] = true
		rows, ok := want[name]
		if !ok {
			t.Errorf("the page shows table %q, which the reference does not print", name)
			continue
		}
		_, body, _ := strings.Cut(m[2], "<tbody>")
		var got []kaynakpkg.Row
		for _, tr := range pageRow.FindAllStringSubmatch(body, -1) {
			var r kaynakpkg.Row
			for _, c := range pageCell.FindAllStringSubmatch(tr[1], -1) {
				if c[1] == "th" && !strings.Contains(c[2], `class="number"`) {
					continue // the row's word, the lesson's
				}
				r.Cells = append(r.Cells, html.UnescapeString(c[3]))
			}
			got = append(got, r)
		}
		if len(got) != len(rows) {
			t.Errorf("table %s: %d rows on the page, %d in kosum.out", name, len(got), len(rows))
			continue
		}
		for i := range rows {
			if strings.Join(got[i].Cells, " | ") != strings.Join(rows[i].Cells, " | ") {
				t.Errorf("table %s row %d: %q on the page, %q in kosum.out", name, i+1, got[i].Cells, rows[i].Cells)
			}
		}
	}
	for name := range want {
		if !shown[name] {
			t.Errorf("the page does not show table %s, which the reference prints", name)
		}
	}
}

// TestListingsPrintReference runs the code the page lists (its .mjs
// listings, which read the lesson's ../model.json) under node, in a copy of
// the lesson's folder holding the reference's parameters: what it prints
// is the reference's output, kosum.out, byte for byte — the code a reader
// copies from the page is the reference.
func TestListingsPrintReference(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is not installed; this test runs the lesson's listings under node (install Node.js): %v", err)
	}
	p, _ := lessonPage(t)
	dir := t.TempDir()
	src := filepath.Join(repoRoot, filepath.FromSlash(lessonDir))
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "model.json"), refData(t), 0o644); err != nil {
		t.Fatal(err)
	}
	printed := 0
	for _, l := range p.Listings {
		if ext := path.Ext(l.File); ext != ".mjs" && ext != ".js" {
			continue
		}
		// A bound on a hung listing, not a measure: the listings take well
		// under a second.
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, node, filepath.FromSlash(l.File))
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		cancel()
		if err != nil {
			t.Errorf("node %s: %v\n%s", l.File, err, stderr.Bytes())
			continue
		}
		if len(out) == 0 {
			continue // a module the other listings import
		}
		printed++
		if d := golden.Diff(string(out), referenceOutput(t)); d != "" {
			t.Errorf("%s prints other tables than the reference's kosum.out: %s", l.File, d)
		}
	}
	if printed == 0 {
		t.Errorf("no listing of the page prints (listings %v)", p.Listings)
	}
}

// TestRunReport runs `go run . report` (buildcmd.RunReport) in a copy of the
// project holding the lesson at the reference's parameters: it prints the
// reference's output; with a second lesson (a copy with n = 64) it asks
// for -ders and prints each one's report; a bad parameter file is an error
// at its place, before anything is printed.
func TestRunReport(t *testing.T) {
	dir := t.TempDir()
	proj := lessonProject(t)
	want, ref := referenceOutput(t), refData(t) // read before leaving the package's folder
	write := func(name string, data []byte) {
		t.Helper()
		file := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("content/index.md", proj["content/index.md"].Data)
	for name, f := range proj {
		if strings.HasPrefix(name, lessonDir+"/") {
			write(name, f.Data)
		}
	}
	t.Chdir(dir)
	ctx := context.Background()
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := buildcmd.RunReport(ctx, args, &out)
		return out.String(), err
	}
	if out, err := run(); err != nil || out != want {
		t.Fatalf("rapor: %v\n%s", err, golden.Diff(out, want))
	}

	// A second lesson, the first's copy with 64 outer requests.
	second := "content/ikinci-ders/"
	for name, f := range proj {
		if rest, ok := strings.CutPrefix(name, lessonDir+"/"); ok {
			write(second+rest, f.Data)
		}
	}
	write(second+"model.json", bytes.Replace(ref, []byte(`"n": 48`), []byte(`"n": 64`), 1))
	if _, err := run(); err == nil || !strings.Contains(err.Error(), "choose one with -lesson") {
		t.Errorf("report with two lessons: %v, want an error asking for -lesson", err)
	}
	if out, err := run("-lesson", lessonName); err != nil || out != want {
		t.Errorf("report -lesson %s: %v\n%s", lessonName, err, golden.Diff(out, want))
	}
	// -ders is the flag's first, Turkish, spelling.
	if out, err := run("-ders", "ikinci-ders"); err != nil || !strings.Contains(out, "(64 dis istek, iptal sinyali yok)") {
		t.Errorf("report -ders ikinci-ders: %v\n%s", err, out)
	}
	if _, err := run("-lesson", "yok"); err == nil || !strings.Contains(err.Error(), "content/yok/") {
		t.Errorf("report -lesson yok: %v", err)
	}

	write(second+"model.json", []byte(`{"n": 0}`))
	out, err := run("-ders", "ikinci-ders")
	if err == nil || !strings.Contains(err.Error(), "content/ikinci-ders/model.json:1:7: n: expected a whole number from 1 to 10000, got 0") {
		t.Errorf("rapor on a bad parameter file: %v, want the error at content/ikinci-ders/model.json:1:7", err)
	}
	if out != "" {
		t.Errorf("rapor printed %q before refusing the file", out)
	}
}

// kaynak returns the reference's file name (package kaynak).
var kaynak = kaynakpkg.MustRead

// referenceOutput is what the reference's kosum.mjs prints at its own
// parameters (kosum.out).
func referenceOutput(t testing.TB) string { return string(kaynak(t, "kosum.out")) }

// referenceTables is the tables the reference prints.
var referenceTables = kaynakpkg.MustTables

// refData is the reference's parameter file, as written.
func refData(t testing.TB) []byte { return kaynak(t, "model.json") }
