package markdown

import (
	"bytes"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// renderWith renders markdown src with md as a page is rendered (heading
// ids included; math is left without its MathML).
func renderWith(t testing.TB, md goldmark.Markdown, src []byte) string {
	t.Helper()
	pc := parser.NewContext(parser.WithIDs(newTurkishIDs()))
	doc := md.Parser().Parse(text.NewReader(src), parser.WithContext(pc))
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, src, doc); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var reference = goldmarkDialect()

// tagCases are inline HTML of every shape the grammar has, and near
// misses.
var tagCases = []string{
	`Bir <data value="5540" data-name="x.y">5540</data>’tan sonra.`,
	`<span class="condition" data-expr="a &gt; 2" data-branch="yes" hidden>evet</span> ve <span class="condition" hidden>`,
	`*vurgu <data value="1">bir</data>* ve **<b>kalın</b>** [bağ <i>x</i>](#a "b <c>")`,
	`<a href=x/>, <a b = 'c' d=e f>, <br/>, <br />, <hr	/>, <x-y z:w._-q="1">`,
	`<a b="x"y>, <a b=>, <a b= >, <a =b>, <1a>, <a b='c>, <a b="c`,
	"<a b=\"c\nd\">, <a\nb=c>, <a b\n=c>, <a b=\nc>, </a\n>, <a\n>, <a b\r=c>",
	`</data>, </ data>, </data x>, </da-ta  >, <//a>, < a>, <a`,
	"`<data>` içinde kod; \\<data> kaçışlı; <!-- yorum --> <?php x ?> <!DOCTYPE x> <![CDATA[ y ]]>",
	`<https://ornek.org> <ad@ornek.org> <a:b> <data:x> <a b:c=d>`,
	"## Başlık <data value=\"3\">üç</data> & Ek\n\n| a | <b>x</b> |\n|---|---|\n| <data value=\"1\">1</data> | $x$ |\n",
	"<div>\nblok\n</div>\n\nsatır <span>\nsürer</span>",
	`<a b="c"d="e">, <a b='c'd>, <a b=c"d>, <a b=c'd>, <a b=c<d>, <a b=c=d>, <a b=c` + "`" + `d>`,
	"<a b=c\td>\t<a\tb>",
}

// TestTagParserSameAsGoldmark: markdown renders to the same HTML with
// tagParser as with goldmark's raw HTML parser alone — every shape of tag
// (the fixture course's pages: TestFixtureSameAsGoldmark).
func TestTagParserSameAsGoldmark(t *testing.T) {
	for _, src := range tagCases {
		if got, want := renderWith(t, dialect, []byte(src)), renderWith(t, reference, []byte(src)); got != want {
			t.Errorf("%q renders as\n%s\ngoldmark alone:\n%s", src, got, want)
		}
	}
}

// FuzzTagParser: any text renders the same with tagParser as without.
func FuzzTagParser(f *testing.F) {
	for _, c := range tagCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if got, want := renderWith(t, dialect, []byte(src)), renderWith(t, reference, []byte(src)); got != want {
			t.Errorf("%q renders as\n%s\ngoldmark alone:\n%s", src, got, want)
		}
	})
}

// TestScanTag: the lengths of tags that stand on one line.
func TestScanTag(t *testing.T) {
	for in, want := range map[string]int{
		`<data value="5">5</data>`: len(`<data value="5">`),
		`</data>x`:                 len(`</data>`),
		`<br/>`:                    5,
		`<a b = 'c' d=e f >`:       len(`<a b = 'c' d=e f >`),
		"<a b=\"c\nd\">":           0, // goldmark's parser reads it
		`<a b="c"d>`:               0,
		`<1>`:                      0,
		`< a>`:                     0,
	} {
		if got := scanTag([]byte(in)); got != want {
			t.Errorf("scanTag(%q) = %d, want %d", in, got, want)
		}
	}
}
