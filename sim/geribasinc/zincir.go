package geribasinc

import (
	"math"
	"strconv"

	"coursesite/model"
)

// The chain: the carrier makes the events, the producer takes them and
// sends them on, the consumer processes them into the projection. Under
// backpressure each hop is bounded: the consumer gives the producer a
// credit a free place of its queue (a credit window of Kuyruk), and the
// producer pulls the carrier's next event only while it holds fewer than
// its window (Pencere). The signal that the consumer has slowed reaches
// the producer when it first has an event and no credit, and the carrier
// when the producer first leaves an event with it (Model.Zincir).

// Sinyal is one hop's first refusal in the chain: when it came, and what
// a reader counts to find it by hand — the events that came from the
// slowdown's start up to it (that one included) and the services that
// ended meanwhile. NaN when it never came.
type Sinyal struct {
	An, Gelen, Islenen float64
}

// sinyal counts the first refusal at t in run k.
func (s *Sonuc) sinyal(k *Kosum, t float64) Sinyal {
	if math.IsNaN(t) {
		return Sinyal{math.NaN(), math.NaN(), math.NaN()}
	}
	m := s.Model
	basla := m.Yavaslama.Baslangic
	islenen := 0
	for _, e := range k.Islem {
		if e.Zaman >= basla && e.Zaman <= t {
			islenen++
		}
	}
	return Sinyal{An: t, Gelen: float64(m.gelen(basla, t) + 1), Islenen: float64(islenen)}
}

// onceden counts the events of run k that came before the slowdown
// started and were still waiting or in service when it did.
func (s *Sonuc) onceden(k *Kosum) int {
	basla, n := s.Model.Yavaslama.Baslangic, 0
	for _, e := range k.Islem {
		if e.Zaman-e.Yas < basla && e.Zaman >= basla {
			n++
		}
	}
	return n
}

// zincirDegerleri adds the chain's figures to r: its bounds, what each hop
// held at most, when the signal reached the producer and the carrier, and
// the counts that find those moments by hand.
func (s *Sonuc) zincirDegerleri(r *model.Result) {
	m, z := s.Model, &s.Zincir
	basla := m.Yavaslama.Baslangic
	r.Count("pencere", m.Pencere, "olay", "zincirde üreticinin penceresi: taşıyıcıdan alıp tüketicinin kredisini beklerken en çok tutabildiği olay")
	const where = "zincirde geri basınçla "
	r.Count("zincir.tuketici", z.EnBuyukKuyruk, "olay", where+"tüketicinin kuyruğunda en çok bekleyen olay")
	r.Count("zincir.uretici", z.EnBuyukBekleyen, "olay", where+"üreticinin en çok tuttuğu olay")
	r.Count("zincir.tasiyici", z.EnBuyukTasiyici, "olay", where+"taşıyıcıda en çok bekleyen olay: üreticinin penceresi doluyken")
	r.Count("zincir.islenen", z.Islenen, "olay", where+"işlenen olay")
	r.Count("zincir.birlesen", z.Birlesen, "olay", where+"üreticide aynı gönderinin yeni durumuyla birleşen olay")
	r.Duration("zincir.enKotuGecikme", z.EnKotuGecikme, 1, "ms", where+"işlenen en yaşlı olayın yaşı")
	r.Duration("zincir.toparlanma", z.Toparlanma, 1, "ms", where+"yavaşlama bittikten sonra birikimin erimesi")
	r.Amount("zincir.tasiyiciYuzde", oran(100*float64(z.EnBuyukTasiyici), float64(z.EnBuyukKuyruk+z.EnBuyukBekleyen+z.EnBuyukTasiyici)), 1, "%",
		where+"birikimin en kalabalık anında taşıyıcıda bekleyen payı")
	r.Count("zincir.onceden", s.onceden(z), "olay", where+"yavaşlama başladığında tüketicide işlemde ya da kuyrukta olan olay")
	for _, h := range []struct {
		ad, kim string
		t       float64
	}{{"uretici", "üreticiye", z.UreticiBildirim}, {"tasiyici", "taşıyıcıya", z.TasiyiciBildirim}} {
		sg, pre := s.sinyal(z, h.t), "zincir."+h.ad+"Bildirim"
		r.Duration(pre+".an", sg.An, 1, "ms", "bildirimin "+h.kim+" ulaştığı an: ilk kez bir olayı geri çevirdiği")
		r.Duration(pre+".sonra", sg.An-basla, 1, "ms", "bildirimin yavaşlama başladıktan kaç milisaniye sonra "+h.kim+" ulaştığı")
		r.Figures = append(r.Figures,
			model.Figure{Name: pre + ".gelen", Value: sg.Gelen, Unit: "olay", Kind: model.Count,
				Desc: "yavaşlama başladığından bildirim " + h.kim + " ulaşana kadar gelen olay, geri çevrilen dahil"},
			model.Figure{Name: pre + ".islenen", Value: sg.Islenen, Unit: "olay", Kind: model.Count,
				Desc: "yavaşlama başladığından bildirim " + h.kim + " ulaşana kadar tüketicinin bitirdiği olay"})
	}
	r.Amount("zincir.islemBasinaGelen", oran(ortalama(m.Yavas)*m.Siddet(), m.Aralik), 1, "olay", "tüketici yavaşken bir olayı işlediği sürede gelen olay")
	r.Duration("zincir.yayilma", z.TasiyiciBildirim-z.UreticiBildirim, 1, "ms", "bildirimin üreticiden taşıyıcıya yayılması: iki ilk geri çevirme arasındaki süre")
}

// Senaryo is one of the failure mode's scenarios (Model.Duyarlilik) and
// what it costs against the monthly error budget when every event must be
// processed: the backlog grows as long as the slowdown lasts and clears at
// the consumer's surplus (ToparlanmaOrani).
type Senaryo struct {
	Dk, Kez    float64 // minutes a slowdown lasts, times a month
	Toparlanma float64 // minutes its backlog takes to clear after it
	Geride     float64 // minutes the projection lags behind: the slowdown and the recovery
	Aylik      float64 // Geride times Kez
	Yuzde      float64 // Aylik's share of the error budget (%)
	Kalan      float64 // the budget's minutes left that month (below 0: spent over)
}

// ToparlanmaOrani is the minutes a backlog takes to clear for each minute
// of slowdown, at the mean rates: while slow the backlog grows at the
// rate minus the slow consumer's, afterwards it shrinks at the usual
// consumer's minus the rate.
func (m *Model) ToparlanmaOrani() float64 {
	hiz := 1000 / m.Aralik
	return oran(hiz-1000/(ortalama(m.Yavas)*m.Siddet()), 1000/ortalama(m.Olagan)-hiz)
}

// Senaryolar computes the failure mode's scenarios.
func (m *Model) Senaryolar() []Senaryo {
	out := make([]Senaryo, len(m.Duyarlilik))
	for i, d := range m.Duyarlilik {
		sc := Senaryo{Dk: d[0], Kez: d[1], Toparlanma: d[0] * m.ToparlanmaOrani()}
		sc.Geride = sc.Dk + sc.Toparlanma
		sc.Aylik = sc.Geride * sc.Kez
		sc.Yuzde = 100 * sc.Aylik / m.ArizaPayiDk
		sc.Kalan = m.ArizaPayiDk - sc.Aylik
		out[i] = sc
	}
	return out
}

// duyarlilikDegerleri adds the failure mode's figures to r.
func (s *Sonuc) duyarlilikDegerleri(r *model.Result) {
	m := s.Model
	r.Duration("arizaPayiDk", m.ArizaPayiDk, 1, "dk", "K01’in aylık hata bütçesi")
	hiz, yavas, olagan := 1000/m.Aralik, 1000/(ortalama(m.Yavas)*m.Siddet()), 1000/ortalama(m.Olagan)
	r.Amount("birikimHizi", hiz-yavas, 1, "olay/s", "yavaşlama sürerken birikimin büyüme hızı: gelen olay eksi yavaş tüketicinin işlediği")
	r.Amount("erimeHizi", olagan-hiz, 1, "olay/s", "yavaşlamadan sonra birikimin erime hızı: olağan tüketicinin işlediği eksi gelen olay")
	r.Amount("toparlanmaOrani", m.ToparlanmaOrani(), 2, "dk/dk", "yavaşlamanın her dakikasının birikimini eritmek için gereken dakika")
	r.Duration("toparlanmaTahmini", m.Yavaslama.Sure*m.ToparlanmaOrani(), 1, "ms", "modeldeki yavaşlamanın birikiminin, hızlardan hesaplanan erime süresi")
	r.Count("duyarlilik.sayi", len(m.Duyarlilik), "senaryo", "hata bütçesi senaryosu")
	for i, sc := range m.Senaryolar() {
		pre := "duyarlilik" + strconv.Itoa(i+1) + "."
		r.Duration(pre+"dk", sc.Dk, 1, "dk", "senaryoda yavaşlamanın süresi")
		r.Amount(pre+"kez", sc.Kez, 1, "kez", "senaryoda yavaşlamanın ayda kaç kez olduğu")
		r.Duration(pre+"toparlanma", sc.Toparlanma, 1, "dk", "senaryoda birikimin yavaşlamadan sonra erimesi")
		r.Duration(pre+"geride", sc.Geride, 1, "dk", "senaryoda bir yavaşlamada izdüşümün geride kaldığı süre: yavaşlama ve toparlanma")
		r.Duration(pre+"aylik", sc.Aylik, 1, "dk", "senaryoda izdüşümün ayda geride kaldığı süre")
		r.Amount(pre+"yuzde", sc.Yuzde, 1, "%", "senaryoda aylık hata bütçesinin harcanan yüzdesi")
		r.Amount(pre+"kalan", sc.Kalan, 1, "dk", "senaryoda ayın kalanına kalan hata bütçesi (sıfırın altında: aşılan)")
	}
}
