// Package textcheck rejects text files that are not clean UTF-8 before
// anything reads them: a lesson's markdown, its model.json, a listed
// source, a template. Without it, invalid bytes are published under
// charset=utf-8, a NUL slips into a page, and a byte order mark surfaces as
// a parser's puzzle (encoding/json's “invalid character 'ï'”). Each problem
// is a *place.Error at its place, file:line:column, as every other error of
// the build.
package textcheck

import (
	"bytes"
	"strconv"
	"unicode/utf8"

	"coursesite/place"
)

// Error is a problem with a file's bytes, at its place (package place).
type Error = place.Error

// The messages of Error, by problem.
const (
	// MsgBOM is the message for a file that starts with a UTF-8 byte order
	// mark (EF BB BF), which editors on Windows add.
	MsgBOM = "starts with a UTF-8 byte order mark (BOM): save the file as UTF-8 without a BOM"
	// MsgUTF16 is the message for a file that starts with a UTF-16 byte
	// order mark: the whole file is in another encoding.
	MsgUTF16 = "starts with a UTF-16 byte order mark: the file is UTF-16; save it as UTF-8"
	// MsgNUL is the message for a NUL byte, which no text holds.
	MsgNUL = "a NUL byte"
)

// Check returns nil if data, the content of file, is UTF-8 text with no
// NUL byte and no byte order mark, and otherwise an *Error at the first
// problem:
//
//	index.md:12:40: invalid UTF-8 (byte 0xf0): is the file in another encoding, such as Windows-1254? save it as UTF-8
//	model.json:1:1: starts with a UTF-8 byte order mark (BOM): save the file as UTF-8 without a BOM
//	index.md:3:7: a NUL byte
//
// A clean file costs one pass over its bytes.
func Check(file string, data []byte) error {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return &Error{Pos: place.Pos{File: file, Line: 1, Col: 1}, Msg: MsgBOM}
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		return &Error{Pos: place.Pos{File: file, Line: 1, Col: 1}, Msg: MsgUTF16}
	}
	if utf8.Valid(data) && bytes.IndexByte(data, 0) < 0 {
		return nil
	}
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return &Error{Pos: place.Pos{File: file, Line: line, Col: col}, Msg: "invalid UTF-8 (byte 0x" +
				strconv.FormatUint(uint64(data[i]), 16) + "): is the file in another encoding, such as Windows-1254? save it as UTF-8"}
		case r == 0:
			return &Error{Pos: place.Pos{File: file, Line: line, Col: col}, Msg: MsgNUL}
		case r == '\n':
			line, col = line+1, 1
		default:
			col++
		}
		i += size
	}
	return nil // not reached: the fast path found a problem
}
