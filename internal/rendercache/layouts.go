package rendercache

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"coursesite/frontmatter"
	"coursesite/internal/cache"
	"coursesite/lesson"
	"coursesite/markdown"
)

// layoutFormat starts the key of a page's layout and of the search
// index; change it with what goes into them or with their records.
const layoutFormat = "coursesite layout 2"

// Layouts are what the cache keeps of a build's pages as laid out: each
// page's HTML, a content entry (namespace files) under a record of the
// layouts namespace keyed by everything its layout shows — the
// templates, this program, what the site says it shows of the others
// (LayOut) and its own body — and the search index made of them, under
// the pages' paths and hashes and Env (which names the search's package).
// A build in which none of that changed lays no page out again and runs
// no search; one in which a lesson's body changed lays that page out
// again; one in which a title or the order changed, every page. Nil
// Layouts keep nothing.
type Layouts struct {
	records *cache.Cache // the layouts namespace
	files   *cache.Cache // the content entries
	env     string
	urls    []string
	keys    []cache.Key  // each page's layout, by page
	pages   []cache.File // each page as laid out and kept; zero: not kept

	searchKey   cache.Key
	searchFiles []cache.File
}

// A View is everything a page's layout shows besides its own body, for
// the key of every page's layout (LayOut): every page as a layout sees
// it, the assets' published names and the course.
type View struct {
	Pages                         []PageView
	Assets                        map[string]string // by the names a layout asks for
	Title, AtRoot, Book, Glossary string            // the course's title, address, PDF and glossary page
}

// A PageView is a page as a layout sees it (package site says what of
// it a layout shows).
type PageView struct {
	URL                                string
	Meta                               frontmatter.Meta
	TOC                                []markdown.Heading
	Controls                           []lesson.Control
	HasCharts, Live                    bool
	ChartsFile, LabelsFile, SweepsFile string
	Labels                             string // the SHA-256 of the labels file (hex); "" for none
}

// LayOut returns what the cache keeps of the build's pages as laid out:
// shown is everything a page's layout shows besides its own body, urls
// and bodies each page's path and its body's SHA-256 (hex;
// Kept.BodySum). It is nil, keeping nothing, on a nil Build, one whose
// templates could not be listed, or when shown cannot be written.
func (b *Build) LayOut(v View, urls, bodies []string) *Layouts {
	if b == nil || b.templates == nil {
		return nil
	}
	// JSON follows every field the types have or will have (a map's keys
	// sorted); a control's binding to its model's parameters is not
	// written (json:"-").
	shown, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	base := cache.NewKey(layoutFormat, b.env).AddBytes(appendInputs(nil, b.templates), shown)
	l := &Layouts{records: cache.Open(b.config.Dir, layoutsNamespace), files: b.files, env: b.env, urls: urls,
		keys: make([]cache.Key, len(urls)), pages: make([]cache.File, len(urls))}
	for i, u := range urls {
		l.keys[i] = base.Add(u, bodies[i])
	}
	b.laid = l
	return l
}

// Take returns page i as laid out in an earlier build, if the cache keeps
// it.
func (l *Layouts) Take(i int) (cache.File, bool) {
	if l == nil {
		return cache.File{}, false
	}
	b, ok := l.records.Get(l.keys[i])
	if !ok {
		return cache.File{}, false
	}
	refs, ok := readRefs(b)
	if !ok || len(refs) != 1 || refs[0].name != "" {
		return cache.File{}, false
	}
	f, ok := l.files.OpenContent(refs[0].Ref)
	if ok {
		l.pages[i] = f
	}
	return f, ok
}

// Keep keeps page i as laid out, html, for the next build; what cannot be
// kept is laid out again then.
func (l *Layouts) Keep(i int, html []byte) {
	if l == nil {
		return
	}
	f, err := l.files.PutContent(html)
	if err != nil {
		return
	}
	l.pages[i] = f
	if b, ok := l.records.Get(l.keys[i]); ok && string(b) == writeRefs([]namedRef{{Ref: f.Ref()}}) {
		return // the record there says as much (a build with -fresh)
	}
	l.records.Put(l.keys[i], []byte(writeRefs([]namedRef{{Ref: f.Ref()}})))
}

// File returns page i as laid out and kept: a content entry, which the
// site's output links rather than writes; zero when it is not kept.
func (l *Layouts) File(i int) cache.File {
	if l == nil {
		return cache.File{}
	}
	return l.pages[i]
}

// Search returns the search index of the pages as laid out, and the
// content entries of its files, by name: from the cache when it keeps the
// index of pages of the same paths and hashes (every page laid out kept)
// and of the same more — what else the index reads, the bytes of the
// pages the site lays out beside them (its glossary) — or else from
// index, whose files it keeps.
func (l *Layouts) Search(more []byte, index func() (map[string][]byte, error)) (map[string][]byte, map[string]cache.File, error) {
	if l == nil || slices.ContainsFunc(l.pages, func(f cache.File) bool { return f.Path == "" }) {
		files, err := index()
		return files, nil, err
	}
	k := cache.NewKey(layoutFormat, "search", l.env).AddBytes(more)
	for i, u := range l.urls {
		k = k.Add(u, l.pages[i].Sum)
	}
	l.searchKey = k
	if b, ok := l.records.Get(k); ok {
		if refs, ok := readRefs(b); ok {
			if files, kept, ok := l.openAll(refs); ok {
				return files, kept, nil
			}
		}
	}
	files, err := index()
	if err != nil {
		return nil, nil, err
	}
	var refs []namedRef
	kept := map[string]cache.File{}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		f, err := l.files.PutContent(files[name])
		if err != nil || strings.ContainsAny(name, "\n") {
			return files, nil, nil // not kept: indexed again next time
		}
		refs = append(refs, namedRef{name: name, Ref: f.Ref()})
		kept[name] = f
	}
	l.searchFiles = slices.Collect(maps.Values(kept))
	l.records.Put(k, []byte(writeRefs(refs)))
	return files, kept, nil
}

// openAll opens the content entries refs name, by name; ok is false when
// one is not there.
func (l *Layouts) openAll(refs []namedRef) (map[string][]byte, map[string]cache.File, bool) {
	files := make(map[string][]byte, len(refs))
	kept := make(map[string]cache.File, len(refs))
	for _, r := range refs {
		f, ok := l.files.OpenContent(r.Ref)
		if !ok {
			return nil, nil, false
		}
		files[r.name], kept[r.name] = f.Data, f
	}
	l.searchFiles = slices.Collect(maps.Values(kept))
	return files, kept, true
}

// recordKeys returns the keys of the records this build's pages and
// search index are kept under, for Prune.
func (l *Layouts) recordKeys() []cache.Key {
	if l == nil {
		return nil
	}
	return append(slices.Clone(l.keys), l.searchKey)
}

// contentFiles returns the content entries of this build's pages as laid
// out and of its search index, for Prune.
func (l *Layouts) contentFiles() []cache.File {
	if l == nil {
		return nil
	}
	return append(slices.Clone(l.pages), l.searchFiles...)
}

// A namedRef is a content entry a record names: a page as laid out (no
// name), or a file of the search index.
type namedRef struct {
	cache.Ref
	name string
}

// writeRefs writes a record of content entries, a line each: its hash,
// length and stamp, and its name.
func writeRefs(refs []namedRef) string {
	var b strings.Builder
	for _, r := range refs {
		fmt.Fprintf(&b, "%s %d %d %s\n", r.Sum, r.Size, r.Stamp, r.name)
	}
	return b.String()
}

// readRefs reads a record writeRefs wrote; ok is false when it is none.
func readRefs(b []byte) ([]namedRef, bool) {
	var refs []namedRef
	for line := range strings.Lines(string(b)) {
		f := strings.SplitN(strings.TrimSuffix(line, "\n"), " ", 4)
		if len(f) != 4 || len(f[0]) != 64 {
			return nil, false
		}
		size, err1 := strconv.ParseInt(f[1], 10, 64)
		stamp, err2 := strconv.ParseInt(f[2], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		refs = append(refs, namedRef{Ref: cache.Ref{Sum: f[0], Size: size, Stamp: stamp}, name: f[3]})
	}
	return refs, true
}
