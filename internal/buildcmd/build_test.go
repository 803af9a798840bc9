package buildcmd

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/internal/cachedir"
	"coursesite/model/modeltest" // registers the fixture model "ornek"
	"coursesite/site/sitetest"
)

// These tests run the build command on the fixture project with
// site/sitetest's assets (math as its TeX, no drawings; the controls'
// WebAssembly compiled as the build compiles it), which need neither node
// nor an npm package: what they test is the command — what it says, what
// it writes and what it keeps for the next build — not KaTeX's or ECharts'
// output, whose tests are the browser tests' (e2e).

// testTools are the command's tools in its tests: nothing to install,
// sitetest's assets.
var testTools = tools{
	prepare: func(context.Context, io.Writer) error { return nil },
	assets: func() (buildAssets, string) {
		a := sitetest.New(".")
		return a, a.CacheDir
	},
}

// projectCache is the cache folder of the project in the current folder
// (cachedir.Project).
func projectCache(t *testing.T) string {
	t.Helper()
	dir, err := cachedir.Project(".")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRunBuildInterrupted: a build stopped by Ctrl-C says so, whatever step
// it was at, and leaves the output folder as it was.
func TestRunBuildInterrupted(t *testing.T) {
	dir := modeltest.WriteProject(t, nil)
	modeltest.LinkPackages(t, dir) // a project's package files, which assets.New reads
	t.Chdir(dir)
	old := filepath.Join("public", "index.html")
	if err := os.MkdirAll("public", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("önceki"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := runWith(ctx, nil, testTools, io.Discard)
	want := "build interrupted: context canceled; public/ is unchanged"
	if err == nil || err.Error() != want {
		t.Errorf("RunBuild = %v, want %s", err, want)
	}
	if data, err := os.ReadFile(old); err != nil || string(data) != "önceki" {
		t.Errorf("public/index.html = %q, %v; want it as it was", data, err)
	}
}

// TestRunBuildTakesUnchangedLessons: the build command takes a lesson
// nothing of which changed from the last build, says so, and writes the
// same site; an edit renders the lesson again, and -fresh renders every
// lesson, to the same bytes, and keeps them for the next build.
func TestRunBuildTakesUnchangedLessons(t *testing.T) {
	dir := modeltest.WriteProject(t, nil)
	modeltest.LinkPackages(t, dir) // a project's package files, which assets.New reads
	t.Chdir(dir)
	build := func(args ...string) (log string, page []byte) {
		t.Helper()
		var b strings.Builder
		if err := runWith(context.Background(), args, testTools, &b); err != nil {
			t.Fatal(err)
		}
		page, err := os.ReadFile(filepath.Join("public", "ornek-ders", "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		return b.String(), page
	}
	const taken = "lessons unchanged since the last build, not rendered again: 1 of 1\n"
	if log, _ := build(); strings.Contains(log, "unchanged") {
		t.Errorf("the first build says %q", log)
	}
	log, page := build()
	if !strings.HasSuffix(log, taken) {
		t.Errorf("the second build says %q, want it to end %q", log, taken)
	}
	src := filepath.Join("content", "ornek-ders", "index.md")
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, append(text, "\nYepyeni bir paragraf.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	log, edited := build()
	if strings.Contains(log, "unchanged") || !strings.Contains(string(edited), "Yepyeni bir paragraf.") {
		t.Errorf("after an edit the build says %q, and its page has the new paragraph: %v", log, strings.Contains(string(edited), "Yepyeni"))
	}
	if string(edited) == string(page) {
		t.Error("the edit did not change the page")
	}
	// -fresh renders every lesson, and keeps them for the next build.
	if err := os.RemoveAll(filepath.Join(projectCache(t), "pages")); err != nil {
		t.Fatal(err)
	}
	log, fresh := build("-fresh")
	if strings.Contains(log, "unchanged") || string(fresh) != string(edited) {
		t.Errorf("-fresh says %q; same page as the build before: %v", log, string(fresh) == string(edited))
	}
	if log, again := build(); !strings.HasSuffix(log, taken) || string(again) != string(edited) {
		t.Errorf("after -fresh the build says %q; same page: %v", log, string(again) == string(edited))
	}
}
