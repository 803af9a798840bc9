package geribasinc

import "coursesite/model"

// politikaTablosu is the lesson's table "politikalar": a row per policy.
// Words: the policies' names, and the columns politika, islenen, dusen,
// birlesen, enBuyukKuyruk, enBuyukBekleyen, ortalamaGecikme, enKotuGecikme,
// toparlanma.
func (s *Sonuc) politikaTablosu() (*model.Table, error) {
	t := &model.Table{Columns: []string{"politika", "islenen", "dusen", "birlesen", "enBuyukKuyruk", "enBuyukBekleyen", "ortalamaGecikme", "enKotuGecikme", "toparlanma"}}
	count := func(n int) model.Cell { return model.Cell{Value: float64(n)} }
	ms := func(x float64) model.Cell { return model.Cell{Value: x, Decimals: 1} }
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{
			count(k.Islenen), count(k.Dusen), count(k.Birlesen), count(k.EnBuyukKuyruk), count(k.EnBuyukBekleyen),
			ms(k.Ortalama()), ms(k.EnKotuGecikme), ms(k.Toparlanma)}})
	}
	return t, nil
}

// zincirTablosu is the lesson's table "zincir": where each policy's
// backlog sits in the chain carrier → producer → consumer, a row a policy
// (backpressure's is the chain's, its producer's window bounded). Words:
// the policies' names (or the table's own), and the columns politika,
// tuketici, uretici, tasiyici, dusen, ureticiBildirim, tasiyiciBildirim,
// enKotuGecikme, toparlanma.
func (s *Sonuc) zincirTablosu() (*model.Table, error) {
	t := &model.Table{Columns: []string{"politika", "tuketici", "uretici", "tasiyici", "dusen", "ureticiBildirim", "tasiyiciBildirim", "enKotuGecikme", "toparlanma"}}
	count := func(n int) model.Cell { return model.Cell{Value: float64(n)} }
	ms := func(x float64) model.Cell { return model.Cell{Value: x, Decimals: 1} }
	basla := s.Model.Yavaslama.Baslangic
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		if p == GeriBasinc {
			k = &s.Zincir
		}
		t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{
			count(k.EnBuyukKuyruk), count(k.EnBuyukBekleyen), count(k.EnBuyukTasiyici), count(k.Dusen),
			ms(k.UreticiBildirim - basla), ms(k.TasiyiciBildirim - basla), ms(k.EnKotuGecikme), ms(k.Toparlanma)}})
	}
	return t, nil
}

// duyarlilikTablosu is the lesson's table "duyarlilik": the failure mode's
// scenarios and what each costs against the monthly error budget, a row
// a scenario. Words: the columns sure, ayda, toparlanma, geride, aylik,
// yuzde.
func (s *Sonuc) duyarlilikTablosu() (*model.Table, error) {
	t := &model.Table{Columns: []string{"sure", "ayda", "toparlanma", "geride", "aylik", "yuzde"}}
	dk := func(x float64) model.Cell { return model.Cell{Value: x, Decimals: 1} }
	for _, sc := range s.Model.Senaryolar() {
		t.Rows = append(t.Rows, model.Row{Cells: []model.Cell{
			dk(sc.Dk), dk(sc.Kez), dk(sc.Toparlanma), dk(sc.Geride), dk(sc.Aylik), {Value: sc.Yuzde, Decimals: 1, Fixed: true, Prefix: "%"}}})
	}
	return t, nil
}
