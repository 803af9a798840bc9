package site

import (
	"bytes"
	"context"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"coursesite/model/modeltest"
	"coursesite/site/sitetest"
)

// cachedBuild builds fsys with cache, as the build command does.
func cachedBuild(t *testing.T, fsys fstest.MapFS, cache RenderCache) (*Output, error) {
	t.Helper()
	s := New(fsys, sharedAssets())
	s.UseCache(cache)
	return s.Build(context.Background())
}

// renderedLessons returns the lessons of out that were rendered rather than
// taken from the cache: those that ran their model.
func renderedLessons(out *Output) []string {
	var names []string
	for _, p := range out.Pages[1:] {
		if p.State != nil {
			names = append(names, strings.TrimSuffix(p.URL, "/"))
		}
	}
	slices.Sort(names)
	return names
}

// sameFiles reports where two outputs' files differ.
func sameFiles(t *testing.T, what string, got, want *Output) {
	t.Helper()
	if g, w := slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(want.Files)); !slices.Equal(g, w) {
		t.Errorf("%s: the cached build wrote %v, a full build %v", what, g, w)
	}
	for name, data := range want.Files {
		if string(got.Files[name]) != string(data) {
			t.Errorf("%s: %s differs from a full build's", what, name)
		}
	}
}

// entries returns the entries in a cache folder's namespace of pages.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(filepath.Join(dir, "pages") /* the entries (package rendercache) */)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, de := range des {
		if !strings.HasPrefix(de.Name(), ".") { // the builds' holds (cache.Hold)
			names = append(names, de.Name())
		}
	}
	return names
}

// entryFiles returns the file of each lesson's entry in out's cache, by
// the lesson's folder name.
func entryFiles(out *Output) map[string]string {
	files := map[string]string{}
	for i, p := range out.Pages[1:] {
		files[strings.TrimSuffix(p.URL, "/")] = out.renderings.Path(i + 1)
	}
	return files
}

// TestCacheSameAsBuild: after each of the edits TestRebuildSameAsBuild
// makes, a build that takes lessons from the last good build's cache gives
// the same files, byte for byte, as a full build, and renders only the
// lessons the edit touched; the cache then holds one entry per lesson. A
// failed build stores nothing, so the next build starts from the last good
// one.
func TestCacheSameAsBuild(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 6))
	cache := RenderCache{Dir: filepath.Join(t.TempDir(), ".cache"), Env: "test"}
	first, err := cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	if taken, err := first.PruneCache(); err != nil || taken != 0 {
		t.Fatalf("first build: PruneCache = %d, %v; want 0 taken", taken, err)
	}
	if n := len(entries(t, cache.Dir)); n != 6 {
		t.Fatalf("after the first build the cache holds %d entries, want 6", n)
	}
	ctx := context.Background()
	for _, step := range editSteps() {
		step.edit(fsys)
		got, gotErr := cachedBuild(t, fsys, cache)
		want, wantErr := New(fsys, sharedAssets()).Build(ctx)
		if (gotErr != nil) != step.fails || (wantErr != nil) != step.fails {
			t.Fatalf("%s: cached build: %v; full build: %v", step.what, gotErr, wantErr)
		}
		if step.fails {
			if gotErr.Error() != wantErr.Error() {
				t.Errorf("%s: the cached build fails with\n%v\na full build with\n%v", step.what, gotErr, wantErr)
			}
			continue
		}
		sameFiles(t, step.what, got, want)
		rendered, wantRendered := renderedLessons(got), step.rendered
		if wantRendered == nil {
			wantRendered = lessonNames(got.Pages)
		}
		if !slices.Equal(rendered, wantRendered) && (len(rendered) > 0 || len(wantRendered) > 0) {
			t.Errorf("%s: rendered %v, want %v", step.what, rendered, wantRendered)
		}
		taken, err := got.PruneCache()
		if err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
		if lessons := len(got.Pages) - 1; taken != lessons-len(rendered) {
			t.Errorf("%s: %d lessons taken from the cache, want %d", step.what, taken, lessons-len(rendered))
		}
		if n, lessons := len(entries(t, cache.Dir)), len(got.Pages)-1; n != lessons {
			t.Errorf("%s: the cache holds %d entries for %d lessons", step.what, n, lessons)
		}
	}
}

// TestCacheTakesOnlyItsOwn: an entry is taken only under the Env it was
// made under and only whole. One of another program, one cut short, one
// of garbage, one of another lesson copied over and one with a byte of
// its body changed are each rendered again, with the same bytes, and
// written anew; no entry makes the build fail.
func TestCacheTakesOnlyItsOwn(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 4))
	cache := RenderCache{Dir: t.TempDir(), Env: "program 1"}
	out, err := cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := out.PruneCache(); err != nil {
		t.Fatal(err)
	}
	want, err := New(fsys, sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	other := cache
	other.Env = "program 2"
	got, err := cachedBuild(t, fsys, other)
	if err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(got); len(r) != 4 {
		t.Errorf("under another Env rendered %v, want all 4 lessons", r)
	}
	sameFiles(t, "another Env", got, want)

	// Back under the first Env, with four entries spoilt four ways.
	files := entryFiles(out)
	file := func(lesson string) string { return files[lesson] }
	read := func(name string) []byte {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	whole := read(file("ders-01"))
	os.WriteFile(file("ders-01"), whole[:len(whole)/2], 0o644)
	os.WriteFile(file("ders-02"), []byte(strings.Repeat("\xff", 100)), 0o644)
	os.WriteFile(file("ders-03"), read(file("ders-04")), 0o644)
	spoilt := read(file("ders-04"))
	body := bytes.Index(spoilt, []byte("Giriş paragrafı")) // in the page's body, which the entry holds as it is
	if body < 0 {
		t.Fatal("no body text in the entry of ders-04")
	}
	spoilt[body] = 'g'
	os.WriteFile(file("ders-04"), spoilt, 0o644)
	got, err = cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(got); !slices.Equal(r, []string{"ders-01", "ders-02", "ders-03", "ders-04"}) {
		t.Errorf("with spoilt entries rendered %v, want the four spoilt lessons", r)
	}
	sameFiles(t, "spoilt entries", got, want)
	if _, err := got.PruneCache(); err != nil {
		t.Fatal(err)
	}
	got, err = cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(got); len(r) != 0 {
		t.Errorf("after the entries were written again rendered %v, want none", r)
	}
	sameFiles(t, "entries written again", got, want)
}

// TestConcurrentBuildsShareCache: builds at once on one empty cache folder,
// as two processes are (each has assets of its own), all succeed with the
// same files as a build without the cache; the renderings they leave then
// serve a build whole, and nothing half-written is left in the folder.
// (e2e's test of the same name builds with the build command's own assets,
// whose math, drawings and bundles share the folder too, under node.)
func TestConcurrentBuildsShareCache(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 3))
	cache := RenderCache{Dir: t.TempDir(), Env: "test"}
	build := func() (*Output, error) {
		s := New(fsys, sitetest.New(projectRoot))
		s.UseCache(cache)
		out, err := s.Build(context.Background())
		if err != nil {
			return nil, err
		}
		if _, err := out.PruneCache(); err != nil {
			return nil, err
		}
		return out, nil
	}
	want, err := New(fsys, sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	outs := make([]*Output, 2)
	errs := make([]error, len(outs))
	var wg sync.WaitGroup
	for i := range outs {
		wg.Go(func() { outs[i], errs[i] = build() })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("build %d: %v", i, err)
		}
	}
	for _, out := range outs {
		sameFiles(t, "builds at once", out, want)
	}
	again, err := build()
	if err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "the build after", again, want)
	if r := renderedLessons(again); len(r) != 0 {
		t.Errorf("the build after rendered %v, want none", r)
	}
	err = filepath.WalkDir(cache.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && strings.HasPrefix(d.Name(), ".") {
			t.Errorf("left in the cache: %s", p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// savedMidBuild is a project in which one file is saved between the build
// keying its lesson and rendering it: the first open of name reads before,
// every later one after.
type savedMidBuild struct {
	fstest.MapFS
	name          string
	before, after fstest.MapFS
	mu            sync.Mutex
	opened        bool
}

func (f *savedMidBuild) Open(name string) (fs.File, error) {
	if name != f.name {
		return f.MapFS.Open(name)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.opened {
		f.opened = true
		return f.before.Open(name)
	}
	return f.after.Open(name)
}

// TestCacheKeepsNoRenderingOfAnotherKey: a parameter file saved while its
// lesson renders leaves no entry that stands for one state under the
// other's key. When the author then puts the file back, the build renders
// the lesson again, to what a full build of the file as it is gives.
func TestCacheKeepsNoRenderingOfAnotherKey(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 3))
	name := "content/ders-01/model.json"
	before := fstest.MapFS{name: fsys[name]}
	after := fstest.MapFS{name: &fstest.MapFile{Data: bytes.Replace(fsys[name].Data, []byte(`"hiz": 32`), []byte(`"hiz": 39`), 1), Mode: 0o644}}
	if bytes.Equal(before[name].Data, after[name].Data) {
		t.Fatal("the fixture's ders-01 has no hiz 32")
	}
	cache := RenderCache{Dir: t.TempDir(), Env: "test"}
	s := New(&savedMidBuild{MapFS: fsys, name: name, before: before, after: after}, sharedAssets())
	s.UseCache(cache)
	out, err := s.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := out.PruneCache(); err != nil {
		t.Fatal(err)
	}
	// The file as it was when the build keyed the lesson.
	got, err := cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(got); !slices.Equal(r, []string{"ders-01"}) {
		t.Errorf("after the file was put back, rendered %v, want ders-01", r)
	}
	want, err := New(fsys, sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "the file put back", got, want)
}

// TestRebuildStartsFromCache: the preview's first build (Rebuild with no
// earlier output) takes the lessons from the cache, and the Rebuilds after
// it reuse those pages as they would rendered ones: an edit renders its
// lesson alone, a new lesson renders every lesson (an entry does not say
// whether its page links to lessons), each to a full build's bytes.
func TestRebuildStartsFromCache(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 4))
	cache := RenderCache{Dir: t.TempDir(), Env: "test"}
	if out, err := cachedBuild(t, fsys, cache); err != nil {
		t.Fatal(err)
	} else if _, err := out.PruneCache(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	s := New(fsys, sharedAssets())
	s.UseCache(cache)
	prev, err := s.Rebuild(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := New(fsys, sharedAssets()).Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(prev); len(r) != 0 {
		t.Errorf("the first Rebuild rendered %v, want none", r)
	}
	sameFiles(t, "the first Rebuild", prev, want)
	steps := []rebuildStep{
		{what: "a sentence", edit: editFile("content/ders-02/index.md", "Giriş paragrafı", "Yeni giriş paragrafı"), rendered: []string{"ders-02"}},
		{what: "a new lesson", edit: func(fsys fstest.MapFS) {
			for name, f := range maps.Clone(fsys) {
				if rest, ok := strings.CutPrefix(name, "content/ders-02/"); ok {
					fsys["content/ders-05/"+rest] = f
				}
			}
			editFile("content/ders-05/index.md", "sira: 3", "sira: 5")(fsys)
		}, rendered: []string{"ders-01", "ders-02", "ders-03", "ders-04", "ders-05"}},
	}
	for _, step := range steps {
		step.edit(fsys)
		got, err := New(fsys, sharedAssets()).Rebuild(ctx, prev)
		if err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
		want, err := New(fsys, sharedAssets()).Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		sameFiles(t, step.what, got, want)
		before := map[string]*Page{}
		for _, p := range prev.Pages {
			before[p.Src] = p
		}
		var rendered []string
		for _, p := range got.Pages[1:] {
			if q := before[p.Src]; q == nil || p.State != nil && q.State != p.State {
				rendered = append(rendered, strings.TrimSuffix(p.URL, "/"))
			}
		}
		slices.Sort(rendered)
		if !slices.Equal(rendered, step.rendered) {
			t.Errorf("%s: rendered %v, want %v", step.what, rendered, step.rendered)
		}
		prev = got
	}
}
