package book

import (
	"bytes"
	"fmt"
	"html/template"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"coursesite/glossary"
	"coursesite/site"
)

// A chapter is a lesson as the book lays it out: its number, its title,
// where its heading is in the book (its anchor) and its body, every id of
// which is made the book's own.
type chapter struct {
	Number   int
	Appendix bool // the course's glossary, after the lessons: "Ek: Terimler"
	Title    string
	Head     entry // its heading in the contents: its anchor, its page
	Body     template.HTML
	TOC      []entry // its headings listed in the contents
}

// An entry is a heading of the contents: its anchor in the book, its text,
// its level and the page it stands on (0 until the first print has said).
type entry struct {
	ID, Text string
	Level    int
	Page     int
}

// document is the book's HTML before it is printed.
type document struct {
	Title, Summary, Address string
	Author                  string // the index's yazar; "" for none
	Stylesheet              string // the site's stylesheet, by its path from the site's root
	Chapters                []chapter
	Contents                entry // the contents' own heading
}

// entries returns every heading the contents list, in the book's order:
// each chapter, then its headings.
func (d *document) entries() []*entry {
	var out []*entry
	for i := range d.Chapters {
		c := &d.Chapters[i]
		out = append(out, &c.Head)
		for j := range c.TOC {
			out = append(out, &c.TOC[j])
		}
	}
	return out
}

// heading is the chapter's heading as the book prints it: "1. Zaman Aşımı
// Bütçeleri".
func (c chapter) heading() string {
	if c.Appendix {
		return "Ek: " + c.Title
	}
	return strconv.Itoa(c.Number) + ". " + c.Title
}

// PageName is the name of the chapter's pages (CSS named pages): each
// chapter has its own, so that its running header says its title and it
// starts on a page of its own.
func (c chapter) PageName() string { return "chapter-" + strconv.Itoa(c.Number) }

// Heading is the chapter's heading (heading).
func (c chapter) Heading() string { return c.heading() }

// HeaderCSS is the chapter's title as a CSS string, for its pages'
// running header.
func (c chapter) HeaderCSS() template.CSS { return cssString(c.heading()) }

// cssString quotes s as a CSS string: a quote, a backslash and a line
// break escaped by their code points, and whatever could end the
// <style> element too.
func cssString(s string) template.CSS {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\', '\n', '\r', '<', '>', '&':
			fmt.Fprintf(&b, "\\%x ", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return template.CSS(b.String())
}

// newDocument lays the built site out as a book: its pages' bodies as
// they were built, each lesson a chapter. base is where the site is
// published ("" for nowhere said): a lesson's link to a file beside it
// (a listing's source) is printed as that address.
func newDocument(out *site.Output, base string) (*document, error) {
	if len(out.Pages) < 2 {
		return nil, fmt.Errorf("the course has no lesson to print")
	}
	index := out.Pages[0]
	d := &document{Title: index.Meta.Title, Summary: index.Meta.Summary, Author: index.Meta.Author, Address: base,
		Contents: entry{ID: "contents", Text: "İçindekiler"}}
	for name := range out.Files {
		if strings.HasPrefix(name, "assets/site.") && strings.HasSuffix(name, ".css") {
			d.Stylesheet = name
		}
	}
	if d.Stylesheet == "" {
		return nil, fmt.Errorf("the built site has no stylesheet (assets/site.*.css)")
	}
	folders := map[string]string{} // a lesson's URL → its chapter's anchor
	for _, p := range out.Pages[1:] {
		folders[p.URL] = chapterID(p)
	}
	glossaryPage, hasGlossary := out.Files[glossary.Path+"index.html"]
	if hasGlossary {
		folders[glossary.Path] = appendixID
	}
	for i, p := range out.Pages[1:] {
		body, err := ownIDs(string(p.HTML), chapterID(p), p.URL, base, folders)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.Src, err)
		}
		c := chapter{Number: i + 1, Title: p.Meta.Title, Body: template.HTML(body)}
		c.Head = entry{ID: chapterID(p), Text: c.heading(), Level: 1}
		for _, h := range p.TOC {
			c.TOC = append(c.TOC, entry{ID: chapterID(p) + "--" + h.ID, Text: h.Text, Level: h.Level})
		}
		d.Chapters = append(d.Chapters, c)
	}
	if hasGlossary {
		// The glossary, as the site lays it out, the appendix: a
		// term's first use in a lesson links to its entry there.
		body, err := articleBody(glossaryPage)
		if err == nil {
			body, err = ownIDs(body, appendixID, glossary.Path, base, folders)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", glossary.Path, err)
		}
		c := chapter{Number: len(d.Chapters) + 1, Appendix: true, Title: glossary.Title, Body: template.HTML(body)}
		c.Head = entry{ID: appendixID, Text: c.heading(), Level: 1}
		d.Chapters = append(d.Chapters, c)
	}
	return d, nil
}

// appendixID is the anchor of the glossary's appendix: the glossary's
// folder, which no lesson takes (it is reserved).
var appendixID = strings.TrimSuffix(glossary.Path, "/")

// articleBody returns what a laid-out page's <article> holds but its
// <h1>: the body the book prints under a heading of its own.
func articleBody(page []byte) (string, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return "", err
	}
	var article *html.Node
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Article {
			article = n
			break
		}
	}
	if article == nil {
		return "", fmt.Errorf("the page has no <article>")
	}
	var b bytes.Buffer
	for c := range article.ChildNodes() {
		if c.Type == html.ElementNode && c.DataAtom == atom.H1 {
			continue
		}
		if err := html.Render(&b, c); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// chapterID is the anchor of a lesson's chapter: its folder's name, which
// no heading's anchor inside the book takes (those are prefixed with it).
func chapterID(p *site.Page) string { return strings.TrimSuffix(p.URL, "/") }

// idRefs are the attributes whose values are ids of the same document,
// separated by spaces.
var idRefs = []string{"for", "headers", "list", "form", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-details"}

// urlRef is a reference to an id inside a CSS value or an SVG attribute
// (a chart's clip-path="url(#c1)").
var urlRef = regexp.MustCompile(`url\(#([^)\s]+)\)`)

// ownIDs returns a lesson's body with every id made the book's own, prefix
// + "--" + id (two lessons' bodies may both hold a heading "ozet" or a
// chart's clip path "c0"), and every reference to one changed with it; a
// link to a lesson of the course leads to its chapter, a link to a file
// beside the page to its address where the site is published. What a
// reader's browser alone runs — scripts, the charts' number tables, what
// shows without scripts — is left out: the book prints the lesson's own
// values.
func ownIDs(body, prefix, pageURL, base string, chapters map[string]string) (string, error) {
	ctx := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
	nodes, err := html.ParseFragment(strings.NewReader(body), ctx)
	if err != nil {
		return "", err
	}
	ids := map[string]bool{}
	var walk func(n *html.Node, f func(n *html.Node))
	walk = func(n *html.Node, f func(n *html.Node)) {
		for c := n.FirstChild; c != nil; {
			next := c.NextSibling
			f(c)
			if c.Parent != nil { // not removed
				walk(c, f)
			}
			c = next
		}
	}
	root := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
	for _, n := range nodes {
		root.AppendChild(n)
	}
	walk(root, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		if n.DataAtom == atom.Script || n.DataAtom == atom.Noscript || n.DataAtom == atom.Details && hasClass(n, "chart-data") {
			n.Parent.RemoveChild(n)
			return
		}
		for _, a := range n.Attr {
			if a.Key == "id" {
				ids[a.Val] = true
			}
		}
	})
	own := func(id string) string { return prefix + "--" + id }
	walk(root, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		for i, a := range n.Attr {
			switch {
			case a.Key == "id":
				a.Val = own(a.Val)
			case slices.Contains(idRefs, a.Key):
				f := strings.Fields(a.Val)
				for j, id := range f {
					if ids[id] {
						f[j] = own(id)
					}
				}
				a.Val = strings.Join(f, " ")
			case a.Key == "href" && a.Namespace == "" || a.Key == "href" && a.Namespace == "xlink":
				a.Val = bookLink(a.Val, pageURL, base, chapters, ids, own)
			}
			if strings.Contains(a.Val, "url(#") {
				a.Val = urlRef.ReplaceAllStringFunc(a.Val, func(m string) string {
					if id := urlRef.FindStringSubmatch(m)[1]; ids[id] {
						return "url(#" + own(id) + ")"
					}
					return m
				})
			}
			n.Attr[i] = a
		}
	})
	var b bytes.Buffer
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if err := html.Render(&b, c); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// bookLink returns where a link of a lesson's body leads in the book:
// an anchor of the page to its own, a lesson (../NAME/, ../NAME/#x) to its
// chapter or its heading there, a file beside the page to its published
// address (when the course says it), anything else as it is.
func bookLink(href, pageURL, base string, chapters map[string]string, ids map[string]bool, own func(string) string) string {
	if id, ok := strings.CutPrefix(href, "#"); ok {
		if ids[id] {
			return "#" + own(id)
		}
		return href
	}
	u, err := url.Parse(href)
	if err != nil || u.IsAbs() || u.Host != "" || strings.HasPrefix(u.Path, "/") {
		return href
	}
	// From the page's folder (URL), one level below the site's root.
	target := strings.TrimPrefix(pathJoin(pageURL, u.Path), "/")
	if ch, ok := chapters[target]; ok {
		if u.Fragment != "" {
			return "#" + ch + "--" + u.Fragment
		}
		return "#" + ch
	}
	if base != "" {
		return strings.TrimSuffix(base, "/") + "/" + target
	}
	return href
}

// pathJoin resolves rel against the folder dir, both from the site's root,
// keeping a folder's trailing slash.
func pathJoin(dir, rel string) string {
	u, err := url.Parse("/" + dir)
	if err != nil {
		return rel
	}
	r, err := url.Parse(rel)
	if err != nil {
		return rel
	}
	return u.ResolveReference(r).Path
}

// hasClass reports whether n has class c.
func hasClass(n *html.Node, c string) bool {
	for _, a := range n.Attr {
		if a.Key == "class" && slices.Contains(strings.Fields(a.Val), c) {
			return true
		}
	}
	return false
}

// render writes the book's HTML, its contents' page numbers as they are
// (0 prints as a placeholder of the same width, for the first print).
func (d *document) render() ([]byte, error) {
	var b bytes.Buffer
	err := bookTemplate.Execute(&b, d)
	return b.Bytes(), err
}

// pageNumber is an entry's page in the contents: a placeholder until the
// first print has said it, as wide as the number that replaces it (the
// numbers are set in tabular figures, right-aligned in a box of their
// own), so that the second print breaks its pages where the first did.
func pageNumber(n int) string {
	if n == 0 {
		return "000"
	}
	return strconv.Itoa(n)
}

var bookTemplate = template.Must(template.New("book").Funcs(template.FuncMap{"page": pageNumber}).Parse(bookHTML))

// bookHTML is the book: a cover, the contents, every lesson a chapter (in
// main, the container whose width the site's CSS picks a chart's drawing
// by, as it does on a reader's printed page: the one drawn for A4). Its
// pages are laid out by CSS paged media, as Chromium prints them: named
// pages give each chapter a page of its own to start on and its title in
// the running header, and the page margin boxes number the pages.
const bookHTML = `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<link rel="stylesheet" href="/{{.Stylesheet}}">
<style>
@page { size: A4; margin: 22mm 20mm 20mm 20mm;
  @bottom-center { content: counter(page); font: 9pt "DejaVu Sans", sans-serif; color: #444; } }
@page cover { @bottom-center { content: none; } }
{{range .Chapters}}@page {{.PageName}} { @top-left { content: {{.HeaderCSS}}; font: 9pt "DejaVu Sans", sans-serif; color: #444; vertical-align: bottom; padding-bottom: 3mm; } }
section.{{.PageName}} { page: {{.PageName}}; }
{{end}}
html, body { background: #fff; }
body { margin: 0; }
article { max-width: none; }
main { padding: 0; }
/* A table as wide as the page, its headers wrapped: paper does not scroll. */
main table { font-size: 8pt; min-width: 0; width: 100%; }
main th, main td { white-space: normal !important; }
/* A listing longer than what is left of a page goes on there, rather
   than leaving the page blank: a book's listings run over pages. */
main figure.listing, main .listing pre { break-inside: auto; }
.cover { page: cover; display: flex; flex-direction: column; justify-content: center; min-height: 230mm; font-family: "DejaVu Sans", sans-serif; }
.cover .cover-title { font-weight: 650; font-size: 30pt; line-height: 1.15; margin: 0 0 8mm; }
.cover p { font-size: 13pt; color: #333; max-width: 130mm; }
.cover .address { font-size: 10pt; color: #555; margin-top: 12mm; }
.contents { page: contents; font-family: "DejaVu Sans", sans-serif; }
.contents ol { list-style: none; padding: 0; margin: 0; }
.contents li { margin: 0; }
.contents a { display: flex; align-items: baseline; gap: 2mm; color: inherit; text-decoration: none; padding: 1mm 0; }
.contents a::after { content: none !important; }
.contents .title { flex: 0 1 auto; }
.contents .leader { flex: 1 1 auto; border-bottom: 1px dotted #888; }
.contents .page { flex: 0 0 10mm; text-align: right; font-variant-numeric: tabular-nums; }
.contents .chapter > a { font-weight: 650; margin-top: 4mm; }
.contents .level-3 > a { padding-left: 12mm; font-size: .92em; }
.contents .level-2 > a { padding-left: 6mm; font-size: .95em; }
.chapter-heading { font-size: 22pt; margin: 0 0 6mm; }
</style>
</head>
<body>
<section class="cover">
<p class="cover-title">{{.Title}}</p>
{{with .Summary}}<p>{{.}}</p>{{end}}
{{with .Address}}<p class="address">{{.}}</p>{{end}}
</section>
<nav class="contents" aria-labelledby="{{.Contents.ID}}">
<h1 id="{{.Contents.ID}}">{{.Contents.Text}}</h1>
<ol>
{{range .Chapters}}<li class="chapter"><a href="#{{.Head.ID}}"><span class="title">{{.Heading}}</span><span class="leader"></span><span class="page">{{page .Head.Page}}</span></a>
{{with .TOC}}<ol>
{{range .}}<li class="level-{{.Level}}"><a href="#{{.ID}}"><span class="title">{{.Text}}</span><span class="leader"></span><span class="page">{{page .Page}}</span></a></li>
{{end}}</ol>
{{end}}</li>
{{end}}</ol>
</nav>
<main>
{{range .Chapters}}<section class="{{.PageName}}">
<article class="lesson">
<h1 class="chapter-heading" id="{{.Head.ID}}">{{.Heading}}</h1>
{{.Body}}
</article>
</section>
{{end}}</main>
</body>
</html>
`
