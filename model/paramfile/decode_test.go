package paramfile_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"coursesite/model/paramfile"
)

type step struct {
	Ad   float64   `json:"ad" range:"0:10"`
	Kat  []int     `json:"kat" range:"1:9" len:"1:3"`
	Acik bool      `json:"acik"`
	Not  []float64 `json:"not" range:">0:1" len:"0:2"`
}

type file struct {
	N       int    `json:"n" range:"0:100"`
	Adimlar []step `json:"adimlar" len:"1:4"`
	Tek     step   `json:"tek"`
	gizli   int
	Atla    string `json:"-"`
}

const good = `{"n": 3, "adimlar": [{"ad": 1.5, "kat": [1, 2], "acik": true, "not": []}],
 "tek": {"ad": 0, "kat": [9], "acik": false, "not": [0.5]}}`

func TestDecode(t *testing.T) {
	var got file
	if err := paramfile.Decode("p.json", []byte(good), &got); err != nil {
		t.Fatal(err)
	}
	want := file{N: 3, Adimlar: []step{{Ad: 1.5, Kat: []int{1, 2}, Acik: true, Not: []float64{}}}, Tek: step{Kat: []int{9}, Not: []float64{0.5}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestDecodeErrors: every problem at its line and column, with its field
// path and what the declaration expects, all at once.
func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       []string
	}{
		{"ranges and kinds", `{"n": 101, "adimlar": [{"ad": -1, "kat": [0, 2.5], "acik": 1, "not": [0]}], "tek": {"ad": 1, "kat": [1], "acik": true, "not": []}}`, []string{
			"p.json:1:7: n: expected a whole number from 0 to 100, got 101",
			"p.json:1:31: adimlar[0].ad: expected a number from 0 to 10, got -1",
			"p.json:1:43: adimlar[0].kat[0]: expected a whole number from 1 to 9, got 0",
			"p.json:1:46: adimlar[0].kat[1]: expected a whole number from 1 to 9, got 2.5",
			"p.json:1:60: adimlar[0].acik: expected true or false, got 1",
			"p.json:1:71: adimlar[0].not[0]: expected a number above 0 and at most 1, got 0",
		}},
		{"lengths", `{"n": 1, "adimlar": [], "tek": {"ad": 1, "kat": [1, 2, 3, 4], "acik": true, "not": []}}`, []string{
			"p.json:1:21: adimlar: expected a list of 1 to 4 objects with fields ad, kat, acik, not, got []",
			"p.json:1:49: tek.kat: expected a list of 1 to 3 numbers, each a whole number from 1 to 9, got [1, 2, 3, 4]",
		}},
		{"fields", `{"n": 1, "gizli": 2, "tek": {}}`, []string{
			`p.json:1:10: unknown field "gizli" (expected one of "n", "adimlar", "tek")`,
			`p.json:1:1: missing field "adimlar"`,
			`p.json:1:29: tek: missing field "ad"`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got file
			err := paramfile.Decode("p.json", []byte(tc.data), &got)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%s\ndoes not say\n%s", err, w)
				}
			}
		})
	}
}

// TestDeclared: a struct Decode cannot read is named with its field and
// what to write.
func TestDeclared(t *testing.T) {
	type noTag struct{ N int }
	type noRange struct {
		X float64 `json:"x"`
	}
	type noLen struct {
		X []float64 `json:"x" range:"0:1"`
	}
	type badKind struct {
		S string `json:"s"`
	}
	type empty struct {
		X float64 `json:"x" range:">5:5"`
	}
	type openInt struct {
		N int `json:"n" range:">0:5"`
	}
	for _, tc := range []struct {
		v    any
		want string
	}{
		{noTag{}, "noTag.N has no json tag"},
		{noRange{}, `declare the numbers it allows, range:"0:1000"`},
		{noLen{}, `declare how many items it holds, len:"1:100"`},
		{badKind{}, "a parameter is a float64, an int, a bool, a struct or a list of these"},
		{openInt{}, "its range is two whole numbers"},
		{empty{}, "allows no number"},
	} {
		err := paramfile.Declared(reflect.TypeOf(tc.v))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%T: %v, want %q", tc.v, err, tc.want)
		}
	}
	if err := paramfile.Declared(reflect.TypeOf(file{})); err != nil {
		t.Error(err)
	}
}

// scenarios declares pairs with a range per position, a fixed array with
// one range for all, a generic struct narrowed per use, a promoted
// embedded struct and a rule across fields (Check).
type scenarios struct {
	Pairs   [][2]float64     `json:"pairs" range:"0:60,>0:10" len:"1:3"`
	Triple  [3]int           `json:"triple" range:"0:9"`
	Usual   steps[float64]   `json:"usual" range:"slow=1:100"`
	Cycles  steps[[]float64] `json:"cycles"`
	Limits                   // promoted: lo and hi are the file's own fields
	Window  window           `json:"window"`
	private float64          // not the file's: left alone
}

// steps is generic, as a model's per-store values are: its tags serve a
// number and a list alike (len is read only on a list).
type steps[T any] struct {
	Fast T `json:"fast" range:"0:1000" len:"1:4"`
	Slow T `json:"slow" range:"0:1000" len:"1:4"`
}

type Limits struct {
	Lo float64 `json:"lo" range:"0:100"`
	Hi float64 `json:"hi" range:"0:100"`
}

// Check: lo at most hi. It is promoted to the file's struct, which embeds
// Limits: its paths are the file's.
func (l *Limits) Check(f *paramfile.Fields) {
	if f.OK("lo", "hi") && l.Lo > l.Hi {
		f.Fail("lo", "at most hi")
	}
}

type window struct {
	From float64 `json:"from" range:"0:100"`
	To   float64 `json:"to" range:"0:100"`
}

const scenariosFile = `{"pairs": [[12, 1], [60, 0.5]], "triple": [0, 9, 3],
 "usual": {"fast": 0, "slow": 1}, "cycles": {"fast": [0, 5], "slow": [0]},
 "lo": 1, "hi": 2, "window": {"from": 5, "to": 5}}`

// TestDecodeNewShapes reads each shape to its value.
func TestDecodeNewShapes(t *testing.T) {
	got := scenarios{private: 7}
	if err := paramfile.Decode("p.json", []byte(scenariosFile), &got); err != nil {
		t.Fatal(err)
	}
	want := scenarios{
		Pairs: [][2]float64{{12, 1}, {60, 0.5}}, Triple: [3]int{0, 9, 3},
		Usual: steps[float64]{Fast: 0, Slow: 1}, Cycles: steps[[]float64]{Fast: []float64{0, 5}, Slow: []float64{0}},
		Limits: Limits{Lo: 1, Hi: 2}, Window: window{From: 5, To: 5}, private: 7,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestDecodeNewShapesErrors: each new shape's problems, every one at its
// line and column with its field path and what the declaration expects;
// and what is right beside them (the edges) is no problem.
func TestDecodeNewShapesErrors(t *testing.T) {
	for _, tc := range []struct {
		name, old, new string
		want           []string // nil: the edit is valid
	}{
		{"a pair's own ranges", `[[12, 1], [60, 0.5]]`, `[[61, 1], [0, 0]]`, []string{
			"p.json:1:13: pairs[0][0]: expected a number from 0 to 60, got 61",
			"p.json:1:25: pairs[1][1]: expected a number above 0 and at most 10, got 0",
		}},
		{"a pair at its edges", `[[12, 1], [60, 0.5]]`, `[[0, 10], [60, 1e-9]]`, nil},
		{"not a pair", `[[12, 1], [60, 0.5]]`, `[[12, 1], [60], 3]`, []string{
			"p.json:1:21: pairs[1]: expected a pair [a number from 0 to 60, a number above 0 and at most 10], got [60]",
			"p.json:1:27: pairs[2]: expected a pair [a number from 0 to 60, a number above 0 and at most 10], got 3",
		}},
		{"no pairs", `[[12, 1], [60, 0.5]]`, `[]`, []string{
			"p.json:1:11: pairs: expected a list of 1 to 3 pairs [a number from 0 to 60, a number above 0 and at most 10], got []",
		}},
		{"an array with one range for all", `[0, 9, 3]`, `[0, 10, 1.5, 2]`, []string{
			"p.json:1:43: triple: expected a list of 3 numbers, each a whole number from 0 to 9, got [0, 10, 1.5, 2]",
		}},
		{"an array's whole numbers", `[0, 9, 3]`, `[0, 10, 1.5]`, []string{
			"p.json:1:47: triple[1]: expected a whole number from 0 to 9, got 10",
			"p.json:1:51: triple[2]: expected a whole number from 0 to 9, got 1.5",
		}},
		{"a narrowed field below its use's range", `"slow": 1}`, `"slow": 0.5}`, []string{
			"p.json:2:31: usual.slow: expected a number from 1 to 100, got 0.5",
		}},
		{"a narrowed field above its use's range", `"slow": 1}`, `"slow": 101}`, []string{
			"p.json:2:31: usual.slow: expected a number from 1 to 100, got 101",
		}},
		{"a narrowed field at its use's edges", `"fast": 0, "slow": 1}`, `"fast": 1000, "slow": 100}`, nil},
		{"the same type unnarrowed elsewhere", `"slow": [0]}`, `"slow": [0, 1000]}`, nil},
		{"the same type's list", `"slow": [0]}`, `"slow": [1001]}`, []string{
			"p.json:2:71: cycles.slow[0]: expected a number from 0 to 1000, got 1001",
		}},
		{"a promoted field", `"lo": 1`, `"lo": -1`, []string{
			"p.json:3:8: lo: expected a number from 0 to 100, got -1",
		}},
		{"a promoted rule", `"lo": 1`, `"lo": 3`, []string{
			"p.json:3:8: lo: expected at most hi, got 3",
		}},
		{"a promoted rule at its edge", `"lo": 1`, `"lo": 2`, nil},
		{"a rule says nothing of a field already wrong", `"lo": 1`, `"lo": 300`, []string{
			"p.json:3:8: lo: expected a number from 0 to 100, got 300",
		}},
		{"a rule beside other problems", `"lo": 1, "hi": 2`, `"lo": 3, "hi": 2, "x": 0`, []string{
			"p.json:3:8: lo: expected at most hi, got 3",
			`p.json:3:20: unknown field "x"`,
		}},
		{"a rule says nothing of a missing field", `"lo": 1, "hi": 2`, `"lo": 3, "h": 2`, []string{
			`p.json:1:1: missing field "hi"`,
			`p.json:3:11: unknown field "h"`,
		}},
		{"no object, no rule", scenariosFile, `[3, 2]`, []string{
			"p.json:1:1: expected an object with fields pairs, triple, usual, cycles, lo, hi, window, got [3, 2]",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := strings.Replace(scenariosFile, tc.old, tc.new, 1)
			if data == scenariosFile {
				t.Fatalf("the file has no %q", tc.old)
			}
			var got scenarios
			err := paramfile.Decode("p.json", []byte(data), &got)
			if tc.want == nil {
				if err != nil {
					t.Errorf("a valid edit refused: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
				t.Errorf("%d problems, want %d:\n%s", n, len(tc.want), err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%s\ndoes not say\n%s", err, w)
				}
			}
		})
	}
}

// ruleInList: the file's Check holds a rule for every item of a list,
// naming each by its path.
type ruleInList struct {
	Windows []window `json:"windows" len:"1:3"`
}

// Check: each window ends after it starts.
func (r *ruleInList) Check(f *paramfile.Fields) {
	for i, w := range r.Windows {
		p := paramfile.Index("windows", i)
		if f.OK(p+".from", p+".to") && w.To < w.From {
			f.Fail(p+".to", "at least from")
		}
	}
}

// nestedRule holds a struct with a Check of its own, which Decode does not
// call: the file's Check (here none) holds every rule.
type nestedRule struct {
	R ruleInList `json:"r"`
}

func TestCheckInListItems(t *testing.T) {
	var nested nestedRule
	if err := paramfile.Decode("p.json", []byte(`{"r": {"windows": [{"from": 3, "to": 2}]}}`), &nested); err != nil {
		t.Errorf("a nested struct's Check was called: %v", err)
	}
	for file, want := range map[string]string{
		`{"windows": [{"from": 1, "to": 2}, {"from": 3, "to": 2}]}`:   "p.json:1:54: windows[1].to: expected at least from, got 2",
		`{"windows": [{"from": 1, "to": 2}, {"from": 3, "to": 3}]}`:   "",
		`{"windows": [{"from": 1, "to": 0}, {"from": 300, "to": 2}]}`: "p.json:1:32: windows[0].to: expected at least from, got 0\np.json:1:45: windows[1].from: expected a number from 0 to 100, got 300",
	} {
		var got ruleInList
		err := paramfile.Decode("p.json", []byte(file), &got)
		if msg := fmt.Sprint(err); err == nil && want != "" || err != nil && msg != want {
			t.Errorf("%s: %v, want %q", file, err, want)
		}
	}
}

// TestDeclaredNewShapes: a tag the new shapes cannot read is the model's
// mistake, named with its field and what to write.
func TestDeclaredNewShapes(t *testing.T) {
	type arrayNoRange struct {
		P [2]float64 `json:"p"`
	}
	type arrayRanges struct {
		P [3]float64 `json:"p" range:"0:1,0:2"`
	}
	type arrayOfStrings struct {
		P [2]string `json:"p" range:"0:1"`
	}
	type arrayIntFraction struct {
		P [2]int `json:"p" range:"0:1,0:2.5"`
	}
	type narrowNoKey struct {
		S steps[float64] `json:"s" range:"0:10"`
	}
	type narrowUnknown struct {
		S steps[float64] `json:"s" range:"medium=0:10"`
	}
	type narrowWider struct {
		S steps[float64] `json:"s" range:"slow=0:1001"`
	}
	type narrowTwice struct {
		S steps[float64] `json:"s" range:"slow=0:10,slow=1:2"`
	}
	type narrowNoNumber struct {
		W struct {
			B bool `json:"b"`
		} `json:"w" range:"b=0:1"`
	}
	type embeddedBad struct {
		NoRangeInside
	}

	for _, tc := range []struct {
		v    any
		want string
	}{
		{arrayNoRange{}, `declare the numbers it allows`},
		{arrayRanges{}, `holds 3 numbers: declare one range for all, or one for each`},
		{arrayOfStrings{}, `an array holds numbers`},
		{arrayIntFraction{}, `it is an int: its range is two whole numbers`},
		{narrowNoKey{}, `a struct's range narrows one of its fields, by key`},
		{narrowUnknown{}, `narrows "medium", which is no field of numbers`},
		{narrowWider{}, `range slow=0:1001 is not within slow's own, a number from 0 to 1000`},
		{narrowTwice{}, `narrows "slow" twice`},
		{narrowNoNumber{}, `narrows "b", which is no field of numbers`},
		{embeddedBad{}, `NoRangeInside.X: declare the numbers it allows`},
	} {
		err := paramfile.Declared(reflect.TypeOf(tc.v))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%T: %v, want %q", tc.v, err, tc.want)
		}
	}
	for _, ok := range []any{scenarios{}, ruleInList{}} {
		if err := paramfile.Declared(reflect.TypeOf(ok)); err != nil {
			t.Errorf("%T: %v", ok, err)
		}
	}
}

// NoRangeInside is embedded, exported: its fields are promoted, and its
// mistakes the enclosing struct's.
type NoRangeInside struct {
	X float64 `json:"x"`
}

// TestRangeCovers: a narrowed range must stay within its field's own.
func TestRangeCovers(t *testing.T) {
	own := paramfile.Range{Min: 0, Max: 10, Open: true}
	for _, tc := range []struct {
		s    paramfile.Range
		want bool
	}{
		{paramfile.Range{Min: 0, Max: 10, Open: true}, true},
		{paramfile.Range{Min: 1, Max: 2}, true},
		{paramfile.Range{Min: 0, Max: 10}, false}, // takes 0, which own does not
		{paramfile.Range{Min: 1, Max: 11}, false},
		{paramfile.Range{Min: -1, Max: 5}, false},
	} {
		if got := own.Covers(tc.s); got != tc.want {
			t.Errorf("%v covers %v: %v, want %v", own, tc.s, got, tc.want)
		}
	}
}

// TestArrayMessages: what an error says an array is, with one range for
// all positions or one each, alone or as a list's items.
func TestArrayMessages(t *testing.T) {
	type arrays struct {
		Same  [2]float64   `json:"same" range:"0:1"`
		Three [3]int       `json:"three" range:"0:1,0:2,0:3"`
		List  [][3]int     `json:"list" range:"0:1,0:2,0:3" len:"1:2"`
		Pairs [][2]float64 `json:"pairs" range:"0:1" len:"1:2"`
	}
	var got arrays
	err := paramfile.Decode("p.json", []byte(`{"same": [1], "three": 5, "list": [], "pairs": []}`), &got)
	for _, want := range []string{
		"p.json:1:10: same: expected a pair of numbers, each a number from 0 to 1, got [1]",
		"p.json:1:24: three: expected a list of 3 numbers [a whole number from 0 to 1, a whole number from 0 to 2, a whole number from 0 to 3], got 5",
		"p.json:1:35: list: expected a list of 1 to 2 lists of 3 numbers [a whole number from 0 to 1, a whole number from 0 to 2, a whole number from 0 to 3], got []",
		"p.json:1:48: pairs: expected a list of 1 to 2 pairs of numbers, each a number from 0 to 1, got []",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v\ndoes not say\n%s", err, want)
		}
	}
	if err := paramfile.Decode("p.json", []byte(`{"same": [0, 1], "three": [1, 2, 3], "list": [[0, 0, 0], [1, 2, 3]], "pairs": [[1, 0]]}`), &got); err != nil {
		t.Fatal(err)
	}
	if got.Same != [2]float64{0, 1} || got.Three != [3]int{1, 2, 3} || len(got.List) != 2 || got.List[1] != [3]int{1, 2, 3} || got.Pairs[0] != [2]float64{1, 0} {
		t.Errorf("got %+v", got)
	}
}
