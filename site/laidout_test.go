package site

import (
	"context"
	"fmt"
	"html"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"coursesite/charts"
	"coursesite/internal/assets"
	"coursesite/markdown"
	"coursesite/model/modeltest"
)

// linkAssets are assets.Disk for the controls' runtime (Go compiles it),
// and stand-ins for what needs node, as site/sitetest's (which imports
// this package): math as its TeX, no drawings, a chart runtime of one
// comment; and a search index of one file per page, whose runs it
// counts.
type linkAssets struct {
	*assets.Disk
	searches *atomic.Int32
}

func newLinkAssets() linkAssets {
	return linkAssets{assets.New(modeltest.Root()), new(atomic.Int32)}
}

func (linkAssets) RenderMath(_ context.Context, items []markdown.TeX) ([]string, error) {
	out := make([]string, len(items))
	for i, m := range items {
		out[i] = "<code>" + html.EscapeString(m.TeX) + "</code>"
	}
	return out, nil
}

func (linkAssets) DrawCharts(context.Context, []charts.Request) ([][]byte, error) { return nil, nil }

func (linkAssets) ChartRuntime(context.Context) ([]byte, string, error) {
	return []byte("/* charts */\n"), "", nil
}

func (a linkAssets) Search(_ context.Context, pages map[string][]byte) (map[string][]byte, error) {
	a.searches.Add(1)
	files := map[string][]byte{"pagefind.js": []byte("/* search */\n")}
	for name, page := range pages {
		files["fragment/"+strings.TrimSuffix(name, "/")+".pf_fragment"] = fmt.Appendf(nil, "%d bytes", len(page))
	}
	return files, nil
}

// copiedCourse is the fixture project with n copies of its lesson, each
// in a folder of its own (kopya-1, …) with its own order and title: the
// same parameters, words and listings, as a course of copied lessons
// (bench/scale.sh's) has.
func copiedCourse(t *testing.T, n int) fstest.MapFS {
	t.Helper()
	fsys := modeltest.Project(t, nil)
	for name, f := range maps.Clone(fsys) {
		rest, ok := strings.CutPrefix(name, modeltest.Lesson+"/")
		if !ok {
			continue
		}
		delete(fsys, name)
		for i := 1; i <= n; i++ {
			data := f.Data
			if rest == "index.md" {
				page := strings.Replace(string(data), "sira: 1", fmt.Sprintf("sira: %d", i), 1)
				data = []byte(strings.Replace(page, "baslik: Örnek Ders", fmt.Sprintf("baslik: Kopya %d", i), 1))
			}
			fsys[fmt.Sprintf("content/kopya-%d/%s", i, rest)] = &fstest.MapFile{Data: data, Mode: f.Mode}
		}
	}
	return fsys
}

// buildCached builds fsys with assets a and the render cache in dir, and
// prunes the cache, as the build command does.
func buildCached(t *testing.T, fsys fstest.MapFS, a linkAssets, dir string, refresh bool) *Output {
	t.Helper()
	s := New(fsys, a)
	s.UseCache(RenderCache{Dir: dir, Env: "test", Refresh: refresh})
	out, err := s.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := out.PruneCache(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestUnchangedCourseIsLinked: a build in which nothing changed publishes
// every lesson's files and every page as the cache keeps them — Write
// links each, the bytes a full build writes — and lessons that publish
// the same bytes share one entry of the cache; so does a build with
// Refresh, which renders every lesson. Neither indexes the pages for the
// search again.
func TestUnchangedCourseIsLinked(t *testing.T) {
	fsys, a := copiedCourse(t, 3), newLinkAssets()
	dir := t.TempDir()
	buildCached(t, fsys, a, dir, false)
	want, err := New(fsys, a).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, refresh := range []bool{false, true} {
		what := fmt.Sprintf("refresh %v", refresh)
		a.searches.Store(0)
		out := buildCached(t, fsys, a, dir, refresh)
		if n := a.searches.Load(); n != 0 {
			t.Errorf("%s: the pages indexed %d times, want none", what, n)
		}
		sameFiles(t, what, out, want)
		for _, p := range out.Pages[1:] {
			if rendered := p.State != nil; rendered != refresh {
				t.Errorf("%s: %s rendered: %v", what, p.URL, rendered)
			}
		}
		for name := range out.Files {
			lesson := strings.HasPrefix(name, "kopya-") || strings.HasPrefix(name, "pagefind/")
			if (lesson || strings.HasSuffix(name, "index.html")) && out.Cached[name] == "" {
				t.Errorf("%s: %s is not linked to the cache", what, name)
			}
		}
		site := filepath.Join(t.TempDir(), "public")
		if err := out.Write(site); err != nil {
			t.Fatal(err)
		}
		for name, cached := range out.Cached {
			a, err1 := os.Stat(filepath.Join(site, filepath.FromSlash(name)))
			b, err2 := os.Stat(cached)
			if err1 != nil || err2 != nil || !os.SameFile(a, b) {
				t.Errorf("%s: %s is not a link of %s: %v, %v", what, name, cached, err1, err2)
			}
		}
	}
	// One entry for each of the lessons' files that are the same in all
	// three (the parameters differ by nothing here: all are shared).
	shared := map[string]bool{}
	for name, cached := range want.Files {
		if strings.HasPrefix(name, "kopya-1/") && !strings.HasSuffix(name, "index.html") {
			shared[string(cached)] = true
		}
	}
	out := buildCached(t, fsys, a, dir, false)
	paths := map[string]bool{}
	for name, cached := range out.Cached {
		if strings.HasPrefix(name, "kopya-") && !strings.HasSuffix(name, "index.html") {
			paths[cached] = true
		}
	}
	if len(paths) != len(shared) {
		t.Errorf("the lessons' files are %d entries of the cache, want %d (one for each file all three publish)", len(paths), len(shared))
	}
}

// TestCacheEntriesGone: a lesson whose published file, or a page whose
// layout, the cache no longer holds (evicted, removed by hand) is
// rendered or laid out again, to a full build's bytes.
func TestCacheEntriesGone(t *testing.T) {
	fsys, a := copiedCourse(t, 2), newLinkAssets()
	dir := t.TempDir()
	first := buildCached(t, fsys, a, dir, false)
	want, err := New(fsys, a).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"kopya-2/metinler.txt", "kopya-1/index.html"} {
		if err := os.Remove(first.Cached[name]); err != nil {
			t.Fatal(err)
		}
	}
	out := buildCached(t, fsys, a, dir, false)
	sameFiles(t, "entries gone", out, want)
	for _, p := range out.Pages[1:] {
		if p.State == nil {
			t.Errorf("%s was taken from the cache without its words file", p.URL)
		}
	}
	again := buildCached(t, fsys, a, dir, false)
	sameFiles(t, "the build after", again, want)
	for _, p := range again.Pages[1:] {
		if p.State != nil {
			t.Errorf("the build after rendered %s", p.URL)
		}
	}
}

// TestPageViewCoversLayouts: a page laid out in an earlier build is taken
// when nothing its layout can show changed (layOut): every method a
// layout calls on a page or on its data must be made of what the key
// holds — rendercache.PageView, the assets, the course, the page's own
// body. A method added to either must be added here, and what it shows
// to the key.
func TestPageViewCoversLayouts(t *testing.T) {
	// Each method, and what of the key it is made of.
	covered := map[string]string{
		"Meta": "PageView.Meta", "URL": "PageView.URL", "Root": "PageView.URL", "IsLesson": "PageView.URL",
		"TOC": "PageView.TOC", "Controls": "PageView.Controls", "HasCharts": "PageView.HasCharts", "Live": "PageView.Live",
		"ChartsFile": "PageView.ChartsFile", "LabelsFile": "PageView.LabelsFile", "SweepsFile": "PageView.SweepsFile",
		"LabelsData": "PageView.Labels", "Prev": "the views' order", "Next": "the views' order",
		"CourseTitle": "the course", "CanonicalURL": "the course", "NotFound": "the 404 page is laid out every build",
		"Asset": "the assets", "CourseBook": "the course", "Glossary": "the course",
	}
	for _, typ := range []reflect.Type{reflect.TypeFor[layoutPage](), reflect.TypeFor[pageData]()} {
		for m := range typ.Methods() {
			if _, ok := covered[m.Name]; !ok {
				t.Errorf("%s.%s: a layout can call it, and the key of a page's layout does not say what it shows (layOut, rendercache.PageView)", typ.Name(), m.Name)
			}
		}
	}
	for f := range reflect.TypeFor[pageData]().Fields() {
		if f.IsExported() && !f.Anonymous && f.Name != "Pages" && f.Name != "Lessons" && f.Name != "HTML" {
			t.Errorf("pageData.%s: a layout can read it, and the key of a page's layout does not say what it holds", f.Name)
		}
	}
}
