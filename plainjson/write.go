// Package plainjson writes and reads JSON of plain data — maps, lists,
// strings, numbers, booleans and null — without reflection: what a chart's
// option (package plot) is made of, what the page and its WebAssembly
// exchange (package live) and what a parameter file holds (package
// model/paramfile, which keeps each value's place).
//
// encoding/json would do it, but it reaches every value through package
// reflect and brings some hundred kilobytes (gzip) into the page's
// WebAssembly; and a chart's option, a tree of thousands of numbers, is
// written several times faster here. Marshal writes exactly what
// encoding/json's Marshal writes for the same data (TestMarshalAsEncodingJSON
// holds them equal), so options written by either read the same bytes and
// the build's caches keyed by them stay valid.
package plainjson

import (
	"math"
	"slices"
	"strconv"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// An UnsupportedError is a value Marshal cannot write: a type outside
// plain data, a NaN or an infinity (which JSON has no number for).
type UnsupportedError struct {
	Path  string // where in the tree: "series[2].data[7][1]"
	Value any
}

func (e *UnsupportedError) Error() string {
	if f, ok := e.Value.(float64); ok {
		return msg.Sprintf("plainjson: %s: %v has no JSON number", e.where(), f)
	}
	return msg.Sprintf("plainjson: %s: cannot write a %T (plain data only: maps, lists, strings, numbers, booleans, nil)", e.where(), e.Value)
}

func (e *UnsupportedError) where() string {
	if e.Path == "" {
		return "the value"
	}
	return e.Path
}

// Raw is JSON text written as it is: a part already written (a chart's
// option inside the answer that carries it). It must be valid JSON.
type Raw []byte

// Marshal returns v as JSON, as encoding/json's Marshal writes it: map keys
// sorted, "<", ">", "&", U+2028 and U+2029 escaped (so the text may stand
// in a <script> element), invalid UTF-8 as U+FFFD, numbers in
// JavaScript's shortest form. v is made of nil, bool, string, the integer
// and float types, map[string]any, map[string]string, []any, []string,
// []float64, [][]float64, []int and []map[string]any, nested at will, and
// Raw.
func Marshal(v any) ([]byte, error) { return Append(nil, v) }

// Append appends Marshal(v) to dst.
func Append(dst []byte, v any) ([]byte, error) {
	w := writer{b: dst}
	if err := w.value(v, 0); err != nil {
		return nil, err
	}
	return w.b, nil
}

type writer struct{ b []byte }

// maxDepth bounds how deeply Marshal follows a tree: deeper is a cycle (a
// map holding itself), which would never end.
const maxDepth = 1000

// value writes v, depth levels down the tree. An error's path is made as
// it comes back up, so that a tree written whole costs no path at all.
func (w *writer) value(v any, depth int) error {
	if depth > maxDepth {
		return &UnsupportedError{Value: v}
	}
	switch x := v.(type) {
	case nil:
		w.b = append(w.b, "null"...)
	case Raw:
		w.b = append(w.b, x...)
	case bool:
		w.b = strconv.AppendBool(w.b, x)
	case string:
		w.b = AppendString(w.b, x)
	case float64:
		return w.float(x, 64)
	case float32:
		return w.float(float64(x), 32)
	case int:
		w.b = strconv.AppendInt(w.b, int64(x), 10)
	case int64:
		w.b = strconv.AppendInt(w.b, x, 10)
	case int32:
		w.b = strconv.AppendInt(w.b, int64(x), 10)
	case uint:
		w.b = strconv.AppendUint(w.b, uint64(x), 10)
	case uint64:
		w.b = strconv.AppendUint(w.b, x, 10)
	case map[string]any:
		return object(w, x, depth)
	case map[string]string:
		return object(w, x, depth)
	case []any:
		return list(w, x, depth)
	case []string:
		return list(w, x, depth)
	case []float64:
		return list(w, x, depth)
	case [][]float64:
		return list(w, x, depth)
	case []int:
		return list(w, x, depth)
	case []map[string]any:
		return list(w, x, depth)
	case []bool:
		return list(w, x, depth)
	default:
		return &UnsupportedError{Value: v}
	}
	return nil
}

// under puts step before the path of err, an UnsupportedError below it.
func under(step string, err error) error {
	if u, ok := err.(*UnsupportedError); ok {
		if u.Path != "" && u.Path[0] != '[' {
			step += "."
		}
		u.Path = step + u.Path
	}
	return err
}

func list[T any](w *writer, items []T, depth int) error {
	if items == nil {
		w.b = append(w.b, "null"...)
		return nil
	}
	w.b = append(w.b, '[')
	for i, item := range items {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		if err := w.value(item, depth+1); err != nil {
			return under("["+strconv.Itoa(i)+"]", err)
		}
	}
	w.b = append(w.b, ']')
	return nil
}

// object writes m, its keys sorted.
func object[V any](w *writer, m map[string]V, depth int) error {
	if m == nil {
		w.b = append(w.b, "null"...)
		return nil
	}
	w.b = append(w.b, '{')
	for i, k := range sortedKeys(m) {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.b = AppendString(w.b, k)
		w.b = append(w.b, ':')
		if err := w.value(m[k], depth+1); err != nil {
			return under(k, err)
		}
	}
	w.b = append(w.b, '}')
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// float writes f as encoding/json does: the shortest form that reads back
// as f in bits, in exponent form below 1e-6 and from 1e21 (as
// JavaScript's Number.prototype.toString), "e-07" written "e-7".
func (w *writer) float(f float64, bits int) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return &UnsupportedError{Value: f}
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	w.b = strconv.AppendFloat(w.b, f, format, -1, bits)
	if format == 'e' {
		if n := len(w.b); n >= 4 && w.b[n-4] == 'e' && w.b[n-3] == '-' && w.b[n-2] == '0' {
			w.b[n-2] = w.b[n-1]
			w.b = w.b[:n-1]
		}
	}
	return nil
}

const hex = "0123456789abcdef"

// AppendString appends s as a JSON string, escaped as encoding/json
// escapes it (HTML-safe).
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '\\', '"':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		// U+2028 and U+2029 end a line in JavaScript (before ES2019).
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
