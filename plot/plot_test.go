package plot_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"coursesite/charts"
	"coursesite/plot"
)

// words gives every word as "«key»", so that a test sees which key each
// place of the chart reads.
type words struct{}

func (words) Text(key string) string        { return "«" + key + "»" }
func (words) Item(key, scope string) string { return "«" + key + "»" }

func build(t *testing.T, n int) map[string]any {
	t.Helper()
	xs, ys := make([]float64, n), make([]float64, n)
	for i := range xs {
		xs[i], ys[i] = float64(i)*10, float64(i%7)
	}
	ys[3] = math.NaN()
	c := plot.NewLine(words{})
	c.XAxis(0, xs[n-1], "ms")
	c.Series("bekleme", xs, ys, plot.Style{Color: plot.Blue, Step: true, Unit: "iş"})
	c.Interval("yavaslama", 20, 50)
	b, err := charts.Options("bekleme", c.Chart())
	if err != nil {
		t.Fatal(err)
	}
	var o map[string]any
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	return o
}

// TestLine: the words a chart reads stand where a reader meets them, the
// axis ends are round, the interval's edges are marked, and a gap in the
// data is a gap, not a number JSON cannot hold.
func TestLine(t *testing.T) {
	o := build(t, 50)
	js, _ := json.Marshal(o)
	text := string(js)
	for _, want := range []string{
		`"description":"«aciklama»"`, `"name":"«eksenX»"`, `"name":"«eksenY»"`, `"name":"«bekleme»"`,
		`"name":"«yavaslama»"`, `"name":"«yavaslama.baslar»","xAxis":20`, `"name":"«yavaslama.biter»","xAxis":50`,
		`"max":500`, `"formatter":"{value} ms"`, `"valueFormatter":"{value} iş"`, `"step":"end"`, `[30,null]`,
		`"confine":true`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the option lacks %s:\n%.600s", want, text)
		}
	}
	tables, err := charts.DataTables("bekleme", js)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"«eksenX»", "«bekleme»", "«yavaslama.baslar»"} {
		if !strings.Contains(tables, want) {
			t.Errorf("the chart's tables lack %s", want)
		}
	}
}

// TestLineThinned: a series longer than a screen draws at most MaxPoints
// points, its peaks kept.
func TestLineThinned(t *testing.T) {
	o := build(t, 20000)
	data := o["series"].([]any)[0].(map[string]any)["data"].([]any)
	if len(data) > plot.MaxPoints {
		t.Errorf("%d points drawn, at most %d", len(data), plot.MaxPoints)
	}
	top := 0.0
	for _, p := range data {
		if y, ok := p.([]any)[1].(float64); ok {
			top = max(top, y)
		}
	}
	if top != 6 {
		t.Errorf("the highest point drawn is %v, want 6", top)
	}
}
