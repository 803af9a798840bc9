package paramfile

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// Decode reads data, the parameter file called file, into dst, a pointer
// to a struct that declares the file: each exported field with a json tag
// is a field of the file, required, and no other field is allowed. What a
// field may hold is declared beside it, so that a model writes no check of
// its own:
//
//	type Parametreler struct {
//		Aralik  float64   `json:"aralik" range:">0:1000"`  // above 0, at most 1000
//		Isler   int       `json:"isler" range:"1:5000"`    // a whole number
//		Sureler []float64 `json:"sureler" range:"0:1e5" len:"1:100"`
//		Yavas   Pencere   `json:"yavas"`                   // an object, declared the same way
//		Iptal   bool      `json:"iptal"`
//	}
//
// Fields are float64 (range), int (range: whole numbers), bool, a struct,
// or a list of any of these (len: how many items, and range for each
// number). Every problem is reported at its line and column with its field
// path (place.Errors), all at once; dst is written only where a value is
// right. Declared says what is wrong with a type that Decode cannot read.
func Decode(file string, data []byte, dst any) error {
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("paramfile.Decode: dst is %T, not a pointer to a struct", dst)
	}
	if err := Declared(v.Elem().Type()); err != nil {
		return err
	}
	root, c, err := Read(file, data)
	if err != nil {
		return err
	}
	c.decode(root, "", v.Elem())
	return c.Err()
}

// Declared reports whether t, a struct, declares a parameter file as
// Decode reads it, and names the first field that does not.
func Declared(t reflect.Type) error {
	if t.Kind() != reflect.Struct {
		return fmt.Errorf("paramfile: %v is not a struct", t)
	}
	_, err := fieldsOf(t, 0)
	return err
}

// A declared is one field of a declared struct.
type declared struct {
	index   int
	key     string
	numbers Range // a number's or each item's range
	whole   bool  // numbers are ints
	lenLo   int   // a list's least and most items
	lenHi   int
}

func fieldsOf(t reflect.Type, depth int) ([]declared, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("paramfile: %v nests more than %d levels deep", t, maxDepth)
	}
	var out []declared
	for i := range t.NumField() { // a key given twice is go vet's to report
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		where := t.String() + "." + f.Name
		if !f.IsExported() || key == "-" { // a json tag on an unexported field is go vet's to report
			continue
		}
		if key == "" {
			return nil, fmt.Errorf("paramfile: %s has no json tag: name the parameter file's field", where)
		}
		d := declared{index: i, key: key}
		ft := f.Type
		if ft.Kind() == reflect.Slice {
			lo, hi, err := bounds(f.Tag.Get("len"))
			if err != nil || lo < 0 || hi > 1<<20 || math.Trunc(lo) != lo || math.Trunc(hi) != hi {
				return nil, fmt.Errorf("paramfile: %s is a list: declare how many items it holds, len:\"1:100\"", where)
			}
			d.lenLo, d.lenHi = int(lo), int(hi)
			ft = ft.Elem()
		}
		switch ft.Kind() {
		case reflect.Float64, reflect.Int:
			r, err := rangeTag(f.Tag.Get("range"))
			if err != nil {
				return nil, fmt.Errorf("paramfile: %s: %v", where, err)
			}
			d.numbers, d.whole = r, ft.Kind() == reflect.Int
			if d.whole && (r.Open || r.Min != math.Trunc(r.Min) || r.Max != math.Trunc(r.Max) || r.Max > 1<<53 || r.Min < -(1<<53)) {
				return nil, fmt.Errorf("paramfile: %s is an int: its range is two whole numbers, range:\"1:100\"", where)
			}
		case reflect.Bool:
		case reflect.Struct:
			if _, err := fieldsOf(ft, depth+1); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("paramfile: %s is a %v; a parameter is a float64, an int, a bool, a struct or a list of these", where, f.Type)
		}
		out = append(out, d)
	}
	return out, nil
}

// rangeTag reads range:"lo:hi", or range:">lo:hi" for a range open at lo.
func rangeTag(tag string) (Range, error) {
	open := strings.HasPrefix(tag, ">")
	lo, hi, err := bounds(strings.TrimPrefix(tag, ">"))
	if err != nil {
		return Range{}, fmt.Errorf(`declare the numbers it allows, range:"0:1000" (or ">0:1000", above 0): %v`, err)
	}
	if open && lo == hi {
		return Range{}, fmt.Errorf("range %q allows no number", tag)
	}
	return Range{Min: lo, Max: hi, Open: open}, nil
}

// bounds reads "lo:hi", two finite numbers with lo <= hi.
func bounds(tag string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(tag, ":")
	if !ok {
		return 0, 0, fmt.Errorf("got %q", tag)
	}
	if lo, err = strconv.ParseFloat(a, 64); err == nil {
		hi, err = strconv.ParseFloat(b, 64)
	}
	if err != nil || math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(lo, 0) || math.IsInf(hi, 0) || lo > hi {
		return 0, 0, fmt.Errorf("got %q", tag)
	}
	return lo, hi, nil
}

// decode reads v, the object at path, into dst, a declared struct.
func (c *Checker) decode(v *Value, path string, dst reflect.Value) {
	fields, _ := fieldsOf(dst.Type(), 0) // Decode has checked the type
	keys := make([]string, len(fields))
	for i, f := range fields {
		keys[i] = f.key
	}
	got := c.Object(v, path, keys...)
	if got == nil {
		return
	}
	for _, f := range fields {
		c.field(got[f.key], Key(path, f.key), f, dst.Field(f.index))
	}
}

// field reads v, at path, into dst as f declares it.
func (c *Checker) field(v *Value, path string, f declared, dst reflect.Value) {
	if v == nil {
		return // missing: reported by the object
	}
	if dst.Kind() != reflect.Slice {
		c.item(v, path, f, dst)
		return
	}
	if v.Kind != Array || len(v.Items) < f.lenLo || len(v.Items) > f.lenHi {
		c.Fail(v, path, fmt.Sprintf("a list of %d to %d items", f.lenLo, f.lenHi))
		return
	}
	list := reflect.MakeSlice(dst.Type(), len(v.Items), len(v.Items))
	for i, item := range v.Items {
		c.item(item, Index(path, i), f, list.Index(i))
	}
	dst.Set(list)
}

// item reads v, at path, into dst: a number, a bool or an object.
func (c *Checker) item(v *Value, path string, f declared, dst reflect.Value) {
	switch dst.Kind() {
	case reflect.Float64:
		var x float64
		if c.Number(v, path, f.numbers, &x) {
			dst.SetFloat(x)
		}
	case reflect.Int:
		var n int
		if c.Whole(v, path, int(f.numbers.Min), int(f.numbers.Max), &n) {
			dst.SetInt(int64(n))
		}
	case reflect.Bool:
		if v.Kind != Boolean {
			c.Fail(v, path, "true or false")
			return
		}
		dst.SetBool(v.Bool)
	case reflect.Struct:
		c.decode(v, path, dst)
	}
}
