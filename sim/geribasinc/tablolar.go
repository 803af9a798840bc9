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
