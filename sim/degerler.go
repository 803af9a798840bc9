package sim

import (
	"fmt"
	"slices"
	"strconv"
)

// Deger is one named figure of the model. Names are dotted identifiers
// (“tarifeYavas.agirlikli.bosaIs”) so that pages, charts, claims and tests
// ask for a figure by what it is.
type Deger struct {
	Ad    string
	Deger float64
}

// Degerler is the model's figures by name, in a stable order.
type Degerler struct {
	list  []Deger
	index map[string]int
}

// List returns every figure, in the order they were defined.
func (d *Degerler) List() []Deger { return d.list }

// Get returns the figure called name.
func (d *Degerler) Get(name string) (float64, bool) {
	i, ok := d.index[name]
	if !ok {
		return 0, false
	}
	return d.list[i].Deger, true
}

func (d *Degerler) add(name string, v float64) {
	if _, dup := d.index[name]; dup {
		panic("sim: figure defined twice: " + name)
	}
	d.index[name] = len(d.list)
	d.list = append(d.list, Deger{name, v})
}

// rejimAdi names each regime in figure names.
var rejimAdi = [...]string{"arizasiz", "tarifeYavas"}

// Degerler names every figure of the lesson. The author guide lists the
// names; `go run . check -v` prints them with their values.
func (s *Sonuc) Degerler() *Degerler {
	m := s.Model
	d := &Degerler{index: map[string]int{}}
	add := d.add

	add("esik", m.K01.Esik)
	add("tepeOkuma", m.K01.TepeOkuma)
	add("tepeUc", m.K01.TepeUc)
	add("yanitBayt", m.K01.YanitBayt)
	add("gecitPayi", m.GecitPayi)
	add("kolaKalan", m.KolaKalan())
	add("n", float64(m.N))
	add("cagri", m.Cagri)
	add("sonTarihBayt", m.SonTarihBayt)
	add("arizaPayiDk", m.ArizaPayiDk)
	for _, a := range AdimListesi {
		add("ortanca."+a.Ad(), m.Ortanca.Get(a))
	}

	add("yapi.kol", KolSayisi)
	add("yapi.teslimatOkuma", TeslimatOkuma)
	add("yapi.ucretOkuma", UcretOkuma)
	add("yapi.politika", PolitikaSayisi)
	add("yapi.rejim", float64(len(RejimListesi)))
	add("yapi.cagri", KolSayisi+TeslimatOkuma+UcretOkuma)
	// Before the pricing branch's store step was split in two reads.
	add("yapi.oncekiCagri", KolSayisi+TeslimatOkuma+UcretDepoAdimi)

	add("agirlik.tarife", s.Agirlik[0])
	add("agirlik.olcu", s.Agirlik[1])
	for _, p := range PolitikaListesi {
		add("pay."+p.Ad()+".tarife", s.Paylar[p][0])
		add("pay."+p.Ad()+".olcu", s.Paylar[p][1])
	}

	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			pre := rejimAdi[r] + "." + p.Ad() + "."
			add(pre+"yanit", float64(k.Yanit))
			add(pre+"dusen", float64(k.Dusen))
			add(pre+"sucTeslimat", float64(k.Basarisiz.Teslimat))
			add(pre+"sucTarife", float64(k.Basarisiz.Tarife))
			add(pre+"sucOlcu", float64(k.Basarisiz.Olcu))
			add(pre+"ortanca", k.Ortanca)
			add(pre+"enKotu", k.EnKotu)
			add(pre+"ortalama", k.Ortalama)
			add(pre+"yuva", m.Yuva(k.Ortalama))
			add(pre+"bosaIs", k.BosaIs)
		}
		for _, a := range AdimListesi {
			dg := s.DonguOf(r, a)
			pre := "dongu." + rejimAdi[r] + "." + a.Ad() + "."
			add(pre+"uzunluk", float64(dg.Uzunluk))
			add(pre+"kuyruk", dg.Kuyruk)
			add(pre+"kuyrukSayi", float64(dg.KuyrukSayi))
			add(pre+"ortanca", dg.Ortanca)
			if a != Tarife {
				continue
			}
			add(pre+"payaSiganSayi", float64(len(dg.PayaSigan)))
			for i, v := range dg.PayaSigan {
				add(pre+"payaSigan"+strconv.Itoa(i+1), v)
			}
			add(pre+"olcuyeYetenSayi", float64(len(dg.OlcuyeYeten)))
			for i, v := range dg.OlcuyeYeten {
				add(pre+"olcuyeYeten"+strconv.Itoa(i+1), v)
			}
		}
	}
	// 1 where a store's durations are the same in both regimes: the slow
	// day changes only the tariff store.
	for _, a := range AdimListesi {
		ayni := 0.0
		if slices.Equal(m.Rejim.Arizasiz.Get(a), m.Rejim.TarifeYavas.Get(a)) {
			ayni = 1
		}
		add("ayni."+a.Ad(), ayni)
	}
	// How many times its usual median the slow tariff store's median is.
	add("tarifeYavaslama", s.DonguOf(TarifeYavas, Tarife).Ortanca/m.Ortanca.Tarife)

	for _, p := range PolitikaListesi {
		y := s.Yuva[p]
		pre := "yuva." + p.Ad() + "."
		add(pre+"cagiran", y.Cagiran)
		add(pre+"terkEdilen", y.TerkEdilen)
		add(pre+"toplamIptalsiz", y.ToplamIptalsiz)
		add(pre+"toplamIptalli", y.ToplamIptalli)
	}
	add("bosaIsOrani", s.Kosum(TarifeYavas, Agirlikli).BosaIs/s.Kosum(TarifeYavas, Acgozlu).BosaIs)

	add("sonTarih.istekBayt", s.SonTarih.IstekBayt)
	add("sonTarih.yanitYuzde", s.SonTarih.YanitYuzde)
	add("sonTarih.baytSaniye", s.SonTarih.BaytSaniye)
	add("sonTarih.kibSaniye", s.SonTarih.KibSaniye)
	for _, p := range PolitikaListesi[1:] {
		f := s.Fazladan[p]
		pre := "fazladan." + p.Ad() + "."
		add(pre+"dusen", float64(f.Fazla))
		add(pre+"yuzde", f.Yuzde)
		add(pre+"istekSaniye", f.IstekSaniye)
	}

	add("duyarlilik.sayi", float64(len(s.Duyarlilik)))
	for i, r := range s.Duyarlilik {
		pre := fmt.Sprintf("duyarlilik%d.", i+1)
		add(pre+"dk", r.Dk)
		add(pre+"kez", r.Kez)
		add(pre+"aylik", r.Aylik)
		add(pre+"yuzde", r.Yuzde)
		add(pre+"kalan", r.Kalan)
	}
	return d
}
