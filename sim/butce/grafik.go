package butce

import (
	"fmt"
	"strconv"

	"coursesite/model"
	"coursesite/plot"
)

// The lesson's charts, in the order it shows them, each built from the
// results and the lesson's words (model.Words).
var grafikAdlari = []string{"gecikme", "gecikmeSirali", "yuva", "paylar", "arizaPayi", "tarama"}

var grafikler = map[string]func(*Sonuc, model.Words) (*model.Chart, error){
	"gecikme":       func(s *Sonuc, w model.Words) (*model.Chart, error) { return gecikmeGrafigi(s, w, false) },
	"gecikmeSirali": func(s *Sonuc, w model.Words) (*model.Chart, error) { return gecikmeGrafigi(s, w, true) },
	"yuva":          yuvaGrafigi,
	"paylar":        paylarGrafigi,
	"arizaPayi":     arizaPayiGrafigi,
	"tarama":        taramaGrafigi,
}

// Grafik returns the chart called name, drawn from s with the words w.
func (s *Sonuc) Grafik(name string, w model.Words) (*model.Chart, error) {
	build, ok := grafikler[name]
	if !ok {
		return nil, fmt.Errorf("unknown chart %q (charts: %v)", name, grafikAdlari)
	}
	return build(s, w)
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

// gunAdi is the word that titles regime r's plot ("Arızasız gün").
func gunAdi(w model.Words, r Rejim) string { return w.Text("gun." + rejimAdi[r]) }

// politikaAdi is the word that names policy p ("açgözlü").
func politikaAdi(w model.Words, p Politika) string { return w.Text(p.Ad()) }

// politikaAdlari are the policies' names, in the model's order: the
// categories of a chart of bars a policy.
func politikaAdlari(w model.Words) []any {
	out := make([]any, len(PolitikaListesi))
	for i, p := range PolitikaListesi {
		out[i] = politikaAdi(w, p)
	}
	return out
}

// aciklama is the chart's accessible description, as ECharts' aria
// module reads it out.
func aciklama(w model.Words) string { return w.Text("aciklama") }

// temel starts a chart's option (plot.Base): its description, and the
// policies' colours then the threshold's for the series in turn.
func temel(w model.Words) map[string]any {
	return plot.Base(aciklama(w), politikaRengi[0], politikaRengi[1], politikaRengi[2], esikRengi)
}

// degerEkseni is a value axis named ad, the name centred along it, bosluk
// pixels off the axis: past its numbers.
func degerEkseni(ad string, bosluk int) map[string]any {
	return map[string]any{"type": "value", "name": ad, "nameLocation": "middle", "nameGap": bosluk,
		"axisLabel": plot.AxisLabel("{value}")}
}

// ikiKat stacks two plots under the legend, each under its title, so that
// each keeps the full width on a phone (the chart is Tall). sag is the room
// right of the plots, in pixels: labels past a curve's end need more than
// the axis's last number does.
func ikiKat(sag int, ust, alt string) (izgaralar, basliklar []any) {
	r := strconv.Itoa(sag)
	return []any{plot.Grid("68", "8", r, "56%"), plot.Grid("57%", "8", r, "44")},
		[]any{plot.Title(ust, "30", "center"), plot.Title(alt, "49%", "center")}
}

// yanYana puts two plots side by side, for few categories: the left one
// leaves room for the y axis's labels and name, the right one shares its
// scale and shows no labels of its own. Each title is centred over its
// plot.
func yanYana(sol, sag string) (izgaralar, basliklar []any) {
	baslik := func(text, left string) map[string]any {
		t := plot.Title(text, "32", left)
		t["textAlign"] = "center"
		return t
	}
	return []any{plot.Grid("72", "14%", "48%", "30"), plot.Grid("72", "58%", "4%", "30")},
		[]any{baslik(sol, "33%"), baslik(sag, "77%")}
}

// izgarada puts a series in plot g (its axes'): the first plot's series
// name no index.
func izgarada(seri map[string]any, g int) map[string]any {
	if g > 0 {
		seri["xAxisIndex"], seri["yAxisIndex"] = g, g
	}
	return seri
}
