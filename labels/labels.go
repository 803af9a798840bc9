// Package labels reads a lesson's labels: the words around the numbers of
// its tables, charts and controls, which a lesson writes in its folder
// (metinler.txt) as it writes its prose, so that the check reads them as
// prose and a reader's settings change them as they change the prose.
//
// The file holds one word a line, its key, a colon and its text:
//
//	# Tablo: paylar
//	tablo.paylar.baslik: Kola kalan payın bölüştürülmesi: eşik {{ sayi "esik" }} ms
//	politika: Politika
//
// The text is a template with the prose's functions (sayi, yazi, ek, eger…;
// package prose) and plain text around them. Blank lines and lines that
// start with # are comments. A key is a dotted name (letters and digits);
// the site asks for the most specific key first (tablo.paylar.politika),
// then the shared one (politika), so words a lesson's tables and charts
// share are written once.
package labels

import (
	"errors"
	"slices"
	"strings"
	"sync"

	"coursesite/internal/msg"
	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
)

// File is the name of a lesson's labels file in its folder.
const File = "metinler.txt"

// Labels are a lesson's words by key.
type Labels struct {
	file    *place.File
	entries map[string]*Entry
	order   []string
	// used is written as words are asked for, by the pages' renderings
	// and a lesson's sweeps at once (livebuild.Sweeps).
	mu   sync.Mutex
	used map[string]bool
}

// An Entry is one word of the file.
type Entry struct {
	Key   string
	Text  string // its text as written
	Off   int    // the byte offset of its text in the file
	KeyAt int    // the byte offset of its key
	text  *prose.Text
}

// MaxSize bounds a labels file.
const MaxSize = 1 << 20

// Empty returns labels with no words, for a lesson without a labels file.
func Empty(name string) *Labels {
	return &Labels{file: &place.File{Name: name}, entries: map[string]*Entry{}, used: map[string]bool{}}
}

// Name returns the labels file's name.
func (l *Labels) Name() string { return l.file.Name }

// Entries returns every word, in the file's order.
func (l *Labels) Entries() []*Entry {
	out := make([]*Entry, len(l.order))
	for i, k := range l.order {
		out[i] = l.entries[k]
	}
	return out
}

// Unused returns the words nothing asked for since the labels were read,
// in the file's order: a word a table, chart or control no longer has.
func (l *Labels) Unused() []*Entry {
	var out []*Entry
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, k := range l.order {
		if !l.used[k] {
			out = append(out, l.entries[k])
		}
	}
	return out
}

// Has reports whether one of keys has a word, and marks it used.
func (l *Labels) Has(keys ...string) bool {
	_, ok := l.find(keys)
	return ok
}

func (l *Labels) find(keys []string) (*Entry, bool) {
	for _, k := range keys {
		if e, ok := l.entries[k]; ok {
			l.mu.Lock()
			l.used[k] = true
			l.mu.Unlock()
			return e, true
		}
	}
	return nil, false
}

// Write writes the word of the first of keys the file has, on r: HTML, its
// numerals marked as the prose's. Without any, the error says which keys
// were looked for; where is what asks for the word (tablo "paylar").
func (l *Labels) Write(r *prose.Run, where string, keys ...string) (string, error) {
	e, ok := l.find(keys)
	if !ok {
		return "", &Missing{Where: where, Keys: keys, File: l.file.Name}
	}
	return e.text.Execute(r)
}

// A Missing error says that the labels have no word for what asked.
type Missing struct {
	Where string
	Keys  []string
	File  string
}

func (e *Missing) Error() string {
	alts := make([]string, len(e.Keys))
	for i, k := range e.Keys {
		alts[i] = k + ": …"
	}
	return msg.Sprintf("%s: %s has no word for it: write %s", e.Where, e.File, strings.Join(alts, " or "))
}

// Missings are the words one table, chart or control asked for that the
// labels lack, said in one error so that an author writes them all at
// once rather than one a build.
type Missings []*Missing

func (m Missings) Error() string {
	if len(m) == 1 {
		return m[0].Error()
	}
	same := !slices.ContainsFunc(m, func(e *Missing) bool { return e.Where != m[0].Where })
	parts := make([]string, len(m))
	for i, e := range m {
		alts := make([]string, len(e.Keys))
		for j, k := range e.Keys {
			alts[j] = k + ": …"
		}
		parts[i] = strings.Join(alts, " or ")
		if !same {
			parts[i] = e.Where + ": " + parts[i]
		}
	}
	if same {
		return msg.Sprintf("%s: %s has no word for %d of what it writes: write %s", m[0].Where, m[0].File, len(m), strings.Join(parts, "; "))
	}
	return msg.Sprintf("%s has no word for %d of what the lesson writes: write %s", m[0].File, len(m), strings.Join(parts, "; "))
}

// Collect gathers the missing words of what asks for several: Write
// returns "" for a word the labels lack and notes it; Err returns them
// all (nil for none), or the first other error.
type Collect struct {
	missing Missings
	err     error
}

// Write is Labels.Write, noting a missing word rather than stopping.
func (c *Collect) Write(l *Labels, r *prose.Run, where string, keys ...string) string {
	h, err := l.Write(r, where, keys...)
	c.Add(err)
	return h
}

// Add notes further errors, the missing words among them.
func (c *Collect) Add(errs ...error) {
	for _, err := range errs {
		var m *Missing
		switch {
		case errors.As(err, &m):
			c.missing = append(c.missing, m)
		case err != nil && c.err == nil:
			c.err = err
		}
	}
}

// Err returns the first error that is no missing word, else the missing
// words, else nil.
func (c *Collect) Err() error {
	if c.err != nil {
		return c.err
	}
	if len(c.missing) > 0 {
		return c.missing
	}
	return nil
}

// Words returns the words of chart name as its model reads them
// (model.Words): plain text, the word grafik.NAME.KEY or else KEY, written
// on r. A word the labels lack reads as its key, and Err reports it.
func (l *Labels) Words(name string, r *prose.Run) *ChartWords {
	return &ChartWords{labels: l, chart: name, run: r}
}

// ChartWords are a chart's words (model.Words).
type ChartWords struct {
	labels *Labels
	chart  string
	run    *prose.Run
	errs   []error
}

// Keys returns the keys a chart's word is looked up by, most specific
// first.
func Keys(kind, name, key string) []string { return []string{kind + "." + name + "." + key, key} }

// Text implements model.Words.
func (w *ChartWords) Text(key string) string { return w.Item(key, "") }

// Item implements model.Words.
func (w *ChartWords) Item(key, scope string) string {
	old := w.run.Scope
	w.run.Scope = scope
	defer func() { w.run.Scope = old }()
	h, err := w.labels.Write(w.run, msg.Sprintf("grafik %q", w.chart), Keys("grafik", w.chart, key)...)
	if err != nil {
		if !slices.ContainsFunc(w.errs, func(e error) bool { return e.Error() == err.Error() }) {
			w.errs = append(w.errs, err)
		}
		return key
	}
	return prose.Plain(h)
}

// Err returns the words the chart asked for that the labels lack.
func (w *ChartWords) Err() []error { return w.errs }

var _ model.Words = (*ChartWords)(nil)

// isKey reports whether k is a dotted name.
func isKey(k string) bool {
	if k == "" {
		return false
	}
	for _, part := range strings.Split(k, ".") {
		if part == "" {
			return false
		}
		for i, r := range part {
			letter := 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
			if !letter && (i == 0 || r < '0' || r > '9') {
				return false
			}
		}
	}
	return true
}

// Actions returns the actions of the word's text, as its parser read
// them (prose.Action), at their places in the labels file.
func (e *Entry) Actions() []prose.Action { return e.text.Actions() }
