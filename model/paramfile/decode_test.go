package paramfile_test

import (
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
			"p.json:1:21: adimlar: expected a list of 1 to 4 items, got []",
			"p.json:1:49: tek.kat: expected a list of 1 to 3 items, got [1, 2, 3, 4]",
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
