package rendercache

import (
	"unsafe"

	"coursesite/internal/cache"
	"coursesite/internal/memo"
	"coursesite/lesson"
	"coursesite/markdown"
)

// An Entry is what a lesson's page publishes, the parts of its stages'
// values its layout and the site's output read: the files beside it, its
// controls, its blocks' functions and its listings, its body and outline.
type Entry struct {
	// Of its lesson opened: the parameter and words files (nil: none).
	ParamData, LabelsData []byte
	// Of its text read: the controls, each block's function, in order,
	// and the listings' files.
	Controls []lesson.Control
	Blocks   []string
	Listings []Listing
	// Its rendering.
	HTML                 string
	TOC                  []markdown.Heading
	ChartOptions, Sweeps []byte
}

// A Listing is a file of the lesson's folder its page lists, as published.
type Listing struct {
	File string
	Data []byte
}

// Kept are a page's published files as the cache keeps them (content
// entries: cache.File), for the site to name them by their recorded
// hashes and link them rather than write them; a zero File is one not
// kept.
type Kept struct {
	Params, Labels, Compiled, Options, Sweeps cache.File
	Listings                                  []cache.File // by Entry.Listings' index
	BodySum                                   string       // the SHA-256 of the body (hex)
}

// record is what an entry's record holds. The body is a span of the
// bytes after it (the entry is mapped, not read: a build that lays the
// page out again reads it, one that takes the page as laid out does
// not). The files published beside the page are each a content entry of
// the files namespace (part.Ref), which another lesson publishing the
// same bytes shares.
type record struct {
	ParamData, LabelsData part
	Controls              []lesson.Control
	Blocks                []string
	Listings              []recordListing
	// The body, and its SHA-256 (hex), which the key of its layout is
	// made of.
	HTML                 cache.Span
	HTMLSum              string
	TOC                  []markdown.Heading
	ChartOptions, Sweeps part
	// Its labels as its page's engine reads them, when it carries the
	// reader's controls.
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

// recordListing is a Listing in a record.
type recordListing struct {
	File string
	Data part
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

// read returns the entry r holds, whose spans are of data and whose
// content entries are in files, and its files as kept; ok is false when
// a part is in neither.
func (r *record) read(data []byte, files *cache.Cache) (e Entry, k Kept, ok bool) {
	html, ok1 := r.HTML.Get(data)
	options, kOptions, ok2 := r.ChartOptions.get(data, files)
	params, kParams, ok3 := r.ParamData.get(data, files)
	words, kLabels, ok4 := r.LabelsData.get(data, files)
	sweeps, kSweeps, ok5 := r.Sweeps.get(data, files)
	// The compiled labels are a content entry or nothing: a page without
	// them compiles its labels' bytes.
	_, kCompiled, ok6 := r.Compiled.get(nil, files)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 || r.Compiled.Span != (cache.Span{}) {
		return Entry{}, Kept{}, false
	}
	k = Kept{Options: kOptions, Params: kParams, Labels: kLabels, Sweeps: kSweeps, Compiled: kCompiled, BodySum: r.HTMLSum}
	e = Entry{ParamData: params, LabelsData: words, Controls: r.Controls, Blocks: r.Blocks, TOC: r.TOC, ChartOptions: options, Sweeps: sweeps}
	for _, l := range r.Listings {
		b, f, ok := l.Data.get(data, files)
		if !ok {
			return Entry{}, Kept{}, false
		}
		e.Listings = append(e.Listings, Listing{File: l.File, Data: b})
		k.Listings = append(k.Listings, f)
	}
	// The body is most of the entry: a string of the entry's own bytes
	// (mapped, and read only if the page is laid out again), not a copy.
	// Nothing writes to data (cache.Map's bytes are read-only).
	if len(html) > 0 {
		e.HTML = unsafe.String(&html[0], len(html))
	}
	return e, k, true
}

// record returns e's record, as the parts it is written from, in order:
// its files as the content entries k says they are, or else in the record
// itself.
func (e Entry) record(k Kept) ([][]byte, error) {
	var blobs cache.Spans
	add := func(b []byte, kept cache.File) part {
		if kept.Path != "" {
			return part{Ref: kept.Ref()}
		}
		return part{Span: blobs.Add(b)}
	}
	r := record{TOC: e.TOC, Controls: e.Controls, Blocks: e.Blocks, HTMLSum: k.BodySum}
	r.HTML = blobs.Add(memo.Bytes(e.HTML))
	r.ChartOptions, r.ParamData, r.LabelsData, r.Sweeps = add(e.ChartOptions, k.Options), add(e.ParamData, k.Params), add(e.LabelsData, k.Labels), add(e.Sweeps, k.Sweeps)
	if k.Compiled.Path != "" {
		r.Compiled = part{Ref: k.Compiled.Ref()}
	}
	for i, l := range e.Listings {
		var kept cache.File
		if i < len(k.Listings) {
			kept = k.Listings[i]
		}
		r.Listings = append(r.Listings, recordListing{File: l.File, Data: add(nonNil(l.Data), kept)})
	}
	return cache.Record(&r, &blobs)
}

// nonNil returns b, or an empty slice for nil: a listing of an empty file
// is published, empty.
func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
