package geribasinc

import "coursesite/model"

// Ad is the name the lesson's front matter gives this model.
const Ad = "geribasinc"

func init() { model.Register(Ad, modeli{}) }

// modeli is the model as the site plugs it in (model.Model).
type modeli struct{}

// Parse implements model.Model.
func (modeli) Parse(file string, data []byte) (model.Params, error) {
	m, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	return parametreler{m}, nil
}

// parametreler is a parsed parameter file (model.Params).
type parametreler struct{ m *Model }

// Controls implements model.Params.
func (p parametreler) Controls() []model.Control { return p.m.Kontroller() }

// Compute implements model.Params.
func (p parametreler) Compute(s model.Settings) (model.Result, error) {
	m, err := p.m.Uygula(s)
	if err != nil {
		return nil, err
	}
	return sonucu{Hesapla(m)}, nil
}

// sonucu is a computed lesson (model.Result).
type sonucu struct{ s *Sonuc }

func (r sonucu) Figures() []model.Figure                                { return r.s.Degerler() }
func (r sonucu) Tables() []string                                       { return tabloAdlari }
func (r sonucu) Table(name string) (*model.Table, error)                { return r.s.Tablo(name) }
func (r sonucu) Charts() []string                                       { return grafikAdlari }
func (r sonucu) Chart(name string, w model.Words) (*model.Chart, error) { return r.s.Grafik(name, w) }
