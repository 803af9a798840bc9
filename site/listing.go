package site

import (
	"bytes"
	"fmt"
	"html"
	"io/fs"
	"path"
	"strings"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
)

// codeStyle is the chroma style whose classes the site's CSS carries.
const codeStyle = "github"

var codeFormatter = chromahtml.New(chromahtml.WithClasses(true), chromahtml.TabWidth(4))

// listing renders a source file of the lesson's folder, highlighted with CSS
// classes, as a figure captioned with the file's name.
func listing(fsys fs.FS, dir, name string) (string, error) {
	file := path.Join(dir, name)
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return "", fmt.Errorf("kod: %v", err)
	}
	lexer := lexers.Match(path.Base(name))
	if lexer == nil {
		lexer = lexers.Fallback
	}
	it, err := chroma.Coalesce(lexer).Tokenise(nil, string(src))
	if err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `<figure class="kod"><figcaption><code>%s</code></figcaption>`, html.EscapeString(name))
	if err := codeFormatter.Format(&b, styles.Get(codeStyle), it); err != nil {
		return "", fmt.Errorf("kod: %s: %v", file, err)
	}
	b.WriteString("</figure>")
	return b.String(), nil
}

// codeCSS returns the stylesheet for highlighted listings.
func codeCSS() string {
	var b strings.Builder
	if err := codeFormatter.WriteCSS(&b, styles.Get(codeStyle)); err != nil {
		panic(err) // writing to a strings.Builder cannot fail
	}
	return b.String()
}
