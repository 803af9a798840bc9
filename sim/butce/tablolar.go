package butce

import (
	"strconv"

	"coursesite/internal/msg"
	"coursesite/model"
)

// The lesson's tables, in the order the reference prints them. Each holds
// the numbers the reference's kosum.mjs prints, rounded as it rounds them;
// the words that head them are the lesson's.
var tabloAdlari = []string{"paylar", "arizasiz", "tarifeYavas", "yuva", "sonTarih", "fazladan", "duyarlilik"}

// Cell formats: the reference writes numbers with toFixed(d) (Fixed) or
// String(x), which the tables bound to a precision so that a reader's
// settings never print sixteen decimals (at the lesson's parameters the
// two agree).
func fixed(x float64, d int) model.Cell { return model.Cell{Value: x, Decimals: d, Fixed: true} }
func upTo(x float64, d int) model.Cell  { return model.Cell{Value: x, Decimals: d} }
func count(n int) model.Cell            { return model.Cell{Value: float64(n)} }

// Tablo returns the table called name.
func (s *Sonuc) Tablo(name string) (*model.Table, error) {
	m := s.Model
	switch name {
	case "paylar":
		t := &model.Table{Columns: []string{"politika", "tarifePayi", "olcuPayi"}}
		for _, p := range PolitikaListesi {
			t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{fixed(s.Paylar[p][0], 1), fixed(s.Paylar[p][1], 1)}})
		}
		return t, nil
	case "arizasiz", "tarifeYavas":
		r := Arizasiz
		if name == "tarifeYavas" {
			r = TarifeYavas
		}
		t := &model.Table{Columns: []string{"politika", "yanit", "dusen", "sucTarife", "sucOlcu", "ortanca", "enKotu", "ortalama", "yuva", "bosaIs"}}
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{
				count(k.Yanit), count(k.Dusen), count(k.Basarisiz.Tarife), count(k.Basarisiz.Olcu),
				upTo(k.Ortanca, sure), upTo(k.EnKotu, sure), fixed(k.Ortalama, 1), fixed(m.Yuva(k.Ortalama), 1), upTo(k.BosaIs, sure)}})
		}
		return t, nil
	case "yuva":
		t := &model.Table{Columns: []string{"politika", "cagiran", "terkEdilen", "toplamIptalsiz", "toplamIptalli"}}
		for _, p := range PolitikaListesi {
			y := s.Yuva[p]
			t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{
				fixed(y.Cagiran, 1), fixed(y.TerkEdilen, 1), fixed(y.ToplamIptalsiz, 1), fixed(y.ToplamIptalli, 1)}})
		}
		return t, nil
	case "sonTarih":
		st := s.SonTarih
		return &model.Table{Columns: []string{"kalem", "deger"}, Rows: []model.Row{
			{Key: "alan", Cells: []model.Cell{{Value: st.IstekBayt, Decimals: givenDecimals(st.IstekBayt), Suffix: " B/istek"}}},
			{Key: "oran", Cells: []model.Cell{{Value: st.YanitYuzde, Decimals: 1, Fixed: true, Prefix: "%"}}},
			{Key: "tepe", Cells: []model.Cell{{Value: st.BaytSaniye, Decimals: 2, Fixed: true, Suffix: " B/s"}}},
			{Key: "kib", Cells: []model.Cell{{Value: st.KibSaniye, Decimals: 2, Fixed: true, Suffix: " KiB/s"}}},
		}}, nil
	case "fazladan":
		t := &model.Table{Columns: []string{"politika", "fazladan", "oran", "istekSaniye"}}
		for _, p := range PolitikaListesi[1:] {
			f := s.Fazladan[p]
			t.Rows = append(t.Rows, model.Row{Key: p.Ad(), Cells: []model.Cell{
				{Value: float64(f.Fazla), Suffix: "/" + strconv.Itoa(m.N)},
				{Value: f.Yuzde, Decimals: 2, Fixed: true, Prefix: "%"},
				fixed(f.IstekSaniye, 2)}})
		}
		return t, nil
	case "duyarlilik":
		t := &model.Table{Columns: []string{"sure", "ayda", "aylik", "yuzde"}}
		for _, d := range s.Duyarlilik {
			t.Rows = append(t.Rows, model.Row{Cells: []model.Cell{
				upTo(d.Dk, givenDecimals(d.Dk)), upTo(d.Kez, givenDecimals(d.Kez)), upTo(d.Aylik, max(givenDecimals(d.Aylik), 1)),
				{Value: d.Yuzde, Decimals: 1, Fixed: true, Prefix: "%"}}})
		}
		return t, nil
	}
	return nil, msg.Errorf("unknown table %q (tables: %v)", name, tabloAdlari)
}
