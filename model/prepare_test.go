package model_test

import (
	"testing"

	"coursesite/model"
	"coursesite/model/paramfile"
)

// pencere is a parameter file with a rule across its fields (Check) and
// values it does not hold (Prepare): the file's own start, kept beside
// the one a reader sets, and a reader's factor at 1.
type pencere struct {
	Bas    float64 `json:"bas" range:"0:100"`
	Son    float64 `json:"son" range:"0:100"`
	ilkBas float64 // the file's bas, whatever a reader sets
	kat    float64 // a reader's factor: 1 for the file
}

func (p *pencere) Check(f *paramfile.Fields) {
	if f.OK("bas", "son") && p.Son < p.Bas {
		f.Fail("son", "at least bas")
	}
}

var pencereSpec = model.Spec[pencere]{
	Prepare: func(p *pencere) { p.ilkBas, p.kat = p.Bas, 1 },
	Controls: func(p *pencere) []model.Control {
		return []model.Control{
			{Key: "bas", Bind: &p.Bas, Min: 0, Max: 100, Step: 1},
			{Key: "kat", Bind: &p.kat, Min: 0.5, Max: 4, Step: 0.5},
		}
	},
	Compute: func(p *pencere) (*model.Result, error) {
		r := &model.Result{}
		r.Duration("bas", p.Bas, 0, "ms", "başlangıç")
		r.Duration("ilkBas", p.ilkBas, 0, "ms", "dosyanın başlangıcı")
		r.Amount("kat", p.kat, 1, "kat", "çarpan")
		return r, nil
	},
}

// TestSpecPrepare: Prepare fills what the file does not hold, once, before
// the controls read their fields (a factor at 0 would stand outside its
// slider); a reader's setting changes the bound field, not what Prepare
// derived from the file.
func TestSpecPrepare(t *testing.T) {
	p, err := model.Define(pencereSpec).Parse("model.json", []byte(`{"bas": 10, "son": 20}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range p.Controls() {
		if want := map[string]float64{"bas": 10, "kat": 1}[c.Key]; c.Value != want {
			t.Errorf("control %s at %v, want %v", c.Key, c.Value, want)
		}
	}
	for _, tc := range []struct {
		s    model.Settings
		want map[string]float64
	}{
		{nil, map[string]float64{"bas": 10, "ilkBas": 10, "kat": 1}},
		{model.Settings{"bas": 30, "kat": 2}, map[string]float64{"bas": 30, "ilkBas": 10, "kat": 2}},
		{nil, map[string]float64{"bas": 10, "ilkBas": 10, "kat": 1}}, // the file's again
	} {
		if got := figures(t, p, tc.s); !equalFigures(got, tc.want) {
			t.Errorf("settings %v: %v, want %v", tc.s, got, tc.want)
		}
	}
}

func equalFigures(got, want map[string]float64) bool {
	if len(got) != len(want) {
		return false
	}
	for k, v := range want {
		if got[k] != v {
			return false
		}
	}
	return true
}

// TestSpecDecode: Spec.Decode reads a file as the defined model does, to
// the struct a model's tests compute from; a file with a problem is
// refused at its place, through Check too, and never reaches Prepare.
func TestSpecDecode(t *testing.T) {
	p, err := pencereSpec.Decode("model.json", []byte(`{"bas": 10, "son": 10}`))
	if err != nil {
		t.Fatal(err)
	}
	if *p != (pencere{Bas: 10, Son: 10, ilkBas: 10, kat: 1}) {
		t.Errorf("decoded %+v", *p)
	}
	prepared := false
	spec := pencereSpec
	spec.Prepare = func(p *pencere) { prepared = true; pencereSpec.Prepare(p) }
	for file, want := range map[string]string{
		`{"bas": 10, "son": 5}`:   "model.json:1:20: son: expected at least bas, got 5",
		`{"bas": 10, "son": 500}`: "model.json:1:20: son: expected a number from 0 to 100, got 500",
		`{"bas": 10}`:             `model.json:1:1: missing field "son"`,
	} {
		_, err := spec.Decode("model.json", []byte(file))
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", file, err, want)
		}
		if _, err := model.Define(spec).Parse("model.json", []byte(file)); err == nil || err.Error() != want {
			t.Errorf("the defined model, %s: %v, want %s", file, err, want)
		}
	}
	if prepared {
		t.Error("Prepare ran on a file with a problem")
	}
	if _, err := model.Define(spec).Parse("model.json", []byte(`{"bas": 1, "son": 2}`)); err != nil || !prepared {
		t.Errorf("a good file: %v, prepared %v", err, prepared)
	}
}
