package paramfile

import (
	"reflect"
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

// saw records v as the value at path, for a struct's Check.
func (c *Checker) saw(path string, v *Value) {
	if c.read == nil {
		c.read = map[string]*Value{}
	}
	c.read[path] = v
}
