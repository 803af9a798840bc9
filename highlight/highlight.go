// Package highlight renders a lesson's code listings: a source file of
// its folder highlighted with chroma's lexers, as the figure its page
// shows (Listing), and the stylesheet of their colours (CSS). A source is
// highlighted once a process, and once a cache folder (UseCache).
package highlight

import (
	"bytes"
	"embed"
	"fmt"
	"html"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
)

// chroma's lexers and styles packages parse every lexer and style they hold
// (some 280 lexers, 70 styles) when a program starts, tens of milliseconds
// that every build would pay for the two or three the site uses. The site
// loads instead its own copies of the few it needs, taken unchanged from
// chroma (licence in chroma/COPYING); TestChromaCopies fails when they
// differ from the chroma version go.mod requires.
//
//go:embed chroma/*.xml
var chromaFiles embed.FS

// codeLexers are the lexers listings can be highlighted with, tried in
// this order against a listing's file name.
var codeLexers = []*codeLexer{
	embeddedLexer("chroma/javascript.xml"),
	embeddedLexer("chroma/json.xml"),
	embeddedLexer("chroma/bash.xml"),
}

// codeLexer is a lexer of highlight/chroma. Its name and file name patterns are
// read from its file's <config> by a plain scan (config), the lexer itself
// (lexer) only when a listing is highlighted with it: a build whose
// listings are all remembered (see highlights) decodes no XML, whose first
// use costs a process a millisecond or two. TestChromaCopies checks the
// scan against chroma's decoding.
type codeLexer struct {
	config func() lexerConfig
	lexer  func() *chroma.RegexLexer
}

// lexerConfig is what lexerFor and the highlight cache need of a lexer's
// chroma.Config.
type lexerConfig struct {
	Name           string
	Filenames      []string
	AliasFilenames []string
}

func embeddedLexer(file string) *codeLexer {
	data := func() []byte {
		data, err := chromaFiles.ReadFile(file)
		if err != nil {
			panic(err) // embedded above; TestChromaCopies loads each
		}
		return data
	}
	return &codeLexer{
		config: sync.OnceValue(func() lexerConfig { return scanConfig(data()) }),
		lexer:  sync.OnceValue(func() *chroma.RegexLexer { return chroma.MustNewXMLLexer(chromaFiles, file) }),
	}
}

// configElement is one element of a lexer file's <config> that
// lexerConfig holds: chroma writes each on a line of its own, its text
// without markup.
var configElement = regexp.MustCompile(`<(name|filename|alias_filename)>([^<]*)</`)

// scanConfig reads a lexer file's name and file name patterns.
func scanConfig(data []byte) lexerConfig {
	config, _, _ := bytes.Cut(data, []byte("</config>"))
	var c lexerConfig
	for _, m := range configElement.FindAllSubmatch(config, -1) {
		text := html.UnescapeString(string(m[2]))
		switch string(m[1]) {
		case "name":
			c.Name = text
		case "filename":
			c.Filenames = append(c.Filenames, text)
		case "alias_filename":
			c.AliasFilenames = append(c.AliasFilenames, text)
		}
	}
	return c
}

// Style is the chroma style whose classes the site's CSS carries.
const Style = "github"

var codeFormatter = chromahtml.New(chromahtml.WithClasses(true), chromahtml.TabWidth(tabWidth))

// tabWidth is how many columns a tab of a listing reaches to.
const tabWidth = 4

// codeFormat names codeFormatter's options in the key of highlighted
// listings kept on disk: change it with them.
const codeFormat = "html classes tabwidth=4"

// codeStyleDef is chroma's Style, loaded from its embedded copy.
var codeStyleDef = sync.OnceValue(func() *chroma.Style {
	data, err := chromaFiles.ReadFile("chroma/" + Style + ".xml")
	if err != nil {
		panic(err) // embedded above; TestChromaCopies loads it
	}
	return chroma.MustNewXMLStyle(bytes.NewReader(data))
})

// lexerFor returns the lexer for a file name, matched against the lexers'
// file name patterns as chroma's registry matches them: names first, then
// alias names.
func lexerFor(name string) (*codeLexer, error) {
	base := path.Base(name)
	for _, aliases := range []bool{false, true} {
		for _, l := range codeLexers {
			globs := l.config().Filenames
			if aliases {
				globs = l.config().AliasFilenames
			}
			for _, glob := range globs {
				if ok, _ := path.Match(glob, base); ok {
					return l, nil
				}
			}
		}
	}
	var kinds []string
	for _, l := range codeLexers {
		c := l.config()
		globs := c.Filenames
		if len(globs) > 4 {
			globs = append(globs[:4:4], "…")
		}
		kinds = append(kinds, c.Name+" ("+strings.Join(globs, " ")+")")
	}
	return nil, fmt.Errorf("no highlighter for %q: listings can be %s", base, strings.Join(kinds, ", "))
}

// highlight returns src as the HTML of codeFormatter with lexer l,
// remembered (see highlights) so that a source is highlighted once.
func highlight(l *codeLexer, src []byte) (string, error) {
	key := highlightKey(l, src)
	if h, ok := highlights.get(key); ok {
		return h, nil
	}
	h, err := highlightSource(l.lexer(), src)
	if err != nil {
		return "", err
	}
	highlights.put(key, h)
	return h, nil
}

// highlightSource highlights src with lexer l.
func highlightSource(l *chroma.RegexLexer, src []byte) (string, error) {
	it, err := chroma.Coalesce(l).Tokenise(nil, string(src))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := codeFormatter.Format(&b, codeStyleDef(), it); err != nil {
		return "", err
	}
	return b.String(), nil
}

// codeCSSText is the stylesheet for highlighted listings: codeFormatter's
// CSS for Style, kept in a file beside the style so that a build need not
// load the style to write it. TestCodeCSS fails when it is stale, and
// go test ./highlight -run TestCodeCSS -update writes it again.
//
//go:embed chroma/github.css
var codeCSSText string

// CSS returns the stylesheet for highlighted listings.
func CSS() string { return codeCSSText }
