//go:build !js

package butce

import (
	"strconv"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
)

// taramaSag is the room right of the sweep's plots, in pixels: enough for
// a policy's name beside a point on the right edge (markSide).
const taramaSag = 60

// taramaCizimi is "tarama" (taramaVerisi): dropped requests (top) and held
// slots (bottom) as the tariff's share of the branch budget goes from
// nothing to all of it, both regimes, with the three named policies
// marked, each a series of its own per plot in its colour, so the legend
// names the policies as the points show them.
//
// Words: rejim.arizasiz, rejim.tarifeYavas (the curves), with .iptalle
// (the held slots with a cancel signal), the policies' names (the points),
// ustBaslik and altBaslik (the plots' titles), eksenYUst, eksenYAlt,
// eksenX, imlec.
func taramaCizimi(f *charts.Figure) (charts.Chart, error) {
	grids, titles := charts.TwoGrids(strconv.Itoa(taramaSag))
	f.Titles(charts.Titled(titles, f.Word("ustBaslik"), f.Word("altBaslik"))...)
	line := gocharts.NewLine()
	// Seven entries: on a desktop one row, on a phone two (a plain legend
	// wraps, a scroll legend would page).
	line.SetGlobalOptions(append(temel(f), gocharts.WithGridOpts(grids...),
		gocharts.WithLegendOpts(opts.Legend{Type: "plain", Top: "0", Left: "center", ItemWidth: 25}))...)
	f.LegendItemGap(10)
	yNames := [2]string{f.Word("eksenYUst"), f.Word("eksenYAlt")}
	for g := range 2 {
		x := opts.XAxis{Type: "value", Min: 0, Max: f.Number("kolaKalan"), AxisLabel: charts.ValueAxisLabel(),
			AxisPointer: &opts.AxisPointer{Label: &opts.Label{Formatter: f.Word("imlec")}}}
		y := opts.YAxis{Type: "value", Name: yNames[g], NameLocation: "middle", NameGap: 36, AxisLabel: charts.ValueAxisLabel()}
		if g == 0 {
			// Dropped requests: at most all n of them.
			y.Max = f.Number("istekSayisi")
			line.SetGlobalOptions(gocharts.WithXAxisOpts(x), gocharts.WithYAxisOpts(y))
			continue
		}
		// The plots share the x axis's meaning: only the lower names it.
		x.Name, x.NameLocation, x.NameGap = f.Word("eksenX"), "middle", 26
		x.GridIndex, y.GridIndex = g, g
		line.ExtendXAxis(x)
		line.ExtendYAxis(y)
	}

	i := 0 // the series' index, as AddSeries counts them
	curve := func(g int, word, datum, color string, dashed bool, unit string) {
		line.AddSeries(f.Word(word), f.Line(datum), append(charts.Curve(color, 2, dashed, false, unit), izgarada(g))...)
		f.Sampling(i, "lttb")
		i++
	}
	for _, r := range RejimListesi {
		curve(0, "rejim."+rejimAdi[r], rejimAdi[r]+".dusen", rejimRengi[r], false, "istek")
	}
	for _, r := range RejimListesi {
		curve(1, "rejim."+rejimAdi[r], rejimAdi[r]+".tutulan", rejimRengi[r], false, "yuva")
		curve(1, "rejim."+rejimAdi[r]+".iptalle", rejimAdi[r]+".cagiran", rejimRengi[r], true, "yuva")
	}

	// The policies' points, one a regime, outlined in white, apart from the
	// curve a point sits on, and named beside it, on the side the model
	// gives.
	points := gocharts.NewScatter()
	for g, kind := range []string{"dusen", "tutulan"} {
		unit := "istek"
		if g == 1 {
			unit = "yuva"
		}
		for _, p := range PolitikaListesi {
			name := f.Word(p.Ad())
			x, y, side := f.Numbers(p.Ad()+".pay"), f.Numbers(p.Ad()+"."+kind), f.Texts(p.Ad()+"."+kind+"Yeri")
			data := make([]opts.ScatterData, len(x))
			for j := range data {
				data[j] = opts.ScatterData{Name: f.Word(p.Ad()), Value: []any{x[j], y[j]}}
				f.PointLabel(i, j, &opts.Label{Position: side[j]})
			}
			points.AddSeries(name, data,
				gocharts.WithScatterChartOpts(opts.ScatterChart{SymbolSize: 11, XAxisIndex: g, YAxisIndex: g}),
				gocharts.WithItemStyleOpts(opts.ItemStyle{Color: politikaRengi[p], BorderColor: "#ffffff", BorderWidth: 1}),
				gocharts.WithLabelOpts(opts.Label{Show: opts.Bool(true), Formatter: "{b}", FontSize: 11}),
				charts.TooltipUnit(unit),
			)
			i++
		}
	}
	line.Overlap(points)

	// On a phone the legend takes two rows: the upper plot and its title
	// move down by one.
	f.Narrow(charts.NarrowLayout{
		Legend:        &opts.Legend{ItemWidth: 18},
		LegendItemGap: 8,
		Titles:        []opts.Title{{Top: "54"}},
		Grids:         []opts.Grid{{Top: "92"}},
	})
	return line, nil
}
