package butce

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// sweepModels is the reference's model and a fixed set of random ones.
func sweepModels(t *testing.T) map[string]*Model {
	models := map[string]*Model{"reference": refModel(t)}
	rng := rand.New(rand.NewPCG(4, 0x7a7a))
	for i := range 60 {
		models[fmt.Sprintf("random-%02d", i)] = RastgeleModel(rng)
	}
	return models
}

// TestKosPaylarIsKos checks that a run given a policy's shares explicitly is
// that policy's run, field for field and float for float.
func TestKosPaylarIsKos(t *testing.T) {
	for name, m := range sweepModels(t) {
		R := m.KolaKalan()
		for _, r := range RejimListesi {
			for _, p := range PolitikaListesi {
				for _, iptal := range []bool{false, true} {
					t0, o0 := m.Paylar(p, R)
					got := m.KosPaylar(r, t0, o0, iptal)
					got.Politika = p
					if want := m.Kos(r, p, iptal); !reflect.DeepEqual(got, want) {
						t.Errorf("%s %s %s iptal=%v:\n got %+v\nwant %+v", name, r.Ad(), p.Ad(), iptal, got, want)
					}
				}
			}
		}
	}
}

// runPoint is the sweep point a run of policy p should give.
func runPoint(m *Model, r Rejim, p Politika) TaramaNoktasi {
	k := m.Kos(r, p, false)
	t, o := m.Paylar(p, m.KolaKalan())
	return TaramaNoktasi{TarifePayi: t, OlcuPayi: o, Dusen: k.Dusen,
		Cagiran: m.Yuva(k.Ortalama), TerkEdilen: m.Yuva(k.BosaIs / float64(k.N))}
}

// TestTaramaPassesThroughPolicies checks that the sweep's curve, at f = 1/2
// and at the weighted policy's f = 6/18 (at the reference's parameters), is exactly the equal and the
// weighted policy's run, and that in the slow regime those points carry the
// slots table's rows.
func TestTaramaPassesThroughPolicies(t *testing.T) {
	m := refModel(t)
	s := Hesapla(m)
	for _, adim := range []int{6, 18, 180, 360} {
		for _, r := range RejimListesi {
			curve := m.Tarama(r, adim)
			for _, tc := range []struct {
				p Politika
				i int
				f float64
			}{
				{Esit, adim / 2, 0.5},
				{Agirlikli, adim / 3, 1.0 / 3},
			} {
				got := curve[tc.i]
				if got.Oran != tc.f {
					t.Errorf("adim %d %s: point %d at f=%v, want %v", adim, r.Ad(), tc.i, got.Oran, tc.f)
				}
				got.Oran = 0
				if want := runPoint(m, r, tc.p); got != want {
					t.Errorf("adim %d %s, %s:\n got %+v\nwant %+v", adim, r.Ad(), tc.p.Ad(), got, want)
				}
				if on := m.PolitikaNoktasi(r, tc.p); on.Oran != tc.f || on.Dusen != got.Dusen || on.Cagiran != got.Cagiran {
					t.Errorf("adim %d %s: PolitikaNoktasi(%s) = %+v, off the curve %+v", adim, r.Ad(), tc.p.Ad(), on, got)
				}
				if r == TarifeYavas {
					if y := s.Yuva[tc.p]; got.Cagiran != y.Cagiran || got.TerkEdilen != y.TerkEdilen {
						t.Errorf("adim %d, %s: slots %v+%v, table %+v", adim, tc.p.Ad(), got.Cagiran, got.TerkEdilen, y)
					}
				}
			}
		}
	}
}

// TestTaramaWeightedGrid checks, on random models whose usual durations are
// whole, that a sweep of T+O steps passes exactly through the weighted
// policy's run at step T, and a sweep of two steps through the equal one's.
func TestTaramaWeightedGrid(t *testing.T) {
	checked := 0
	for name, m := range sweepModels(t) {
		T, O := m.Ortanca.Tarife, m.Ortanca.Olcu
		for _, r := range RejimListesi {
			if got, want := m.Tarama(r, 2)[1], runPoint(m, r, Esit); got.Dusen != want.Dusen ||
				got.Cagiran != want.Cagiran || got.TerkEdilen != want.TerkEdilen {
				t.Errorf("%s %s: equal split %+v, run %+v", name, r.Ad(), got, want)
			}
			if T != float64(int(T)) || O != float64(int(O)) {
				continue
			}
			checked++
			got := m.Tarama(r, int(T+O))[int(T)]
			got.Oran = 0
			if want := runPoint(m, r, Agirlikli); got != want {
				t.Errorf("%s %s: weighted split\n got %+v\nwant %+v", name, r.Ad(), got, want)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d runs had whole usual durations: the models no longer test the weighted grid", checked)
	}
}

// TestTaramaGreedyOffCurve checks that the greedy policy is placed at f = 1
// with its own run, which is not the curve's point there: in the slow regime
// greedy answers some requests, the curve's f = 1 (no time left for the size
// read) none.
func TestTaramaGreedyOffCurve(t *testing.T) {
	m := refModel(t)
	for _, r := range RejimListesi {
		g := m.PolitikaNoktasi(r, Acgozlu)
		want := runPoint(m, r, Acgozlu)
		want.Oran = 1
		if g != want {
			t.Errorf("%s: greedy point %+v, want %+v", r.Ad(), g, want)
		}
		end := m.Tarama(r, 180)[180]
		if end.Dusen != m.N || end.OlcuPayi != 0 {
			t.Errorf("%s: curve at f=1 %+v, want every request dropped", r.Ad(), end)
		}
		if g.Dusen == end.Dusen {
			t.Errorf("%s: greedy drops %d, as many as the curve's end: it would look on the curve", r.Ad(), g.Dusen)
		}
	}
}

// TestTaramaGrid checks the sweep's grid: adim+1 points from f = 0 to 1,
// each splitting exactly the branch budget of the reference (180 ms).
func TestTaramaGrid(t *testing.T) {
	m := refModel(t)
	R := m.KolaKalan()
	pts := m.Tarama(Arizasiz, 180)
	if len(pts) != 181 {
		t.Fatalf("%d points, want 181", len(pts))
	}
	for i, p := range pts {
		if p.TarifePayi != float64(i) || p.OlcuPayi != R-float64(i) || p.Oran != float64(i)/180 {
			t.Errorf("point %d: %+v", i, p)
		}
	}
	// In the fault-free regime only the split 80/100 lets both tails
	// through: the one point where the curve meets the greedy policy.
	for i, p := range pts {
		if (p.Dusen == 0) != (i == 80) {
			t.Errorf("fault-free point %d (tariff %v ms) drops %d", i, p.TarifePayi, p.Dusen)
		}
	}
}

func TestTaramaRejectsNoSteps(t *testing.T) {
	m := refModel(t)
	defer func() {
		if recover() == nil {
			t.Error("Tarama(r, 0) did not panic")
		}
	}()
	m.Tarama(Arizasiz, 0)
}

// TestTaramaAllocations checks that the sweep allocates its result and two
// buffers, however many steps it takes: the runs themselves allocate nothing.
func TestTaramaAllocations(t *testing.T) {
	m := refModel(t)
	for _, adim := range []int{1, 36, 360} {
		if n := testing.AllocsPerRun(20, func() { m.Tarama(TarifeYavas, adim) }); n != 3 {
			t.Errorf("Tarama(%d steps) allocates %v times, want 3", adim, n)
		}
	}
}

func BenchmarkTarama(b *testing.B) {
	m := refModel(b)
	b.ReportAllocs()
	for b.Loop() {
		m.Tarama(TarifeYavas, 180)
	}
}

// BenchmarkTaramaKosPaylar is BenchmarkTarama's reference: the same 181
// runs made one by one with KosPaylar, each allocating its own buffers.
func BenchmarkTaramaKosPaylar(b *testing.B) {
	m := refModel(b)
	R := m.KolaKalan()
	b.ReportAllocs()
	for b.Loop() {
		for i := range 181 {
			m.KosPaylar(TarifeYavas, (R*float64(i))/180, (R*float64(180-i))/180, false)
		}
	}
}
