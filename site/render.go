package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"slices"

	"coursesite/charts"
	"coursesite/glossary"
	"coursesite/lesson"
	"coursesite/markdown"
	"coursesite/sanitize"
	"coursesite/terms"
)

// render renders a page's reading — the pipeline's fourth stage: its
// charts drawn, its markdown rendered to HTML with its math and its
// blocks in place, its table of contents, and for a page with the
// reader's controls, its answers to a first move (sweep). Pages whose
// charts, or markdown and blocks, are another's (sh) share their
// rendering.
func (s *Site) render(ctx context.Context, f *File, o Opened, r *Reading, sh *shared) (Rendering, error) {
	blocks, options, err := s.drawCharts(ctx, f, r, sh)
	if err != nil {
		return Rendering{}, err
	}
	body, toc, err := sh.body(f, r, blocks, func() (string, []Heading, error) { return s.renderMarkdown(ctx, f, r, blocks, sh) })
	if err != nil {
		return Rendering{}, err
	}
	sweeps, err := s.sweep(ctx, f, o, r)
	if err != nil {
		return Rendering{}, err
	}
	return Rendering{HTML: template.HTML(body), TOC: toc, ChartOptions: options, Sweeps: sweeps}, nil
}

// drawCharts draws the page's charts at build time (Assets.DrawCharts:
// every size, every chart, in one go) and returns the page's blocks with
// each chart's figure in its own, and the options the runtime draws them
// with (charts.OptionsFile), to be published beside the page.
func (s *Site) drawCharts(ctx context.Context, f *File, r *Reading, sh *shared) ([]Block, []byte, error) {
	if len(r.charts) == 0 {
		return r.Blocks, nil, nil
	}
	d, err := sh.drawn(r.charts, func() (drawnCharts, error) { return s.draw(ctx, f, r) })
	if err != nil {
		return nil, nil, err
	}
	blocks := slices.Clone(r.Blocks)
	for i, c := range r.charts {
		blocks[c.block].HTML = d.html[i]
	}
	return blocks, d.options, nil
}

// drawnCharts are a page's charts drawn: each one's figure, in the page's
// order, and their options file.
type drawnCharts struct {
	html    []string
	options []byte
}

// draw draws the page's charts (drawCharts).
func (s *Site) draw(ctx context.Context, f *File, r *Reading) (drawnCharts, error) {
	var reqs []charts.Request
	for _, c := range r.charts {
		reqs = append(reqs, charts.Requests(c.option, c.tall)...)
	}
	svgs, err := s.assets.DrawCharts(ctx, reqs)
	if err != nil {
		return drawnCharts{}, fmt.Errorf("%s: %w", f.Src, err)
	}
	if svgs != nil && len(svgs) != len(reqs) {
		return drawnCharts{}, fmt.Errorf("%s: %d drawings of %d charts' %d sizes", f.Src, len(svgs), len(r.charts), len(reqs))
	}
	names, options := make([]string, len(r.charts)), make([][]byte, len(r.charts))
	for i, c := range r.charts {
		names[i], options[i] = c.chart.Name, c.entry
	}
	d := drawnCharts{html: make([]string, len(r.charts))}
	for i, c := range r.charts {
		var drawn [][]byte
		if svgs != nil {
			drawn, svgs = svgs[:len(charts.Layouts)], svgs[len(charts.Layouts):]
		}
		h, err := charts.Render(c.chart.Name, c.option, c.tall, c.chart.Caption, c.chart.Description, drawn...)
		if err != nil {
			return drawnCharts{}, r.Blocks[c.block].At.Errorf("%v", err)
		}
		d.html[i] = h
	}
	d.options = charts.OptionsFile(names, options)
	return d, nil
}

// A pageChart is a chart of the page, waiting for its drawings: its block,
// the chart with its words, its options (encoded once: the drawings, the
// figure's tables read them) and its entry in the page's options file
// (charts.SpecJSON: the option and its bindings).
type pageChart struct {
	block  int
	chart  *lesson.Chart
	option []byte
	entry  []byte
	tall   bool
}

// renderMarkdown renders the page's markdown to HTML: it renders its math,
// marks its terms' first uses (sh's: package glossary), collects the
// table of contents and puts the HTML blocks in place.
func (s *Site) renderMarkdown(ctx context.Context, f *File, r *Reading, blocks []Block, sh *shared) (string, []Heading, error) {
	doc := markdown.Parse(r.Markdown)

	// The author's raw HTML and links pass the policy; the engine's
	// markup, which the actions printed, passes untouched. The check
	// reports what goes (sanitize.Report).
	sanitize.Apply(doc, r.Markdown, r.printed)
	var marked []*terms.Term
	if sh != nil {
		marked = glossary.Mark(doc, r.Markdown, sh.terms, f.folder(), f.Root()+glossary.Path)
	}

	maths, toc := markdown.Outline(doc, r.Markdown, 2)
	if len(maths) > 0 {
		items := make([]markdown.TeX, len(maths))
		for i, m := range maths {
			items[i] = markdown.TeX{TeX: m.TeX, Display: m.Display}
		}
		out, err := s.assets.RenderMath(ctx, items)
		if err != nil {
			var me *markdown.MathError
			if errors.As(err, &me) {
				return "", nil, f.mathError(me.TeX, me.Error())
			}
			return "", nil, fmt.Errorf("%s: %v", f.Src, err)
		}
		for i, m := range maths {
			m.MathML = out[i]
		}
	}
	var b bytes.Buffer
	if err := markdown.Render(&b, r.Markdown, doc); err != nil {
		return "", nil, fmt.Errorf("%s: %v", f.Src, err)
	}
	b.WriteString(glossary.Definitions(marked, f.folder()))
	body, err := placeBlocks(b.String(), blocks)
	return body, toc, err
}

// placeBlocks replaces each block's placeholder (pageRun.block) with its
// HTML (markdown.PlaceBlocks). A block must be a paragraph of its own;
// inside a sentence it would break the HTML: that is an error at the
// block's action.
func placeBlocks(body string, blocks []Block) (string, error) {
	kinds, html := make([]string, len(blocks)), make([]string, len(blocks))
	for i, b := range blocks {
		kinds[i], html[i] = b.Fn, b.HTML
	}
	out, misplaced := markdown.PlaceBlocks(body, kinds, html)
	var errs []error
	for _, i := range misplaced {
		errs = append(errs, blocks[i].At.Errorf("%s must stand on a line of its own, with blank lines around it", blocks[i].Fn))
	}
	if len(errs) > 0 {
		return "", joined(errs)
	}
	return out, nil
}

// mathError places an error KaTeX found in a formula: at the formula's
// first place in the page's source, the only place the rendered markdown
// leads back to (line 1 if the template wrote it).
func (f *File) mathError(tex, msg string) error {
	off := bytes.Index(f.Source, []byte(tex))
	if off < 0 {
		off = 0
	}
	return f.file().At(off, "%s", msg)
}
