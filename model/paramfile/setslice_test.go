package paramfile

import (
	"reflect"
	"testing"
)

// TestSetNewSlice: the slice is what reflect.MakeSlice and Set make: new,
// non-nil, its length and capacity n.
func TestSetNewSlice(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		old := []float64{1, 2, 3, 4, 5, 6}
		s := struct{ L []float64 }{old}
		SetNewSlice(reflect.ValueOf(&s).Elem().Field(0), n)
		if s.L == nil || len(s.L) != n || cap(s.L) != n {
			t.Errorf("n=%d: got %v (len %d, cap %d)", n, s.L, len(s.L), cap(s.L))
		}
		for i := range s.L {
			if s.L[i] != 0 {
				t.Errorf("n=%d: item %d is %v, not zero", n, i, s.L[i])
			}
			s.L[i] = -1
		}
		if old[0] != 1 {
			t.Errorf("n=%d: the new slice shares the old one's items", n)
		}
	}
}
