package butce

import (
	"io"
	"strconv"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
)

// Rapor writes the tables the reference kosum.mjs prints, byte for byte, for
// the parameters of s (RaporSatirlari).
func (s *Sonuc) Rapor(w io.Writer) error {
	var b strings.Builder
	for _, l := range s.RaporSatirlari() {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// RaporSatirlari returns the lines the reference kosum.mjs prints for the
// parameters of s, each with the table row it shows. Where the reference
// prints a literal that is really a parameter (the number of outer
// requests, the monthly error budget, the sensitivity scenarios), the
// parameter is printed, formatted as the reference's JavaScript would
// format it.
func (s *Sonuc) RaporSatirlari() []model.ReportLine {
	m := s.Model
	var out []model.ReportLine
	var b strings.Builder
	// row ends the line being written, as a row of table's called key.
	row := func(table, key string, parts ...string) {
		for _, p := range parts {
			b.WriteString(p)
		}
		for _, l := range strings.Split(b.String(), "\n") {
			out = append(out, model.ReportLine{Text: l})
		}
		out[len(out)-1].Table, out[len(out)-1].Row = table, key
		b.Reset()
	}
	line := func(parts ...string) { row("", "", parts...) }
	str, fixed := jsnum.String, jsnum.ToFixed
	padStart, padEnd := jsnum.PadStart, jsnum.PadEnd

	line("uctan uca esik ", str(m.K01.Esik), " ms (K01), gecit payi ", str(m.GecitPayi),
		" ms (K03/U3), kola kalan ", str(m.KolaKalan()), " ms")
	line("olagan sureler: teslimat ", str(m.Ortanca.Teslimat), ", tarife ", str(m.Ortanca.Tarife),
		", olcu ", str(m.Ortanca.Olcu), " ms")
	line(padEnd("politika", 11), padStart("tarife payi(ms)", 16), padStart("olcu payi(ms)", 15))
	for _, p := range PolitikaListesi {
		pay := s.Paylar[p]
		row("paylar", p.Ad(), padEnd(p.Ad(), 11), padStart(fixed(pay[0], 1), 16), padStart(fixed(pay[1], 1), 15))
	}

	n := strconv.Itoa(m.N)
	for _, r := range RejimListesi {
		line("\n-- ", r.Ad(), " (", n, " dis istek, iptal sinyali yok) --")
		line(padEnd("politika", 11), padStart("yanit", 6), padStart("dusen", 6), padStart("suc:tarife", 11),
			padStart("suc:olcu", 9), padStart("ortanca", 8), padStart("en kotu", 8), padStart("ort.", 7),
			padStart("tutulan yuva", 13), padStart("bosa is(ms)", 12))
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			row(rejimAdi[r], p.Ad(), padEnd(p.Ad(), 11), padStart(strconv.Itoa(k.Yanit), 6), padStart(strconv.Itoa(k.Dusen), 6),
				padStart(strconv.Itoa(k.Basarisiz.Tarife), 11), padStart(strconv.Itoa(k.Basarisiz.Olcu), 9),
				padStart(str(k.Ortanca), 8), padStart(str(k.EnKotu), 8), padStart(fixed(k.Ortalama, 1), 7),
				padStart(fixed(m.Yuva(k.Ortalama), 1), 13), padStart(str(k.BosaIs), 12))
		}
	}

	line("\n-- tarife yavas: sistemin mesgul tuttugu yuva (tepe okuma ", str(m.K01.TepeOkuma), "/s) --")
	line(padEnd("politika", 11), padStart("cagiran", 9), padStart("terk edilen", 12),
		padStart("toplam(iptalsiz)", 17), padStart("toplam(iptalli)", 16))
	for _, p := range PolitikaListesi {
		y := s.Yuva[p]
		row("yuva", p.Ad(), padEnd(p.Ad(), 11), padStart(fixed(y.Cagiran, 1), 9), padStart(fixed(y.TerkEdilen, 1), 12),
			padStart(fixed(y.ToplamIptalsiz, 1), 17), padStart(fixed(y.ToplamIptalli, 1), 16))
	}

	st := s.SonTarih
	line("\n-- arizasiz gunun bedeli (hesap) --")
	row("sonTarih", "alan", "son tarih alani ", str(m.SonTarihBayt), " B x ", str(m.Cagri), " alt cagri = ", str(st.IstekBayt),
		" B/istek, takip yanitinin (", str(m.K01.YanitBayt), " B) %", fixed(st.YanitYuzde, 1))
	row("sonTarih", "tepe", "tepe ucta ", str(m.K01.TepeUc), " istek/s -> ", fixed(st.BaytSaniye, 2), " B/s = ",
		fixed(st.KibSaniye, 2), " KiB/s")
	for _, p := range PolitikaListesi[1:] {
		f := s.Fazladan[p]
		row("fazladan", p.Ad(), padEnd(p.Ad(), 11), ": acgozluye gore ", strconv.Itoa(f.Fazla), "/", n,
			" fazladan dusen istek = %", fixed(f.Yuzde, 2), " -> tepe okumada ", fixed(f.IstekSaniye, 2), " istek/s")
	}

	line("\n-- AY10'un duyarliligi: tarifenin yavas kaldigi sure --")
	butce := "ariza payinin(" + strings.Replace(str(m.ArizaPayiDk), ".", ",", 1) + " dk)"
	line(padStart("sure(dk)", 9), padStart("ayda", 6), padStart("aylik(dk)", 11), padStart(butce, 23))
	for i, d := range s.Duyarlilik {
		row("duyarlilik", strconv.Itoa(i+1), padStart(str(d.Dk), 9), padStart(str(d.Kez), 6), padStart(str(d.Aylik), 11),
			padStart("%"+fixed(d.Yuzde, 1), 23))
	}
	return out
}
