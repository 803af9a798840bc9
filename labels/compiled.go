package labels

import (
	"coursesite/internal/msg"
	"coursesite/place"
	"coursesite/plainjson"
	"coursesite/prose"
)

// CompiledFile is the plain name of a lesson's labels as its page's engine
// reads them (Compiled), published beside the page under a name that
// carries a hash of its content.
const CompiledFile = "labels.json"

// Compiled returns the labels as the page's engine reads them
// (ReadCompiled): the file's text, for the places of its words, and each
// word's key, places and parsed text (prose.Text.Compiled), so that the
// engine carries no template parser:
//
//	{"file": TEXT, "entries": [[key, keyAt, off, text, tree], …]}
func (l *Labels) Compiled() ([]byte, error) {
	entries := make([]any, 0, len(l.order))
	for _, k := range l.order {
		e := l.entries[k]
		entries = append(entries, []any{e.Key, e.KeyAt, e.Off, e.Text, e.text.Compiled()})
	}
	return plainjson.Marshal(map[string]any{"file": string(l.file.Data), "entries": entries})
}

// maxCompiledDepth bounds the nesting of a compiled labels file: a word's
// tree, its calls nested in parentheses.
const maxCompiledDepth = 64

// ReadCompiled reads labels that Compiled wrote, for the labels file name.
func ReadCompiled(name string, data []byte) (*Labels, error) {
	f := &place.File{Name: name}
	if len(data) > 4*MaxSize {
		return nil, f.At(0, "the compiled labels are %d bytes; at most %d", len(data), 4*MaxSize)
	}
	v, err := plainjson.Parse(data, maxCompiledDepth)
	if err != nil {
		return nil, msg.Errorf("%s (compiled): %w", name, err)
	}
	text, entries := v.Member("file"), v.Member("entries")
	if text == nil || text.Kind != plainjson.String || entries == nil || entries.Kind != plainjson.Array {
		return nil, msg.Errorf("%s (compiled): want {\"file\": text, \"entries\": [...]}", name)
	}
	f.Data = []byte(text.Str)
	l := &Labels{file: f, entries: map[string]*Entry{}, used: map[string]bool{}}
	for i, item := range entries.Items {
		if item.Kind != plainjson.Array || len(item.Items) != 5 || item.Items[0].Kind != plainjson.String || item.Items[3].Kind != plainjson.String {
			return nil, msg.Errorf("%s (compiled): entry %d: want [key, keyAt, off, text, tree]", name, i)
		}
		keyAt, err1 := item.Items[1].Float()
		off, err2 := item.Items[2].Float()
		if err1 != nil || err2 != nil || off < 0 || int(off) > len(f.Data) || keyAt < 0 {
			return nil, msg.Errorf("%s (compiled): entry %d: its places are no offsets in the file", name, i)
		}
		e := &Entry{Key: item.Items[0].Str, KeyAt: int(keyAt), Off: int(off), Text: item.Items[3].Str}
		if _, dup := l.entries[e.Key]; dup || !isKey(e.Key) {
			return nil, msg.Errorf("%s (compiled): entry %d: key %q is no key, or given twice", name, i, e.Key)
		}
		if e.text, err = prose.FromCompiled(f, e.Off, item.Items[4], prose.Options{Escape: true}); err != nil {
			return nil, err
		}
		l.entries[e.Key] = e
		l.order = append(l.order, e.Key)
	}
	return l, nil
}
