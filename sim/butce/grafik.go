package butce

import (
	"coursesite/model"
	"coursesite/plot"
)

// The lesson's charts' data (model.ChartData), each computed from the
// results by name, as the figures are: every number a chart shows, where
// its axes end, where its marks and labels go, the numbers written inside
// its labels. How each chart is drawn is declared once, with go-echarts,
// in the build-only files cizim*.go (the page's engine links none of it),
// and reads these data by their names; its words are the lesson's.

// seri gives d the series name through (xs[i], ys[i]), thinned to what a
// screen shows with every peak and trough kept (plot.Reduce): a run of
// more requests than a chart has pixels would cost the page for nothing a
// reader sees.
func seri(d *model.ChartData, name string, xs, ys []float64) {
	xs, ys = plot.Reduce(xs, ys, plot.MaxPoints)
	d.Series(name, xs, ys)
}

// egriAdi names the data of regime r and policy p ("arizasiz.acgozlu"),
// as the figures name their runs.
func egriAdi(r Rejim, p Politika) string { return rejimAdi[r] + "." + p.Ad() }
