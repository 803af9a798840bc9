package site

import (
	"fmt"
	"html"
	"io/fs"
	"path"
	"strings"
)

// listing renders a source file of the lesson's folder, highlighted with CSS
// classes, as a figure captioned with the file's name.
func listing(fsys fs.FS, dir, name string) (string, error) {
	file := path.Join(dir, name)
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return "", fmt.Errorf("kod: %v", err)
	}
	lexer, err := lexerFor(name)
	if err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	code, err := highlight(lexer, src)
	if err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<figure class="kod"><figcaption><code>%s</code></figcaption>`, html.EscapeString(name))
	b.WriteString(code)
	b.WriteString("</figure>")
	return b.String(), nil
}
