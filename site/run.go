package site

import (
	"context"
	"fmt"
	"html"
	"path"
	"strconv"
	"strings"

	"coursesite/charts"
	"coursesite/highlight"
	"coursesite/lesson"
	"coursesite/place"
	"coursesite/prose"
)

// pageRun is one execution of a page's template.
type pageRun struct {
	site  *Site
	page  *Page
	pages map[string]*Page // the lessons, by folder name, for ders
	run   *prose.Run
}

// funcs returns the functions only a page's body has, beside the prose's
// standard ones (AUTHORING.md lists them all).
func (p *pageRun) funcs() prose.Funcs {
	// one makes a function of one string argument. What it writes is the
	// engine's (a block's placeholder, a link to a lesson): printed as it
	// is, where a string the author gives is printed escaped.
	one := func(fn, what string, f func(at place.Pos, arg string) (string, error)) prose.Func {
		return func(_ *prose.Run, at place.Pos, args ...any) (any, error) {
			a, err := prose.Strings(at, fn, args, what)
			if err != nil {
				return nil, err
			}
			s, err := f(at, a[0])
			return prose.Markup(s), err
		}
	}
	return prose.Funcs{
		"tablo":  one("tablo", "a table's name", p.table),
		"grafik": one("grafik", "a chart's name", p.chart),
		"kod":    one("kod", "a file of the lesson", p.code),
		"ders":   one("ders", "a lesson's folder", p.lessonLink),
	}
}

// execute runs the page's template and returns the markdown it writes.
// Every problem the run found (unknown figures, claims that do not hold)
// comes back at once, in the page's order.
func (p *pageRun) execute() ([]byte, error) {
	x, err := prose.Parse(p.page.file(), 0, string(p.page.Source), prose.Options{Extra: p.funcs()})
	if err != nil {
		return nil, err
	}
	p.page.Actions = x.Actions()
	md, printed, err := x.ExecuteSpans(p.run)
	p.page.Claims, p.page.Calls, p.page.printed = p.run.Claims, p.run.Calls, printed
	if err != nil {
		return nil, joinProblems(append(p.run.Problems(), err))
	}
	if err := p.run.Err(); err != nil {
		return nil, err
	}
	return []byte(md), nil
}

// joinProblems joins errors, leaving out one that repeats another (an
// action that failed is both a problem and the error that stopped the
// page).
func joinProblems(errs []error) error {
	var out []error
	seen := map[string]bool{}
	for _, e := range errs {
		if e != nil && !seen[e.Error()] {
			seen[e.Error()] = true
			out = append(out, e)
		}
	}
	return joined(out)
}

// block keeps an HTML block aside and returns a placeholder for it: the
// markdown renderer must not see the block's blank lines or indentation.
func (p *pageRun) block(at place.Pos, fn, html string) string {
	p.page.Blocks = append(p.page.Blocks, Block{Fn: fn, HTML: html, At: at})
	return placeholderText(fn, len(p.page.Blocks)-1)
}

// table writes {{ tablo "name" }}.
func (p *pageRun) table(at place.Pos, name string) (string, error) {
	if p.page.State == nil {
		return "", at.Errorf("tablo %q: this page has no model", name)
	}
	h, err := p.page.State.Table(p.run, name)
	if err != nil {
		return "", placed(at, err)
	}
	return p.block(at, "tablo", h), nil
}

// chart writes {{ grafik "name" }}: the chart its declaration
// (charts.Declare) draws with the model's data and the lesson's words. Its
// figure is made once the page's charts are drawn (drawCharts), all at
// once.
func (p *pageRun) chart(at place.Pos, name string) (string, error) {
	st := p.page.State
	if st == nil {
		return "", at.Errorf("grafik %q: this page has no model", name)
	}
	c, err := st.Chart(p.run, name)
	if err != nil {
		return "", placed(at, err)
	}
	e, err := charts.BuildEntry(st.Lesson.Model, name, c.Data, c.Words)
	if err != nil {
		return "", at.Errorf("grafik %q: %v", name, err)
	}
	if err := c.Err(); err != nil {
		return "", placed(at, err)
	}
	pc := pageChart{block: len(p.page.Blocks), chart: c, option: e.Option, entry: e.Spec, tall: e.Tall}
	p.page.charts = append(p.page.charts, pc)
	return p.block(at, "grafik", ""), nil
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

// drawCharts draws the page's charts at build time (Assets.DrawCharts:
// every size, every chart, in one go), puts each figure in its block and
// keeps the options the runtime draws them with (charts.OptionsFile), to
// be published beside the page.
func (s *Site) drawCharts(ctx context.Context, p *Page) error {
	if len(p.charts) == 0 {
		return nil
	}
	var reqs []charts.Request
	for _, c := range p.charts {
		reqs = append(reqs, charts.Requests(c.option, c.tall)...)
	}
	svgs, err := s.assets.DrawCharts(ctx, reqs)
	if err != nil {
		return fmt.Errorf("%s: %w", p.Src, err)
	}
	if svgs != nil && len(svgs) != len(reqs) {
		return fmt.Errorf("%s: %d drawings of %d charts' %d sizes", p.Src, len(svgs), len(p.charts), len(reqs))
	}
	names, options := make([]string, len(p.charts)), make([][]byte, len(p.charts))
	for i, c := range p.charts {
		names[i], options[i] = c.chart.Name, c.entry
	}
	p.chartOptions = charts.OptionsFile(names, options)
	for _, c := range p.charts {
		var drawn [][]byte
		if svgs != nil {
			drawn, svgs = svgs[:len(charts.Layouts)], svgs[len(charts.Layouts):]
		}
		b := &p.Blocks[c.block]
		h, err := charts.Render(c.chart.Name, c.option, c.tall, c.chart.Caption, c.chart.Description, drawn...)
		if err != nil {
			return b.At.Errorf("%v", err)
		}
		b.HTML = h
	}
	return nil
}

// code writes {{ kod "file" }}: a source file of the lesson's folder,
// highlighted.
func (p *pageRun) code(at place.Pos, name string) (string, error) {
	file, src, err := readLesson(p.site.fsys, p.page.Dir(), name)
	if err != nil {
		return "", at.Errorf("kod: %v", err)
	}
	if why := reservedFile(p.page.URL+path.Clean(name), p.pages); why != "" {
		return "", at.Errorf("kod: %s cannot be a listing's name: %s; rename the file", path.Clean(name), why)
	}
	h, err := highlight.Listing(name, file, src)
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	p.page.Listings = append(p.page.Listings, Listing{File: path.Clean(name), At: at, Data: src})
	return p.block(at, "kod", h), nil
}

// lessonLink writes {{ ders "folder" }}: the relative link from this page
// to the lesson in content/folder/.
func (p *pageRun) lessonLink(at place.Pos, name string) (string, error) {
	p.page.namedLessons = true
	l, ok := p.pages[name]
	if !ok {
		var names []string
		for n := range p.pages {
			names = append(names, n)
		}
		return "", at.Errorf("ders %q: no such lesson (lessons: %s)", name, strings.Join(sorted(names), ", "))
	}
	return html.EscapeString(p.page.Root() + l.URL), nil
}

// placed returns err at the call at, unless it says its own place (an
// error inside a word of the labels file).
func placed(at place.Pos, err error) error {
	if hasPlace(err) {
		return err
	}
	return at.Errorf("%v", err)
}

// placeholderText is the placeholder of block i, kept by template function
// fn.
func placeholderText(fn string, i int) string { return "<!--" + fn + " " + strconv.Itoa(i) + "-->" }
