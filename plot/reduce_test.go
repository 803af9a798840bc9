package plot

import (
	"slices"
	"testing"
)

func TestReduce(t *testing.T) {
	xs, ys := make([]float64, 10000), make([]float64, 10000)
	for i := range xs {
		xs[i], ys[i] = float64(i), float64(i%100)
	}
	ys[4321], ys[8765] = 1000, -50 // a spike and a dip among many points
	rx, ry := Reduce(xs, ys, 400)
	if len(rx) > 400 || len(rx) != len(ry) {
		t.Fatalf("%d points, want at most 400", len(rx))
	}
	if !slices.IsSorted(rx) {
		t.Error("the points are out of order")
	}
	for _, want := range [][2]float64{{4321, 1000}, {8765, -50}} {
		i := slices.Index(rx, want[0])
		if i < 0 || ry[i] != want[1] {
			t.Errorf("the point %v is gone", want)
		}
	}
	if slices.Max(ry) != 1000 || slices.Min(ry) != -50 {
		t.Errorf("extremes %v, %v", slices.Min(ry), slices.Max(ry))
	}
	small := []float64{1, 2, 3}
	if gx, gy := Reduce(small, small, 400); len(gx) != 3 || len(gy) != 3 {
		t.Error("a short series was thinned")
	}
}
