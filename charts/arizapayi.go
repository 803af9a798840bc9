package charts

import (
	"fmt"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/sim"
)

// errorBudgetFigure is "arizaPayi": for each slowdown scenario, the minutes
// of the monthly error budget it spends and the minutes left. A scenario
// that spends more than the budget shows the budget spent and the excess.
func errorBudgetFigure(s *sim.Sonuc) (figure, error) {
	m := s.Model
	budget := m.ArizaPayiDk
	minutes := func(x float64) string { return num(x) + " dk" }

	categories := make([]string, len(s.Duyarlilik))
	var spent, left, over []opts.BarData
	var sentences []string
	anyOver := false
	for i, d := range s.Duyarlilik {
		categories[i] = fmt.Sprintf("%s dk, ayda %s kez", exact(d.Dk), exact(d.Kez))
		inside := &opts.Label{Show: opts.Bool(true), Position: "inside", Formatter: percent(d.Yuzde)}
		if d.Kalan >= 0 {
			spent = append(spent, opts.BarData{Value: d.Aylik, Label: inside})
			left = append(left, opts.BarData{Value: d.Kalan,
				Label: &opts.Label{Show: opts.Bool(true), Position: "inside", Formatter: minutes(d.Kalan)}})
			over = append(over, opts.BarData{Value: 0})
			sentences = append(sentences, fmt.Sprintf("%s: ayda %s harcanır (%s), %s kalır.",
				categories[i], minutes(d.Aylik), percent(d.Yuzde), minutes(d.Kalan)))
			continue
		}
		anyOver = true
		spent = append(spent, opts.BarData{Value: budget, Label: inside})
		left = append(left, opts.BarData{Value: 0})
		over = append(over, opts.BarData{Value: -d.Kalan})
		sentences = append(sentences, fmt.Sprintf("%s: ayda %s, arıza payının %s kadarı; pay %s aşılır.",
			categories[i], minutes(d.Aylik), percent(d.Yuzde), minutes(-d.Kalan)))
	}
	f := figure{
		caption: fmt.Sprintf("Tarifenin yavaşladığı her senaryoda K01’in aylık %s arıza payından harcanan dakikalar ve ayın kalanına kalanlar.",
			exact(budget)+" dk"),
		description: fmt.Sprintf("Yığılmış yatay çubuk grafik. Aylık arıza payı %s. %s", exact(budget)+" dk", strings.Join(sentences, " ")),
	}

	c := charts.NewBar()
	c.SetGlobalOptions(base(f.description)...)
	c.SetGlobalOptions(
		charts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "16", Bottom: "48"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: "dakika (ayda)", NameLocation: "middle", NameGap: 26, AxisLabel: valueAxisLabel()}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true)}),
	)
	c.SetXAxis(categories)
	c.XYReversal()
	stack := charts.WithBarChartOpts(opts.BarChart{Stack: "pay", BarWidth: "50%"})
	c.AddSeries("harcanan", spent, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: spentColor}), tooltipUnit("dk"),
		charts.WithMarkLineNameXAxisItemOpts(opts.MarkLineNameXAxisItem{Name: "arıza payı " + exact(budget) + " dk", XAxis: budget}),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "start", Align: "right", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: thresholdColor, Width: 1.5},
		}))
	c.AddSeries("kalan", left, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: leftColor}), tooltipUnit("dk"))
	if anyOver {
		c.AddSeries("aşan", over, stack, charts.WithItemStyleOpts(opts.ItemStyle{Color: overColor}), tooltipUnit("dk"))
	}
	o, err := toOption(c)
	if err != nil {
		return figure{}, err
	}
	// On a phone the scenarios' names would take a third of the width
	// beside the bars: there they stand above their bars, inside the plot,
	// and the bars, of a fixed width, leave them the room.
	o["yAxis"].([]any)[0].(map[string]any)["axisLabel"] = map[string]any{"inside": false, "verticalAlign": "middle", "padding": []any{0, 0, 0, 0}}
	var narrowBars []any
	for range listOf(o, "series") {
		narrowBars = append(narrowBars, map[string]any{"barWidth": narrowBarWidth})
	}
	if o, err = finish(o, nil); err != nil {
		return figure{}, err
	}
	f.option, err = withNarrow(o, option{
		"yAxis":  []any{map[string]any{"axisLabel": map[string]any{"inside": true, "verticalAlign": "bottom", "padding": []any{0, 0, narrowBarWidth/2 + 4, 0}}}},
		"series": narrowBars,
	})
	if err != nil {
		return figure{}, err
	}
	return f, nil
}

// narrowBarWidth is the bars' width on a phone, in pixels: a scenario's
// name fits above its bar in the rest of a category's band, at least 64
// pixels high in a phone's chart.
const narrowBarWidth = 28
