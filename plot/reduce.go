package plot

import (
	"math"
	"slices"
)

// Reduce returns the points (xs[i], ys[i]) of a series, in order, thinned
// to at most limit points for a chart: the points are cut into runs of
// equal length, and each run keeps its lowest and its highest point, in
// the order they come, so every peak and every trough a reader could see
// stays where it is. A NaN is a gap in the line: a run that holds one
// keeps one too, where it stands, and its peaks besides. A series of at
// most limit points comes back whole.
func Reduce(xs, ys []float64, limit int) (rx, ry []float64) {
	n := min(len(xs), len(ys))
	if n <= limit || limit < 2 {
		return xs[:n], ys[:n]
	}
	perRun := 2 // the lowest and the highest
	if slices.ContainsFunc(ys[:n], math.IsNaN) {
		perRun = 3 // and a gap
	}
	runs := max(limit/perRun, 1)
	size := (n + runs - 1) / runs
	rx, ry = make([]float64, 0, limit), make([]float64, 0, limit)
	for start := 0; start < n; start += size {
		end := min(start+size, n)
		lo, hi, gap := -1, -1, -1
		for i := start; i < end; i++ {
			switch {
			case math.IsNaN(ys[i]):
				if gap < 0 {
					gap = i
				}
			case lo < 0:
				lo, hi = i, i
			case ys[i] < ys[lo]:
				lo = i
			case ys[i] > ys[hi]:
				hi = i
			}
		}
		keep := []int{lo, hi, gap}
		slices.Sort(keep)
		last := -1
		for _, i := range keep {
			if i >= 0 && i != last {
				rx, ry = append(rx, xs[i]), append(ry, ys[i])
				last = i
			}
		}
	}
	return rx, ry
}

// NiceCeil rounds x up to a round axis end: a multiple of 1, 2 or 5 times a
// power of ten, about a fifth of x, so the axis gets about five steps.
func NiceCeil(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return 1
	}
	raw := x / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * pow
	for _, k := range []float64{1, 2, 5} {
		if k*pow >= raw {
			step = k * pow
			break
		}
	}
	return math.Ceil(x/step) * step
}
