package geribasinc

import (
	"fmt"

	"coursesite/model"
)

// The lesson's table: a row per policy. Words: the policies' names, and
// the columns politika, islenen, dusen, birlesen, enBuyukKuyruk,
// enBuyukBekleyen, ortalamaGecikme, enKotuGecikme, toparlanma.
var tabloAdlari = []string{"politikalar"}

// Tablo returns the table called name.
func (s *Sonuc) Tablo(name string) (*model.Table, error) {
	if name != "politikalar" {
		return nil, fmt.Errorf("unknown table %q (tables: %v)", name, tabloAdlari)
	}
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
