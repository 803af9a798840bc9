package paramfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Kind is a JSON value's kind.
type Kind string

// The kinds of JSON value.
const (
	Object  Kind = "object"
	Array   Kind = "array"
	Number  Kind = "number"
	String  Kind = "string"
	Boolean Kind = "boolean"
	Null    Kind = "null"
)

// A Value is one JSON value of a parameter file with where it stands in the
// file, so that an error can point at the very number that is wrong:
// encoding/json decodes into structs without positions; this small tree
// keeps them.
type Value struct {
	Start, End int    // byte offsets of the value's text
	Kind       Kind   //
	Num        string // a number as written
	Str        string // a string's value
	Bool       bool   // a boolean's value
	Members    []Member
	Items      []*Value
}

// A Member is one "key": value pair of an object.
type Member struct {
	Key      string
	KeyStart int
	Value    *Value
}

// syntaxError is malformed JSON at byte offset.
type syntaxError struct {
	offset int
	msg    string
}

func (e *syntaxError) Error() string { return e.msg }

// maxDepth bounds how deeply a parameter file may nest: no schema needs
// more, and the tree is built recursively.
const maxDepth = 32

// parseJSON reads data as one JSON value. encoding/json checks the syntax
// first, because its whole-input scan reports a consistent offset; the
// token stream then builds the tree with positions.
func parseJSON(data []byte) (*Value, error) {
	if !json.Valid(data) {
		var raw json.RawMessage
		err := json.Unmarshal(data, &raw)
		var se *json.SyntaxError
		if !errors.As(err, &se) {
			return nil, &syntaxError{0, fmt.Sprint(err)}
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
	return p.value(0)
}

// treeParser builds a Value tree from a decoder's tokens.
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

func (p *treeParser) value(depth int) (*Value, error) {
	v := &Value{Start: p.next()}
	if depth > maxDepth {
		return nil, &syntaxError{v.Start, fmt.Sprintf("nested deeper than %d levels", maxDepth)}
	}
	tok, err := p.dec.Token()
	if err != nil {
		return nil, &syntaxError{v.Start, err.Error()}
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			v.Kind = Object
			for p.dec.More() {
				keyStart := p.next()
				k, err := p.dec.Token()
				if err != nil {
					return nil, &syntaxError{keyStart, err.Error()}
				}
				key, _ := k.(string)
				item, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				v.Members = append(v.Members, Member{key, keyStart, item})
			}
		} else {
			v.Kind = Array
			for p.dec.More() {
				item, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				v.Items = append(v.Items, item)
			}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return nil, &syntaxError{p.next(), err.Error()}
		}
	case json.Number:
		v.Kind, v.Num = Number, string(t)
	case string:
		v.Kind, v.Str = String, t
	case bool:
		v.Kind, v.Bool = Boolean, t
	case nil:
		v.Kind = Null
	default:
		return nil, &syntaxError{v.Start, fmt.Sprintf("unexpected JSON token %v", tok)}
	}
	v.End = int(p.dec.InputOffset())
	return v, nil
}

// Member returns the value of v's member key, or nil.
func (v *Value) Member(key string) *Value {
	if v == nil {
		return nil
	}
	for _, m := range v.Members {
		if m.Key == key {
			return m.Value
		}
	}
	return nil
}
