//go:build !js

package charts

import (
	"encoding/json"
	"fmt"
	"reflect"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/plainjson"
)

// What go-echarts v2.6.7 has no field for, filled in one place: each
// method of Figure below says what go-echarts lacks, and writes the
// ECharts option's field into the chart's option once go-echarts has
// written the rest (gapVisitor, then Figure.option). A declaration calls
// them beside go-echarts' own options. When go-echarts gains a field, its
// method here goes.

// A gap is one field go-echarts cannot write, and how to write it.
type gap struct {
	what  string
	apply func(o map[string]any) error
}

func (f *Figure) fill(what string, apply func(o map[string]any) error) {
	f.gaps = append(f.gaps, gap{what, apply})
}

// gapVisitor is go-echarts' hook into the option it writes: it drops
// the empty toolbox go-echarts always writes (the page's runtime
// registers no toolbox, and the drawing would reserve its room), and an
// empty title.
type gapVisitor struct {
	gocharts.BaseConfigurationVisitor
	f *Figure
}

// Visit implements go-echarts' ConfigurationVisitor. It also drops the
// empty title go-echarts writes for a chart of no title of its own (or of
// a list of them, Titles): ECharts would lay out an empty box for it.
func (v gapVisitor) Visit(o map[string]any) {
	delete(o, "toolbox")
	if t, ok := o["title"].(opts.Title); ok && reflect.ValueOf(t).IsZero() {
		delete(o, "title")
	}
}

// Confine keeps the tooltip inside the chart, so that on a phone it never
// leaves the screen: go-echarts' opts.Tooltip has no confine.
func (f *Figure) Confine() {
	f.fill("tooltip.confine", func(o map[string]any) error {
		t, ok := o["tooltip"].(map[string]any)
		if !ok {
			return fmt.Errorf("the chart has no tooltip")
		}
		t["confine"] = true
		return nil
	})
}

// Titles gives the chart a title per plot: go-echarts holds one title a
// chart (BaseConfiguration.Title).
func (f *Figure) Titles(ts ...opts.Title) {
	f.fill("title", func(o map[string]any) error {
		tree, err := plain(ts)
		o["title"] = tree
		return err
	})
}

// EndLabel is a line's label past its last point (ECharts' series.endLabel).
type EndLabel struct {
	Show      bool   `json:"show"`
	Formatter string `json:"formatter,omitempty"`
	Color     string `json:"color,omitempty"`
	Distance  int    `json:"distance,omitempty"`
}

// SeriesEndLabel writes a label past series i's last point: go-echarts'
// series options have no endLabel.
func (f *Figure) SeriesEndLabel(i int, l EndLabel) { f.seriesField("endLabel", i, l) }

// Sampling thins series i to what its plot's pixels show, keeping its
// peaks (ECharts' "lttb"): go-echarts' series options have no sampling.
func (f *Figure) Sampling(i int, how string) { f.seriesField("sampling", i, how) }

// seriesField sets series i's field key to v.
func (f *Figure) seriesField(key string, i int, v any) {
	f.fill(fmt.Sprintf("series[%d].%s", i, key), func(o map[string]any) error {
		s, err := item(o, "series", i)
		if err != nil {
			return err
		}
		s[key], err = plain(v)
		return err
	})
}

// MarkLineLabel gives item j of series i's mark line a label of its own:
// go-echarts' mark line items (MarkLineNameXAxisItem, …) have no label.
func (f *Figure) MarkLineLabel(i, j int, l *opts.Label) { f.markField("markLine", i, j, "label", l) }

// MarkPointLabelOffset moves the label of item j of series i's mark points
// by dx, dy pixels: go-echarts' opts.Label has no offset.
func (f *Figure) MarkPointLabelOffset(i, j int, dx, dy float64) {
	f.fill(fmt.Sprintf("series[%d].markPoint.data[%d].label.offset", i, j), func(o map[string]any) error {
		m, err := markItem(o, "markPoint", i, j)
		if err != nil {
			return err
		}
		l, ok := m["label"].(map[string]any)
		if !ok {
			return fmt.Errorf("the mark point has no label")
		}
		l["offset"] = []any{dx, dy}
		return nil
	})
}

// MarkLineLabelPadding pads series i's mark lines' labels by vertical and
// horizontal pixels: go-echarts' opts.Label takes padding as a string,
// which ECharts does not read.
func (f *Figure) MarkLineLabelPadding(i int, vertical, horizontal float64) {
	f.fill(fmt.Sprintf("series[%d].markLine.label.padding", i), func(o map[string]any) error {
		s, err := item(o, "series", i)
		if err != nil {
			return err
		}
		ml, ok := s["markLine"].(map[string]any)
		if !ok {
			return fmt.Errorf("the series has no mark line")
		}
		l, ok := ml["label"].(map[string]any)
		if !ok {
			l = map[string]any{}
			ml["label"] = l
		}
		l["padding"] = []any{vertical, horizontal}
		return nil
	})
}

// PointLabel gives point j of series i a label of its own: go-echarts'
// opts.ScatterData has no label.
func (f *Figure) PointLabel(i, j int, l *opts.Label) {
	f.fill(fmt.Sprintf("series[%d].data[%d].label", i, j), func(o map[string]any) error {
		s, err := item(o, "series", i)
		if err != nil {
			return err
		}
		p, err := item(s, "data", j)
		if err != nil {
			return err
		}
		p["label"], err = plain(l)
		return err
	})
}

// LegendItemGap sets the room between the legend's entries, in pixels:
// go-echarts' opts.Legend has no itemGap.
func (f *Figure) LegendItemGap(px int) {
	f.fill("legend.itemGap", func(o map[string]any) error {
		l, ok := o["legend"].(map[string]any)
		if !ok {
			return fmt.Errorf("the chart has no legend")
		}
		l["itemGap"] = float64(px)
		return nil
	})
}

// An Axis is a kind of a chart's axes, as the option names them.
type Axis string

// The axes of a rectangular chart.
const (
	XAxis Axis = "xAxis"
	YAxis Axis = "yAxis"
)

// AxisLabelPadding pads the labels of axis i (of kind axis) by top,
// right, bottom and left pixels: go-echarts' opts.AxisLabel has no
// padding.
func (f *Figure) AxisLabelPadding(axis Axis, i int, top, right, bottom, left float64) {
	f.axisLabelField(axis, i, "padding", []any{top, right, bottom, left})
}

// AxisLabelEvery writes the label of every n-th category of axis i (0:
// every one): go-echarts' opts.AxisLabel takes its interval as a string.
func (f *Figure) AxisLabelEvery(axis Axis, i, n int) {
	f.axisLabelField(axis, i, "interval", float64(n))
}

func (f *Figure) axisLabelField(axis Axis, i int, key string, v any) {
	f.fill(fmt.Sprintf("%s[%d].axisLabel.%s", axis, i, key), func(o map[string]any) error {
		a, err := item(o, string(axis), i)
		if err != nil {
			return err
		}
		l, ok := a["axisLabel"].(map[string]any)
		if !ok {
			l = map[string]any{}
			a["axisLabel"] = l
		}
		l[key] = v
		return nil
	})
}

// A NarrowLayout is what a chart changes on a narrow screen (a phone), as
// go-echarts' options give each part: ECharts' media query merges it over
// the chart's own, a list's items by index (an empty item leaves one as it
// is). Every value it sets must be one the chart sets too, which a wider
// chart gets back (WithNarrow).
type NarrowLayout struct {
	Legend *opts.Legend
	// LegendItemGap is the room between the legend's entries, in pixels:
	// go-echarts' opts.Legend has no itemGap.
	LegendItemGap int
	Titles        []opts.Title
	Grids         []opts.Grid
	// YAxisLabels are the y axes' labels; YAxisLabelPadding pads each
	// (top, right, bottom, left): go-echarts' opts.AxisLabel has no
	// padding.
	YAxisLabels       []opts.AxisLabel
	YAxisLabelPadding [][4]float64
	// BarWidths are the series' bars' widths in pixels, one a series
	// (go-echarts' opts.BarChart.BarWidth, a number here, as a narrow
	// layout's fixed widths are).
	BarWidths []float64
}

// Narrow gives the chart a second layout for narrow charts (a phone), as
// ECharts media queries (WithNarrow): go-echarts has no media.
func (f *Figure) Narrow(n NarrowLayout) {
	f.fill("media", func(o map[string]any) error {
		narrow := map[string]any{}
		if n.Legend != nil || n.LegendItemGap > 0 {
			l := map[string]any{}
			if n.Legend != nil {
				tree, err := plain(n.Legend)
				if err != nil {
					return err
				}
				l, _ = tree.(map[string]any)
			}
			if n.LegendItemGap > 0 {
				l["itemGap"] = float64(n.LegendItemGap)
			}
			narrow["legend"] = l
		}
		for key, list := range map[string]any{"title": n.Titles, "grid": n.Grids} {
			tree, err := plain(list)
			if err != nil {
				return err
			}
			if l, _ := tree.([]any); len(l) > 0 {
				narrow[key] = l
			}
		}
		var axes []any
		for i, label := range n.YAxisLabels {
			tree, err := plain(label)
			if err != nil {
				return err
			}
			l, _ := tree.(map[string]any)
			if i < len(n.YAxisLabelPadding) {
				p := n.YAxisLabelPadding[i]
				l["padding"] = []any{p[0], p[1], p[2], p[3]}
			}
			axes = append(axes, map[string]any{"axisLabel": l})
		}
		if axes != nil {
			narrow["yAxis"] = axes
		}
		var bars []any
		for _, w := range n.BarWidths {
			bars = append(bars, map[string]any{"barWidth": w})
		}
		if bars != nil {
			narrow["series"] = bars
		}
		return WithNarrow(o, narrow)
	})
}

// markField sets field key of item j of series i's marks (markLine,
// markPoint) to v.
func (f *Figure) markField(marks string, i, j int, key string, v any) {
	f.fill(fmt.Sprintf("series[%d].%s.data[%d].%s", i, marks, j, key), func(o map[string]any) error {
		m, err := markItem(o, marks, i, j)
		if err != nil {
			return err
		}
		m[key], err = plain(v)
		return err
	})
}

// markItem returns item j of series i's marks.
func markItem(o map[string]any, marks string, i, j int) (map[string]any, error) {
	s, err := item(o, "series", i)
	if err != nil {
		return nil, err
	}
	ms, ok := s[marks].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("series %d has no %s", i, marks)
	}
	return item(ms, "data", j)
}

// item returns item i of list key of o, an object.
func item(o map[string]any, key string, i int) (map[string]any, error) {
	l, ok := o[key].([]any)
	if !ok || i < 0 || i >= len(l) {
		return nil, fmt.Errorf("no %s[%d]", key, i)
	}
	m, ok := l[i].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s[%d] is no object", key, i)
	}
	return m, nil
}

// plain returns v as JSON reads it back: go-echarts' option types as
// plain data.
func plain(v any) (any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	p, err := plainjson.Parse(data, 64)
	if err != nil {
		return nil, err
	}
	return p.Plain(), nil
}
