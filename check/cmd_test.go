package check

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/listings/listingstest"
	"coursesite/model/modeltest"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// writeProject writes the fixture project with edits (see
// modeltest.Project) into a new folder and makes it the working
// directory, as `go run . check` sees a project.
func writeProject(t *testing.T, edits map[string]string) string {
	t.Helper()
	dir := modeltest.WriteProject(t, edits)
	t.Chdir(dir)
	return dir
}

// testTools are the command's tools in its tests: the assets the tests
// share (repoAssets) and listingstest's stand-in for the listings, so that
// they need no node and no npm package. Run's own, on the fixture project,
// are tested in e2e (TestCheckWithoutNode), and what a listing prints is
// checked under node in package listings.
var testTools = tools{
	assets: func(context.Context, io.Writer) (site.Assets, error) {
		return testAssets{sitetest.New(modeltest.Root())}, nil
	},
	listings: listingstest.Run,
}

// run runs the command with args and the test's tools, and returns its
// exit code and output.
func run(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = runWith(context.Background(), args, testTools, &out, &errOut)
	return code, out.String(), errOut.String()
}

// replace returns file's text in the fixture project with old (once)
// replaced by new, for an edit.
func replace(t *testing.T, file, old, new string) string {
	t.Helper()
	fsys := project(t)
	edit(t, fsys, file, old, new)
	return string(fsys[file].Data)
}

// The lesson's figures as check -v lists them.
// accepted is how check -v lists the fixture's accepted claim: where a
// reader's settings make it false.
const accepted = lessonFile + `:15:5: claim "yük birden küçüktür" is accepted to be marked where it does not hold ` +
	`(okur işin hızını artırınca yük birden büyür; sayfa iddiayı orada işaretler): at 190 of the settings explored, the first ?hiz=54` + "\n"

const figuresListed = lessonFile + `: 14 model figures
	hiz = 40 iş/s: gelen işin hızı
	n = 6 iş: iş sayısı
	toplam = 120 ms: bütün işlerin süresi
	ortalama = 20 ms: bir işin ortalama süresi
	enUzun = 30 ms: en uzun iş
	yuk = 0.8: işçinin yükü
	bosOran = 2: kısa işlerin uzunlara oranı
	carpan = 1 kat: sürelerin çarpanı
	iptal = 0: iptal sinyali (1) ya da yok (0)
	sureSayi = 3: döngüdeki süre
	kisaIs = 4 iş: 25 ms’yi aşmayan kısa iş
	sure1.ms = 10 ms: döngünün 1. işinin süresi
	sure2.ms = 20 ms: döngünün 2. işinin süresi
	sure3.ms = 30 ms: döngünün 3. işinin süresi
`

func TestRun(t *testing.T) {
	dir := writeProject(t, nil)
	t.Run("clean", func(t *testing.T) {
		code, out, errOut := run()
		if code != ExitClean || out != "" || errOut != "check: 2 pages, 1 claim, 1 place of a given, 258 readers' settings explored: no findings\n" {
			t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing, the summary", code, out, errOut)
		}
	})
	t.Run("clean, listed", func(t *testing.T) {
		code, out, _ := run("-v")
		want := "content/index.md: 0 model figures\n" + figuresListed +
			lessonFile + `:10:99: given "R2": bir belgenin adı` + "\n" +
			lessonFile + `: 258 of the reader's settings explored` + "\n" +
			lessonFile + `:15:5: claim "yük birden küçüktür" holds: yuk < 1, where yuk = 0.8` + "\n" + accepted
		if code != ExitClean || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 0, stdout:\n%s", code, out, want)
		}
	})

	// Two findings: a number a figure equals, and one none does.
	page := replace(t, lessonFile, firstSentence, firstSentence+" Toplam 120, yani %3,17.")
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(lessonFile)), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	const (
		at120 = lessonFile + ":10:111"
		at317 = lessonFile + ":10:121"
	)
	t.Run("text", func(t *testing.T) {
		code, out, errOut := run()
		want := at120 + `: "120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it` + "\n" +
			at317 + `: "%3,17" typed by hand; no model figure equals it` + "\n"
		if code != ExitFindings || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
		}
		if errOut != "check: 2 pages, 1 claim, 1 place of a given, 258 readers' settings explored: 2 findings\n" {
			t.Errorf("stderr %q, want the summary with 2 findings", errOut)
		}
	})
	t.Run("github", func(t *testing.T) {
		code, out, _ := run("-format=github")
		want := "::error file=" + lessonFile + ",line=10,col=111::\"120\" typed by hand; write {{ sayi \"toplam\" }}; check -fix writes it\n" +
			"::error file=" + lessonFile + ",line=10,col=121::\"%253,17\" typed by hand; no model figure equals it\n"
		if code != ExitFindings || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
		}
	})
	t.Run("listed", func(t *testing.T) {
		code, out, _ := run("-v")
		want := "content/index.md: 0 model figures\n" + figuresListed +
			lessonFile + `:10:99: given "R2": bir belgenin adı` + "\n" +
			lessonFile + `: 258 of the reader's settings explored` + "\n" +
			lessonFile + `:15:5: claim "yük birden küçüktür" holds: yuk < 1, where yuk = 0.8` + "\n" + accepted +
			at120 + `: "120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it` + "\n" +
			at317 + `: "%3,17" typed by hand; no model figure equals it` + "\n"
		if code != ExitFindings || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
		}
	})

	// A parameter that makes the claim false: the site does not build.
	params := replace(t, modelFile, `"hiz": 40`, `"hiz": 60`)
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(modelFile)), []byte(params), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Run("the site does not build", func(t *testing.T) {
		code, out, errOut := run("-v")
		want := lessonFile + `:15:5: claim "yük birden küçüktür" does not hold: yuk < 1, where yuk = 1.2; the sentence (line 14): “Toplam {{ sayi "toplam" | ek "DAn" }} sonra yük {{ sayi "yuk" }} olur; en uzun iş {{ sayi "enUzun" }} ms.”` + "\n"
		if code != ExitFindings || out != want || errOut != "check: the site did not build: 1 finding\n" {
			t.Errorf("exit %d, stdout:\n%s\nstderr %q\nwant exit 1, stdout:\n%s", code, out, errOut, want)
		}
	})

	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{{"-format=xml"}, {"extra"}, {"-nosuchflag"}} {
			if code, out, errOut := run(args...); code != ExitNoRun || out != "" || errOut == "" {
				t.Errorf("check %v: exit %d, stdout %q, stderr %q; want 2 and why on stderr", args, code, out, errOut)
			}
		}
	})
}

// A course of two lessons: the fixture lesson and a copy on other
// parameters. Each is checked on its own model: its figures, its hints,
// its findings at its own files. (Its listing, run on its own parameters,
// is TestListingsOfTwoLessons in package listings.)
func TestRunTwoLessons(t *testing.T) {
	const second = "content/ikinci-ders"
	fsys := project(t)
	edits := map[string]string{}
	for name, f := range fsys {
		if rest, ok := strings.CutPrefix(name, lessonDir+"/"); ok {
			edits[second+"/"+rest] = string(f.Data)
		}
	}
	edits[second+"/index.md"] = strings.Replace(strings.Replace(edits[second+"/index.md"], "baslik: Örnek Ders", "baslik: İkinci Ders", 1), "sira: 1", "sira: 2", 1)
	edits[second+"/model.json"] = `{"hiz": 50, "sureler": [10, 20], "n": 4}` + "\n" // toplam 60, ortalama 15, yuk 0.75
	dir := writeProject(t, edits)

	code, out, errOut := run("-v")
	if code != ExitClean || errOut != "check: 3 pages, 2 claims, 2 places of givens, 515 readers' settings explored: no findings\n" {
		t.Errorf("exit %d, stderr %q; want 0 and the summary of three pages", code, errOut)
	}
	for _, want := range []string{
		"content/index.md: 0 model figures\n" + figuresListed,
		second + "/index.md: 13 model figures\n\thiz = 50 iş/s: gelen işin hızı\n\tn = 4 iş: iş sayısı\n\ttoplam = 60 ms: bütün işlerin süresi\n",
		second + `/index.md:15:5: claim "yük birden küçüktür" holds: yuk < 1, where yuk = 0.75` + "\n",
		second + `/index.md: 257 of the reader's settings explored` + "\n",
		second + `/index.md:10:99: given "R2": bir belgenin adı` + "\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("check -v does not print\n%s\nit printed:\n%s", want, out)
		}
	}

	// The same typed numbers in both lessons are hinted from each lesson's
	// model. The findings are sorted by file: ikinci-ders before
	// ornek-ders.
	for _, file := range []string{lessonFile, second + "/index.md"} {
		page, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			t.Fatal(err)
		}
		page = bytes.Replace(page, []byte(firstSentence), []byte(firstSentence+" Toplam 120, ortalama 15."), 1)
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(file)), page, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut = run()
	want := second + `/index.md:10:111: "120" typed by hand; no model figure equals it` + "\n" +
		second + `/index.md:10:125: "15" typed by hand; write {{ sayi "ortalama" }}; check -fix writes it` + "\n" +
		lessonFile + `:10:111: "120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it` + "\n" +
		lessonFile + `:10:125: "15" typed by hand; no model figure equals it` + "\n"
	if code != ExitFindings || out != want {
		t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
	}
	if errOut != "check: 3 pages, 2 claims, 2 places of givens, 515 readers' settings explored: 4 findings\n" {
		t.Errorf("stderr %q, want the summary of three pages and 4 findings", errOut)
	}
}

// When the check cannot run, it says why and exits 2, which CI tells apart
// from findings. (Without node, e2e's TestCheckWithoutNode.)
func TestRunCannot(t *testing.T) {
	t.Run("no templates", func(t *testing.T) {
		t.Chdir(t.TempDir())
		code, out, errOut := run()
		if code != ExitNoRun || out != "" || !strings.HasPrefix(errOut, "check: could not run: templates/: ") {
			t.Errorf("exit %d, stdout %q, stderr %q; want 2 and why", code, out, errOut)
		}
	})
	t.Run("no npm packages", func(t *testing.T) {
		// Run's own tools: it installs the packages package-lock.json
		// pins before it builds.
		t.Chdir(t.TempDir())
		var out, errOut bytes.Buffer
		code := Run(context.Background(), nil, &out, &errOut)
		if code != ExitNoRun || !strings.Contains(errOut.String(), "package-lock.json") {
			t.Errorf("exit %d, stderr %q; want 2 naming package-lock.json", code, errOut.String())
		}
	})
}

func TestAnnotationEscaping(t *testing.T) {
	if got := annotationData("50% done\r\nnext: a, b"); got != "50%25 done%0D%0Anext: a, b" {
		t.Errorf("message: %q", got)
	}
	if got := annotationProperty("a:b,c%"); got != "a%3Ab%2Cc%25" {
		t.Errorf("property: %q", got)
	}
}
