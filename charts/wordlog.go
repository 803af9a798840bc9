//go:build !js

package charts

import (
	"fmt"

	"coursesite/model"
)

// A WordLog is a lesson's words as a chart read them while it was built
// (BuildEntry), in order: a build that builds a chart once for several
// pages with the same files gives each the entry only when the chart
// reads the same words on its page (Replay), and each page's own run
// records what it showed.
type WordLog struct {
	Words model.Words // the words read
	reads []wordRead
}

// A wordRead is a word read: its key, its scope for an item of a list
// (Words.Item), and what it was.
type wordRead struct {
	key, scope string
	item       bool
	text       string
}

// Text reads the word called key, and logs it.
func (w *WordLog) Text(key string) string {
	t := w.Words.Text(key)
	w.reads = append(w.reads, wordRead{key: key, text: t})
	return t
}

// Item reads the word called key for an item of scope, and logs it.
func (w *WordLog) Item(key, scope string) string {
	t := w.Words.Item(key, scope)
	w.reads = append(w.reads, wordRead{key: key, scope: scope, item: true, text: t})
	return t
}

// Replay reads on words what w read, in order; it says the first word
// that is not what it was.
func (w *WordLog) Replay(words model.Words) error {
	for _, r := range w.reads {
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
