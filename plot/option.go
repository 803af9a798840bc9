package plot

import "strings"

// The pieces of an option for a chart that NewLine does not make — bars on
// categories, plots side by side or stacked, marks, points — as plain
// data, each a map a model may change further before it hands the option
// over. They write an option as go-echarts wrote one (the course's first
// lesson drew with it), so charts made either way read alike.

// Base starts an option with what every figure of the course has: the
// description a screen reader reads out (folded to one line), a legend
// above the plots that scrolls, an axis tooltip kept inside the chart
// (on a phone it would leave the screen), and the colours series take in
// turn. The model adds its grids, axes and series.
func Base(description string, colors ...string) map[string]any {
	palette := make([]any, len(colors))
	for i, c := range colors {
		palette[i] = c
	}
	return map[string]any{
		"aria":    map[string]any{"enabled": true, "label": map[string]any{"enabled": true, "description": strings.Join(strings.Fields(description), " ")}},
		"legend":  map[string]any{"type": "scroll", "top": "0", "left": "center"},
		"tooltip": map[string]any{"trigger": "axis", "confine": true},
		"color":   palette,
	}
}

// Grid is a plot's rectangle in the chart: each side's distance from the
// chart's edge, in pixels ("44") or a share of the chart ("56%").
func Grid(top, left, right, bottom string) map[string]any {
	return map[string]any{"top": top, "left": left, "right": right, "bottom": bottom}
}

// Title is a plot's title, text at top and left (as Grid's sides are
// given, or "center"), smaller than ECharts' own so that it does not
// compete with the figure's caption. A chart of several plots gives the
// option a list of them, one a grid.
func Title(text, top, left string) map[string]any {
	return map[string]any{"text": text, "top": top, "left": left,
		"textStyle": map[string]any{"fontSize": 13, "fontWeight": "normal"}}
}

// AxisLabel is an axis's labels: with formatter "{value}" the page writes
// its numbers in Turkish; "" leaves them to ECharts (a category's name).
// Whether the axis's ends are labelled is left to ECharts, written out as
// null, as go-echarts wrote it.
func AxisLabel(formatter string) map[string]any {
	l := map[string]any{"showMinLabel": nil, "showMaxLabel": nil}
	if formatter != "" {
		l["formatter"] = formatter
	}
	return l
}

// Label is a label shown at position, reading formatter: a number the
// model writes ("%42,6"), or "{b}", the item's name.
func Label(position, formatter string) map[string]any {
	return map[string]any{"show": true, "position": position, "formatter": formatter}
}

// TooltipUnit is a series' tooltip that writes a value in Turkish,
// followed by unit: "82,4 yuva".
func TooltipUnit(unit string) map[string]any {
	return map[string]any{"valueFormatter": "{value} " + unit}
}
