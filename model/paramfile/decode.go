package paramfile

import (
	"math"
	"reflect"
	"strconv"
	"strings"

	"coursesite/internal/msg"
)

// Decode reads data, the parameter file called file, into dst, a pointer
// to a struct that declares the file: each exported field with a json tag
// is a field of the file, required, and no other field is allowed. What a
// field may hold is declared beside it, so that a model writes no check of
// its own:
//
//	type Parametreler struct {
//		Aralik  float64      `json:"aralik" range:">0:1000"`  // above 0, at most 1000
//		Isler   int          `json:"isler" range:"1:5000"`    // a whole number
//		Sureler []float64    `json:"sureler" range:"0:1e5" len:"1:100"`
//		Ciftler [][2]float64 `json:"ciftler" range:"0:60,0:10" len:"1:20"` // [minutes, times] pairs
//		Yavas   Pencere      `json:"yavas" range:"kat=1:10"`  // an object; its kat narrowed
//		Iptal   bool         `json:"iptal"`
//		Uretim  `json:"uretim"`                                // an object, its fields promoted in Go
//		Ortak                                                  // no tag: its fields are this object's
//	}
//
// Fields are float64 (range), int (range: whole numbers), bool, a struct
// (an object, declared the same way), a fixed-size array of float64 or int
// ([2]float64: exactly that many numbers), or a list of any of these (len:
// how many items, and range for each number). An array's range is one for
// every position or one per position, comma separated: range:"0:60,0:10"
// takes [minutes, times] with minutes from 0 to 60 and times from 0 to 10.
// A struct's range narrows the numbers of one of its fields, named by key,
// for this use of the struct: range:"tarife=0.001:1e6" (entries comma
// separated), within the range the field itself declares, so that one
// struct type (a generic one, Adimlar[T]) serves fields whose numbers are
// bounded differently. A len tag is read only on a list, so a generic
// field may carry one for its instantiations that are lists. An embedded
// struct with a json tag is an object like any struct field; one without
// lends its fields to the enclosing object, as encoding/json reads it.
//
// A file whose fields must agree with each other has its struct implement
// Checked: Decode calls its Check once it has read the file. Every
// problem is reported at its line and column with its field path
// (place.Errors), all at once; dst is written only where a value is
// right. Declared says what is wrong with a type that Decode cannot read.
func Decode(file string, data []byte, dst any) error {
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return msg.Errorf("paramfile.Decode: dst is %T, not a pointer to a struct", dst)
	}
	if err := Declared(v.Elem().Type()); err != nil {
		return err
	}
	root, c, err := Read(file, data)
	if err != nil {
		return err
	}
	c.decode(root, "", v.Elem(), nil)
	if ch, ok := dst.(Checked); ok && root.Kind == Object {
		ch.Check(&Fields{c: c, root: root})
	}
	return c.Err()
}

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

// decode reads v, the object at path, into dst, a declared struct, with
// the ranges narrow gives some of its fields.
func (c *Checker) decode(v *Value, path string, dst reflect.Value, narrow narrowing) {
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
		if r, ok := narrow[f.key]; ok {
			f.ranges = make([]Range, len(f.ranges))
			for i := range f.ranges {
				f.ranges[i] = r
			}
		}
		c.field(got[f.key], Key(path, f.key), f, dst.FieldByIndex(f.index))
	}
}

// field reads v, at path, into dst as f declares it.
func (c *Checker) field(v *Value, path string, f declared, dst reflect.Value) {
	if v == nil {
		return // missing: reported by the object
	}
	c.saw(path, v)
	if !f.list {
		c.item(v, path, f, dst)
		return
	}
	if v.Kind != Array || len(v.Items) < f.lenLo || len(v.Items) > f.lenHi {
		c.Fail(v, path, msg.Sprintf("a list of %d to %d %s", f.lenLo, f.lenHi, f.many()))
		return
	}
	SetNewSlice(dst, len(v.Items))
	for i, item := range v.Items {
		p := Index(path, i)
		c.saw(p, item)
		c.item(item, p, f, dst.Index(i))
	}
}

// item reads v, at path, into dst: a number, a bool, an array of numbers
// or an object.
func (c *Checker) item(v *Value, path string, f declared, dst reflect.Value) {
	switch dst.Kind() {
	case reflect.Float64, reflect.Int:
		c.number(v, path, f.ranges[0], dst)
	case reflect.Bool:
		if v.Kind != Boolean {
			c.Fail(v, path, "true or false")
			return
		}
		dst.SetBool(v.Bool)
	case reflect.Array:
		if v.Kind != Array || len(v.Items) != dst.Len() {
			c.Fail(v, path, f.array(false))
			return
		}
		for i, item := range v.Items {
			p := Index(path, i)
			c.saw(p, item)
			c.number(item, p, f.ranges[i], dst.Index(i))
		}
	case reflect.Struct:
		c.decode(v, path, dst, f.narrow)
	}
}

// number reads v, at path, a number within r, into dst, a float64 or an
// int (a whole number).
func (c *Checker) number(v *Value, path string, r Range, dst reflect.Value) {
	if dst.Kind() == reflect.Int {
		var n int
		if c.Whole(v, path, int(r.Min), int(r.Max), &n) {
			dst.SetInt(int64(n))
		}
		return
	}
	var x float64
	if c.Number(v, path, r, &x) {
		dst.SetFloat(x)
	}
}

// many says what each item of f, a list, is, after "a list of 1 to 20".
func (f declared) many() string {
	switch f.elem.Kind() {
	case reflect.Float64, reflect.Int:
		return "numbers, each " + numberText(f.ranges[0], f.elem.Kind())
	case reflect.Bool:
		return "items, each true or false"
	case reflect.Struct:
		return "objects with fields " + f.keys()
	}
	return f.array(true)
}

// array says what f, an array, is — a pair [a number from 0 to 60, a
// number from 0 to 10], a list of 3 numbers, each a number from 0 to 1 —
// or, plural, what each item of a list of them is.
func (f declared) array(plural bool) string {
	n, what := f.elem.Len(), "a pair"
	switch {
	case n != 2 && plural:
		what = msg.Sprintf("lists of %d numbers", n)
	case n != 2:
		what = msg.Sprintf("a list of %d numbers", n)
	case plural:
		what = "pairs"
	}
	texts := make([]string, n)
	same := true
	for i, r := range f.ranges {
		texts[i] = numberText(r, f.elem.Elem().Kind())
		same = same && r == f.ranges[0]
	}
	if same {
		if n == 2 {
			what += " of numbers"
		}
		return what + ", each " + texts[0]
	}
	return what + " [" + strings.Join(texts, ", ") + "]"
}

// keys lists the fields of f, a struct, as Object's error names them.
func (f declared) keys() string {
	fields, _ := fieldsOf(f.elem, 0)
	keys := make([]string, len(fields))
	for i, d := range fields {
		keys[i] = d.key
	}
	return strings.Join(keys, ", ")
}

// numberText says what a number of kind k within r is, as Number and
// Whole say it.
func numberText(r Range, k reflect.Kind) string {
	if k == reflect.Int {
		return msg.Sprintf("a whole number from %d to %d", int(r.Min), int(r.Max))
	}
	return r.String()
}

// Checked is implemented by a declared struct whose fields must agree
// with each other in a way no tag says: a share at most the whole it is a
// share of. Decode calls dst's Check (through the pointer it was given)
// once it has read the file, whether or not the file has problems, so that
// every problem is reported at once; the rule reads only the fields that
// Fields.OK says the file gave. A Check of an embedded struct is promoted
// as Go promotes it (a struct that embeds the file's struct keeps its
// rule). A nested struct's Check is not Decode's to call: the file's
// Check holds every rule, naming the fields it compares by their paths in
// the file (and a guard costs the page's engine reflect.Implements, some
// 4 KB gzip):
//
//	func (p *Params) Check(f *paramfile.Fields) {
//		if f.OK("pay", "pencere.uzunluk") && p.Pay > p.Pencere.Uzunluk {
//			f.Fail("pay", "at most pencere.uzunluk ("+jsnum.String(p.Pencere.Uzunluk)+")")
//		}
//	}
//
// reports model.json:3:10: pay: expected at most pencere.uzunluk (200),
// got 250.
type Checked interface {
	Check(f *Fields)
}

// Fields is the file as Decode read it, for a Check: which fields the file
// gave rightly, and where each stands. A path is written as an error
// writes it: pay, pencere.uzunluk, adimlar."yavas gun".olcu[2],
// windows[1].to.
type Fields struct {
	c    *Checker
	root *Value // the file's object
}

// OK reports whether the file gives every field at paths, each read
// without a problem (and, for an object or a list, every value inside
// it): a rule across fields compares only numbers the file gave, and says
// nothing more where one of them is already wrong.
func (f *Fields) OK(paths ...string) bool {
	for _, p := range paths {
		if f.c.read[p] == nil {
			return false
		}
		for _, e := range f.c.errs {
			if e.Field == p || strings.HasPrefix(e.Field, p+".") || strings.HasPrefix(e.Field, p+"[") {
				return false
			}
		}
	}
	return true
}

// Fail records that the field at path is not what expected says, at its
// value's place: path: expected …, got …. A path the file does not give
// stands at the start of the file's object.
func (f *Fields) Fail(path, expected string) {
	if v := f.c.read[path]; v != nil {
		f.c.Fail(v, path, expected)
		return
	}
	f.c.FailAt(f.root.Start, path, "expected %s", expected)
}

// saw records v as the value at path, for a struct's Check.
func (c *Checker) saw(path string, v *Value) {
	if c.read == nil {
		c.read = map[string]*Value{}
	}
	c.read[path] = v
}
