package terms

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The interface's words — the layouts' headings, labels, buttons and
// landmarks, which every page shows around a lesson — follow the course's
// terms as the lessons do: this test reads templates/*.html as a reader
// sees them and fails on a form the terms file says not to write. (The
// check reads the pages' own words; the layouts are no page's.)

// TestInterfaceFollowsTerms reads the course's terms file and layouts.
func TestInterfaceFollowsTerms(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", File))
	if err != nil {
		t.Fatal(err)
	}
	tm, err := Parse(File, data)
	if err != nil {
		t.Fatalf("the course's terms file: %v", err)
	}
	layouts, err := filepath.Glob(filepath.Join("..", "templates", "*.html"))
	if err != nil || len(layouts) == 0 {
		t.Fatalf("no layouts in templates/ (%v)", err)
	}
	for _, name := range layouts {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, msg := range interfaceFindings(tm, "templates/"+filepath.Base(name), src) {
			t.Error(msg)
		}
	}
}

// A layout's avoided form is found wherever a reader meets it: in its
// text, in an attribute read aloud or shown, beside a template action.
func TestInterfaceFindingsCatch(t *testing.T) {
	src := []byte(`<nav aria-label="Sığa">{{.Title}} sığasından</nav><script>var sığa = 1</script><p title="x">{{if .X}}eşzamanlı yuva{{end}}</p>`)
	got := strings.Join(interfaceFindings(fixture(t), "l.html", src), "\n")
	want := strings.Join([]string{
		`l.html: «Sığa» (aria-label) is not the course's word for kapasite: write «Kapasite»`,
		`l.html: «sığasından» is not the course's word for kapasite: write «kapasitesinden»`,
		`l.html: «eşzamanlı yuva» is not the course's word for yuva: write «yuva»`,
	}, "\n")
	if got != want {
		t.Errorf("findings:\n%s\nwant\n%s", got, want)
	}
}

// action matches a template action, which writes what a page gives: no
// word of the layout's.
var action = regexp.MustCompile(`(?s)\{\{.*?\}\}`)

// readAloud are the attributes a reader sees or hears.
var readAloud = map[string]bool{"aria-label": true, "title": true, "alt": true, "placeholder": true}

// interfaceFindings returns a message for each avoided form in the text a
// reader reads of layout src: its text outside scripts and styles, and
// the attributes read aloud, its actions blanked.
func interfaceFindings(tm *Terms, name string, src []byte) []string {
	blank := action.ReplaceAllFunc(src, func(a []byte) []byte { return bytes.Repeat([]byte{' '}, len(a)) })
	var out []string
	report := func(text, where string) {
		for _, u := range tm.Find([]byte(text), "") {
			if u.Avoided != "" {
				out = append(out, fmt.Sprintf("%s: «%s»%s is not the course's word for %s: write «%s»", name, text[u.Start:u.End], where, u.Term.Name, u.Fix))
			}
		}
	}
	z := html.NewTokenizer(bytes.NewReader(blank))
	skip := ""
	for {
		switch z.Next() {
		case html.ErrorToken:
			return out
		case html.StartTagToken, html.SelfClosingTagToken:
			tag, more := z.TagName()
			if s := string(tag); s == "script" || s == "style" {
				skip = s
			}
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				if readAloud[string(k)] {
					report(string(v), " ("+string(k)+")")
				}
			}
		case html.EndTagToken:
			if tag, _ := z.TagName(); string(tag) == skip {
				skip = ""
			}
		case html.TextToken:
			if skip == "" {
				report(string(z.Text()), "")
			}
		}
	}
}
