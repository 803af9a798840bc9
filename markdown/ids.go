package markdown

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// turkishIDs gives headings ASCII slugs that keep every Turkish letter's
// base: “Kalan Payın Bölünmesi” → “kalan-payin-bolunmesi”. goldmark's own
// IDs drop every non-ASCII letter (“kalan-pay-n-b-l-nmesi”).
type turkishIDs struct {
	used map[string]bool
}

func newTurkishIDs() *turkishIDs { return &turkishIDs{used: map[string]bool{}} }

var ascii = strings.NewReplacer("ı", "i", "ş", "s", "ğ", "g", "ç", "c", "ö", "o", "ü", "u", "â", "a", "î", "i", "û", "u")

// Slug returns the ASCII slug of a Turkish text, lower-cased the Turkish way
// (I → ı → i, İ → i); a text without a letter or a digit is "section". It is safe to call from several goroutines at once
// (a cases.Caser is not: each call makes its own).
func Slug(text string) string {
	s := ascii.Replace(cases.Lower(language.Turkish).String(text))
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
	}
	if b.Len() == 0 {
		return "section"
	}
	return b.String()
}

// tag matches an HTML tag of a heading's line (not a "<" of its text:
// "x < y > z" keeps its y).
var tag = regexp.MustCompile(`</?[A-Za-z][^<>]*>`)

// Generate implements parser.IDs. goldmark gives it a heading's line as
// the markdown holds it, the template's output: its HTML tags (a numeral's
// <data> element) are markup, not words, so the anchor of a heading that
// writes a figure is that of the heading as it reads.
func (ids *turkishIDs) Generate(value []byte, kind ast.NodeKind) []byte {
	base := Slug(string(tag.ReplaceAll(value, nil)))
	id := base
	for i := 1; ids.used[id]; i++ {
		id = base + "-" + strconv.Itoa(i)
	}
	ids.used[id] = true
	return []byte(id)
}

// Put implements parser.IDs.
func (ids *turkishIDs) Put(value []byte) { ids.used[string(value)] = true }

// Heading is an entry of a page's table of contents: a heading's ID (as
// IDs gives it), its text and its level.
type Heading struct {
	ID, Text string
	Level    int
}
