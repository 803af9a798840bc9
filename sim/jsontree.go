package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// jsonValue is one JSON value of a parameter file with where it stands in
// the file, so that an error can point at the very number that is wrong.
// encoding/json decodes into structs without positions; this small tree keeps
// them.
type jsonValue struct {
	start, end int         // byte offsets of the value's text
	kind       string      // "object", "array", "number", "string", "boolean" or "null"
	number     json.Number // for kind "number": the literal as written
	members    []jsonMember
	items      []*jsonValue
}

// jsonMember is one "key": value pair of an object.
type jsonMember struct {
	key      string
	keyStart int
	value    *jsonValue
}

// syntaxError is malformed JSON at byte offset.
type syntaxError struct {
	offset int
	msg    string
}

func (e *syntaxError) Error() string { return e.msg }

// parseJSON reads data as one JSON value. encoding/json checks the syntax
// first, because its whole-input scan reports a consistent offset; the
// token stream then builds the tree with positions.
func parseJSON(data []byte) (*jsonValue, error) {
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		var se *json.SyntaxError
		if !errors.As(err, &se) {
			return nil, &syntaxError{0, err.Error()}
		}
		// Offset counts the bytes read, the offending one included.
		off := int(se.Offset)
		if strings.HasPrefix(se.Error(), "invalid character") && off > 0 {
			off--
		}
		return nil, &syntaxError{off, se.Error()}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	p := treeParser{data: data, dec: dec}
	return p.value()
}

// treeParser builds a jsonValue tree from a decoder's tokens.
type treeParser struct {
	data []byte
	dec  *json.Decoder
}

// next returns the offset where the next token starts: the decoder's offset
// sits after the previous token, before any blank, colon or comma.
func (p *treeParser) next() int {
	off := int(p.dec.InputOffset())
	for off < len(p.data) && strings.IndexByte(" \t\r\n:,", p.data[off]) >= 0 {
		off++
	}
	return off
}

func (p *treeParser) value() (*jsonValue, error) {
	v := &jsonValue{start: p.next()}
	tok, err := p.dec.Token()
	if err != nil {
		return nil, &syntaxError{v.start, err.Error()}
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			v.kind = "object"
			for p.dec.More() {
				keyStart := p.next()
				k, err := p.dec.Token()
				if err != nil {
					return nil, &syntaxError{keyStart, err.Error()}
				}
				item, err := p.value()
				if err != nil {
					return nil, err
				}
				v.members = append(v.members, jsonMember{k.(string), keyStart, item})
			}
		} else {
			v.kind = "array"
			for p.dec.More() {
				item, err := p.value()
				if err != nil {
					return nil, err
				}
				v.items = append(v.items, item)
			}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return nil, &syntaxError{p.next(), err.Error()}
		}
	case json.Number:
		v.kind, v.number = "number", t
	case string:
		v.kind = "string"
	case bool:
		v.kind = "boolean"
	case nil:
		v.kind = "null"
	default:
		return nil, fmt.Errorf("unexpected JSON token %v", tok)
	}
	v.end = int(p.dec.InputOffset())
	return v, nil
}

// lineCol turns a byte offset of data into a 1-based line and column; the
// column counts characters, not bytes, as an editor shows them.
func lineCol(data []byte, off int) (line, col int) {
	off = min(off, len(data))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return line, 1 + utf8.RuneCount(before[lineStart:])
}

// quoteText shows a value's source text in an error, on one line and cut
// short when long.
func quoteText(text []byte) string {
	s := strings.Join(strings.Fields(string(text)), " ")
	const most = 40
	if utf8.RuneCountInString(s) > most {
		s = string([]rune(s)[:most]) + "..."
	}
	return s
}
