package geribasinc

import "coursesite/model"

// Ad is the name the lesson's front matter gives this model.
const Ad = "geribasinc"

func init() {
	model.Register(Ad, model.Define(spec))
}

// spec declares the model to the engine: the parameter file is Model,
// read by its tags (paramfile.Decode), with what it holds beyond the file
// set by hazirla.
var spec = model.Spec[Model]{
	Prepare:  (*Model).hazirla,
	Controls: (*Model).Kontroller,
	Compute:  func(m *Model) (*model.Result, error) { return Hesapla(m).Cikti(), nil },
}

// Cikti returns the lesson's figures, its tables, its charts and its
// report (what its listing prints).
func (s *Sonuc) Cikti() *model.Result {
	r := &model.Result{Figures: s.Degerler()}
	r.AddTable("politikalar", s.politikaTablosu)
	r.AddTable("zincir", s.zincirTablosu)
	r.AddTable("duyarlilik", s.duyarlilikTablosu)
	r.AddChart("kuyruk", s.kuyrukVerisi)
	r.AddChart("gecikme", s.gecikmeVerisi)
	r.AddChart("zincir", s.zincirVerisi)
	r.Report = s.RaporSatirlari
	return r
}
