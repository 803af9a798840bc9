//go:build !js

package live_test

import (
	"context"
	"encoding/json"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"coursesite/live"
	"coursesite/live/livetest"
	"coursesite/model"
	"coursesite/model/modeltest"
	"coursesite/site"
)

// shown builds the fixture project with edits and reads what its lesson's
// page shows (livetest.ReadSite).
func shown(t *testing.T, edits map[string]string) livetest.Shown {
	t.Helper()
	out, err := site.New(modeltest.Project(t, edits), livetest.Assets(t)).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s, err := livetest.ReadSite(out.Files, "ornek-ders/")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUpdateIsBuild: for a reader's settings, the session writes every
// numeral and table exactly as the build writes them from the parameter
// file those settings amount to (the fixture's hiz is both a parameter
// and a setting), chooses each condition's phrasing as the build does, and
// draws each chart as the build draws it.
func TestUpdateIsBuild(t *testing.T) {
	files := modeltest.Project(t, nil)
	built := shown(t, nil)
	s, err := live.NewSession(livetest.Open(t, files), built.Refs)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetCharts(built.Options); err != nil {
		t.Fatal(err)
	}
	for _, hiz := range []string{"40", "10", "1", "49"} {
		t.Run("hiz "+hiz, func(t *testing.T) {
			want := shown(t, map[string]string{modeltest.Lesson + "/model.json": `{"hiz": ` + hiz + `, "sureler": [10, 20, 30], "n": 6}`})
			if len(want.Refs.Numerals) < 5 || len(want.Refs.Tables) != 2 || len(want.Refs.Charts) != 1 || len(want.Refs.Conditions) != 1 {
				t.Fatalf("the page shows %d numerals, %d tables, %d charts, %d conditions: the markup is not what this test reads",
					len(want.Refs.Numerals), len(want.Refs.Tables), len(want.Refs.Charts), len(want.Refs.Conditions))
			}
			v := map[string]float64{"40": 40, "10": 10, "1": 1, "49": 49}[hiz]
			got, err := s.Update(model.Settings{"hiz": v})
			if err != nil {
				t.Fatal(err)
			}
			for i, n := range want.Refs.Numerals {
				if got.Texts[i] != want.Texts[i] || got.Missing[i] {
					t.Errorf("numeral %d (%s, %s %q): %q, the build writes %q", i, n.Name, n.Form, n.Suffixes, got.Texts[i], want.Texts[i])
				}
				if v := jsString(got.Values[i]); v != want.Values[i] {
					t.Errorf("numeral %d (%s): value %s, the build writes %s", i, n.Name, v, want.Values[i])
				}
			}
			for i, expr := range want.Refs.Conditions {
				if got.Conditions[i] != want.Conditions[expr] {
					t.Errorf("condition %q holds: %v, the build shows %v", expr, got.Conditions[i], want.Conditions[expr])
				}
			}
			for name, h := range got.Tables { // only the tables that changed
				if want.Tables[name] != h {
					t.Errorf("table %s differs from the build's:\n got %s\nwant %s", name, h, want.Tables[name])
				}
			}
			c, err := s.Chart(model.Settings{"hiz": v}, "cizgi")
			if err != nil {
				t.Fatal(err)
			}
			// The chart, its data and words put where the page puts them,
			// is the build's.
			if option, err := s.ChartOption("cizgi"); err != nil || string(option) != want.Charts["cizgi"] {
				t.Errorf("chart cizgi: option differs from the build's (%v):\n got %.300s\nwant %.300s", err, option, want.Charts["cizgi"])
			}
			if c != nil && len(c.Values.Data)+len(c.Values.Words) == 0 {
				t.Errorf("chart cizgi: the session sends a change of nothing")
			}
			if c != nil && c.Tables != want.ChartData["cizgi"] {
				t.Errorf("chart cizgi: the tables of its numbers differ from the build's:\n got %s\nwant %s", c.Tables, want.ChartData["cizgi"])
			}
		})
	}
}

// jsString writes a numeral's value as <data value> does.
func jsString(v float64) string {
	b, _ := json.Marshal(&live.Result{Values: []float64{v}, Missing: []bool{false}})
	var w struct {
		Values []string `json:"values"`
	}
	json.Unmarshal(b, &w)
	return w.Values[0]
}

// TestUpdateFollowsSettings: a setting the model reads changes the
// figures, the phrasings, the claims, the tables and the chart with its
// words; the controls' labels follow, shown and spoken.
func TestUpdateFollowsSettings(t *testing.T) {
	files := modeltest.Project(t, nil)
	built := shown(t, nil)
	refs := built.Refs
	s, err := live.NewSession(livetest.Open(t, files), refs)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetCharts(built.Options); err != nil {
		t.Fatal(err)
	}
	lessonR, err := s.Update(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(lessonR.Tables) != 0 {
		t.Errorf("the lesson's settings: tables %v changed", keys(lessonR.Tables))
	}
	// A factor of 0,5 leaves no job over 25 ms: bosOran has no value, and
	// the condition on it takes its other phrasing.
	set := model.Settings{"carpan": 0.5, "iptal": 1, "hiz": 100}
	r, err := s.Update(set)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range refs.Numerals {
		if n.Name == "bosOran" && (!r.Missing[i] || r.Texts[i] != live.Missing || !math.IsNaN(r.Values[i])) {
			t.Errorf("bosOran without long jobs: %q, missing %v", r.Texts[i], r.Missing[i])
		}
		if n.Name == "ortalama" && r.Texts[i] != "10" {
			t.Errorf("ortalama at a factor of 0,5: %q, want 10", r.Texts[i])
		}
	}
	if i := slices.Index(refs.Conditions, "bosOran > 0"); i < 0 || r.Conditions[i] {
		t.Errorf("condition bosOran > 0: %v in %v", r.Conditions, refs.Conditions)
	}
	if !slices.Equal(keys(r.Tables), []string{"ozet", "sureler"}) || !strings.Contains(r.Tables["ozet"], `data-format="sayi">0,5</data><span class="condition" data-expr="iptal == 1" data-branch="yes">, iptalle</span></caption>`) {
		t.Errorf("tables: %v\n%s", keys(r.Tables), r.Tables["ozet"])
	}
	if got, want := r.Labels["carpan"], (live.Label{Text: "0,5 kat", Spoken: "0,5 kat"}); got != want {
		t.Errorf("label carpan: %+v", got)
	}
	if got := r.Labels["hiz"]; got.Text != "100 iş/s" || got.Spoken != "100 iş bölü saniye" {
		t.Errorf("label hiz: %+v", got)
	}
	if got := r.Labels["iptal"]; got.Text != "var" {
		t.Errorf("label iptal: %+v", got)
	}
	if i := slices.IndexFunc(refs.Claims, func(c live.ClaimRef) bool { return c.Expr == "yuk < 1" }); i < 0 || r.Claims[i] {
		t.Errorf("the claim yuk < 1 at hiz 100 (load 1): %v", r.Claims)
	}
	c, err := s.Chart(set, "cizgi")
	if err != nil || c == nil {
		t.Fatalf("chart: %v, %v", c, err)
	}
	if !strings.Contains(c.Description, ">15</data> ms") || !slices.Contains(slices.Collect(maps.Values(c.Values.Words)), "süre 5 ms") {
		t.Errorf("the chart's words do not follow: %s / %v", c.Description, c.Values.Words)
	}
	if _, ok := c.Values.Data["seri"]; !ok || len(c.Values.Data) == 0 {
		t.Errorf("the chart's data do not follow: %v", keys(c.Values.Data))
	}
	if again, err := s.Chart(set, "cizgi"); err != nil || again != nil {
		t.Errorf("the same chart again: %v, %v; want none", again, err)
	}
	if _, err := s.Chart(set, "yok"); err == nil || !strings.Contains(err.Error(), `"yok"`) {
		t.Errorf("a chart the page does not show: %v", err)
	}
}

// TestUpdateRejects: settings the model refuses give an error naming the
// setting, and no result.
func TestUpdateRejects(t *testing.T) {
	files := modeltest.Project(t, nil)
	s, err := live.NewSession(livetest.Open(t, files), live.Refs{})
	if err != nil {
		t.Fatal(err)
	}
	for set, want := range map[string]model.Settings{
		"ayar.carpan": {"carpan": 3, "ust": 2},
		"ayar.hiz":    {"hiz": 500},
		"ayar.yok":    {"yok": 1},
	} {
		if r, err := s.Update(want); err == nil || !strings.Contains(err.Error(), set) {
			t.Errorf("%v: %v, %v; want an error naming %s", want, r, err, set)
		}
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

// TestResultJSON: the page reads values as <data value> writes them and
// missing numerals by index.
func TestResultJSON(t *testing.T) {
	r := &live.Result{Texts: []string{"5540’tan", live.Missing}, Values: []float64{5540, math.NaN()}, Missing: []bool{false, true},
		Labels: map[string]live.Label{"n": {"48 istek", "48 istek"}}}
	b, err := r.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"claims":null,"conditions":null,"labels":{"n":{"spoken":"48 istek","text":"48 istek"}},"missing":[1],"tables":null,"texts":["5540’tan","—"],"values":["5540","NaN"]}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}
