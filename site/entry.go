package site

import (
	"crypto/sha256"
	"encoding/hex"
	"html/template"
	"unsafe"

	"coursesite/internal/cache"
	"coursesite/labels"
	"coursesite/lesson"
)

// entry is what a lesson's entry holds: what its page publishes, the
// parts of its stages' values its layout and Write read. The body is a
// span of the bytes after it (the entry is mapped, not read: a build that
// lays the page out again reads it, one that takes the page as laid out
// does not). The files published beside the page are each a content entry
// of the files namespace (part.Ref), which Write links rather than writes,
// and which another lesson publishing the same bytes shares.
type entry struct {
	// Of its Opened: the parameter and words files.
	ParamData, LabelsData part
	// Of its Reading: the controls, each block's function, in order
	// (HasCharts), and the listings' files.
	Controls []lesson.Control
	Blocks   []string
	Listings []cachedListing
	// Its Rendering, and the SHA-256 of its body (hex), which the key of
	// its layout is made of.
	HTML                 cache.Span
	HTMLSum              string
	TOC                  []Heading
	ChartOptions, Sweeps part
	// Its labels as its page's engine reads them (labels.Compiled), when
	// it carries the reader's controls.
	Compiled part
}

// A part is a file an entry keeps: a content entry of its own (Ref), or
// else bytes after the entry's header (Span); neither is none at all (a
// page without labels has no labels file, one with an empty labels file
// publishes it empty).
type part struct {
	Ref  cache.Ref
	Span cache.Span
}

// cachedListing is a Listing's published part.
type cachedListing struct {
	File string
	Data part
}

// keptFiles are a page's published files as the render cache keeps them
// (content entries: cache.File), for publish to name them by their
// recorded hashes and Write to link them; a zero File is one not kept.
type keptFiles struct {
	params, labels, compiled, options, sweeps cache.File
	listings                                  []cache.File // by Listings' index
	bodySum                                   string       // the SHA-256 of the body (hex)
}

// get returns the bytes pt stands for, of data (the bytes after the
// entry's header) or of files, and the content entry they are; ok is
// false when they are in neither.
func (pt part) get(data []byte, files *cache.Cache) (b []byte, f cache.File, ok bool) {
	if pt.Ref.Sum == "" {
		b, ok = pt.Span.Get(data)
		return b, cache.File{}, ok
	}
	if files == nil || pt.Span != (cache.Span{}) {
		return nil, cache.File{}, false
	}
	if f, ok = files.OpenContent(pt.Ref); !ok {
		return nil, cache.File{}, false
	}
	return f.Data, f, true
}

// fill gives p the stages' values e holds, whose spans are of data and
// whose content entries are in files; it reports false, leaving p as it
// was, when a part is in neither.
func (e *entry) fill(p *Page, data []byte, files *cache.Cache) bool {
	var k keptFiles
	html, ok1 := e.HTML.Get(data)
	options, kOptions, ok2 := e.ChartOptions.get(data, files)
	params, kParams, ok3 := e.ParamData.get(data, files)
	words, kLabels, ok4 := e.LabelsData.get(data, files)
	sweeps, kSweeps, ok5 := e.Sweeps.get(data, files)
	// The compiled labels are a content entry or nothing: a page without
	// them compiles its labels' bytes.
	_, kCompiled, ok6 := e.Compiled.get(nil, files)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 || e.Compiled.Span != (cache.Span{}) {
		return false
	}
	k.options, k.params, k.labels, k.sweeps, k.compiled = kOptions, kParams, kLabels, kSweeps, kCompiled
	listings := make([]Listing, len(e.Listings))
	for i, l := range e.Listings {
		b, f, ok := l.Data.get(data, files)
		if !ok {
			return false
		}
		listings[i] = Listing{File: l.File, Data: b}
		k.listings = append(k.listings, f)
	}
	var blocks []Block
	for _, fn := range e.Blocks {
		blocks = append(blocks, Block{Fn: fn})
	}
	k.bodySum = e.HTMLSum
	p.Opened = Opened{ParamData: params, LabelsData: words}
	p.Reading = Reading{Controls: e.Controls, Blocks: blocks, Listings: listings}
	p.Rendering = Rendering{TOC: e.TOC, ChartOptions: options, Sweeps: sweeps}
	p.kept = k
	// The body is most of the entry: a string of the entry's own bytes
	// (mapped, and read only if the page is laid out again), not a copy.
	// Nothing writes to data (cache.Map's bytes are read-only).
	if len(html) > 0 {
		p.HTML = template.HTML(unsafe.String(&html[0], len(html)))
	}
	return true
}

// entryOf returns page p's entry, as the parts it is written from, in
// order: its files as the content entries p.kept says they are, or else
// in the entry itself.
func entryOf(p *Page) ([][]byte, error) {
	var blobs cache.Spans
	add := func(b []byte, kept cache.File) part {
		if kept.Path != "" {
			return part{Ref: kept.Ref()}
		}
		return part{Span: blobs.Add(b)}
	}
	k := p.kept
	e := entry{TOC: p.TOC, Controls: p.Controls, HTMLSum: k.bodySum}
	e.HTML = blobs.Add(bodyBytes(p))
	e.ChartOptions, e.ParamData, e.LabelsData, e.Sweeps = add(p.ChartOptions, k.options), add(p.ParamData, k.params), add(p.LabelsData, k.labels), add(p.Sweeps, k.sweeps)
	if k.compiled.Path != "" {
		e.Compiled = part{Ref: k.compiled.Ref()}
	}
	for _, b := range p.Blocks {
		e.Blocks = append(e.Blocks, b.Fn)
	}
	for i, l := range p.Listings {
		var kept cache.File
		if i < len(k.listings) {
			kept = k.listings[i]
		}
		e.Listings = append(e.Listings, cachedListing{File: l.File, Data: add(nonNil(l.Data), kept)})
	}
	return cache.Record(&e, &blobs)
}

// bodyBytes returns page p's body as bytes: the string it is, only read.
func bodyBytes(p *Page) []byte { return unsafe.Slice(unsafe.StringData(string(p.HTML)), len(p.HTML)) }

// nonNil returns b, or an empty slice for nil: a listing of an empty file
// is published, empty.
func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// keepFiles keeps page p's published files, just rendered, as content
// entries of files (cache.PutContent: bytes already there are not written
// again), its compiled labels with them when it carries the reader's
// controls, and records them in p.kept, for its entry to name them and
// Write to link them. A file that cannot be kept stays in the entry. Bytes
// the build's pages share (sh) are hashed once.
func keepFiles(p *Page, files *cache.Cache, sh *shared) error {
	var errs []error
	keep := func(b []byte) cache.File {
		if b == nil {
			return cache.File{}
		}
		f, err := sh.keep(files, b)
		if err != nil {
			errs = append(errs, err)
		}
		return f
	}
	k := keptFiles{params: keep(p.ParamData), labels: keep(p.LabelsData), options: keep(p.ChartOptions), sweeps: keep(p.Sweeps)}
	for _, l := range p.Listings {
		k.listings = append(k.listings, keep(nonNil(l.Data)))
	}
	if p.Live() && p.LabelsData != nil && p.Lesson != nil {
		if data, err := sh.compiledLabels(p.LabelsData, p.Lesson.Labels.Compiled); err == nil {
			k.compiled = keep(data)
		}
	}
	k.bodySum = sh.sum(bodyBytes(p))
	p.kept = k
	return joined(errs)
}

// sha256Hex returns the SHA-256 of data, in hex.
func sha256Hex(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// compiledLabels returns page p's labels as its engine reads them
// (labels.Compiled), and the content entry holding them when the render
// cache keeps them (a page taken from the cache has them there, one
// rendered in this build its lesson's labels read).
func compiledLabels(p *Page, file string) ([]byte, cache.File, error) {
	if k := p.kept.compiled; k.Path != "" {
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
