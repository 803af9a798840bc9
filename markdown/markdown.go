// Package markdown is the course's markdown: CommonMark with tables, with
// $…$ math (Math, rendered to MathML by whoever renders the page), raw
// HTML passed through package sanitize's renderer (the prose's functions
// write <data> and <span> elements, which tagParser reads fast), and
// headings anchored by what they read, the Turkish way (Slug). Typographic
// quotes are off: Turkish text is typed with its own marks.
//
// The build renders a page's markdown with it, and the check reads the
// same markdown with the same parser (Parser), tables, math and raw HTML
// included.
package markdown

import (
	"io"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"coursesite/sanitize"
)

// newDialect holds all of the course's goldmark setup: goldmarkDialect,
// with tagParser reading the tags that stand on one line.
func newDialect() goldmark.Markdown {
	md := goldmarkDialect()
	md.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(tagParser{}, 350)))
	return md
}

// goldmarkDialect is newDialect without tagParser: what it must give the
// same pages as.
func goldmarkDialect() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(extension.Table, mathExtension{}, markupExtension{}),
		goldmark.WithParserOptions(parser.WithAutoHeadingID()),
		goldmark.WithRendererOptions(html.WithUnsafe(), renderer.WithNodeRenderers(sanitize.Renderer())),
	)
}

var dialect = newDialect()

// Parser returns the parser pages' markdown is read with.
func Parser() parser.Parser { return dialect.Parser() }

// Parse reads a page's markdown, giving its headings their anchors (Slug,
// a second heading of the same words numbered: kalan-pay-1).
func Parse(src []byte) ast.Node {
	pc := parser.NewContext(parser.WithIDs(newTurkishIDs()))
	return dialect.Parser().Parse(text.NewReader(src), parser.WithContext(pc))
}

// Render writes the HTML of doc, read from src by Parse, each Math node
// as the MathML it was given.
func Render(w io.Writer, src []byte, doc ast.Node) error {
	return dialect.Renderer().Render(w, src, doc)
}

// PlainText returns the text of a node of src, without markup; numerals
// written by the model keep their text and lose their <data> tags.
func PlainText(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// Outline returns what a page's parsed markdown doc, of src, holds that
// is rendered apart from it: its formulas, in order (their MathML is set
// before Render), and its headings of level, with their IDs, for its
// table of contents.
func Outline(doc ast.Node, src []byte, level int) (maths []*Math, toc []Heading) {
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *Math:
			maths = append(maths, n)
		case *ast.Heading:
			if n.Level == level {
				id, _ := n.AttributeString("id")
				b, _ := id.([]byte)
				toc = append(toc, Heading{ID: string(b), Text: PlainText(n, src), Level: n.Level})
			}
		}
		return ast.WalkContinue, nil
	})
	return maths, toc
}
