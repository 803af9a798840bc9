package check

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"coursesite/site"
)

// The tests run the check on the repository's real content, read from the
// repository root; the assets (KaTeX, the chart runtime) come from its
// node_modules.
const (
	repoRoot   = ".."
	lessonFile = "content/zaman-asimi-butceleri/index.md"
	modelFile  = "content/zaman-asimi-butceleri/model.json"
)

var (
	assetsOnce sync.Once
	assets     *site.DiskAssets
)

// repoAssets returns the repository's assets, shared by every test so the
// chart runtime is bundled once per run.
func repoAssets(t testing.TB) *site.DiskAssets {
	t.Helper()
	assetsOnce.Do(func() {
		if err := site.Prepare(context.Background(), repoRoot, os.Stderr); err != nil {
			t.Fatalf("npm packages: %v", err)
		}
		assets = site.NewDiskAssets(repoRoot)
	})
	return assets
}

// realProject copies the repository's content/ and templates/ into
// memory, for a test to change.
func realProject(t testing.TB) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	root := os.DirFS(repoRoot)
	for _, dir := range []string{"content", "templates"} {
		err := fs.WalkDir(root, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(root, p)
			fsys[p] = &fstest.MapFile{Data: data}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return fsys
}

// runCheck checks the project in fsys.
func runCheck(t testing.TB, fsys fs.FS) *Report {
	t.Helper()
	r, err := Check(context.Background(), fsys, repoAssets(t))
	if err != nil {
		t.Fatalf("check could not run: %v", err)
	}
	return r
}

// edit replaces the only occurrence of old in file with new, and returns
// the file offset where new starts.
func edit(t testing.TB, fsys fstest.MapFS, file, old, new string) int {
	t.Helper()
	f, ok := fsys[file]
	if !ok {
		t.Fatalf("%s: no such file", file)
	}
	if n := bytes.Count(f.Data, []byte(old)); n != 1 {
		t.Fatalf("%s: %q occurs %d times; the test wants it once (has the lesson changed?)", file, old, n)
	}
	at := bytes.Index(f.Data, []byte(old))
	f.Data = bytes.Join([][]byte{f.Data[:at], []byte(new), f.Data[at+len(old):]}, nil)
	return at
}

// posOf returns the position of byte offset off of file in fsys.
func posOf(fsys fstest.MapFS, file string, off int) Pos {
	return pageFile{file, fsys[file].Data}.pos(off)
}

// findingLines formats findings one per line, as the check prints them.
func findingLines(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.String() + "\n")
	}
	return b.String()
}

// lessonDir is the lesson's folder.
var lessonDir = path.Dir(lessonFile)
