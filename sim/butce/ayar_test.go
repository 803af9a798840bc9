package butce

import (
	"bytes"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// sameFigures fails t where two models' figures differ, bit for bit.
func sameFigures(t *testing.T, what string, got, want *Sonuc) {
	t.Helper()
	g, w := got.Degerler().List(), want.Degerler().List()
	if len(g) != len(w) {
		t.Fatalf("%s: %d figures, want %d", what, len(g), len(w))
	}
	for i := range g {
		if g[i].Ad != w[i].Ad || math.Float64bits(g[i].Deger) != math.Float64bits(w[i].Deger) {
			t.Errorf("%s: figure %s = %v, want %s = %v", what, g[i].Ad, g[i].Deger, w[i].Ad, w[i].Deger)
		}
	}
}

// TestUygulaVarsayilan: a model's own settings give the model back, to the
// float, for the lesson and random models alike, and the report is the
// same.
func TestUygulaVarsayilan(t *testing.T) {
	for name, m := range sweepModels(t) {
		a := m.Varsayilan()
		if a.Siddet != 1 || a.Iptal || a.N != m.N || a.Esik != m.K01.Esik || a.GecitPayi != m.GecitPayi {
			t.Errorf("%s: Varsayilan() = %+v", name, a)
		}
		if want := m.Ortanca.Tarife / (m.Ortanca.Tarife + m.Ortanca.Olcu); a.TarifeOrani != want {
			t.Errorf("%s: TarifeOrani = %v, want %v", name, a.TarifeOrani, want)
		}
		got, err := m.Uygula(a)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sameFigures(t, name, Hesapla(got), Hesapla(m))
		var gr, wr bytes.Buffer
		Hesapla(got).Rapor(&gr)
		Hesapla(m).Rapor(&wr)
		if gr.String() != wr.String() {
			t.Errorf("%s: the report differs", name)
		}
	}
}

// TestUygulaLeavesModel: Uygula changes nothing of m, and the model it
// returns shares no memory with m.
func TestUygulaLeavesModel(t *testing.T) {
	m := lessonParams(t)
	before := lessonParams(t)
	got, err := m.Uygula(Ayar{Esik: 300, GecitPayi: 30, TarifeOrani: 0.7, Siddet: 2, N: 96})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m, before) {
		t.Fatal("Uygula changed its model")
	}
	for _, r := range RejimListesi {
		for _, a := range AdimListesi {
			s := got.Rejim.Get(r).Ptr(a)
			for i := range *s {
				(*s)[i] = -1
			}
		}
	}
	got.Duyarlilik[0][0] = -1
	if !reflect.DeepEqual(m, before) {
		t.Fatal("the model Uygula returned shares memory with its source")
	}
}

// TestUygulaSettings: each setting changes what it names and nothing else.
func TestUygulaSettings(t *testing.T) {
	m := lessonParams(t)
	base := m.Varsayilan()
	derive := func(change func(*Ayar)) *Model {
		t.Helper()
		a := base
		change(&a)
		got, err := m.Uygula(a)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}

	got := derive(func(a *Ayar) { a.Esik, a.GecitPayi, a.N = 250, 30, 96 })
	if got.K01.Esik != 250 || got.GecitPayi != 30 || got.N != 96 || got.KolaKalan() != 220 {
		t.Errorf("esik 250, gecitPayi 30, n 96: got esik %v, gecitPayi %v, n %d, kolaKalan %v", got.K01.Esik, got.GecitPayi, got.N, got.KolaKalan())
	}
	if k := got.Kos(TarifeYavas, Acgozlu, false); k.N != 96 || len(k.UctanUca) != 96 {
		t.Errorf("n 96: a run has %d requests", k.N)
	}

	got = derive(func(a *Ayar) { a.Siddet = 1.5 })
	for i, v := range m.Rejim.TarifeYavas.Tarife {
		if got.Rejim.TarifeYavas.Tarife[i] != v*1.5 {
			t.Errorf("siddet 1.5: slow tariff[%d] = %v, want %v", i, got.Rejim.TarifeYavas.Tarife[i], v*1.5)
		}
	}
	if !reflect.DeepEqual(got.Rejim.Arizasiz, m.Rejim.Arizasiz) || !slices.Equal(got.Rejim.TarifeYavas.Olcu, m.Rejim.TarifeYavas.Olcu) ||
		!slices.Equal(got.Rejim.TarifeYavas.Teslimat, m.Rejim.TarifeYavas.Teslimat) {
		t.Error("siddet changed more than the slow regime's tariff cycle")
	}

	// The weighted split follows the tariff share; the other policies do
	// not move, and the usual durations' ratio (agirlik) stays theirs.
	for _, f := range []float64{0, 0.25, 0.5, 0.9, 1} {
		got := derive(func(a *Ayar) { a.TarifeOrani = f })
		R := got.KolaKalan()
		tp, op := got.Paylar(Agirlikli, R)
		if tp != R*f || op != R*(1-f) {
			t.Errorf("tarifeOrani %v: weighted shares %v/%v, want %v/%v", f, tp, op, R*f, R*(1-f))
		}
		for _, p := range []Politika{Acgozlu, Esit} {
			gt, go_ := got.Paylar(p, R)
			wt, wo := m.Paylar(p, R)
			if gt != wt || go_ != wo {
				t.Errorf("tarifeOrani %v moved policy %s", f, p.Ad())
			}
		}
		if got.Varsayilan().TarifeOrani != f {
			t.Errorf("tarifeOrani %v: the derived model's Varsayilan says %v", f, got.Varsayilan().TarifeOrani)
		}
		if s := Hesapla(got); s.Agirlik != Hesapla(m).Agirlik {
			t.Errorf("tarifeOrani %v changed the usual durations' ratio to %v", f, s.Agirlik)
		}
		// Back to the usual ratio is the lesson's split again, to the float.
		back, err := got.Uygula(base)
		if err != nil {
			t.Fatal(err)
		}
		sameFigures(t, "back from tarifeOrani", Hesapla(back), Hesapla(m))
	}
	// At one half the weighted split is the equal one.
	half := derive(func(a *Ayar) { a.TarifeOrani = 0.5 })
	if w, e := half.Kos(TarifeYavas, Agirlikli, false), half.Kos(TarifeYavas, Esit, false); w.Dusen != e.Dusen || w.BosaIs != e.BosaIs {
		t.Errorf("tarifeOrani 0.5: weighted run %+v differs from equal %+v", w, e)
	}
}

// TestUygulaRejects: settings no model can have are refused, each named.
func TestUygulaRejects(t *testing.T) {
	m := lessonParams(t)
	for _, tc := range []struct {
		name   string
		change func(*Ayar)
		want   []string
	}{
		{"gateway over threshold", func(a *Ayar) { a.GecitPayi = 250 }, []string{"ayar.gecitPayi: expected at most esik (200), got 250"}},
		{"n zero", func(a *Ayar) { a.N = 0 }, []string{"ayar.n: expected a whole number from 1 to"}},
		{"negative threshold", func(a *Ayar) { a.Esik = -1 }, []string{"ayar.esik: expected a non-negative number, got -1", "ayar.gecitPayi: expected at most esik"}},
		{"share above one", func(a *Ayar) { a.TarifeOrani = 1.5 }, []string{"ayar.tarifeOrani: expected a fraction from 0 to 1, got 1.5"}},
		{"share NaN", func(a *Ayar) { a.TarifeOrani = math.NaN() }, []string{"ayar.tarifeOrani: expected a fraction from 0 to 1, got NaN"}},
		{"severity zero", func(a *Ayar) { a.Siddet = 0 }, []string{"ayar.siddet: expected a positive number, got 0"}},
		{"severity infinite", func(a *Ayar) { a.Siddet = math.Inf(1) }, []string{"ayar.siddet: expected a positive number, got Infinity"}},
		{"two at once", func(a *Ayar) { a.N, a.Siddet = -3, -1 }, []string{"ayar.siddet", "ayar.n: expected a whole number from 1 to 2147483647, got -3"}},
	} {
		a := m.Varsayilan()
		tc.change(&a)
		got, err := m.Uygula(a)
		if err == nil {
			t.Errorf("%s: Uygula(%+v) = %v, want an error", tc.name, a, got)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", tc.name, err, w)
			}
		}
	}
}

// TestHesaplaIle: with cancellation only the runs' wasted work changes: it
// is zero in every run. The slots table compares both cases either way, so
// it does not change. Without cancellation HesaplaIle is Hesapla.
func TestHesaplaIle(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, m := range []*Model{lessonParams(t), randomModel(rng), randomModel(rng)} {
		sameFigures(t, "HesaplaIle(m, false)", HesaplaIle(m, false), Hesapla(m))
		without, with := Hesapla(m), HesaplaIle(m, true)
		if !with.Iptal || without.Iptal {
			t.Errorf("Iptal: %v with, %v without", with.Iptal, without.Iptal)
		}
		for _, r := range RejimListesi {
			for _, p := range PolitikaListesi {
				k, w := *with.Kosum(r, p), *without.Kosum(r, p)
				if k.BosaIs != 0 || !k.Iptal {
					t.Errorf("%s %s with cancellation: BosaIs %v, Iptal %v", r.Ad(), p.Ad(), k.BosaIs, k.Iptal)
				}
				k.BosaIs, k.Iptal = w.BosaIs, w.Iptal
				if !reflect.DeepEqual(k, w) {
					t.Errorf("%s %s: cancellation changed more than BosaIs", r.Ad(), p.Ad())
				}
			}
		}
		if with.Yuva != without.Yuva {
			t.Errorf("the slots table with cancellation %+v, without %+v", with.Yuva, without.Yuva)
		}
		if v, _ := with.Degerler().Get("bosaIsOrani"); !math.IsNaN(v) {
			t.Errorf("bosaIsOrani with cancellation = %v, want NaN (0/0)", v)
		}
	}
}
