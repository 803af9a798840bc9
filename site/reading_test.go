package site

import (
	"reflect"
	"testing"

	"coursesite/live/livebuild"
	"coursesite/model/modeltest"
)

// sameRefs fails unless every page of out shows, in its HTML, what its
// reading says it shows that the model computes: Reading.Refs, which the
// build computes the answers ahead for, against livebuild.ReadRefs, which
// reads the HTML as the page's loader does.
func sameRefs(t *testing.T, out *Output) {
	t.Helper()
	for _, p := range out.Pages {
		want, err := livebuild.ReadRefs([]byte(p.HTML))
		if err != nil {
			t.Fatalf("%s: %v", p.Src, err)
		}
		if got := p.Refs(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: its reading's refs are\n%+v\nits HTML's\n%+v", p.Src, got, want)
		}
	}
}

// TestRefsAsTheLoaderReadsThem: the refs a page's reading gives (its
// numerals and conditions outside its tables and charts, its claims, its
// tables and charts) are those its loader finds in its HTML; the golden
// cases hold their pages to it too (TestGolden).
func TestRefsAsTheLoaderReadsThem(t *testing.T) {
	for _, edits := range []map[string]string{nil, twoLessons(t), modeltest.Lessons(t, 3)} {
		sameRefs(t, buildFixture(t, edits))
	}
}

// A page the build took from its render cache is read again as its
// rendering read it — the same actions, claims and calls, at the same
// places, and its lesson computed — so the preview's check judges the
// build it published, cached pages included, without building again.
func TestReadingOfACachedPage(t *testing.T) {
	fsys := modeltest.Project(t, nil)
	cache := RenderCache{Dir: t.TempDir(), Env: "test"}
	first, err := cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	second, err := cachedBuild(t, fsys, cache)
	if err != nil {
		t.Fatal(err)
	}
	s := New(fsys, sharedAssets())
	for i, p := range second.Pages {
		rendered := first.Pages[i]
		if p.IsLesson() && p.Markdown != nil {
			t.Fatalf("%s was rendered again, not taken from the cache", p.Src)
		}
		got, err := s.Reading(second, p)
		if err != nil {
			t.Fatalf("%s: %v", p.Src, err)
		}
		if string(got.Markdown) != string(rendered.Markdown) {
			t.Errorf("%s: read again, its text writes other markdown than its rendering", p.Src)
		}
		for what, pair := range map[string][2]any{
			"actions": {got.Actions, rendered.Actions},
			"claims":  {got.Claims, rendered.Claims},
			"calls":   {got.Calls, rendered.Calls},
		} {
			if !reflect.DeepEqual(pair[0], pair[1]) {
				t.Errorf("%s: its %s read again differ from its rendering's", p.Src, what)
			}
		}
		if p.IsLesson() && (got.Lesson == nil || got.State == nil) {
			t.Errorf("%s: read again without its lesson computed", p.Src)
		}
		if again, _ := s.Reading(first, rendered); again != rendered {
			t.Errorf("%s: a page the build rendered is read again", p.Src)
		}
	}
}
