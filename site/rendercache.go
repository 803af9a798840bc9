package site

import (
	"context"
	"errors"
	"html/template"
	"io/fs"

	"coursesite/internal/cache"
	"coursesite/internal/inputs"
	"coursesite/internal/memo"
	"coursesite/internal/proc"
	"coursesite/internal/publish"
	"coursesite/internal/rendercache"
	"coursesite/labels"
)

// A RenderCache keeps on disk, between builds, what Build made of each
// lesson, and its pages as laid out, so that the next build takes over
// what did not change (package rendercache).
//
// A page taken from the cache has only what it publishes
// (rendercache.Entry): its Rendering, and of the stages before it the
// files beside it and what its layout shows. It has no Lesson and no
// State (its model is not run), no Claims and no Markdown: a layout sees
// none of them on any page (layoutPage). Since Claims are not kept,
// `check`, which judges them, never builds with a cache (the preview's
// reads such a page again: Site.Reading).
type RenderCache = rendercache.Config

// UseCache makes the site's builds take lessons over from c, and keep in
// it each lesson they render (Output.PruneCache says how it went).
func (s *Site) UseCache(c RenderCache) { s.cache = &c }

// takeRenderings keys every lesson of pages in the cache and gives those
// it finds their entries, and returns the build's use of the cache.
// memos, when Rebuild has them, hold the folders' inputs already read
// (nil inputs: not read); sums are the build's.
func (s *Site) takeRenderings(ctx context.Context, pages []*Page, memos []pageMemo, sums *memo.Sums) (*rendercache.Build, error) {
	tmpl, ok := templateInputs(s.fsys)
	if !ok {
		// Nothing is keyed, nor laid out from the cache.
		return s.cache.Start(s.cacheEnv(), len(pages), nil, nil, sums), nil
	}
	b := s.cache.Start(s.cacheEnv(), len(pages), tmpl, lessonNames(pages), sums)
	errs := eachPage(ctx, len(pages), func(i int) error {
		if i == 0 {
			return nil // the index: always rendered (see Rebuild)
		}
		p := pages[i]
		ins, ok := []inputs.File(nil), false
		if memos != nil {
			ins, ok = memos[i].inputs, memos[i].inputs != nil // a page's folder holds its page
		} else {
			ins, ok = inputs.Of(s.fsys, p.Dir())
		}
		if !ok {
			return nil // a folder not read whole is not keyed
		}
		if e, k, ok := b.Take(i, p.URL, p.raw, ins); ok {
			p.fill(e, k)
		}
		return nil
	})
	if err := proc.Interrupted(ctx); err != nil {
		return nil, err
	}
	return b, errors.Join(errs...) // a panic's: a bug
}

// fill gives p the stages' values of its entry e, and its files as kept.
func (p *Page) fill(e rendercache.Entry, k rendercache.Kept) {
	p.Opened = Opened{ParamData: e.ParamData, LabelsData: e.LabelsData}
	p.Reading = Reading{Controls: e.Controls, Listings: make([]Listing, len(e.Listings))}
	for _, fn := range e.Blocks {
		p.Blocks = append(p.Blocks, Block{Fn: fn})
	}
	for i, l := range e.Listings {
		p.Listings[i] = Listing{File: l.File, Data: l.Data}
	}
	p.Rendering = Rendering{HTML: template.HTML(e.HTML), TOC: e.TOC, ChartOptions: e.ChartOptions, Sweeps: e.Sweeps}
	p.kept = k
}

// entry returns what the render cache keeps of p.
func (p *Page) entry() rendercache.Entry {
	e := rendercache.Entry{ParamData: p.ParamData, LabelsData: p.LabelsData, Controls: p.Controls,
		HTML: string(p.HTML), TOC: p.TOC, ChartOptions: p.ChartOptions, Sweeps: p.Sweeps}
	for _, b := range p.Blocks {
		e.Blocks = append(e.Blocks, b.Fn)
	}
	for _, l := range p.Listings {
		e.Listings = append(e.Listings, rendercache.Listing{File: l.File, Data: l.Data})
	}
	return e
}

// store keeps page i, p, just rendered, in the build's cache b, if its
// folder is still what its key was made of (rendercache.Build.Store),
// its labels compiled beside it when it carries the reader's controls.
func store(fsys fs.FS, b *rendercache.Build, i int, p *Page, sh *shared) {
	ins, ok := inputs.Of(fsys, p.Dir())
	if !ok {
		return
	}
	var compiled func() ([]byte, error)
	if p.Live() && p.LabelsData != nil && p.Lesson != nil {
		compiled = func() ([]byte, error) { return sh.compiledLabels(p.LabelsData, p.Lesson.Labels.Compiled) }
	}
	p.kept = b.Store(i, p.URL, p.raw, ins, p.entry(), compiled)
}

// PruneCache removes from the site's cache (UseCache) what this build
// did not use (rendercache.Build.Prune), and returns how many lessons the
// build took from the cache rather than rendered, and what went wrong
// keeping those it rendered (each was kept as it was rendered). The build
// command calls it once the site is written; without a cache it does
// nothing.
func (o *Output) PruneCache() (taken int, err error) {
	kept := make([]rendercache.Kept, len(o.Pages))
	for i, p := range o.Pages {
		kept[i] = p.kept
	}
	return o.renderings.Prune(kept)
}

// layOut returns what the build's cache b keeps of pages as laid out with
// assets in course c: the key of each page's layout is made of every
// page as a layout sees it (rendercache.PageView), the assets' names,
// the course and its own body. It is nil as LayOut says.
func layOut(b *rendercache.Build, pages []*Page, assets publish.Assets, c *course) *rendercache.Layouts {
	if b == nil {
		return nil
	}
	views := make([]rendercache.PageView, len(pages))
	urls, bodies := make([]string, len(pages)), make([]string, len(pages))
	for i, p := range pages {
		v := rendercache.PageView{URL: p.URL, Meta: p.Meta, TOC: p.TOC, Controls: p.Controls, HasCharts: p.HasCharts(), Live: p.Live(),
			ChartsFile: p.chartsFile, LabelsFile: p.labelsFile, SweepsFile: p.sweepsFile}
		switch {
		case p.kept.Labels.Path != "":
			v.Labels = p.kept.Labels.Sum
		case p.LabelsData != nil:
			v.Labels = memo.Hex(p.LabelsData)
		}
		views[i] = v
		urls[i], bodies[i] = p.URL, p.kept.BodySum
		if bodies[i] == "" {
			bodies[i] = memo.Hex(memo.Bytes(string(p.HTML)))
		}
	}
	return b.LayOut(rendercache.View{Pages: views, Assets: assets, Title: c.title, AtRoot: c.at(""), Book: c.book, Glossary: c.glossary()}, urls, bodies)
}

// compiledLabels returns page p's labels as its engine reads them
// (labels.Compiled), and the content entry holding them when the render
// cache keeps them (a page taken from the cache has them there, one
// rendered in this build its lesson's labels read).
func compiledLabels(p *Page, file string) ([]byte, cache.File, error) {
	if k := p.kept.Compiled; k.Path != "" {
		return k.Data, k, nil
	}
	var l *labels.Labels
	if p.Lesson != nil {
		l = p.Lesson.Labels
	} else {
		var err error
		if l, err = labels.Read(file, p.LabelsData); err != nil {
			return nil, cache.File{}, err
		}
	}
	data, err := l.Compiled()
	return data, cache.File{}, err
}
