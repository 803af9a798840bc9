//go:build !js

package geribasinc

import (
	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/charts"
	"coursesite/plot"
)

// The lesson's charts, declared with go-echarts at build time: the model
// gives their data (grafik.go), the page's engine links none of this.
func init() {
	charts.Declare(Ad, "kuyruk", kuyrukCizimi)
	charts.Declare(Ad, "gecikme", gecikmeCizimi)
	charts.Declare(Ad, "zincir", zincirCizimi)
}

// zamanCizgisi starts one of the lesson's charts: time on the horizontal
// axis from 0 to the datum sonZaman, in the words aciklama, eksenX and
// eksenY; colors are its series' in turn, the slowdown's last.
func zamanCizgisi(f *charts.Figure, colors ...string) *gocharts.Line {
	line := gocharts.NewLine()
	line.SetGlobalOptions(append(charts.Base(f, append(colors, plot.Gray)...),
		gocharts.WithGridOpts(charts.OneGrid()),
		gocharts.WithXAxisOpts(opts.XAxis{Type: "value", Name: f.Word("eksenX"), NameLocation: "middle", NameGap: 26,
			Min: 0, Max: f.Number("sonZaman"), AxisLabel: charts.ValueAxisLabel(), AxisPointer: charts.PointerLabel("ms")}),
		gocharts.WithYAxisOpts(opts.YAxis{Type: "value", Name: f.Word("eksenY"), NameLocation: "middle", NameGap: 40,
			AxisLabel: charts.ValueAxisLabel()}),
	)...)
	return line
}

// kuyrukCizimi is "kuyruk": each policy's queue as steps, and what the
// producer holds under backpressure as dashed steps; the slowdown marked.
// Words: the policies' names, bekleyen, yavaslama (and .baslar, .biter),
// and zamanCizgisi's.
func kuyrukCizimi(f *charts.Figure) (charts.Chart, error) {
	line := zamanCizgisi(f, renk[Sinirsiz], renk[Dusur], renk[GeriBasinc], renk[GeriBasinc])
	for _, p := range PolitikaListesi {
		line.AddSeries(f.Word(p.Ad()), f.Line(p.Ad()), charts.Curve(renk[p], 2, false, true, "olay")...)
	}
	line.AddSeries(f.Word("bekleyen"), f.Line("bekleyen"), charts.Curve(renk[GeriBasinc], 2, true, true, "olay")...)
	charts.AddInterval(line, f, "yavaslama", "yavaslamaBaslar", "yavaslamaBiter")
	return line, nil
}

// gecikmeCizimi is "gecikme": each processed event's age as it was
// processed, a line a policy; the slowdown marked. Words: the policies'
// names, yavaslama (and .baslar, .biter), and zamanCizgisi's.
func gecikmeCizimi(f *charts.Figure) (charts.Chart, error) {
	line := zamanCizgisi(f, renk[Sinirsiz], renk[Dusur], renk[GeriBasinc])
	for _, p := range PolitikaListesi {
		line.AddSeries(f.Word(p.Ad()), f.Line(p.Ad()), charts.Curve(renk[p], 1.5, false, false, "ms")...)
	}
	charts.AddInterval(line, f, "yavaslama", "yavaslamaBaslar", "yavaslamaBiter")
	return line, nil
}

// Colours of the chain's hops: the consumer's queue as backpressure's in
// the other charts, the producer's and the carrier's of their own.
var (
	tuketiciRengi = renk[GeriBasinc]
	ureticiRengi  = plot.BluishGreen
	tasiyiciRengi = plot.ReddishPurple
)

// zincirCizimi is "zincir": in the chain under backpressure, the events
// waiting at each hop as steps — the carrier, the producer, the
// consumer's queue; the slowdown marked. Words: tasiyici, uretici,
// tuketici, yavaslama (and .baslar, .biter), and zamanCizgisi's.
func zincirCizimi(f *charts.Figure) (charts.Chart, error) {
	line := zamanCizgisi(f, tasiyiciRengi, ureticiRengi, tuketiciRengi)
	line.AddSeries(f.Word("tasiyici"), f.Line("tasiyici"), charts.Curve(tasiyiciRengi, 2, false, true, "olay")...)
	line.AddSeries(f.Word("uretici"), f.Line("uretici"), charts.Curve(ureticiRengi, 2, false, true, "olay")...)
	line.AddSeries(f.Word("tuketici"), f.Line("tuketici"), charts.Curve(tuketiciRengi, 2, false, true, "olay")...)
	charts.AddInterval(line, f, "yavaslama", "yavaslamaBaslar", "yavaslamaBiter")
	return line, nil
}
