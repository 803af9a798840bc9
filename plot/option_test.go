package plot_test

import (
	"reflect"
	"testing"

	"coursesite/plot"
)

// TestBase: every figure's option starts with its description on one line,
// a scrolling legend, a tooltip kept inside the chart and its colours.
func TestBase(t *testing.T) {
	got := plot.Base("Dağıtılan\n   bütçe,\tpolitika başına.", plot.Vermilion, plot.Gray)
	want := map[string]any{
		"aria":    map[string]any{"enabled": true, "label": map[string]any{"enabled": true, "description": "Dağıtılan bütçe, politika başına."}},
		"legend":  map[string]any{"type": "scroll", "top": "0", "left": "center"},
		"tooltip": map[string]any{"trigger": "axis", "confine": true},
		"color":   []any{plot.Vermilion, plot.Gray},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Base = %v\nwant %v", got, want)
	}
}

// TestPieces: the layout's and the axes' pieces, as ECharts reads them.
func TestPieces(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want map[string]any
	}{
		{"Grid", plot.Grid("68", "8", "40", "56%"), map[string]any{"top": "68", "left": "8", "right": "40", "bottom": "56%"}},
		{"Title", plot.Title("Arızasız gün", "30", "center"), map[string]any{"text": "Arızasız gün", "top": "30", "left": "center",
			"textStyle": map[string]any{"fontSize": 13, "fontWeight": "normal"}}},
		{"AxisLabel numbers", plot.AxisLabel("{value}"), map[string]any{"formatter": "{value}", "showMinLabel": nil, "showMaxLabel": nil}},
		{"AxisLabel names", plot.AxisLabel(""), map[string]any{"showMinLabel": nil, "showMaxLabel": nil}},
		{"Label", plot.Label("top", "{b}"), map[string]any{"show": true, "position": "top", "formatter": "{b}"}},
		{"TooltipUnit", plot.TooltipUnit("yuva"), map[string]any{"valueFormatter": "{value} yuva"}},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// TestSeries: bars, curves and points carry their colour, their tooltip's
// unit and their items as given.
func TestSeries(t *testing.T) {
	items := []any{plot.Item(12.5, nil), plot.Item(3, plot.Label("inside", "%42,6"))}
	bar := plot.Bar("harcanan", items, plot.Vermilion, "dk")
	if want := (map[string]any{"type": "bar", "name": "harcanan", "data": []any{
		map[string]any{"value": 12.5},
		map[string]any{"value": 3, "label": map[string]any{"show": true, "position": "inside", "formatter": "%42,6"}},
	}, "itemStyle": map[string]any{"color": plot.Vermilion}, "tooltip": map[string]any{"valueFormatter": "{value} dk"}}); !reflect.DeepEqual(bar, want) {
		t.Errorf("Bar = %v\nwant %v", bar, want)
	}

	points := plot.Points([]float64{1, 2, 3}, []float64{40, 38})
	if want := []any{map[string]any{"value": []any{1.0, 40.0}}, map[string]any{"value": []any{2.0, 38.0}}}; !reflect.DeepEqual(points, want) {
		t.Errorf("Points = %v, want the pairs both lists have, %v", points, want)
	}
	if empty := plot.Points(nil, nil); empty == nil || len(empty) != 0 {
		t.Errorf("Points of nothing = %#v, want an empty list (JSON [], not null)", empty)
	}
	curve := plot.Curve("açgözlü", points, plot.Vermilion, 1.5, "ms")
	if want := (map[string]any{"type": "line", "name": "açgözlü", "data": points, "showSymbol": false,
		"lineStyle": map[string]any{"color": plot.Vermilion, "width": 1.5}, "itemStyle": map[string]any{"color": plot.Vermilion},
		"tooltip": map[string]any{"valueFormatter": "{value} ms"}}); !reflect.DeepEqual(curve, want) {
		t.Errorf("Curve = %v\nwant %v", curve, want)
	}

	scatter := plot.Scatter("eşit", []any{map[string]any{"name": "eşit", "value": []any{90.0, 0.0}}}, plot.Blue, "istek")
	if scatter["type"] != "scatter" || scatter["itemStyle"].(map[string]any)["color"] != plot.Blue || len(scatter["data"].([]any)) != 1 {
		t.Errorf("Scatter = %v", scatter)
	}
}

// TestMarkLine: lines across the plot at x and at y, without arrows, in
// the style given.
func TestMarkLine(t *testing.T) {
	got := plot.MarkLine(plot.Label("insideStartTop", "{b}"), plot.Dashed(plot.Gray, 1.5), plot.AtY("eşik", 200), plot.AtX("ortanca", 25))
	want := map[string]any{
		"symbol":    []any{"none", "none"},
		"label":     map[string]any{"show": true, "position": "insideStartTop", "formatter": "{b}"},
		"lineStyle": map[string]any{"type": "dashed", "color": plot.Gray, "width": 1.5},
		"data":      []any{map[string]any{"name": "eşik", "yAxis": 200.0}, map[string]any{"name": "ortanca", "xAxis": 25.0}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("MarkLine = %v\nwant %v", got, want)
	}
}
