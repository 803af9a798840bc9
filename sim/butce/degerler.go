package butce

import (
	"math"
	"slices"
	"strconv"

	"coursesite/model"
	"coursesite/numeral"
	"coursesite/turkce"
)

// figures collects the model's figures, each with its unit, its display
// precision and a description in Turkish.
type figures struct{ list []model.Figure }

func (f *figures) add(name string, v float64, decimals int, unit, desc string) {
	f.list = append(f.list, model.Figure{Name: name, Value: v, Decimals: decimals, Unit: unit, Desc: desc, Kind: birimTuru[unit]})
}

// birimTuru says what each unit measures (model.Kind): the counts of
// things and the lengths of time; any other unit is an amount.
var birimTuru = map[string]model.Kind{
	"istek": model.Count, "kol": model.Count, "okuma": model.Count, "politika": model.Count,
	"rejim": model.Count, "çağrı": model.Count, "kez": model.Count, "süre": model.Count, "senaryo": model.Count,
	"ms": model.Duration, "dk": model.Duration,
}

// given adds a parameter, shown as precisely as it was given (up to six
// decimals): a parameter is the lesson's own number, never rounded away.
func (f *figures) given(name string, v float64, unit, desc string) {
	f.add(name, v, givenDecimals(v), unit, desc)
}

// givenDecimals is how many decimals a parameter is shown with: as many as
// its shortest exact form has, at most six (numeral.Precision).
var givenDecimals = numeral.Precision

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
	f := &figures{}
	f.given("esik", m.K01.Esik, "ms", "uçtan uca eşik")
	f.given("tepeOkuma", m.K01.TepeOkuma, "istek/s", "tepe okuma hızı")
	f.given("tepeUc", m.K01.TepeUc, "istek/s", "uçtaki tepe hız")
	f.given("yanitBayt", m.K01.YanitBayt, "B", "takip yanıtının boyu")
	f.given("gecitPayi", m.GecitPayi, "ms", "ağ geçidinin payı")
	f.add("kolaKalan", m.KolaKalan(), max(givenDecimals(m.K01.Esik), givenDecimals(m.GecitPayi)), "ms", "kola kalan pay")
	f.add("n", float64(m.N), sayim, "istek", "her koşumun dış istek sayısı: her gün ve her dağıtımda gelen bütün istekler")
	f.add("ortancaSirasi", float64(m.N>>1+1), sayim, "", "sıralı uçtan uca sürelerde ortancanın sırası")
	f.add("iptal", b2f(s.Iptal), sayim, "", "koşumların iptal sinyaliyle (1) ya da iptal sinyali olmadan (0) yapıldığı")
	f.given("cagri", m.Cagri, "çağrı", "dış istek başına alt çağrı")
	f.given("sonTarihBayt", m.SonTarihBayt, "B", "son tarih alanının boyu")
	f.given("arizaPayiDk", m.ArizaPayiDk, "dk", "aylık arıza payı")
	for _, a := range AdimListesi {
		f.given("ortanca."+a.Ad(), m.Ortanca.Get(a), "ms", a.Baslik()+" okumasının olağan süresi")
	}

	f.add("yapi.kol", KolSayisi, sayim, "kol", "ağ geçidinin paralel çağırdığı kol")
	f.add("yapi.teslimatOkuma", TeslimatOkuma, sayim, "okuma", "teslimat kolunun okuması")
	f.add("yapi.ucretOkuma", UcretOkuma, sayim, "okuma", "ücretlendirme kolunun ardışık okuması; kola kalan pay bu okumalara bölünür")
	f.add("yapi.politika", PolitikaSayisi, sayim, "politika", "bölüştürme politikası")
	f.add("yapi.rejim", float64(len(RejimListesi)), sayim, "rejim", "karşılaştırılan gün")
	f.add("yapi.cagri", KolSayisi+TeslimatOkuma+UcretOkuma, sayim, "çağrı", "zincirin yapısından dış istek başına alt çağrı")
	// Before the pricing branch's store step was split in two reads.
	f.add("yapi.oncekiCagri", KolSayisi+TeslimatOkuma+UcretDepoAdimi, sayim, "çağrı", "Uygulama Katmanı kursunun saydığı adım çağrısı")

	f.add("agirlik.tarife", s.Agirlik[0], sayim, "", "ağırlıklı dağıtımda tarifenin oran payı: pay olağan sürelerin oranında paylaştırılır")
	f.add("agirlik.olcu", s.Agirlik[1], sayim, "", "ağırlıklı dağıtımda ölçünün oran payı: pay olağan sürelerin oranında paylaştırılır")
	for _, p := range PolitikaListesi {
		f.add("pay."+p.Ad()+".tarife", s.Paylar[p][0], sure, "ms", p.Baslik()+" dağıtımda ilk okumanın, tarife okumasının, payı")
		f.add("pay."+p.Ad()+".olcu", s.Paylar[p][1], sure, "ms", p.Baslik()+" dağıtımda ikinci okumanın, ölçü okumasının, payı")
	}

	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			k := s.Kosum(r, p)
			pre := rejimAdi[r] + "." + p.Ad() + "."
			where := rejimTanimi[r] + " " + p.Baslik() + " dağıtımda "
			f.add(pre+"yanit", float64(k.Yanit), sayim, "istek", where+"yanıtlanan istek")
			f.add(pre+"dusen", float64(k.Dusen), sayim, "istek", where+"düşen istek")
			f.add(pre+"sucTeslimat", float64(k.Basarisiz.Teslimat), sayim, "kez", where+"teslimat okumasının başarısız olduğu")
			f.add(pre+"sucTarife", float64(k.Basarisiz.Tarife), sayim, "kez", where+"tarife okumasının başarısız olduğu")
			f.add(pre+"sucOlcu", float64(k.Basarisiz.Olcu), sayim, "kez", where+"ölçü okumasının başarısız olduğu")
			f.add(pre+"ortanca", k.Ortanca, sure, "ms", where+"uçtan uca sürenin ortancası")
			f.add(pre+"enKotu", k.EnKotu, sure, "ms", where+"en kötü uçtan uca süre")
			f.add(pre+"ortalama", k.Ortalama, sure, "ms", where+"ortalama uçtan uca süre")
			f.add(pre+"yuva", m.Yuva(k.Ortalama), yuvaD, "yuva", where+"çağıranın tuttuğu yuva")
			f.add(pre+"bosaIs", k.BosaIs, sure, "ms", where+"çağıran vazgeçtikten sonra süren boşa iş")
		}
		for _, a := range AdimListesi {
			dg := s.DonguOf(r, a)
			pre := "dongu." + rejimAdi[r] + "." + a.Ad() + "."
			where := rejimTanimi[r] + " " + a.Baslik() + " döngüsünün "
			f.add(pre+"uzunluk", float64(dg.Uzunluk), sayim, "okuma", where+"uzunluğu")
			f.add(pre+"kuyruk", dg.Kuyruk, dg.ondalik, "ms", where+"kuyruğu (en uzun süresi)")
			f.add(pre+"kuyrukSayi", float64(dg.KuyrukSayi), sayim, "kez", where+"döngü başına gelen uzun kuyruk sayısı")
			f.add(pre+"ortanca", dg.Ortanca, dg.ondalik, "ms", where+"ortancası")
			if a != Tarife {
				continue
			}
			// One figure per distinct duration of the cycle, whatever the
			// shares: the names stay the same for every setting, and a
			// duration that does not fit is NaN.
			f.add(pre+"payaSiganSayi", float64(len(dg.PayaSigan)), sayim, "süre", where+"açgözlü paya sığan ayrı süreleri")
			f.add(pre+"olcuyeYetenSayi", float64(len(dg.OlcuyeYeten)), sayim, "süre", where+"ölçüye süre bırakan ayrı süreleri")
			for i := range dg.Ayri {
				n := strconv.Itoa(i + 1)
				f.add(pre+"payaSigan"+n, at(dg.PayaSigan, i), dg.ondalik, "ms", where+"açgözlü paya sığan "+n+". ayrı süresi: bir turun süresi")
				f.add(pre+"olcuyeYeten"+n, at(dg.OlcuyeYeten, i), dg.ondalik, "ms", where+"ölçüye süre bırakan "+n+". süresi")
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
		f.add("ayni."+a.Ad(), ayni, sayim, "", a.Baslik()+" sürelerinin iki günde aynı olduğu (1) ya da olmadığı (0)")
	}
	// How many times its usual median the slow tariff store's median is.
	f.add("tarifeYavaslama", s.DonguOf(TarifeYavas, Tarife).Ortanca/m.Ortanca.Tarife, 1, "kat", "tarife yavaşken tarife ortancasının olağan ortancaya oranı")

	for _, p := range PolitikaListesi {
		y := s.Yuva[p]
		pre := "yuva." + p.Ad() + "."
		where := "tarife yavaşken " + p.Baslik() + " dağıtımda "
		f.add(pre+"cagiran", y.Cagiran, yuvaD, "yuva", where+"çağıranın tuttuğu yuva")
		f.add(pre+"terkEdilen", y.TerkEdilen, yuvaD, "yuva", where+"terk edilen işin tuttuğu yuva")
		f.add(pre+"toplamIptalsiz", y.ToplamIptalsiz, yuvaD, "yuva", where+"iptal sinyali yokken toplam yuva")
		f.add(pre+"toplamIptalli", y.ToplamIptalli, yuvaD, "yuva", where+"iptal sinyaliyle toplam yuva")
	}
	f.add("bosaIsOrani", oran(s.Kosum(TarifeYavas, Agirlikli).BosaIs, s.Kosum(TarifeYavas, Acgozlu).BosaIs), 2, "kat",
		"tarife yavaşken ağırlıklı dağıtımda terk edilen işin (boşa işin) açgözlüdekinin kaç katı olduğu")

	f.add("sonTarih.istekBayt", s.SonTarih.IstekBayt, givenDecimals(s.SonTarih.IstekBayt), "B", "son tarih alanının dış istek başına boyu")
	f.add("sonTarih.yanitYuzde", s.SonTarih.YanitYuzde, yuzdeD, "%", "son tarih alanının takip yanıtına oranı")
	f.add("sonTarih.baytSaniye", s.SonTarih.BaytSaniye, 2, "B/s", "son tarih alanının uçtaki tepe hızda trafiği")
	f.add("sonTarih.kibSaniye", s.SonTarih.KibSaniye, 2, "KiB/s", "son tarih alanının uçtaki tepe hızda trafiği, KiB cinsinden")
	for _, p := range PolitikaListesi[1:] {
		fz := s.Fazladan[p]
		pre := "fazladan." + p.Ad() + "."
		where := "arızasız günde " + p.Baslik() + " dağıtımda açgözlüye göre fazladan düşen "
		f.add(pre+"dusen", float64(fz.Fazla), sayim, "istek", where+"istek")
		// A difference of two counts, not a count: below zero where the
		// greedy policy drops more.
		f.list[len(f.list)-1].Kind = model.Amount
		f.add(pre+"yuzde", fz.Yuzde, yuzdeD, "%", where+"isteklerin oranı")
		f.add(pre+"istekSaniye", fz.IstekSaniye, 2, "istek/s", where+"istek, tepe okuma hızında")
	}

	f.add("duyarlilik.sayi", float64(len(s.Duyarlilik)), sayim, "senaryo", "arıza payı senaryosu")
	for i, r := range s.Duyarlilik {
		n := strconv.Itoa(i + 1)
		pre := "duyarlilik" + n + "."
		sira, _ := turkce.Suffix(turkce.Words(float64(i+1), 0), "(I)ncI")
		where := sira + " yavaşlama senaryosunda "
		f.add(pre+"dk", r.Dk, givenDecimals(r.Dk), "dk", where+"bir yavaşlamanın süresi: yavaşlama bu kadar dakika sürer")
		f.add(pre+"kez", r.Kez, givenDecimals(r.Kez), "kez", where+"yavaşlamanın ayda kaç kez olduğu")
		f.add(pre+"aylik", r.Aylik, max(givenDecimals(r.Aylik), 1), "dk", where+"aylık toplam yavaşlama")
		f.add(pre+"yuzde", r.Yuzde, 1, "%", where+"arıza payının harcanan yüzdesi")
		f.add(pre+"kalan", r.Kalan, 1, "dk", where+"ayın kalanına kalan arıza payı")
	}
	s.taramaDegerleri(f)
	return f.list
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
