package butce

import "coursesite/model"

// Ad is the name the lesson's front matter gives this model (model: butce).
const Ad = "butce"

func init() {
	model.Register(Ad, model.Define(model.Spec[Girdi]{
		Parse:    ParseGirdi,
		Controls: (*Girdi).Kontroller,
		Compute:  (*Girdi).Hesapla,
	}))
}

// ParseGirdi reads a parameter file (Parse), at the lesson's own settings.
func ParseGirdi(file string, data []byte) (*Girdi, error) {
	m, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	return &Girdi{Model: m, Ayar: m.Varsayilan()}, nil
}

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
