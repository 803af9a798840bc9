package sim

import (
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"

	"coursesite/jsnum"
)

// ParamError is one problem in a parameter file: where it is and what was
// expected there.
type ParamError struct {
	File         string
	Line, Column int    // 1-based; the column counts characters
	Path         string // the field, as in rejim."tarife yavas".tarife[3]; empty for the whole file
	Msg          string
}

func (e *ParamError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, e.Column, e.Path, e.Msg)
}

// ParamErrors lists every problem found in a parameter file, in the order
// they stand in the file, so an author fixes them in one pass.
type ParamErrors []*ParamError

func (es ParamErrors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// maxN bounds the number of outer requests: the reference takes the median
// as element n >> 1, a 32-bit shift.
const maxN = math.MaxInt32

// Load reads and validates the parameter file name of fsys.
func Load(fsys fs.FS, name string) (*Model, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("load model: %w", err)
	}
	return Parse(name, data)
}

// Parse decodes and validates a parameter file; name is used in errors.
// Every field is required and no other is allowed; a bad file yields
// ParamErrors naming every problem with its line, column and field path.
func Parse(name string, data []byte) (*Model, error) {
	root, err := parseJSON(data)
	if err != nil {
		c := checker{name: name, data: data}
		off := 0
		if se, ok := err.(*syntaxError); ok {
			off = se.offset
		}
		c.failAt(off, "", "malformed JSON: %v", err)
		return nil, c.errs
	}
	c := checker{name: name, data: data}
	m := c.model(root)
	if len(c.errs) > 0 {
		slices.SortStableFunc(c.errs, func(a, b *ParamError) int {
			if a.Line != b.Line {
				return a.Line - b.Line
			}
			return a.Column - b.Column
		})
		return nil, c.errs
	}
	return m, nil
}

// checker walks a parsed file against the schema, collecting errors.
type checker struct {
	name string
	data []byte
	errs ParamErrors
}

func (c *checker) failAt(off int, path, format string, args ...any) {
	line, col := lineCol(c.data, off)
	c.errs = append(c.errs, &ParamError{c.name, line, col, path, fmt.Sprintf(format, args...)})
}

// fail reports that v, at path, is not what was expected.
func (c *checker) fail(v *jsonValue, path, expected string) {
	c.failAt(v.start, path, "expected %s, got %s", expected, quoteText(c.data[v.start:v.end]))
}

// The schema's field names, in the order the reference declares them.
var (
	modelFields   = []string{"k01", "gecitPayi", "ortanca", "rejim", "n", "cagri", "sonTarihBayt", "arizaPayiDk", "duyarlilik"}
	k01Fields     = []string{"esik", "tepeOkuma", "tepeUc", "yanitBayt"}
	adimFields    = []string{Teslimat.Ad(), Tarife.Ad(), Olcu.Ad()}
	rejimFields   = []string{Arizasiz.Ad(), TarifeYavas.Ad()}
	numberWanted  = "a non-negative number"
	numbersWanted = "a non-empty array of non-negative numbers"
)

func (c *checker) model(root *jsonValue) *Model {
	f := c.object(root, "", modelFields)
	if f == nil {
		return nil
	}
	var m Model
	esikOK := false
	if k := c.object(f["k01"], "k01", k01Fields); k != nil {
		esikOK = c.number(k["esik"], "k01.esik", &m.K01.Esik)
		c.number(k["tepeOkuma"], "k01.tepeOkuma", &m.K01.TepeOkuma)
		c.number(k["tepeUc"], "k01.tepeUc", &m.K01.TepeUc)
		c.number(k["yanitBayt"], "k01.yanitBayt", &m.K01.YanitBayt)
	}
	// The gateway's share may take the whole threshold but not more: the
	// branch budget kola kalan must not be negative.
	if c.number(f["gecitPayi"], "gecitPayi", &m.GecitPayi) && esikOK && m.GecitPayi > m.K01.Esik {
		c.fail(f["gecitPayi"], "gecitPayi", "at most k01.esik ("+jsnum.String(m.K01.Esik)+")")
	}
	if o := c.object(f["ortanca"], "ortanca", adimFields); o != nil {
		ok := true
		for _, a := range AdimListesi {
			ok = c.number(o[a.Ad()], "ortanca."+a.Ad(), m.Ortanca.Ptr(a)) && ok
		}
		if ok && !(m.Ortanca.Tarife+m.Ortanca.Olcu > 0) {
			c.failAt(f["ortanca"].start, "ortanca", "expected tarife + olcu > 0 (the weighted policy divides by it), got %s + %s",
				o["tarife"].number, o["olcu"].number)
		}
	}
	if rs := c.object(f["rejim"], "rejim", rejimFields); rs != nil {
		for _, r := range RejimListesi {
			path := "rejim." + pathKey(r.Ad())
			s := c.object(rs[r.Ad()], path, adimFields)
			for _, a := range AdimListesi {
				if s != nil {
					c.numbers(s[a.Ad()], path+"."+a.Ad(), m.Rejim.Get(r).Ptr(a))
				}
			}
		}
	}
	c.whole(f["n"], "n", &m.N)
	c.number(f["cagri"], "cagri", &m.Cagri)
	c.number(f["sonTarihBayt"], "sonTarihBayt", &m.SonTarihBayt)
	c.number(f["arizaPayiDk"], "arizaPayiDk", &m.ArizaPayiDk)
	c.pairs(f["duyarlilik"], "duyarlilik", &m.Duyarlilik)
	return &m
}

// object checks that v is an object with exactly the given fields and
// returns them by name, or nil when v is absent or not an object.
func (c *checker) object(v *jsonValue, path string, fields []string) map[string]*jsonValue {
	if v == nil {
		return nil // absent: reported by the parent
	}
	if v.kind != "object" {
		c.fail(v, path, "an object with fields "+strings.Join(fields, ", "))
		return nil
	}
	got := make(map[string]*jsonValue, len(fields))
	for _, mem := range v.members {
		switch {
		case !slices.Contains(fields, mem.key):
			c.failAt(mem.keyStart, path, "unknown field %q (expected one of %s)", mem.key, quoteAll(fields))
		case got[mem.key] != nil:
			c.failAt(mem.keyStart, path, "field %q given twice", mem.key)
		default:
			got[mem.key] = mem.value
		}
	}
	for _, f := range fields {
		if got[f] == nil {
			c.failAt(v.start, path, "missing field %q", f)
		}
	}
	return got
}

// number stores v, a non-negative finite number, in *dst and reports
// whether it was one.
func (c *checker) number(v *jsonValue, path string, dst *float64) bool {
	if v == nil {
		return false
	}
	if v.kind != "number" {
		c.fail(v, path, numberWanted)
		return false
	}
	x, err := strconv.ParseFloat(string(v.number), 64)
	switch {
	case err != nil || math.IsInf(x, 0):
		c.fail(v, path, "a finite number")
		return false
	case x < 0:
		c.fail(v, path, numberWanted)
		return false
	}
	*dst = x
	return true
}

// numbers stores v, a non-empty array of non-negative numbers, in *dst.
func (c *checker) numbers(v *jsonValue, path string, dst *[]float64) {
	if v == nil {
		return
	}
	if v.kind != "array" || len(v.items) == 0 {
		c.fail(v, path, numbersWanted)
		return
	}
	xs := make([]float64, len(v.items))
	for i, item := range v.items {
		c.number(item, path+"["+strconv.Itoa(i)+"]", &xs[i])
	}
	*dst = xs
}

// whole stores v, a whole number from 1 to maxN, in *dst.
func (c *checker) whole(v *jsonValue, path string, dst *int) {
	if v == nil {
		return
	}
	expected := "a whole number from 1 to " + strconv.Itoa(maxN)
	x, err := strconv.ParseFloat(string(v.number), 64)
	if v.kind != "number" || err != nil || x != math.Trunc(x) || x < 1 || x > maxN {
		c.fail(v, path, expected)
		return
	}
	*dst = int(x)
}

// pairs stores v, a non-empty array of [minutes, times a month] pairs, in
// *dst.
func (c *checker) pairs(v *jsonValue, path string, dst *[][2]float64) {
	if v == nil {
		return
	}
	const expected = "a non-empty array of [minutes, times a month] pairs"
	if v.kind != "array" || len(v.items) == 0 {
		c.fail(v, path, expected)
		return
	}
	ps := make([][2]float64, len(v.items))
	for i, item := range v.items {
		p := path + "[" + strconv.Itoa(i) + "]"
		if item.kind != "array" || len(item.items) != 2 {
			c.fail(item, p, "a pair [minutes, times a month] of non-negative numbers")
			continue
		}
		for j := range 2 {
			c.number(item.items[j], p+"["+strconv.Itoa(j)+"]", &ps[i][j])
		}
	}
	*dst = ps
}

// pathKey writes a field name as a path element: bare when it is a plain
// word, quoted otherwise.
func pathKey(key string) string {
	for _, r := range key {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_') {
			return strconv.Quote(key)
		}
	}
	return key
}

// quoteAll lists names quoted, comma separated.
func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}
