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
}

// Hesapla runs every policy on m.
func Hesapla(m *Model) *Sonuc {
	s := &Sonuc{Model: m}
	for _, p := range PolitikaListesi {
		s.Kosumlar[p] = m.Kos(p)
	}
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
	var out []model.Figure
	add := func(name string, v float64, decimals int, unit, desc string) {
		out = append(out, model.Figure{Name: name, Value: v, Decimals: decimals, Unit: unit, Desc: desc, Kind: birimTuru[unit]})
	}
	bitir := m.Yavaslama.Baslangic + m.Yavaslama.Sure
	olagan, yavas := ortalama(m.Olagan), ortalama(m.Yavas)*m.Siddet()
	add("aralik", m.Aralik, 1, "ms", "üreticinin iki olayı arasındaki süre")
	add("hiz", 1000/m.Aralik, 1, "olay/s", "üreticinin olay hızı")
	add("gonderi", float64(m.Gonderi), 0, "gönderi", "olayların ait olduğu gönderi")
	add("n", float64(m.Olaylar()), 0, "olay", "koşumda üretilen olay")
	add("kosumSuresi", m.KosumSuresi(), 1, "ms", "üreticinin olay gönderdiği süre")
	add("olayBayt", m.OlayBayt, 0, "B", "bir olayın boyu")
	add("kuyruk", float64(m.Kuyruk), 0, "olay", "sınırlı kuyruğun sığası: dolunca kuyruk durur, fazlasını kabul etmez")
	add("siddet", m.Siddet(), 2, "kat", "yavaşlamanın şiddeti")
	add("yavaslama.baslangic", m.Yavaslama.Baslangic, 1, "ms", "tüketicinin yavaşladığı an")
	add("yavaslama.sure", m.Yavaslama.Sure, 1, "ms", "yavaşlamanın süresi")
	add("yavaslama.bitis", bitir, 1, "ms", "yavaşlamanın bittiği an")
	add("olagan.ortalama", olagan, 1, "ms", "tüketicinin olağan işleme süresi")
	add("yavas.ortalama", yavas, 1, "ms", "tüketicinin yavaşken işleme süresi")
	add("kapasite", oran(1000, olagan), 1, "olay/s", "tüketicinin olağan hızı")
	add("yavasKapasite", oran(1000, yavas), 1, "olay/s", "tüketicinin yavaşken hızı")
	add("yavaslamaKat", oran(yavas, olagan), 1, "kat", "yavaş işlemenin olağana oranı")
	gelen := m.gelen(m.Yavaslama.Baslangic, bitir)
	islenebilen := s.Kosum(Sinirsiz).islenenArasinda(m.Yavaslama.Baslangic, bitir)
	add("yavaslama.gelen", float64(gelen), 0, "olay", "yavaşlama sürerken gelen olay")
	add("yavaslama.islenebilen", float64(islenebilen), 0, "olay", "yavaşlama sürerken gelen olaylardan tüketicinin yavaşlama bitene kadar işleyebildiği: sınırsız kuyrukta, hiç boş kalmadan")
	add("yavaslama.birikim", float64(gelen-islenebilen), 0, "olay", "yavaşlama sürerken gelip yavaşlama bittiğinde hâlâ bekleyen olay")
	add("yapi.politika", float64(len(PolitikaListesi)), 0, "politika", "birikime karşı politika")
	for _, p := range PolitikaListesi {
		k := s.Kosum(p)
		pre, where := p.Ad()+".", p.Baslik()+" "
		add(pre+"islenen", float64(k.Islenen), 0, "olay", where+"işlenen olay")
		add(pre+"dusen", float64(k.Dusen), 0, "olay", where+"düşürülen olay")
		add(pre+"birlesen", float64(k.Birlesen), 0, "olay", where+"aynı gönderinin yeni durumuyla birleşen olay")
		add(pre+"eskimis", float64(k.Eskimis), 0, "olay", where+"işlendiğinde gönderisinin daha yeni bir durumu gelmiş olan olay")
		add(pre+"enBuyukKuyruk", float64(k.EnBuyukKuyruk), 0, "olay", where+"tüketicinin kuyruğunda en çok bekleyen olay")
		add(pre+"enBuyukBekleyen", float64(k.EnBuyukBekleyen), 0, "olay", where+"üreticide en çok bekleyen olay")
		add(pre+"ortalamaGecikme", k.Ortalama(), 1, "ms", where+"işlenen olayın ortalama yaşı")
		add(pre+"enKotuGecikme", k.EnKotuGecikme, 1, "ms", where+"işlenen en yaşlı olayın yaşı")
		add(pre+"bitis", k.Bitis, 1, "ms", where+"son olayın işlendiği an")
		add(pre+"toparlanma", k.Toparlanma, 1, "ms", where+"yavaşlama bittikten sonra birikimin erimesi")
		add(pre+"bellekKiB", float64(k.EnBuyukKuyruk)*m.OlayBayt/1024, 1, "KiB", where+"tüketicinin kuyruğunun en çok tuttuğu bellek")
	}
	g, sz := s.Kosum(GeriBasinc), s.Kosum(Sinirsiz)
	add("geriBasinc.azalanIs", float64(sz.Islenen-g.Islenen), 0, "olay", "geri basınçla tüketicinin işlemesi gerekmeyen olay")
	add("gecikmeOrani", oran(sz.EnKotuGecikme, g.EnKotuGecikme), 1, "kat", "sınırsız kuyruktaki en kötü yaşın geri basınçlıdakine oranı")
	return out
}

// birimTuru says what each unit measures (model.Kind): the counts of
// things and the lengths of time; any other unit is an amount.
var birimTuru = map[string]model.Kind{
	"olay": model.Count, "gönderi": model.Count, "politika": model.Count, "ms": model.Duration,
}

// oran is a/b, NaN when b is zero.
func oran(a, b float64) float64 {
	if b == 0 {
		return math.NaN()
	}
	return a / b
}
