//go:build !js

package butce

import (
	gocharts "github.com/go-echarts/go-echarts/v2/charts"

	"coursesite/charts"
	"coursesite/plot"
)

// The lesson's charts, declared once with go-echarts at build time: the
// model gives their data by name (grafik*.go), these files say where each
// datum and each of the lesson's words goes. The page's engine links none
// of this: after a reader's move it sends the data alone, and the page
// puts each where the build found it (charts.Declare).
func init() {
	charts.Declare(Ad, "gecikme", gecikmeCizimi, charts.Tall())
	charts.Declare(Ad, "gecikmeSirali", gecikmeSiraliCizimi, charts.Tall())
	charts.Declare(Ad, "yuva", yuvaCizimi)
	charts.Declare(Ad, "paylar", paylarCizimi)
	charts.Declare(Ad, "arizaPayi", arizaPayiCizimi)
	charts.Declare(Ad, "tarama", taramaCizimi, charts.Tall())
}

// Colours are fixed per meaning, so a policy looks the same in every
// figure.
var politikaRengi = [...]string{Acgozlu: plot.Vermilion, Esit: plot.Blue, Agirlikli: plot.BluishGreen}

// rejimRengi tells the regimes apart in the sweep, away from the policies'
// colours, which mark the policies there.
var rejimRengi = [...]string{Arizasiz: plot.SkyBlue, TarifeYavas: plot.ReddishPurple}

const (
	esikRengi     = plot.Gray
	tarifeRengi   = plot.Orange
	olcuRengi     = plot.SkyBlue
	cagiranRengi  = plot.Blue
	terkRengi     = plot.Orange
	harcananRengi = plot.Vermilion
	kalanRengi    = plot.BluishGreen
	asanRengi     = plot.Maroon
)

// temel is what every chart of the lesson starts with (charts.Base): its
// description, the word aciklama, and the policies' colours then the
// threshold's for the series in turn.
func temel(f *charts.Figure) []gocharts.GlobalOpts {
	return charts.Base(f, politikaRengi[Acgozlu], politikaRengi[Esit], politikaRengi[Agirlikli], esikRengi)
}

// politikaAdlari are the policies' names, the words of their keys, in the
// model's order: the categories of a chart of bars a policy.
func politikaAdlari(f *charts.Figure) []string {
	out := make([]string, len(PolitikaListesi))
	for i, p := range PolitikaListesi {
		out[i] = f.Word(p.Ad())
	}
	return out
}

// izgarada puts a series in plot g, on its axes: go-echarts' chart options
// (LineChart, BarChart, ScatterChart) set the axes' indexes with
// everything else of theirs, so a series given its curve's options keeps
// them with this.
func izgarada(g int) gocharts.SeriesOpts {
	return gocharts.WithSeriesOpts(func(s *gocharts.SingleSeries) { s.XAxisIndex, s.YAxisIndex = g, g })
}
