package check

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"coursesite/listings/listingstest"
	"coursesite/live/livebuild"
	"coursesite/model/modeltest"
	"coursesite/prose"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// The tests run the check on the fixture project of package modeltest: an
// index and one lesson on the fixture model "ornek", never the course's
// real lessons, so an author's edit of a lesson never turns them red.
const (
	lessonDir   = modeltest.Lesson
	lessonFile  = lessonDir + "/index.md"
	modelFile   = lessonDir + "/model.json"
	wordsFile   = lessonDir + "/metinler.txt"
	listingFile = lessonDir + "/kod/hesap.mjs"
)

// testAssets are sitetest's (no node: math as its TeX, no drawings, a
// chart runtime of one comment) with a stand-in for the controls'
// WebAssembly: the check reads what a page says, not the scripts that draw
// it, and a test need not compile the models to WebAssembly to check a
// sentence.
type testAssets struct{ sitetest.Assets }

// LiveRuntime implements site.Assets.
func (testAssets) LiveRuntime(_ context.Context, models []string) (livebuild.Runtime, error) {
	files := map[string][]byte{livebuild.LoaderFile: []byte("/* loader */"), livebuild.WasmExecFile: []byte("/* wasm_exec */")}
	for _, m := range models {
		files[livebuild.WasmName(m)] = []byte{0}
	}
	return livebuild.Runtime{Files: files}, nil
}

// repoAssets returns the assets the tests share.
func repoAssets(testing.TB) testAssets { return testAssets{sitetest.New(modeltest.Root())} }

// fileOf returns a project file holding text.
func fileOf(text string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(text), Mode: 0o644} }

// project returns the fixture project, for a test to change.
func project(t testing.TB) fstest.MapFS { return modeltest.Project(t, nil) }

// runCheck checks the project in fsys, with listingstest's stand-in for the
// listings: their run under node is package listings' to test.
func runCheck(t testing.TB, fsys fstest.MapFS) *Report {
	t.Helper()
	r, err := Check(context.Background(), fsys, repoAssets(t), listingstest.Run)
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
		t.Fatalf("%s: %q occurs %d times; the test wants it once (has the fixture changed?)", file, old, n)
	}
	at := bytes.Index(f.Data, []byte(old))
	f.Data = bytes.Join([][]byte{f.Data[:at], []byte(new), f.Data[at+len(old):]}, nil)
	return at
}

// posOf returns the position of byte offset off of file in fsys, counted
// here rather than by the check: its line, and its column in characters.
func posOf(fsys fstest.MapFS, file string, off int) Pos {
	before := string(fsys[file].Data[:off])
	lineStart := strings.LastIndexByte(before, '\n') + 1
	return Pos{File: file, Line: strings.Count(before, "\n") + 1, Col: utf8.RuneCountInString(before[lineStart:]) + 1, Off: off}
}

// builtText builds the site in fsys and returns page src's text as a reader
// reads it, its white space collapsed.
func builtText(t testing.TB, fsys fstest.MapFS, src string) string {
	t.Helper()
	out, err := site.New(fsys, repoAssets(t)).Build(context.Background())
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	for _, p := range out.Pages {
		if p.Src == src {
			return strings.Join(strings.Fields(prose.Plain(string(p.HTML))), " ")
		}
	}
	t.Fatalf("no page %s", src)
	return ""
}

// findingLines formats findings one per line, as the check prints them.
func findingLines(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.String() + "\n")
	}
	return b.String()
}
