package plot

// Series and their items, for an option begun with Base. A series drawn in
// a plot other than the first names its axes by index ("xAxisIndex",
// "yAxisIndex"); the first plot's need no index.

// Bar is a series of bars named name, in color, one item a category of
// its category axis (Item); its tooltip writes a value with unit.
func Bar(name string, items []any, color, unit string) map[string]any {
	return map[string]any{"type": "bar", "name": name, "data": items,
		"itemStyle": map[string]any{"color": color}, "tooltip": TooltipUnit(unit)}
}

// Curve is a line named name through points (Points), in color and width
// pixels wide, with no mark at each point: a series of many points
// redrawn as a reader moves a control would pay for every mark, and the
// tooltip names each point anyway. Its tooltip writes a value with unit.
func Curve(name string, points []any, color string, width float64, unit string) map[string]any {
	return map[string]any{"type": "line", "name": name, "data": points, "showSymbol": false,
		"lineStyle": map[string]any{"color": color, "width": width},
		"itemStyle": map[string]any{"color": color}, "tooltip": TooltipUnit(unit)}
}

// Scatter is a series of points named name, in color, each item a point
// ([]any{x, y} as its value, with a name and a label of its own if need
// be); its tooltip writes a value with unit.
func Scatter(name string, items []any, color, unit string) map[string]any {
	return map[string]any{"type": "scatter", "name": name, "data": items,
		"itemStyle": map[string]any{"color": color}, "tooltip": TooltipUnit(unit)}
}

// Item is a data item of value; label, when not nil, is its own label (a
// bar's number written on it, see Label).
func Item(value any, label map[string]any) map[string]any {
	if label == nil {
		return map[string]any{"value": value}
	}
	return map[string]any{"value": value, "label": label}
}

// Points are the items of a curve through (xs[i], ys[i]), in order: each
// point an item whose value is [x, y]. A series longer than a screen is
// best thinned first (Reduce).
func Points(xs, ys []float64) []any {
	n := min(len(xs), len(ys))
	items := make([]any, n)
	for i := range n {
		items[i] = map[string]any{"value": []any{xs[i], ys[i]}}
	}
	return items
}

// MarkLine is a series' lines across its plot, one an item (AtX, AtY),
// with no arrow at either end, labelled by label (Label: "{b}" writes an
// item's name) and drawn in style (Dashed). The series that carries them
// may have no data of its own, so that its legend entry hides them.
func MarkLine(label, style map[string]any, items ...any) map[string]any {
	return map[string]any{"symbol": []any{"none", "none"}, "label": label, "lineStyle": style, "data": items}
}

// AtX is a mark line's item: a vertical line at x, named name.
func AtX(name string, x float64) map[string]any { return map[string]any{"name": name, "xAxis": x} }

// AtY is a mark line's item: a horizontal line at y, named name.
func AtY(name string, y float64) map[string]any { return map[string]any{"name": name, "yAxis": y} }

// Dashed is the style of a line that is not data (a threshold, a budget,
// a typical value), width pixels wide: dashed, apart from the series'
// solid lines.
func Dashed(color string, width float64) map[string]any {
	return map[string]any{"type": "dashed", "color": color, "width": width}
}
