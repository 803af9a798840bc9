package site

import (
	"fmt"
	"html"
	"strings"
)

// listing renders src, the source file name of the lesson's folder (file
// in the project), highlighted with CSS classes, as a figure captioned
// with the file's name, which links to the file as the site publishes it
// beside the page. The listing's box is focusable and named, as a scroll
// box must be.
func listing(name, file string, src []byte) (string, error) {
	lexer, err := lexerFor(name)
	if err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	code, err := highlight(lexer, src)
	if err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	var b strings.Builder
	n := html.EscapeString(name)
	fmt.Fprintf(&b, `<figure class="kod"><figcaption><a href="%s"><code>%s</code></a></figcaption>`, n, n)
	// The listing scrolls in its own box: the keyboard reaches it, and a
	// screen reader names it by its file.
	b.WriteString(strings.Replace(code, `<pre class="chroma">`, `<pre class="chroma" tabindex="0" role="region" aria-label="`+n+`">`, 1))
	b.WriteString("</figure>")
	return b.String(), nil
}
