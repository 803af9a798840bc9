package site

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"
	"unsafe"

	"coursesite/charts"
	"coursesite/internal/cache"
	"coursesite/model"
	"coursesite/relation"
)

// shared is what a build's pages share: values that are a function of
// inputs several pages may have alike — a chart's entry, a page's charts
// drawn, its markdown rendered, the relations its prose states, a
// lesson's labels compiled, the hash of bytes several pages publish and
// their content entry — computed once per distinct input, by the first
// page that needs it, while the others that need it wait (a course of
// copied lessons renders the first one's charts once). Only what carries
// no place in a page's files is shared: a page's reading, whose actions,
// calls and errors stand in its own files, is every page's own (what a
// shared value read on a page's run is read again on each page's:
// chartEntry); and so is an error, which each page makes for itself. A
// build's shared values go with it; a nil shared computes everything.
type shared struct {
	entries  once[[sha256.Size]byte, builtChart]
	charts   once[[sha256.Size]byte, drawnCharts]
	bodies   once[[sha256.Size]byte, renderedBody]
	read     once[[sha256.Size]byte, *relation.Reading]
	compiled once[[sha256.Size]byte, []byte]
	kept     once[string, cache.File] // content entries, by their bytes' SHA-256

	sumsMu sync.Mutex
	sums   map[bytesID]summed
}

func newShared() *shared { return &shared{sums: map[bytesID]summed{}} }

// A once is a value for each key, computed once: a caller that asks for a
// key being computed waits for it; a key whose computation failed is
// computed again by each caller (the error is its own).
type once[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]*onceEntry[V]
}

type onceEntry[V any] struct {
	done chan struct{}
	v    V
	ok   bool
}

// get returns the value of k, computing it with f unless it is known.
func (m *once[K, V]) get(k K, f func() (V, error)) (V, error) {
	m.mu.Lock()
	if m.m == nil {
		m.m = map[K]*onceEntry[V]{}
	}
	e, known := m.m[k]
	if !known {
		e = &onceEntry[V]{done: make(chan struct{})}
		m.m[k] = e
	}
	m.mu.Unlock()
	if known {
		<-e.done
		if e.ok {
			return e.v, nil
		}
		return f()
	}
	v, err := f()
	e.v, e.ok = v, err == nil
	close(e.done)
	return v, err
}

// keyOf returns a once's key of a value's inputs, parts: each part with
// its length, so that two lists of parts that join to the same bytes are
// two keys.
func keyOf(parts ...[]byte) [sha256.Size]byte {
	h := sha256.New()
	for _, p := range parts {
		h.Write(binary.AppendUvarint(nil, uint64(len(p))))
		h.Write(p)
	}
	return [sha256.Size]byte(h.Sum(nil))
}

// A bytesID is a byte slice by where it is: bytes several pages publish
// are most often the same slice (the answers ahead of lessons with the
// same model, parameters and text; a shared rendering).
type bytesID struct {
	p *byte
	n int
}

// summed is the SHA-256 of bytes, and the bytes, held so that their
// memory is not reused for others while the build lasts.
type summed struct {
	b   []byte
	sum string
}

// sum returns the SHA-256 of b (hex), once for each slice a build
// publishes. A build's published bytes are never changed once made.
func (s *shared) sum(b []byte) string {
	if s == nil || len(b) == 0 {
		return sha256Hex(b)
	}
	id := bytesID{unsafe.SliceData(b), len(b)}
	s.sumsMu.Lock()
	v, ok := s.sums[id]
	s.sumsMu.Unlock()
	if ok {
		return v.sum
	}
	sum := sha256Hex(b)
	s.sumsMu.Lock()
	s.sums[id] = summed{b, sum}
	s.sumsMu.Unlock()
	return sum
}

// present writes whether b is there at all: a lesson without labels and
// one with an empty labels file are two inputs.
func present(b []byte) []byte {
	if b == nil {
		return []byte{0}
	}
	return []byte{1}
}

// chartEntry returns chart name of model as a page carries it
// (charts.BuildEntry, which build runs on words): a function of the
// model's data at the lesson's own settings, which its parameter file
// makes, and of the chart's words, which its labels make of that data.
// The words a chart reads as it is built are read on the page's own run,
// which records what the page shows: a page whose chart is another's
// reads the same words in the same order (replayReads), and takes
// the other's entry only when it reads the same words.
func (s *shared) chartEntry(model, name string, o Opened, words model.Words, build func(model.Words) (*charts.Entry, error)) (*charts.Entry, error) {
	if s == nil {
		return build(words)
	}
	k := keyOf([]byte("chart"), []byte(model), []byte(name), o.ParamData, present(o.LabelsData), o.LabelsData)
	built, ours := false, wordReads{}
	b, err := s.entries.get(k, func() (builtChart, error) {
		built, ours.words = true, words
		e, err := build(&ours)
		return builtChart{e, ours.reads}, err
	})
	if err != nil || built {
		return b.entry, err
	}
	if err := replayReads(b.reads, words); err != nil {
		return nil, fmt.Errorf("chart %q: %v (a bug: the chart's words are not those of a lesson with the same files)", name, err)
	}
	return b.entry, nil
}

// builtChart is a chart's entry and the words it read, in order.
type builtChart struct {
	entry *charts.Entry
	reads []wordRead
}

// wordReads are the words a chart read as it was built.
type wordReads struct {
	words model.Words
	reads []wordRead
}

// A wordRead is a word read: its key, its scope for an item of a list
// (Words.Item), and what it was.
type wordRead struct {
	key, scope string
	item       bool
	text       string
}

func (w *wordReads) Text(key string) string {
	t := w.words.Text(key)
	w.reads = append(w.reads, wordRead{key: key, text: t})
	return t
}

func (w *wordReads) Item(key, scope string) string {
	t := w.words.Item(key, scope)
	w.reads = append(w.reads, wordRead{key: key, scope: scope, item: true, text: t})
	return t
}

// replay reads on words what reads read, in order; it says the first
// word that is not what it was.
func replayReads(reads []wordRead, words model.Words) error {
	for _, r := range reads {
		var t string
		if r.item {
			t = words.Item(r.key, r.scope)
		} else {
			t = words.Text(r.key)
		}
		if t != r.text {
			return fmt.Errorf("the word %s reads %q, not %q", r.key, t, r.text)
		}
	}
	return nil
}

// drawn returns a page's charts drawn (Site.draw, which draw runs): a
// function of each chart's name, words, option and entry, in order.
func (s *shared) drawn(cs []pageChart, draw func() (drawnCharts, error)) (drawnCharts, error) {
	if s == nil {
		return draw()
	}
	// The options and entries are most often another page's own slices
	// (chartEntry): hashed once a build.
	parts := [][]byte{[]byte("charts")}
	for _, c := range cs {
		parts = append(parts, stringBytes(c.chart.Name), stringBytes(c.chart.Caption), stringBytes(c.chart.Description),
			[]byte(s.sum(c.option)), []byte(s.sum(c.entry)), present(boolBytes(c.tall)))
	}
	return s.charts.get(keyOf(parts...), draw)
}

// boolBytes is nil for false, for present.
func boolBytes(b bool) []byte {
	if b {
		return []byte{}
	}
	return nil
}

// renderedBody is a page's markdown rendered, its blocks in place, and its
// outline.
type renderedBody struct {
	html string
	toc  []Heading
}

// body returns a page's markdown rendered (Site.renderMarkdown, which
// render runs): a function of its markdown, the spans of it the engine
// printed, and its blocks.
func (s *shared) body(r *Reading, blocks []Block, render func() (string, []Heading, error)) (string, []Heading, error) {
	if s == nil {
		return render()
	}
	parts := [][]byte{[]byte("body"), r.Markdown}
	var spans []byte
	for _, sp := range r.printed {
		spans = binary.AppendUvarint(binary.AppendUvarint(spans, uint64(sp.Start)), uint64(sp.End))
	}
	parts = append(parts, spans)
	// A chart's figure is most often another page's own string (drawn):
	// hashed once a build.
	for _, b := range blocks {
		parts = append(parts, stringBytes(b.Fn), []byte(s.sum(stringBytes(b.HTML))))
	}
	v, err := s.bodies.get(keyOf(parts...), func() (renderedBody, error) {
		html, toc, err := render()
		return renderedBody{html, toc}, err
	})
	return v.html, v.toc, err
}

// compiledLabels returns labels as a page's engine reads them (compile:
// labels.Compiled), a function of the labels file's bytes.
func (s *shared) compiledLabels(words []byte, compile func() ([]byte, error)) ([]byte, error) {
	if s == nil {
		return compile()
	}
	return s.compiled.get(keyOf([]byte("labels"), words), compile)
}

// stringBytes returns the bytes of s, for a key: only read.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// keep keeps b as a content entry of files (cache.PutSummed), once a
// build for the same bytes.
func (s *shared) keep(files *cache.Cache, b []byte) (cache.File, error) {
	sum := s.sum(b)
	if s == nil {
		return files.PutSummed(b, sum)
	}
	f, err := s.kept.get(sum, func() (cache.File, error) { return files.PutSummed(b, sum) })
	f.Data = b // the page's own bytes, equal to the entry's
	return f, err
}

// relations returns what relation.Read (which read runs) reads in a
// page's source src: a function of src (its actions are parsed from it),
// its lesson's figures at its own settings, which its model and
// parameter file make, and the options. A Reading holds places in src,
// not in its file: each page adds the relations to its own text
// (relation.Add).
func (s *shared) relations(src []byte, model string, o Opened, opt relation.Options, read func() *relation.Reading) *relation.Reading {
	if s == nil {
		return read()
	}
	k := keyOf([]byte("relations"), src, []byte(model), o.ParamData, fmt.Appendf(nil, "%#v", opt))
	rd, _ := s.read.get(k, func() (*relation.Reading, error) { return read(), nil })
	return rd
}
