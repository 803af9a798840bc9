// Package tables renders the tables the lesson's reference prints
// (shared/lesson/kosum.out) as HTML, from the model's results: Turkish
// headers, numbers in Turkish format rounded as the reference rounds them,
// right-aligned, with a caption. Nothing in a table is typed by hand.
package tables

import (
	"fmt"
	"html"
	"strings"

	"coursesite/sim"
	"coursesite/turkce"
)

// Names lists the tables, in the order the reference prints them.
func Names() []string {
	return []string{"paylar", "arizasiz", "tarifeYavas", "yuva", "sonTarih", "fazladan", "duyarlilik"}
}

// Render returns the table called name as one HTML <figure>.
func Render(s *sim.Sonuc, name string) (string, error) {
	t, ok := build(s, name)
	if !ok {
		return "", fmt.Errorf("unknown table %q (tables: %s)", name, strings.Join(Names(), ", "))
	}
	return t.html(), nil
}

// table is a table before it is written out.
type table struct {
	id      string
	caption string
	head    []string
	rows    [][]string // first cell is a row header, the rest are numbers
}

func (t *table) html() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<figure class="tablo" id="tablo-%s"><div class="tablo-kaydir"><table>`, t.id)
	fmt.Fprintf(&b, "<caption>%s</caption><thead><tr>", html.EscapeString(t.caption))
	for i, h := range t.head {
		cls := ""
		if i > 0 {
			cls = ` class="sayi"`
		}
		fmt.Fprintf(&b, `<th scope="col"%s>%s</th>`, cls, html.EscapeString(h))
	}
	b.WriteString("</tr></thead><tbody>")
	for _, r := range t.rows {
		fmt.Fprintf(&b, `<tr><th scope="row">%s</th>`, html.EscapeString(r[0]))
		for _, c := range r[1:] {
			fmt.Fprintf(&b, `<td class="sayi">%s</td>`, html.EscapeString(c))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table></div></figure>")
	return b.String()
}

// cancellation says whether the runs of s cancel abandoned work: the
// lesson's do not; a reader's scenario on the page may (sim.HesaplaIle).
func cancellation(s *sim.Sonuc) string {
	if s.Iptal {
		return "iptal sinyaliyle"
	}
	return "iptal sinyali yok"
}

// fixed writes x as the reference's toFixed(d) does, in Turkish format.
func fixed(x float64, d int) string { return turkce.Rakam(x, d) }

// str writes x as the reference's String(x) does, in Turkish format.
func str(x float64) string { return turkce.Kisa(x) }

func itoa(i int) string { return str(float64(i)) }

func build(s *sim.Sonuc, name string) (*table, bool) {
	m := s.Model
	switch name {
	case "paylar":
		t := &table{
			id: name,
			caption: fmt.Sprintf("Kola kalan payın bölüştürülmesi: uçtan uca eşik %s ms (K01), ağ geçidi payı %s ms (K03/U3), kola kalan %s ms; olağan süreler: teslimat %s, tarife %s, ölçü %s ms",
				str(m.K01.Esik), str(m.GecitPayi), str(m.KolaKalan()), str(m.Ortanca.Teslimat), str(m.Ortanca.Tarife), str(m.Ortanca.Olcu)),
			head: []string{"Politika", "Tarife payı (ms)", "Ölçü payı (ms)"},
		}
		for _, p := range sim.PolitikaListesi {
			t.rows = append(t.rows, []string{p.Baslik(), fixed(s.Paylar[p][0], 1), fixed(s.Paylar[p][1], 1)})
		}
		return t, true
	case "arizasiz", "tarifeYavas":
		r := sim.Arizasiz
		if name == "tarifeYavas" {
			r = sim.TarifeYavas
		}
		t := &table{
			id:      name,
			caption: fmt.Sprintf("%s: %s dış istek, %s", r.Gun(), itoa(m.N), cancellation(s)),
			head:    []string{"Politika", "Yanıt", "Düşen", "Suç: tarife", "Suç: ölçü", "Ortanca (ms)", "En kötü (ms)", "Ortalama (ms)", "Tutulan yuva", "Boşa iş (ms)"},
		}
		for _, p := range sim.PolitikaListesi {
			k := s.Kosum(r, p)
			t.rows = append(t.rows, []string{p.Baslik(), itoa(k.Yanit), itoa(k.Dusen), itoa(k.Basarisiz.Tarife), itoa(k.Basarisiz.Olcu),
				str(k.Ortanca), str(k.EnKotu), fixed(k.Ortalama, 1), fixed(m.Yuva(k.Ortalama), 1), str(k.BosaIs)})
		}
		return t, true
	case "yuva":
		t := &table{
			id:      name,
			caption: fmt.Sprintf("%s: sistemin meşgul tuttuğu yuva (tepe okuma %s istek/s)", sim.TarifeYavas.Gun(), str(m.K01.TepeOkuma)),
			head:    []string{"Politika", "Çağıran", "Terk edilen", "Toplam (iptalsiz)", "Toplam (iptalli)"},
		}
		for _, p := range sim.PolitikaListesi {
			y := s.Yuva[p]
			t.rows = append(t.rows, []string{p.Baslik(), fixed(y.Cagiran, 1), fixed(y.TerkEdilen, 1), fixed(y.ToplamIptalsiz, 1), fixed(y.ToplamIptalli, 1)})
		}
		return t, true
	case "sonTarih":
		st := s.SonTarih
		return &table{
			id:      name,
			caption: "Arızasız günün bedeli (hesap): son tarih alanı",
			head:    []string{"Kalem", "Değer"},
			rows: [][]string{
				{fmt.Sprintf("Son tarih alanı %s B × %s alt çağrı", str(m.SonTarihBayt), str(m.Cagri)), str(st.IstekBayt) + " B/istek"},
				{fmt.Sprintf("Takip yanıtına (%s B) oranı", str(m.K01.YanitBayt)), "%" + fixed(st.YanitYuzde, 1)},
				{fmt.Sprintf("Tepe uçta (%s istek/s)", str(m.K01.TepeUc)), fixed(st.BaytSaniye, 2) + " B/s"},
				{"KiB cinsinden", fixed(st.KibSaniye, 2) + " KiB/s"},
			},
		}, true
	case "fazladan":
		t := &table{
			id:      name,
			caption: "Arızasız günün bedeli (hesap): açgözlü dağıtıma göre fazladan düşen istekler",
			head:    []string{"Politika", "Fazladan düşen", "Oran", "Tepe okumada (istek/s)"},
		}
		for _, p := range sim.PolitikaListesi[1:] {
			f := s.Fazladan[p]
			t.rows = append(t.rows, []string{p.Baslik(), itoa(f.Fazla) + "/" + itoa(m.N), "%" + fixed(f.Yuzde, 2), fixed(f.IstekSaniye, 2)})
		}
		return t, true
	case "duyarlilik":
		t := &table{
			id:      name,
			caption: "AY10’un duyarlılığı: tarifenin yavaş kaldığı süre",
			head:    []string{"Süre (dk)", "Ayda", "Aylık (dk)", fmt.Sprintf("Arıza payının (%s dk) yüzdesi", str(m.ArizaPayiDk))},
		}
		for _, d := range s.Duyarlilik {
			t.rows = append(t.rows, []string{str(d.Dk), str(d.Kez), str(d.Aylik), "%" + fixed(d.Yuzde, 1)})
		}
		return t, true
	}
	return nil, false
}
