package paramfile

import (
	"math"
	"reflect"
	"strconv"
	"strings"

	"coursesite/internal/msg"
)

// Declared reports whether t, a struct, declares a parameter file as
// Decode reads it, and names the first field that does not.
func Declared(t reflect.Type) error {
	if t.Kind() != reflect.Struct {
		return msg.Errorf("paramfile: %v is not a struct", t)
	}
	_, err := fieldsOf(t, 0)
	return err
}

// A declared is one field of a declared struct.
type declared struct {
	index  []int        // the field's index path (a promoted field's goes through its embedded struct)
	key    string       // its name in the file
	list   bool         // a list of items, each as the rest says
	lenLo  int          // a list's least and most items
	lenHi  int          //
	elem   reflect.Type // the value's type, or each item's
	ranges []Range      // a number's range; an array's, one per position
	narrow narrowing    // a struct's: its fields' ranges for this use
}

// A narrowing is the ranges a struct field's range tag gives some fields
// of the struct, by key.
type narrowing map[string]Range

func fieldsOf(t reflect.Type, depth int) ([]declared, error) {
	if depth > maxDepth {
		return nil, msg.Errorf("paramfile: %v nests more than %d levels deep", t, maxDepth)
	}
	var out []declared
	for i := range t.NumField() { // a key given twice is go vet's to report
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		where := t.String() + "." + f.Name
		if !f.IsExported() || key == "-" { // a json tag on an unexported field is go vet's to report
			continue
		}
		if key == "" && f.Anonymous && f.Type.Kind() == reflect.Struct {
			// Promoted, as encoding/json promotes it: the model reads
			// m.Aralik whether the file nests it or not.
			inner, err := fieldsOf(f.Type, depth+1)
			if err != nil {
				return nil, err
			}
			for _, d := range inner {
				d.index = append([]int{i}, d.index...)
				out = append(out, d)
			}
			continue
		}
		if key == "" {
			return nil, msg.Errorf("paramfile: %s has no json tag: name the parameter file's field", where)
		}
		d, err := declare(f, where, depth)
		if err != nil {
			return nil, err
		}
		d.index, d.key = []int{i}, key
		out = append(out, d)
	}
	return out, nil
}

// declare reads what field f, called where in errors, may hold from its
// type and tags.
func declare(f reflect.StructField, where string, depth int) (declared, error) {
	var d declared
	ft := f.Type
	if ft.Kind() == reflect.Slice {
		lo, hi, err := bounds(f.Tag.Get("len"))
		if err != nil || lo < 0 || hi > 1<<20 || math.Trunc(lo) != lo || math.Trunc(hi) != hi {
			return d, msg.Errorf("paramfile: %s is a list: declare how many items it holds, len:\"1:100\"", where)
		}
		d.list, d.lenLo, d.lenHi = true, int(lo), int(hi)
		ft = ft.Elem()
	}
	d.elem = ft
	tag := f.Tag.Get("range")
	switch ft.Kind() {
	case reflect.Float64, reflect.Int:
		r, err := numberRange(tag, ft.Kind())
		if err != nil {
			return d, msg.Errorf("paramfile: %s: %v", where, err)
		}
		d.ranges = []Range{r}
	case reflect.Array:
		ek := ft.Elem().Kind()
		if ft.Len() == 0 || ek != reflect.Float64 && ek != reflect.Int {
			return d, msg.Errorf("paramfile: %s is a %v; an array holds numbers, [2]float64", where, f.Type)
		}
		parts := strings.Split(tag, ",")
		if len(parts) != 1 && len(parts) != ft.Len() {
			return d, msg.Errorf(`paramfile: %s holds %d numbers: declare one range for all, or one for each, range:"0:60,0:10"`, where, ft.Len())
		}
		for _, p := range parts {
			r, err := numberRange(p, ek)
			if err != nil {
				return d, msg.Errorf("paramfile: %s: %v", where, err)
			}
			d.ranges = append(d.ranges, r)
		}
		for len(d.ranges) < ft.Len() { // one range for every position
			d.ranges = append(d.ranges, d.ranges[0])
		}
	case reflect.Bool:
	case reflect.Struct:
		inner, err := fieldsOf(ft, depth+1)
		if err != nil {
			return d, err
		}
		if d.narrow, err = narrowTag(tag, inner); err != nil {
			return d, msg.Errorf("paramfile: %s: %v", where, err)
		}
	default:
		return d, msg.Errorf("paramfile: %s is a %v; a parameter is a float64, an int, a bool, a struct or a list of these (or an array of numbers, [2]float64)", where, f.Type)
	}
	return d, nil
}

// numberRange reads the range of a number of kind k (Float64 or Int).
func numberRange(tag string, k reflect.Kind) (Range, error) {
	r, err := rangeTag(tag)
	if err != nil {
		return r, err
	}
	if k == reflect.Int && !wholeRange(r) {
		return r, msg.Errorf(`it is an int: its range is two whole numbers, range:"1:100"`)
	}
	return r, nil
}

// wholeRange reports whether r is a range of whole numbers an int holds
// and a float64 counts exactly.
func wholeRange(r Range) bool {
	return !r.Open && r.Min == math.Trunc(r.Min) && r.Max == math.Trunc(r.Max) && r.Max <= 1<<53 && r.Min >= -(1<<53)
}

// narrowTag reads a struct field's range tag, "key=lo:hi" entries comma
// separated, against the struct's fields: each key names a field of
// numbers, and each range lies within the field's own, so that a use of a
// struct may bound it more tightly than its type, never less.
func narrowTag(tag string, fields []declared) (narrowing, error) {
	if tag == "" {
		return nil, nil
	}
	out := narrowing{}
	for _, entry := range strings.Split(tag, ",") {
		key, rs, ok := strings.Cut(entry, "=")
		i := len(fields) - 1
		for i >= 0 && fields[i].key != key {
			i--
		}
		switch {
		case !ok:
			return nil, msg.Errorf(`a struct's range narrows one of its fields, by key: range:"tarife=0.001:1000", got %q`, tag)
		case i < 0 || fields[i].ranges == nil:
			return nil, msg.Errorf("range %q narrows %q, which is no field of numbers of the struct", tag, key)
		}
		if _, twice := out[key]; twice {
			return nil, msg.Errorf("range %q narrows %q twice", tag, key)
		}
		d := fields[i]
		k := d.elem.Kind()
		if k == reflect.Array {
			k = d.elem.Elem().Kind()
		}
		r, err := numberRange(rs, k)
		if err != nil {
			return nil, msg.Errorf("%s: %v", key, err)
		}
		for _, own := range d.ranges {
			if !own.Covers(r) {
				return nil, msg.Errorf("range %s=%s is not within %s's own, %s", key, rs, key, own)
			}
		}
		out[key] = r
	}
	return out, nil
}

// rangeTag reads range:"lo:hi", or range:">lo:hi" for a range open at lo.
func rangeTag(tag string) (Range, error) {
	open := strings.HasPrefix(tag, ">")
	lo, hi, err := bounds(strings.TrimPrefix(tag, ">"))
	if err != nil {
		return Range{}, msg.Errorf(`declare the numbers it allows, range:"0:1000" (or ">0:1000", above 0): %v`, err)
	}
	if open && lo == hi {
		return Range{}, msg.Errorf("range %q allows no number", tag)
	}
	return Range{Min: lo, Max: hi, Open: open}, nil
}

// bounds reads "lo:hi", two finite numbers with lo <= hi.
func bounds(tag string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(tag, ":")
	if !ok {
		return 0, 0, msg.Errorf("got %q", tag)
	}
	if lo, err = strconv.ParseFloat(a, 64); err == nil {
		hi, err = strconv.ParseFloat(b, 64)
	}
	if err != nil || math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(lo, 0) || math.IsInf(hi, 0) || lo > hi {
		return 0, 0, msg.Errorf("got %q", tag)
	}
	return lo, hi, nil
}
