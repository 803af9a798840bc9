package check

import "sort"

// A text is prose as a reader reads it: the text of one block (a
// paragraph, a heading, a table cell), joined across emphasis and links,
// with a way back to the bytes of the page's file. A number word split by
// markup (kırk *iki*) is still one number.
type text struct {
	b      []byte
	pieces []piece
}

// A piece says that text.b[at:at+n] is the file's bytes [src, src+n); src
// is -1 for a byte the text inserted (a line break, a separator).
type piece struct{ at, src, n int }

// separator stands for what is not prose (a code span, math) in a text: it
// is neither a letter nor space, so no number or given runs across it.
const separator = '\x00'

// add appends the file's bytes src[start:end].
func (t *text) add(src []byte, start, end int) {
	if end <= start {
		return
	}
	t.pieces = append(t.pieces, piece{at: len(t.b), src: start, n: end - start})
	t.b = append(t.b, src[start:end]...)
}

// insert appends a byte that is not in the file.
func (t *text) insert(c byte) {
	t.pieces = append(t.pieces, piece{at: len(t.b), src: -1, n: 1})
	t.b = append(t.b, c)
}

// offset returns the file offset of the text's byte i; an inserted byte
// maps to the file byte after the piece before it.
func (t *text) offset(i int) int {
	k := sort.Search(len(t.pieces), func(k int) bool { return t.pieces[k].at > i }) - 1
	for ; k >= 0; k-- {
		if p := t.pieces[k]; p.src >= 0 {
			return p.src + min(i-p.at, p.n)
		}
	}
	return 0
}
