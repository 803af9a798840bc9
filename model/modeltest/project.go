package modeltest

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"
)

// Root returns the repository's root, found from this file's place: the
// fixture project takes the site's own templates from it.
func Root() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "."
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Project returns the fixture project (testdata/proje.txt) with the
// repository's templates/, with edits applied: a file name maps to its new
// content, or to "" to remove it.
func Project(t testing.TB, edits map[string]string) fstest.MapFS {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join(Root(), "model", "modeltest", "testdata", "proje.txt"))
	if err != nil {
		t.Fatal(err)
	}
	files := fstest.MapFS{}
	for _, f := range ar.Files {
		files[f.Name] = &fstest.MapFile{Data: f.Data, Mode: 0o644}
	}
	templates := os.DirFS(filepath.Join(Root(), "templates"))
	names, err := fs.Glob(templates, "*")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		data, err := fs.ReadFile(templates, n)
		if err != nil {
			t.Fatal(err)
		}
		files["templates/"+n] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	for name, data := range edits {
		if data == "" {
			delete(files, name)
			continue
		}
		files[name] = &fstest.MapFile{Data: []byte(data), Mode: 0o644}
	}
	return files
}

// Lesson is the fixture lesson's folder.
const Lesson = "content/ornek-ders"

// Lessons are edits of the fixture project (Project) that give it n
// lessons on the fixture model, each with its own parameters, math, a
// listing and links to the lessons beside it; their folders sort against
// their order (ders-01 is the last lesson), so that the pages' order is
// not the folders'.
func Lessons(t testing.TB, n int) map[string]string {
	t.Helper()
	fixture := Project(t, nil)
	page := string(fixture[Lesson+"/index.md"].Data)
	edits := map[string]string{Lesson + "/index.md": ""}
	name := func(i int) string { return fmt.Sprintf("ders-%02d", n-i) }
	for i := range n {
		dir := "content/" + name(i)
		p := strings.Replace(page, "sira: 1", fmt.Sprintf("sira: %d", i+1), 1)
		p = strings.Replace(p, "baslik: Örnek Ders", fmt.Sprintf("baslik: Ders %s", name(i)), 1)
		p += fmt.Sprintf("\n## Bağlar\n\nLittle formula $L_{%s} = \\lambda W$; [ilk ders]({{ ders %q }}).\n", strings.Repeat("x", i%3+1), name(0))
		edits[dir+"/index.md"] = p
		edits[dir+"/model.json"] = fmt.Sprintf(`{"hiz": %d, "sureler": [10, %d, 30], "n": %d}`, 30+i, 15+i, 3+i%5)
		for _, f := range []string{"metinler.txt", "kod/hesap.mjs"} {
			edits[dir+"/"+f] = string(fixture[Lesson+"/"+f].Data)
		}
	}
	return edits
}

// WriteProject writes Project(t, edits) into a new temporary folder and
// returns it, for tests that need files on disk (the preview, the
// commands).
func WriteProject(t testing.TB, edits map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, f := range Project(t, edits) {
		file := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// LinkPackages gives the project in dir the repository's package.json and
// package-lock.json, so that a command run there uses the npm packages the
// build installs for the repository (package nodedeps). The caller has
// installed them.
func LinkPackages(t testing.TB, dir string) {
	t.Helper()
	root := Root()
	for _, name := range []string{"package.json", "package-lock.json"} {
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
