package charts

import "math"

// option is what a chart's tables are made from, read from its options:
// the grids' titles, how many grids, the axes and the series.
type option struct {
	titles       []string
	grids        int
	xAxes, yAxes []axis
	series       []series
}

// readOption reads o, a chart's options as plain data (model.Chart's
// Option, or JSON read back): what it does not expect — a name that is no
// string, a point's value that is no number — reads as absent, as the
// runtime draws it.
func readOption(o map[string]any) option {
	var r option
	for _, t := range oneOrMany(o["title"]) {
		text, _ := asMap(t)["text"].(string)
		r.titles = append(r.titles, text)
	}
	r.grids = len(oneOrMany(o["grid"]))
	r.xAxes, r.yAxes = readAxes(o["xAxis"]), readAxes(o["yAxis"])
	for _, s := range list(o["series"]) {
		m := asMap(s)
		if m == nil {
			continue
		}
		name, _ := m["name"].(string)
		typ, _ := m["type"].(string)
		ps := list(m["data"])
		r.series = append(r.series, series{Name: name, Type: typ, XAxisIndex: whole(m["xAxisIndex"]), YAxisIndex: whole(m["yAxisIndex"]),
			Data: readPoints(ps), MarkLine: readMarks(m["markLine"]), MarkPoint: readMarks(m["markPoint"])})
	}
	return r
}

func readAxes(v any) []axis {
	var axes []axis
	for _, a := range oneOrMany(v) {
		m := asMap(a)
		typ, _ := m["type"].(string)
		name, _ := m["name"].(string)
		var data []string
		for _, d := range list(m["data"]) {
			s, _ := d.(string)
			data = append(data, s)
		}
		axes = append(axes, axis{Type: typ, Name: name, Data: data, GridIndex: whole(m["gridIndex"])})
	}
	return axes
}

func readMarks(v any) *marks {
	m := asMap(v)
	if m == nil {
		return nil
	}
	ms := &marks{}
	for _, d := range list(m["data"]) {
		dm := asMap(d)
		if dm == nil {
			continue
		}
		name, _ := dm["name"].(string)
		k := mark{Name: name, XAxis: optional(dm["xAxis"]), YAxis: optional(dm["yAxis"])}
		for _, c := range list(dm["coord"]) {
			k.Coord = append(k.Coord, number(c))
		}
		ms.Data = append(ms.Data, k)
	}
	return ms
}

// A point is a series' data item: a number, [x, y], or an object whose
// value is one of those (with a name, a label).
type point struct {
	Name string
	V    []float64 // one value, or x and y; NaN where missing
}

// readPoints reads a series' data. A long series is thousands of items,
// most of a chart's tables: every point's values go in one slice.
func readPoints(items []any) []point {
	ps := make([]point, len(items))
	values := make([]float64, 0, 2*len(items))
	for i, item := range items {
		p := &ps[i]
		if m, ok := item.(map[string]any); ok {
			p.Name, _ = m["name"].(string)
			item = m["value"]
		}
		start := len(values)
		switch x := item.(type) {
		case []float64:
			values = append(values, x...)
		case []any:
			for _, v := range x {
				values = append(values, number(v))
			}
		default:
			values = append(values, number(item))
		}
		p.V = values[start:len(values):len(values)]
	}
	return ps
}

// number is a value as a point's number: null, "-" and anything but a
// number are no value (NaN).
func number(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case int:
		return float64(x)
	case float32:
		return float64(x)
	case int64:
		return float64(x)
	}
	return math.NaN()
}

// optional is a number that may be absent (nil).
func optional(v any) *float64 {
	if f := number(v); !math.IsNaN(f) {
		return &f
	}
	return nil
}

// whole is an index: a whole number, or 0.
func whole(v any) int {
	if f := number(v); f == math.Trunc(f) && f >= 0 && f < 1<<20 {
		return int(f)
	}
	return 0
}

func asMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// oneOrMany reads an option that ECharts takes as one object or a list.
func oneOrMany(v any) []any {
	if v == nil {
		return nil
	}
	if l := list(v); l != nil {
		return l
	}
	return []any{v}
}

// list reads a list of any plain type as a list of values.
func list(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case []map[string]any:
		return convert(x)
	case []string:
		return convert(x)
	case []float64:
		return convert(x)
	case [][]float64:
		return convert(x)
	case []int:
		return convert(x)
	}
	return nil
}

func convert[T any](items []T) []any {
	out := make([]any, len(items))
	for i, item := range items {
		out[i] = item
	}
	return out
}
