package cache

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
)

// A record is an entry made of a header and the bytes after it: the
// length of the header's gob encoding, that encoding, then the parts the
// header's Spans stand for, written as they are and read back without
// decoding or copying them (a lesson's rendering: its body is most of the
// entry, and is never copied into it).

// A Span is a part of the bytes after a record's header, or none at all
// (a nil slice: a page without labels has no labels file, one with an
// empty labels file publishes it empty).
type Span struct {
	Off, Len int
	Set      bool
}

// Spans lays the parts of a record out after its header, keeping them as
// they are.
type Spans struct {
	parts [][]byte
	size  int
}

// Add puts b after the parts before it and returns where it stands.
func (s *Spans) Add(b []byte) Span {
	if b == nil {
		return Span{}
	}
	s.parts = append(s.parts, b)
	s.size += len(b)
	return Span{Off: s.size - len(b), Len: len(b), Set: true}
}

// Get returns the bytes sp stands for, and false when they are not in
// data, the bytes after a record's header (a record that lies about
// itself is not taken).
func (sp Span) Get(data []byte) ([]byte, bool) {
	if !sp.Set {
		return nil, sp == Span{}
	}
	if sp.Off < 0 || sp.Len < 0 || sp.Off > len(data) || sp.Len > len(data)-sp.Off {
		return nil, false
	}
	return data[sp.Off : sp.Off+sp.Len : sp.Off+sp.Len], true
}

// Record returns the parts of a record (for Put) of header, whose Spans
// were laid out by s.
func Record(header any, s *Spans) ([][]byte, error) {
	var meta bytes.Buffer
	meta.Write(make([]byte, binary.MaxVarintLen64)) // room for its length, below
	if err := gob.NewEncoder(&meta).Encode(header); err != nil {
		return nil, err
	}
	// The length, right before the encoding.
	n := meta.Len() - binary.MaxVarintLen64
	length := binary.AppendUvarint(nil, uint64(n))
	rest := meta.Bytes()[binary.MaxVarintLen64-len(length):]
	copy(rest, length)
	return append([][]byte{rest}, s.parts...), nil
}

// ReadRecord decodes the header of the record data into header and
// returns the bytes after it, which its Spans stand for; false when data
// is no record.
func ReadRecord(data []byte, header any) ([]byte, bool) {
	n, w := binary.Uvarint(data)
	if w <= 0 || n > uint64(len(data)-w) {
		return nil, false
	}
	if gob.NewDecoder(bytes.NewReader(data[w:w+int(n)])).Decode(header) != nil {
		return nil, false
	}
	return data[w+int(n):], true
}
