package charts

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// A point is a series' data item: a number, [x, y], or an object whose
// value is one of those (with a name, a label).
type point struct {
	Name string
	V    []float64 // one value, or x and y; NaN where missing
}

// points are a series' data. A long series is thousands of items, most of
// the bytes a chart's tables are made from: they are read by a scanner of
// their own (scanPoints), which decodes numbers in place, keeps every
// point's values in one slice, and falls back to decoding them as JSON's
// own values (decodePoints) at anything it does not expect.
type points []point

func (ps *points) UnmarshalJSON(b []byte) error {
	if p, ok := scanPoints(b); ok {
		*ps = p
		return nil
	}
	p, err := decodePoints(b)
	*ps = p
	return err
}

// decodePoints reads data as JSON's own values: what scanPoints leaves,
// and the reference it is tested against.
func decodePoints(b []byte) (points, error) {
	var items []any
	if err := json.Unmarshal(b, &items); err != nil {
		return nil, err
	}
	ps := make(points, len(items))
	for i, item := range items {
		p := &ps[i]
		if m, ok := item.(map[string]any); ok {
			if n := m["name"]; n != nil {
				name, ok := n.(string)
				if !ok {
					return nil, fmt.Errorf("data item %d: its name is %T, not a string", i, n)
				}
				p.Name = name
			}
			item = m["value"]
		}
		if list, ok := item.([]any); ok {
			p.V = make([]float64, len(list))
			for j, v := range list {
				p.V[j] = number(v)
			}
		} else {
			p.V = []float64{number(item)}
		}
	}
	return ps, nil
}

// number is a decoded JSON value as a point's number: null, "-" and
// anything but a number are no value (NaN).
func number(v any) float64 {
	if f, ok := v.(float64); ok {
		return f
	}
	return math.NaN()
}

// scanPoints reads data, a JSON list, as decodePoints does, when it holds
// only what series are made of: numbers, null, strings without escapes,
// lists of those, and objects whose "name" is such a string and "value"
// such a value or list (other keys are passed over). It reports false at
// anything else, and the caller decodes it in full.
func scanPoints(b []byte) (points, bool) {
	s := scanner{b: b}
	if !s.consume('[') {
		return nil, false
	}
	var ps points
	var values []float64 // every point's values, one after another
	var ends []int       // where each point's values end in values
	if s.consume(']') {
		return points{}, s.end()
	}
	for {
		var name string
		switch s.peek() {
		case '{':
			s.i++
			seen := false // a value
			if !s.consume('}') {
				for {
					key, ok := s.str()
					if !ok || !s.consume(':') {
						return nil, false
					}
					switch key {
					case "name":
						if name, ok = s.str(); !ok {
							return nil, false // not a string: decodePoints says so
						}
					case "value":
						if seen {
							return nil, false
						}
						seen = true
						if values, ok = s.values(values); !ok {
							return nil, false
						}
					default:
						if !s.skip() {
							return nil, false
						}
					}
					if s.consume('}') {
						break
					}
					if !s.consume(',') {
						return nil, false
					}
				}
			}
			if !seen {
				values = append(values, math.NaN()) // as a missing value decodes
			}
		default:
			var ok bool
			if values, ok = s.values(values); !ok {
				return nil, false
			}
		}
		ps = append(ps, point{Name: name})
		ends = append(ends, len(values))
		if s.consume(']') {
			break
		}
		if !s.consume(',') {
			return nil, false
		}
	}
	if !s.end() {
		return nil, false
	}
	start := 0
	for i := range ps {
		ps[i].V = values[start:ends[i]:ends[i]]
		start = ends[i]
	}
	return ps, true
}

// scanner reads JSON already checked to be valid (encoding/json checks a
// whole document before it calls an UnmarshalJSON), yet never reads past
// its bytes or assumes what it has not seen: every method reports what
// it did not find.
type scanner struct {
	b []byte
	i int
}

func (s *scanner) space() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek returns the next byte after white space, 0 at the end.
func (s *scanner) peek() byte {
	s.space()
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

// consume reads byte c, after white space, if it comes next.
func (s *scanner) consume(c byte) bool {
	if s.peek() == c {
		s.i++
		return true
	}
	return false
}

// end reports whether nothing but white space is left.
func (s *scanner) end() bool {
	s.space()
	return s.i == len(s.b)
}

// str reads a string without escapes, of valid UTF-8 (which decoding
// would change: an invalid byte reads as U+FFFD).
func (s *scanner) str() (string, bool) {
	if !s.consume('"') {
		return "", false
	}
	ascii := true
	for j := s.i; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			if !ascii && !utf8.Valid(s.b[s.i:j]) {
				return "", false
			}
			v := string(s.b[s.i:j])
			s.i = j + 1
			return v, true
		case c == '\\' || c < 0x20:
			return "", false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return "", false
}

// values appends a point's value, one scalar or a list of them, to vs.
func (s *scanner) values(vs []float64) ([]float64, bool) {
	if !s.consume('[') {
		v, ok := s.scalar()
		return append(vs, v), ok
	}
	if s.consume(']') {
		return vs, true
	}
	for {
		v, ok := s.scalar()
		if !ok {
			return vs, false
		}
		vs = append(vs, v)
		if s.consume(']') {
			return vs, true
		}
		if !s.consume(',') {
			return vs, false
		}
	}
}

// scalar reads a number, or null, true, false or a string, which are no
// number (NaN).
func (s *scanner) scalar() (float64, bool) {
	switch c := s.peek(); {
	case c == '"':
		_, ok := s.str()
		return math.NaN(), ok
	case c == 'n':
		return math.NaN(), s.word("null")
	case c == 't':
		return math.NaN(), s.word("true")
	case c == 'f':
		return math.NaN(), s.word("false")
	case c == '-' || '0' <= c && c <= '9':
		j := s.i + 1
		for j < len(s.b) {
			c := s.b[j]
			if '0' <= c && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-' {
				j++
				continue
			}
			break
		}
		v, err := strconv.ParseFloat(string(s.b[s.i:j]), 64)
		if err != nil {
			return 0, false
		}
		s.i = j
		return v, true
	}
	return 0, false
}

// skip passes over the value of a key points do not read (a symbol's
// size, a label's style): a scalar, or a list or object of any depth.
func (s *scanner) skip() bool {
	if c := s.peek(); c != '[' && c != '{' {
		_, ok := s.scalar()
		return ok
	}
	depth := 0
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case '"':
			// A string, its escapes passed over whole.
			j := s.i + 1
			for j < len(s.b) && s.b[j] != '"' {
				if s.b[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s.b) {
				return false
			}
			s.i = j
		}
		s.i++
		if depth == 0 {
			return true
		}
	}
	return false
}

// word reads the literal w.
func (s *scanner) word(w string) bool {
	if len(s.b)-s.i >= len(w) && string(s.b[s.i:s.i+len(w)]) == w {
		s.i += len(w)
		return true
	}
	return false
}
