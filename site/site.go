// Package site builds the course site from its lessons and their models:
// the build's pipeline, and nothing else.
//
// # Stages
//
// A build takes every page through the same stages, in this order: each
// is one function that returns one value, which the stages after it read
// (a Page holds them).
//
//  1. readFile reads the page file — its front matter (package
//     frontmatter) and its text — and returns a File.
//  2. Site.open opens its lesson — the model the front matter names, its
//     parameter file and its words (labels.File) — and computes it at the
//     lesson's own settings: an Opened.
//  3. Site.read executes its text on the model (package prose): a Reading,
//     the markdown it writes with every action, numeral, condition and
//     claim it shows (Calls, Refs), its tables', charts' and listings'
//     blocks, and the reader's controls.
//  4. Site.render renders the markdown (package markdown) with its math
//     and its charts drawn (Assets) and its blocks in place: a Rendering,
//     its body, its table of contents and its answers to a reader's first
//     move (livebuild.Sweeps).
//  5. Site.publish lays every page out (templates/) and publishes the
//     site: the assets, the pages, the files beside each, the sitemap and
//     the search index — an Output.
//
// Site.stages runs stages 2 to 4 on one page. The check (package check)
// judges a page's Reading; the preview (package serve) serves an Output
// and judges its pages' readings (Site.Reading). A build may take a
// page's values over rather than run its stages, when nothing it is made
// of changed — its folder, the templates, the lessons there are, this
// program: from the last build that rendered it, on disk (RenderCache:
// the build command keeps them in its cache folder, namespace pages) or
// in memory (Rebuild, the preview's). Likewise it may take a page as laid
// out, when nothing its layout shows changed, and the search index, when
// no page did; what it takes from the disk it publishes as links to the
// cache's files (Output.Cached), without reading them. Either gives the
// bytes a full build gives, which tests hold them to.
//
// # Content
//
// The site reads a project folder (an fs.FS) holding content/ and
// templates/. content/index.md is the course's index page; every folder
// content/NAME/ with an index.md is a lesson, published at NAME/. A
// lesson's front matter names its model (model: NAME, a model registered
// with package model) and its parameter file (parametreler, default
// model.json); its folder also holds its labels (labels.File: the words
// of its tables, charts and controls) and any source files its listings
// show. Nothing is read from outside the lesson's folder.
//
// A page is a markdown file that starts with YAML front matter between ---
// lines (frontmatter.Meta). The rest is a text/template, executed first,
// whose output is the course's markdown (package markdown): CommonMark
// with tables, headings anchored the Turkish way, and $…$ math, rendered
// to MathML at build time.
//
// # Numbers
//
// No number in a lesson's prose is typed by hand. The prose's functions
// (package prose) write the model's figures by name:
//
//	{{ sayi "toplam" | ek "DAn" }}   5540’tan
//	{{ yazi "n" | ek "(s)I(n)I" }}                      kırk sekizini
//
// Each prints a <data> element (package numeral) so the check and the page
// know which text the model wrote. Tables (tablo), figures (grafik) and
// code listings (kod, package highlight) come from the model and the
// lesson's files, never from the markdown; their words from the lesson's
// labels (package lesson). Claims (iddia) state what the prose says on
// top of the figures and fail the build when the model stops backing
// them; conditions (eger) choose between phrasings. Every error stands at
// the action it is about. The author guide, AUTHORING.md, lists every
// function.
//
// # Controls
//
// A lesson page with a model also carries, hidden, a panel of the controls
// its model declares (Reading.Controls; templates/lesson.html) and an
// invisible marker of each claim and condition. Its small loader (package
// live) shows the panel; when a reader reaches for it or a chart, the page
// fetches the models compiled to WebAssembly and the lesson's parameter
// and labels files (published beside the page), and when a control moves
// it recomputes, for the reader's settings, every numeral, phrasing,
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
	"context"
	"errors"
	"io/fs"
	"net/url"
	"slices"
	"strings"

	"coursesite/charts"
	"coursesite/internal/inputs"
	"coursesite/internal/memo"
	"coursesite/internal/proc"
	"coursesite/internal/publish"
	"coursesite/internal/rendercache"
	"coursesite/internal/workers"
	"coursesite/live/livebuild"
	"coursesite/markdown"
	"coursesite/place"
)

// Assets provides what pages need beyond their own files: math rendered to
// MathML, the charts drawn as SVG, the chart runtime and the runtime of the lesson's controls (the
// model compiled to WebAssembly and its loader, by file name; see package
// live). A runtime's file may come with the path of a cache file holding
// it, for Write to link (Output.Cached), or "". The build's are made by
// tools on this machine (package internal/assets); the pipeline's tests
// fake them (site/sitetest).
type Assets interface {
	// RenderMath renders each formula to MathML, in order; one it cannot
	// read is a *markdown.MathError.
	RenderMath(ctx context.Context, items []markdown.TeX) ([]string, error)
	// DrawCharts draws each chart as SVG (charts.Draw), in order; no
	// drawings at all (nil) leave the charts to the runtime.
	DrawCharts(ctx context.Context, reqs []charts.Request) ([][]byte, error)
	// ChartRuntime gives the script that draws the charts in the page.
	ChartRuntime(ctx context.Context) (js []byte, cached string, err error)
	// LiveRuntime gives the runtime of the controls of lessons whose
	// models are named (none: the loader alone, for charts).
	LiveRuntime(ctx context.Context, models []string) (livebuild.Runtime, error)
	// Search indexes the laid-out pages (by their paths from the site's
	// root) for the course's search and returns its files, by their paths
	// under search.Dir (nil: none; the search box then says that the
	// search cannot be loaded).
	Search(ctx context.Context, pages map[string][]byte) (map[string][]byte, error)
}

// Site is a course site read from a project folder.
type Site struct {
	fsys     fs.FS
	assets   Assets
	cache    *RenderCache // nil: every lesson is rendered (UseCache)
	base     *url.URL     // SetBaseURL's, over content/index.md's adres
	noSearch bool         // WithoutSearch
	noSweeps bool         // WithoutSweeps
	book     string       // WithBook
}

// New returns the site in fsys (a folder holding content/ and templates/).
func New(fsys fs.FS, assets Assets) *Site { return &Site{fsys: fsys, assets: assets} }

// Output is a built site: its files (publish.Output: Files, those
// linked from the cache, Cached, and Write, which puts them on disk whole
// or not at all) and its pages.
type Output struct {
	publish.Output
	Pages []*Page // the pages, index first, then lessons in order

	memo       *rebuildMemo       // what Rebuild made it of; nil from Build
	renderings *rendercache.Build // what Build took from its cache and rendered; nil without one
}

// Build builds the whole site in memory. The pages are independent until
// the layout, which lists them all, and the shared assets: they are
// rendered at once, as many at a time as the program may run goroutines
// in parallel (GOMAXPROCS), and laid out the same way. The output does not
// depend on which page finishes first, nor do the errors: one build
// reports every page's problems, in the pages' order. With a cache
// (UseCache), a lesson whose inputs are those of an entry is taken from it.
func (s *Site) Build(ctx context.Context) (*Output, error) { return s.build(ctx, nil, false) }

// build builds the site, stage by stage (see the package doc), reusing
// prev's pages where their inputs are the same (see Rebuild); remember
// says to keep the inputs in the output.
func (s *Site) build(ctx context.Context, prev *Output, remember bool) (*Output, error) {
	var tmpl []inputs.File
	if remember {
		var ok bool
		if tmpl, ok = templateInputs(s.fsys); !ok {
			tmpl = nil
		}
		if prev == nil || prev.memo == nil || tmpl == nil || !inputs.Same(prev.memo.templates, tmpl) {
			prev = nil // a template changed: everything is built again
		}
	}
	var layouts *layouts
	if prev != nil {
		layouts = prev.memo.layouts
	} else {
		var err error
		if layouts, err = parseLayouts(s.fsys); err != nil {
			return nil, err
		}
	}
	// 1. Every page's file.
	pages, err := s.readPages(prev)
	if err != nil {
		return nil, err
	}
	course, err := s.courseOf(pages)
	if err != nil {
		return nil, err
	}
	// 2–4. Every page through the stages after it, at once, unless the
	// last build (reuse) or the render cache (cached) gives their values.
	sh := newShared()
	sh.terms = course.terms
	t, err := s.takeOver(ctx, pages, prev, remember, &sh.sums)
	if err != nil {
		return nil, err
	}
	lessons := byFolder(pages)
	errs := eachPage(ctx, len(pages), func(i int) error {
		p := pages[i]
		if t.reuse[i] != nil || t.cached.Hit(i) {
			return nil
		}
		err := s.stages(ctx, p, lessons, sh)
		if err == nil && t.cached != nil {
			store(s.fsys, t.cached, i, p, sh) // while the other workers render
		}
		if t.memos != nil {
			t.memos[i].lessons = p.namedLessons
		}
		return err
	})
	if err := proc.Interrupted(ctx); err != nil {
		return nil, err
	}
	if err := joined(slices.DeleteFunc(slices.Clone(errs), func(err error) bool { return err == nil })); err != nil {
		return nil, err
	}
	// 5. The site published: its assets, each page laid out, the files
	// beside them, the course's own.
	out, html, assets, err := s.publish(ctx, pages, prev, t.reuse, layouts, course, t.cached)
	if err != nil {
		return nil, err
	}
	out.renderings = t.cached
	if remember && tmpl != nil {
		out.memo = &rebuildMemo{templates: tmpl, layouts: layouts, lessons: t.names, pages: t.memos, html: html, assets: assets}
	}
	return out, nil
}

// stages runs a page whose file is read through the stages after it, in
// their order: its lesson opened, its text read, its reading rendered.
// lessons are the site's, by folder name; sh what the build's pages
// share.
func (s *Site) stages(ctx context.Context, p *Page, lessons map[string]*Page, sh *shared) (err error) {
	if p.Opened, err = s.open(&p.File); err != nil {
		return err
	}
	if p.Reading, err = s.read(&p.File, p.Opened, lessons, sh); err != nil {
		return err
	}
	p.Rendering, err = s.render(ctx, &p.File, p.Opened, &p.Reading, sh)
	return err
}

// takenOver is what a build takes over rather than running the stages:
// by page, the page of the last build (Rebuild) whose values it takes
// (reuse), or whether the render cache gave them (cached.Hit); and what
// Rebuild remembers of each page's inputs (memos) and the lessons' names.
type takenOver struct {
	reuse  []*Page
	cached *rendercache.Build // nil without a cache, or with a last build
	memos  []pageMemo         // nil unless remembered
	names  []string
}

// takeOver gives pages what the last build, prev, or the render cache
// made of them where their inputs are the same.
func (s *Site) takeOver(ctx context.Context, pages []*Page, prev *Output, remember bool, sums *memo.Sums) (*takenOver, error) {
	t := &takenOver{reuse: make([]*Page, len(pages))}
	if remember {
		t.names = lessonNames(pages)
		t.reuse, t.memos = s.reusable(pages, t.names, prev)
	}
	for i, p := range pages {
		if q := t.reuse[i]; q != nil {
			// The same page file and folder: the same stages' values,
			// between this build's neighbours.
			p.Opened, p.Reading, p.Rendering, p.kept = q.Opened, q.Reading, q.Rendering, q.kept
		}
	}
	// The cache, for a build with nothing of its own to reuse: Build's,
	// and Rebuild's first (the preview's start).
	if s.cache == nil || remember && prev != nil {
		return t, nil
	}
	var err error
	if t.cached, err = s.takeRenderings(ctx, pages, t.memos, sums); err != nil {
		return nil, err
	}
	for i := range pages {
		if t.cached.Hit(i) && t.memos != nil {
			t.memos[i].lessons = true // an entry does not say whether its page named lessons
		}
	}
	return t, nil
}

// eachPage runs job(i) for every i below n, as many at a time as ctx
// allows (workers.Limit; the preview's background check takes one:
// workers.WithLimit): each job's error, a panic's included, stands at its
// index, so that the pages' problems are said in the pages' order.
func eachPage(ctx context.Context, n int, job func(i int) error) []error {
	return workers.Each(ctx, workers.Limit(ctx), n, job)
}

// Reading returns a page of out with the values of every stage the check
// judges — its lesson opened, its text read — opening and reading a page
// the build took over from its render cache (which keeps only what the
// page publishes), and rendering nothing: for the preview to judge the
// build it has just published without building it again. A page the
// build ran through the stages is returned as it is.
func (s *Site) Reading(out *Output, p *Page) (*Page, error) {
	if p.Markdown != nil {
		return p, nil
	}
	q := &Page{File: p.File, Prev: p.Prev, Next: p.Next}
	var err error
	if q.Opened, err = s.open(&q.File); err != nil {
		return nil, err
	}
	if q.Reading, err = s.read(&q.File, q.Opened, byFolder(out.Pages), nil); err != nil {
		return nil, err
	}
	return q, nil
}

// byFolder returns the lessons of pages (all but the index) by their
// folders' names, for ders.
func byFolder(pages []*Page) map[string]*Page {
	lessons := map[string]*Page{}
	for _, p := range pages[1:] {
		lessons[strings.TrimSuffix(p.URL, "/")] = p
	}
	return lessons
}

// joined joins errors; one error is itself.
func joined(errs []error) error {
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}

// hasPlace reports whether err says where in a file it stands: a place
// error with a file, or several (the first with one), which must not be
// placed again (at the page that read the file).
func hasPlace(err error) bool {
	var pe *place.Error
	if errors.As(err, &pe) {
		return pe.File != ""
	}
	var pes place.Errors
	return errors.As(err, &pes) && len(pes) > 0 && pes[0].File != ""
}

// BuildMarker is the file every built site carries at its root
// (publish.Marker): Write replaces only a folder that has it, or an empty
// one.
const BuildMarker = publish.Marker
