package site

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
	"coursesite/model/modeltest" // registers the fixture model "ornek"
	"coursesite/site/sitetest"
)

// projectRoot is the repository's root, seen from this package's tests:
// the project of sitetest's assets (assets.New). No test reads its
// content/.
const projectRoot = ".."

// sharedAssets are the assets of this package's builds: site/sitetest's,
// which need no node and no npm package (each formula as its TeX, no
// drawings, a chart runtime of one comment, no search; the controls'
// WebAssembly compiled as the build compiles it, once a process). What
// these tests hold is the pipeline; KaTeX's and ECharts' output is the
// browser tests' (e2e), which build with the real ones.
var sharedAssets = sync.OnceValue(func() sitetest.Assets { return sitetest.New(projectRoot) })

// caseFS returns the project a golden case builds. An archive without
// content/ files builds the fixture project (modeltest.Project) as it is.
// Otherwise the case's content is its own files outside want/ and error,
// with the repository's templates; a file whose whole text is "@PATH" is
// the fixture project's file PATH (@content/ornek-ders/metinler.txt reuses
// the fixture lesson's words).
func caseFS(t *testing.T, a *txtar.Archive) fstest.MapFS {
	t.Helper()
	fixture := modeltest.Project(t, nil)
	own := false
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "content/") {
			own = true
		}
	}
	if !own {
		return fixture
	}
	m := fstest.MapFS{}
	for name, f := range fixture {
		if strings.HasPrefix(name, "templates/") {
			m[name] = f
		}
	}
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "want/") || f.Name == "error" || f.Name == "files" {
			continue
		}
		data := f.Data
		if ref, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "@"); ok && !strings.Contains(ref, "\n") {
			src, ok := fixture[ref]
			if !ok {
				t.Fatalf("%s: @%s: the fixture project has no such file", f.Name, ref)
			}
			data = src.Data
		}
		m[f.Name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return m
}

// TestGolden builds each testdata/*.txt case and compares the files named
// want/PATH with the built PATH, the section files with the list of every
// file the build wrote, or the build's error with the error section. See
// testdata/README.md.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden cases in testdata/")
	}
	assets := sharedAssets()
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			_, wantErr := golden.Section(a, "error")
			out, buildErr := New(caseFS(t, a), assets).Build(context.Background())
			if buildErr != nil && !wantErr {
				t.Fatalf("build: %v", buildErr)
			}
			if buildErr == nil {
				sameRefs(t, out)
			}
			changed := false
			for i := range a.Files {
				f := &a.Files[i]
				var got []byte
				switch {
				case f.Name == "error":
					if buildErr == nil {
						t.Errorf("build succeeded; want error\n%s", f.Data)
						continue
					}
					got = []byte(buildErr.Error() + "\n")
				case f.Name == "files":
					if buildErr != nil {
						t.Errorf("%s: the case wants both an error and files", f.Name)
						continue
					}
					got = []byte(strings.Join(sortedKeys(out.Files), "\n") + "\n")
				case strings.HasPrefix(f.Name, "want/"):
					if buildErr != nil {
						t.Errorf("%s: the case wants both an error and files", f.Name)
						continue
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
				got = []byte(unhashed(string(got)))
				if bytes.Equal(got, f.Data) {
					continue
				}
				if *golden.Update {
					f.Data = got
					changed = true
					continue
				}
				t.Errorf("%s differs from the build (go test ./site -run TestGolden -update rewrites it):\n%s", f.Name, golden.Diff(string(got), string(f.Data)))
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
