package check

import (
	"context"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/place"
	"coursesite/site"
)

// The check runs each page's listings once (the command with
// listings.Run, under node, whose findings package listings tests) and
// reports what they find among the page's other findings, in the page's
// order; listings that cannot run stop the check.
func TestListingFindings(t *testing.T) {
	fsys := project(t)
	edit(t, fsys, lessonFile, firstSentence, firstSentence+" Toplam 120.")
	edit(t, fsys, lessonFile, `{{ kod "kod/hesap.mjs" }}`, `{{ kod "kod/hesap.mjs" }}`+"\n\nSonra toplam 120.")
	kod := kodAction(t, fsys, "kod/hesap.mjs")
	const differs = `kod/hesap.mjs prints other numbers than the page: its line 2 is "toplam 121.0", the model's "toplam 120.0"`
	var ran []string
	listings := func(_ context.Context, _ fs.FS, p *site.Page) (place.Errors, error) {
		ran = append(ran, p.Src)
		if p.Src != lessonFile {
			return nil, nil
		}
		return place.Errors{kod.Errorf("%s", differs)}, nil
	}
	r, err := Check(context.Background(), fsys, repoAssets(t), listings)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"content/index.md", lessonFile}; !slices.Equal(ran, want) {
		t.Errorf("the check ran the listings of %v, want each page's once: %v", ran, want)
	}
	typed := func(at string) Pos {
		data := string(fsys[lessonFile].Data)
		return posOf(fsys, lessonFile, strings.Index(data, at)+len(at)-len("120."))
	}
	want := []Finding{
		{typed("Toplam 120."), `"120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it`},
		{kod, differs},
		{typed("Sonra toplam 120."), `"120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it`},
	}
	if findingLines(r.Findings) != findingLines(want) {
		t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
	}

	cannot := errors.New("node is needed to run the lesson's listings")
	if _, err := Check(context.Background(), fsys, repoAssets(t), func(context.Context, fs.FS, *site.Page) (place.Errors, error) {
		return nil, cannot
	}); !errors.Is(err, cannot) {
		t.Errorf("listings that cannot run: the check returned %v, want their error", err)
	}
}

// kodAction returns the place of the lesson's {{ kod "file" }} call.
func kodAction(t *testing.T, fsys fstest.MapFS, file string) Pos {
	t.Helper()
	action := `{{ kod "` + file + `" }}`
	i := strings.Index(string(fsys[lessonFile].Data), action)
	if i < 0 {
		t.Fatalf("no %s in the lesson", action)
	}
	return posOf(fsys, lessonFile, i+len("{{ "))
}
