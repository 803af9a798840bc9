package geribasinc

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"coursesite/internal/golden"
	"coursesite/model"
)

// chain is a chain whose runs can be worked out by hand: the carrier's
// events every 10 ms, about gonderi shipments in turn, a service of 25 ms
// every time (no slowdown: the consumer is always slower than the
// carrier), the consumer's credit window kuyruk, the producer's pencere.
func chain(kuyruk, pencere, gonderi int) *Model {
	m := small(10, []float64{25}, 8, kuyruk, gonderi)
	m.Pencere = pencere
	return m
}

// TestZincirByHand: a credit window of 2, a producer's window of 1, four
// shipments. The consumer takes the event of 0 ms at once and ends it at
// 25 ms; those of 10 and 20 ms fill its queue; at 25 ms it takes the one
// of 10 ms, and the event of 30 ms takes the place it freed. The event of
// 40 ms finds no credit: the producer holds it, and the signal has reached
// it (five events came, one was processed: two queued, one in service,
// the one refused). At 50 ms the consumer takes the next, a credit comes
// back and the producer sends what it held; the event of 50 ms fills its
// window again, so the one of 60 ms stays with the carrier: the signal has
// reached it, 20 ms after the producer (seven came, two were processed:
// two queued, one in service, one held, the one kept). Every event is
// processed when and as old as in the unbounded queue, and the three hops
// together hold at most what the unbounded queue did.
func TestZincirByHand(t *testing.T) {
	m := chain(2, 1, 4)
	z, sz := m.Zincir(), m.Kos(Sinirsiz)
	if z.UreticiBildirim != 40 || z.TasiyiciBildirim != 60 {
		t.Errorf("the signal reached the producer at %v ms and the carrier at %v ms, want 40 and 60", z.UreticiBildirim, z.TasiyiciBildirim)
	}
	if z.EnBuyukKuyruk != 2 || z.EnBuyukBekleyen != 1 || z.EnBuyukTasiyici != 2 || sz.EnBuyukKuyruk != 5 {
		t.Errorf("the consumer held %d, the producer %d, the carrier %d, the unbounded queue %d; want 2, 1, 2, 5",
			z.EnBuyukKuyruk, z.EnBuyukBekleyen, z.EnBuyukTasiyici, sz.EnBuyukKuyruk)
	}
	want := "[{25 25} {50 40} {75 55} {100 70} {125 85} {150 100} {175 115} {200 130}]"
	if got := fmt.Sprint(z.Islem); got != want || fmt.Sprint(sz.Islem) != want {
		t.Errorf("services %s and, unbounded, %s; want %s", got, fmt.Sprint(sz.Islem), want)
	}
	if z.Birlesen != 0 || z.Dusen != 0 {
		t.Errorf("merged %d, dropped %d", z.Birlesen, z.Dusen)
	}
	// The counts a reader finds the signal by: events that came by then,
	// the refused one included, and services that ended.
	s := &Sonuc{Model: m, Zincir: z}
	for _, c := range []struct {
		t              float64
		gelen, islenen float64
	}{{40, 5, 1}, {60, 7, 2}} {
		if sg := s.sinyal(&z, c.t); sg.Gelen != c.gelen || sg.Islenen != c.islenen {
			t.Errorf("at %v ms: %v came, %v processed; want %v and %v", c.t, sg.Gelen, sg.Islenen, c.gelen, c.islenen)
		}
	}
}

// TestZincirMerges: a producer with a row for every shipment (here one
// shipment, a window of one) never leaves an event with the carrier: a
// new status replaces the one it holds. The chain is then the lesson's
// backpressure.
func TestZincirMerges(t *testing.T) {
	m := chain(2, 1, 1)
	z, g := m.Zincir(), m.Kos(GeriBasinc)
	if !math.IsNaN(z.TasiyiciBildirim) || z.EnBuyukTasiyici != 0 || z.UreticiBildirim != 40 {
		t.Errorf("the signal reached the producer at %v ms, the carrier at %v ms (%d kept); want 40 ms, never, none", z.UreticiBildirim, z.TasiyiciBildirim, z.EnBuyukTasiyici)
	}
	if z.Birlesen == 0 || fmt.Sprint(z.Islem) != fmt.Sprint(g.Islem) || z.Birlesen != g.Birlesen {
		t.Errorf("merged %d (backpressure %d), services %v against %v", z.Birlesen, g.Birlesen, z.Islem, g.Islem)
	}
}

// TestZincirInvariants: for random parameters, the chain accounts for
// every event (processed or merged), bounds each hop by its window, and
// signals the carrier only after the producer. Below the shipments'
// number the producer's window merges nothing, and the chain processes the
// unbounded queue's events at the same moments, the three hops holding at
// their fullest what the unbounded queue held; from it on, it is the
// lesson's backpressure and the carrier keeps nothing. At each signal,
// the events that came are those processed, those in the consumer (one in
// service and a full queue), those the producer holds (at the carrier's)
// and the one refused (when the signal came after the slowdown began: a
// consumer that does not keep up even usually fills its queue before).
func TestZincirInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 2))
	checked, below := 0, 0 // signals counted, windows below the shipments
	defer func() {
		if checked < 20 || below < 50 {
			t.Errorf("%d signals counted, %d windows below the shipments: the cases no longer test them", checked, below)
		}
	}()
	for c := range 200 {
		m := small(0.5+r.Float64()*20, cycle(r), 1+r.IntN(2000), 1+r.IntN(64), 1+r.IntN(20))
		m.Yavas = cycle(r)
		m.Yavaslama = Yavaslama{Baslangic: r.Float64() * 5000, Sure: r.Float64() * 8000}
		m.siddet = 0.25 + r.Float64()*3
		m.Pencere = 1 + r.IntN(24)
		z, sz := m.Zincir(), m.Kos(Sinirsiz)
		what := fmt.Sprintf("case %d (window %d, %d shipments)", c, m.Pencere, m.Gonderi)
		if z.Islenen+z.Birlesen != m.Olaylar() || z.Dusen != 0 {
			t.Fatalf("%s: %d processed + %d merged of %d, %d dropped", what, z.Islenen, z.Birlesen, m.Olaylar(), z.Dusen)
		}
		if z.EnBuyukKuyruk > m.Kuyruk || z.EnBuyukBekleyen > m.Pencere || z.TasiyiciBildirim < z.UreticiBildirim {
			t.Fatalf("%s: a queue of %d, %d held; signals at %v and %v", what, z.EnBuyukKuyruk, z.EnBuyukBekleyen, z.UreticiBildirim, z.TasiyiciBildirim)
		}
		if m.Pencere < m.Gonderi {
			below++
			if z.Birlesen != 0 || fmt.Sprint(z.Islem) != fmt.Sprint(sz.Islem) || z.Toparlanma != sz.Toparlanma {
				t.Fatalf("%s: merged %d, or processed otherwise than the unbounded queue", what, z.Birlesen)
			}
			if z.EnBuyukTasiyici > 0 && z.EnBuyukKuyruk+z.EnBuyukBekleyen+z.EnBuyukTasiyici != sz.EnBuyukKuyruk {
				t.Fatalf("%s: %d + %d + %d held, the unbounded queue %d", what, z.EnBuyukKuyruk, z.EnBuyukBekleyen, z.EnBuyukTasiyici, sz.EnBuyukKuyruk)
			}
		} else if g := m.Kos(GeriBasinc); z.EnBuyukTasiyici != 0 || fmt.Sprint(z.Islem) != fmt.Sprint(g.Islem) || z.Birlesen != g.Birlesen {
			t.Fatalf("%s: %d kept by the carrier, or processed otherwise than backpressure", what, z.EnBuyukTasiyici)
		}
		s := &Sonuc{Model: m, Zincir: z}
		once := float64(s.onceden(&z))
		for _, h := range []struct {
			t     float64
			sende int // what the consumer and the producer hold then
		}{{z.UreticiBildirim, m.Kuyruk + 1}, {z.TasiyiciBildirim, m.Kuyruk + 1 + m.Pencere}} {
			if math.IsNaN(h.t) || z.UreticiBildirim < m.Yavaslama.Baslangic {
				continue // no signal, or one before the slowdown: a consumer slow from the start
			}
			checked++
			if sg := s.sinyal(&z, h.t); sg.Gelen+once != sg.Islenen+float64(h.sende)+1 {
				t.Fatalf("%s: at %v ms %v came (and %v before), %v processed, %d held", what, h.t, sg.Gelen, once, sg.Islenen, h.sende)
			}
		}
	}
}

// TestZincirLesson: the chain at the lesson's parameters, as its page
// follows the signal: the producer refused its first event 400 ms into
// the slowdown (41 had come, 7 were processed), the carrier 50 ms later
// (46 and 8); the consumer held 32, the producer 4, the carrier 291 — the
// unbounded queue's 327.
func TestZincirLesson(t *testing.T) {
	figs := model.Index(hesapla(t, lesson, nil).Figures)
	got := func(n string) float64 { f, _ := figs.Get(n); return f.Value }
	for name, want := range map[string]float64{
		"zincir.ureticiBildirim.sonra": 400, "zincir.ureticiBildirim.gelen": 41, "zincir.ureticiBildirim.islenen": 7,
		"zincir.tasiyiciBildirim.sonra": 450, "zincir.tasiyiciBildirim.gelen": 46, "zincir.tasiyiciBildirim.islenen": 8,
		"zincir.yayilma": 50, "zincir.onceden": 0, "zincir.tuketici": 32, "zincir.uretici": 4, "zincir.tasiyici": 291,
		"sinirsiz.enBuyukKuyruk": 327,
	} {
		if got(name) != want {
			t.Errorf("%s = %v, want %v", name, got(name), want)
		}
	}
}

// TestDuyarlilik: a slowdown's minutes, its recovery at the ratio of the
// backlog's rates, and their share of the error budget: 100 events a
// second come, 1000/55 are processed while slow and 1000/4.75 usually, so
// each minute of slowdown takes (100 − 18.18…)/(210.52… − 100) = 0.7403
// minutes to clear.
func TestDuyarlilik(t *testing.T) {
	m, err := spec.Decode("model.json", []byte(lesson))
	if err != nil {
		t.Fatal(err)
	}
	if r := m.ToparlanmaOrani(); math.Abs(r-(100-1000.0/55)/(1000/4.75-100)) > 1e-12 {
		t.Errorf("the recovery's ratio is %v", r)
	}
	sc := m.Senaryolar()
	if len(sc) != 3 || math.Abs(sc[0].Geride-10*(1+m.ToparlanmaOrani())) > 1e-9 || sc[1].Aylik != 2*sc[0].Aylik ||
		math.Abs(sc[0].Yuzde-100*sc[0].Aylik/28.2) > 1e-9 || math.Abs(sc[1].Kalan-(28.2-sc[1].Aylik)) > 1e-9 {
		t.Errorf("scenarios %+v", sc)
	}
}

// TestRaporGolden: at the lesson's parameters the report is what its
// listing zincir/kosum.mjs printed under node (testdata/kosum.out), byte
// for byte; go run . check runs the listing itself against the report.
func TestRaporGolden(t *testing.T) {
	want, err := os.ReadFile("testdata/kosum.out")
	if err != nil {
		t.Fatal(err)
	}
	m, err := spec.Decode("model.json", []byte(lesson))
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, l := range Hesapla(m).RaporSatirlari() {
		got.WriteString(l.Text + "\n")
	}
	if d := golden.Diff(got.String(), string(want)); d != "" {
		t.Errorf("the report differs from kosum.out: %s", d)
	}
}

// TestRaporRows: each line of the report that prints a table's row names
// that table and row, each row once: a policy of the chain's table, every
// scenario of the sensitivity's.
func TestRaporRows(t *testing.T) {
	r := hesapla(t, lesson, nil)
	seen := map[string][]string{}
	for _, l := range r.Report() {
		if l.Table == "" {
			continue
		}
		tb, err := r.Table(l.Table)
		if err != nil {
			t.Fatalf("line %q: %v", l.Text, err)
		}
		var keys []string
		for i, row := range tb.Rows {
			keys = append(keys, cmpOr(row.Key, fmt.Sprint(i+1)))
		}
		if !slices.Contains(keys, l.Row) {
			t.Errorf("line %q: row %q of table %s, whose rows are %v", l.Text, l.Row, l.Table, keys)
		}
		seen[l.Table] = append(seen[l.Table], l.Row)
	}
	if fmt.Sprint(seen) != "map[duyarlilik:[1 2 3] zincir:[sinirsiz dusur geriBasinc]]" {
		t.Errorf("the report prints rows %v", seen)
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
