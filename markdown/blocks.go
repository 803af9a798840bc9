package markdown

import (
	"strconv"
	"strings"
)

// Placeholder returns the placeholder of HTML block i, which a page keeps
// aside from its markdown (its blank lines and indentation would read as
// markdown) by the function kind: an HTML comment, which goldmark passes
// through as an HTML block when it stands on a line of its own.
func Placeholder(kind string, i int) string { return "<!--" + kind + " " + strconv.Itoa(i) + "-->" }

// PlaceBlocks replaces each block's placeholder in body, the markdown
// rendered, with its HTML: block i of kinds[i], whose HTML is html[i]. A
// placeholder must be a paragraph of its own, which goldmark passes
// through on lines of its own; inside a sentence the block would break
// the HTML: misplaced lists such blocks, in body's order. The blocks are
// most of a page's bytes: the page is written once, into a buffer of its
// final size.
func PlaceBlocks(body string, kinds, html []string) (out string, misplaced []int) {
	size := len(body)
	for _, h := range html {
		size += len(h)
	}
	var b strings.Builder
	b.Grow(size)
	for rest := body; ; {
		at, i := nextPlaceholder(rest, kinds)
		if at < 0 {
			b.WriteString(rest)
			break
		}
		end := at + len(Placeholder(kinds[i], i))
		start := len(body) - len(rest) + at
		if !((start == 0 || body[start-1] == '\n') && strings.HasPrefix(rest[end:], "\n")) {
			misplaced = append(misplaced, i)
		}
		b.WriteString(rest[:at])
		b.WriteString(html[i])
		rest = rest[end:]
	}
	return b.String(), misplaced
}

// nextPlaceholder finds the first placeholder in s of a block of kinds:
// its index in s and the block's number; at is -1 when there is none.
func nextPlaceholder(s string, kinds []string) (at, i int) {
	for from := 0; ; {
		k := strings.Index(s[from:], "<!--")
		if k < 0 {
			return -1, 0
		}
		k += from
		from = k + len("<!--")
		name, rest, ok := strings.Cut(s[from:], " ")
		if !ok {
			continue
		}
		digits, _, ok := strings.Cut(rest, "-->")
		if i, err := strconv.Atoi(digits); ok && err == nil && i >= 0 && i < len(kinds) && kinds[i] == name && digits == strconv.Itoa(i) {
			return k, i
		}
	}
}
