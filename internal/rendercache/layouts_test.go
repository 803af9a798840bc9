package rendercache

import (
	"testing"

	"coursesite/frontmatter"
	"coursesite/internal/inputs"
	"coursesite/markdown"
)

// TestLayOutView: a page kept as laid out is taken by a later build whose
// View is the same, and not by one in which anything a layout shows
// changed — another page's title, an outline, the assets' names, the
// course — nor by one in which the page's own body changed.
func TestLayOutView(t *testing.T) {
	c := Config{Dir: t.TempDir(), Env: "test"}
	view := func() View {
		return View{
			Pages: []PageView{
				{URL: "", Meta: frontmatter.Meta{Title: "Kurs"}},
				{URL: "ders/", Meta: frontmatter.Meta{Title: "Ders"}, TOC: []markdown.Heading{{ID: "a", Text: "A", Level: 2}}, Live: true, Labels: "ab"},
			},
			Assets: map[string]string{"site.css": "assets/site.0123456789ab.css"},
			Title:  "Kurs", AtRoot: "https://ornek.github.io/kurs/",
		}
	}
	urls, bodies := []string{"", "ders/"}, []string{"b0", "b1"}
	layOut := func(v View, bodies []string) *Layouts {
		return c.Start(c.Env, 2, []inputs.File{}, nil, nil).LayOut(v, urls, bodies)
	}
	layOut(view(), bodies).Keep(1, []byte("<html>ders</html>"))
	if f, ok := layOut(view(), bodies).Take(1); !ok || string(f.Data) != "<html>ders</html>" {
		t.Fatalf("the same view: %q, %v", f.Data, ok)
	}
	changed := map[string]func(v *View){
		"the index's title": func(v *View) { v.Pages[0].Meta.Title = "Yeni" },
		"the outline":       func(v *View) { v.Pages[1].TOC[0].Text = "B" },
		"the labels":        func(v *View) { v.Pages[1].Labels = "cd" },
		"the assets":        func(v *View) { v.Assets["site.css"] = "assets/site.ba9876543210.css" },
		"the course's book": func(v *View) { v.Book = "kurs.pdf" },
	}
	for what, change := range changed {
		v := view()
		change(&v)
		if _, ok := layOut(v, bodies).Take(1); ok {
			t.Errorf("%s changed: the page was taken as laid out before", what)
		}
	}
	if _, ok := layOut(view(), []string{"b0", "b2"}).Take(1); ok {
		t.Error("its body changed: the page was taken as laid out before")
	}
}

// TestSearchKeyedOnMore: the search index is taken from the cache when
// every page is kept as laid out and what else it reads (the glossary
// page) is the same; when that changes it is made again.
func TestSearchKeyedOnMore(t *testing.T) {
	c := Config{Dir: t.TempDir(), Env: "test"}
	urls, bodies := []string{"", "ders/"}, []string{"b0", "b1"}
	view := View{Pages: []PageView{{URL: ""}, {URL: "ders/"}}, Title: "Kurs"}
	laid := func() *Layouts {
		l := c.Start(c.Env, 2, []inputs.File{}, nil, nil).LayOut(view, urls, bodies)
		l.Keep(0, []byte("<html>dizin</html>"))
		l.Keep(1, []byte("<html>ders</html>"))
		return l
	}
	made := 0
	index := func() (map[string][]byte, error) {
		made++
		return map[string][]byte{"pagefind.js": []byte("index " + string(rune('0'+made)))}, nil
	}
	for i, c := range []struct {
		more string
		made int
	}{{"terimler v1", 1}, {"terimler v1", 1}, {"terimler v2", 2}, {"terimler v2", 2}} {
		if _, _, err := laid().Search([]byte(c.more), index); err != nil {
			t.Fatal(err)
		}
		if made != c.made {
			t.Errorf("search %d (%s): the index was made %d times, want %d", i, c.more, made, c.made)
		}
	}
}
