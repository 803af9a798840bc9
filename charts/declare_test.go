//go:build !js

package charts

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/model"
)

// words reads every word as "«key»", an item's as "«scope:key»".
type words struct{}

func (words) Text(key string) string        { return "«" + key + "»" }
func (words) Item(key, scope string) string { return "«" + scope + ":" + key + "»" }

// testDeclaration declares a chart of a curve, bars that a setting may
// hide, and a threshold's line, as a model's declaration would.
func testDeclaration(t *testing.T, name string, draw func(f *Figure) (Chart, error)) *Declaration {
	t.Helper()
	if _, ok := Declared("test", name); !ok {
		Declare("test", name, draw)
	}
	d, _ := Declared("test", name)
	return d
}

func curveAndBars(f *Figure) (Chart, error) {
	line := gocharts.NewLine()
	line.SetGlobalOptions(
		gocharts.WithLegendOpts(opts.Legend{Show: opts.Bool(true)}),
		gocharts.WithTooltipOpts(opts.Tooltip{Trigger: "axis"}),
		gocharts.WithYAxisOpts(opts.YAxis{Max: f.Number("top"), Name: f.Word("axis")}),
	)
	line.AddSeries(f.Word("curve"), f.Line("curve"),
		gocharts.WithMarkLineNameYAxisItemOpts(opts.MarkLineNameYAxisItem{Name: f.Word("threshold") + " " + f.Text("thresholdText"), YAxis: f.Number("threshold")}))
	bars := gocharts.NewBar()
	bars.AddSeries(f.Word("bars"), f.Bars("bars"))
	line.Overlap(bars)
	f.Confine()
	f.SeriesEndLabel(0, EndLabel{Show: true, Formatter: f.Text("last")})
	return line, nil
}

func testData(hide bool) *model.ChartData {
	d := &model.ChartData{}
	d.Number("top", 300)
	d.Number("threshold", 200)
	d.Text("thresholdText", "200 ms")
	d.Text("last", "93,2")
	d.Series("curve", []float64{1, 2, 3}, []float64{10, math.NaN(), 30})
	d.Numbers("bars", []float64{5, 6, 7})
	if hide {
		d.Hide("bars")
	}
	return d
}

// TestBuild: a declared chart holds the model's data and the lesson's
// words where its declaration put them, what go-echarts lacks filled in,
// and the bindings that put another setting's data in the same places
// give the chart that setting builds.
func TestBuild(t *testing.T) {
	d := testDeclaration(t, "curveAndBars", curveAndBars)
	b, err := d.Build(testData(false), words{})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(b.Option)
	for _, want := range []string{
		`"data":[[1,10],[2,null],[3,30]]`, `"data":[5,6,7]`, `"max":300`, `"yAxis":200`,
		`"name":"«threshold» 200 ms"`, `"confine":true`, `"endLabel":{"formatter":"93,2","show":true}`,
		`"data":["«curve»","«bars»"]`, `"name":"«axis»"`,
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the option lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(string(got), "toolbox") || strings.Contains(string(got), `\u0000`) {
		t.Errorf("the option holds a toolbox or a placeholder:\n%s", got)
	}
	// Another setting: the bars hidden, other numbers. Applying its values
	// to the first option gives what building it gives.
	other, err := d.Build(testData(true), words{})
	if err != nil {
		t.Fatal(err)
	}
	values := Values{Data: map[string]any{}, Words: WordsOf(b.Bindings, words{})}
	for _, x := range testData(true).All() {
		values.Data[x.Name] = WireDatum(x)
	}
	if err := Apply(b.Option, b.Bindings, values); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(b.Option)
	want, _ := json.Marshal(other.Option)
	if string(a) != string(want) {
		t.Errorf("applied:\n%s\nbuilt:\n%s", a, want)
	}
	if !strings.Contains(string(a), `"legend":{"data":["«curve»"]`) {
		t.Errorf("a hidden series stays in the legend:\n%s", a)
	}
	// The bindings survive their wire form.
	back, err := BindingsOf(roundTrip(t, BindingsTree(b.Bindings)))
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(b.Bindings) {
		t.Fatalf("%d bindings back of %d", len(back), len(b.Bindings))
	}
	for i := range back {
		if pathString(back[i].Path) != pathString(b.Bindings[i].Path) || back[i].Datum != b.Bindings[i].Datum || len(back[i].Parts) != len(b.Bindings[i].Parts) {
			t.Errorf("binding %d: %+v back as %+v", i, b.Bindings[i], back[i])
		}
	}
}

func roundTrip(t *testing.T, v any) any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBuildErrors: a datum the model does not give, one of another kind,
// one computed with, and one the model gives that no one reads, are
// errors naming the chart, its declaration's line and what was meant.
func TestBuildErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		draw func(f *Figure) (Chart, error)
		want []string
	}{
		{"typo", func(f *Figure) (Chart, error) {
			l := gocharts.NewLine()
			l.AddSeries("x", f.Line("curv"))
			return l, nil
		}, []string{`chart "typo" of model "test"`, "declare_test.go:", `no datum "curv"`, `did you mean "curve"`}},
		{"kind", func(f *Figure) (Chart, error) {
			l := gocharts.NewLine()
			l.SetGlobalOptions(gocharts.WithYAxisOpts(opts.YAxis{Max: f.Number("curve")}))
			return l, nil
		}, []string{`datum "curve" is a series of points, not a number`}},
		{"computed", func(f *Figure) (Chart, error) {
			l := gocharts.NewLine()
			l.SetGlobalOptions(gocharts.WithYAxisOpts(opts.YAxis{Max: f.Number("top") * 1.2}))
			return l, nil
		}, []string{`reads "top" but places none of it as given`}},
		{"unread", func(f *Figure) (Chart, error) {
			l := gocharts.NewLine()
			l.AddSeries("x", f.Line("curve"))
			return l, nil
		}, []string{`the model gives "top", "threshold"`, "never reads"}},
	} {
		d := testDeclaration(t, c.name, c.draw)
		_, err := d.Build(testData(false), words{})
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v; want it to say %s", c.name, err, w)
			}
		}
	}
}
