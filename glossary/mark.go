// Package glossary puts the course's terms (package terms) on its pages:
// it marks each term's first use on a page as its defining instance, a
// <dfn> linked to the glossary, described by the term's definition, and
// it writes the glossary page, which lists every term with its
// definitions, its English word and the lessons that use it. The book
// (package book) prints the same page as its appendix.
//
// The definitions stay out of the sentences' text: a page carries those of
// the terms it marks in one hidden list after its body (Definitions),
// which a screen reader reads as the term's description and the search
// and the page's readers of its sentences leave out; the page's script
// (templates/terms.js) shows a definition beside its term on hover, tap
// and keyboard focus. Without it, the term is a link to its glossary
// entry.
package glossary

import (
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"coursesite/markdown"
	"coursesite/terms"
)

// Path is where the glossary page is published, from the site's root.
const Path = "terimler/"

// Anchor returns the id of term's entry on the glossary page.
func Anchor(t *terms.Term) string { return t.ID }

// definitionID is the id of term's definition on a page that marks it.
func definitionID(t *terms.Term) string { return "term-definition-" + t.ID }

// Mark marks in doc, a page's markdown parsed from src, the first use of
// each term in its prose — a paragraph's, a list item's, a table cell's
// or a quote's text, not a heading, a link, code or math — as the page
// of lesson (its folder's name, "" for the index) writes it: the term's
// own word, in the sense the lesson means. glossary is the glossary page's
// path from the page ("../terimler/"). It returns the terms it marked, in
// the page's order.
func Mark(doc ast.Node, src []byte, t *terms.Terms, lesson, glossary string) []*terms.Term {
	if t == nil {
		return nil
	}
	var texts []*ast.Text
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindHeading, ast.KindLink, ast.KindAutoLink, ast.KindImage, ast.KindCodeSpan,
			ast.KindCodeBlock, ast.KindFencedCodeBlock, ast.KindHTMLBlock, ast.KindRawHTML, markdown.KindMath:
			return ast.WalkSkipChildren, nil
		case ast.KindText:
			texts = append(texts, n.(*ast.Text))
		}
		return ast.WalkContinue, nil
	})
	marked := map[*terms.Term]bool{}
	var out []*terms.Term
	for _, n := range texts {
		for n != nil {
			u, ok := firstUnmarked(t.Find(n.Segment.Value(src), lesson), marked)
			if !ok {
				break
			}
			marked[u.Term] = true
			out = append(out, u.Term)
			n = wrap(n, u.Start, u.End,
				markPrefix+u.Term.ID+`"><a href="`+html.EscapeString(glossary)+`#`+Anchor(u.Term)+`" aria-describedby="`+definitionID(u.Term)+`">`,
				`</a></dfn>`)
		}
	}
	return out
}

// firstUnmarked returns the first of uses that writes a term not yet
// marked, as the course writes it: its own word, in a sense the page
// means.
func firstUnmarked(uses []terms.Use, marked map[*terms.Term]bool) (terms.Use, bool) {
	for _, u := range uses {
		if u.Form == "" && u.Avoided == "" && u.Sense != nil && !marked[u.Term] {
			return u, true
		}
	}
	return terms.Use{}, false
}

// wrap puts bytes [a, b) of text node n between the markup open and
// close, and returns the node of the text after them (nil: none).
func wrap(n *ast.Text, a, b int, open, close string) *ast.Text {
	parent := n.Parent()
	seg := n.Segment
	piece := func(from, to int) *ast.Text {
		p := ast.NewTextSegment(text.NewSegment(seg.Start+from, seg.Start+to))
		p.SetRaw(n.IsRaw())
		return p
	}
	var at ast.Node = n
	if a > 0 {
		before := piece(0, a)
		parent.InsertBefore(parent, n, before)
	}
	nodes := []ast.Node{&markdown.Markup{HTML: open}, piece(a, b), &markdown.Markup{HTML: close}}
	// The text after the mark, and the line's break, which goes after the
	// markup, where the text ended (an empty text when the mark ends it).
	var after *ast.Text
	if b < seg.Len() || n.SoftLineBreak() || n.HardLineBreak() {
		after = piece(b, seg.Len())
		after.SetSoftLineBreak(n.SoftLineBreak())
		after.SetHardLineBreak(n.HardLineBreak())
		nodes = append(nodes, after)
	}
	for _, x := range nodes {
		parent.InsertBefore(parent, at, x)
	}
	parent.RemoveChild(parent, at)
	return after
}

// Definitions returns the hidden list of the definitions of the terms a
// page marked (Mark), in the sense lesson means: what each mark's
// aria-describedby names and the page's script shows. "" for none.
func Definitions(marked []*terms.Term, lesson string) string {
	if len(marked) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("<div class=\"term-definitions\" hidden data-pagefind-ignore>\n")
	for _, t := range marked {
		s := t.SenseIn(lesson)
		b.WriteString(`<p id="` + definitionID(t) + `">` + html.EscapeString(s.Definition))
		if s.English != "" {
			b.WriteString(` <span lang="en">(` + html.EscapeString(s.English) + `)</span>`)
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</div>\n")
	return b.String()
}
