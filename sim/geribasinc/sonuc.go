package geribasinc

import (
	"math"

	"coursesite/model"
)

// Sonuc is everything the lesson states, computed from one Model: a run per
// policy and the figures derived from them.
type Sonuc struct {
	Model    *Model
	Kosumlar [3]Kosum
	// Zincir is the chain's run under backpressure, the producer's
	// window bounded (Model.Zincir).
	Zincir Kosum
}

// Hesapla runs every policy on m, and the chain.
func Hesapla(m *Model) *Sonuc {
	s := &Sonuc{Model: m}
	for _, p := range PolitikaListesi {
		s.Kosumlar[p] = m.Kos(p)
	}
	s.Zincir = m.Zincir()
	return s
}

// Kosum returns the run of policy p.
func (s *Sonuc) Kosum(p Politika) *Kosum { return &s.Kosumlar[p] }

// ortalama is the mean of a cycle's durations.
func ortalama(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

// islenenArasinda counts the events that arrived in [from, to) and whose
// service ended by to.
func (k *Kosum) islenenArasinda(from, to float64) int {
	n := 0
	for _, e := range k.Islem {
		if geldi := e.Zaman - e.Yas; geldi >= from && geldi < to && e.Zaman <= to {
			n++
		}
	}
	return n
}

// gelen counts the events the producer sends in [from, to).
func (m *Model) gelen(from, to float64) int {
	n := 0
	for i := range m.Olaylar() {
		if t := float64(i) * m.Aralik; t >= from && t < to {
			n++
		}
	}
	return n
}

// Degerler names every figure of the lesson, with its unit, precision and
// description.
func (s *Sonuc) Degerler() []model.Figure {
	m := s.Model
	r := &model.Result{}
	bitir := m.Yavaslama.Baslangic + m.Yavaslama.Sure
	olagan, yavas := ortalama(m.Olagan), ortalama(m.Yavas)*m.Siddet()
	r.Duration("aralik", m.Aralik, 1, "ms", "üreticinin iki olayı arasındaki süre")
	r.Amount("hiz", 1000/m.Aralik, 1, "olay/s", "üreticinin olay hızı")
	r.Count("gonderi", m.Gonderi, "gönderi", "olayların ait olduğu gönderi")
	r.Count("n", m.Olaylar(), "olay", "koşumda üretilen olay")
	r.Duration("kosumSuresi", m.KosumSuresi(), 1, "ms", "üreticinin olay gönderdiği süre")
	r.Amount("olayBayt", m.OlayBayt, 0, "B", "bir olayın boyu")
	r.Count("kuyruk", m.Kuyruk, "olay", "sınırlı kuyruğun kapasitesi: dolunca kuyruk durur, fazlasını kabul etmez")
	r.Amount("siddet", m.Siddet(), 2, "kat", "yavaşlamanın şiddeti")
	r.Duration("yavaslama.baslangic", m.Yavaslama.Baslangic, 1, "ms", "tüketicinin yavaşladığı an")
	r.Duration("yavaslama.sure", m.Yavaslama.Sure, 1, "ms", "yavaşlamanın süresi")
	r.Duration("yavaslama.bitis", bitir, 1, "ms", "yavaşlamanın bittiği an")
	r.Duration("olagan.ortalama", olagan, 1, "ms", "tüketicinin olağan işleme süresi")
	r.Duration("yavas.ortalama", yavas, 1, "ms", "tüketicinin yavaşken işleme süresi")
	r.Amount("kapasite", oran(1000, olagan), 1, "olay/s", "tüketicinin olağan hızı")
	r.Amount("yavasKapasite", oran(1000, yavas), 1, "olay/s", "tüketicinin yavaşken hızı")
	r.Amount("yavaslamaKat", oran(yavas, olagan), 1, "kat", "yavaş işlemenin olağana oranı")
	gelen := m.gelen(m.Yavaslama.Baslangic, bitir)
	islenebilen := s.Kosum(Sinirsiz).islenenArasinda(m.Yavaslama.Baslangic, bitir)
	r.Count("yavaslama.gelen", gelen, "olay", "yavaşlama sürerken gelen olay")
	r.Count("yavaslama.islenebilen", islenebilen, "olay", "yavaşlama sürerken gelen olaylardan tüketicinin yavaşlama bitene kadar işleyebildiği: sınırsız kuyrukta, hiç boş kalmadan")
	r.Count("yavaslama.birikim", gelen-islenebilen, "olay", "yavaşlama sürerken gelip yavaşlama bittiğinde hâlâ bekleyen olay")
	r.Count("yapi.politika", len(PolitikaListesi), "politika", "birikime karşı politika")
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		pre, where := p.Ad()+".", p.Baslik()+" "
		r.Count(pre+"islenen", k.Islenen, "olay", where+"işlenen olay")
		r.Count(pre+"dusen", k.Dusen, "olay", where+"düşürülen olay")
		r.Count(pre+"birlesen", k.Birlesen, "olay", where+"aynı gönderinin yeni durumuyla birleşen olay")
		r.Count(pre+"eskimis", k.Eskimis, "olay", where+"işlendiğinde gönderisinin daha yeni bir durumu gelmiş olan olay")
		r.Count(pre+"enBuyukKuyruk", k.EnBuyukKuyruk, "olay", where+"tüketicinin kuyruğunda en çok bekleyen olay")
		r.Count(pre+"enBuyukBekleyen", k.EnBuyukBekleyen, "olay", where+"üreticide en çok bekleyen olay")
		r.Duration(pre+"ortalamaGecikme", k.Ortalama(), 1, "ms", where+"işlenen olayın ortalama yaşı")
		r.Duration(pre+"enKotuGecikme", k.EnKotuGecikme, 1, "ms", where+"işlenen en yaşlı olayın yaşı")
		r.Duration(pre+"bitis", k.Bitis, 1, "ms", where+"son olayın işlendiği an")
		r.Duration(pre+"toparlanma", k.Toparlanma, 1, "ms", where+"yavaşlama bittikten sonra birikimin erimesi")
		r.Amount(pre+"bellekKiB", float64(k.EnBuyukKuyruk)*m.OlayBayt/1024, 1, "KiB", where+"tüketicinin kuyruğunun en çok tuttuğu bellek")
	}
	g, sz := s.Kosum(GeriBasinc), s.Kosum(Sinirsiz)
	r.Count("geriBasinc.azalanIs", sz.Islenen-g.Islenen, "olay", "geri basınçla tüketicinin işlemesi gerekmeyen olay")
	r.Amount("gecikmeOrani", oran(sz.EnKotuGecikme, g.EnKotuGecikme), 1, "kat", "sınırsız kuyruktaki en kötü yaşın geri basınçlıdakine oranı")
	s.zincirDegerleri(r)
	s.duyarlilikDegerleri(r)
	return r.Figures
}

// oran is a/b, NaN when b is zero.
func oran(a, b float64) float64 {
	if b == 0 {
		return math.NaN()
	}
	return a / b
}
