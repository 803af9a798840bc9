package labels

import (
	"bytes"
	"strings"
)

// A Line is one line of a file written as a words file is — "key: text",
// blank lines and # comments passed over — with where it stands: the
// words file itself, and the course's terms file (package terms), which
// is written in its spirit.
type Line struct {
	Key, Text  string // the key, and the text after its colon, its spaces trimmed
	At, TextAt int    // byte offsets of the line and of its text
	// Raw is the line without its line break, for a message; Bad says it
	// is no "key: text" line, or its key one keyOK refuses.
	Raw string
	Bad bool
}

// Lines reads data line by line as Read does, and returns every line that
// is not blank or a comment: each "key: text" whose key keyOK accepts, and
// the others marked Bad.
func Lines(data []byte, keyOK func(string) bool) []Line {
	var out []Line
	off := 0
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		start := off
		off += len(line)
		raw := strings.TrimRight(string(line), "\r\n")
		trimmed := strings.TrimSpace(raw)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		key, value, ok := strings.Cut(raw, ":")
		if !ok || !keyOK(key) {
			out = append(out, Line{At: start, Raw: raw, Bad: true})
			continue
		}
		valueAt := start + len(key) + 1
		for len(value) > 0 && (value[0] == ' ' || value[0] == '\t') {
			value, valueAt = value[1:], valueAt+1
		}
		out = append(out, Line{Key: key, Text: strings.TrimRight(value, " \t"), At: start, TextAt: valueAt, Raw: raw})
	}
	return out
}

// Shorten shortens a line for a message: its first 40 characters.
func Shorten(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
