package goecharts_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/plot"
	"coursesite/plot/goecharts"
)

// line builds a go-echarts line chart of two points the way a model would,
// through Base, ToOption and Finish.
func line(t *testing.T, titles []opts.Title) goecharts.Option {
	t.Helper()
	c := charts.NewLine()
	c.SetGlobalOptions(goecharts.Base("Her işin\n  süresi,\tsırasıyla.", plot.Blue)...)
	c.SetGlobalOptions(charts.WithGridOpts(goecharts.OneGrid()),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: "iş"}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", AxisLabel: goecharts.ValueAxisLabel()}))
	c.AddSeries("süre", []opts.LineData{{Value: []float64{1, 10}}, {Value: []float64{2, 20}}}, goecharts.TooltipUnit("ms"))
	o, err := goecharts.ToOption(c)
	if err != nil {
		t.Fatal(err)
	}
	if o, err = goecharts.Finish(o, titles); err != nil {
		t.Fatal(err)
	}
	return o
}

// TestLine: what every figure needs and go-echarts does not write is
// there — the description on one line, a tooltip kept inside the chart —
// go-echarts' empty toolbox is not, and the tree is plain data down to the
// series' points.
func TestLine(t *testing.T) {
	o := line(t, nil)
	aria, _ := o["aria"].(map[string]any)
	label, _ := aria["label"].(map[string]any)
	if label["description"] != "Her işin süresi, sırasıyla." || aria["enabled"] != true || label["enabled"] != true {
		t.Errorf("aria = %v, want it enabled, the description folded to one line", aria)
	}
	if _, ok := o["toolbox"]; ok {
		t.Error(`the option holds go-echarts' "toolbox"`)
	}
	tooltip, _ := o["tooltip"].(map[string]any)
	if tooltip["confine"] != true || tooltip["trigger"] != "axis" {
		t.Errorf("tooltip = %v, want an axis tooltip confined to the chart", tooltip)
	}
	if _, ok := o["title"]; ok {
		t.Errorf("title = %v, without titles given", o["title"])
	}
	series, _ := o["series"].([]any)
	if len(series) != 1 {
		t.Fatalf("series = %v", o["series"])
	}
	s := series[0].(map[string]any)
	want := []any{map[string]any{"value": []any{1.0, 10.0}}, map[string]any{"value": []any{2.0, 20.0}}}
	if !reflect.DeepEqual(s["data"], want) {
		t.Errorf("data = %#v, want plain data %v", s["data"], want)
	}
	if f := s["tooltip"].(map[string]any)["valueFormatter"]; f != "{value} ms" {
		t.Errorf("the series' tooltip writes %v", f)
	}
}

// TestTitles: Finish makes the layout's titles a list, one per grid.
func TestTitles(t *testing.T) {
	_, layout := goecharts.TwoGrids(40)
	o := line(t, goecharts.Titled(layout, "üst", "alt"))
	titles, _ := o["title"].([]any)
	if len(titles) != 2 {
		t.Fatalf("title = %v, want two", o["title"])
	}
	for i, text := range []string{"üst", "alt"} {
		if got := titles[i].(map[string]any)["text"]; got != text {
			t.Errorf("title %d reads %v, want %q", i, got, text)
		}
	}
}

// TestNarrow: WithNarrow is plot's, for options of go-echarts' types too.
func TestNarrow(t *testing.T) {
	o, err := goecharts.WithNarrow(line(t, nil), goecharts.Option{"legend": opts.Legend{Top: "20"}})
	if err != nil {
		t.Fatal(err)
	}
	media := o["media"].([]any)
	want := []any{
		map[string]any{"query": map[string]any{"maxWidth": plot.NarrowWidth}, "option": map[string]any{"legend": map[string]any{"top": "20"}}},
		map[string]any{"option": map[string]any{"legend": map[string]any{"top": "0"}}},
	}
	if !reflect.DeepEqual(media, want) {
		t.Errorf("media = %v, want %v", media, want)
	}
	if _, err := goecharts.WithNarrow(line(t, nil), goecharts.Option{"dataZoom": []any{}}); err == nil || !strings.Contains(err.Error(), "dataZoom") {
		t.Errorf("a narrow value with nothing to restore: %v", err)
	}
}
