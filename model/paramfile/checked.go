package paramfile

import "strings"

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
