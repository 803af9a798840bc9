//go:build !js

package labels

import (
	"coursesite/place"
	"coursesite/prose"
)

// Reading a labels file parses its texts (prose.Parse), which is the
// build's: the page's engine reads them compiled (ReadCompiled).

// Read parses the labels file name.
func Read(name string, data []byte) (*Labels, error) {
	f := &place.File{Name: name, Data: data}
	if len(data) > MaxSize {
		return nil, f.At(0, "the file is %d bytes; a labels file may have at most %d", len(data), MaxSize)
	}
	l := &Labels{file: f, entries: map[string]*Entry{}, used: map[string]bool{}}
	var errs place.Errors
	for _, ln := range Lines(data, isKey) {
		if ln.Bad {
			errs = append(errs, f.At(ln.At, "expected a word as key: text (a key is letters and digits, joined by dots), got %q", Shorten(ln.Raw)))
			continue
		}
		start, key, value, valueOff := ln.At, ln.Key, ln.Text, ln.TextAt
		if prev, dup := l.entries[key]; dup {
			line, _ := f.Pos(prev.KeyAt)
			errs = append(errs, f.At(start, "%s is given twice (first on line %d)", key, line))
			continue
		}
		e := &Entry{Key: key, Text: value, Off: valueOff, KeyAt: start}
		t, err := prose.Parse(f, valueOff, value, prose.Options{Escape: true})
		if err != nil {
			errs = append(errs, asPlace(err))
			continue
		}
		e.text = t
		l.entries[key] = e
		l.order = append(l.order, key)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return l, nil
}

// asPlace returns err as a place error, as prose.Parse gives them.
func asPlace(err error) *place.Error {
	if pe, ok := err.(*place.Error); ok {
		return pe
	}
	return &place.Error{Msg: err.Error()}
}
