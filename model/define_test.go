package model_test

import (
	"errors"
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/model/modeltest"
	"coursesite/place"
)

// kuyruk is a model declared the way lessons declare theirs: a parameter
// file of two fields and a nested object, three controls (a number, a
// whole number bounded by a parameter, a toggle) and one more, a share
// bounded by another control (MaxKey).
type kuyruk struct {
	Aralik  float64 `json:"aralik" range:">0:100"`
	Isci    int     `json:"isci" range:"1:64"`
	Pencere struct {
		Bas float64 `json:"bas" range:"0:1000"`
	} `json:"pencere"`
	pay   float64
	iptal bool
}

func (k *kuyruk) controls() []model.Control {
	return []model.Control{
		{Key: "aralik", Bind: &k.Aralik, Min: 1, Max: 50, Step: 1},
		{Key: "isci", Bind: &k.Isci, Min: 1, Max: 16, Step: 1},
		{Key: "pay", Bind: &k.pay, Min: 0, Max: 50, MaxKey: "aralik"},
		{Key: "iptal", Bind: &k.iptal},
	}
}

func compute(k *kuyruk) (*model.Result, error) {
	r := &model.Result{}
	r.Duration("aralik", k.Aralik, 1, "ms", "iki iş arası")
	r.Count("isci", k.Isci, "işçi", "işçi sayısı")
	r.Amount("pay", k.pay, 1, "ms", "pay")
	iptal := 0.0
	if k.iptal {
		iptal = 1
	}
	r.Amount("iptal", iptal, 0, "", "iptal")
	r.AddTable("ozet", func() (*model.Table, error) { return &model.Table{Columns: []string{"a"}}, nil })
	return r, nil
}

var kuyrukModel = model.Define(model.Spec[kuyruk]{Controls: (*kuyruk).controls, Compute: compute})

const kuyrukFile = `{"aralik": 10, "isci": 4, "pencere": {"bas": 20}}`

func figures(t *testing.T, p model.Params, s model.Settings) map[string]float64 {
	t.Helper()
	r, err := p.Compute(s)
	if err != nil {
		t.Fatalf("Compute(%v): %v", s, err)
	}
	out := map[string]float64{}
	for _, f := range r.Figures {
		out[f.Name] = f.Value
	}
	return out
}

// TestDefineAppliesSettings: the controls stand at the file's values, a
// reader's settings reach the fields they are bound to, and never the
// parameters themselves: the next computation starts from the file again.
func TestDefineAppliesSettings(t *testing.T) {
	p, err := kuyrukModel.Parse("model.json", []byte(kuyrukFile))
	if err != nil {
		t.Fatal(err)
	}
	cs := p.Controls()
	want := map[string]float64{"aralik": 10, "isci": 4, "pay": 0, "iptal": 0}
	for _, c := range cs {
		if c.Value != want[c.Key] || c.Bind != nil {
			t.Errorf("control %s at %v (bound %v), want %v and no binding outside the model", c.Key, c.Value, c.Bind, want[c.Key])
		}
		if c.Toggle != (c.Key == "iptal") {
			t.Errorf("control %s: toggle %v", c.Key, c.Toggle)
		}
	}
	got := figures(t, p, model.Settings{"aralik": 20, "isci": 8, "pay": 15, "iptal": 1})
	if got["aralik"] != 20 || got["isci"] != 8 || got["pay"] != 15 || got["iptal"] != 1 {
		t.Errorf("the settings computed %v", got)
	}
	if again := figures(t, p, nil); again["aralik"] != 10 || again["isci"] != 4 || again["iptal"] != 0 {
		t.Errorf("a reader's settings stayed in the parameters: %v", again)
	}
}

// TestDefineRefusesSettings: every setting no reader can make is said,
// each as ayar.KEY with what was expected, all at once.
func TestDefineRefusesSettings(t *testing.T) {
	p, err := kuyrukModel.Parse("model.json", []byte(kuyrukFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		s    model.Settings
		want []string
	}{
		{model.Settings{"hiz": 1}, []string{"ayar.hiz: the lesson has no such setting"}},
		{model.Settings{"aralik": 51}, []string{"ayar.aralik: expected a number from 1 to 50, got 51"}},
		{model.Settings{"isci": 2.5}, []string{"ayar.isci: expected a whole number from 1 to 16, got 2.5"}},
		{model.Settings{"iptal": 0.5}, []string{"ayar.iptal: expected 0 or 1, got 0.5"}},
		{model.Settings{"pay": 12}, []string{"ayar.pay: expected at most aralik (10), got 12"}},
		{model.Settings{"aralik": 5, "pay": 8}, []string{"ayar.pay: expected at most aralik (5), got 8"}},
		{model.Settings{"aralik": 0, "isci": 99}, []string{"ayar.aralik: expected a number from 1 to 50, got 0", "ayar.isci: expected a whole number from 1 to 16, got 99"}},
	} {
		r, err := p.Compute(tc.s)
		if err == nil || r != nil {
			t.Errorf("Compute(%v) = %v, %v; want an error", tc.s, r, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Compute(%v): %q does not say %q", tc.s, err, w)
			}
		}
	}
}

// TestDefineParseErrors: the parameter file's problems come from the
// declarations, each at its place.
func TestDefineParseErrors(t *testing.T) {
	_, err := kuyrukModel.Parse("model.json", []byte(`{"aralik": 0, "isci": 4.5, "pencere": {}}`))
	var errs place.Errors
	if !errors.As(err, &errs) || len(errs) != 3 {
		t.Fatalf("got %v, want three place.Errors", err)
	}
	for i, want := range []string{
		"model.json:1:12: aralik: expected a number above 0 and at most 100, got 0",
		"model.json:1:23: isci: expected a whole number from 1 to 64, got 4.5",
		`model.json:1:39: pencere: missing field "bas"`,
	} {
		if errs[i].Error() != want {
			t.Errorf("error %d: %q, want %q", i, errs[i].Error(), want)
		}
	}
}

type badBind struct {
	Liste []float64 `json:"liste" range:"0:1" len:"1:4"`
	Ad    string    `json:"-"`
	Sayi  float64   `json:"-"`
}

// TestDefineRefusesBadBindings: a control bound into a list the
// parameters share, or to a field that is no number, is the model's bug,
// said when the lesson is opened.
func TestDefineRefusesBadBindings(t *testing.T) {
	for name, controls := range map[string]func(*badBind) []model.Control{
		"into a list": func(b *badBind) []model.Control { return []model.Control{{Key: "x", Bind: &b.Liste[0], Max: 1}} },
		"a string":    func(b *badBind) []model.Control { return []model.Control{{Key: "x", Bind: &b.Ad}} },
		"unbound":     func(b *badBind) []model.Control { return []model.Control{{Key: "x"}} },
		"twice": func(b *badBind) []model.Control {
			return []model.Control{{Key: "x", Bind: &b.Liste}, {Key: "x", Bind: &b.Liste}}
		},
	} {
		m := model.Define(model.Spec[badBind]{Controls: controls, Compute: func(*badBind) (*model.Result, error) { return &model.Result{}, nil }})
		if _, err := m.Parse("model.json", []byte(`{"liste": [0.5]}`)); err == nil || !strings.Contains(err.Error(), "a bug of the model") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestDefinePanicsOnUndeclared: a parameter without a range is a model's
// mistake, shown when the program starts.
func TestDefinePanicsOnUndeclared(t *testing.T) {
	type noRange struct {
		N int `json:"n"`
	}
	defer func() {
		if v := recover(); v == nil || !strings.Contains(v.(string), "range") {
			t.Errorf("recovered %v, want a panic naming the missing range", v)
		}
	}()
	model.Define(model.Spec[noRange]{Compute: func(*noRange) (*model.Result, error) { return nil, nil }})
}

// TestCatalog: tables and charts in the order the model adds them; an
// unknown name says which there are; a chart's data as the model gives
// it, checked (none, a number hidden).
func TestCatalog(t *testing.T) {
	var c model.Catalog
	c.AddTable("b", func() (*model.Table, error) { return &model.Table{}, nil })
	c.AddTable("a", func() (*model.Table, error) { return nil, nil })
	c.AddChart("z", func() (*model.ChartData, error) {
		d := &model.ChartData{}
		d.Number("end", 40)
		d.Series("line", []float64{1, 2, 3}, []float64{4, 5})
		return d, nil
	})
	c.AddChart("nil", func() (*model.ChartData, error) { return nil, nil })
	c.AddChart("bad", func() (*model.ChartData, error) {
		d := &model.ChartData{}
		d.Number("end", 40)
		d.Hide("end")
		return d, nil
	})
	if got := strings.Join(c.Tables(), ","); got != "b,a" {
		t.Errorf("tables %s", got)
	}
	if _, err := c.Table("c"); err == nil || !strings.Contains(err.Error(), "tables: b, a") {
		t.Errorf("unknown table: %v", err)
	}
	if _, err := c.Table("a"); err == nil || !strings.Contains(err.Error(), "made no table") {
		t.Errorf("a table made nil: %v", err)
	}
	d, err := c.ChartData("z")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.Names(), ","); got != "end,line" {
		t.Errorf("the chart's data: %s", got)
	}
	if x, _ := d.Get("line"); len(x.X) != 2 || len(x.Y) != 2 {
		t.Errorf("a series of 3 x and 2 y: %v %v, want 2 points", x.X, x.Y)
	}
	if _, err := c.ChartData("nil"); err == nil || !strings.Contains(err.Error(), "gave no data") {
		t.Errorf("a chart's data made nil: %v", err)
	}
	if _, err := c.ChartData("bad"); err == nil || !strings.Contains(err.Error(), `"end"`) {
		t.Errorf("a number hidden: %v", err)
	}
	if d := c.Dup(); d != "" {
		t.Errorf("Dup() = %q", d)
	}
	c.AddChart("z", nil)
	if d := c.Dup(); d != "z" {
		t.Errorf("a chart added twice: Dup() = %q", d)
	}
}

type lists struct {
	L     []float64 `json:"l" range:"0:100" len:"1:4"`
	Steps []struct {
		D []int `json:"d" range:"0:9" len:"1:3"`
	} `json:"steps" len:"1:2"`
	Add float64 `json:"-"`
}

// TestDefineCopiesLists: a computation that writes into the parameters'
// lists leaves the next one the file's, however often it runs.
func TestDefineCopiesLists(t *testing.T) {
	m := model.Define(model.Spec[lists]{
		Controls: func(p *lists) []model.Control { return []model.Control{{Key: "add", Bind: &p.Add, Max: 10}} },
		Compute: func(p *lists) (*model.Result, error) {
			p.L[0] += p.Add
			p.Steps[0].D[0] += 1
			r := &model.Result{}
			r.Amount("l0", p.L[0], 0, "", "")
			r.Amount("d0", float64(p.Steps[0].D[0]), 0, "", "")
			return r, nil
		},
	})
	p, err := m.Parse("model.json", []byte(`{"l": [1], "steps": [{"d": [2]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if got := figures(t, p, model.Settings{"add": 5}); got["l0"] != 6 || got["d0"] != 3 {
			t.Fatalf("a computation saw the last one's writes: %v", got)
		}
	}
}

// TestPackageOf: the registry knows which package registered a model, the
// one the page's WebAssembly links for it alone (package live).
func TestPackageOf(t *testing.T) {
	if got, err := model.PackageOf(modeltest.Name); err != nil || got != "coursesite/model/modeltest" {
		t.Errorf("PackageOf(%q) = %q, %v; want coursesite/model/modeltest", modeltest.Name, got, err)
	}
	if _, err := model.PackageOf("yok"); err == nil {
		t.Error("PackageOf of a model nobody registered gave no error")
	}
}
