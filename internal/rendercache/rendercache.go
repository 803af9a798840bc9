// Package rendercache keeps on disk, between builds, what a build made of
// each lesson — its body, outline and controls, and the files published
// beside it (an Entry) — so that the next build takes a lesson over
// rather than running its model and rendering it again when nothing it
// is made of has changed: its page and every file of its folder (package
// inputs), the templates, the lessons' folder names (which a page may
// link to), and Config.Env, which names all the rest. It keeps the pages
// as laid out too, and the search index made of them (Layouts), so that
// a build in which nothing a page's layout shows changed lays no page out
// again and runs no search.
//
// A lesson's entry is written as soon as it has rendered (while other
// lessons render), unless a file of its folder changed meanwhile; an entry
// stands for its key alone, so it is good even when another lesson fails
// the build.
//
// The files a build publishes from the cache are not read: each is a
// content entry (cache.PutContent, namespace files), which the output
// links and names by its recorded hash (Kept), and whose bytes are
// mapped, read only by whoever reads them; lessons that publish the same
// bytes share one.
//
// The package knows a page only by the values it is given (Entry,
// PageView, the page's URL, source and folder): package site says what
// of its stages' values an entry holds, and what of a page its layout
// shows.
package rendercache

import (
	"encoding/binary"
	"errors"
	"path/filepath"
	"slices"

	"coursesite/internal/cache"
	"coursesite/internal/inputs"
	"coursesite/internal/memo"
)

// Config is a render cache: where it is, and what else an entry depends on.
type Config struct {
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

// renderingFormat starts every key. An entry is a record (cache.Record)
// whose header is an entry. Change it with entry's fields or with what
// goes into a key.
const renderingFormat = "coursesite rendering 5"

// The cache namespaces of the lessons' renderings (entries, read with
// cache.Map), of the files the site publishes (content entries) and of
// the pages as laid out and the search index (Layouts' records).
const (
	pagesNamespace   = "pages"
	filesNamespace   = "files"
	layoutsNamespace = "layouts"
)

// A Build is what one build does with the cache: each page's key (zero
// for pages it does not key), whether it was taken from the cache, and
// what went wrong keeping it.
type Build struct {
	config    Config
	env       string // the keys' environment
	entries   *cache.Cache
	files     *cache.Cache // the content entries of the pages' files
	sums      *memo.Sums   // the build's, of the bytes its pages publish
	kept      memo.Once[string, cache.File]
	templates []inputs.File // the templates, as the keys are made of them
	lessons   []string      // the lessons' folder names, likewise
	keys      []cache.Key
	hits      []bool
	errs      []error
	laid      *Layouts // the pages as laid out, once the build has them
}

// Start starts a build of n pages with c: env is the keys' environment
// (Config.Env, or another for a build that makes other files), templates
// the files under templates/, lessons the lessons' folder names, sums the
// build's hashes of what it publishes.
func (c Config) Start(env string, n int, templates []inputs.File, lessons []string, sums *memo.Sums) *Build {
	return &Build{config: c, env: env, entries: cache.Open(c.Dir, pagesNamespace), files: cache.Open(c.Dir, filesNamespace), sums: sums,
		templates: templates, lessons: lessons, keys: make([]cache.Key, n), hits: make([]bool, n), errs: make([]error, n)}
}

// Take keys page i, at url, of the page file source and its folder's
// files, and returns its entry and its kept files when the cache has
// them (and the build is not Refresh); ok is false when it has none for
// the key, or one that cannot be read back, or whose files are not all
// there: the lesson is then rendered, and its entry written again. Take
// may be called for several pages at once.
func (b *Build) Take(i int, url string, source []byte, folder []inputs.File) (e Entry, k Kept, ok bool) {
	b.keys[i] = b.key(url, source, folder)
	if b.config.Refresh {
		return Entry{}, Kept{}, false
	}
	e, k, ok = load(b.entries, b.files, b.keys[i])
	b.hits[i] = ok
	return e, k, ok
}

// load reads the entry under key of entries, whose files are in files.
func load(entries, files *cache.Cache, key cache.Key) (Entry, Kept, bool) {
	data, ok := entries.Map(key)
	if !ok {
		return Entry{}, Kept{}, false
	}
	var r record
	rest, ok := cache.ReadRecord(data, &r)
	if !ok {
		return Entry{}, Kept{}, false
	}
	return r.read(rest, files)
}

// Hit reports whether page i was taken from the cache.
func (b *Build) Hit(i int) bool { return b != nil && b.hits[i] }

// key is the key of everything a lesson's rendering is made of.
func (b *Build) key(url string, source []byte, folder []inputs.File) cache.Key {
	k := appendInputs(appendInputs(nil, b.templates), folder)
	for _, name := range b.lessons {
		k = appendField(k, name)
	}
	return cache.NewKey(renderingFormat, b.env, url).AddBytes(source, k)
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

// Store keeps page i, e just rendered, in the cache, if its page file and
// folder (read again now) are still what its key was made of: a file
// saved while the lesson rendered may have been read by the render in
// either state, and the entry would then stand for a rendering the key
// does not make. (A save and a save back to the same bytes, both within
// the render, would go unseen: an author's hands are slower than that.)
// compiled, when not nil, gives the page's labels as its engine reads
// them, kept beside it. It returns the files as kept (none when the
// entry is not written); what went wrong is kept for Prune to report.
func (b *Build) Store(i int, url string, source []byte, folder []inputs.File, e Entry, compiled func() ([]byte, error)) Kept {
	if b.keys[i] == (cache.Key{}) || b.key(url, source, folder) != b.keys[i] {
		return Kept{}
	}
	k, err := b.keep(e, compiled)
	parts, err2 := e.record(k)
	if err2 == nil {
		err2 = b.entries.Put(b.keys[i], parts...)
	}
	b.errs[i] = errors.Join(err, err2)
	return k
}

// keep keeps a page's published files, just rendered, as content entries
// (cache.PutContent: bytes already there are not written again), its
// compiled labels with them, and returns them as kept. A file that cannot
// be kept stays in the entry. Bytes the build's pages share are hashed and
// kept once.
func (b *Build) keep(e Entry, compiled func() ([]byte, error)) (Kept, error) {
	var errs []error
	keep := func(data []byte) cache.File {
		if data == nil {
			return cache.File{}
		}
		sum := b.sums.Of(data)
		f, err := b.kept.Get(sum, func() (cache.File, error) { return b.files.PutSummed(data, sum) })
		if err != nil {
			errs = append(errs, err)
		}
		f.Data = data // the page's own bytes, equal to the entry's
		return f
	}
	k := Kept{Params: keep(e.ParamData), Labels: keep(e.LabelsData), Options: keep(e.ChartOptions), Sweeps: keep(e.Sweeps)}
	for _, l := range e.Listings {
		k.Listings = append(k.Listings, keep(nonNil(l.Data)))
	}
	if compiled != nil {
		if data, err := compiled(); err == nil {
			k.Compiled = keep(data)
		}
	}
	k.BodySum = b.sums.Of(memo.Bytes(e.HTML))
	return k, errors.Join(errs...)
}

// Prune removes from the cache the entries of anything but this build's
// lessons, the files its pages publish (kept, by page), its pages as laid
// out and its search index (cache.Keep), and returns how many lessons the
// build took from the cache rather than rendered, and what went wrong
// keeping those it rendered (each was kept as it was rendered). On a nil
// Build it does nothing.
func (b *Build) Prune(kept []Kept) (taken int, err error) {
	if b == nil {
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
		{b.entries, keys(slices.Clone(b.keys))},
		{b.files, keys(b.contentKeys(kept))},
		{cache.Open(b.config.Dir, layoutsNamespace), keys(b.laid.recordKeys())},
	} {
		ns.c.Use("site "+filepath.Base(ns.c.Dir()), ns.keys...)
		ns.c.Keep(ns.keys...)
	}
	for _, hit := range b.hits {
		if hit {
			taken++
		}
	}
	return taken, errors.Join(slices.DeleteFunc(slices.Clone(b.errs), func(err error) bool { return err == nil })...)
}

// contentKeys returns the content entries of the files this build's
// pages publish (kept), as the cache keeps them, and of its pages as laid
// out and its search index.
func (b *Build) contentKeys(kept []Kept) []cache.Key {
	var out []cache.Key
	seen := map[string]bool{}
	add := func(f cache.File) {
		if f.Path != "" && !seen[f.Sum] {
			seen[f.Sum] = true
			out = append(out, cache.ContentKey(f.Sum))
		}
	}
	for _, k := range kept {
		for _, f := range append([]cache.File{k.Params, k.Labels, k.Compiled, k.Options, k.Sweeps}, k.Listings...) {
			add(f)
		}
	}
	for _, f := range b.laid.contentFiles() {
		add(f)
	}
	return out
}

// Path returns the file of page i's entry in the cache, written or not;
// "" for a page not keyed.
func (b *Build) Path(i int) string {
	if b.keys[i] == (cache.Key{}) {
		return ""
	}
	return b.entries.Path(b.keys[i])
}
