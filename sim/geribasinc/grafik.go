package geribasinc

import (
	"fmt"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	grafik "coursesite/charts"
	"coursesite/model"
)

// The lesson's charts, in the order it shows them.
var grafikAdlari = []string{"kuyruk", "gecikme"}

// Colours, one per policy, the same in both charts.
var renk = [...]string{Sinirsiz: grafik.Vermilion, Dusur: grafik.Orange, GeriBasinc: grafik.Blue}

// Grafik returns the chart called name, drawn from s with the words w.
func (s *Sonuc) Grafik(name string, w model.Words) (*model.Chart, error) {
	switch name {
	case "kuyruk":
		return s.kuyrukGrafigi(w)
	case "gecikme":
		return s.gecikmeGrafigi(w)
	}
	return nil, fmt.Errorf("unknown chart %q (charts: %v)", name, grafikAdlari)
}

// window draws the slowdown as two dashed vertical lines, labelled with
// the words baslar and biter, on a series of their own.
func (s *Sonuc) window(c *charts.Line, w model.Words) {
	y := s.Model.Yavaslama
	c.AddSeries(w.Text("yavaslama"), nil,
		charts.WithItemStyleOpts(opts.ItemStyle{Color: grafik.Gray}),
		charts.WithMarkLineNameXAxisItemOpts(
			opts.MarkLineNameXAxisItem{Name: w.Text("baslar"), XAxis: y.Baslangic},
			opts.MarkLineNameXAxisItem{Name: w.Text("biter"), XAxis: y.Baslangic + y.Sure},
		),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			Label:     &opts.Label{Show: opts.Bool(true), Position: "insideEndTop", Formatter: "{b}"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: grafik.Gray, Width: 1.5},
		}))
}

// axes sets a chart's value axes and the words that name them (eksenX,
// eksenY).
func axes(c *charts.Line, w model.Words, xMax float64) {
	c.SetGlobalOptions(
		charts.WithGridOpts(opts.Grid{Top: "44", Left: "8", Right: "24", Bottom: "44"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: w.Text("eksenX"), NameLocation: "middle", NameGap: 26, Min: 0, Max: xMax,
			AxisLabel: grafik.ValueAxisLabel(), AxisPointer: &opts.AxisPointer{Label: &opts.Label{Formatter: w.Text("imlec")}}}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", Name: w.Text("eksenY"), NameLocation: "middle", NameGap: 36, AxisLabel: grafik.ValueAxisLabel()}),
	)
}

// son is when the last run ends, the charts' right edge.
func (s *Sonuc) son() float64 {
	t := s.Model.Yavaslama.Baslangic + s.Model.Yavaslama.Sure
	for _, k := range s.Kosumlar {
		t = max(t, k.Bitis)
	}
	return grafik.NiceCeil(t)
}

// kuyrukGrafigi is "kuyruk": how many events wait in the consumer's queue
// as time goes, per policy, and how many the producer holds under
// backpressure; the slowdown marked. Words: the policies' names,
// bekleyen (what the producer holds), yavaslama, baslar, biter, eksenX,
// eksenY, imlec, aciklama.
func (s *Sonuc) kuyrukGrafigi(w model.Words) (*model.Chart, error) {
	c := charts.NewLine()
	c.SetGlobalOptions(grafik.Base(w.Text("aciklama"), renk[0], renk[1], renk[2], grafik.Gray)...)
	axes(c, w, s.son())
	step := func(k *Kosum, y func(Ornek) float64) []opts.LineData {
		xs, ys := make([]float64, len(k.Ornek)), make([]float64, len(k.Ornek))
		for i, o := range k.Ornek {
			xs[i], ys[i] = o.Zaman, y(o)
		}
		xs, ys = grafik.Reduce(xs, ys, grafik.MaxPoints)
		data := make([]opts.LineData, len(xs))
		for i := range xs {
			data[i] = opts.LineData{Value: []float64{xs[i], ys[i]}}
		}
		return data
	}
	line := func(color, dash string) []charts.SeriesOpts {
		return []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{Step: "end", ShowSymbol: opts.Bool(false)}),
			charts.WithLineStyleOpts(opts.LineStyle{Color: color, Width: 2, Type: dash}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			grafik.TooltipUnit("olay"),
		}
	}
	for _, p := range PolitikaListesi {
		c.AddSeries(w.Text(p.Ad()), step(s.Kosum(p), func(o Ornek) float64 { return float64(o.Uzunluk) }), line(renk[p], "solid")...)
	}
	c.AddSeries(w.Text("bekleyen"), step(s.Kosum(GeriBasinc), func(o Ornek) float64 { return float64(o.Bekleyen) }), line(renk[GeriBasinc], "dashed")...)
	return s.bitir(c, w)
}

// gecikmeGrafigi is "gecikme": each processed event's age when the
// projection took it, at the moment it did, per policy; the slowdown
// marked. Words: the policies' names, yavaslama, baslar, biter, eksenX,
// eksenY, imlec, aciklama.
func (s *Sonuc) gecikmeGrafigi(w model.Words) (*model.Chart, error) {
	c := charts.NewLine()
	c.SetGlobalOptions(grafik.Base(w.Text("aciklama"), renk[0], renk[1], renk[2], grafik.Gray)...)
	axes(c, w, s.son())
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		xs, ys := make([]float64, len(k.Islem)), make([]float64, len(k.Islem))
		for i, e := range k.Islem {
			xs[i], ys[i] = e.Zaman, e.Yas
		}
		xs, ys = grafik.Reduce(xs, ys, grafik.MaxPoints)
		data := make([]opts.LineData, len(xs))
		for i := range xs {
			data[i] = opts.LineData{Value: []float64{xs[i], ys[i]}}
		}
		c.AddSeries(w.Text(p.Ad()), data,
			charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(false)}),
			charts.WithLineStyleOpts(opts.LineStyle{Color: renk[p], Width: 1.5}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: renk[p]}),
			grafik.TooltipUnit("ms"))
	}
	return s.bitir(c, w)
}

// bitir gives a chart its slowdown window and makes it the page's option.
func (s *Sonuc) bitir(c *charts.Line, w model.Words) (*model.Chart, error) {
	s.window(c, w)
	o, err := grafik.ToOption(c)
	if err != nil {
		return nil, err
	}
	if o, err = grafik.Finish(o, nil); err != nil {
		return nil, err
	}
	return &model.Chart{Option: o}, nil
}
