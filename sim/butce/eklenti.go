package butce

import "coursesite/model"

// Ad is the name the lesson's front matter gives this model (model: butce).
const Ad = "butce"

// spec declares the model to the engine: the parameter file is Girdi's
// Model, read by its tags (paramfile.Decode), and the reader's settings
// start at the lesson's own.
var spec = model.Spec[Girdi]{
	Prepare:  (*Girdi).hazirla,
	Controls: (*Girdi).Kontroller,
	Compute:  (*Girdi).Hesapla,
}

func init() { model.Register(Ad, model.Define(spec)) }

// Hesapla computes the lesson for g's settings, with cancellation when
// they ask for it.
func (g *Girdi) Hesapla() (*model.Result, error) {
	m, err := g.Model.Uygula(g.Ayar)
	if err != nil {
		return nil, err
	}
	return HesaplaIle(m, g.Ayar.Iptal).Cikti(), nil
}

// Cikti returns the lesson's figures, tables, charts and report.
func (s *Sonuc) Cikti() *model.Result {
	r := &model.Result{Figures: s.Degerler(), Report: s.RaporSatirlari}
	for _, name := range tabloAdlari {
		r.AddTable(name, func() (*model.Table, error) { return s.Tablo(name) })
	}
	r.AddChart("gecikme", s.gecikmeVerisi)
	r.AddChart("gecikmeSirali", s.gecikmeSiraliVerisi)
	r.AddChart("yuva", s.yuvaVerisi)
	r.AddChart("paylar", s.paylarVerisi)
	r.AddChart("arizaPayi", s.arizaPayiVerisi)
	r.AddChart("tarama", s.taramaVerisi)
	return r
}
