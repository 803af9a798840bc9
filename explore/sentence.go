package explore

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"coursesite/prose"
)

// sameSentence reports whether calls a and b, a before b, stand in one
// sentence of the file data: nothing between them, actions aside, ends a
// sentence (., ! or ? before a capital, a blank line, a list item).
func sameSentence(data []byte, a, b prose.Call) bool {
	between, ok := textBetween(data, a, b)
	return ok && !endsSentence(between)
}

// textBetween returns the prose between calls a and b of the file data,
// a before b, each action standing as one byte (action), which may start
// a sentence ({{ yazi "n" | buyuk }}).
func textBetween(data []byte, a, b prose.Call) ([]byte, bool) {
	if a.At.File != b.At.File || a.At.Off > b.At.Off {
		return nil, false
	}
	between := data[min(a.At.Off, len(data)):min(b.At.Off, len(data))]
	// The text between, actions left out: a's own action and every other
	// action's bytes are no prose.
	var prose []byte
	for len(between) > 0 {
		open := bytes.Index(between, []byte("{{"))
		close := bytes.Index(between, []byte("}}"))
		switch {
		case close >= 0 && (open < 0 || close < open): // the end of a's action
			between = between[close+2:]
			continue
		case open < 0:
			prose = append(prose, between...)
			between = nil
			continue
		}
		prose = append(prose, between[:open]...)
		prose = append(prose, action)
		end := bytes.Index(between[open:], []byte("}}"))
		if end < 0 {
			break
		}
		between = between[open+end+2:]
	}
	// b's own action stands last: the text is what comes before it.
	prose = bytes.TrimSuffix(prose, []byte{action})
	return prose, true
}

// action stands for an action in the text between two calls.
const action = 0

// endsSentence reports whether text holds the end of a sentence.
func endsSentence(text []byte) bool {
	if bytes.Contains(text, []byte("\n\n")) || bytes.Contains(text, []byte("\n- ")) || bytes.Contains(text, []byte("\n* ")) {
		return true
	}
	for i := 0; i < len(text); i++ {
		if c := text[i]; c != '.' && c != '!' && c != '?' {
			continue
		}
		// Actions may stand between the stop and the space after it
		// ("erir.{{ son }} Birikim").
		after := bytes.TrimLeft(text[i+1:], string(rune(action)))
		rest := bytes.TrimLeft(after, " \t\n")
		if len(rest) == len(after) {
			continue // no space after it: 2.5, a name
		}
		if r, _ := utf8.DecodeRune(rest); len(rest) == 0 || r == action || unicode.IsUpper(r) {
			return true
		}
	}
	return false
}
