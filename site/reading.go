package site

import (
	"html"
	"maps"
	"path"
	"slices"
	"strings"

	"coursesite/charts"
	"coursesite/highlight"
	"coursesite/internal/lessonfs"
	"coursesite/internal/reserved"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/markdown"
	"coursesite/model"
	"coursesite/numbering"
	"coursesite/place"
	"coursesite/prose"
	"coursesite/relation"
	"coursesite/tables"
)

// read executes a page's text on its opened lesson — the pipeline's third
// stage — and returns what it read: the markdown it writes, with its
// actions, calls, claims and blocks, and the reader's controls. lessons
// are the site's, by folder name, for ders; sh what the build's pages
// share (nil: nothing). Every problem the run found (unknown figures,
// claims that do not hold) comes back at once, in the page's order.
func (s *Site) read(f *File, o Opened, lessons map[string]*Page, sh *shared) (Reading, error) {
	if o.ParamData != nil {
		name := path.Clean(f.Meta.Params)
		if why := reservedFile(f.URL+name, lessons); why != "" {
			return Reading{}, f.fieldError("parametreler", "parametreler: %s cannot be the parameter file's name: %s; rename the file", name, why)
		}
	}
	p := &pageRun{site: s, file: f, opened: o, state: o.State, pages: lessons, run: &prose.Run{}, shared: sh}
	if o.State != nil {
		// The controls' words are written first, on the run the text
		// writes on: the check judges them with the text.
		p.run = o.State.Run()
		controls, err := o.State.Controls(p.run)
		if err != nil {
			return Reading{}, f.fieldError("model", "%v", err)
		}
		p.reading.Controls = controls
	}
	p.reading.text = len(p.run.Calls)
	md, err := p.execute()
	if err != nil {
		return Reading{}, err
	}
	p.reading.Markdown = md
	return p.reading, nil
}

// reservedFile says why a page's file cannot be published at file, a
// path from the site's root, "" when it can (reserved.File); lessons are
// the lessons, by folder name.
func reservedFile(file string, lessons map[string]*Page) string {
	return reserved.File(file, func(folder string) bool { return lessons[folder] != nil })
}

// pageRun is one execution of a page's template.
type pageRun struct {
	site    *Site
	file    *File
	opened  Opened
	state   *lesson.State    // nil without a model
	pages   map[string]*Page // the lessons, by folder name, for ders
	run     *prose.Run
	reading Reading // what the run has read so far
	shared  *shared
	numbers numbering.Numbers // its tables and charts, numbered
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
		"atif":   numbering.Func(&p.numbers),
	}
}

// execute runs the page's template and returns the markdown it writes.
func (p *pageRun) execute() ([]byte, error) {
	x, err := prose.Parse(p.file.file(), 0, string(p.file.Source), prose.Options{Extra: p.funcs()})
	if err != nil {
		return nil, err
	}
	p.reading.Actions, p.numbers = x.Actions(), numbering.Scan(x.Actions())
	if p.state != nil {
		// The relations the prose states are claims too (package relation).
		opt := relation.Options{Tolerance: p.file.Meta.Tolerance}
		relation.Add(x, p.shared.relations(p.file.Source, p.state.Lesson.Model, p.opened, opt, func() *relation.Reading {
			return relation.Read(p.file.Source, x.Actions(), p.state.Figures, opt)
		}))
	}
	md, printed, err := x.ExecuteSpans(p.run)
	p.reading.Claims, p.reading.Calls, p.reading.printed = p.run.Claims, p.run.Calls, printed
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
// from is where in the run's calls the block's words started.
func (p *pageRun) block(at place.Pos, fn, name, html string, from int) string {
	p.reading.Blocks = append(p.reading.Blocks, Block{Fn: fn, Name: name, HTML: html, At: at, Calls: [2]int{from, len(p.run.Calls)}})
	return markdown.Placeholder(fn, len(p.reading.Blocks)-1)
}

// table writes {{ tablo "name" }}.
func (p *pageRun) table(at place.Pos, name string) (string, error) {
	if p.state == nil {
		return "", at.Errorf("tablo %q: this page has no model", name)
	}
	from := len(p.run.Calls)
	h, err := p.state.Table(p.run, name, p.numbers.LabelAt(at))
	if err != nil {
		return "", placed(at, err)
	}
	return p.block(at, "tablo", name, h, from), nil
}

// chart writes {{ grafik "name" }}: the chart its declaration
// (charts.Declare) draws with the model's data and the lesson's words. Its
// figure is made once the page's charts are drawn (drawCharts), all at
// once.
func (p *pageRun) chart(at place.Pos, name string) (string, error) {
	st := p.state
	if st == nil {
		return "", at.Errorf("grafik %q: this page has no model", name)
	}
	from := len(p.run.Calls)
	c, err := st.Chart(p.run, name)
	if err != nil {
		return "", placed(at, err)
	}
	e, err := p.shared.chartEntry(st.Lesson.Model, name, p.opened, c.Words, func(words model.Words) (*charts.Entry, error) {
		return charts.BuildEntry(st.Lesson.Model, name, c.Data, words)
	})
	if err != nil {
		return "", at.Errorf("grafik %q: %v", name, err)
	}
	if err := c.Err(); err != nil {
		return "", placed(at, err)
	}
	c.Caption = tables.Labeled(p.numbers.LabelAt(at), c.Caption)
	pc := pageChart{block: len(p.reading.Blocks), chart: c, option: e.Option, entry: e.Spec, tall: e.Tall}
	p.reading.charts = append(p.reading.charts, pc)
	return p.block(at, "grafik", name, "", from), nil
}

// code writes {{ kod "file" }}: a source file of the lesson's folder,
// highlighted.
func (p *pageRun) code(at place.Pos, name string) (string, error) {
	file, src, err := lessonfs.ReadText(p.site.fsys, p.file.Dir(), name)
	if err != nil {
		return "", at.Errorf("kod: %v", err)
	}
	if why := reservedFile(p.file.URL+path.Clean(name), p.pages); why != "" {
		return "", at.Errorf("kod: %s cannot be a listing's name: %s; rename the file", path.Clean(name), why)
	}
	h, err := highlight.Listing(name, file, src)
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	p.reading.Listings = append(p.reading.Listings, Listing{File: path.Clean(name), At: at, Data: src})
	return p.block(at, "kod", path.Clean(name), h, len(p.run.Calls)), nil
}

// lessonLink writes {{ ders "folder" }}: the relative link from this page
// to the lesson in content/folder/.
func (p *pageRun) lessonLink(at place.Pos, name string) (string, error) {
	p.reading.namedLessons = true
	l, ok := p.pages[name]
	if !ok {
		return "", at.Errorf("ders %q: no such lesson (lessons: %s)", name, strings.Join(slices.Sorted(maps.Keys(p.pages)), ", "))
	}
	return html.EscapeString(p.file.Root() + l.URL), nil
}

// placed returns err at the call at, unless it says its own place (an
// error inside a word of the labels file).
func placed(at place.Pos, err error) error {
	if hasPlace(err) {
		return err
	}
	return at.Errorf("%v", err)
}

// Refs returns what the page shows that the model computes, in the page's
// order, as its loader finds it there (live.Refs): the numerals and
// conditions of its text outside its tables and charts, every claim of
// its text and its blocks' words, and the names of its tables and charts.
// Its controls' words are in the panel, as plain text: none of them. The
// answers ahead are computed for these (livebuild.Sweeps); livebuild.ReadRefs,
// which reads them back from the page's HTML, is the tests' oracle of
// this.
func (r *Reading) Refs() live.Refs {
	var refs live.Refs
	whole := make([]bool, len(r.Calls)) // a call of a table's or a chart's words
	for _, b := range r.Blocks {
		for i := b.Calls[0]; i < b.Calls[1]; i++ {
			whole[i] = true
		}
		switch b.Fn {
		case "tablo":
			refs.Tables = append(refs.Tables, b.Name)
		case "grafik":
			refs.Charts = append(refs.Charts, b.Name)
		}
	}
	for i := r.text; i < len(r.Calls); i++ {
		c := r.Calls[i]
		switch {
		case c.Kind == prose.ClaimCall:
			refs.Claims = append(refs.Claims, live.ClaimRef{Text: c.Text, Expr: c.Expr})
		case whole[i]:
		case c.Kind == prose.NumeralCall:
			refs.Numerals = append(refs.Numerals, live.NumeralRef{Name: c.Figure, Form: c.Spec.Format(), Suffixes: strings.Join(c.Spec.Suffixes, "+"), Upper: c.Spec.Upper})
		case c.Kind == prose.ConditionCall && !slices.Contains(refs.Conditions, c.Expr):
			refs.Conditions = append(refs.Conditions, c.Expr)
		}
	}
	return refs
}
