package plainjson

import (
	"math"
	"reflect"
	"testing"
)

// TestEqualIsDeepEqual holds Equal to reflect.DeepEqual on plain data.
func TestEqualIsDeepEqual(t *testing.T) {
	values := []any{
		nil, true, false, "a", "b", 1.5, -0.0, 0.0, math.NaN(), float32(1.5), 1, int64(1), int32(1), uint(1), uint64(1),
		Raw(`1`), Raw(nil), Raw{},
		map[string]any{"a": 1.0}, map[string]any{"a": 2.0}, map[string]any{}, map[string]any(nil),
		map[string]any{"a": []float64{1, 2}}, map[string]any{"a": []float64{1, 2}},
		map[string]string{"a": "b"}, map[string]string(nil),
		[]any{1.0, "x"}, []any{1.0, "x"}, []any{}, []any(nil),
		[]string{"a"}, []string{}, []string(nil),
		[]float64{1, 2}, []float64{1, 2}, []float64{1, math.NaN()}, []float64{}, []float64(nil),
		[][]float64{{1}, nil}, [][]float64{{1}, nil}, [][]float64{{1}, {}},
		[]int{1}, []int(nil), []map[string]any{{"a": 1.0}}, []map[string]any{{"a": 1.0}},
		[]bool{true}, []bool{false}, []bool(nil),
		[]byte("1"), struct{}{},
	}
	for _, a := range values {
		for _, b := range values {
			if got, want := Equal(a, b), reflect.DeepEqual(a, b); got != want {
				if _, plain := Marshal(a); plain != nil {
					continue // not plain data
				}
				t.Errorf("Equal(%#v, %#v) = %v; reflect.DeepEqual says %v", a, b, got, want)
			}
		}
	}
}
