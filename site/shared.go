package site

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"

	"coursesite/charts"
	"coursesite/internal/memo"
	"coursesite/model"
	"coursesite/relation"
	"coursesite/terms"
)

// shared is what a build's pages share: values that are a function of
// inputs several pages may have alike — a chart's entry, a page's charts
// drawn, its markdown rendered, the relations its prose states, a
// lesson's labels compiled, the hash of bytes several pages publish —
// computed once per distinct input (package memo), by the first page
// that needs it, while the others that need it wait (a course of
// copied lessons renders the first one's charts once). Only what carries
// no place in a page's files is shared: a page's reading, whose actions,
// calls and errors stand in its own files, is every page's own (what a
// shared value read on a page's run is read again on each page's:
// chartEntry); and so is an error, which each page makes for itself. A
// build's shared values go with it; a nil shared computes everything.
type shared struct {
	entries  memo.Once[[sha256.Size]byte, builtChart]
	charts   memo.Once[[sha256.Size]byte, drawnCharts]
	bodies   memo.Once[[sha256.Size]byte, renderedBody]
	read     memo.Once[[sha256.Size]byte, *relation.Reading]
	compiled memo.Once[[sha256.Size]byte, []byte]
	sums     memo.Sums    // of the bytes pages publish, and key their values
	terms    *terms.Terms // the course's (course.terms): a page marks them
}

func newShared() *shared { return &shared{} }

// sum returns the SHA-256 of b (hex), once for each slice a build
// publishes (memo.Sums).
func (s *shared) sum(b []byte) string {
	if s == nil {
		return memo.Hex(b)
	}
	return s.sums.Of(b)
}

// chartEntry returns chart name of model as a page carries it
// (charts.BuildEntry, which build runs on words): a function of the
// model's data at the lesson's own settings, which its parameter file
// makes, and of the chart's words, which its labels make of that data.
// The words a chart reads as it is built are read on the page's own run,
// which records what the page shows: a page whose chart is another's
// reads the same words in the same order (charts.WordLog), and takes the
// other's entry only when it reads the same words.
func (s *shared) chartEntry(model, name string, o Opened, words model.Words, build func(model.Words) (*charts.Entry, error)) (*charts.Entry, error) {
	if s == nil {
		return build(words)
	}
	k := memo.Key([]byte("chart"), []byte(model), []byte(name), o.ParamData, memo.Present(o.LabelsData), o.LabelsData)
	built := false
	b, err := s.entries.Get(k, func() (builtChart, error) {
		built = true
		log := &charts.WordLog{Words: words}
		e, err := build(log)
		return builtChart{e, log}, err
	})
	if err != nil || built {
		return b.entry, err
	}
	if err := b.log.Replay(words); err != nil {
		return nil, fmt.Errorf("chart %q: %v (a bug: the chart's words are not those of a lesson with the same files)", name, err)
	}
	return b.entry, nil
}

// builtChart is a chart's entry and the words it read, in order.
type builtChart struct {
	entry *charts.Entry
	log   *charts.WordLog
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
		tall := []byte{0}
		if c.tall {
			tall[0] = 1
		}
		parts = append(parts, memo.Bytes(c.chart.Name), memo.Bytes(c.chart.Caption), memo.Bytes(c.chart.Description),
			[]byte(s.sum(c.option)), []byte(s.sum(c.entry)), tall)
	}
	return s.charts.Get(memo.Key(parts...), draw)
}

// renderedBody is a page's markdown rendered, its blocks in place, and its
// outline.
type renderedBody struct {
	html string
	toc  []Heading
}

// body returns a page's markdown rendered (Site.renderMarkdown, which
// render runs): a function of its markdown, the spans of it the engine
// printed, its blocks, and how its terms are marked (glossary.Mark): the
// course's terms as its lesson reads them, the glossary's path from it.
func (s *shared) body(f *File, r *Reading, blocks []Block, render func() (string, []Heading, error)) (string, []Heading, error) {
	if s == nil {
		return render()
	}
	parts := [][]byte{[]byte("body"), r.Markdown, []byte(s.terms.Reading(f.folder())), []byte(f.Root())}
	var spans []byte
	for _, sp := range r.printed {
		spans = binary.AppendUvarint(binary.AppendUvarint(spans, uint64(sp.Start)), uint64(sp.End))
	}
	parts = append(parts, spans)
	// A chart's figure is most often another page's own string (drawn):
	// hashed once a build.
	for _, b := range blocks {
		parts = append(parts, memo.Bytes(b.Fn), []byte(s.sum(memo.Bytes(b.HTML))))
	}
	v, err := s.bodies.Get(memo.Key(parts...), func() (renderedBody, error) {
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
	return s.compiled.Get(memo.Key([]byte("labels"), words), compile)
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
	k := memo.Key([]byte("relations"), src, []byte(model), o.ParamData, fmt.Appendf(nil, "%#v", opt))
	rd, _ := s.read.Get(k, func() (*relation.Reading, error) { return read(), nil })
	return rd
}
