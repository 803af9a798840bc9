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

// AxisLabelPadding pads the labels of axis (xAxis or yAxis) i by top,
// right, bottom and left pixels: go-echarts' opts.AxisLabel has no
// padding.
func (f *Figure) AxisLabelPadding(axis string, i int, top, right, bottom, left float64) {
	f.axisLabelField(axis, i, "padding", []any{top, right, bottom, left})
}

// AxisLabelEvery writes the label of every n-th category of axis i (0:
// every one): go-echarts' opts.AxisLabel takes its interval as a string.
func (f *Figure) AxisLabelEvery(axis string, i, n int) {
	f.axisLabelField(axis, i, "interval", float64(n))
}

func (f *Figure) axisLabelField(axis string, i int, key string, v any) {
	f.fill(fmt.Sprintf("%s[%d].axisLabel.%s", axis, i, key), func(o map[string]any) error {
		a, err := item(o, axis, i)
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

// Narrow gives the chart a second layout for narrow charts (a phone), as
// ECharts media queries: narrow holds what changes there, as go-echarts'
// options or plain values (WithNarrow). go-echarts has no media.
func (f *Figure) Narrow(narrow map[string]any) {
	f.fill("media", func(o map[string]any) error {
		tree, err := plain(narrow)
		if err != nil {
			return err
		}
		n, _ := tree.(map[string]any)
		return WithNarrow(o, n)
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
