package butce

import (
	"strconv"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/model"
	"coursesite/plot"
	grafik "coursesite/plot/goecharts"
)

// arizaPayiGrafigi is "arizaPayi": for each slowdown scenario, the minutes
// of the monthly error budget it spends and the minutes left. A scenario
// that spends more than the budget shows the budget spent and the excess.
//
// Words: senaryo (a scenario's name, in scope duyarlilikN: .dk, .kez),
// harcanan, kalan, asan (the stacks' parts), payCizgisi (the budget's
// line), eksenX.
func arizaPayiGrafigi(s *Sonuc, w model.Words) (*model.Chart, error) {
	budget := s.Model.ArizaPayiDk
	minutes := func(x float64) string { return plot.Num(x) + " dk" }
	// Read whether or not a scenario spends more than the budget: the word
	// belongs to the chart for every setting.
	asan := w.Text("asan")

	categories := make([]string, len(s.Duyarlilik))
	var spent, left, over []opts.BarData
	anyOver := false
	for i, d := range s.Duyarlilik {
		categories[i] = w.Item("senaryo", "duyarlilik"+strconv.Itoa(i+1))
		inside := &opts.Label{Show: opts.Bool(true), Position: "inside", Formatter: plot.Percent(d.Yuzde)}
		if d.Kalan >= 0 {
			spent = append(spent, opts.BarData{Value: d.Aylik, Label: inside})
			left = append(left, opts.BarData{Value: d.Kalan,
				Label: &opts.Label{Show: opts.Bool(true), Position: "inside", Formatter: minutes(d.Kalan)}})
			over = append(over, opts.BarData{Value: 0})
			continue
		}
		anyOver = true
		spent = append(spent, opts.BarData{Value: budget, Label: inside})
		left = append(left, opts.BarData{Value: 0})
		over = append(over, opts.BarData{Value: -d.Kalan})
	}

	c := charts.NewBar()
	c.SetGlobalOptions(grafik.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)...)
	c.SetGlobalOptions(
		charts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "48"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: w.Text("eksenX"), NameLocation: "middle", NameGap: 26, AxisLabel: grafik.ValueAxisLabel()}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true)}),
	)
	c.SetXAxis(categories)
	c.XYReversal()
	stack := charts.WithBarChartOpts(opts.BarChart{Stack: "pay", BarWidth: "50%"})
	c.AddSeries(w.Text("harcanan"), spent, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: harcananRengi}), grafik.TooltipUnit("dk"),
		charts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: w.Text("payCizgisi"), XAxis: budget}),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "start", Align: "right", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: esikRengi, Width: 1.5},
		}))
	c.AddSeries(w.Text("kalan"), left, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: kalanRengi}), grafik.TooltipUnit("dk"))
	if anyOver {
		c.AddSeries(asan, over, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: asanRengi}), grafik.TooltipUnit("dk"))
	}
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	// On a phone the scenarios' names would take a third of the width
	// beside the bars: there they stand above their bars, inside the plot,
	// and the bars, of a fixed width, leave them the room.
	o["yAxis"].([]any)[0].(map[string]any)["axisLabel"] = map[string]any{"inside": false, "verticalAlign": "middle", "padding": []any{0, 0, 0, 0}}
	var narrowBars []any
	for range grafik.ListOf(o, "series") {
		narrowBars = append(narrowBars, map[string]any{"barWidth": narrowBarWidth})
	}
	if o, err = grafik.Finish(o, nil); err != nil {
		return nil, err
	}
	o, err = grafik.WithNarrow(o, grafik.Option{
		"yAxis":  []any{map[string]any{"axisLabel": map[string]any{"inside": true, "verticalAlign": "bottom", "padding": []any{0, 0, narrowBarWidth/2 + 4, 0}}}},
		"series": narrowBars,
	})
	if err != nil {
		return nil, err
	}
	return &model.Chart{Option: o}, nil
}

// narrowBarWidth is the bars' width on a phone, in pixels: a scenario's
// name fits above its bar in the rest of a category's band, at least 64
// pixels high in a phone's chart.
const narrowBarWidth = 28
