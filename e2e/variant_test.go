package e2e

import (
	"context"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/internal/assets"
	"coursesite/site"
)

// variantLessons holds the lessons the variant adds to the course, a
// folder each, as content/ does: duz-yazi, of prose alone (no model:), as
// an author starts one, the page an index is like; okuma-listesi, of prose
// without a section heading (a reading list), whose page has no table of
// contents. e2e/variant.sh copies them into its copy's content/.
const variantLessons = "testdata/variant"

// chartAction is a paragraph of a lesson that is one chart.
var chartAction = regexp.MustCompile(`(?m)^\{\{ grafik "[^"]*" \}\}\n`)

// variantCourse returns the project's content/ and templates/ changed as
// e2e/variant.sh changes them, on any course: the second lesson (the first
// when there is one) keeps only its first chart, and a lesson of prose
// alone, duz-yazi, and one without sections, okuma-listesi, join them. It
// names the lesson it reduced.
func variantCourse(t *testing.T) (fstest.MapFS, string) {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, dir := range []string{"content", "templates"} {
		if err := addFiles(fsys, os.DirFS(filepath.Join(repoRoot, dir)), dir); err != nil {
			t.Fatal(err)
		}
	}
	ls := lessonPages(t)
	reduced := ls[min(1, len(ls)-1)]
	src := fsys[reduced.Src]
	first := true
	src.Data = chartAction.ReplaceAllFunc(src.Data, func(b []byte) []byte {
		if first {
			first = false
			return b
		}
		return nil
	})
	if err := addFiles(fsys, os.DirFS(variantLessons), "content"); err != nil {
		t.Fatal(err)
	}
	return fsys, lessonName(reduced)
}

// addFiles puts every file of src into fsys, in the folder dir.
func addFiles(fsys fstest.MapFS, src fs.FS, dir string) error {
	return fs.WalkDir(src, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, name)
		fsys[path.Join(dir, name)] = &fstest.MapFile{Data: data, Mode: 0o644}
		return err
	})
}

// TestVariantLessons builds the course as variantCourse changes it and
// holds the tests' guards to what its lessons have: the reduced lesson
// shows one chart, the prose lesson none, no model and no controls, and
// the reading list no table of contents, so that every browser test skips
// there what it cannot check (bash e2e/variant.sh runs them all on such a
// copy).
func TestVariantLessons(t *testing.T) {
	t.Parallel()
	requireSite(t)
	if onlyLesson() != "" {
		t.Skipf("E2E_LESSON=%s: the variant is of the whole course", onlyLesson())
	}
	fsys, reduced := variantCourse(t)
	out, err := site.New(fsys, assets.New(repoRoot)).Build(context.Background())
	if err != nil {
		t.Fatalf("building the variant (%s reduced to one chart, duz-yazi of prose alone): %v", reduced, err)
	}
	var names []string
	for _, p := range out.Pages {
		if !p.IsLesson() {
			continue
		}
		names = append(names, lessonName(p))
		why := []string{lacksCharts(p, 1), lacksCharts(p, 2), lacksModel(p), lacksControls(p)}
		switch lessonName(p) {
		case reduced:
			if chartCount(p) != 1 || why[0] != "" || why[1] == "" {
				t.Errorf("%s: reduced to one chart, shows %d (guards: %q)", reduced, chartCount(p), why)
			}
		case "duz-yazi":
			if slices.Contains(why, "") || strings.Contains(string(out.Files[p.URL+"index.html"]), `class="controls"`) {
				t.Errorf("duz-yazi: prose alone, yet a guard lets a test through (%q)", why)
			}
		case "okuma-listesi":
			// No section, so no table of contents: the layout prints
			// none rather than an empty one.
			if html := string(out.Files[p.URL+"index.html"]); len(p.TOC) > 0 || strings.Contains(html, `class="toc"`) {
				t.Errorf("okuma-listesi: no section, yet a table of contents (%d entries)", len(p.TOC))
			}
		}
		t.Logf("%s: %d charts, model %v, %d controls; skipped: %q", lessonName(p), chartCount(p), p.Lesson != nil, len(p.Controls), why)
	}
	if !slices.Contains(names, "duz-yazi") || !slices.Contains(names, "okuma-listesi") || !slices.Contains(names, reduced) {
		t.Errorf("the variant's lessons are %v, want %s, duz-yazi and okuma-listesi among them", names, reduced)
	}
}
