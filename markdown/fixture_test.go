package markdown_test

import (
	"context"
	"testing"

	"coursesite/markdown"
	"coursesite/model/modeltest" // registers the fixture model "ornek"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// TestFixtureSameAsGoldmark: the fixture course's pages render to the same
// HTML with tagParser as with goldmark's raw HTML parser alone.
func TestFixtureSameAsGoldmark(t *testing.T) {
	out, err := site.New(modeltest.Project(t, nil), sitetest.New("..")).WithoutSweeps().Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range out.Pages {
		if got, want := markdown.RenderBoth(t, p.Markdown); got != want {
			t.Errorf("%s renders as\n%s\ngoldmark alone:\n%s", p.Src, got, want)
		}
	}
}
