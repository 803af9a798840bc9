package plot

import (
	"math"
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

// TestReduceGaps: a gap (NaN) stays a gap, and the peak beside it stays.
func TestReduceGaps(t *testing.T) {
	xs, ys := make([]float64, 10000), make([]float64, 10000)
	for i := range xs {
		xs[i], ys[i] = float64(i), float64(i%10)
	}
	ys[5000], ys[5001], ys[7000] = math.NaN(), 999, math.NaN()
	rx, ry := Reduce(xs, ys, 300)
	if len(rx) > 300 {
		t.Fatalf("%d points, want at most 300", len(rx))
	}
	for _, gap := range []float64{5000, 7000} {
		if i := slices.Index(rx, gap); i < 0 || !math.IsNaN(ry[i]) {
			t.Errorf("the gap at %v is closed", gap)
		}
	}
	if i := slices.Index(rx, 5001); i < 0 || ry[i] != 999 {
		t.Error("the peak beside the gap is gone")
	}
}
