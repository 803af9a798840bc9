package highlight

import (
	"bytes"
	"fmt"
	"html"
	"strings"
)

// Listing renders src, the source file name of the lesson's folder (file
// in the project), highlighted with CSS classes, as a figure captioned
// with the file's name, which links to the file as the site publishes it
// beside the page. The listing's box is focusable and named, as a scroll
// box must be.
func Listing(name, file string, src []byte) (string, error) {
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
	fmt.Fprintf(&b, `<figure class="listing"><figcaption><a href="%s"><code>%s</code></a></figcaption>`, n, n)
	// The listing scrolls in its own box: the keyboard reaches it, and a
	// screen reader names it by its file. Its code is laid out only when it
	// comes near the screen (site.css); until then its box takes the size
	// its lines and columns give it, so that nothing below it moves.
	lines, columns := extent(src)
	pre := fmt.Sprintf(`<pre class="chroma" tabindex="0" role="region" aria-label="%s"><code style="--lines:%d;--columns:%d">`, n, lines, columns)
	b.WriteString(strings.Replace(code, `<pre class="chroma"><code>`, pre, 1))
	b.WriteString("</figure>")
	return b.String(), nil
}

// extent is how many lines src has and how many columns its longest line
// takes, a tab reaching the next multiple of tabWidth, as the listing
// shows them.
func extent(src []byte) (lines, columns int) {
	for len(src) > 0 {
		line, rest, _ := bytes.Cut(src, []byte("\n"))
		col := 0
		for _, r := range string(bytes.TrimSuffix(line, []byte("\r"))) {
			if r == '\t' {
				col += tabWidth - col%tabWidth
			} else {
				col++
			}
		}
		lines++
		columns = max(columns, col)
		src = rest
	}
	return lines, columns
}
