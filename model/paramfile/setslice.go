package paramfile

import "reflect"

// SetNewSlice sets dst, a settable slice, to a new slice of n zero items,
// as dst.Set(reflect.MakeSlice(dst.Type(), n, n)) does: non-nil, its
// capacity n, sharing nothing with what dst held. reflect.Value.Set
// checks assignability between any two types, and links with it
// reflect's method values and calls, some 10 KB of the page engine's
// gzip.
func SetNewSlice(dst reflect.Value, n int) {
	dst.SetZero()
	dst.Grow(max(n, 1)) // one item at least, for a non-nil empty slice
	dst.SetLen(n)
	dst.SetCap(n)
}
