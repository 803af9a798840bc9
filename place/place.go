// Package place says where something stands in a source file of the
// course — a lesson's page, its parameter file, its labels — and carries
// errors found there, so that every message an author reads starts with
// file:line:column, the column counted in characters as an editor shows
// it.
//
// Positions come from what parsed the file (a template's nodes, a JSON
// value's offset), never from searching the file for the text an error is
// about: the same text may stand in several places.
package place

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// A Pos is a place in a file: its name, a 1-based line and column, the
// column counted in characters as an editor shows it, and the byte offset
// (as go/token.Position has both: a message says the line, a reader of
// the file goes to the offset). Every package that says where something
// stands says it with a Pos.
type Pos struct {
	File      string
	Line, Col int
	Off       int
}

// String formats the place as file:line:column.
func (p Pos) String() string { return msg.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Errorf returns an error at p.
func (p Pos) Errorf(format string, args ...any) *Error {
	return &Error{Pos: p, Msg: msg.Sprintf(format, args...)}
}

// An Error is a problem at a place in a file. Field, when set, names the
// field of a structured file the problem is in (dongu."yavas gun".sure[3]),
// written between the place and the message.
type Error struct {
	Pos
	Field string
	Msg   string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return msg.Sprintf("%s: %s", e.Pos, e.Msg)
	}
	return msg.Sprintf("%s: %s: %s", e.Pos, e.Field, e.Msg)
}

// Errors are several problems, in the order they stand in their files, so
// that an author fixes them in one pass.
type Errors []*Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// A File is a source file's name and bytes, for turning byte offsets into
// lines and columns.
type File struct {
	Name string
	Data []byte
}

// Pos returns the line and column (1-based, in characters) of byte offset
// off; an offset past the end is the end.
func (f File) Pos(off int) (line, col int) {
	off = min(max(off, 0), len(f.Data))
	before := f.Data[:off]
	start := bytes.LastIndexByte(before, '\n') + 1
	return bytes.Count(before, []byte("\n")) + 1, utf8.RuneCount(before[start:]) + 1
}

// Position returns the place of byte offset off of the file.
func (f File) Position(off int) Pos {
	line, col := f.Pos(off)
	return Pos{File: f.Name, Line: line, Col: col, Off: min(max(off, 0), len(f.Data))}
}

// At returns an error at byte offset off of the file.
func (f File) At(off int, format string, args ...any) *Error {
	return f.Position(off).Errorf(format, args...)
}

// Offset returns the byte offset of line and column (1-based, the column
// in characters), the inverse of Pos; a place past a line's end is its
// end, past the file's end the file's end.
func (f File) Offset(line, col int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(f.Data[off:], '\n')
		if i < 0 {
			return len(f.Data)
		}
		off += i + 1
	}
	for c := 1; c < col && off < len(f.Data) && f.Data[off] != '\n'; c++ {
		_, n := utf8.DecodeRune(f.Data[off:])
		off += n
	}
	return off
}
