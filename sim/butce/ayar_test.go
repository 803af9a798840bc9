package butce

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"coursesite/charts"
	"coursesite/model"
)

// sameFigures fails t where two lists of figures differ: name, precision,
// unit, description, and value bit for bit (NaN, a figure the settings
// leave undefined, equals NaN).
func sameFigures(t *testing.T, what string, got, want []model.Figure) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d figures, want %d", what, len(got), len(want))
	}
	bad := 0
	for i := range got {
		g, w := got[i], want[i]
		same := math.Float64bits(g.Value) == math.Float64bits(w.Value) || math.IsNaN(g.Value) && math.IsNaN(w.Value)
		g.Value, w.Value = 0, 0
		if !same || g != w {
			if bad++; bad <= 10 {
				t.Errorf("%s: figure %s = %v (%+v), want %s = %v (%+v)", what, got[i].Name, got[i].Value, g, want[i].Name, want[i].Value, w)
			}
		}
	}
	if bad > 10 {
		t.Errorf("%s: %d figures differ (first 10 shown)", what, bad)
	}
}

// TestUygulaVarsayilan: a model's own settings give the model back, to the
// float, for the reference and random models alike, and the report is the
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
		sameFigures(t, name, Hesapla(got).Degerler(), Hesapla(m).Degerler())
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
	m := refModel(t)
	before := refModel(t)
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

// TestUygulaTarifeOrani: the tariff share, which no parameter file holds
// (the lesson's weighted split is the usual durations'), moves the
// weighted split alone; back at the usual ratio the split is the lesson's
// to the float. The other settings are the parameter file's:
// TestSettingsAreParameterFile.
func TestUygulaTarifeOrani(t *testing.T) {
	m := refModel(t)
	base := m.Varsayilan()
	for _, f := range []float64{0, 0.25, 0.5, 0.9, 1} {
		a := base
		a.TarifeOrani = f
		got, err := m.Uygula(a)
		if err != nil {
			t.Fatal(err)
		}
		R := got.KolaKalan()
		tp, op := got.Paylar(Agirlikli, R)
		if tp != R*f || op != R*(1-f) {
			t.Errorf("tarifeOrani %v: weighted shares %v/%v, want %v/%v", f, tp, op, R*f, R*(1-f))
		}
		for _, p := range []Politika{Acgozlu, Esit} {
			gt, gs := got.Paylar(p, R)
			wt, ws := m.Paylar(p, R)
			if gt != wt || gs != ws {
				t.Errorf("tarifeOrani %v moved policy %s", f, p.Ad())
			}
		}
		if got.Varsayilan().TarifeOrani != f {
			t.Errorf("tarifeOrani %v: the derived model's Varsayilan says %v", f, got.Varsayilan().TarifeOrani)
		}
		// The weighted ratio the prose states (agirlik) is the usual
		// durations', whatever the split.
		if s := Hesapla(got); s.Agirlik != Hesapla(m).Agirlik {
			t.Errorf("tarifeOrani %v changed the usual durations' ratio to %v", f, s.Agirlik)
		}
		back, err := got.Uygula(base)
		if err != nil {
			t.Fatal(err)
		}
		sameFigures(t, "back from tarifeOrani", Hesapla(back).Degerler(), Hesapla(m).Degerler())
	}
	// At one half the weighted split is the equal one.
	a := base
	a.TarifeOrani = 0.5
	half, err := m.Uygula(a)
	if err != nil {
		t.Fatal(err)
	}
	if w, e := half.Kos(TarifeYavas, Agirlikli, false), half.Kos(TarifeYavas, Esit, false); w.Dusen != e.Dusen || w.BosaIs != e.BosaIs {
		t.Errorf("tarifeOrani 0.5: weighted run %+v differs from equal %+v", w, e)
	}
}

// TestUygulaRejects: settings no model can have are refused, each named by
// its control's key, as the page's URL carries it.
func TestUygulaRejects(t *testing.T) {
	m := refModel(t)
	for _, tc := range []struct {
		name   string
		change func(*Ayar)
		want   []string
	}{
		{"gateway over threshold", func(a *Ayar) { a.GecitPayi = 250 }, []string{"ayar.pay: expected at most esik (200), got 250"}},
		{"n zero", func(a *Ayar) { a.N = 0 }, []string{"ayar.n: expected a whole number from 1 to 10000, got 0"}},
		{"n over the bound", func(a *Ayar) { a.N = 10001 }, []string{"ayar.n: expected a whole number from 1 to 10000, got 10001"}},
		{"negative threshold", func(a *Ayar) { a.Esik = -1 }, []string{"ayar.esik: expected a number from 0 to 1000000, got -1", "ayar.pay: expected at most esik (-1), got 20"}},
		{"threshold past the bound", func(a *Ayar) { a.Esik = 2e6 }, []string{"ayar.esik: expected a number from 0 to 1000000, got 2000000"}},
		{"share above one", func(a *Ayar) { a.TarifeOrani = 1.5 }, []string{"ayar.oran: expected a fraction from 0 to 1, got 1.5"}},
		{"share NaN", func(a *Ayar) { a.TarifeOrani = math.NaN() }, []string{"ayar.oran: expected a fraction from 0 to 1, got NaN"}},
		{"severity zero", func(a *Ayar) { a.Siddet = 0 }, []string{"ayar.siddet: expected a number above 0 and at most 16, got 0"}},
		{"severity infinite", func(a *Ayar) { a.Siddet = math.Inf(1) }, []string{"ayar.siddet: expected a number above 0 and at most 16, got Infinity"}},
		{"two at once", func(a *Ayar) { a.N, a.Siddet = -3, -1 }, []string{"ayar.siddet: expected a number above 0 and at most 16, got -1", "ayar.n: expected a whole number from 1 to 10000, got -3"}},
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

// TestComputeRejects: the page's settings as the plug-in reads them (a
// URL's ?esik=…&n=…): a key the lesson has no control for, or a value not
// of its control's kind, is an error naming ayar.KEY, and no result.
func TestComputeRejects(t *testing.T) {
	p, err := butceModeli(t).Parse("model.json", refData(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		s    model.Settings
		want string
	}{
		{model.Settings{"hiz": 2}, "ayar.hiz: the lesson has no such setting"},
		{model.Settings{keyN: 4.5}, "ayar.n: expected a whole number from 1 to 480, got 4.5"},
		{model.Settings{keyN: 0}, "ayar.n: expected a whole number from 1 to 480, got 0"},
		{model.Settings{keyN: math.NaN()}, "ayar.n: expected a whole number from 1 to 480, got NaN"},
		{model.Settings{keyIptal: 0.5}, "ayar.iptal: expected 0 or 1, got 0.5"},
		{model.Settings{keyPay: 101}, "ayar.pay: expected a number from 5 to 100, got 101"},
		{model.Settings{keyEsik: 120}, "ayar.esik: expected a number from 150 to 600, got 120"},
		{model.Settings{keyEsik: math.Inf(1)}, "ayar.esik: expected a number from 150 to 600, got Infinity"},
	} {
		r, err := p.Compute(tc.s)
		if err == nil || r != nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Compute(%v) = %v, %v; want an error saying %q", tc.s, r, err, tc.want)
		}
	}
}

// settingsFile writes the parameter file data with a reader's settings s
// applied as far as a file holds them: the threshold (esik), the gateway's
// share (pay), n, and the slow regime's tariff durations times the
// severity (siddet). The tariff share (oran) and cancellation (iptal) are
// no parameters of a file.
func settingsFile(t *testing.T, data []byte, s model.Settings) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if v, ok := s[keyEsik]; ok {
		f["k01"].(map[string]any)["esik"] = v
	}
	if v, ok := s[keyPay]; ok {
		f["gecitPayi"] = v
	}
	if v, ok := s[keyN]; ok {
		f["n"] = v
	}
	if v, ok := s[keySiddet]; ok {
		tariff := f["rejim"].(map[string]any)["tarife yavas"].(map[string]any)["tarife"].([]any)
		for i, d := range tariff {
			tariff[i] = d.(float64) * v
		}
	}
	out, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// randomSettings draws a reader's settings within the controls' ranges,
// on their steps, each left out (the lesson's own) now and then; a control
// bounded by another (MaxKey) stays within it.
func randomSettings(rng *rand.Rand, controls []model.Control) model.Settings {
	s := model.Settings{}
	value := map[string]float64{}
	for _, c := range controls {
		value[c.Key] = c.Value
		if rng.IntN(5) == 0 {
			continue
		}
		var v float64
		switch {
		case c.Toggle:
			v = float64(rng.IntN(2))
		case c.Step > 0:
			v = c.Min + float64(rng.IntN(int((c.Max-c.Min)/c.Step)+1))*c.Step
		default:
			v = c.Min + rng.Float64()*(c.Max-c.Min)
		}
		s[c.Key], value[c.Key] = v, v
	}
	for _, c := range controls {
		if c.MaxKey != "" && value[c.Key] > value[c.MaxKey] {
			s[c.Key] = math.Floor(rng.Float64() * value[c.MaxKey])
		}
	}
	return s
}

// TestSettingsAreParameterFile: whatever a reader sets with the page's
// controls, the page's model (Compute of the settings) shows exactly what
// a build of the parameter file those settings amount to shows — every
// figure, table, report line and chart, to the bit — with the tariff share
// and cancellation, which no file holds, set alike on both.
func TestSettingsAreParameterFile(t *testing.T) {
	data := refData(t)
	p, err := butceModeli(t).Parse("model.json", data)
	if err != nil {
		t.Fatal(err)
	}
	controls := p.Controls()
	own := model.Settings{}
	for _, c := range controls {
		own[c.Key] = c.Value
	}
	cases := map[string]model.Settings{
		"none":                              nil,
		"every control at its own value":    own,
		"threshold 250, gateway 30, n 96":   {keyEsik: 250, keyPay: 30, keyN: 96},
		"severity 0.9, n 34":                {keySiddet: 0.9, keyN: 34},
		"lowest threshold and gateway, n 7": {keyEsik: 150, keyPay: 5, keyN: 7, keySiddet: 0.5},
		"tariff share one half, cancelling": {keyOran: 0.5, keyIptal: 1},
		"widest threshold":                  {keyEsik: 600, keyPay: 100},
	}
	rng := rand.New(rand.NewPCG(12, 0xa7a4))
	for i := range 40 {
		cases[fmt.Sprintf("random-%02d", i)] = randomSettings(rng, controls)
	}
	for name, s := range cases {
		t.Run(name, func(t *testing.T) {
			got, err := p.Compute(s)
			if err != nil {
				t.Fatalf("settings %v within the controls: %v", s, err)
			}
			file := settingsFile(t, data, s)
			q, err := butceModeli(t).Parse("ayar.json", file)
			if err != nil {
				t.Fatalf("the file settings %v amount to is refused: %v\n%s", s, err, file)
			}
			apart := model.Settings{}
			for _, k := range []string{keyOran, keyIptal} {
				if v, ok := s[k]; ok {
					apart[k] = v
				}
			}
			want, err := q.Compute(apart)
			if err != nil {
				t.Fatal(err)
			}
			sameResults(t, fmt.Sprint(s), got, want)
		})
	}
}

// sameResults fails t where two computed lessons show anything different.
func sameResults(t *testing.T, what string, got, want *model.Result) {
	t.Helper()
	sameFigures(t, what, got.Figures, want.Figures)
	if !slices.Equal(got.Tables(), want.Tables()) || !slices.Equal(got.Charts(), want.Charts()) {
		t.Fatalf("%s: tables %v and charts %v, want %v and %v", what, got.Tables(), got.Charts(), want.Tables(), want.Charts())
	}
	for _, name := range got.Tables() {
		g, err := got.Table(name)
		if err != nil {
			t.Fatal(err)
		}
		w, err := want.Table(name)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s: table %s\n got %+v\nwant %+v", what, name, g, w)
		}
	}
	if g, w := got.Report(), want.Report(); !slices.Equal(g, w) {
		t.Errorf("%s: the reports differ", what)
	}
	for _, name := range got.Charts() {
		g, err := buildResultChart(got, name, testWords{})
		if err != nil {
			t.Fatal(err)
		}
		w, err := buildResultChart(want, name, testWords{})
		if err != nil {
			t.Fatal(err)
		}
		gj, err := charts.Options(name, g.Option)
		if err != nil {
			t.Fatal(err)
		}
		wj, err := charts.Options(name, w.Option)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(gj, wj) || g.Tall != w.Tall {
			t.Errorf("%s: chart %s differs", what, name)
		}
	}
}

// TestControlsAtModel: the controls stand at the lesson's own settings,
// and every value a slider offers, its ends included, is one the model
// takes — even for a lesson at the parameters' bounds.
func TestControlsAtModel(t *testing.T) {
	for _, m := range []*Model{refModel(t), boundModel(false), boundModel(true)} {
		a := m.Varsayilan()
		want := map[string]float64{keyEsik: a.Esik, keyPay: a.GecitPayi, keyOran: a.TarifeOrani, keySiddet: 1, keyN: float64(a.N), keyIptal: 0}
		p := inMemory(t, m)
		var keys []string
		controls := p.Controls()
		for _, c := range controls {
			keys = append(keys, c.Key)
			if c.Value != want[c.Key] {
				t.Errorf("esik %v: control %s at %v, the lesson's %v", m.K01.Esik, c.Key, c.Value, want[c.Key])
			}
			if c.Toggle {
				continue
			}
			if c.Min > c.Value || c.Value > c.Max {
				t.Errorf("esik %v: control %s at %v, outside its range %v…%v", m.K01.Esik, c.Key, c.Value, c.Min, c.Max)
			}
			for _, v := range []float64{c.Min, c.Max} {
				// As the page moves them: a control bounded by another
				// (the gateway's share by the threshold) stays within it.
				s := model.Settings{c.Key: v}
				for _, top := range controls {
					if top.Key == c.MaxKey { // as far as it reaches
						s[top.Key] = min(max(v, top.Min), top.Max)
						s[c.Key] = min(v, s[top.Key])
					}
				}
				for _, d := range controls {
					if d.MaxKey == c.Key {
						s[d.Key] = min(d.Value, v)
					}
				}
				if _, err := p.Compute(s); err != nil {
					t.Errorf("esik %v: control %s at the end of its range, %v: %v", m.K01.Esik, c.Key, v, err)
				}
			}
		}
		if !slices.Equal(keys, []string{keyEsik, keyPay, keyOran, keySiddet, keyN, keyIptal}) {
			t.Errorf("controls %v", keys)
		}
	}
}

// TestHesaplaIle: with cancellation only the runs' wasted work changes: it
// is zero in every run. The slots table compares both cases either way, so
// it does not change. Without cancellation HesaplaIle is Hesapla.
func TestHesaplaIle(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, m := range []*Model{refModel(t), RastgeleModel(rng), RastgeleModel(rng)} {
		sameFigures(t, "HesaplaIle(m, false)", HesaplaIle(m, false).Degerler(), Hesapla(m).Degerler())
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
		figs := model.Index(with.Degerler())
		if f, _ := figs.Get("bosaIsOrani"); !math.IsNaN(f.Value) {
			t.Errorf("bosaIsOrani with cancellation = %v, want NaN (0/0)", f.Value)
		}
		if f, _ := figs.Get("iptal"); f.Value != 1 {
			t.Errorf("the figure iptal with cancellation = %v, want 1", f.Value)
		}
	}
}

// butceModeli is the model as the course registers it.
func butceModeli(t *testing.T) model.Model {
	t.Helper()
	m, err := model.Lookup(Ad)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// inMemory is m as the site plugs it in: written as a parameter file and
// read by the registered model (encoding/json writes each number so that
// it reads back as the same float).
func inMemory(t *testing.T, m *Model) model.Params {
	t.Helper()
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	p, err := butceModeli(t).Parse("model.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
