package charts

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"
)

// option is an ECharts option as a JSON tree. Figures build their options
// with go-echarts and patch here what go-echarts cannot express (a list of
// titles, tooltip confinement).
type option map[string]any

// echart is what every go-echarts rectangular chart offers.
type echart interface {
	Validate()
	JSON() map[string]any
}

// toOption turns a go-echarts chart into an option tree, without the empty
// "toolbox" go-echarts always writes: the runtime registers no toolbox.
func toOption(c echart) (option, error) {
	c.Validate()
	data, err := json.Marshal(c.JSON())
	if err != nil {
		return nil, fmt.Errorf("charts: encode options: %w", err)
	}
	var o option
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&o); err != nil {
		return nil, fmt.Errorf("charts: decode options: %w", err)
	}
	delete(o, "toolbox")
	return o, nil
}

// scriptJSON encodes v for a <script type="application/json"> element: "<",
// ">" and "&" become \u003c, \u003e and \u0026, so no text in the options,
// whatever it says, can close the element or open a comment; U+2028 and
// U+2029 are escaped as well. The output has no newline.
func scriptJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(true)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// The pieces every figure shares.

// base sets what every figure has: the Turkish aria description, the
// legend, an axis tooltip and the palette. Formatter strings holding
// "{value}" are turned by the runtime into functions that write the number
// in Turkish (see runtime/grafik.js).
func base(description string) []charts.GlobalOpts {
	return []charts.GlobalOpts{
		charts.WithAriaOpts(&opts.Aria{Enabled: opts.Bool(true), Label: &opts.AriaLabel{Enabled: opts.Bool(true), Description: description}}),
		charts.WithLegendOpts(opts.Legend{Type: "scroll", Top: "0", Left: "center"}),
		charts.WithTooltipOpts(opts.Tooltip{Trigger: "axis"}),
		charts.WithColorsOpts(opts.Colors{policyColors[0], policyColors[1], policyColors[2], thresholdColor}),
	}
}

// finish applies to an option tree what go-echarts has no field for: the
// tooltip stays inside the chart (phones), and titles become a list, one
// per grid.
func finish(o option, titles []opts.Title) option {
	if t, ok := o["tooltip"].(map[string]any); ok {
		t["confine"] = true
	}
	if titles != nil {
		o["title"] = titles
	} else {
		delete(o, "title")
	}
	return o
}

// Layouts. A figure with two grids stacks them, so each keeps the full width
// on a phone; the CSS gives such a figure a taller canvas.

// oneGrid leaves room for the legend above.
func oneGrid() opts.Grid { return opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "30"} }

// twoGrids stacks two grids under the legend, each under its title. The
// grids share their x axis's meaning, so only the lower one names it.
func twoGrids() ([]opts.Grid, []opts.Title) {
	return []opts.Grid{
			{Top: "68", Left: "8", Right: "16", Bottom: "56%"},
			{Top: "57%", Left: "8", Right: "16", Bottom: "44"},
		}, []opts.Title{
			{Top: "30", Left: "center"},
			{Top: "49%", Left: "center"},
		}
}

// sideGrids puts two grids side by side, for figures of few categories. The
// left one leaves room for the y axis's labels and name; the right one
// shares its scale and shows no labels of its own.
func sideGrids() ([]opts.Grid, []opts.Title) {
	return []opts.Grid{
			{Top: "72", Left: "14%", Right: "48%", Bottom: "30"},
			{Top: "72", Left: "58%", Right: "4%", Bottom: "30"},
		}, []opts.Title{
			{Top: "32", Left: "33%", TextAlign: "center"},
			{Top: "32", Left: "77%", TextAlign: "center"},
		}
}

// titled gives layout titles their text.
func titled(ts []opts.Title, texts ...string) []opts.Title {
	for i := range ts {
		ts[i].Title = texts[i]
		ts[i].TitleStyle = &opts.TextStyle{FontSize: 13, FontWeight: "normal"}
	}
	return ts
}

// valueAxisLabel writes an axis's numbers in Turkish.
func valueAxisLabel() *opts.AxisLabel { return &opts.AxisLabel{Formatter: "{value}"} }

// tooltipUnit makes a series' tooltip write its values in Turkish with a
// unit: "82,4 yuva".
func tooltipUnit(unit string) charts.SeriesOpts {
	return charts.WithSeriesTooltipOpts(opts.SeriesTooltip{ValueFormatter: types.FuncStr("{value} " + unit)})
}

// point is one data item of a series when go-echarts' item types lack a
// field a figure needs (a label or colour per item).
type point struct {
	Name      string          `json:"name,omitempty"`
	Value     any             `json:"value"`
	Label     *opts.Label     `json:"label,omitempty"`
	ItemStyle *opts.ItemStyle `json:"itemStyle,omitempty"`
}
