package site

import (
	"context"
	"encoding/binary"
	"errors"
	"html/template"
	"io/fs"
	"slices"
	"unsafe"

	"coursesite/internal/cache"
	"coursesite/internal/inputs"
	"coursesite/internal/proc"
	"coursesite/lesson"
)

// A RenderCache keeps on disk, between builds, what Build made of each
// lesson — its body, outline and controls, and the files published beside
// it — so that the next build takes a lesson over rather than running its
// model and rendering it again when nothing it is made of has changed:
// its page and every file of its folder (as Rebuild compares them), the
// templates, the lessons' folder names (which {{ ders }} links to), and
// Env, which names all the rest. A lesson whose rendering is taken over is
// laid out again, as every page is, between this build's neighbours.
//
// A lesson's entry is written as soon as it has rendered (while other
// lessons render), unless a file of its folder changed meanwhile; an entry
// stands for its key alone, so it is good even when another lesson fails
// the build.
//
// An entry keeps what a page publishes (see Page): its Rendering, and of
// the stages before it the files beside it and what its layout shows. A
// page taken from the cache has no Lesson and no State (its model is not
// run), no Claims and no Markdown: a layout sees none of them on any page
// (layoutPage). Since Claims are not kept, `check`, which judges them,
// never builds with a cache (the preview's reads such a page again:
// Site.Reading).
type RenderCache struct {
	// Dir is the cache folder (.cache) whose pages namespace (package
	// cache) holds the entries, one a lesson under the key of what it is
	// made of; a build keeps the entries of its own lessons as they are
	// and removes the others.
	Dir string
	// Env names everything outside the project a rendering depends on:
	// this program (its models, its engine: internal/exeid), and the npm
	// packages that draw the charts and the math. Another Env is another
	// cache: no entry made under one is taken under another.
	Env string
	// Refresh takes no lesson from the cache: every one is rendered, and
	// stored again (build -fresh).
	Refresh bool
}

// UseCache makes the site's builds take lessons over from c, and keep in
// it each lesson they render (Output.PruneCache says how it went).
func (s *Site) UseCache(c RenderCache) { s.cache = &c }

// renderingFormat starts every key. An entry is a record (cache.Record)
// whose header is an entry. Change it with entry's fields or with what
// goes into a key.
const renderingFormat = "coursesite rendering 4"

// pagesNamespace is the cache namespace of the lessons' renderings.
const pagesNamespace = "pages"

// entry is what a lesson's entry holds: what its page publishes, the
// parts of its stages' values its layout and Write read. The large ones
// (the body, the files published beside the page) are spans of the bytes
// after it.
type entry struct {
	// Of its Opened: the parameter and words files.
	ParamData, LabelsData cache.Span
	// Of its Reading: the controls, each block's function, in order
	// (HasCharts), and the listings' files.
	Controls []lesson.Control
	Blocks   []string
	Listings []cachedListing
	// Its Rendering.
	HTML                 cache.Span
	TOC                  []Heading
	ChartOptions, Sweeps cache.Span
}

// cachedListing is a Listing's published part.
type cachedListing struct {
	File string
	Data cache.Span
}

// renderings is what a build did with the cache: each page's key (zero
// for the index and for pages it could not key) and whether it was taken
// from the cache.
type renderings struct {
	cache     *RenderCache
	env       string // the keys' environment (Site.cacheEnv)
	entries   *cache.Cache
	pages     []*Page
	templates []inputs.File // the templates, as the keys were made of them
	lessons   []string      // the lessons' folder names, likewise
	keys      []cache.Key
	hits      []bool
	errs      []error // keeping each page rendered (store)
}

// takeRenderings looks every lesson of pages up in the cache and fills in
// those it finds, and returns which it did. memos, when Rebuild has them,
// hold the folders' inputs already read (nil inputs: not read).
func (s *Site) takeRenderings(ctx context.Context, pages []*Page, memos []pageMemo) (*renderings, error) {
	n := len(pages)
	r := &renderings{cache: s.cache, env: s.cacheEnv(), entries: cache.Open(s.cache.Dir, pagesNamespace), pages: pages,
		keys: make([]cache.Key, n), hits: make([]bool, n), errs: make([]error, n)}
	tmpl, ok := templateInputs(s.fsys)
	if !ok {
		return r, nil
	}
	names := lessonNames(pages)
	r.templates, r.lessons = tmpl, names
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
		r.keys[i] = renderingKey(r.env, p, tmpl, ins, names)
		r.hits[i] = !s.cache.Refresh && r.load(i)
		return nil
	})
	if err := proc.Interrupted(ctx); err != nil {
		return nil, err
	}
	return r, errors.Join(errs...) // a panic's: a bug
}

// taken returns how many lessons the build took from the cache.
func (r *renderings) taken() int {
	n := 0
	for _, hit := range r.hits {
		if hit {
			n++
		}
	}
	return n
}

// renderingKey is the key of everything a lesson's rendering is made of
// (see RenderCache).
func renderingKey(env string, p *Page, templates, folder []inputs.File, lessons []string) cache.Key {
	var b []byte
	field := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, list := range [][]inputs.File{templates, folder} {
		b = binary.AppendUvarint(b, uint64(len(list)))
		for _, in := range list {
			field(in.Name)
			b = binary.AppendUvarint(b, uint64(in.Mode))
			field(in.Link)
			b = binary.AppendVarint(b, in.Size)
			b = append(b, in.Sum[:]...)
		}
	}
	for _, name := range lessons {
		field(name)
	}
	return cache.NewKey(renderingFormat, env, p.URL).AddBytes(p.raw, b)
}

// load reads page i's entry and fills the page in from it; it reports
// false when there is none for its key (none at all, or one that cannot
// be read back: the lesson is then rendered, and its entry written
// again).
func (r *renderings) load(i int) bool {
	data, ok := r.entries.Get(r.keys[i])
	if !ok {
		return false
	}
	var e entry
	rest, ok := cache.ReadRecord(data, &e)
	return ok && e.fill(r.pages[i], rest)
}

// fill gives p the stages' values e holds, whose spans are of data; it
// reports false, leaving p as it was, when a cache.Span is not.
func (e *entry) fill(p *Page, data []byte) bool {
	html, ok1 := e.HTML.Get(data)
	options, ok2 := e.ChartOptions.Get(data)
	params, ok3 := e.ParamData.Get(data)
	words, ok4 := e.LabelsData.Get(data)
	sweeps, ok5 := e.Sweeps.Get(data)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
		return false
	}
	listings := make([]Listing, len(e.Listings))
	for i, l := range e.Listings {
		b, ok := l.Data.Get(data)
		if !ok {
			return false
		}
		listings[i] = Listing{File: l.File, Data: b}
	}
	var blocks []Block
	for _, fn := range e.Blocks {
		blocks = append(blocks, Block{Fn: fn})
	}
	p.Opened = Opened{ParamData: params, LabelsData: words}
	p.Reading = Reading{Controls: e.Controls, Blocks: blocks, Listings: listings}
	p.Rendering = Rendering{TOC: e.TOC, ChartOptions: options, Sweeps: sweeps}
	// The body is most of the entry: a string of the buffer's own bytes,
	// not a copy. Nothing writes to data after this (cache.Get made it for
	// this entry alone, and every other part of it is only read).
	if len(html) > 0 {
		p.HTML = template.HTML(unsafe.String(&html[0], len(html)))
	}
	return true
}

// entryOf returns page p's entry, as the parts it is written from, in
// order.
func entryOf(p *Page) ([][]byte, error) {
	var blobs cache.Spans
	e := entry{TOC: p.TOC, Controls: p.Controls}
	// The body stays in the string it is; a byte slice of it is only read.
	e.HTML = blobs.Add(unsafe.Slice(unsafe.StringData(string(p.HTML)), len(p.HTML)))
	e.ChartOptions, e.ParamData, e.LabelsData, e.Sweeps = blobs.Add(p.ChartOptions), blobs.Add(p.ParamData), blobs.Add(p.LabelsData), blobs.Add(p.Sweeps)
	for _, b := range p.Blocks {
		e.Blocks = append(e.Blocks, b.Fn)
	}
	for _, l := range p.Listings {
		e.Listings = append(e.Listings, cachedListing{File: l.File, Data: blobs.Add(nonNil(l.Data))})
	}
	return cache.Record(&e, &blobs)
}

// nonNil returns b, or an empty slice for nil: a listing of an empty file
// is published, empty.
func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// store keeps page i, just rendered, in the cache, if its folder is still
// what its key was made of: a file saved while the lesson rendered may
// have been read by the render in either state, and the entry would then
// stand for a rendering the key does not make. (A save and a save back to
// the same bytes, both within the render, would go unseen: an author's
// hands are slower than that.) An entry is a function of
// its key alone, so a lesson's entry is good even when another lesson
// fails the build. Its error is kept for PruneCache to report.
func (r *renderings) store(fsys fs.FS, i int) {
	if r.keys[i] == (cache.Key{}) {
		return
	}
	p := r.pages[i]
	ins, ok := inputs.Of(fsys, p.Dir())
	if !ok || renderingKey(r.env, p, r.templates, ins, r.lessons) != r.keys[i] {
		return
	}
	parts, err := entryOf(p)
	if err == nil {
		err = r.entries.Put(r.keys[i], parts...)
	}
	r.errs[i] = err
}

// PruneCache removes from the site's cache (UseCache) the entries of
// anything but this build's lessons (cache.Keep), and returns how many lessons
// the build took from the cache rather than rendered, and what went wrong
// keeping those it rendered (each was kept as it was rendered). The build
// command calls it once the site is written; without a cache it does
// nothing.
func (o *Output) PruneCache() (taken int, err error) {
	r := o.renderings
	if r == nil {
		return 0, nil
	}
	var keep []cache.Key
	for _, k := range r.keys {
		if k != (cache.Key{}) {
			keep = append(keep, k)
		}
	}
	// Held while this process lives (the preview builds again): another
	// build's Keep spares them.
	r.entries.Use("site pages", keep...)
	r.entries.Keep(keep...)
	return r.taken(), errors.Join(slices.DeleteFunc(slices.Clone(r.errs), func(err error) bool { return err == nil })...)
}
