package geribasinc

import (
	"math"
	"strconv"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
)

// RaporSatirlari returns the lines the lesson's listing zincir/kosum.mjs
// prints for the parameters of s, each with the table row it shows: the
// chain's table (zincir), a row a policy, and the failure mode's
// scenarios (duyarlilik), each number formatted as the listing's
// JavaScript formats it.
func (s *Sonuc) RaporSatirlari() []model.ReportLine {
	m := s.Model
	var out []model.ReportLine
	line := func(table, row string, parts ...string) {
		for _, l := range strings.Split(strings.Join(parts, ""), "\n") {
			out = append(out, model.ReportLine{Text: l})
		}
		out[len(out)-1].Table, out[len(out)-1].Row = table, row
	}
	str, fixed, padStart, padEnd := jsnum.String, jsnum.ToFixed, jsnum.PadStart, jsnum.PadEnd
	// ms writes a moment or a length of time, sonra a moment after the
	// slowdown's start; "-" for one that never came.
	ms := func(t float64) string {
		if math.IsNaN(t) {
			return "-"
		}
		return fixed(t, 1)
	}
	basla := m.Yavaslama.Baslangic
	sonra := func(t float64) string { return ms(t - basla) }
	count := func(n int) string { return strconv.Itoa(n) }

	line("", "", "zincir: taşıyıcı -> üretici -> tüketici, ", count(m.Olaylar()), " olay, ", str(m.Aralik), " ms’de bir, ",
		count(m.Gonderi), " gönderi")
	line("", "", "tüketicinin kredisi ", count(m.Kuyruk), " olay, üreticinin penceresi ", count(m.Pencere), " olay")
	line("", "", "yavaşlama ", str(basla), "-", str(basla+m.Yavaslama.Sure), " ms; işleme olağan ", str(ortalama(m.Olagan)),
		" ms, yavaş ", str(ortalama(m.Yavas)*m.Siddet()), " ms")
	line("", "", padEnd("politika", 11), padStart("tüketici", 9), padStart("üretici", 8), padStart("taşıyıcı", 9),
		padStart("düşen", 6), padStart("bildirim:üretici", 17), padStart("bildirim:taşıyıcı", 18),
		padStart("en kötü yaş", 12), padStart("toparlanma", 11))
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		if p == GeriBasinc {
			k = &s.Zincir
		}
		line("zincir", p.Ad(), padEnd(p.Ad(), 11), padStart(count(k.EnBuyukKuyruk), 9), padStart(count(k.EnBuyukBekleyen), 8),
			padStart(count(k.EnBuyukTasiyici), 9), padStart(count(k.Dusen), 6), padStart(sonra(k.UreticiBildirim), 17),
			padStart(sonra(k.TasiyiciBildirim), 18), padStart(ms(k.EnKotuGecikme), 12), padStart(ms(k.Toparlanma), 11))
	}

	line("", "", "\n-- AY11’in hata bütçesine etkisi: toparlanma ", fixed(m.ToparlanmaOrani(), 2), " dk/dk --")
	butce := "hata bütçesinin(" + strings.Replace(str(m.ArizaPayiDk), ".", ",", 1) + " dk)"
	line("", "", padStart("süre(dk)", 9), padStart("ayda", 6), padStart("toparlanma(dk)", 15), padStart("geride(dk)", 11),
		padStart("aylık(dk)", 10), padStart(butce, 25))
	for i, sc := range m.Senaryolar() {
		line("duyarlilik", strconv.Itoa(i+1), padStart(fixed(sc.Dk, 1), 9), padStart(fixed(sc.Kez, 1), 6),
			padStart(fixed(sc.Toparlanma, 1), 15), padStart(fixed(sc.Geride, 1), 11), padStart(fixed(sc.Aylik, 1), 10),
			padStart("%"+fixed(sc.Yuzde, 1), 25))
	}
	return out
}
