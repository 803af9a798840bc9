package scaffold

import (
	"bytes"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"coursesite/internal/testrepo"
	"coursesite/site"
)

const simGo = `// Package sim holds the course's models.
package sim

import (
	_ "coursesite/sim/butce"      // Zaman Aşımı Bütçeleri
	_ "coursesite/sim/geribasinc" // Geri Basınç
)
`

// project makes a project of two lessons (sira 1 and 7) at a new root.
func project(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for name, data := range map[string]string{
		"go.mod":                       "module coursesite\n\ngo 1.26\n",
		"sim/sim.go":                   simGo,
		"content/mevcut/index.md":      "---\nbaslik: Mevcut\nsira: 7\n---\nMetin.\n",
		"content/ilk/index.md":         "---\nbaslik: İlk\nsira: 1\n---\nMetin.\n",
		"sim/devrekesici2/placeholder": "",
	} {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestPlanRefuses(t *testing.T) {
	root := project(t)
	for name, want := range map[string]string{
		"assets":        "the site writes assets/ itself",
		"Buyuk":         "lower-case letters",
		"3-ders":        `its model's package would be "3ders"`,
		"ma-in":         `its model's package would be "main"`,
		"ders-2":        "give the title with -title",
		"ty-pe":         `its model's package would be "type"`,
		"mevcut":        "content/mevcut/ exists already",
		"devre-kesici2": "sim/devrekesici2/ exists already",
	} {
		if _, err := Plan(root, name, ""); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("new %s: %v, want an error saying %q", name, err, want)
		}
	}
	if _, err := Plan(root, "devre-kesici", "iki\nsatır"); err == nil {
		t.Error("a title of two lines is taken")
	}
	if _, err := Plan(filepath.Join(root, "content"), "devre-kesici", ""); err == nil || !strings.Contains(err.Error(), "root") {
		t.Errorf("new outside the course's root: %v", err)
	}
}

// TestWrite: the lesson's folder and its model's package, gofmt-clean Go,
// the title in Turkish casing, the order after the last lesson, and the
// model registered in sim/sim.go where gofmt sorts it.
func TestWrite(t *testing.T) {
	root := project(t)
	l, err := Plan(root, "devre-kesici", "")
	if err != nil {
		t.Fatal(err)
	}
	if l.Title != "Devre Kesici" || l.Package != "devrekesici" || l.Order != 8 {
		t.Errorf("planned %+v", l)
	}
	if l, _ := Plan(root, "ilk-is", ""); l.Title != "İlk İs" {
		t.Errorf("title %q: Turkish casing writes İ", l.Title)
	}
	// A title YAML would read otherwise unquoted.
	l, err = Plan(root, "devre-kesici", `Devre Kesici: "giriş" #1`)
	if err != nil {
		t.Fatal(err)
	}
	made, err := Write(root, l)
	if err != nil {
		t.Fatal(err)
	}
	if len(made) != 7 {
		t.Errorf("made %v", made)
	}
	page, err := site.ReadPage(os.DirFS(root), "content/devre-kesici/index.md")
	if err != nil {
		t.Fatal(err)
	}
	if page.Meta.Title != `Devre Kesici: "giriş" #1` || page.Meta.Order != 8 || page.Meta.Model != "devrekesici" {
		t.Errorf("front matter %+v", page.Meta)
	}
	for _, f := range []string{"sim/devrekesici/model.go", "sim/devrekesici/cizim.go", "sim/devrekesici/model_test.go", "sim/sim.go"} {
		src, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parser.ParseFile(token.NewFileSet(), f, src, 0); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if strings.HasPrefix(f, "sim/devrekesici/") {
			checkChartSplit(t, f, src)
		}
		if f == "sim/devrekesici/model.go" && bytes.Count(src, []byte("\n")) > 150 {
			t.Errorf("%s has %d lines; a new lesson's model is at most 150", f, bytes.Count(src, []byte("\n")))
		}
	}
	sim, _ := os.ReadFile(filepath.Join(root, "sim/sim.go"))
	want := "\t_ \"coursesite/sim/butce\"       // Zaman Aşımı Bütçeleri\n\t_ \"coursesite/sim/devrekesici\" // Devre Kesici: \"giriş\" #1\n\t_ \"coursesite/sim/geribasinc\"  // Geri Basınç\n"
	if !strings.Contains(string(sim), want) {
		t.Errorf("sim/sim.go:\n%s\nwant its imports\n%s", sim, want)
	}
	if _, err := Plan(root, "devre-kesici", ""); err == nil {
		t.Error("the same lesson planned twice")
	}
}

// TestRunTitle: the title is given with -title, and with -baslik, the
// flag's Turkish name that authors first typed, alike; the help lists
// -title and says -baslik is the same.
func TestRunTitle(t *testing.T) {
	for _, flag := range []string{"-title", "-baslik"} {
		root := project(t)
		var stdout, stderr bytes.Buffer
		if err := Run(root, []string{flag, "Kesici Devre", "devre-kesici"}, &stdout, &stderr); err != nil {
			t.Fatalf("new %s: %v\n%s", flag, err, stderr.String())
		}
		page, err := site.ReadPage(os.DirFS(root), "content/devre-kesici/index.md")
		if err != nil {
			t.Fatal(err)
		}
		if page.Meta.Title != "Kesici Devre" {
			t.Errorf("new %s \"Kesici Devre\": the page's title is %q", flag, page.Meta.Title)
		}
	}
	var stderr bytes.Buffer
	if err := Run(t.TempDir(), []string{"-h"}, io.Discard, &stderr); err == nil {
		t.Error("new -h: no error, want the exit status 0 of a help")
	}
	help := stderr.String()
	if !strings.Contains(help, "[-title TITLE]") || !strings.Contains(help, "-baslik TITLE: the same") || !strings.Contains(help, "the same as -title") {
		t.Errorf("new -h says:\n%s\nwant -title in its usage and -baslik as the same", help)
	}
}

// checkChartSplit: the model's chart is drawn where the page's engine
// does not link it. cizim.go, and only it, is built outside the page's
// engine alone (//go:build !js) and imports go-echarts and package charts;
// model.go gives data, and imports neither.
func checkChartSplit(t *testing.T, name string, src []byte) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var tag constraint.Expr
	for _, g := range f.Comments {
		for _, c := range g.List {
			if constraint.IsGoBuild(c.Text) {
				if tag, err = constraint.Parse(c.Text); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
		}
	}
	drawing := false
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		drawing = drawing || strings.Contains(p, "go-echarts") || p == "coursesite/charts"
	}
	pageSees := tag == nil || tag.Eval(func(tag string) bool { return tag == "js" || tag == "wasm" })
	switch {
	case path.Base(name) == "cizim.go" && (pageSees || !drawing):
		t.Errorf("%s: the chart's declaration is built for the page (%v) or imports no go-echarts (%v): want //go:build !js and go-echarts", name, pageSees, drawing)
	case path.Base(name) != "cizim.go" && drawing:
		t.Errorf("%s imports go-echarts or package charts: only cizim.go may, which the page's engine does not link", name)
	}
}

// TestWriteLeavesNothing: when the course's registry cannot take the
// model, no file of the lesson stays behind.
func TestWriteLeavesNothing(t *testing.T) {
	root := project(t)
	if err := os.WriteFile(filepath.Join(root, "sim/sim.go"), []byte("package sim\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Plan(root, "devre-kesici", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Write(root, l); err == nil || !strings.Contains(err.Error(), "sim/sim.go") {
		t.Fatalf("got %v, want an error naming sim/sim.go", err)
	}
	for _, dir := range []string{"content/devre-kesici", "sim/devrekesici"} {
		if _, err := os.Stat(filepath.Join(root, dir)); err == nil {
			t.Errorf("%s/ left behind", dir)
		}
	}
	for _, dir := range []string{".", "content", "sim"} {
		entries, _ := os.ReadDir(filepath.Join(root, dir))
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".new") {
				t.Errorf("%s/%s left behind", dir, e.Name())
			}
		}
	}
}

// TestNewLessonBuilds is what a new author does first, in a copy of the
// repository: `go run . new`, the new model's tests, a build and the
// check, which explores the readers' settings. Each must pass as made,
// and the model's package, as the page's engine compiles it, links no
// go-echarts. The build and the check are testdata/course_test.go's,
// run in the copy: the commands' pipeline with site/sitetest's assets and
// listings/listingstest's listings, which need no node (KaTeX's MathML,
// ECharts' drawings and the listings under node are the browser, content
// and listings tests').
func TestNewLessonBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("copies the repository and builds it: not in -short")
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	course, err := os.ReadFile(filepath.Join("testdata", "course_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	testrepo.Copy(t, repo, dir)
	name := testrepo.NewLessonName(dir, "devre-kesici")
	if err := os.WriteFile(filepath.Join(dir, "course_test.go"), course, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, step := range [][]string{
		{"go", "run", ".", "new", name},
		{"go", "test", "-count=1", "./sim/" + strings.ReplaceAll(name, "-", "")},
		{"go", "test", "-count=1", "-run", "^TestCourse$", "-v", "."}, // the build and the check
	} {
		out := testrepo.Run(t, dir, step...)
		t.Logf("%s:\n%s", strings.Join(step, " "), testrepo.LastLines(out, 6))
	}
	// The page's engine of the new model links no chart drawing.
	pkg := "./sim/" + strings.ReplaceAll(name, "-", "")
	list := exec.Command("go", "list", "-deps", pkg)
	list.Dir = dir
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go list -deps %s: %v\n%s", pkg, err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "go-echarts") || dep == "coursesite/charts" {
			t.Errorf("the page's engine of %s links %s", pkg, dep)
		}
	}
}
