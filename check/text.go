package check

import (
	"html"
	"regexp"
	"sort"

	"coursesite/turkce"
)

// A text is prose as a reader reads it: the text of one block (a
// paragraph, a heading, a table cell), joined across emphasis and links,
// with a way back to the bytes of the page's file. A number word split by
// markup (kırk *iki*) is still one number.
type text struct {
	b      []byte
	pieces []piece
	// in says where the text stands when it is not the page's prose: ""
	// for prose, else what a message names, such as "title attribute",
	// "link title" or "claim text" (see the constants below). A number in
	// an attribute is read on hover or by a screen reader, one in a claim's
	// text when the claim fails; neither can hold a template action that
	// writes a <data> element, so a hint may word itself for them.
	in string
	// fixable says that check -fix may write an action in place of a
	// number typed here: the page's prose and metinler.txt's words, not
	// the front matter, a string an action prints, an attribute or a
	// claim's text.
	fixable bool
	heading bool // a heading: its words are the context of the section's numbers
	// near are folded words of the text's surroundings that say what its
	// numbers are: a metinler.txt word's key (ayar.hiz: ayar, hiz), the
	// other cells of a table cell's row and its column's header.
	near []string
}

// Where a text that is not prose stands (text.in).
const (
	inLinkTitle = "link title"
	inClaim     = "claim text"
)

// A piece says that text.b[at:at+n] is the file's bytes [src, src+srcN):
// byte for byte when n == srcN; otherwise (a character reference, &#52;,
// read as the character it stands for) every byte of the piece maps to
// src, and the end of the piece to src+srcN. src is -1 for a byte the
// text inserted (a line break, a separator).
type piece struct{ at, src, n, srcN int }

// separator stands for what is not prose (a code span, math) in a text: it
// is neither a letter nor space, so no number or given runs across it.
const separator = '\x00'

// add appends the file's bytes src[start:end] as they are.
func (t *text) add(src []byte, start, end int) {
	if end <= start {
		return
	}
	t.pieces = append(t.pieces, piece{at: len(t.b), src: start, n: end - start, srcN: end - start})
	t.b = append(t.b, src[start:end]...)
}

// charRef matches an HTML character reference: named, decimal or hex.
var charRef = regexp.MustCompile(`&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)

// addHTML appends the file's bytes src[start:end] as a browser reads them
// in markdown or HTML: a character reference is the character it stands
// for (&#52;&#56; is 48, &nbsp; a no-break space), so a number spelt in
// references is still a number, at the place of its first reference.
func (t *text) addHTML(src []byte, start, end int) {
	if end <= start {
		return
	}
	at := start
	for _, m := range charRef.FindAllIndex(src[start:end], -1) {
		ref := src[start+m[0] : start+m[1]]
		dec := html.UnescapeString(string(ref))
		if dec == string(ref) {
			continue // not a reference html knows: kept as typed
		}
		t.add(src, at, start+m[0])
		t.pieces = append(t.pieces, piece{at: len(t.b), src: start + m[0], n: len(dec), srcN: len(ref)})
		t.b = append(t.b, dec...)
		at = start + m[1]
	}
	t.add(src, at, end)
}

// insert appends a byte that is not in the file.
func (t *text) insert(c byte) {
	t.pieces = append(t.pieces, piece{at: len(t.b), src: -1, n: 1})
	t.b = append(t.b, c)
}

// offset returns the file offset of the text's byte i; an inserted byte,
// and the end of the text, map to the file byte after the piece before it.
func (t *text) offset(i int) int {
	k := sort.Search(len(t.pieces), func(k int) bool { return t.pieces[k].at > i }) - 1
	for ; k >= 0; k-- {
		p := t.pieces[k]
		switch {
		case p.src < 0:
			continue
		case i >= p.at+p.n:
			return p.src + p.srcN
		case p.n == p.srcN:
			return p.src + i - p.at
		}
		return p.src
	}
	return 0
}

// endOffset returns the file offset just after the text's byte i-1: where
// a span of the text that ends at i ends in the file, before any markup
// that follows it (the * of *kırk iki*).
func (t *text) endOffset(i int) int {
	if i <= 0 {
		return t.offset(0)
	}
	k := sort.Search(len(t.pieces), func(k int) bool { return t.pieces[k].at > i-1 }) - 1
	for ; k >= 0; k-- {
		p := t.pieces[k]
		switch {
		case p.src < 0:
			continue
		case i-1 >= p.at+p.n || p.n != p.srcN:
			return p.src + p.srcN
		}
		return p.src + i - p.at
	}
	return 0
}

// read reads the numbers typed in a text of the check's (its tokens and
// numbers; see turkce.Read), where a run of filler is what an action
// wrote.
func read(b []byte) turkce.Reading { return turkce.Read(b, filler) }
