package site

import (
	"fmt"
	"html"
	"io/fs"
	"path"
	"strings"

	"coursesite/internal/lessonfs"
	"coursesite/internal/textcheck"
)

// listing renders a source file of the lesson's folder, highlighted with CSS
// classes, as a figure captioned with the file's name. The file is read as
// package lessonfs reads a lesson's files, as the preview reads it too: only
// from inside the lesson's folder, never through a link that leads out (a
// listing would publish whatever the build can read).
func listing(fsys fs.FS, dir, name string) (string, error) {
	file := path.Join(dir, name)
	src, err := lessonfs.ReadFile(fsys, dir, name)
	if err != nil {
		return "", fmt.Errorf("kod: %v", err)
	}
	// A page is published as UTF-8: bytes that are not would reach it as
	// they are.
	if err := textcheck.Check(file, src); err != nil {
		return "", fmt.Errorf("kod: %w", err)
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
