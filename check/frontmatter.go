package check

import (
	"bytes"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// frontMatter is what the check reads in a page's front matter: its prose
// (the title and summary, which the site prints) and where each given is
// declared.
type frontMatter struct {
	texts  []*text
	givens []int // file offset of each verilen entry's metin
}

// given returns the file offset of given i's declaration.
func (fm frontMatter) given(i int) int {
	if i < len(fm.givens) {
		return fm.givens[i]
	}
	return 0
}

// frontMatterBounds returns the front matter's YAML, data[start:end], or
// ok false when the file has none. The site has already checked that it is
// well formed.
func frontMatterBounds(data []byte) (start, end int, ok bool) {
	if !bytes.HasPrefix(data, []byte("---\n")) {
		return 0, 0, false
	}
	i := bytes.Index(data[3:], []byte("\n---\n"))
	if i < 0 {
		return 0, 0, false
	}
	return 4, 3 + i + 1, true
}

// blankFrontMatter returns data with its front matter blanked, lines kept,
// as the site executes a page's template.
func blankFrontMatter(data []byte) []byte {
	out := bytes.Clone(data)
	if _, end, ok := frontMatterBounds(data); ok {
		for i := 0; i < end+len("---\n"); i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	return out
}

// readFrontMatter finds the prose and the givens' places in a page's front
// matter.
func readFrontMatter(data []byte) frontMatter {
	var fm frontMatter
	start, end, ok := frontMatterBounds(data)
	if !ok {
		return fm
	}
	var doc yaml.Node
	if yaml.Unmarshal(data[start:end], &doc) != nil || len(doc.Content) == 0 {
		return fm
	}
	lineStarts := []int{0}
	for i, c := range data {
		if c == '\n' {
			lineStarts = append(lineStarts, i+1)
		}
	}
	// offset turns a YAML node's line and column (in characters, the YAML
	// starting on the file's second line) into a file offset.
	offset := func(n *yaml.Node) int {
		line := n.Line // the YAML's line n is the file's line n+1, at index n
		if line >= len(lineStarts) {
			return start
		}
		off := lineStarts[line]
		for col := 1; col < n.Column && off < len(data) && data[off] != '\n'; col++ {
			_, size := utf8.DecodeRune(data[off:])
			off += size
		}
		return off
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, val := root.Content[i], root.Content[i+1]
		switch key.Value {
		case "baslik", "ozet":
			fm.texts = append(fm.texts, scalarText(data, offset(val), val.Value))
		case "verilen":
			for _, item := range val.Content {
				at := offset(item)
				for j := 0; j+1 < len(item.Content); j += 2 {
					if item.Content[j].Value == "metin" {
						at = offset(item.Content[j+1])
					}
				}
				fm.givens = append(fm.givens, at)
			}
		}
	}
	return fm
}

// scalarText returns a YAML scalar's value as a text placed in the file:
// byte for byte when it stands there as written (plain or quoted), else
// all of it at the scalar's start.
func scalarText(data []byte, off int, value string) *text {
	t := &text{}
	for _, at := range []int{off, off + 1} {
		if at+len(value) <= len(data) && string(data[at:at+len(value)]) == value {
			t.add(data, at, at+len(value))
			return t
		}
	}
	return &text{b: []byte(value), pieces: []piece{{at: 0, src: off, n: 0}}}
}
