package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"coursesite/book"
	"coursesite/glossary"
	"coursesite/terms"
)

// TestBook prints the course as one PDF (package book, go run . book)
// from the site built in memory, once, and reads it as a reader does: every
// lesson's headings in order, each lesson's numbers as its page shows them,
// every font embedded, the outline by lesson, the contents' links landing
// where their lessons start, and a second print byte for byte the first.
// The book goes to the screenshots' folder, for review.
func TestBook(t *testing.T) {
	requireSite(t)
	bin, err := chromiumPath()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	opt := book.Options{Chromium: bin, BaseURL: built.Pages[0].Meta.BaseURL}
	start := time.Now()
	pdf, err := book.Print(ctx, built, opt)
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	file := filepath.Join(shotsDir(t), "kitap.pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	pages := pdfPages(t, file)
	t.Logf("%s: %d pages, %d KB, printed in %v", file, len(pages), len(pdf)/1024, took.Round(time.Millisecond))
	lessons := lessonPages(t)
	if onlyLesson() != "" {
		t.Skip("the book holds every lesson; E2E_LESSON narrows the run")
	}

	// Where each lesson starts: the first page after the contents with its
	// numbered heading at its top (the running header says it first).
	starts := make([]int, len(lessons))
	for i, p := range lessons {
		heading := strconv.Itoa(i+1) + ". " + p.Meta.Title
		for n := 3; n <= len(pages); n++ {
			if strings.HasPrefix(pages[n-1], heading+" "+heading) {
				starts[i] = n
				break
			}
		}
		if starts[i] == 0 {
			t.Fatalf("no page starts with %q, under its running header", heading)
		}
		if i > 0 && starts[i] <= starts[i-1] {
			t.Errorf("%q starts on page %d, before the lesson ahead of it (page %d)", heading, starts[i], starts[i-1])
		}
	}
	// lessonText is a lesson's pages' text, its running headers and page
	// numbers with it.
	lessonText := func(i int) string {
		end := len(pages)
		if i+1 < len(starts) {
			end = starts[i+1] - 1
		}
		return strings.Join(pages[starts[i]-1:end], " ")
	}

	t.Run("headings", func(t *testing.T) {
		for i, p := range lessons {
			text, at := lessonText(i), 0
			for _, h := range p.TOC {
				k := strings.Index(text[at:], folded(h.Text))
				if k < 0 {
					t.Errorf("%s: the heading %q is not in its chapter after the one before it", p.URL, h.Text)
					continue
				}
				at += k + len(folded(h.Text))
			}
		}
	})

	t.Run("numbers", func(t *testing.T) {
		for i, p := range lessons {
			text, at, n := lessonText(i), 0, 0
			for _, num := range shownNumerals(t, string(p.HTML)) {
				k := strings.Index(text[at:], num)
				if k < 0 {
					t.Errorf("%s: the page's numeral %q (the %d. one it shows) is not in its chapter after the ones before it", p.URL, num, n+1)
					break
				}
				at += k + len(num)
				n++
			}
			if n < 20 {
				t.Errorf("%s: only %d numerals found: the test reads too little", p.URL, n)
			}
		}
	})

	t.Run("fonts", func(t *testing.T) {
		out, err := exec.Command("pdffonts", file).Output()
		if err != nil {
			t.Fatalf("pdffonts: %v", err)
		}
		rows := strings.Split(strings.TrimSpace(string(out)), "\n")[2:]
		for _, row := range rows {
			// name, type …, encoding, emb, sub, uni, object, generation
			f := strings.Fields(row)
			if len(f) < 7 || f[len(f)-5] != "yes" {
				t.Errorf("a font not embedded: %s", row)
			}
		}
		if len(rows) == 0 {
			t.Error("pdffonts lists no font")
		}
		for _, w := range []string{"Dağıtık", "Aşımı", "Bütçeleri", "Geri Basınç", "İçindekiler"} {
			if !strings.Contains(strings.Join(pages, " "), w) {
				t.Errorf("%q is not in the book's text: a Turkish letter did not print", w)
			}
		}
	})

	t.Run("outline", func(t *testing.T) {
		bms, err := api.Bookmarks(bytes.NewReader(pdf), model.NewDefaultConfiguration())
		if err != nil {
			t.Fatal(err)
		}
		var top []string
		for _, b := range bms {
			top = append(top, b.Title)
			for i, p := range lessons {
				if b.Title == strconv.Itoa(i+1)+". "+p.Meta.Title {
					if b.PageFrom != starts[i] {
						t.Errorf("the outline's %q is on page %d, the lesson starts on %d", b.Title, b.PageFrom, starts[i])
					}
					if len(b.Kids) < len(p.TOC)/2 {
						t.Errorf("the outline's %q has %d entries under it, for %d headings", b.Title, len(b.Kids), len(p.TOC))
					}
				}
			}
		}
		for i, p := range lessons {
			want := strconv.Itoa(i+1) + ". " + p.Meta.Title
			if !strings.Contains("\n"+strings.Join(top, "\n")+"\n", "\n"+want+"\n") {
				t.Errorf("the outline lists no %q (it lists %q)", want, top)
			}
		}
	})

	t.Run("appendix", func(t *testing.T) {
		// The course's glossary, after the last lesson, in the outline
		// too, holding every term.
		course, err := terms.Read(os.DirFS(repoRoot))
		if err != nil || course == nil {
			t.Skipf("no terms to print (%v)", err)
		}
		bms, err := api.Bookmarks(bytes.NewReader(pdf), model.NewDefaultConfiguration())
		if err != nil {
			t.Fatal(err)
		}
		const heading = "Ek: " + glossary.Title
		if len(bms) == 0 || bms[len(bms)-1].Title != heading {
			t.Fatalf("the outline does not end with %q", heading)
		}
		from := bms[len(bms)-1].PageFrom
		if from <= starts[len(starts)-1] {
			t.Errorf("%q is on page %d, before the last lesson (page %d)", heading, from, starts[len(starts)-1])
		}
		text := strings.Join(pages[from-1:], " ")
		for _, term := range course.List {
			if !strings.Contains(text, term.Name) {
				t.Errorf("the appendix does not hold the term %q", term.Name)
			}
		}
	})

	t.Run("links", func(t *testing.T) {
		dests := namedDests(t, file)
		links := contentsLinks(t, pdf)
		for i, p := range lessons {
			name := strings.TrimSuffix(p.URL, "/")
			if !bytes.Contains([]byte(strings.Join(links, "\n")+"\n"), []byte(name+"\n")) {
				t.Errorf("the contents do not link %s", name)
			}
			if dests[name] != starts[i] {
				t.Errorf("the contents' link to %s lands on page %d; the lesson starts on page %d", name, dests[name], starts[i])
			}
			// And the number the contents print beside it is that page.
			if !regexp.MustCompile(regexp.QuoteMeta(strconv.Itoa(i+1)+". "+p.Meta.Title) + ` ` + strconv.Itoa(starts[i]) + `\b`).MatchString(pages[1]) {
				t.Errorf("the contents do not say %q is on page %d: %s", p.Meta.Title, starts[i], pages[1])
			}
		}
		for _, l := range links {
			if _, ok := dests[l]; !ok {
				t.Errorf("the contents link %q, which is no destination of the book", l)
			}
		}
	})

	// Every numbered table and figure's caption says its number in its
	// lesson's chapter, in the page's order; a reference to one ({{ atif }}:
	// "Üçüncü tablo", or a link typed by hand) is a link, on the page that
	// says it, to the page that shows it. (Chromium makes destinations of
	// the anchors links name alone.)
	t.Run("references", func(t *testing.T) {
		dests := namedDests(t, file)
		labels := regexp.MustCompile(`<figure class="(?:table|chart)" id="((?:table|figure)-[^"]+)">.*?<span class="figure-label">([^<]+)</span>`)
		refs := regexp.MustCompile(`<a href="#((?:table|figure)-[^"]+)">([^<]+)</a>`)
		links := pageLinks(t, pdf)
		checked := 0
		for i, p := range lessons {
			name := strings.TrimSuffix(p.URL, "/")
			html := string(built.Files[p.URL+"index.html"])
			end := len(pages)
			if i+1 < len(starts) {
				end = starts[i+1] - 1
			}
			chapter := strings.Join(pages[starts[i]-1:end], "\n")
			label, from := map[string]string{}, 0
			for _, m := range labels.FindAllStringSubmatch(html, -1) {
				label[m[1]] = m[2]
				at := strings.Index(chapter[from:], m[2])
				if at < 0 {
					t.Errorf("%s: the chapter does not say %q (%s) after the captions before it", name, m[2], m[1])
					continue
				}
				from += at + len(m[2])
				checked++
			}
			for _, m := range refs.FindAllStringSubmatch(html, -1) {
				at, ok := dests[name+"--"+m[1]]
				if !ok || at < starts[i] || at > end || !strings.Contains(pages[at-1], label[m[1]]) {
					t.Errorf("%s: the reference %q leads to %v page %d, which does not show %s (%q)", name, m[2], ok, at, m[1], label[m[1]])
				}
				found := false
				for n := starts[i]; n <= end && !found; n++ {
					found = strings.Contains(pages[n-1], m[2]) && slices.Contains(links[n-1], name+"--"+m[1])
				}
				if !found {
					t.Errorf("%s: no page of the chapter says %q with a link to %s", name, m[2], m[1])
				}
				checked++
			}
		}
		if checked < 10 {
			t.Errorf("%d captions and references checked: this test reads too little", checked)
		}
	})

	t.Run("reproducible", func(t *testing.T) {
		again, err := book.Print(ctx, built, opt)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(pdf, again) {
			i := 0
			for i < min(len(pdf), len(again)) && pdf[i] == again[i] {
				i++
			}
			from := max(0, i-80)
			second := strings.TrimSuffix(file, ".pdf") + "-2.pdf"
			os.WriteFile(second, again, 0o644)
			t.Errorf("two prints of the same site differ (%d and %d bytes; %s), first at byte %d:\n%q\n%q", len(pdf), len(again), second, i,
				pdf[from:min(len(pdf), i+80)], again[from:min(len(again), i+80)])
		}
	})
}

// folded is s with its white space folded, as pdfPages folds a page's.
func folded(s string) string { return strings.Join(strings.Fields(s), " ") }

// shownNumerals returns the text of every <data> element a lesson's body
// shows on paper, in order: not those of a phrasing its conditions hide,
// of a chart's description for screen readers, of the charts' number
// tables, or of what shows without scripts.
func shownNumerals(t *testing.T, body string) []string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(body), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			for _, a := range n.Attr {
				if a.Key == "hidden" || a.Key == "class" && (strings.Contains(a.Val, "chart-description") || strings.Contains(a.Val, "chart-data")) {
					return
				}
			}
			if n.Data == "noscript" || n.Data == "svg" {
				return
			}
			if n.Data == "data" {
				var b strings.Builder
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					if c.Type == html.TextNode {
						b.WriteString(c.Data)
					}
				}
				if s := folded(b.String()); s != "" {
					out = append(out, s)
				}
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return out
}

// namedDests returns the PDF's named destinations by name, with their
// pages (poppler's pdfinfo -dests).
func namedDests(t *testing.T, file string) map[string]int {
	t.Helper()
	out, err := exec.Command("pdfinfo", "-dests", file).Output()
	if err != nil {
		t.Fatalf("pdfinfo -dests: %v", err)
	}
	dests := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^\s*(\d+) \[.*\] "(.*)"$`).FindAllStringSubmatch(string(out), -1) {
		n, _ := strconv.Atoi(m[1])
		dests[m[2]] = n
	}
	return dests
}

// contentsLinks returns the destinations the links of the contents page
// (page 2) name, in order.
func contentsLinks(t *testing.T, pdf []byte) []string {
	t.Helper()
	names := pageLinks(t, pdf)[1]
	if len(names) == 0 {
		t.Fatal("the contents page has no links")
	}
	return names
}

// pageLinks returns, for each page (page n at n-1), the named
// destinations its links name, in order: the PDF read once.
func pageLinks(t *testing.T, pdf []byte) [][]string {
	t.Helper()
	ctx, err := api.ReadContext(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		t.Fatal(err)
	}
	if err := ctx.EnsurePageCount(); err != nil {
		t.Fatal(err)
	}
	out := make([][]string, ctx.PageCount)
	for n := 1; n <= ctx.PageCount; n++ {
		d, _, _, err := ctx.PageDict(n, false)
		if err != nil {
			t.Fatal(err)
		}
		annots, err := ctx.DereferenceArray(d["Annots"])
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range annots {
			ad, err := ctx.DereferenceDict(a)
			if err != nil || ad == nil || ad.NameEntry("Subtype") == nil || *ad.NameEntry("Subtype") != "Link" {
				continue
			}
			switch dest := ad["Dest"].(type) {
			case nil:
				// An action's link (/A): an address outside the book, a
				// listing's file beside its lesson.
			case types.Name:
				out[n-1] = append(out[n-1], string(dest))
			case types.StringLiteral:
				out[n-1] = append(out[n-1], string(dest))
			default:
				t.Errorf("a link of page %d leads to %v, not to a named destination", n, ad["Dest"])
			}
		}
	}
	return out
}
