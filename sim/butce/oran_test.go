package butce

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestEnKucukOran: the ratio in lowest terms is math/big's, for the
// durations a lesson gives (tenths, halves, whole milliseconds) and for
// any pair of float64 whose terms, once whole, are below 2^64.
func TestEnKucukOran(t *testing.T) {
	byRat := func(a, b float64) ([2]float64, bool) {
		ra, rb := new(big.Rat).SetFloat64(a), new(big.Rat).SetFloat64(b)
		// Both made whole by one power of two: its terms.
		den := new(big.Int).Set(ra.Denom())
		if rb.Denom().Cmp(den) > 0 {
			den.Set(rb.Denom())
		}
		limit := new(big.Int).Lsh(big.NewInt(1), 64)
		for _, r := range []*big.Rat{ra, rb} {
			if new(big.Int).Abs(new(big.Int).Mul(r.Num(), new(big.Int).Quo(den, r.Denom()))).Cmp(limit) >= 0 {
				return [2]float64{}, false
			}
		}
		q := new(big.Rat).Quo(ra, rb)
		x, _ := new(big.Float).SetInt(q.Num()).Float64()
		y, _ := new(big.Float).SetInt(q.Denom()).Float64()
		return [2]float64{x, y}, true
	}
	r := rand.New(rand.NewPCG(5, 6))
	pairs := [][2]float64{{6, 12}, {6.5, 12}, {0.1, 0.3}, {1, 3}, {12, 6}, {-4, 6}, {4, -6}, {0, 5}, {1e-300, 3}, {7, 7}}
	for range 20000 {
		pairs = append(pairs, [2]float64{float64(r.IntN(5000)) / float64(1+r.IntN(20)), float64(1+r.IntN(5000)) / 10}, [2]float64{r.Float64() * 100, r.Float64()})
	}
	for _, p := range pairs {
		want, ok := byRat(p[0], p[1])
		got := enKucukOran(p[0], p[1])
		if !ok {
			if got != p {
				t.Errorf("enKucukOran(%v, %v) = %v; beyond 2^53 it is a:b", p[0], p[1], got)
			}
			continue
		}
		if got != want {
			t.Errorf("enKucukOran(%v, %v) = %v, math/big says %v", p[0], p[1], got, want)
		}
	}
}
