package site

import (
	"fmt"
	"html"
	"strings"
)

// listing renders src, the source file name of the lesson's folder (file
// in the project), highlighted with CSS classes, as a figure captioned
// with the file's name, which links to the file as the site publishes it
// beside the page.
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
	b.WriteString(code)
	b.WriteString("</figure>")
	return b.String(), nil
}
