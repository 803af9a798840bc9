package check

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	gtext "github.com/yuin/goldmark/text"

	"coursesite/site"
)

// proseTexts reads a page's markdown (its template source with every action
// masked by filler) as the site reads it, and returns its prose: one text
// per paragraph, heading, table cell and HTML block. Code blocks, code
// spans, math and HTML tags are left out.
func proseTexts(masked []byte) []*text {
	doc := site.MarkdownParser().Parse(gtext.NewReader(masked))
	var out []*text
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Paragraph, *ast.Heading, *ast.TextBlock, *east.TableCell:
			t := &text{}
			inlineText(t, n, masked)
			out = append(out, t)
			return ast.WalkSkipChildren, nil
		case *ast.HTMLBlock:
			if t := htmlBlockText(n, masked); t != nil {
				out = append(out, t)
			}
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return out
}

// inlineText appends the prose of n's inline children to t.
func inlineText(t *text, n ast.Node, src []byte) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			t.add(src, c.Segment.Start, c.Segment.Stop)
			if c.SoftLineBreak() || c.HardLineBreak() {
				t.insert('\n')
			}
		case *ast.CodeSpan, *site.Math, *ast.AutoLink, *ast.String:
			t.insert(separator)
		case *ast.RawHTML:
			// A tag vanishes, as emphasis markers do; the text around it
			// stays.
		default:
			inlineText(t, c, src)
		}
	}
}

// htmlBlockText returns the text between the tags of an HTML block written
// in the markdown; comments, and the raw blocks (script, pre, style,
// textarea), are left out.
func htmlBlockText(n *ast.HTMLBlock, src []byte) *text {
	if n.HTMLBlockType != ast.HTMLBlockType6 && n.HTMLBlockType != ast.HTMLBlockType7 {
		return nil
	}
	t := &text{}
	inTag, inComment := false, false
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		start := seg.Start
		for j := seg.Start; j < seg.Stop; j++ {
			switch {
			case inComment:
				if j >= seg.Start+2 && string(src[j-2:j+1]) == "-->" {
					inComment = false
					start = j + 1
				}
			case inTag:
				if src[j] == '>' {
					inTag = false
					start = j + 1
				}
			case src[j] == '<':
				t.add(src, start, j)
				t.insert(separator)
				inTag = true
				if j+4 <= seg.Stop && string(src[j:j+4]) == "<!--" {
					inTag, inComment = false, true
					j += 3
				}
			}
		}
		if !inTag && !inComment {
			t.add(src, start, seg.Stop)
		}
	}
	return t
}
