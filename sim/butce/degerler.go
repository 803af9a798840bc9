package butce

import (
	"math"
	"slices"
	"strconv"

	"coursesite/model"
	"coursesite/numeral"
	"coursesite/turkce"
)

// givenDecimals is how many decimals a parameter is shown with: as many as
// its shortest exact form has, at most six (numeral.Precision): a
// parameter is the lesson's own number, never rounded away.
var givenDecimals = numeral.Precision

// givenCount adds a count the parameter file gives, shown as precisely as
// it was given: a file may give a fraction (2.5 sub-calls a request on
// average, half a slowdown a month), which model.Result.Count, a whole
// number, cannot hold.
func givenCount(f *model.Result, name string, v float64, unit, desc string) {
	f.Figures = append(f.Figures, model.Figure{Name: name, Value: v, Decimals: givenDecimals(v), Unit: unit, Desc: desc, Kind: model.Count})
}

// Display precisions of the computed figures.
const (
	sayim  = 0 // a count
	sure   = 1 // a duration the runs compute (ms)
	yuvaD  = 1 // held slots
	yuzdeD = 2 // a percentage
)

// rejimAdi names each regime in figure names; rejimTanimi says it in the
// figures' descriptions.
var (
	rejimAdi    = [...]string{"arizasiz", "tarifeYavas"}
	rejimTanimi = [...]string{"arızasız günde", "tarife deposunun yavaş olduğu günde"}
)

// Degerler names every figure of the lesson. `go run . check -v` prints
// them with their values and descriptions.
func (s *Sonuc) Degerler() []model.Figure {
	m := s.Model
	f := &model.Result{}
	f.Duration("esik", m.K01.Esik, givenDecimals(m.K01.Esik), "ms", "uçtan uca eşik")
	f.Amount("tepeOkuma", m.K01.TepeOkuma, givenDecimals(m.K01.TepeOkuma), "istek/s", "tepe okuma hızı")
	f.Amount("tepeUc", m.K01.TepeUc, givenDecimals(m.K01.TepeUc), "istek/s", "uçtaki tepe hız")
	f.Amount("yanitBayt", m.K01.YanitBayt, givenDecimals(m.K01.YanitBayt), "B", "takip yanıtının boyu")
	f.Duration("gecitPayi", m.GecitPayi, givenDecimals(m.GecitPayi), "ms", "ağ geçidinin payı")
	f.Duration("kolaKalan", m.KolaKalan(), max(givenDecimals(m.K01.Esik), givenDecimals(m.GecitPayi)), "ms", "kola kalan pay")
	f.Count("n", m.N, "istek", "her koşumun dış istek sayısı: her gün ve her dağıtımda gelen bütün istekler")
	f.Amount("ortancaSirasi", float64(m.N>>1+1), sayim, "", "sıralı uçtan uca sürelerde ortancanın sırası")
	f.Amount("iptal", b2f(s.Iptal), sayim, "", "koşumların iptal sinyaliyle (1) ya da iptal sinyali olmadan (0) yapıldığı")
	givenCount(f, "cagri", m.Cagri, "çağrı", "dış istek başına alt çağrı")
	f.Amount("sonTarihBayt", m.SonTarihBayt, givenDecimals(m.SonTarihBayt), "B", "son tarih alanının boyu")
	f.Duration("arizaPayiDk", m.ArizaPayiDk, givenDecimals(m.ArizaPayiDk), "dk", "aylık arıza payı")
	for _, a := range AdimListesi {
		f.Duration("ortanca."+a.Ad(), m.Ortanca.Get(a), givenDecimals(m.Ortanca.Get(a)), "ms", a.Baslik()+" okumasının olağan süresi")
	}

	f.Count("yapi.kol", KolSayisi, "kol", "ağ geçidinin paralel çağırdığı kol")
	f.Count("yapi.teslimatOkuma", TeslimatOkuma, "okuma", "teslimat kolunun okuması")
	f.Count("yapi.ucretOkuma", UcretOkuma, "okuma", "ücretlendirme kolunun ardışık okuması; kola kalan pay bu okumalara bölünür")
	f.Count("yapi.politika", PolitikaSayisi, "politika", "bölüştürme politikası")
	f.Count("yapi.rejim", len(RejimListesi), "rejim", "karşılaştırılan gün")
	f.Count("yapi.cagri", KolSayisi+TeslimatOkuma+UcretOkuma, "çağrı", "zincirin yapısından dış istek başına alt çağrı")
	// Before the pricing branch's store step was split in two reads.
	f.Count("yapi.oncekiCagri", KolSayisi+TeslimatOkuma+UcretDepoAdimi, "çağrı", "Uygulama Katmanı kursunun saydığı adım çağrısı")

	f.Amount("agirlik.tarife", s.Agirlik[0], sayim, "", "ağırlıklı dağıtımda tarifenin oran payı: pay olağan sürelerin oranında paylaştırılır")
	f.Amount("agirlik.olcu", s.Agirlik[1], sayim, "", "ağırlıklı dağıtımda ölçünün oran payı: pay olağan sürelerin oranında paylaştırılır")
	for _, p := range PolitikaListesi {
		f.Duration("pay."+p.Ad()+".tarife", s.Paylar[p][0], sure, "ms", p.Baslik()+" dağıtımda ilk okumanın, tarife okumasının, payı")
		f.Duration("pay."+p.Ad()+".olcu", s.Paylar[p][1], sure, "ms", p.Baslik()+" dağıtımda ikinci okumanın, ölçü okumasının, payı")
	}

	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			pre := rejimAdi[r] + "." + p.Ad() + "."
			where := rejimTanimi[r] + " " + p.Baslik() + " dağıtımda "
			f.Count(pre+"yanit", k.Yanit, "istek", where+"yanıtlanan istek")
			f.Count(pre+"dusen", k.Dusen, "istek", where+"düşen istek")
			f.Count(pre+"sucTeslimat", k.Basarisiz.Teslimat, "kez", where+"teslimat okumasının başarısız olduğu")
			f.Count(pre+"sucTarife", k.Basarisiz.Tarife, "kez", where+"tarife okumasının başarısız olduğu")
			f.Count(pre+"sucOlcu", k.Basarisiz.Olcu, "kez", where+"ölçü okumasının başarısız olduğu")
			f.Duration(pre+"ortanca", k.Ortanca, sure, "ms", where+"uçtan uca sürenin ortancası")
			f.Duration(pre+"enKotu", k.EnKotu, sure, "ms", where+"en kötü uçtan uca süre")
			f.Duration(pre+"ortalama", k.Ortalama, sure, "ms", where+"ortalama uçtan uca süre")
			f.Amount(pre+"yuva", m.Yuva(k.Ortalama), yuvaD, "yuva", where+"çağıranın tuttuğu yuva")
			f.Duration(pre+"bosaIs", k.BosaIs, sure, "ms", where+"çağıran vazgeçtikten sonra süren boşa iş")
		}
		for _, a := range AdimListesi {
			dg := s.DonguOf(r, a)
			pre := "dongu." + rejimAdi[r] + "." + a.Ad() + "."
			where := rejimTanimi[r] + " " + a.Baslik() + " döngüsünün "
			f.Count(pre+"uzunluk", dg.Uzunluk, "okuma", where+"uzunluğu")
			f.Duration(pre+"kuyruk", dg.Kuyruk, dg.ondalik, "ms", where+"kuyruğu (en uzun süresi)")
			f.Count(pre+"kuyrukSayi", dg.KuyrukSayi, "kez", where+"döngü başına gelen uzun kuyruk sayısı")
			f.Duration(pre+"ortanca", dg.Ortanca, dg.ondalik, "ms", where+"ortancası")
			if a != Tarife {
				continue
			}
			// One figure per distinct duration of the cycle, whatever the
			// shares: the names stay the same for every setting, and a
			// duration that does not fit is NaN.
			f.Count(pre+"payaSiganSayi", len(dg.PayaSigan), "süre", where+"açgözlü paya sığan ayrı süreleri")
			f.Count(pre+"olcuyeYetenSayi", len(dg.OlcuyeYeten), "süre", where+"ölçüye süre bırakan ayrı süreleri")
			for i := range dg.Ayri {
				n := strconv.Itoa(i + 1)
				f.Duration(pre+"payaSigan"+n, at(dg.PayaSigan, i), dg.ondalik, "ms", where+"açgözlü paya sığan "+n+". ayrı süresi: bir turun süresi")
				f.Duration(pre+"olcuyeYeten"+n, at(dg.OlcuyeYeten, i), dg.ondalik, "ms", where+"ölçüye süre bırakan "+n+". süresi")
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
		f.Amount("ayni."+a.Ad(), ayni, sayim, "", a.Baslik()+" sürelerinin iki günde aynı olduğu (1) ya da olmadığı (0)")
	}
	// How many times its usual median the slow tariff store's median is.
	f.Amount("tarifeYavaslama", s.DonguOf(TarifeYavas, Tarife).Ortanca/m.Ortanca.Tarife, 1, "kat", "tarife yavaşken tarife ortancasının olağan ortancaya oranı")

	for _, p := range PolitikaListesi {
		y := s.Yuva[p]
		pre := "yuva." + p.Ad() + "."
		where := "tarife yavaşken " + p.Baslik() + " dağıtımda "
		f.Amount(pre+"cagiran", y.Cagiran, yuvaD, "yuva", where+"çağıranın tuttuğu yuva")
		f.Amount(pre+"terkEdilen", y.TerkEdilen, yuvaD, "yuva", where+"terk edilen işin tuttuğu yuva")
		f.Amount(pre+"toplamIptalsiz", y.ToplamIptalsiz, yuvaD, "yuva", where+"iptal sinyali yokken toplam yuva")
		f.Amount(pre+"toplamIptalli", y.ToplamIptalli, yuvaD, "yuva", where+"iptal sinyaliyle toplam yuva")
	}
	f.Amount("bosaIsOrani", oran(s.Kosum(TarifeYavas, Agirlikli).BosaIs, s.Kosum(TarifeYavas, Acgozlu).BosaIs), 2, "kat",
		"tarife yavaşken ağırlıklı dağıtımda terk edilen işin (boşa işin) açgözlüdekinin kaç katı olduğu")

	f.Amount("sonTarih.istekBayt", s.SonTarih.IstekBayt, givenDecimals(s.SonTarih.IstekBayt), "B", "son tarih alanının dış istek başına boyu")
	f.Amount("sonTarih.yanitYuzde", s.SonTarih.YanitYuzde, yuzdeD, "%", "son tarih alanının takip yanıtına oranı")
	f.Amount("sonTarih.baytSaniye", s.SonTarih.BaytSaniye, 2, "B/s", "son tarih alanının uçtaki tepe hızda trafiği")
	f.Amount("sonTarih.kibSaniye", s.SonTarih.KibSaniye, 2, "KiB/s", "son tarih alanının uçtaki tepe hızda trafiği, KiB cinsinden")
	for _, p := range PolitikaListesi[1:] {
		fz := s.Fazladan[p]
		pre := "fazladan." + p.Ad() + "."
		where := "arızasız günde " + p.Baslik() + " dağıtımda açgözlüye göre fazladan düşen "
		// A difference of two counts, not a count: below zero where the
		// greedy policy drops more.
		f.Amount(pre+"dusen", float64(fz.Fazla), sayim, "istek", where+"istek")
		f.Amount(pre+"yuzde", fz.Yuzde, yuzdeD, "%", where+"isteklerin oranı")
		f.Amount(pre+"istekSaniye", fz.IstekSaniye, 2, "istek/s", where+"istek, tepe okuma hızında")
	}

	f.Count("duyarlilik.sayi", len(s.Duyarlilik), "senaryo", "arıza payı senaryosu")
	for i, r := range s.Duyarlilik {
		n := strconv.Itoa(i + 1)
		pre := "duyarlilik" + n + "."
		sira, _ := turkce.Suffix(turkce.Words(float64(i+1), 0), "(I)ncI")
		where := sira + " yavaşlama senaryosunda "
		f.Duration(pre+"dk", r.Dk, givenDecimals(r.Dk), "dk", where+"bir yavaşlamanın süresi: yavaşlama bu kadar dakika sürer")
		givenCount(f, pre+"kez", r.Kez, "kez", where+"yavaşlamanın ayda kaç kez olduğu")
		f.Duration(pre+"aylik", r.Aylik, max(givenDecimals(r.Aylik), 1), "dk", where+"aylık toplam yavaşlama")
		f.Amount(pre+"yuzde", r.Yuzde, 1, "%", where+"arıza payının harcanan yüzdesi")
		f.Duration(pre+"kalan", r.Kalan, 1, "dk", where+"ayın kalanına kalan arıza payı")
	}
	s.taramaDegerleri(f)
	return f.Figures
}

// at returns xs[i], or NaN past its end.
func at(xs []float64, i int) float64 {
	if i < len(xs) {
		return xs[i]
	}
	return math.NaN()
}

// oran is a/b, NaN when b is zero: a ratio to nothing is no number.
func oran(a, b float64) float64 {
	if b == 0 {
		return math.NaN()
	}
	return a / b
}
