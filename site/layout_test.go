package site

import (
	"context"
	"strings"
	"testing"

	"coursesite/model/modeltest"
)

// TestLayoutPrintsTheBody: a layout prints a page's body wherever and as
// often as it says, escaped as its place asks — once as HTML, twice, in an
// attribute, in a script, not at all, or under a condition on an empty
// body — and nothing else of how the body is put in its place shows.
func TestLayoutPrintsTheBody(t *testing.T) {
	const body = "<p>Kursun dersleri, her biri kendi modelinden.</p>"
	index := "---\nbaslik: Örnek kurs\n---\nKursun dersleri, her biri kendi modelinden.\n"
	empty := "---\nbaslik: Örnek kurs\n---\n"
	for _, c := range []struct {
		what, layout, index string
		want                []string // in the page, in this order
		count               int      // how often the body is there as HTML
	}{
		{"once", `<main>{{.HTML}}</main>`, index, []string{"<main>" + body}, 1},
		{"twice", `<main>{{.HTML}}</main><aside>{{.HTML}}</aside>`, index, []string{"<main>" + body, "<aside>" + body}, 2},
		{"in an attribute", `<main data-govde="{{.HTML}}"></main>`, index, []string{`data-govde="Kursun dersleri`}, 0},
		{"in a script", `<script>const govde = {{.HTML}};</script>`, index, []string{`const govde = "\u003cp\u003eKursun`}, 0},
		{"not at all", `<main></main>`, index, []string{"<main></main>"}, 0},
		{"under a condition, empty", `<main>{{if .HTML}}dolu{{else}}boş{{end}}</main>`, empty, []string{"<main>boş</main>"}, 0},
		{"under a condition", `<main>{{if .HTML}}dolu {{.HTML}}{{end}}</main>`, index, []string{"<main>dolu " + body}, 1},
	} {
		t.Run(c.what, func(t *testing.T) {
			o := buildFixture(t, map[string]string{"templates/index.html": c.layout, "content/index.md": c.index})
			page := string(o.Files["index.html"])
			if strings.Contains(page, "site:lesson-body") {
				t.Errorf("the page shows the body's marker:\n%s", page)
			}
			rest := page
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Errorf("the page lacks %q (or has it out of order):\n%s", w, page)
					break
				}
				rest = rest[i+len(w):]
			}
			if n := strings.Count(page, body); n != c.count {
				t.Errorf("the body is in the page %d times, want %d:\n%s", n, c.count, page)
			}
		})
	}
}

// TestLayoutSeesNoModel: a layout that names the page's model or its
// workings fails the build at the name, whether or not the page came from
// the cache, which keeps neither; what a layout does see (its title, its
// controls, whether it has charts) it sees.
func TestLayoutSeesNoModel(t *testing.T) {
	for _, expr := range []string{".Lesson", ".State", ".Claims", ".Markdown", ".Blocks", ".Listings", ".Source",
		".Page.Claims", "(index .Pages 1).State", "(index .Lessons 0).Markdown", ".Prev.Listings"} {
		layout := `<h1>{{.Meta.Title}}</h1>{{with ` + expr + `}}{{.}}{{end}}`
		_, err := New(modeltest.Project(t, map[string]string{"templates/lesson.html": layout}), sharedAssets()).Build(context.Background())
		if err == nil || !strings.HasPrefix(err.Error(), "templates/lesson.html:1:") {
			t.Errorf("a layout naming %s: %v; want an error at templates/lesson.html:1", expr, err)
		}
	}
	out := buildFixture(t, map[string]string{"templates/lesson.html": `<h1>{{.Meta.Title}}</h1>{{len .Controls}} {{.HasCharts}} {{.Live}}`})
	if page := string(out.Files[modeltest.Lesson[len("content/"):]+"/index.html"]); !strings.Contains(page, "</h1>4 true true") {
		t.Errorf("the layout saw: %s", page)
	}
}
