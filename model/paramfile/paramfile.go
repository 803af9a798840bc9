// Package paramfile reads a lesson's parameter file (JSON) for its model,
// with every problem at its line and column and named by its field, so an
// author fixes them all in one pass:
//
//	model.json:12:18: dongu."yavas gun".sure[3]: expected a number from 0 to 1000000, got -5
//
// A model declares the file as a struct and reads it with Decode, which
// takes what each field may hold from its tags, and a rule across fields
// from the struct's Check (Checked). Decode is built on a tree of
// positioned values (Read) and a Checker that walks it, taking each field
// out as the declaration expects (an object of given fields, a number in
// a range) and recording a problem wherever it is not. What a model's file
// needs that the tags cannot say is a new tag or hook here, for every
// model, never a parser of the model's own.
package paramfile

import (
	"coursesite/plainjson"

	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"coursesite/internal/msg"
	"coursesite/internal/textcheck"
	"coursesite/jsnum"
	"coursesite/place"
)

// MaxSize bounds a parameter file: a lesson's parameters are a few
// kilobytes; anything far larger is a mistake, and would cost the build.
const MaxSize = 1 << 20

// Read parses data, the parameter file called file, and returns its tree
// and a checker for it. A file that is not one JSON value in UTF-8 gives
// place.Errors at the place it goes wrong (a UTF-8 byte order mark is named
// as such).
func Read(file string, data []byte) (*Value, *Checker, error) {
	c := &Checker{file: place.File{Name: file, Data: data}}
	switch {
	case len(data) > MaxSize:
		c.FailAt(0, "", "the file is %d bytes; a parameter file may have at most %d", len(data), MaxSize)
		return nil, nil, c.Err()
	}
	if err := textcheck.Check(file, data); err != nil {
		return nil, nil, place.Errors{err.(*place.Error)}
	}
	root, err := parseJSON(data)
	if err != nil {
		off := 0
		if se, ok := err.(*plainjson.SyntaxError); ok {
			off = se.Offset
		}
		c.FailAt(off, "", "malformed JSON: %v", err)
		return nil, nil, c.Err()
	}
	return root, c, nil
}

// A Checker walks a parameter file's tree against what its model expects,
// collecting every problem.
type Checker struct {
	file place.File
	errs place.Errors
	read map[string]*Value // the values Decode has read, by path: where a Check's rule points
}

// FailAt records a problem at byte offset off, in field path.
func (c *Checker) FailAt(off int, path, format string, args ...any) {
	e := c.file.At(off, format, args...)
	e.Field = path
	c.errs = append(c.errs, e)
}

// Fail records that v, at path, is not what was expected.
func (c *Checker) Fail(v *Value, path, expected string) {
	c.FailAt(v.Start, path, "expected %s, got %s", expected, c.Text(v))
}

// OK reports whether no problem has been found yet.
func (c *Checker) OK() bool { return len(c.errs) == 0 }

// Err returns every problem found, in the order they stand in the file, or
// nil.
func (c *Checker) Err() error {
	if len(c.errs) == 0 {
		return nil
	}
	// An insertion sort, stable, for a few errors: slices.SortStableFunc
	// would link 6 KB of generic code into the engine.
	for i := 1; i < len(c.errs); i++ {
		for j := i; j > 0 && before(c.errs[j], c.errs[j-1]); j-- {
			c.errs[j], c.errs[j-1] = c.errs[j-1], c.errs[j]
		}
	}
	return c.errs
}

// before reports whether a stands before b in the file.
func before(a, b *place.Error) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
}

// Text shows v's source text in a message, on one line, cut short when
// long.
func (c *Checker) Text(v *Value) string {
	s := strings.Join(strings.Fields(string(c.file.Data[v.Start:v.End])), " ")
	const most = 40
	if utf8.RuneCountInString(s) > most {
		s = string([]rune(s)[:most]) + "..."
	}
	return s
}

// Object checks that v is an object with exactly the given fields and
// returns them by name, or nil when v is absent (reported by its parent)
// or not an object.
func (c *Checker) Object(v *Value, path string, fields ...string) map[string]*Value {
	if v == nil {
		return nil
	}
	if v.Kind != Object {
		c.Fail(v, path, "an object with fields "+strings.Join(fields, ", "))
		return nil
	}
	got := make(map[string]*Value, len(fields))
	for _, m := range v.Members {
		switch {
		case !slices.Contains(fields, m.Key):
			c.FailAt(m.KeyStart, path, "unknown field %q (expected one of %s)", m.Key, quoteAll(fields))
		case got[m.Key] != nil:
			c.FailAt(m.KeyStart, path, "field %q given twice", m.Key)
		default:
			got[m.Key] = m.Value
		}
	}
	for _, f := range fields {
		if got[f] == nil {
			c.FailAt(v.Start, path, "missing field %q", f)
		}
	}
	return got
}

// Range is the values a number may take: from Min to Max, and above Min
// only when Open.
type Range struct {
	Min, Max float64
	Open     bool // Min itself is not allowed
}

// String says what the range allows, as an error's "expected …".
func (r Range) String() string {
	if r.Open {
		return msg.Sprintf("a number above %s and at most %s", jsnum.String(r.Min), jsnum.String(r.Max))
	}
	return msg.Sprintf("a number from %s to %s", jsnum.String(r.Min), jsnum.String(r.Max))
}

// Contains reports whether x is in the range.
func (r Range) Contains(x float64) bool {
	if r.Open && x == r.Min {
		return false
	}
	return x >= r.Min && x <= r.Max
}

// Covers reports whether r allows every number s allows: a narrowed
// range stays within its field's own.
func (r Range) Covers(s Range) bool {
	return s.Min >= r.Min && s.Max <= r.Max && (!r.Open || s.Min > r.Min || s.Open)
}

// Number stores v, a number within r, in *dst and reports whether it was
// one.
func (c *Checker) Number(v *Value, path string, r Range, dst *float64) bool {
	if v == nil {
		return false
	}
	if v.Kind != Number {
		c.Fail(v, path, r.String())
		return false
	}
	x, err := strconv.ParseFloat(v.Num, 64)
	if err != nil || math.IsInf(x, 0) || !r.Contains(x) {
		c.Fail(v, path, r.String())
		return false
	}
	*dst = x
	return true
}

// Whole stores v, a whole number from lo to hi, in *dst.
func (c *Checker) Whole(v *Value, path string, lo, hi int, dst *int) bool {
	if v == nil {
		return false
	}
	expected := msg.Sprintf("a whole number from %d to %d", lo, hi)
	x, err := strconv.ParseFloat(v.Num, 64)
	if v.Kind != Number || err != nil || x != math.Trunc(x) || x < float64(lo) || x > float64(hi) {
		c.Fail(v, path, expected)
		return false
	}
	*dst = int(x)
	return true
}

// Key writes path.key, the key bare when it is a plain word, quoted
// otherwise: dongu."yavas gun".
func Key(path, key string) string {
	k := key
	for _, r := range key {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_') {
			k = strconv.Quote(key)
			break
		}
	}
	if path == "" {
		return k
	}
	return path + "." + k
}

// Index writes path[i].
func Index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// quoteAll lists names quoted, comma separated.
func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}
