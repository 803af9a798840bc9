package markdown

import (
	"fmt"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// A Math node is TeX between dollar signs, rendered to MathML at build time.
type Math struct {
	ast.BaseInline
	TeX     string
	Display bool   // $$…$$
	MathML  string // filled in before rendering (Render writes it)
	Offset  int    // byte offset of the opening $ in the page's markdown
}

// KindMath is the ast.NodeKind of Math.
var KindMath = ast.NewNodeKind("Math")

// Kind implements ast.Node.
func (n *Math) Kind() ast.NodeKind { return KindMath }

// Dump implements ast.Node.
func (n *Math) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": n.TeX}, nil)
}

// mathParser finds $…$ much as Pandoc does, so that a dollar in Turkish
// prose stays a currency sign: the opening $ must be followed by a non-space
// that is not a digit and must not follow a letter or digit; the closing $
// must follow a non-space and must not be followed by a digit (“$5 ile $10
// arası”, “5$ olur” are no math). A backslash-escaped \$ never opens math.
type mathParser struct{}

func (mathParser) Trigger() []byte { return []byte{'$'} }

func (mathParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	if prev := block.PrecendingCharacter(); unicode.IsLetter(prev) || unicode.IsDigit(prev) {
		return nil
	}
	delim := 1
	if len(line) > 1 && line[1] == '$' {
		delim = 2
	}
	body := line[delim:]
	if len(body) == 0 || util.IsSpace(body[0]) || (body[0] >= '0' && body[0] <= '9') {
		return nil
	}
	for i := 0; i+delim <= len(body); i++ {
		if body[i] == '\\' {
			i++
			continue
		}
		if body[i] != '$' {
			continue
		}
		if delim == 2 && (i+1 >= len(body) || body[i+1] != '$') {
			continue
		}
		if i == 0 {
			// No TeX between the delimiters ($$$$): no math, and no
			// byte before this $ to look at.
			return nil
		}
		if util.IsSpace(body[i-1]) {
			continue
		}
		if end := i + delim; end < len(body) && body[end] >= '0' && body[end] <= '9' {
			continue
		}
		block.Advance(delim + i + delim)
		return &Math{TeX: string(body[:i]), Display: delim == 2, Offset: seg.Start}
	}
	return nil
}

// mathHTMLRenderer writes a Math node's MathML.
type mathHTMLRenderer struct{}

func (mathHTMLRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindMath, func(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(node.(*Math).MathML)
		}
		return ast.WalkSkipChildren, nil
	})
}

// mathExtension adds $…$ math to goldmark.
type mathExtension struct{}

func (mathExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(mathParser{}, 150)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(mathHTMLRenderer{}, 150)))
}

// TeX is a formula of a page, for whatever renders it to MathML: its
// source, and whether it stands as a block of its own (display) or in a
// line.
type TeX struct {
	TeX     string `json:"tex"`
	Display bool   `json:"display"`
}

// MathError is a formula the renderer could not parse; the build places
// it at the formula in the page's source.
type MathError struct {
	TeX string
	Msg string
}

func (e *MathError) Error() string { return fmt.Sprintf("math %q: %s", e.TeX, e.Msg) }
