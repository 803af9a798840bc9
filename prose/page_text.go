//go:build !js

package prose

import (
	"regexp"
	"strings"
)

// PageText returns the prose of a whole page as a reader reads it: as
// Plain reads a text, with each tag parting words, scripts and styles
// gone with their text, and the whitespace folded. Tests read built pages
// so; the page's engine never has one, and links none of this.
func PageText(page string) string {
	return strings.Join(strings.Fields(Plain(pageTags.ReplaceAllStringFunc(page, textTag))), " ")
}

// pageTags matches a tag as Plain reads one: from a < to the next >.
var pageTags = regexp.MustCompile(`<[^>]*>`)

// textTag writes a page's tag as a text's, for Plain: followed by a space,
// since a page's tags end its paragraphs, headings and cells where a
// text's wrap parts of a word (<data …>5</data>’i); closed, when it opens
// an element with no end tag (<br>); hidden, when it opens a script or a
// style.
func textTag(tag string) string {
	name, _, _ := strings.Cut(tag[1:len(tag)-1], " ")
	switch strings.ToLower(name) {
	case "br", "img", "input", "meta", "link", "hr", "source", "wbr", "!doctype":
		return tag[:len(tag)-1] + "/> "
	case "script", "style":
		return tag[:len(tag)-1] + " hidden> "
	}
	return tag + " "
}
