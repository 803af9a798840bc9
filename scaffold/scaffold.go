// Package scaffold makes a new lesson that builds and passes the check at
// once (`go run . new NAME`): its folder, content/NAME/ (the page with
// bound numbers, a claim, a condition, a table, a chart and a control; its
// words; its parameter file), and its model, a Go package sim/PKG/ (PKG
// is NAME without hyphens: model.go, which computes the figures, the table
// and the chart's data; cizim.go, built only outside the page's engine,
// which declares the chart with go-echarts) with its test, registered in
// sim/sim.go. The
// author then replaces the small model and its prose with the lesson's
// own, keeping the build green all along.
//
// It writes nothing when anything is in the way: a lesson or model of that
// name, a name the site reserves, a package name Go refuses. Each folder is
// written whole, then renamed into place, so the site never reads half a
// lesson; a failure after the first rename removes what the run made (a
// run killed between the renames may leave the lesson without its model:
// remove it and run again).
package scaffold

import (
	"bytes"
	"embed"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"
	"text/template"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"coursesite/internal/cli"
	"coursesite/internal/reserved"
	"coursesite/model"
	"coursesite/site"
)

//go:embed files
var files embed.FS

// A Lesson is what the scaffold is written for.
type Lesson struct {
	Name    string // the folder, content/NAME: the lesson's address
	Package string // the model's package and registered name: Name without hyphens
	Title   string // baslik
	Order   int    // sira: after every lesson there is
}

// QuotedTitle is the title as the front matter holds it: a YAML string in
// double quotes, whatever it says ("Devre Kesici: Giriş").
func (l Lesson) QuotedTitle() string { return strconv.Quote(l.Title) }

// where each scaffold file goes, from the project's root: a page file of
// the lesson, or a Go file of its model.
var where = map[string]func(l Lesson) string{
	"index.md.tmpl":      func(l Lesson) string { return path.Join("content", l.Name, "index.md") },
	"metinler.txt.tmpl":  func(l Lesson) string { return path.Join("content", l.Name, "metinler.txt") },
	"model.json":         func(l Lesson) string { return path.Join("content", l.Name, "model.json") },
	"model.go.tmpl":      func(l Lesson) string { return path.Join("sim", l.Package, "model.go") },
	"cizim.go.tmpl":      func(l Lesson) string { return path.Join("sim", l.Package, "cizim.go") },
	"model_test.go.tmpl": func(l Lesson) string { return path.Join("sim", l.Package, "model_test.go") },
}

// Plan checks that a lesson called name can be made in the project at
// root and returns it, titled title (from name when empty).
func Plan(root, name, title string) (Lesson, error) {
	if mod, err := os.ReadFile(filepath.Join(root, "go.mod")); err != nil || !bytes.HasPrefix(mod, []byte("module coursesite\n")) {
		return Lesson{}, errors.New("new: run it at the course's root, the folder of its go.mod (module coursesite)")
	}
	l := Lesson{Name: name, Package: strings.ReplaceAll(name, "-", ""), Title: strings.TrimSpace(title)}
	if why := reserved.Folder(name); why != "" {
		return l, fmt.Errorf("new %s: %s", name, why)
	}
	if c := l.Package[0]; c < 'a' || c > 'z' || token.IsKeyword(l.Package) || l.Package == "main" || l.Package == "testdata" {
		return l, fmt.Errorf("new %s: its model's package would be %q, which Go cannot import or test: start the name with a letter, and choose another", name, l.Package)
	}
	if slices.Contains(model.Names(), l.Package) {
		return l, fmt.Errorf("new %s: a model called %q is registered already", name, l.Package)
	}
	for _, dir := range []string{path.Join("content", l.Name), path.Join("sim", l.Package)} {
		if _, err := os.Lstat(filepath.Join(root, dir)); !errors.Is(err, fs.ErrNotExist) {
			return l, fmt.Errorf("new %s: %s/ exists already; choose another name", name, dir)
		}
	}
	if l.Title == "" {
		if strings.ContainsAny(name, "0123456789") {
			return l, fmt.Errorf("new %s: a title made of the name would hold a number, which the check reads as one typed by hand: give the title with -title", name)
		}
		l.Title = cases.Title(language.Turkish).String(strings.ReplaceAll(name, "-", " "))
	}
	if strings.ContainsFunc(l.Title, unicode.IsControl) {
		return l, fmt.Errorf("new %s: the title %q: write it on one line, without control characters", name, l.Title)
	}
	l.Order = nextOrder(root)
	return l, nil
}

// nextOrder is one more than the largest sira of the lessons at root.
func nextOrder(root string) int {
	top := 0
	pages, _ := fs.Glob(os.DirFS(root), "content/*/index.md")
	for _, p := range pages {
		if page, err := site.ReadPage(os.DirFS(root), p); err == nil {
			top = max(top, page.Meta.Order)
		}
	}
	return top + 1
}

// Write makes lesson l in the project at root and returns the files it
// wrote, from root.
func Write(root string, l Lesson) (made []string, err error) {
	byDir := map[string]map[string][]byte{} // folder → file → contents
	names, err := fs.Glob(files, "files/*")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		base := path.Base(name)
		to, ok := where[base]
		if !ok {
			return nil, fmt.Errorf("scaffold: no place for %s", base)
		}
		data, err := render(name, l)
		if err != nil {
			return nil, err
		}
		dst := to(l)
		if byDir[path.Dir(dst)] == nil {
			byDir[path.Dir(dst)] = map[string][]byte{}
		}
		byDir[path.Dir(dst)][path.Base(dst)] = data
		made = append(made, dst)
	}
	// The page must read back as written: its title, order and model.
	page := path.Join("content", l.Name, "index.md")
	back, err := site.ReadPage(fstest.MapFS{page: {Data: byDir[path.Dir(page)]["index.md"]}}, page)
	if err != nil || back.Meta.Title != l.Title || back.Meta.Order != l.Order || back.Meta.Model != l.Package {
		return nil, fmt.Errorf("new %s: the page made for the title %q does not read back as written (%v)", l.Name, l.Title, err)
	}
	simFile := filepath.Join(root, "sim", "sim.go")
	registry, err := os.ReadFile(simFile)
	if err != nil {
		return nil, fmt.Errorf("new: the course's models are registered in sim/sim.go: %v", err)
	}
	if registry, err = register(registry, l); err != nil {
		return nil, err
	}
	var placed []string
	defer func() {
		if err != nil {
			for _, dir := range placed {
				os.RemoveAll(filepath.Join(root, dir))
			}
		}
	}()
	for _, dir := range slices.Sorted(maps.Keys(byDir)) {
		if err := placeDir(root, dir, byDir[dir]); err != nil {
			return nil, err
		}
		placed = append(placed, dir)
	}
	tmp := simFile + ".new"
	if err := os.WriteFile(tmp, registry, 0o644); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, simFile); err != nil {
		os.Remove(tmp)
		return nil, err
	}
	slices.Sort(made)
	return append(made, "sim/sim.go"), nil
}

// render writes the scaffold file name for l. Its actions are in [[ ]],
// so the lesson's own {{ }} pass through.
func render(name string, l Lesson) ([]byte, error) {
	src, err := files.ReadFile(name)
	if err != nil {
		return nil, err
	}
	t, err := template.New(name).Delims("[[", "]]").Option("missingkey=error").Parse(string(src))
	if err != nil {
		return nil, fmt.Errorf("scaffold: %v", err)
	}
	var b bytes.Buffer
	if err := t.Execute(&b, l); err != nil {
		return nil, fmt.Errorf("scaffold: %v", err)
	}
	if strings.HasSuffix(name, ".go.tmpl") {
		return format.Source(b.Bytes())
	}
	return b.Bytes(), nil
}

// placeDir writes files into a new folder at root and renames it into
// dir: outside content/, where the site would read half a lesson.
func placeDir(root, dir string, contents map[string][]byte) error {
	if err := os.MkdirAll(filepath.Join(root, filepath.Dir(dir)), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(root, ".new-")
	if err != nil {
		return err
	}
	for name, data := range contents {
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			os.RemoveAll(tmp)
			return err
		}
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	if err := os.Rename(tmp, filepath.Join(root, dir)); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	return nil
}

// register adds the model's import to sim/sim.go's import block, where
// gofmt sorts it, with the lesson's title beside it.
func register(src []byte, l Lesson) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sim/sim.go", src, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("new: %v", err)
	}
	if len(f.Imports) == 0 {
		return nil, errors.New("new: sim/sim.go imports no model: expected an import block of the course's models")
	}
	last := f.Imports[len(f.Imports)-1]
	end := fset.Position(last.End()).Offset
	if last.Comment != nil {
		end = fset.Position(last.Comment.End()).Offset
	}
	line := "\n\t_ " + strconv.Quote("coursesite/sim/"+l.Package) + " // " + l.Title
	out := slices.Concat(src[:end], []byte(line), src[end:])
	if out, err = format.Source(out); err != nil {
		return nil, fmt.Errorf("new: sim/sim.go after adding the model: %v", err)
	}
	return out, nil
}

// Run is `go run . new [-title TITLE] NAME`, in the project at root; it
// says what it made on stdout, and its usage on stderr. -baslik is the
// same as -title: the flag's Turkish name, as authors first typed it, is
// kept as an alias (as report keeps -ders).
func Run(root string, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("new", flag.ContinueOnError)
	fl.SetOutput(stderr)
	title := fl.String("title", "", "the lesson's `title` (its front matter's baslik); from NAME when not given: devre-kesici → Devre Kesici")
	fl.StringVar(title, "baslik", "", "the same as -`title`")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: go run . new [-title TITLE] NAME (-baslik TITLE: the same)\n\nmakes content/NAME/ and its model sim/NAME-without-hyphens/, registered in sim/sim.go")
		fl.PrintDefaults()
	}
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	switch {
	case fl.NArg() > 1 && strings.HasPrefix(fl.Arg(1), "-"):
		return fmt.Errorf("new: flags go before the name: go run . new %s %s", strings.Join(fl.Args()[1:], " "), fl.Arg(0))
	case fl.NArg() != 1:
		fl.Usage()
		return errors.New("new: give the lesson's name, its folder and address: go run . new devre-kesici")
	}
	l, err := Plan(root, fl.Arg(0), *title)
	if err != nil {
		return err
	}
	made, err := Write(root, l)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "new: made the lesson %q and its model %q:\n", l.Title, l.Package)
	for _, f := range made {
		fmt.Fprintf(stdout, "  %s\n", f)
	}
	fmt.Fprintf(stdout, "next:\n  go run . serve            preview it at http://127.0.0.1:8080/%s/\n  go test ./sim/%s        its model's tests\n  go run . check            every number bound, every sentence true at every setting\nthen make the model and the prose the lesson's own (AUTHORING.md, \"A new model\").\n", l.Name, l.Package)
	return nil
}
