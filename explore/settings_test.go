package explore

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
)

// controls are a lesson's: a slider of many steps, one of few, one whose
// maximum is another's value, a continuous one and a switch.
var controls = []model.Control{
	{Key: "esik", Min: 150, Max: 600, Step: 1, Value: 200},
	{Key: "kat", Min: 0.25, Max: 4, Step: 0.05, Value: 1},
	{Key: "pay", Min: 0, Max: 700, Step: 1, Value: 20, MaxKey: "esik"},
	{Key: "kesir", Min: 0.5, Max: 10, Step: 0.5, Value: 1, MaxKey: "kat"},
	{Key: "oran", Min: 0, Max: 1, Value: 0.6},
	{Key: "iptal", Toggle: true},
}

// TestSettings: the settings explored are the same on every run, each
// once, never the lesson's own, each within every control's range and as
// the page lets a reader set it (pay within esik), in a bounded number;
// they include every control's ends and the steps beside them, the
// corners of every pair, and their queries are the page's URL.
func TestSettings(t *testing.T) {
	a, b := Settings(controls), Settings(controls)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Fatal("two runs explore different settings")
	}
	if n := len(a); n < 200 || n > 6*gridPoints+4*15+2+samples {
		t.Errorf("%d settings", n)
	}
	seen := map[string]bool{}
	for _, s := range a {
		if s.Query == "" || seen[s.Query] {
			t.Errorf("setting %q is the lesson's own or listed twice", s.Query)
		}
		seen[s.Query] = true
		for _, c := range controls {
			v := s.Values[c.Key]
			if c.Toggle && v != 0 && v != 1 || !c.Toggle && (v < c.Min || v > c.Max) {
				t.Errorf("%s: %s = %v, out of its range", s.Query, c.Key, v)
			}
		}
		if s.Values["pay"] > s.Values["esik"] {
			t.Errorf("%s: the gateway's share over the threshold, which the page does not let a reader set", s.Query)
		}
		// Within kat, as the browser keeps it: on a step, never below
		// its least (at kat 0.25, 0.5).
		if k := s.Values["kesir"]; k < 0.5 || k != math.Round(k*2)/2 || k > max(0.5, s.Values["kat"]) {
			t.Errorf("%s: kesir = %v, which the page's input does not hold", s.Query, k)
		}
		if strings.Contains(s.Query, "0000000") || strings.Contains(s.Query, "9999999") {
			t.Errorf("%s: a value the page's input would not hold", s.Query)
		}
	}
	for _, q := range []string{"?esik=150", "?esik=151", "?esik=599", "?esik=600", "?esik=199", "?esik=201",
		"?kat=0.25&kesir=0.5", "?kat=0.3&kesir=0.5", "?kat=4", "?pay=0", "?oran=0", "?oran=1", "?iptal=1",
		"?esik=150&kat=4", "?esik=600&iptal=1", "?esik=150&pay=150"} {
		if !seen[q] {
			t.Errorf("%s is not explored", q)
		}
	}
}

// TestSettingsFewSteps: a slider of few steps is explored at every one.
func TestSettingsFewSteps(t *testing.T) {
	got := map[string]bool{}
	for _, s := range Settings([]model.Control{{Key: "kuyruk", Min: 1, Max: 8, Step: 1, Value: 4}}) {
		got[s.Query] = true
	}
	for v := 1; v <= 8; v++ {
		if q := fmt.Sprintf("?kuyruk=%d", v); v != 4 && !got[q] {
			t.Errorf("%s is not explored", q)
		}
	}
}

// TestSentences: two calls stand in one sentence unless prose between
// them ends one: a full stop, ! or ? before a capital or an action (which
// may start a sentence), a blank line, a list item; an ordinal's dot
// ("2000. milisaniyesinde") and the dots inside actions end none.
func TestSentences(t *testing.T) {
	for _, tc := range []struct {
		between string
		same    bool
	}{
		{` }} ile {{ `, true},
		{` }}. milisaniyesinde {{ `, true},
		{` "a.b" }} ve {{ `, true},
		{` }} ms. Sonra {{ `, false},
		{` }} ms. {{ `, false},
		{` }} ms? Evet {{ `, false},
		{" }} ms\n\nYeni {{ ", false},
		{" }} ms\n- {{ ", false},
		{` }} 2,5 ve {{ `, true},
	} {
		src := []byte(`{{ sayi "x"` + tc.between + `sayi "y" }}`)
		f := &place.File{Name: "a.md", Data: src}
		a := prose.Call{At: f.Position(3)}
		b := prose.Call{At: f.Position(len(src) - len(`sayi "y" }}`))}
		if got := sameSentence(src, a, b); got != tc.same {
			t.Errorf("%q: one sentence %v, want %v", tc.between, got, tc.same)
		}
	}
}
