// Package site builds the course site from its lessons and their models.
//
// # Content
//
// The site reads a project folder (an fs.FS) holding content/ and
// templates/. content/index.md is the course's index page; every folder
// content/NAME/ with an index.md is a lesson, published at NAME/. A lesson's
// folder also holds its model's parameter file (front matter field model,
// default model.json) and any source files its listings show.
//
// # Pages
//
// A page is a markdown file that starts with YAML front matter between ---
// lines (see Meta). The rest is a text/template, executed first, whose output
// is CommonMark with tables, rendered by goldmark (see newMarkdown).
// Headings get Turkish-aware ids (Slug); $…$ is math, rendered to MathML at
// build time (KaTeX).
//
// # Numbers
//
// No number in a lesson's prose is typed by hand. Template functions write
// the model's figures (sim.Degerler) by name:
//
//	{{ sayi "tarifeYavas.acgozlu.bosaIs" | ek "DAn" }}   5540’tan
//	{{ yazi "n" | ek "(s)I(n)I" }}                      kırk sekizini
//
// Each prints a <data> element (Numeral) so the check and the page know which
// text the model wrote. Tables (tablo), figures (grafik) and code listings
// (kod) come from the model and the source files, never from the markdown.
// Claims (iddia) state what the prose says on top of the figures and fail the
// build when the model stops backing them. The author guide, AUTHORING.md,
// lists every function.
//
// # Controls
//
// A lesson page with a model also carries, hidden, a panel of controls
// (Page.Controls; templates/ders.html) and an invisible marker of each
// claim. Its small loader (package live) shows the panel; when a reader
// first moves a control, the page fetches the lesson's model compiled to
// WebAssembly and its parameter file (published beside the page as
// ModelFile) and recomputes, for the reader's settings, every numeral,
// table and chart, and marks the claims that stop holding. Without
// JavaScript the page is the published lesson.
//
// # Output
//
// Build returns the whole site in memory (Output); Write puts it on disk
// atomically, so a failed build leaves the previous folder untouched. The
// output is deterministic: the same inputs give byte-identical files.
package site

import (
	"bytes"
	"context"
	"fmt"
	"html/template"
	"io/fs"
	"path"
	"slices"
	"strings"

	"coursesite/live"
	"coursesite/sim"
)

// Assets provides what pages need beyond their own files: math rendered to
// MathML, the chart runtime and the runtime of the lesson's controls (the
// model compiled to WebAssembly and its loader, by file name; see package
// live). A runtime's file may come with the path of a cache file holding
// it, for Write to link (Output.Cached), or "".
type Assets interface {
	RenderMath(ctx context.Context, items []texItem) ([]string, error)
	ChartRuntime(ctx context.Context) (js []byte, cached string, err error)
	LiveRuntime(ctx context.Context) (live.Runtime, error)
}

// Site is a course site read from a project folder.
type Site struct {
	fsys   fs.FS
	assets Assets
}

// New returns the site in fsys (a folder holding content/ and templates/).
func New(fsys fs.FS, assets Assets) *Site { return &Site{fsys: fsys, assets: assets} }

// Output is a built site.
type Output struct {
	Files map[string][]byte // path relative to the site root → content
	Pages []*Page           // the pages, index first, then lessons in order

	// Cached gives, for some of Files, a file on disk with the same content
	// that is never changed in place (a cache entry, replaced only by
	// renaming another over it): Write links it into the site rather than
	// writing a copy.
	Cached map[string]string
}

// Build builds the whole site in memory.
func (s *Site) Build(ctx context.Context) (*Output, error) {
	layouts, err := parseLayouts(s.fsys)
	if err != nil {
		return nil, err
	}
	pages, err := s.readPages()
	if err != nil {
		return nil, err
	}
	out := &Output{Files: map[string][]byte{}, Cached: map[string]string{}, Pages: pages}
	for _, p := range pages {
		if err := s.render(ctx, p); err != nil {
			return nil, err
		}
	}
	for _, p := range pages {
		var b bytes.Buffer
		b.Grow(len(p.HTML) + 32<<10) // the layout and the controls' panel around the page
		if err := layouts.execute(&b, p, pages); err != nil {
			return nil, err
		}
		out.Files[p.URL+"index.html"] = b.Bytes()
	}
	if err := s.addAssets(ctx, out); err != nil {
		return nil, err
	}
	return out, nil
}

// readPages finds content/index.md and every lesson, sorted by their
// front matter's sira, then by folder name.
func (s *Site) readPages() ([]*Page, error) {
	index, err := readPage(s.fsys, "content/index.md", "")
	if err != nil {
		return nil, err
	}
	entries, err := fs.ReadDir(s.fsys, "content")
	if err != nil {
		return nil, fmt.Errorf("content: %v", err)
	}
	var lessons []*Page
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		src := path.Join("content", e.Name(), "index.md")
		if _, err := fs.Stat(s.fsys, src); err != nil {
			continue
		}
		p, err := readPage(s.fsys, src, e.Name()+"/")
		if err != nil {
			return nil, err
		}
		lessons = append(lessons, p)
	}
	slices.SortStableFunc(lessons, func(a, b *Page) int { return a.Meta.Sira - b.Meta.Sira })
	return append([]*Page{index}, lessons...), nil
}

// render runs a page's model, executes its template and renders its
// markdown.
func (s *Site) render(ctx context.Context, p *Page) error {
	if p.IsLesson() {
		file := path.Join(p.Dir(), p.Meta.Model)
		data, err := fs.ReadFile(s.fsys, file)
		if err != nil {
			return fmt.Errorf("%s: model: %v", p.Src, err)
		}
		m, err := sim.Parse(file, data)
		if err != nil {
			return err
		}
		p.Sonuc = sim.Hesapla(m)
		p.Figures = p.Sonuc.Degerler()
		p.ModelData = data
	}
	run := &pageRun{site: s, page: p}
	md, err := run.execute()
	if err != nil {
		return err
	}
	p.Markdown = md
	return s.renderMarkdown(ctx, p, run)
}

// Root returns the relative path from a page to the site root ("" or
// "../"), so links work under any sub-path and from a plain file server.
func (p *Page) Root() string { return strings.Repeat("../", strings.Count(p.URL, "/")) }

// htmlString marks trusted HTML produced by the build itself.
func htmlString(s string) template.HTML { return template.HTML(s) }
