package site

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"coursesite/model/modeltest"
)

// TestBookLink: a site built WithBook links its PDF from every page,
// relative to the page (a lesson's "../kurs.pdf"); a site built without
// one links none, since it publishes none.
func TestBookLink(t *testing.T) {
	for _, book := range []string{"", "kurs.pdf"} {
		s := New(modeltest.Project(t, nil), sharedAssets()).WithoutSearch()
		if book != "" {
			s.WithBook(book)
		}
		out, err := s.Build(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range out.Pages {
			html := out.Files[p.URL+"index.html"]
			want := `href="` + p.Root() + book + `"`
			has := bytes.Contains(html, []byte("PDF olarak indir"))
			switch {
			case book == "" && has:
				t.Errorf("built without a book, %sindex.html links one", p.URL)
			case book != "" && (!has || !bytes.Contains(html, []byte(want))):
				t.Errorf("built with %s, %sindex.html does not link it as %s", book, p.URL, want)
			}
		}
		if book != "" && !strings.HasPrefix(out.Pages[1].Root(), "../") {
			t.Fatalf("the fixture's lesson is at the root: the test cannot tell a relative link")
		}
	}
}
