package prose

// A Link is a phrase the engine writes as a link within the page, whose
// words take a suffix (ek) and a capital (buyuk) as an author's text
// does: {{ atif "tablo" "x" | ek "DA" | buyuk }} writes [Üçüncü
// tabloda](#table-x). It prints as a markdown link, the engine's markup:
// only a page's body, which is markdown, has a function that makes one.
type Link struct {
	Text   string // the phrase, plain text
	Target string // where it leads: "#table-x"
}

// String writes the link as markdown, its text escaped for HTML and for
// the brackets of markdown's link.
func (l Link) String() string {
	return "[" + linkText.Replace(l.Text) + "](" + l.Target + ")"
}

// linkText escapes a link's text: HTML's characters, as every text the
// engine prints, and markdown's that would end the link or start another.
var linkText = replacerOf(escapes, "[", `\[`, "]", `\]`, `\`, `\\`)
