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
// (keyed rows) and sureler (rows headed by a number). Charts: cizgi, its
// data given here and its drawing declared with go-echarts in cizim.go
// (built only outside the page's engine).
// Controls: hiz (1–200), ust (the largest factor), carpan (up to ust:
// MaxKey), iptal (a toggle). It reports one line per table row.
package modeltest

import (
	"math"
	"strconv"

	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/plot"
)

// Name is the fixture model's name.
const Name = "ornek"

func init() {
	model.Register(Name, model.Define(model.Spec[params]{
		Prepare:  (*params).prepare,
		Controls: (*params).controls,
		Compute:  compute,
	}))
}

// params is the fixture's parameter file, and the reader's settings that
// are not in it (ust, carpan, iptal).
type params struct {
	Hiz     float64   `json:"hiz" range:"0:1000"`
	Sureler []float64 `json:"sureler" range:"0:1e4" len:"1:20"`
	N       int       `json:"n" range:"0:1000"`
	ust     float64
	carpan  float64
	iptal   bool
}

// prepare sets the settings of the reader's own at the lesson's values:
// the file does not hold them.
func (p *params) prepare() { p.ust, p.carpan = 2, 1 }

func (p *params) controls() []model.Control {
	kat := model.Unit{Symbol: "kat", Spoken: "kat"}
	return []model.Control{
		{Key: "hiz", Bind: &p.Hiz, Min: 1, Max: 200, Step: 1, Decimals: 0, Unit: model.Unit{Symbol: "iş/s", Spoken: "iş bölü saniye"}},
		{Key: "ust", Bind: &p.ust, Min: 1, Max: 4, Step: 0.5, Decimals: 1, Unit: kat},
		{Key: "carpan", Bind: &p.carpan, Min: 0.5, Max: 4, Step: 0.5, MaxKey: "ust", Decimals: 1, Unit: kat},
		{Key: "iptal", Bind: &p.iptal},
	}
}

func compute(p *params) (*model.Result, error) {
	r := &result{params: *p}
	out := &model.Result{Figures: r.figures(), Report: r.report}
	out.AddTable("ozet", r.ozet)
	out.AddTable("sureler", r.sureTablosu)
	out.AddChart("cizgi", r.chartData)
	return out, nil
}

type result struct{ params }

// sure returns job j's duration (ms).
func (r *result) sure(j int) float64 { return r.Sureler[j%len(r.Sureler)] * r.carpan }

func (r *result) totals() (toplam, enUzun float64, uzun int) {
	for j := range r.N {
		d := r.sure(j)
		toplam += d
		enUzun = max(enUzun, d)
		if d > 25 {
			uzun++
		}
	}
	return
}

func (r *result) figures() []model.Figure {
	toplam, enUzun, uzun := r.totals()
	ortalama := math.NaN()
	if r.N > 0 {
		ortalama = toplam / float64(r.N)
	}
	bosOran := math.NaN()
	if uzun > 0 {
		bosOran = float64(r.N-uzun) / float64(uzun)
	}
	iptal := 0.0
	if r.iptal {
		iptal = 1
	}
	out := []model.Figure{
		{Name: "hiz", Value: r.Hiz, Unit: "iş/s", Desc: "gelen işin hızı"},
		{Name: "n", Value: float64(r.N), Unit: "iş", Desc: "iş sayısı", Kind: model.Count},
		{Name: "toplam", Value: toplam, Decimals: 1, Unit: "ms", Desc: "bütün işlerin süresi", Kind: model.Duration},
		{Name: "ortalama", Value: ortalama, Decimals: 1, Unit: "ms", Desc: "bir işin ortalama süresi", Kind: model.Duration},
		{Name: "enUzun", Value: enUzun, Decimals: 1, Unit: "ms", Desc: "en uzun iş", Kind: model.Duration},
		{Name: "yuk", Value: r.Hiz * ortalama / 1000, Decimals: 2, Desc: "işçinin yükü"},
		{Name: "bosOran", Value: bosOran, Decimals: 2, Desc: "kısa işlerin uzunlara oranı"},
		{Name: "carpan", Value: r.carpan, Decimals: 1, Unit: "kat", Desc: "sürelerin çarpanı"},
		{Name: "iptal", Value: iptal, Desc: "iptal sinyali (1) ya da yok (0)"},
		{Name: "sureSayi", Value: float64(len(r.Sureler)), Desc: "döngüdeki süre"},
		{Name: "kisaIs", Value: float64(r.N - uzun), Unit: "iş", Desc: "25 ms’yi aşmayan kısa iş", Kind: model.Count},
	}
	for i := range r.Sureler {
		out = append(out, model.Figure{Name: "sure" + strconv.Itoa(i+1) + ".ms", Value: r.sure(i), Decimals: 1, Unit: "ms", Desc: "döngünün " + strconv.Itoa(i+1) + ". işinin süresi"})
	}
	return out
}

func (r *result) ozet() (*model.Table, error) {
	toplam, enUzun, _ := r.totals()
	return &model.Table{Columns: []string{"kalem", "deger"}, Rows: []model.Row{
		{Key: "toplam", Cells: []model.Cell{{Value: toplam, Decimals: 1, Suffix: " ms"}}},
		{Key: "enUzun", Cells: []model.Cell{{Value: enUzun, Decimals: 1, Fixed: true}}},
	}}, nil
}

func (r *result) sureTablosu() (*model.Table, error) {
	t := &model.Table{Columns: []string{"sira", "ms"}}
	for i := range r.Sureler {
		t.Rows = append(t.Rows, model.Row{Cells: []model.Cell{{Value: float64(i + 1)}, {Value: r.sure(i), Decimals: 2, Fixed: true}}})
	}
	return t, nil
}

// chartData is "cizgi"'s data (drawn as cizim.go declares it): seri,
// each job's duration (ms) by its number, thinned to a screen
// (plot.Reduce); sonIs, where the job axis ends (the last job, at least
// 2); sureler, the cycle's durations, one a mark of the chart labelled
// with the item word sure (sure1, sure2, …: its figure .ms).
func (r *result) chartData() (*model.ChartData, error) {
	xs, ys := make([]float64, r.N), make([]float64, r.N)
	for j := range r.N {
		xs[j], ys[j] = float64(j+1), r.sure(j)
	}
	cycle := make([]float64, len(r.Sureler))
	for i := range r.Sureler {
		cycle[i] = r.sure(i)
	}
	d := &model.ChartData{}
	xs, ys = plot.Reduce(xs, ys, plot.MaxPoints)
	d.Series("seri", xs, ys)
	d.Number("sonIs", float64(max(r.N, 2)))
	d.Numbers("sureler", cycle)
	return d, nil
}

// report is what the fixture's listing prints.
func (r *result) report() []model.ReportLine {
	toplam, enUzun, _ := r.totals()
	out := []model.ReportLine{
		{Text: "ornek: " + strconv.Itoa(r.N) + " is"},
		{Text: "toplam " + jsnum.ToFixed(toplam, 1), Table: "ozet", Row: "toplam"},
		{Text: "en uzun " + jsnum.ToFixed(enUzun, 1), Table: "ozet", Row: "enUzun"},
	}
	for i := range r.Sureler {
		out = append(out, model.ReportLine{Text: strconv.Itoa(i+1) + " " + jsnum.ToFixed(r.sure(i), 2), Table: "sureler", Row: strconv.Itoa(i + 1)})
	}
	return out
}
