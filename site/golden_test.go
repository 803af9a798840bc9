package site

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
)

// projectRoot is the repository's root, seen from this package's tests.
const projectRoot = ".."

var (
	testAssetsOnce sync.Once
	testAssets     *DiskAssets
)

// sharedAssets renders math and bundles charts from the project's
// node_modules, cached in the project's .cache like a real build.
func sharedAssets(t testing.TB) *DiskAssets {
	t.Helper()
	testAssetsOnce.Do(func() {
		if err := Prepare(context.Background(), projectRoot, os.Stderr); err != nil {
			t.Fatalf("installing npm packages: %v", err)
		}
		testAssets = NewDiskAssets(projectRoot)
	})
	return testAssets
}

// fixtureFS returns the project's templates and, for every file in the
// archive outside want/ and error, that file. A file whose whole text is
// "@path" is read from the project (so a case can reuse the lesson's model).
// An archive with no content/ files builds the real project.
func fixtureFS(t *testing.T, a *txtar.Archive) fs.FS {
	t.Helper()
	own := false
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "content/") {
			own = true
		}
	}
	if !own {
		return os.DirFS(projectRoot)
	}
	m := fstest.MapFS{}
	real := os.DirFS(projectRoot)
	tmpl, err := fs.Glob(real, "templates/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range tmpl {
		data, err := fs.ReadFile(real, name)
		if err != nil {
			t.Fatal(err)
		}
		m[name] = &fstest.MapFile{Data: data}
	}
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "want/") || f.Name == "error" {
			continue
		}
		data := f.Data
		if ref, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "@"); ok && !strings.Contains(ref, "\n") {
			data, err = fs.ReadFile(real, ref)
			if err != nil {
				t.Fatal(err)
			}
		}
		m[f.Name] = &fstest.MapFile{Data: data}
	}
	return m
}

// TestGolden builds each testdata/*.txt case and compares the files named
// want/PATH with the built PATH, or the build's error with the error
// section. See testdata/README.md.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	assets := sharedAssets(t)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			out, buildErr := New(fixtureFS(t, a), assets).Build(context.Background())
			changed := false
			for i := range a.Files {
				f := &a.Files[i]
				var got []byte
				switch {
				case f.Name == "error":
					if buildErr == nil {
						t.Errorf("build succeeded; want error %s", f.Data)
						continue
					}
					got = []byte(buildErr.Error() + "\n")
				case strings.HasPrefix(f.Name, "want/"):
					if buildErr != nil {
						t.Fatalf("build: %v", buildErr)
					}
					name := strings.TrimPrefix(f.Name, "want/")
					b, ok := out.Files[name]
					if !ok {
						t.Errorf("build wrote no %s; it wrote %s", name, strings.Join(sortedKeys(out.Files), ", "))
						continue
					}
					got = b
				default:
					continue
				}
				if bytes.Equal(got, f.Data) {
					continue
				}
				if *golden.Update {
					f.Data = got
					changed = true
					continue
				}
				t.Errorf("%s differs from the build (go test -run TestGolden -update rewrites it):\n%s", f.Name, golden.Diff(string(got), string(f.Data)))
			}
			if changed {
				if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
