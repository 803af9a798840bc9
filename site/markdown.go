package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"coursesite/markdown"
	"coursesite/sanitize"
)

// renderMarkdown renders the page's markdown to HTML: it renders its math,
// collects the table of contents and puts the HTML blocks in place.
func (s *Site) renderMarkdown(ctx context.Context, p *Page) error {
	doc := markdown.Parse(p.Markdown)

	// The author's raw HTML and links pass the policy; the engine's
	// markup, which the actions printed, passes untouched. The check
	// reports what goes (sanitize.Report).
	sanitize.Apply(doc, p.Markdown, p.printed)

	var maths []*markdown.Math
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *markdown.Math:
			maths = append(maths, n)
		case *ast.Heading:
			if n.Level == 2 {
				id, _ := n.AttributeString("id")
				p.TOC = append(p.TOC, Heading{ID: string(id.([]byte)), Text: markdown.PlainText(n, p.Markdown), Level: n.Level})
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return err
	}
	if len(maths) > 0 {
		items := make([]markdown.TeX, len(maths))
		for i, m := range maths {
			items[i] = markdown.TeX{TeX: m.TeX, Display: m.Display}
		}
		out, err := s.assets.RenderMath(ctx, items)
		if err != nil {
			var me *markdown.MathError
			if errors.As(err, &me) {
				return p.mathError(me.TeX, me.Error())
			}
			return fmt.Errorf("%s: %v", p.Src, err)
		}
		for i, m := range maths {
			m.MathML = out[i]
		}
	}
	var b bytes.Buffer
	if err := markdown.Render(&b, p.Markdown, doc); err != nil {
		return fmt.Errorf("%s: %v", p.Src, err)
	}
	body, err := p.placeBlocks(b.String())
	if err != nil {
		return err
	}
	p.HTML = htmlString(body)
	return nil
}

// placeBlocks replaces each block's placeholder (pageRun.block) with its
// HTML. A block must be a paragraph of its own, which goldmark passes
// through as an HTML block on lines of its own; inside a sentence it would
// break the HTML: that is an error at the block's action. The blocks are
// most of a page's bytes: the page is written once, into a buffer of its
// final size.
func (p *Page) placeBlocks(body string) (string, error) {
	size := len(body)
	for _, b := range p.Blocks {
		size += len(b.HTML)
	}
	var out strings.Builder
	out.Grow(size)
	var errs []error
	for rest := body; ; {
		at, fn, i := nextPlaceholder(rest, len(p.Blocks))
		if at < 0 {
			out.WriteString(rest)
			break
		}
		end := at + len(placeholderText(fn, i))
		start := len(body) - len(rest) + at
		alone := (start == 0 || body[start-1] == '\n') && strings.HasPrefix(rest[end:], "\n")
		if !alone {
			errs = append(errs, p.Blocks[i].At.Errorf("%s must stand on a line of its own, with blank lines around it", fn))
		}
		out.WriteString(rest[:at])
		out.WriteString(p.Blocks[i].HTML)
		rest = rest[end:]
	}
	if len(errs) > 0 {
		return "", joined(errs)
	}
	return out.String(), nil
}

// nextPlaceholder finds the first placeholder in s of a block below n: its
// index in s, the function that kept the block, and the block's number;
// at is -1 when there is none.
func nextPlaceholder(s string, n int) (at int, fn string, i int) {
	for from := 0; ; {
		k := strings.Index(s[from:], "<!--")
		if k < 0 {
			return -1, "", 0
		}
		k += from
		from = k + len("<!--")
		name, rest, ok := strings.Cut(s[from:], " ")
		if !ok || (name != "tablo" && name != "grafik" && name != "kod") {
			continue
		}
		digits, _, ok := strings.Cut(rest, "-->")
		if i, err := strconv.Atoi(digits); ok && err == nil && i >= 0 && i < n && digits == strconv.Itoa(i) {
			return k, name, i
		}
	}
}

// mathError places an error KaTeX found in a formula: at the formula's
// first place in the page's source, the only place the rendered markdown
// leads back to (line 1 if the template wrote it).
func (p *Page) mathError(tex, msg string) error {
	off := bytes.Index(p.Source, []byte(tex))
	if off < 0 {
		off = 0
	}
	return p.file().At(off, "%s", msg)
}
