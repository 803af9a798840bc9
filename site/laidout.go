package site

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
)

// layoutFormat starts the key of a page's layout and of the search
// index; change it with what goes into them or with their records.
const layoutFormat = "coursesite layout 1"

// laidOut is what the render cache keeps of a build's pages as laid out:
// each page's HTML, a content entry (namespace files) under a record of
// the layouts namespace keyed by everything its layout shows — the
// templates, this program, the assets' names, the course, every page as
// a layout sees it (layoutPage: its front matter, outline, controls and
// the names of its files) and its own body — and the search index made of
// them, under the pages' paths and hashes and Env (which names the
// search's package). A build in which none of that changed lays no page
// out again and runs no search; one in which a lesson's body changed lays
// that page out again; one in which a title or the order changed, every
// page. A nil laidOut keeps nothing.
type laidOut struct {
	records *cache.Cache // the layouts namespace
	files   *cache.Cache // the content entries
	env     string
	keys    []cache.Key  // each page's layout, by page
	pages   []cache.File // each page as laid out and kept; zero: not kept

	searchKey   cache.Key
	searchFiles []cache.File
}

// layOut returns what the cache keeps of pages as laid out with assets
// in course c, or nil when the layouts cannot be keyed (the templates
// could not be listed, or a page's view written).
func (r *renderings) layOut(pages []*Page, assets assetNames, c *course) *laidOut {
	if r == nil || r.templates == nil {
		return nil
	}
	views, err := viewsOf(pages)
	if err != nil {
		return nil
	}
	b := appendInputs(nil, r.templates)
	for _, name := range slices.Sorted(maps.Keys(assets)) {
		b = appendField(appendField(b, name), assets[name])
	}
	b = appendField(appendField(b, c.title), c.at(""))
	base := cache.NewKey(layoutFormat, r.env).AddBytes(b, views)
	l := &laidOut{records: cache.Open(r.cache.Dir, layoutsNamespace), files: r.files, env: r.env,
		keys: make([]cache.Key, len(pages)), pages: make([]cache.File, len(pages))}
	for i, p := range pages {
		sum := p.kept.bodySum
		if sum == "" {
			sum = sha256Hex(bodyBytes(p))
		}
		l.keys[i] = base.Add(p.URL, sum)
	}
	return l
}

// pageView is a page as a layout sees it (layoutPage), written out for
// the key of every page's layout.
type pageView struct {
	URL                                string
	Meta                               frontmatter.Meta
	TOC                                []Heading
	Controls                           []lesson.Control
	HasCharts, Live                    bool
	ChartsFile, LabelsFile, SweepsFile string
	Labels                             string // the SHA-256 of LabelsData (hex); "" for none
}

// viewsOf writes every page as a layout sees it, in order (which gives
// each lesson's previous and next ones).
func viewsOf(pages []*Page) ([]byte, error) {
	views := make([]pageView, len(pages))
	for i, p := range pages {
		v := pageView{URL: p.URL, Meta: p.Meta, TOC: p.TOC, Controls: p.Controls, HasCharts: p.HasCharts(), Live: p.Live(),
			ChartsFile: p.chartsFile, LabelsFile: p.labelsFile, SweepsFile: p.sweepsFile}
		switch {
		case p.kept.labels.Path != "":
			v.Labels = p.kept.labels.Sum
		case p.LabelsData != nil:
			v.Labels = sha256Hex(p.LabelsData)
		}
		views[i] = v
	}
	// JSON follows every field the types have or will have; a control's
	// binding to its model's parameters is not written (json:"-").
	return json.Marshal(views)
}

// take returns page i as laid out in an earlier build, if the cache keeps
// it.
func (l *laidOut) take(i int) (cache.File, bool) {
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

// keep keeps page i as laid out, html, for the next build; what cannot be
// kept is laid out again then.
func (l *laidOut) keep(i int, html []byte) {
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

// file returns page i as laid out and kept: a content entry for Write to
// link; zero when it is not kept.
func (l *laidOut) file(i int) cache.File {
	if l == nil {
		return cache.File{}
	}
	return l.pages[i]
}

// search returns the search index of the pages laid out as html, by
// their paths from the site's root (searchPages), and the content entries
// of its files, by name: from the cache when it keeps the index of pages
// of the same paths and hashes, or else from index, whose files it keeps.
func (l *laidOut) search(pages []*Page, html [][]byte, index func(map[string][]byte) (map[string][]byte, error)) (map[string][]byte, map[string]cache.File, error) {
	if l == nil || slices.ContainsFunc(l.pages, func(f cache.File) bool { return f.Path == "" }) {
		files, err := index(searchPages(pages, html))
		return files, nil, err
	}
	k := cache.NewKey(layoutFormat, "search", l.env)
	for i, p := range pages {
		k = k.Add(p.URL, l.pages[i].Sum)
	}
	l.searchKey = k
	if b, ok := l.records.Get(k); ok {
		if refs, ok := readRefs(b); ok {
			if files, kept, ok := l.openAll(refs); ok {
				return files, kept, nil
			}
		}
	}
	files, err := index(searchPages(pages, html))
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
func (l *laidOut) openAll(refs []namedRef) (map[string][]byte, map[string]cache.File, bool) {
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
// search index are kept under, for PruneCache.
func (l *laidOut) recordKeys() []cache.Key {
	if l == nil {
		return nil
	}
	return append(slices.Clone(l.keys), l.searchKey)
}

// contentFiles returns the content entries of this build's pages as laid
// out and of its search index, for PruneCache.
func (l *laidOut) contentFiles() []cache.File {
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
