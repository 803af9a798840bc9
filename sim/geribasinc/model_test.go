package geribasinc

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"coursesite/model"
)

// small is a model whose runs can be worked out by hand.
func small(aralik float64, olagan []float64, n, kuyruk, gonderi int) *Model {
	return &Model{
		Uretim:  Uretim{Aralik: aralik, Gonderi: gonderi, OlaySayisi: n, OlayBayt: 100},
		Tuketim: Tuketim{Olagan: olagan, Yavas: olagan},
		Kuyruk:  kuyruk,
	}
}

// TestKosByHand: events at 0, 5, 10 and 15 ms, each taking 20 ms, a queue
// of one. Unbounded, all four are processed in turn; dropping, the two
// that find the queue full are lost; under backpressure the producer holds
// the third and the fourth replaces it (one shipment), so three are
// processed, the last one as new as it can be.
func TestKosByHand(t *testing.T) {
	m := small(5, []float64{20}, 4, 1, 1)
	for _, tc := range []struct {
		p                                 Politika
		islenen, dusen, birlesen, eskimis int
		ages                              []float64
		bitis                             float64
	}{
		{Sinirsiz, 4, 0, 0, 3, []float64{20, 35, 50, 65}, 80},
		{Dusur, 2, 2, 0, 2, []float64{20, 35}, 40},
		{GeriBasinc, 3, 0, 1, 2, []float64{20, 35, 45}, 60},
	} {
		k := m.Kos(tc.p)
		var ages []float64
		for _, e := range k.Islem {
			ages = append(ages, e.Yas)
		}
		if k.Islenen != tc.islenen || k.Dusen != tc.dusen || k.Birlesen != tc.birlesen || k.Eskimis != tc.eskimis ||
			fmt.Sprint(ages) != fmt.Sprint(tc.ages) || k.Bitis != tc.bitis {
			t.Errorf("%s: processed %d, dropped %d, merged %d, stale %d, ages %v, end %v; want %d, %d, %d, %d, %v, %v",
				tc.p.Ad(), k.Islenen, k.Dusen, k.Birlesen, k.Eskimis, ages, k.Bitis,
				tc.islenen, tc.dusen, tc.birlesen, tc.eskimis, tc.ages, tc.bitis)
		}
	}
}

// TestSlowdownWindow: a service that starts within the slowdown reads the
// slow cycle, one that starts at its end the usual one again.
func TestSlowdownWindow(t *testing.T) {
	m := small(10, []float64{1}, 3, 10, 1)
	m.Yavas = []float64{30}
	m.Yavaslama = Yavaslama{Baslangic: 10, Sure: 10}
	k := m.Kos(Sinirsiz)
	// 0 → 1 (usual); 10 → 40 (slow); 20 arrives while busy, starts at 40,
	// after the window: 41.
	if got := fmt.Sprint(k.Islem); got != "[{1 1} {40 30} {41 21}]" {
		t.Errorf("services %s", got)
	}
	if k.Toparlanma != 21 {
		t.Errorf("the backlog cleared %v ms after the window, want 21", k.Toparlanma)
	}
}

// TestInvariants: for random parameters every event is processed,
// dropped or merged, once; only the bounded policies bound the queue, only
// dropping drops, only backpressure merges and holds, at most one event a
// shipment; and a run is the same every time.
func TestInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 7))
	for c := range 200 {
		m := small(0.5+r.Float64()*20, cycle(r), 1+r.IntN(2000), 1+r.IntN(64), 1+r.IntN(20))
		m.Yavas = cycle(r)
		m.Yavaslama = Yavaslama{Baslangic: r.Float64() * 5000, Sure: r.Float64() * 8000}
		m.siddet = 0.25 + r.Float64()*3
		for _, p := range PolitikaListesi {
			k := m.Kos(p)
			what := fmt.Sprintf("case %d, %s", c, p.Ad())
			if k.Islenen+k.Dusen+k.Birlesen != m.Olaylar() || k.Islenen != len(k.Islem) {
				t.Fatalf("%s: %d processed + %d dropped + %d merged of %d events", what, k.Islenen, k.Dusen, k.Birlesen, m.Olaylar())
			}
			if last := float64(m.Olaylar()-1) * m.Aralik; last < m.Yavaslama.Baslangic+m.Yavaslama.Sure && m.Olaylar() < maxOlaylar {
				t.Fatalf("%s: the last event is sent at %v ms, before the slowdown ends", what, last)
			}
			switch p {
			case Sinirsiz:
				if k.Dusen+k.Birlesen+k.EnBuyukBekleyen != 0 {
					t.Fatalf("%s: dropped, merged or held", what)
				}
			case Dusur:
				if k.Birlesen+k.EnBuyukBekleyen != 0 || k.EnBuyukKuyruk > m.Kuyruk {
					t.Fatalf("%s: merged, held, or a queue of %d over %d", what, k.EnBuyukKuyruk, m.Kuyruk)
				}
			case GeriBasinc:
				if k.Dusen != 0 || k.EnBuyukKuyruk > m.Kuyruk || k.EnBuyukBekleyen > m.Gonderi {
					t.Fatalf("%s: dropped %d, a queue of %d, %d held", what, k.Dusen, k.EnBuyukKuyruk, k.EnBuyukBekleyen)
				}
			}
			if again := m.Kos(p); fmt.Sprint(again.Islem) != fmt.Sprint(k.Islem) || again.Toparlanma != k.Toparlanma {
				t.Fatalf("%s: two runs differ", what)
			}
			if k.Toparlanma < 0 || k.EnKotuGecikme < 0 {
				t.Fatalf("%s: recovery %v, worst age %v", what, k.Toparlanma, k.EnKotuGecikme)
			}
		}
	}
}

func cycle(r *rand.Rand) []float64 {
	c := make([]float64, 1+r.IntN(8))
	for i := range c {
		c[i] = float64(1 + r.IntN(80))
	}
	return c
}

const lesson = `{
  "uretim": {"aralik": 10, "gonderi": 8, "olaySayisi": 1000, "olayBayt": 512, "pencere": 4},
  "tuketim": {"olagan": [4, 5, 4, 6], "yavas": [40, 60, 50, 70]},
  "yavaslama": {"baslangic": 2000, "sure": 4000},
  "kuyruk": 32,
  "arizaPayiDk": 28.2,
  "duyarlilik": [[10, 1], [10, 2], [20, 1]]
}`

// TestParse: a good file reads as written, nested objects into the
// model's embedded structs, with what the file does not hold prepared;
// bad ones give every problem at its place.
func TestParse(t *testing.T) {
	m, err := spec.Decode("model.json", []byte(lesson))
	if err != nil {
		t.Fatal(err)
	}
	if m.Aralik != 10 || m.Gonderi != 8 || m.OlaySayisi != 1000 || m.OlayBayt != 512 || len(m.Olagan) != 4 || len(m.Yavas) != 4 ||
		m.Yavaslama.Baslangic != 2000 || m.Yavaslama.Sure != 4000 || m.Kuyruk != 32 {
		t.Errorf("parsed %+v", m)
	}
	if m.siddet != 1 || m.dosyaAraligi != 10 {
		t.Errorf("prepared severity %v, the file's interval %v; want 1 and 10", m.siddet, m.dosyaAraligi)
	}
	for bad, want := range map[string]string{
		strings.Replace(lesson, `"aralik": 10`, `"aralik": 0`, 1):              "model.json:2:24: uretim.aralik: expected a number from 0.1 to 1000, got 0",
		strings.Replace(lesson, `"kuyruk": 32`, `"kuyruk": 2.5`, 1):            "model.json:5:13: kuyruk: expected a whole number from 1 to 100000, got 2.5",
		strings.Replace(lesson, `"olaySayisi": 1000`, `"olaySayisi": 1e6`, 1):  "model.json:2:56: uretim.olaySayisi: expected a whole number from 1 to 20000, got 1e6",
		strings.Replace(lesson, `"yavas": [40, 60, 50, 70]`, `"yavas": []`, 1): "model.json:3:48: tuketim.yavas: expected a list of 1 to 1000 numbers",
		strings.Replace(lesson, `"kuyruk": 32`, `"kuyrk": 32`, 1):              "model.json:5:3: unknown field \"kuyrk\"",
	} {
		_, err := spec.Decode("model.json", []byte(bad))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v\nwant %s", err, want)
		}
	}
}

// TestSettings: a reader's settings change the runs as the same
// parameters in the file would (the file's olaySayisi at its interval
// sets how long the producer sends: at twice the interval, half the
// events), and settings out of their controls' ranges are refused, naming
// the setting.
func TestSettings(t *testing.T) {
	p := parse(t, lesson)
	compute := func(s model.Settings) *model.Result {
		r, err := p.Compute(s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	own := compute(nil)
	applied := compute(model.Settings{"aralik": 20, "sure": 1000, "kuyruk": 8, "gonderi": 3})
	file := strings.NewReplacer(`"aralik": 10`, `"aralik": 20`, `"olaySayisi": 1000`, `"olaySayisi": 500`, `"sure": 4000`, `"sure": 1000`, `"kuyruk": 32`, `"kuyruk": 8`, `"gonderi": 8`, `"gonderi": 3`).Replace(lesson)
	if a, b := fmt.Sprint(applied.Figures), fmt.Sprint(hesapla(t, file, nil).Figures); a != b {
		t.Errorf("settings and the same file give other figures:\n%s\n%s", a, b)
	}
	if again := compute(nil); fmt.Sprint(again.Figures) != fmt.Sprint(own.Figures) {
		t.Error("a reader's settings changed the lesson's own parameters")
	}
	for set, name := range map[string]model.Settings{"ayar.kuyruk": {"kuyruk": 0.5}, "ayar.aralik": {"aralik": 500}, "ayar.yok": {"yok": 1}} {
		if _, err := p.Compute(name); err == nil || !strings.Contains(err.Error(), set) {
			t.Errorf("%v: %v", name, err)
		}
	}
}

// parse reads file with the registered model, as the site does.
func parse(t *testing.T, file string) model.Params {
	t.Helper()
	m, err := model.Lookup(Ad)
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Parse("model.json", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// hesapla computes file for a reader's settings s, as the page does.
func hesapla(t *testing.T, file string, s model.Settings) *model.Result {
	t.Helper()
	r, err := parse(t, file).Compute(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestNoWaitIsNoQueue: an event that finds the consumer free is served at
// once; it never stands in the queue, so a consumer that keeps up has an
// empty queue throughout, under every policy.
func TestNoWaitIsNoQueue(t *testing.T) {
	m := small(10, []float64{4}, 50, 32, 4)
	for _, p := range PolitikaListesi {
		if k := m.Kos(p); k.EnBuyukKuyruk != 0 || k.Toparlanma != 0 {
			t.Errorf("%s: the longest queue %d, recovery %v ms; want 0 and 0", p.Ad(), k.EnBuyukKuyruk, k.Toparlanma)
		}
	}
}

// TestSlowdownArrivals: the events that arrive during the slowdown are
// those processed by its end and those still waiting then; the run lasts
// past the slowdown at the shortest interval too.
func TestSlowdownArrivals(t *testing.T) {
	for _, s := range []model.Settings{nil, {"aralik": 5}, {"siddet": 0.5, "sure": 8300, "aralik": 5}, {"aralik": 20, "sure": 10000}, {"sure": 500, "siddet": 4}} {
		figs := model.Index(hesapla(t, lesson, s).Figures)
		get := func(n string) float64 { f, _ := figs.Get(n); return f.Value }
		if get("yavaslama.gelen") == 0 || get("yavaslama.islenebilen")+get("yavaslama.birikim") != get("yavaslama.gelen") {
			t.Errorf("%v: %v arrive in the slowdown, %v processed by its end, %v waiting", s, get("yavaslama.gelen"), get("yavaslama.islenebilen"), get("yavaslama.birikim"))
		}
		if get("sinirsiz.enBuyukKuyruk") < get("yavaslama.birikim") {
			t.Errorf("%v: %v events wait when the slowdown ends, but the unbounded queue held at most %v", s, get("yavaslama.birikim"), get("sinirsiz.enBuyukKuyruk"))
		}
	}
}
