package check

import (
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"

	"coursesite/markdown"
	"coursesite/numbering"
)

// references finds the ordinals typed by hand in the text of a link to
// one of the page's numbered tables and figures ([İkinci tablo](#table-x))
// that do not say that one's number on the page, each at the link, with
// the action that writes it (package numbering): a table added before it
// would make a right ordinal wrong, the action never is. masked is the
// page's source with its actions masked, doc its markdown; n its numbered
// blocks.
func references(file pageFile, masked []byte, doc ast.Node, n numbering.Numbers) []Finding {
	if len(n) == 0 {
		return nil
	}
	var out []Finding
	ast.Walk(doc, func(node ast.Node, entering bool) (ast.WalkStatus, error) {
		link, ok := node.(*ast.Link)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		dest := string(link.Destination)
		i := -1
		for j, b := range n {
			if b.Target() == dest {
				i = j
				break
			}
		}
		first, ok := link.FirstChild().(*ast.Text)
		if i < 0 || !ok {
			return ast.WalkSkipChildren, nil
		}
		text := markdown.PlainText(link, masked)
		typed, ok := numbering.Read(text)
		if b := n[i]; ok && !typed.Says(b, n) {
			out = append(out, Finding{file.pos(first.Segment.Start), fmt.Sprintf(
				"«%s» links to %s %q, which the page numbers %s (%s): write %s in place of the link, which numbers it as the page does",
				text, b.Kind.Func, b.Name, strings.TrimSuffix(b.Label(), "."), b.Phrase(), numbering.Expression(b, typed.Word))})
		}
		return ast.WalkSkipChildren, nil
	})
	return out
}
