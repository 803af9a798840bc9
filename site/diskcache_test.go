package site

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"coursesite/internal/assets"
	"coursesite/internal/cachedir"
	"coursesite/model/modeltest"
)

// diskProject lays the fixture project with three lessons out in a folder
// of its own, with the repository's package.json and package-lock.json (so
// the npm packages the build installed for the repository), so that its
// cache folder (projectCache: math, drawings, the chart bundles, the
// lessons) is its own. The WebAssembly is the program's own, cached with its source
// (assets.Disk.LiveRuntime).
func diskProject(t *testing.T) string {
	t.Helper()
	sharedAssets(t) // the npm packages installed
	root := t.TempDir()
	if err := os.CopyFS(root, modeltest.Project(t, modeltest.Lessons(t, 3))); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"package.json", "package-lock.json", "go.mod"} {
		data, err := os.ReadFile(filepath.Join(projectRoot, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// diskBuild builds the project at root as the build command does: its
// assets cached in its cache folder, the lessons taken from there, the cache
// pruned. Each build has assets of its own, as each process has.
func diskBuild(t *testing.T, root string) (*Output, error) {
	t.Helper()
	disk := assets.New(root)
	env, err := disk.RenderEnv()
	if err != nil {
		t.Fatal(err)
	}
	s := New(os.DirFS(root), disk)
	s.UseCache(RenderCache{Dir: disk.CacheDir, Env: env})
	out, err := s.Build(context.Background())
	if err != nil {
		return nil, err
	}
	if _, err := out.PruneCache(); err != nil {
		return nil, err
	}
	return out, nil
}

// projectCache is the cache folder of the project at root
// (cachedir.Project).
func projectCache(t testing.TB, root string) string {
	t.Helper()
	dir, err := cachedir.Project(root)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// cacheFiles lists the files of the namespaces of the cache folder of the
// project at root, relative to it.
func cacheFiles(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	dir := projectCache(t, root)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && filepath.Dir(p) != dir {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestDamagedCacheBuilds: every file of the cache damaged — cut short, a
// byte changed, garbage, emptied — fails no build: the build makes each
// entry again and writes what a build from an empty cache writes, byte for
// byte; the build after it takes every lesson from the cache again.
func TestDamagedCacheBuilds(t *testing.T) {
	root := diskProject(t)
	// The repository's bundles, drawings and math, where other tests and
	// builds left them, spare this test a cold build: a bundle made
	// again after the damage is what it takes.
	for _, ns := range []string{"charts", "charts-server", "drawings", "katex"} {
		os.CopyFS(filepath.Join(projectCache(t, root), ns), os.DirFS(filepath.Join(projectCache(t, projectRoot), ns)))
	}
	want, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	// The bytes of a cache hit are a mapping of its file, which the
	// damage below changes in place (as nothing but a person does): the
	// build's files as they were are a copy.
	for name, data := range want.Files {
		want.Files[name] = bytes.Clone(data)
	}
	files := cacheFiles(t, root)
	for _, ns := range []string{"katex/", "drawings/", "charts/", "charts-server/", "pages/"} {
		if !slices.ContainsFunc(files, func(f string) bool { return strings.HasPrefix(f, ns) }) {
			t.Errorf("the cache holds nothing in %s: %v", ns, files)
		}
	}
	for i, f := range files {
		file := filepath.Join(projectCache(t, root), filepath.FromSlash(f))
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		switch i % 4 {
		case 0:
			data = data[:len(data)/2]
		case 1:
			if len(data) > 0 {
				data[len(data)-1] ^= 0x20
			}
		case 2:
			data = []byte(strings.Repeat("bozuk ", 50))
		case 3:
			data = nil
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := diskBuild(t, root)
	if err != nil {
		t.Fatalf("a build on a damaged cache: %v", err)
	}
	sameFiles(t, "a damaged cache", got, want)
	if r := renderedLessons(got); len(r) != 3 {
		t.Errorf("on a damaged cache rendered %v, want the 3 lessons", r)
	}
	again, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "the build after", again, want)
	if r := renderedLessons(again); len(r) != 0 {
		t.Errorf("the build after rendered %v, want none", r)
	}
}

// TestConcurrentBuildsShareCache: builds at once on one empty cache folder,
// as two processes are (each has assets of its own), all succeed with the
// same files; the cache they leave then serves a build whole.
func TestConcurrentBuildsShareCache(t *testing.T) {
	root := diskProject(t)
	outs := make([]*Output, 2)
	errs := make([]error, len(outs))
	var wg sync.WaitGroup
	for i := range outs {
		wg.Go(func() { outs[i], errs[i] = diskBuild(t, root) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("build %d: %v", i, err)
		}
	}
	for _, out := range outs[1:] {
		sameFiles(t, "builds at once", out, outs[0])
	}
	again, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "the build after", again, outs[0])
	if r := renderedLessons(again); len(r) != 0 {
		t.Errorf("the build after rendered %v, want none", r)
	}
	for _, f := range cacheFiles(t, root) {
		if strings.HasPrefix(filepath.Base(f), ".") {
			t.Errorf("left in the cache: %s", f)
		}
	}
}
