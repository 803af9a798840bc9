package prose

import (
	"html"
	"strings"
)

// Plain returns the plain text a reader reads in h, HTML a text wrote (a
// word, with its numerals and conditions): the tags go, a hidden
// phrasing goes with its text, character references are read. A chart's
// title or legend takes words so.
func Plain(h string) string {
	var b strings.Builder
	var stack []bool // for each open element, whether it hides its text
	hidden := 0
	for len(h) > 0 {
		i := strings.IndexByte(h, '<')
		if i < 0 {
			i = len(h)
		}
		if hidden == 0 {
			b.WriteString(html.UnescapeString(h[:i]))
		}
		h = h[i:]
		if h == "" {
			break
		}
		j := strings.IndexByte(h, '>')
		if j < 0 { // not a tag: a text's own <
			if hidden == 0 {
				b.WriteString(html.UnescapeString(h))
			}
			break
		}
		tag := h[1:j]
		h = h[j+1:]
		switch {
		case strings.HasPrefix(tag, "/"):
			if n := len(stack); n > 0 {
				if stack[n-1] {
					hidden--
				}
				stack = stack[:n-1]
			}
		case strings.HasSuffix(tag, "/"):
		default:
			hides := strings.HasSuffix(tag, " hidden") || strings.Contains(tag, " hidden ")
			stack = append(stack, hides)
			if hides {
				hidden++
			}
		}
	}
	return b.String()
}
