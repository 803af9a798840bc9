package site

import (
	"context"
	"encoding/binary"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"

	"coursesite/internal/cache"
	"coursesite/internal/inputs"
	"coursesite/internal/proc"
)

// A RenderCache keeps on disk, between builds, what Build made of each
// lesson — its body, outline and controls, and the files published beside
// it — so that the next build takes a lesson over rather than running its
// model and rendering it again when nothing it is made of has changed:
// its page and every file of its folder (as Rebuild compares them), the
// templates, the lessons' folder names (which {{ ders }} links to), and
// Env, which names all the rest. It keeps the pages as laid out too, and
// the search index made of them (laidOut), so that a build in which
// nothing a page's layout shows changed lays no page out again and runs
// no search.
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
//
// The files a build publishes from the cache are not read: each is a
// content entry (cache.PutContent, namespace files), which the output
// links (Output.Cached) and names by its recorded hash, and whose bytes
// are mapped, read only by whoever reads them; lessons that publish the
// same bytes share one.
type RenderCache struct {
	// Dir is the cache folder (.cache) whose pages namespace (package
	// cache) holds the entries, one a lesson under the key of what it is
	// made of; a build keeps the entries of its own lessons as they are
	// and removes the others.
	Dir string
	// Env names everything outside the project a rendering depends on:
	// this program (its models, its engine: internal/exeid), and the npm
	// packages that draw the charts and the math and index the pages for
	// the search. Another Env is another cache: no entry made under one is
	// taken under another.
	Env string
	// Refresh takes no lesson from the cache: every one is rendered, and
	// stored again (build -fresh); the files they publish, the pages laid
	// out and the search index are still taken where they are the same.
	Refresh bool
}

// UseCache makes the site's builds take lessons over from c, and keep in
// it each lesson they render (Output.PruneCache says how it went).
func (s *Site) UseCache(c RenderCache) { s.cache = &c }

// renderingFormat starts every key. An entry is a record (cache.Record)
// whose header is an entry. Change it with entry's fields or with what
// goes into a key.
const renderingFormat = "coursesite rendering 5"

// The cache namespaces of the lessons' renderings (entries, read with
// cache.Map), of the files the site publishes (content entries) and of
// the pages as laid out and the search index (laidOut's records).
const (
	pagesNamespace   = "pages"
	filesNamespace   = "files"
	layoutsNamespace = "layouts"
)

// renderings is what a build did with the cache: each page's key (zero
// for the index and for pages it could not key) and whether it was taken
// from the cache.
type renderings struct {
	cache     *RenderCache
	env       string // the keys' environment (Site.cacheEnv)
	entries   *cache.Cache
	files     *cache.Cache // the content entries of the pages' files
	laid      *laidOut     // the pages as laid out, once publish has them; nil before
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
	r := &renderings{cache: s.cache, env: s.cacheEnv(), entries: cache.Open(s.cache.Dir, pagesNamespace), files: cache.Open(s.cache.Dir, filesNamespace), pages: pages,
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
	b := appendInputs(appendInputs(nil, templates), folder)
	for _, name := range lessons {
		b = appendField(b, name)
	}
	return cache.NewKey(renderingFormat, env, p.URL).AddBytes(p.raw, b)
}

// appendInputs appends a folder's listing (package inputs) to a key's
// bytes.
func appendInputs(b []byte, list []inputs.File) []byte {
	b = binary.AppendUvarint(b, uint64(len(list)))
	for _, in := range list {
		b = appendField(b, in.Name)
		b = binary.AppendUvarint(b, uint64(in.Mode))
		b = appendField(b, in.Link)
		b = binary.AppendVarint(b, in.Size)
		b = append(b, in.Sum[:]...)
	}
	return b
}

// appendField appends s to a key's bytes, with its length.
func appendField(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// load reads page i's entry and fills the page in from it; it reports
// false when there is none for its key (none at all, or one that cannot
// be read back, or whose files are not all there: the lesson is then
// rendered, and its entry written again).
func (r *renderings) load(i int) bool {
	data, ok := r.entries.Map(r.keys[i])
	if !ok {
		return false
	}
	var e entry
	rest, ok := cache.ReadRecord(data, &e)
	return ok && e.fill(r.pages[i], rest, r.files)
}

// store keeps page i, just rendered, in the cache, if its folder is still
// what its key was made of: a file saved while the lesson rendered may
// have been read by the render in either state, and the entry would then
// stand for a rendering the key does not make. (A save and a save back to
// the same bytes, both within the render, would go unseen: an author's
// hands are slower than that.) An entry is a function of
// its key alone, so a lesson's entry is good even when another lesson
// fails the build. Its error is kept for PruneCache to report. sh is
// what the build's pages share (the hashes of the bytes they publish).
func (r *renderings) store(fsys fs.FS, i int, sh *shared) {
	if r.keys[i] == (cache.Key{}) {
		return
	}
	p := r.pages[i]
	ins, ok := inputs.Of(fsys, p.Dir())
	if !ok || renderingKey(r.env, p, r.templates, ins, r.lessons) != r.keys[i] {
		return
	}
	err := keepFiles(p, r.files, sh)
	parts, err2 := entryOf(p)
	if err2 == nil {
		err2 = r.entries.Put(r.keys[i], parts...)
	}
	r.errs[i] = errors.Join(err, err2)
}

// PruneCache removes from the site's cache (UseCache) the entries of
// anything but this build's lessons, the files its pages publish, its
// pages as laid out and its search index (cache.Keep), and returns how
// many lessons the build took from the cache rather than rendered, and
// what went wrong keeping those it rendered (each was kept as it was
// rendered). The build command calls it once the site is written; without
// a cache it does nothing.
func (o *Output) PruneCache() (taken int, err error) {
	r := o.renderings
	if r == nil {
		return 0, nil
	}
	keys := func(ks []cache.Key) []cache.Key {
		return slices.DeleteFunc(ks, func(k cache.Key) bool { return k == (cache.Key{}) })
	}
	// Held while this process lives (the preview builds again): another
	// build's Keep spares them.
	for _, ns := range []struct {
		c    *cache.Cache
		keys []cache.Key
	}{
		{r.entries, keys(slices.Clone(r.keys))},
		{r.files, keys(r.contentKeys())},
		{cache.Open(r.cache.Dir, layoutsNamespace), keys(r.laid.recordKeys())},
	} {
		ns.c.Use("site "+filepath.Base(ns.c.Dir()), ns.keys...)
		ns.c.Keep(ns.keys...)
	}
	return r.taken(), errors.Join(slices.DeleteFunc(slices.Clone(r.errs), func(err error) bool { return err == nil })...)
}

// contentKeys returns the content entries of the files this build's
// pages publish, as the cache keeps them, and of its pages as laid out
// and its search index.
func (r *renderings) contentKeys() []cache.Key {
	var out []cache.Key
	seen := map[string]bool{}
	add := func(f cache.File) {
		if f.Path != "" && !seen[f.Sum] {
			seen[f.Sum] = true
			out = append(out, cache.ContentKey(f.Sum))
		}
	}
	for _, p := range r.pages {
		k := p.kept
		for _, f := range append([]cache.File{k.params, k.labels, k.compiled, k.options, k.sweeps}, k.listings...) {
			add(f)
		}
	}
	for _, f := range r.laid.contentFiles() {
		add(f)
	}
	return out
}
