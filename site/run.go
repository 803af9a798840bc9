package site

import (
	"path"
	"strconv"
	"strings"

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
	// one makes a function of one string argument.
	one := func(fn, what string, f func(at prose.Pos, arg string) (string, error)) prose.Func {
		return func(_ *prose.Run, at prose.Pos, args ...any) (any, error) {
			a, err := prose.Strings(at, fn, args, what)
			if err != nil {
				return nil, err
			}
			return f(at, a[0])
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
	md, err := x.Execute(p.run)
	p.page.Claims = p.run.Claims
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
func (p *pageRun) block(at prose.Pos, fn, html string) string {
	p.page.Blocks = append(p.page.Blocks, Block{Fn: fn, HTML: html, At: at})
	return placeholderText(fn, len(p.page.Blocks)-1)
}

// table writes {{ tablo "name" }}.
func (p *pageRun) table(at prose.Pos, name string) (string, error) {
	if p.page.State == nil {
		return "", at.Errorf("tablo %q: this page has no model", name)
	}
	h, err := p.page.State.Table(p.run, name)
	if err != nil {
		return "", placed(at, err)
	}
	return p.block(at, "tablo", h), nil
}

// chart writes {{ grafik "name" }}.
func (p *pageRun) chart(at prose.Pos, name string) (string, error) {
	if p.page.State == nil {
		return "", at.Errorf("grafik %q: this page has no model", name)
	}
	c, err := p.page.State.Chart(p.run, name)
	if err != nil {
		return "", placed(at, err)
	}
	h, err := c.HTML()
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	return p.block(at, "grafik", h), nil
}

// code writes {{ kod "file" }}: a source file of the lesson's folder,
// highlighted.
func (p *pageRun) code(at prose.Pos, name string) (string, error) {
	file, src, err := readLesson(p.site.fsys, p.page.Dir(), name)
	if err != nil {
		return "", at.Errorf("kod: %v", err)
	}
	h, err := listing(name, file, src)
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	p.page.Listings = append(p.page.Listings, Listing{File: path.Clean(name), At: at, Data: src})
	return p.block(at, "kod", h), nil
}

// lessonLink writes {{ ders "folder" }}: the relative link from this page
// to the lesson in content/folder/.
func (p *pageRun) lessonLink(at prose.Pos, name string) (string, error) {
	p.page.namedLessons = true
	l, ok := p.pages[name]
	if !ok {
		var names []string
		for n := range p.pages {
			names = append(names, n)
		}
		return "", at.Errorf("ders %q: no such lesson (lessons: %s)", name, strings.Join(sorted(names), ", "))
	}
	return p.page.Root() + l.URL, nil
}

// placed returns err at the call at, unless it says its own place (an
// error inside a word of the labels file).
func placed(at prose.Pos, err error) error {
	if hasPlace(err) {
		return err
	}
	return at.Errorf("%v", err)
}

// placeholderText is the placeholder of block i, kept by template function
// fn.
func placeholderText(fn string, i int) string { return "<!--" + fn + " " + strconv.Itoa(i) + "-->" }
