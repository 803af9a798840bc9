package butce

import (
	"fmt"

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

// aciklama is the chart's accessible description, as ECharts' aria
// module reads it out.
func aciklama(w model.Words) string { return w.Text("aciklama") }
