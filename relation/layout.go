package relation

import (
	"bytes"
	"sort"
	"strings"
)

// A layout is where a page's paragraphs (blocks: a paragraph, a list
// item) start, what it holds that is no prose to read for relations —
// headings, table rows, code — and its bytes with what is not prose
// inside a paragraph (a code span, math, an HTML tag, a link's address)
// blanked, their lengths kept.
type layout struct {
	masked []byte
	starts []int    // each block's first byte, in order
	ends   []int    // … and where its last line ends
	indent []string // what a line of the block after its first starts with: "  " in a list item
	skip   [][2]int // byte ranges read as no prose, in order
}

// readLayout reads the layout of a page's source, line by line as
// markdown reads its blocks. An action is prose's like any text here: a
// block action (tablo, grafik, kod) stands alone between blank lines.
func readLayout(src []byte) layout {
	l := layout{masked: maskInline(src)}
	fence := false
	fresh := true // the next line of text starts a block
	for at := 0; at < len(src); {
		end := bytes.IndexByte(src[at:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += at
		}
		line := bytes.TrimLeft(src[at:end], " \t")
		switch {
		case bytes.HasPrefix(line, []byte("```")) || bytes.HasPrefix(line, []byte("~~~")):
			fence = !fence
			l.skip = append(l.skip, [2]int{at, end + 1})
			fresh = true
		case fence:
			l.skip = append(l.skip, [2]int{at, end + 1})
		case len(line) == 0:
			fresh = true
		case line[0] == '#' || line[0] == '|':
			l.skip = append(l.skip, [2]int{at, end + 1})
			fresh = true
		case fresh || listItem(line):
			l.starts, l.ends = append(l.starts, at), append(l.ends, end)
			indent := ""
			if listItem(line) {
				indent = strings.Repeat(" ", len(src[at:end])-len(line)+bytes.IndexByte(line, ' ')+1)
			}
			l.indent = append(l.indent, indent)
			fresh = false
		default:
			l.ends[len(l.ends)-1] = end
		}
		at = end + 1
	}
	return l
}

// listItem reports a line that starts a list item: - , * , + or 1. .
func listItem(line []byte) bool {
	if len(line) >= 2 && bytes.IndexByte([]byte("-*+"), line[0]) >= 0 && line[1] == ' ' {
		return true
	}
	i := 0
	for i < len(line) && '0' <= line[i] && line[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(line) && line[i] == '.' && line[i+1] == ' '
}

// block returns the index of the block byte off stands in (-1 before the
// first).
func (l layout) block(off int) int {
	return sort.SearchInts(l.starts, off+1) - 1
}

// skipped reports whether byte off stands in what is read as no prose.
func (l layout) skipped(off int) bool {
	i := sort.Search(len(l.skip), func(i int) bool { return l.skip[i][1] > off })
	return i < len(l.skip) && l.skip[i][0] <= off
}

// maskInline blanks what is no prose inside a paragraph: code spans, math
// between $ signs, HTML tags and comments, and a link's address after its
// text — keeping newlines and every byte's place, and the actions' bytes,
// which the reader takes from the build's parse.
func maskInline(src []byte) []byte {
	out := bytes.Clone(src)
	blank := func(from, to int) {
		for i := from; i < to && i < len(out); i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '{' && i+1 < len(src) && src[i+1] == '{':
			if j := bytes.Index(src[i:], []byte("}}")); j >= 0 {
				i += j + 1 // an action: the build's
			}
		case c == '`' || c == '$' && i+1 < len(src) && src[i+1] != ' ':
			if j := bytes.IndexByte(src[i+1:], c); j >= 0 && bytes.IndexByte(src[i+1:i+1+j], '\n') < 0 {
				blank(i, i+j+2)
				i += j + 1
			}
		case c == '<' && i+1 < len(src) && (isLetter(src[i+1]) || src[i+1] == '/' || src[i+1] == '!'):
			// A tag, on its line: 5 < 8 is prose.
			if j := bytes.IndexByte(src[i:], '>'); j >= 0 && !bytes.ContainsAny(src[i:i+j], "\n{") {
				blank(i, i+j+1)
				i += j
			}
		case c == ']' && i+1 < len(src) && src[i+1] == '(':
			if j := bytes.IndexByte(src[i:], ')'); j >= 0 {
				blank(i+1, i+j+1)
				i += j
			}
		}
	}
	return out
}

// isLetter reports an ASCII letter, which a tag's name starts with.
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
