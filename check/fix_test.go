package check

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/charts"
	"coursesite/listings/listingstest"
	"coursesite/place"
	"coursesite/site"
)

// seven is a paragraph with seven numbers typed by hand: six that one
// figure fits, by value and by the words around it — words and digits, a
// capital at a sentence's start, suffixes — and a first 20 that sure2.ms
// and ortalama both equal and that nothing around it tells apart (they
// are equal for every reader's setting, not for every parameter file).
const seven = "İşlerin çoğu 20 ms sürer. Altı iş gelir ve işlerin toplam süresi 120’den az olmaz. " +
	"Gelen işin hızı kırka çıkınca işçinin yükü 0,8 olur. Bir işin ortalama süresi 20 ms, en uzun iş 30 milisaniye sürer."

// sevenBound is seven as check -fix writes it.
const sevenBound = `İşlerin çoğu 20 ms sürer. {{ yazi "n" | buyuk }} iş gelir ve işlerin toplam süresi {{ sayi "toplam" | ek "DAn" }} az olmaz. ` +
	`Gelen işin hızı {{ yazi "hiz" | ek "(y)A" }} çıkınca işçinin yükü {{ sayi "yuk" }} olur. Bir işin ortalama süresi {{ sayi "ortalama" }} ms, en uzun iş {{ sayi "enUzun" }} milisaniye sürer.`

// check -fix binds the six numbers of the paragraph that one figure fits,
// prints a unified diff of what it wrote and lists the seventh with its
// candidates, ranked; the page reads as before; and a second run changes
// nothing.
func TestFixBindsWhatOneFigureFits(t *testing.T) {
	typed := replace(t, lessonFile, firstSentence, firstSentence+"\n\n"+seven)
	dir := writeProject(t, map[string]string{lessonFile: typed})
	before := builtText(t, fixture(t, map[string]string{lessonFile: typed}), lessonFile)

	code, out, errOut := run("-fix")
	// The second sentence, bound, reads like a comparison whose subject
	// (işlerin toplam süresi) is no figure: the relation reader says so.
	const remaining = lessonFile + `:12:14: "20" typed by hand; the words around it do not tell sure2.ms (döngünün 2. işinin süresi) from ortalama, equal for every reader's setting (though the parameter file may set them apart): write {{ sayi "sure2.ms" }} or {{ sayi "ortalama" }}` + "\n" +
		lessonFile + `:12:87: the sentence reads like less than ("toplam süresi …’den az"), which the check cannot read: it names no figure for the rest of it; state the claim it makes with {{- iddia "…" "… >= toplam" }}` + "\n"
	wantDiff := "--- a/" + lessonFile + "\n+++ b/" + lessonFile + "\n" +
		"@@ -9,7 +9,7 @@\n" +
		" ---\n" +
		" Giriş paragrafı: işçi {{ yazi \"n\" }} iş alır ve her biri ortalama {{ sayi \"ortalama\" }} ms sürer (R2).\n" +
		" \n" +
		"-" + seven + "\n" +
		"+" + sevenBound + "\n" +
		" \n" +
		" ## Süreler ve Yük\n" +
		" \n"
	if code != ExitFindings || out != wantDiff+remaining {
		t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, wantDiff+remaining)
	}
	if want := "check -fix: bound 6 numbers in 1 file\ncheck: 2 pages, 1 claim, 1 relation read, 1 place of a given, 258 readers' settings explored: 2 findings\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	fixed := readFile(t, dir, lessonFile)
	if want := strings.Replace(typed, seven, sevenBound, 1); fixed != want {
		t.Errorf("the lesson reads\n%s\nwant\n%s", fixed, want)
	}
	if after := builtText(t, fixture(t, map[string]string{lessonFile: fixed}), lessonFile); after != before {
		t.Errorf("the page reads otherwise once fixed:\n%s\nwas\n%s", after, before)
	}

	// Like gofmt -w: a second run finds nothing to bind.
	code, out, errOut = run("-fix")
	if code != ExitFindings || out != remaining || errOut != "check: 2 pages, 1 claim, 1 relation read, 1 place of a given, 258 readers' settings explored: 2 findings\n" {
		t.Errorf("second run: exit %d, stdout:\n%s\nstderr %q; want the findings left and no diff", code, out, errOut)
	}
	if again := readFile(t, dir, lessonFile); again != fixed {
		t.Errorf("the second run changed the lesson:\n%s", again)
	}
	// And check agrees: what is left is the one number it cannot tell, and
	// the sentence it cannot read.
	if code, out, _ := run(); code != ExitFindings || out != remaining {
		t.Errorf("check after -fix: exit %d, stdout:\n%s", code, out)
	}
}

// check -fix writes in metinler.txt too, and in an action a number was
// typed into; it leaves what no action can stand in or that it cannot
// write as it reads, as findings.
func TestFixWhereItWrites(t *testing.T) {
	cases := []struct {
		name        string
		file        string
		old, new    string // the number typed by hand in place of old
		fixed       string // what -fix writes for new; "" when it leaves it all
		wantMessage string // a part of the finding it leaves; "" for none
	}{
		{name: "a word of metinler.txt", file: wordsFile,
			old: `tablo.ozet.baslik: Özet: {{ sayi "n" }} iş`, new: `tablo.ozet.baslik: Özet: 6 iş`,
			fixed: `tablo.ozet.baslik: Özet: {{ sayi "n" }} iş`},
		{name: "a number typed into an action", old: firstSentence, new: firstSentence + ` Toplam süre {{ sayi 120 }} ms.`,
			fixed: firstSentence + ` Toplam süre {{ sayi "toplam" }} ms.`},
		{name: "a typed apostrophe", old: firstSentence, new: firstSentence + ` Toplam süre 120'den azdır.`,
			fixed: firstSentence + ` Toplam süre {{ sayi "toplam" | ek "DAn" }} azdır.`},
		{name: "a list item", old: firstSentence, new: firstSentence + "\n\n- toplam süre 120 ms\n- en uzun iş 30 ms",
			fixed: firstSentence + "\n\n- toplam süre {{ sayi \"toplam\" }} ms\n- en uzun iş {{ sayi \"enUzun\" }} ms"},
		{name: "the front matter", old: "ozet: Bir işçinin işleri, modelden.", new: "ozet: Altı işin toplam süresi.",
			wantMessage: "baslik and ozet are plain text"},
		{name: "a heading, whose anchor stays", old: "## Süreler ve Yük", new: "## Üç Süre ve Yük",
			fixed: `## {{ yazi "sureSayi" | buyuk }} Süre ve Yük`},
		{name: "an attribute", old: firstSentence, new: firstSentence + ` <abbr title="toplam 120 ms">T</abbr>`,
			wantMessage: "title attribute"},
		{name: "a claim's text", old: `"yük birden küçüktür"`, new: `"yük 1’den küçüktür"`,
			wantMessage: "claim text"},
		{name: "markup inside the number", old: firstSentence, new: firstSentence + " Toplam yüz *yirmi* milisaniye.",
			wantMessage: `write {{ yazi "toplam" }}`},
		{name: "digits the site writes otherwise", old: firstSentence, new: firstSentence + " Toplam süre ١٢٠ ms.",
			wantMessage: `write {{ sayi "toplam" }}`},
		{name: "the whole of a share, whose words are its part's", old: firstSentence, new: firstSentence + " İşlerin 6’da 3’ü sürer.",
			fixed:       firstSentence + ` İşlerin 6’da {{ sayi "sureSayi" | ek "(s)I" }} sürer.`,
			wantMessage: `"6’da" typed by hand; write {{ sayi "n" | ek "DA" }} if it is n (iş sayısı): nothing around it says so`},
		{name: "a suffix no chain writes", old: firstSentence, new: firstSentence + " Toplam 120’xyz.",
			wantMessage: "through ek"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file := c.file
			if file == "" {
				file = lessonFile
			}
			typed := replace(t, file, c.old, c.new)
			dir := writeProject(t, map[string]string{file: typed})
			code, out, _ := run("-fix")
			got := readFile(t, dir, file)
			want := typed
			if c.fixed != "" {
				want = strings.Replace(typed, c.new, c.fixed, 1)
			}
			if got != want {
				t.Errorf("%s reads\n%s\nwant\n%s", file, got, want)
			}
			switch {
			case c.wantMessage == "" && code != ExitClean:
				t.Errorf("exit %d, stdout:\n%s\nwant no finding left", code, out)
			case c.wantMessage != "" && (code != ExitFindings || !strings.Contains(out, c.wantMessage)):
				t.Errorf("exit %d, stdout:\n%s\nwant a finding saying %q", code, out, c.wantMessage)
			case c.fixed == "" && strings.Contains(out, "--- a/"):
				t.Errorf("a diff, but nothing to write:\n%s", out)
			}
		})
	}
}

// readFile returns a project file's text.
func readFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// fixture returns the fixture project with edits, in memory.
func fixture(t *testing.T, edits map[string]string) fstest.MapFS {
	t.Helper()
	fsys := project(t)
	for name, data := range edits {
		fsys[name] = fileOf(data)
	}
	return fsys
}

// The diff check -fix prints is a unified diff with three lines of
// context: changes close together share a hunk, others get their own, and
// a last line without a newline says so.
func TestWriteDiff(t *testing.T) {
	lines := func(n int, change map[int]string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if s, ok := change[i]; ok {
				b.WriteString(s)
			} else {
				b.WriteString("satır " + string(rune('a'-1+i)) + "\n")
			}
		}
		return b.String()
	}
	old := lines(20, nil)
	new := lines(20, map[int]string{2: "iki\n", 5: "beş\n", 18: "on sekiz\n"})
	var b strings.Builder
	writeDiff(&b, "x.md", []byte(old), []byte(new))
	want := "--- a/x.md\n+++ b/x.md\n" +
		"@@ -1,8 +1,8 @@\n satır a\n-satır b\n+iki\n satır c\n satır d\n-satır e\n+beş\n satır f\n satır g\n satır h\n" +
		"@@ -15,6 +15,6 @@\n satır o\n satır p\n satır q\n-satır r\n+on sekiz\n satır s\n satır t\n"
	if b.String() != want {
		t.Errorf("diff:\n%s\nwant:\n%s", b.String(), want)
	}

	b.Reset()
	writeDiff(&b, "y.md", []byte("a\nb"), []byte("a\nc"))
	if want := "--- a/y.md\n+++ b/y.md\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"; b.String() != want {
		t.Errorf("diff:\n%s\nwant:\n%s", b.String(), want)
	}

	b.Reset()
	writeDiff(&b, "z.md", []byte("a\nb\n"), []byte("a\nb\n"))
	if b.String() != "" {
		t.Errorf("a file that did not change has a diff:\n%s", b.String())
	}
}

// check -fix writes nothing when a page would read otherwise: its text
// (white space and the apostrophe aside) or an anchor; what a script or a
// style holds is not read.
func TestChangedReading(t *testing.T) {
	page := func(body string) map[string][]byte {
		return map[string][]byte{"ders/index.html": []byte("<html><script>var x = 1;</script><body>" + body + "</body></html>"), "ders/model.json": []byte("{}")}
	}
	before := page(`<h2 id="uc-sure">Üç süre</h2><p>Toplam 120'den az.</p>`)
	for _, c := range []struct {
		body    string
		changed bool
	}{
		{`<h2 id="uc-sure">Üç süre</h2><p>Toplam <data value="120">120’den</data>` + "\n az.</p>", false},
		{`<h2 id="sure">Üç süre</h2><p>Toplam 120'den az.</p>`, true},
		{`<h2 id="uc-sure">Üç süre</h2><p>Toplam 120’dan az.</p>`, true},
	} {
		after := page(c.body)
		after["ders/index.html"] = append([]byte("<style>p{}</style>"), after["ders/index.html"]...)
		if got := changedReading(before, after) != ""; got != c.changed {
			t.Errorf("%s: changed %v, want %v", c.body, got, c.changed)
		}
	}
}

// countingAssets counts the site's builds: the fixture's lesson has a
// chart, so each build asks for its drawings once.
type countingAssets struct {
	testAssets
	builds int
}

func (c *countingAssets) DrawCharts(ctx context.Context, reqs []charts.Request) ([][]byte, error) {
	c.builds++
	return c.testAssets.DrawCharts(ctx, reqs)
}

// check -fix builds the site twice: once to find what to bind, once to
// confirm what it wrote; the rounds between read the pages' new sources
// against the first build's model. It binds as much as it does otherwise
// (TestFixBindsWhatOneFigureFits), and runs the listings once, on the
// project as it wrote it.
func TestFixBuildsTwice(t *testing.T) {
	typed := replace(t, lessonFile, firstSentence, firstSentence+"\n\n"+seven)
	dir := writeProject(t, map[string]string{lessonFile: typed})
	a := &countingAssets{testAssets: repoAssets(t)}
	var ran []string
	listings := func(ctx context.Context, fsys fs.FS, p *site.Page) (place.Errors, error) {
		ran = append(ran, p.Src)
		if src, err := fs.ReadFile(fsys, p.Src); err != nil || strings.Contains(string(src), seven) {
			t.Errorf("the listings of %s ran on the page before -fix bound its numbers (%v)", p.Src, err)
		}
		return listingstest.Run(ctx, fsys, p)
	}
	var out, errOut bytes.Buffer
	if _, err := Fix(context.Background(), dir, a, listings, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "bound 6 numbers") {
		t.Fatalf("check -fix: %s", errOut.String())
	}
	if a.builds != 2 {
		t.Errorf("check -fix built the site %d times, want 2", a.builds)
	}
	if want := []string{"content/index.md", lessonFile}; !slices.Equal(ran, want) {
		t.Errorf("check -fix ran the listings of %v, want each page's once: %v", ran, want)
	}
}

// go run . check builds the site once and judges what that build
// recorded; exploring the readers' settings builds nothing.
func TestCheckBuildsOnce(t *testing.T) {
	a := &countingAssets{testAssets: repoAssets(t)}
	r, err := Check(context.Background(), project(t), a, listingstest.Run)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pages[1].Explored == 0 {
		t.Fatalf("the check explored no setting of the fixture lesson")
	}
	if a.builds != 1 {
		t.Errorf("the check built the site %d times, want 1", a.builds)
	}
}

// TestFixNeverThroughALink: check -fix writes only regular files inside
// the project. A page or words file that is a symbolic link — to a file
// outside the project, or even inside its lesson's folder — is never
// written through: a link out fails the build (the check's finding, at
// the file), a link inside is refused with the reason, and nothing is
// written, the link and its target as they were. Before, -fix resolved the
// link on purpose and rewrote the file it pointed to, outside the project
// too.
func TestFixNeverThroughALink(t *testing.T) {
	typedPage := replace(t, lessonFile, firstSentence, firstSentence+"\n\n"+seven)
	typedWords := replace(t, wordsFile, `tablo.ozet.baslik: Özet: {{ sayi "n" }} iş`, `tablo.ozet.baslik: Özet: 6 iş`)
	for _, c := range []struct {
		name, file, typed string
		outside           bool // the link's target is outside the project
		code              int
		want              string // in stdout (a finding) or stderr (could not run)
	}{
		{"a page linked outside the project", lessonFile, typedPage, true, ExitFindings,
			lessonFile + ":1:1: index.md is a symbolic link to %s, outside the lesson's folder"},
		{"a words file linked outside the project", wordsFile, typedWords, true, ExitFindings,
			"metinler.txt is a symbolic link to %s, outside the lesson's folder"},
		{"a page linked inside its folder", lessonFile, typedPage, false, ExitNoRun,
			"check: could not run: check -fix: " + lessonFile + " is a symbolic link (to %s); -fix writes only regular files of the project, never through a link: nothing written\n"},
		{"a words file linked inside its folder", wordsFile, typedWords, false, ExitNoRun,
			"check: could not run: check -fix: " + wordsFile + " is a symbolic link (to %s); -fix writes only regular files of the project, never through a link: nothing written\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeProject(t, nil)
			link := filepath.Join(dir, filepath.FromSlash(c.file))
			target := filepath.Join(filepath.Dir(link), "asil-"+filepath.Base(link))
			if c.outside {
				target = filepath.Join(t.TempDir(), filepath.Base(link))
			}
			if err := os.WriteFile(target, []byte(c.typed), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(link); err != nil {
				t.Fatal(err)
			}
			linked := target
			if !c.outside {
				linked = filepath.Base(target)
			}
			if err := os.Symlink(linked, link); err != nil {
				t.Skipf("no symbolic links here: %v", err)
			}
			code, out, errOut := run("-fix")
			want := strings.Replace(c.want, "%s", linked, 1)
			if code != c.code || !strings.Contains(out+errOut, want) || strings.Contains(out, "--- a/") {
				t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s\nwant exit %d and %q, no diff", code, out, errOut, c.code, want)
			}
			if data, err := os.ReadFile(target); err != nil || string(data) != c.typed {
				t.Errorf("the link's target was rewritten: %v\n%s", err, data)
			}
			if got, err := os.Readlink(link); err != nil || got != linked {
				t.Errorf("the link is now %q, %v", got, err)
			}
		})
	}
}
