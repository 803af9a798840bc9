//go:build !js

package butce

import (
	"math"
	"math/rand/v2"
)

// RastgeleModel draws a valid parameter file, within the bounds its tags
// allow, for the tests: the model's own, and contenttest's TestParity,
// which holds the model to the author's reference on the files it draws: durations on a grid of whole, half, quarter or tenth
// milliseconds around the branch budget, cycles of 1 to 60 durations, from
// 1 to 5000 outer requests.
func RastgeleModel(rng *rand.Rand) *Model {
	den := []float64{1, 2, 4, 10}[rng.IntN(4)]
	grid := func(lo, hi float64) float64 { // a multiple of 1/den in [lo, hi]
		a, b := math.Ceil(lo*den), math.Floor(hi*den)
		if b < a {
			return lo
		}
		return (a + float64(rng.IntN(int(b-a)+1))) / den
	}
	m := &Model{}
	m.K01 = K01{
		Esik:      grid(20, 400),
		TepeOkuma: float64(rng.IntN(200000)) / 100,
		TepeUc:    float64(rng.IntN(200000)) / 100,
		YanitBayt: float64(1 + rng.IntN(2000)),
	}
	switch x := rng.IntN(20); {
	case x < 3:
		m.GecitPayi = m.K01.Esik
	case x < 5:
		m.GecitPayi = 0
	default:
		m.GecitPayi = grid(0, m.K01.Esik)
	}
	// The usual tariff duration is above nothing: the slowdown's ratio
	// divides by it.
	m.Ortanca = Adimlar[float64]{Teslimat: grid(0, 30), Tarife: grid(MinTarife, 30), Olcu: grid(0, 30)}
	R := m.KolaKalan()
	scale := max(R, 10)
	t, o := m.Paylar(Agirlikli, R)
	for _, r := range RejimListesi {
		for _, a := range AdimListesi {
			n := []int{1, 2, 3, 16, 17, 1 + rng.IntN(60), 1 + rng.IntN(60)}[rng.IntN(7)]
			seq := make([]float64, n)
			for i := range seq {
				switch x := rng.IntN(20); {
				case x < 8:
					seq[i] = grid(0, 0.3*scale)
				case x < 12:
					seq[i] = grid(0.3*scale, 0.7*scale)
				case x < 15:
					seq[i] = grid(0.7*scale, 1.5*scale)
				case x < 17:
					seq[i] = R // the first read takes the whole branch budget
				case x < 19:
					seq[i] = []float64{R / 2, t, o}[rng.IntN(3)] // exactly a share
				default:
					seq[i] = 0
				}
			}
			*m.Rejim.Get(r).Ptr(a) = seq
		}
	}
	switch x := rng.IntN(20); {
	case x < 2:
		m.N = 1
	case x < 8:
		m.N = []int{2, 4, 8, 16, 20, 40, 48}[rng.IntN(7)] // small n: means at exact quarters
	case x < 17:
		m.N = 1 + rng.IntN(200)
	default:
		m.N = 200 + rng.IntN(4801)
	}
	m.Cagri = float64(rng.IntN(11))
	m.SonTarihBayt = float64(rng.IntN(17))
	m.ArizaPayiDk = float64(1+rng.IntN(1000)) / 10
	m.Duyarlilik = make([][2]float64, 1+rng.IntN(5))
	for i := range m.Duyarlilik {
		m.Duyarlilik[i] = [2]float64{float64(rng.IntN(121)) / 2, float64(rng.IntN(5))}
	}
	return m
}
