// Package modeltest is a small model for the engine's tests, registered
// as "ornek" (package model), and a fixture project that uses it: the
// engine's tests build sites from fixtures, never from the course's real
// lessons, so an author's edit of a lesson never turns them red.
//
// The model is a worker that handles n jobs, the j-th taking the j-th
// duration of a cycle (ms), scaled by a reader's factor. Its parameter
// file:
//
//	{"hiz": 40, "sureler": [10, 20, 30], "n": 6}
//
// Figures: hiz, n, toplam (ms of all jobs), ortalama (ms a job, one
// decimal), enUzun, yuk (hiz × ortalama / 1000, two decimals), bosOran
// (NaN without jobs over 25 ms: a figure some settings leave undefined),
// carpan, iptal (0 or 1), sure1.ms … per duration, sureSayi, kisaIs (the
// jobs of at most 25 ms: none at a factor of 4). Tables: ozet
// (keyed rows) and sureler (rows headed by a number). Charts: cizgi.
// Controls: hiz (1–200), ust (the largest factor), carpan (up to ust:
// MaxKey), iptal (a toggle). It reports one line per table row.
package modeltest

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	grafik "coursesite/charts"
	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/model/paramfile"
)

// Name is the fixture model's name.
const Name = "ornek"

func init() { model.Register(Name, fixture{}) }

type fixture struct{}

type params struct {
	hiz     float64
	sureler []float64
	n       int
}

// Parse implements model.Model.
func (fixture) Parse(file string, data []byte) (model.Params, error) {
	root, c, err := paramfile.Read(file, data)
	if err != nil {
		return nil, err
	}
	f := c.Object(root, "", "hiz", "sureler", "n")
	if f == nil {
		return nil, c.Err()
	}
	var p params
	c.Number(f["hiz"], "hiz", paramfile.Range{Min: 0, Max: 1000}, &p.hiz)
	c.Numbers(f["sureler"], "sureler", 20, paramfile.Range{Min: 0, Max: 1e4}, &p.sureler)
	c.Whole(f["n"], "n", 0, 1000, &p.n)
	if !c.OK() {
		return nil, c.Err()
	}
	return &p, nil
}

// Controls implements model.Params.
func (p *params) Controls() []model.Control {
	return []model.Control{
		{Key: "hiz", Min: 1, Max: 200, Step: 1, Value: p.hiz, Decimals: 0, Unit: model.Unit{Symbol: "iş/s", Spoken: "iş bölü saniye"}},
		{Key: "ust", Min: 1, Max: 4, Step: 0.5, Value: 2, Decimals: 1, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: "carpan", Min: 0.5, Max: 4, Step: 0.5, Value: 1, MaxKey: "ust", Decimals: 1, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: "iptal", Toggle: true},
	}
}

// Compute implements model.Params.
func (p *params) Compute(s model.Settings) (model.Result, error) {
	r := &result{params: *p, carpan: 1, ust: 2}
	for _, k := range slices.Sorted(maps.Keys(s)) {
		v := s[k]
		switch k {
		case "hiz":
			if !(v >= 1 && v <= 200) {
				return nil, fmt.Errorf("ayar.hiz: expected a number from 1 to 200, got %v", v)
			}
			r.hiz = v
		case "ust":
			r.ust = v
		case "carpan":
			r.carpan = v
		case "iptal":
			r.iptal = v == 1
		default:
			return nil, fmt.Errorf("ayar.%s: the lesson has no such setting", k)
		}
	}
	if !(r.carpan > 0 && r.carpan <= r.ust) {
		return nil, fmt.Errorf("ayar.carpan: expected a number above 0 and at most ust (%v), got %v", r.ust, r.carpan)
	}
	return r, nil
}

type result struct {
	params
	carpan, ust float64
	iptal       bool
}

// sure returns job j's duration (ms).
func (r *result) sure(j int) float64 { return r.sureler[j%len(r.sureler)] * r.carpan }

func (r *result) totals() (toplam, enUzun float64, uzun int) {
	for j := range r.n {
		d := r.sure(j)
		toplam += d
		enUzun = max(enUzun, d)
		if d > 25 {
			uzun++
		}
	}
	return
}

// Figures implements model.Result.
func (r *result) Figures() []model.Figure {
	toplam, enUzun, uzun := r.totals()
	ortalama := math.NaN()
	if r.n > 0 {
		ortalama = toplam / float64(r.n)
	}
	bosOran := math.NaN()
	if uzun > 0 {
		bosOran = float64(r.n-uzun) / float64(uzun)
	}
	iptal := 0.0
	if r.iptal {
		iptal = 1
	}
	out := []model.Figure{
		{Name: "hiz", Value: r.hiz, Unit: "iş/s", Desc: "gelen işin hızı"},
		{Name: "n", Value: float64(r.n), Unit: "iş", Desc: "iş sayısı", Kind: model.Count},
		{Name: "toplam", Value: toplam, Decimals: 1, Unit: "ms", Desc: "bütün işlerin süresi", Kind: model.Duration},
		{Name: "ortalama", Value: ortalama, Decimals: 1, Unit: "ms", Desc: "bir işin ortalama süresi", Kind: model.Duration},
		{Name: "enUzun", Value: enUzun, Decimals: 1, Unit: "ms", Desc: "en uzun iş", Kind: model.Duration},
		{Name: "yuk", Value: r.hiz * ortalama / 1000, Decimals: 2, Desc: "işçinin yükü"},
		{Name: "bosOran", Value: bosOran, Decimals: 2, Desc: "kısa işlerin uzunlara oranı"},
		{Name: "carpan", Value: r.carpan, Decimals: 1, Unit: "kat", Desc: "sürelerin çarpanı"},
		{Name: "iptal", Value: iptal, Desc: "iptal sinyali (1) ya da yok (0)"},
		{Name: "sureSayi", Value: float64(len(r.sureler)), Desc: "döngüdeki süre"},
		{Name: "kisaIs", Value: float64(r.n - uzun), Unit: "iş", Desc: "25 ms’yi aşmayan kısa iş", Kind: model.Count},
	}
	for i := range r.sureler {
		out = append(out, model.Figure{Name: "sure" + strconv.Itoa(i+1) + ".ms", Value: r.sure(i), Decimals: 1, Unit: "ms", Desc: "döngünün " + strconv.Itoa(i+1) + ". işinin süresi"})
	}
	return out
}

// Tables implements model.Result.
func (r *result) Tables() []string { return []string{"ozet", "sureler"} }

// Table implements model.Result.
func (r *result) Table(name string) (*model.Table, error) {
	toplam, enUzun, _ := r.totals()
	switch name {
	case "ozet":
		return &model.Table{Columns: []string{"kalem", "deger"}, Rows: []model.Row{
			{Key: "toplam", Cells: []model.Cell{{Value: toplam, Decimals: 1, Suffix: " ms"}}},
			{Key: "enUzun", Cells: []model.Cell{{Value: enUzun, Decimals: 1, Fixed: true}}},
		}}, nil
	case "sureler":
		t := &model.Table{Columns: []string{"sira", "ms"}}
		for i := range r.sureler {
			t.Rows = append(t.Rows, model.Row{Cells: []model.Cell{{Value: float64(i + 1)}, {Value: r.sure(i), Decimals: 2, Fixed: true}}})
		}
		return t, nil
	}
	return nil, fmt.Errorf("no table %q", name)
}

// Charts implements model.Result.
func (r *result) Charts() []string { return []string{"cizgi"} }

// Chart implements model.Result: each job's duration, in order.
func (r *result) Chart(name string, w model.Words) (*model.Chart, error) {
	if name != "cizgi" {
		return nil, fmt.Errorf("no chart %q", name)
	}
	c := charts.NewLine()
	c.SetGlobalOptions(grafik.Base(w.Text("aciklama"), grafik.Blue)...)
	c.SetGlobalOptions(charts.WithGridOpts(grafik.OneGrid()),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: w.Text("eksenX"), Min: 1, Max: max(r.n, 2)}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", AxisLabel: grafik.ValueAxisLabel()}))
	data := make([]opts.LineData, r.n)
	for j := range r.n {
		data[j] = opts.LineData{Value: []float64{float64(j + 1), r.sure(j)}}
	}
	cats := make([]string, len(r.sureler))
	for i := range r.sureler {
		cats[i] = w.Item("sure", "sure"+strconv.Itoa(i+1))
	}
	c.AddSeries(w.Text("seri"), data, grafik.TooltipUnit("ms"))
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	o["sureler"] = cats // the items' words, for the tests to read
	o, err = grafik.Finish(o, nil)
	return &model.Chart{Option: o}, err
}

// Report implements model.Reporter: what the fixture's listing prints.
func (r *result) Report() []model.ReportLine {
	toplam, enUzun, _ := r.totals()
	out := []model.ReportLine{
		{Text: "ornek: " + strconv.Itoa(r.n) + " is"},
		{Text: "toplam " + jsnum.ToFixed(toplam, 1), Table: "ozet", Row: "toplam"},
		{Text: "en uzun " + jsnum.ToFixed(enUzun, 1), Table: "ozet", Row: "enUzun"},
	}
	for i := range r.sureler {
		out = append(out, model.ReportLine{Text: strconv.Itoa(i+1) + " " + jsnum.ToFixed(r.sure(i), 2), Table: "sureler", Row: strconv.Itoa(i + 1)})
	}
	return out
}
