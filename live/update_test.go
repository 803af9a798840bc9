//go:build !js

package live_test

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"coursesite/live"
	"coursesite/live/livetest"
	"coursesite/sim"
	"coursesite/site"
)

// root is the project, seen from this package's tests.
const root = ".."

const lessonDir = "content/zaman-asimi-butceleri/"

// noLive renders math and bundles charts as a real build does, but leaves
// the live runtime out: these tests compare pages, and building the
// WebAssembly is Bundle's test's business.
type noLive struct{ *site.DiskAssets }

func (noLive) LiveRuntime(context.Context) (live.Runtime, error) { return live.Runtime{}, nil }

var (
	assetsOnce sync.Once
	assets     noLive
	assetsErr  error
)

func testAssets(t *testing.T) noLive {
	t.Helper()
	assetsOnce.Do(func() {
		assetsErr = site.Prepare(context.Background(), root, os.Stderr)
		assets = noLive{site.NewDiskAssets(root)}
	})
	if assetsErr != nil {
		t.Fatalf("installing npm packages: %v", assetsErr)
	}
	return assets
}

// lessonName is the lesson the tests build.
const lessonName = "zaman-asimi-butceleri"

// build builds the project with the lesson's parameter file replaced by
// model and returns the lesson's page (livetest.Build).
func build(t *testing.T, model []byte, claims bool) (string, error) {
	t.Helper()
	return livetest.Build(context.Background(), root, testAssets(t), lessonName, model, claims)
}

// lessonModel is the lesson's parameter file, as written and parsed.
func lessonModel(t *testing.T) ([]byte, *sim.Model) {
	t.Helper()
	data, err := os.ReadFile(root + "/" + lessonDir + "model.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := sim.Parse("model.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return data, m
}

// modelFile writes the parameter file a reader's settings a amount to.
func modelFile(t *testing.T, data []byte, a sim.Ayar) []byte {
	t.Helper()
	out, err := livetest.ModelFile(data, a)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// read reads what a built page shows.
func read(page string) livetest.Shown { return livetest.Read(page) }

// TestUpdateIsBuild: for a reader's settings, Update writes every numeral,
// table and chart exactly as the build writes them from the parameter file
// those settings amount to.
func TestUpdateIsBuild(t *testing.T) {
	data, m := lessonModel(t)
	lesson := m.Varsayilan()
	for _, tc := range []struct {
		name   string
		change func(*sim.Ayar)
	}{
		{"lesson", func(*sim.Ayar) {}},
		{"threshold 250, gateway 30, n 96", func(a *sim.Ayar) { a.Esik, a.GecitPayi, a.N = 250, 30, 96 }},
		{"severity 0.9, n 34", func(a *sim.Ayar) { a.Siddet, a.N = 0.9, 34 }},
		{"threshold 120, no gateway, n 7, severity 0.5", func(a *sim.Ayar) { a.Esik, a.GecitPayi, a.N, a.Siddet = 120, 0, 7, 0.5 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := lesson
			tc.change(&a)
			page, err := build(t, modelFile(t, data, a), false)
			if err != nil {
				t.Fatal(err)
			}
			want := read(page)
			if len(want.Refs.Numerals) < 100 || len(want.Refs.Tables) != 7 || len(want.Refs.Charts) != 6 {
				t.Fatalf("the page shows %d numerals, %d tables, %d charts: the markup is not what this test reads",
					len(want.Refs.Numerals), len(want.Refs.Tables), len(want.Refs.Charts))
			}
			got, err := live.Update(m, a, want.Refs)
			if err != nil {
				t.Fatal(err)
			}
			for i, n := range want.Refs.Numerals {
				if got.Texts[i] != want.Texts[i] || got.Missing[i] {
					t.Errorf("numeral %d (%s, %s %q): %q, the build writes %q", i, n.Name, n.Bicim, n.Ek, got.Texts[i], want.Texts[i])
				}
				if v := jsString(got.Values[i]); v != want.Values[i] {
					t.Errorf("numeral %d (%s): value %s, the build writes %s", i, n.Name, v, want.Values[i])
				}
			}
			for name, h := range want.Tables {
				if got.Tables[name] != h {
					t.Errorf("table %s differs from the build's:\n got %s\nwant %s", name, got.Tables[name], h)
				}
			}
			for id, js := range want.Charts {
				if string(got.Charts[id]) != js {
					t.Errorf("chart %s: options differ from the build's", id)
				}
			}
		})
	}
}

// jsString writes a numeral's value as <data value> does.
func jsString(v float64) string {
	b, _ := json.Marshal(&live.Result{Values: []float64{v}, Missing: []bool{false}})
	var w struct {
		Degerler []string `json:"degerler"`
	}
	json.Unmarshal(b, &w)
	return w.Degerler[0]
}

// TestUpdateClaims: Update finds the claims the build finds false, and
// none where the build finds none.
func TestUpdateClaims(t *testing.T) {
	data, m := lessonModel(t)
	page, err := build(t, data, true)
	if err != nil {
		t.Fatal(err)
	}
	refs := read(page).Refs
	if len(refs.Claims) < 20 {
		t.Fatalf("the page carries %d claims", len(refs.Claims))
	}
	for _, tc := range []struct {
		name   string
		change func(*sim.Ayar)
	}{
		{"lesson", func(*sim.Ayar) {}},
		{"n 96", func(a *sim.Ayar) { a.N = 96 }},
		{"threshold 220", func(a *sim.Ayar) { a.Esik = 220 }},
		{"severity 0.9, gateway 10", func(a *sim.Ayar) { a.Siddet, a.GecitPayi = 0.9, 10 }},
	} {
		a := m.Varsayilan()
		tc.change(&a)
		got, err := live.Update(m, a, refs)
		if err != nil {
			t.Fatal(err)
		}
		var failing []string
		for i, holds := range got.Claims {
			if !holds {
				failing = append(failing, refs.Claims[i].Text)
			}
		}
		_, err = build(t, modelFile(t, data, a), true)
		switch {
		case err == nil && len(failing) > 0:
			t.Errorf("%s: the build holds every claim, Update finds %q false", tc.name, failing)
		case err != nil && len(failing) == 0:
			t.Errorf("%s: the build fails (%v), Update finds every claim true", tc.name, err)
		case err != nil:
			// The build reports every claim that does not hold.
			for _, f := range failing {
				if !strings.Contains(err.Error(), `claim "`+f+`" does not hold`) {
					t.Errorf("%s: the build fails with %v; Update finds %q false too", tc.name, err, f)
				}
			}
		}
		t.Logf("%s: %d of %d claims do not hold", tc.name, len(failing), len(got.Claims))
	}
}

// TestUpdateCancellation: with cancellation no work is wasted: the
// numerals of wasted work read 0, their ratio 0/0 has no value and the
// claim on it stops holding, and the runs' tables say so. The slots table,
// which compares both cases, stays.
func TestUpdateCancellation(t *testing.T) {
	data, m := lessonModel(t)
	page, err := build(t, data, true)
	if err != nil {
		t.Fatal(err)
	}
	refs := read(page).Refs
	a := m.Varsayilan()
	a.Iptal = true
	got, err := live.Update(m, a, refs)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i, n := range refs.Numerals {
		switch {
		case strings.HasSuffix(n.Name, ".bosaIs"):
			seen["bosaIs"] = true
			if !strings.HasPrefix(got.Texts[i], "0") || got.Values[i] != 0 {
				t.Errorf("%s with cancellation: %q (%v)", n.Name, got.Texts[i], got.Values[i])
			}
		case n.Name == "bosaIsOrani":
			seen["oran"] = true
			if got.Texts[i] != live.Missing || !got.Missing[i] || !math.IsNaN(got.Values[i]) {
				t.Errorf("bosaIsOrani with cancellation: %q, missing %v, value %v; want %q", got.Texts[i], got.Missing[i], got.Values[i], live.Missing)
			}
		}
	}
	if !seen["bosaIs"] || !seen["oran"] {
		t.Fatalf("the page writes no wasted work or no ratio of it (%v)", seen)
	}
	for i, c := range refs.Claims {
		if strings.Contains(c.Expr, "bosaIsOrani") && got.Claims[i] {
			t.Errorf("claim %q holds with cancellation", c.Text)
		}
	}
	lesson, err := live.Update(m, m.Varsayilan(), refs)
	if err != nil {
		t.Fatal(err)
	}
	if got.Tables["yuva"] != lesson.Tables["yuva"] {
		t.Error("cancellation changed the slots table, which compares both cases")
	}
	for _, name := range []string{"arizasiz", "tarifeYavas"} {
		if !strings.Contains(got.Tables[name], "iptal sinyaliyle</caption>") {
			t.Errorf("table %s does not say the runs cancel", name)
		}
	}
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Eksik    []int    `json:"eksik"`
		Degerler []string `json:"degerler"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	if len(w.Eksik) == 0 || w.Degerler[w.Eksik[0]] != "NaN" {
		t.Errorf("the page's JSON lists missing numerals %v, first value %q", w.Eksik, w.Degerler[w.Eksik[0]])
	}
}

// TestUpdateVanishedFigure: a figure the settings do not define (no slow
// tariff duration fits the greedy share any more) reads Missing, as does a
// magnitude word below two; the rest is written.
func TestUpdateVanishedFigure(t *testing.T) {
	_, m := lessonModel(t)
	refs := live.Refs{Numerals: []live.NumeralRef{
		{Name: "dongu.tarifeYavas.tarife.payaSigan1", Bicim: "sayi"},
		{Name: "dongu.tarifeYavas.tarife.payaSiganSayi", Bicim: "yazi"},
		{Name: "tarifeYavaslama", Bicim: "mertebe"},
	}}
	a := m.Varsayilan()
	a.Siddet = 1.5
	got, err := live.Update(m, a, refs)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{live.Missing, "sıfır", "onlarca"}; !slices.Equal(got.Texts, want) {
		t.Errorf("severity 1.5: %q, want %q", got.Texts, want)
	}
	// The slow tariff's median below twice the usual: no quantity word.
	a.Siddet = 0.03
	if got, _ = live.Update(m, a, refs); got.Texts[2] != live.Missing || !got.Missing[2] || got.Texts[0] == live.Missing {
		t.Errorf("severity 0.03: %q, missing %v", got.Texts, got.Missing)
	}
}

// TestUpdateTariffShare: the tariff share moves the weighted split alone;
// at one half it is the equal split.
func TestUpdateTariffShare(t *testing.T) {
	_, m := lessonModel(t)
	names := []string{"pay.esit.tarife", "pay.agirlikli.tarife", "pay.esit.olcu", "pay.agirlikli.olcu",
		"tarifeYavas.esit.ortanca", "tarifeYavas.agirlikli.ortanca", "pay.acgozlu.tarife"}
	refs := live.Refs{}
	for _, n := range names {
		refs.Numerals = append(refs.Numerals, live.NumeralRef{Name: n, Bicim: "sayi"})
	}
	a := m.Varsayilan()
	a.TarifeOrani = 0.5
	got, err := live.Update(m, a, refs)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i += 2 {
		if got.Texts[i] != got.Texts[i+1] {
			t.Errorf("at one half %s = %q but %s = %q", names[i], got.Texts[i], names[i+1], got.Texts[i+1])
		}
	}
	if got.Texts[1] != "90" || got.Texts[6] != "180" {
		t.Errorf("weighted tariff share %q, greedy %q; want 90 and 180", got.Texts[1], got.Texts[6])
	}
	if got.Labels["oran"] != "%50" {
		t.Errorf("the panel shows %q for a half", got.Labels["oran"])
	}
}

// TestUpdateRejects: settings no model can have give an error, no result.
func TestUpdateRejects(t *testing.T) {
	_, m := lessonModel(t)
	a := m.Varsayilan()
	a.GecitPayi = a.Esik + 1
	if r, err := live.Update(m, a, live.Refs{}); err == nil || r != nil || !strings.Contains(err.Error(), "ayar.gecitPayi") {
		t.Errorf("gateway share above the threshold: %v, %v", r, err)
	}
}

// TestSession: a session returns only what differs from what the page
// shows: the tables that changed, and a chart only when asked for and
// changed.
func TestSession(t *testing.T) {
	_, m := lessonModel(t)
	refs := live.Refs{Tables: []string{"paylar", "sonTarih"}, Charts: []string{"paylar", "arizaPayi", "tarama"}}
	s, err := live.NewSession(m, refs)
	if err != nil {
		t.Fatal(err)
	}
	a := m.Varsayilan()
	r, err := s.Update(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Tables) != 0 || len(r.Charts) != 0 {
		t.Errorf("the lesson's settings: tables %v, charts %v changed", keys(r.Tables), keys(r.Charts))
	}
	for _, name := range refs.Charts {
		if js, err := s.Chart(a, name); err != nil || js != nil {
			t.Errorf("the lesson's settings: chart %s: %d bytes, %v; want none", name, len(js), err)
		}
	}
	a.TarifeOrani = 0.5
	if r, err = s.Update(a); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(keys(r.Tables), []string{"paylar"}) || len(r.Charts) != 0 {
		t.Errorf("the tariff share: tables %v, charts %v; want the shares' table alone", keys(r.Tables), keys(r.Charts))
	}
	if r, err = s.Update(a); err != nil || len(r.Tables) != 0 {
		t.Errorf("the same settings again: tables %v, %v; want none", keys(r.Tables), err)
	}
	want, err := live.Update(m, a, refs)
	if err != nil {
		t.Fatal(err)
	}
	// The sweep marks the weighted split; the error budget does not move.
	for _, name := range refs.Charts {
		js, err := s.Chart(a, name)
		if err != nil {
			t.Fatal(err)
		}
		if moves := name != "arizaPayi"; (js != nil) != moves {
			t.Errorf("the tariff share: chart %s changed: %v, want %v", name, js != nil, moves)
		}
		if js != nil && string(js) != string(want.Charts["grafik_"+name]) {
			t.Errorf("Chart's %s differs from Update's", name)
		}
		if js, err := s.Chart(a, name); err != nil || js != nil {
			t.Errorf("chart %s again, as the page shows it: %d bytes, %v; want none", name, len(js), err)
		}
	}
	if _, err := s.Chart(a, "gecikme"); err == nil || !strings.Contains(err.Error(), `"gecikme"`) {
		t.Errorf("a chart the page does not show: %v", err)
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestControls: the panel starts at the lesson's values, written in
// Turkish, within its sliders' ranges.
func TestControls(t *testing.T) {
	_, m := lessonModel(t)
	got := map[string]live.Control{}
	for _, c := range live.Controls(m, m.Varsayilan()) {
		got[c.Key] = c
	}
	for key, want := range map[string][2]string{
		"esik": {"200", "200 ms"}, "pay": {"20", "20 ms"}, "oran": {"0.3333333333333333", "%33,3"},
		"siddet": {"1", "1 kat"}, "n": {"48", "48"}, "iptal": {"0", "yok"},
	} {
		c, ok := got[key]
		if !ok {
			t.Errorf("no control %q", key)
			continue
		}
		if c.Value != want[0] || c.Text != want[1] || c.Label == "" || c.Field == "" {
			t.Errorf("%s: value %q text %q label %q field %q; want %q, %q", key, c.Value, c.Text, c.Label, c.Field, want[0], want[1])
		}
	}
	if len(got) != 6 || !got["iptal"].Check || got["esik"].Check || got["esik"].Max != "600" || got["oran"].Step != "any" {
		t.Errorf("controls: %+v", got)
	}
	a := m.Varsayilan()
	a.Esik, a.Siddet, a.N, a.Iptal, a.TarifeOrani = 12.5, 1.55, 1000, true, 0.4567
	for key, want := range map[string]string{"esik": "12,5 ms", "siddet": "1,55 kat", "n": "1000", "iptal": "var", "oran": "%45,7"} {
		if l := live.Labels(a)[key]; l != want {
			t.Errorf("label %s = %q, want %q", key, l, want)
		}
	}
}
