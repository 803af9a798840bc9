package sanitize

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"html"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
	xhtml "golang.org/x/net/html"

	"coursesite/prose"
)

// A Removal is what the policy took out of a page's raw HTML, at Off, a
// byte offset in the markdown it was read from: What says it
// ("<script> and its content", "onerror=\"alert(1)\" of <img>").
type Removal struct {
	Off  int
	What string
}

// Apply passes the author's raw HTML in doc, the markdown src as goldmark
// parsed it, through the policy, in place: each HTML block and each
// inline tag the policy changes is replaced by what it keeps of it, and a
// link or an image (markdown's or an autolink) to a URL that is not safe
// (SafeURL) loses its URL. engine are the spans of src the engine wrote
// (prose.Text.ExecuteSpans, in order): they pass untouched, inside an
// HTML block of the author's too. HTML the policy passes whole stays
// byte for byte as written. Apply returns what it removed, in order.
func Apply(doc ast.Node, src []byte, engine []prose.Span) []Removal {
	sum := sha256.Sum256(src)
	a := applier{src: src, engine: engine, open: map[ast.Node][]openTag{}, nonce: "engine" + hex.EncodeToString(sum[:8])}
	var nodes []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			switch n.(type) {
			case *ast.HTMLBlock, *ast.RawHTML, *ast.Link, *ast.Image, *ast.AutoLink:
				nodes = append(nodes, n)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, n := range nodes {
		a.node(n)
	}
	return a.removed
}

// An applier sanitizes one page.
type applier struct {
	src     []byte
	engine  []prose.Span
	open    map[ast.Node][]openTag // the author's inline elements open in each block
	removed []Removal
	// nonce makes the marks that stand for the engine's bytes while the
	// policy reads the author's: letters and digits, which pass the policy
	// unchanged in text, attribute values and URLs alike, and which no
	// author types, being a hash of the page.
	nonce string
}

// An openTag is an inline element the author opened, and whether the
// policy dropped its start tag (its end tag goes with it).
type openTag struct {
	name    string
	dropped bool
}

func (a *applier) node(n ast.Node) {
	switch n := n.(type) {
	case *ast.HTMLBlock:
		segs := n.Lines().Sliced(0, n.Lines().Len())
		if n.HasClosure() {
			segs = append(segs, n.ClosureLine)
		}
		if out, ok := a.clean(segs, ""); ok {
			replace(n, &Block{HTML: out})
		}
	case *ast.RawHTML:
		segs := n.Segments.Sliced(0, n.Segments.Len())
		block := blockOf(n)
		name, end := a.tagName(segs)
		if end {
			stack := a.open[block]
			for i := len(stack) - 1; i >= 0; i-- {
				if stack[i].name == name {
					a.open[block] = append(stack[:i:i], stack[i+1:]...)
					if stack[i].dropped {
						replace(n, &Inline{}) // said with its start tag
						return
					}
					break
				}
			}
		}
		out, changed := a.clean(segs, name)
		if name != "" && !end && !void[name] {
			a.open[block] = append(a.open[block], openTag{name, changed && !strings.HasPrefix(out, "<"+name)})
		}
		if changed {
			replace(n, &Inline{HTML: out})
		}
	case *ast.Link:
		if !SafeURL(string(n.Destination)) {
			a.unsafeURL(n, n.Destination)
			n.Destination = nil
		}
	case *ast.Image:
		if !SafeURL(string(n.Destination)) {
			a.unsafeURL(n, n.Destination)
			n.Destination = nil
		}
	case *ast.AutoLink:
		if u := n.URL(a.src); n.AutoLinkType == ast.AutoLinkURL && !SafeURL(string(u)) {
			a.unsafeURL(n, u)
			replace(n, &Inline{HTML: html.EscapeString(string(n.Label(a.src)))})
		}
	}
}

// unsafeURL records the URL of link n that goes.
func (a *applier) unsafeURL(n ast.Node, u []byte) {
	off := 0
	if b := blockOf(n); b != nil && b.Lines().Len() > 0 {
		off = b.Lines().At(0).Start
	}
	if len(u) > 0 {
		if i := bytes.Index(a.src[off:], u); i >= 0 {
			off += i
		}
	}
	v := []rune(string(u))
	if len(v) > 40 {
		v = append(v[:40], '…')
	}
	a.removed = append(a.removed, Removal{off, "the link to " + strconv.Quote(string(v)) +
		" (a link or an image goes to a page of the site, or to an http, https or mailto URL)"})
}

// clean passes the HTML in segs through the policy, the engine's bytes
// among them kept aside, and returns what to publish in their place, and
// whether that is not what they hold. tag is the tag's name, for an
// inline tag.
func (a *applier) clean(segs []text.Segment, tag string) (string, bool) {
	var b strings.Builder
	var back []int // for each byte of b, its offset in src
	var kept []string
	author := false
	for _, s := range segs {
		for off := s.Start; off < s.Stop; {
			if e, ok := a.engineAt(off); ok {
				end := min(e.End, s.Stop)
				mark := a.nonce + "x" + strconv.Itoa(len(kept)) + "x"
				kept = append(kept, string(a.src[off:end]))
				for range len(mark) {
					back = append(back, off)
				}
				b.WriteString(mark)
				off = end
				continue
			}
			author = true
			b.WriteByte(a.src[off])
			back = append(back, off)
			off++
		}
	}
	if !author {
		return "", false
	}
	h := b.String()
	out, rms := clean(h)
	if rms == nil {
		return "", false
	}
	for _, r := range rms {
		off := 0
		if r.off < len(back) {
			off = back[r.off]
		} else if len(segs) > 0 {
			off = segs[0].Start
		}
		a.removed = append(a.removed, Removal{off, r.what})
	}
	for i, k := range kept {
		out = strings.Replace(out, a.nonce+"x"+strconv.Itoa(i)+"x", k, 1)
	}
	return out, true
}

// engineAt returns the span of the engine's bytes that off stands in.
func (a *applier) engineAt(off int) (prose.Span, bool) {
	lo, hi := 0, len(a.engine)
	for lo < hi {
		m := (lo + hi) / 2
		switch e := a.engine[m]; {
		case off < e.Start:
			hi = m
		case off >= e.End:
			lo = m + 1
		default:
			return e, true
		}
	}
	return prose.Span{}, false
}

// tagName returns the name of the tag an inline raw HTML node holds, and
// whether it is an end tag; "" for a comment or a declaration.
func (a *applier) tagName(segs []text.Segment) (string, bool) {
	if len(segs) == 0 {
		return "", false
	}
	if _, ok := a.engineAt(segs[0].Start); ok {
		return "", false
	}
	t := tokens(string(a.src[segs[0].Start:segs[0].Stop]))
	if len(t) == 0 {
		return "", false
	}
	switch t[0].typ {
	case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
		return t[0].data, false
	case xhtml.EndTagToken:
		return t[0].data, true
	}
	return "", false
}

// void are the elements that have no end tag.
var void = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// blockOf returns the block n stands in.
func blockOf(n ast.Node) ast.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Type() == ast.TypeBlock {
			return p
		}
	}
	return nil
}

// replace puts node by in n's place.
func replace(n, by ast.Node) {
	if p := n.Parent(); p != nil {
		p.ReplaceChild(p, n, by)
	}
}

// KindBlock and KindInline are the kinds of the nodes Apply puts in the
// place of raw HTML it changed.
var (
	KindBlock  = ast.NewNodeKind("SanitizedHTMLBlock")
	KindInline = ast.NewNodeKind("SanitizedHTML")
)

// A Block is an HTML block as the policy keeps it.
type Block struct {
	ast.BaseBlock
	HTML string
}

// Kind implements ast.Node.
func (n *Block) Kind() ast.NodeKind { return KindBlock }

// IsRaw implements ast.Node: a block of HTML has no markdown.
func (n *Block) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *Block) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"HTML": n.HTML}, nil)
}

// An Inline is an inline tag as the policy keeps it ("" when it goes).
type Inline struct {
	ast.BaseInline
	HTML string
}

// Kind implements ast.Node.
func (n *Inline) Kind() ast.NodeKind { return KindInline }

// Dump implements ast.Node.
func (n *Inline) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"HTML": n.HTML}, nil)
}

// Renderer renders the nodes Apply puts in place, for goldmark's
// renderer.WithNodeRenderers.
func Renderer() util.PrioritizedValue { return util.Prioritized(nodeRenderer{}, 100) }

type nodeRenderer struct{}

// RegisterFuncs implements renderer.NodeRenderer.
func (nodeRenderer) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(KindBlock, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(n.(*Block).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
	r.Register(KindInline, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(n.(*Inline).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
}
