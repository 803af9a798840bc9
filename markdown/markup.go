package markdown

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// Markup is markup the engine puts into a parsed page, around what the
// author wrote (package glossary opens a <dfn> before a term's first use
// and closes it after): written as it is, where the author's raw HTML
// passes the sanitizer. It has no children; the text it wraps stays the
// author's, escaped as every text is.
type Markup struct {
	ast.BaseInline
	HTML string
}

// KindMarkup is the kind of a Markup node.
var KindMarkup = ast.NewNodeKind("Markup")

// Kind returns KindMarkup.
func (n *Markup) Kind() ast.NodeKind { return KindMarkup }

// Dump writes the node for goldmark's debugging.
func (n *Markup) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"HTML": n.HTML}, nil)
}

// markupExtension renders Markup nodes.
type markupExtension struct{}

func (markupExtension) Extend(m goldmark.Markdown) {
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(markupExtension{}, 150)))
}

func (markupExtension) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindMarkup, func(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(node.(*Markup).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
}
