package markdown

import (
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// tagParser reads an inline HTML tag that stands on one line — every
// <data> and <span> the prose's functions write — without regular
// expressions: goldmark's own raw HTML parser matches each tag with a
// regular expression over a rune reader, which took a fifth of a build.
// It recognises exactly what goldmark's open and closing tag expressions
// match (CommonMark's grammar, tagnamePattern and attributePattern in
// goldmark's parser/raw_html.go), following their greedy choices, and
// gives the same node; anything else — a tag running over a line break,
// a comment, a declaration, no tag at all — it leaves to goldmark's
// parser (it returns nil), so the page is the same either way
// (TestTagParserSameAsGoldmark, FuzzTagParser).
type tagParser struct{}

func (tagParser) Trigger() []byte { return []byte{'<'} }

func (tagParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	n := scanTag(line)
	if n <= 0 || !utf8.Valid(line[:n]) {
		// goldmark's expressions read runes: bytes that are no UTF-8 match
		// otherwise (a page is UTF-8; its template's output too).
		return nil
	}
	node := ast.NewRawHTML()
	node.Segments.Append(text.NewSegment(seg.Start, seg.Start+n))
	block.Advance(n)
	return node
}

// scanTag returns the length of the open or closing tag at the start of
// line, or 0 when there is none that ends on this line without a line
// break before its end.
func scanTag(line []byte) int {
	if len(line) < 3 || line[0] != '<' {
		return 0
	}
	if line[1] == '/' {
		i := tagName(line, 2)
		if i < 0 {
			return 0
		}
		i = spaces(line, i)
		if i < len(line) && line[i] == '>' {
			return i + 1
		}
		return 0
	}
	i := tagName(line, 1)
	if i < 0 {
		return 0
	}
	for {
		j := attribute(line, i)
		if j < 0 {
			break
		}
		i = j
	}
	i = spaces(line, i)
	if i < len(line) && line[i] == '/' {
		i++
	}
	if i < len(line) && line[i] == '>' {
		return i + 1
	}
	return 0
}

// tagName returns the end of the tag name at line[i:]
// ([A-Za-z][A-Za-z0-9-]*), or -1.
func tagName(line []byte, i int) int {
	if i >= len(line) || !isLetter(line[i]) {
		return -1
	}
	for i++; i < len(line) && (isLetter(line[i]) || isDigit(line[i]) || line[i] == '-'); i++ {
	}
	return i
}

// attribute returns the end of the attribute at line[i:] — white space,
// a name, and optionally = and a value — or -1. A line break anywhere
// in it is -1 too: goldmark's parser reads that tag.
func attribute(line []byte, i int) int {
	start := i
	i = spaces(line, i)
	if i == start || i >= len(line) || !(isLetter(line[i]) || line[i] == '_' || line[i] == ':') {
		return -1
	}
	for i++; i < len(line) && (isLetter(line[i]) || isDigit(line[i]) || line[i] == ':' || line[i] == '.' || line[i] == '_' || line[i] == '-'); i++ {
	}
	j := spaces(line, i)
	if j >= len(line) || line[j] != '=' {
		return i // no value; the spaces, if any, are the tag's
	}
	j = spaces(line, j+1)
	if j >= len(line) {
		return -1
	}
	switch q := line[j]; q {
	case '"', '\'':
		for k := j + 1; k < len(line); k++ {
			switch line[k] {
			case q:
				return k + 1
			case '\n', '\r':
				return -1
			}
		}
		return -1
	}
	k := j
	for ; k < len(line) && unquoted(line[k]); k++ {
	}
	if k == j {
		return -1
	}
	return k
}

// spaces returns the end of the spaces and tabs at line[i:].
func spaces(line []byte, i int) int {
	for ; i < len(line) && (line[i] == ' ' || line[i] == '\t'); i++ {
	}
	return i
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// unquoted reports whether c may stand in an unquoted attribute value:
// anything but " ' = < > ` and bytes up to the space.
func unquoted(c byte) bool {
	return c > ' ' && c != '"' && c != '\'' && c != '=' && c != '<' && c != '>' && c != '`'
}
