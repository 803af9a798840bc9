package serve

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coursesite/model/modeltest"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// moreLessons copies the fixture lesson into ders-2, ders-3 and ders-4
// (sira 2, 3, 4), each linking to the first.
func moreLessons(t testing.TB) func(root string) {
	return func(root string) {
		for i := 2; i <= 4; i++ {
			copyDir(t, filepath.Join(root, modeltest.Lesson), filepath.Join(root, "content", fmt.Sprintf("ders-%d", i)))
			name := fmt.Sprintf("content/ders-%d/index.md", i)
			src := readFile(t, root, name)
			src = strings.Replace(src, "sira: 1", fmt.Sprintf("sira: %d", i), 1)
			src = strings.Replace(src, "baslik: Örnek Ders", fmt.Sprintf("baslik: Ders %d", i), 1)
			writeFile(t, root, name, src+"\n[İlk ders]({{ ders \"ornek-ders\" }}).\n")
		}
	}
}

func copyDir(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPreviewSameAsBuild: after every kind of save — a sentence, the
// parameters, the words, a listing, a title, the order, an editor's
// atomic save (write aside, rename over), a broken save and its fix, a
// lesson added, a lesson removed, a listing turned into a link and
// its target edited, a template — the preview serves exactly the files a full build of the
// same sources writes (a broken save: the last good build's, under the
// error), with only its live script added to each page.
func TestPreviewSameAsBuild(t *testing.T) {
	f := newFixture(t, moreLessons(t))
	f.subscribe() // the first build is served: the saves below are the watcher's
	assetsRoot, _ := filepath.Abs(repoRoot)
	edit := func(name, old, new string) func() {
		return func() {
			src := f.read(name)
			if !strings.Contains(src, old) {
				t.Fatalf("%s has no %q", name, old)
			}
			f.write(name, strings.Replace(src, old, new, 1))
		}
	}
	steps := []struct {
		what  string
		do    func()
		fails bool
	}{
		{"a sentence", edit("content/ders-3/index.md", "Giriş paragrafı", "Yeni giriş paragrafı"), false},
		{"the parameters", edit("content/ders-2/model.json", `"n": 6`, `"n": 9`), false},
		{"the words", edit("content/ders-4/metinler.txt", "tablo.ozet.kalem: Kalem", "tablo.ozet.kalem: Kalemler"), false},
		{"a listing", edit(modeltest.Lesson+"/kod/hesap.mjs", "örnek modelin raporu", "örnek modelin çıktısı"), false},
		{"a title", edit("content/ders-3/index.md", "baslik: Ders 3", "baslik: Üçüncü Ders"), false},
		{"the order", edit("content/ders-2/index.md", "sira: 2", "sira: 9"), false},
		{"an atomic save", func() {
			src := strings.Replace(f.read("content/ders-4/index.md"), "Giriş paragrafı", "Atomik giriş", 1)
			f.write("content/ders-4/.index.md.tmp", src)
			if err := os.Rename(filepath.Join(f.root, "content/ders-4/.index.md.tmp"), filepath.Join(f.root, "content/ders-4/index.md")); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"a broken save", edit("content/ders-3/index.md", `{{ yazi "n" }}`, `{{ yazi "nn" }}`), true},
		{"its fix", edit("content/ders-3/index.md", `{{ yazi "nn" }}`, `{{ yazi "n" }}`), false},
		{"a lesson added", func() {
			copyDir(t, filepath.Join(f.root, "content/ders-4"), filepath.Join(f.root, "content/ders-5"))
			edit("content/ders-5/index.md", "sira: 4", "sira: 5")()
		}, false},
		{"a lesson removed", func() {
			if err := os.RemoveAll(filepath.Join(f.root, "content/ders-2")); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"a listing made a link", func() {
			f.write("content/ders-4/kod/ikinci.mjs", "console.log(\"ikinci\");\n")
			file := filepath.Join(f.root, "content/ders-4/kod/hesap.mjs")
			if err := os.Remove(file); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink("ikinci.mjs", file); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"the link's target", edit("content/ders-4/kod/ikinci.mjs", "ikinci", "ikinci, değişti"), false},
		{"a template", edit("templates/lesson.html", "Önceki ders", "Bir önceki ders"), false},
	}
	var good map[string][]byte
	for _, step := range steps {
		step.do()
		want, err := site.New(os.DirFS(f.root), sitetest.New(assetsRoot)).WithoutSearch().Build(context.Background()) // as the preview builds
		if (err != nil) != step.fails {
			t.Fatalf("%s: the full build: %v", step.what, err)
		}
		if step.fails {
			f.waitSnapshot(step.what, func(s *snapshot) bool {
				return sameFiles(s.files, good) && bytes.Contains(s.live, []byte(`unknown model figure &#34;nn&#34;`))
			})
			continue
		}
		good = want.Files
		snap := f.waitSnapshot(step.what, func(s *snapshot) bool { return sameFiles(s.files, want.Files) })
		for name, data := range want.Files {
			body, _ := served(snap, name)
			if strings.HasSuffix(name, ".html") {
				at := bytes.LastIndex(data, []byte("</body>"))
				data = slices.Concat(data[:at], snap.live, data[at:])
			}
			if !bytes.Equal(body, data) {
				t.Errorf("%s: %s is served otherwise than built (with the live script)", step.what, name)
			}
		}
	}
}

// waitSnapshot waits up to 20 s for the server's snapshot to satisfy ok,
// and returns it.
func (f *fixture) waitSnapshot(what string, ok func(*snapshot) bool) *snapshot {
	f.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := f.srv.current.Load()
		if s != nil && ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			var names []string
			if s != nil {
				names = slices.Sorted(maps.Keys(s.files))
			}
			f.t.Fatalf("%s: the preview never served what the full build wrote; it serves %v; log:\n%s", what, names, f.log)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// sameFiles reports whether two sites hold the same files.
func sameFiles(a, b map[string][]byte) bool {
	return maps.EqualFunc(a, b, bytes.Equal)
}
