package geribasinc

import "math"

// olay is one status event: when the producer made it and which shipment
// it is about.
type olay struct {
	zaman   float64
	gonderi int
}

// Kosum is what one run of a policy yields.
type Kosum struct {
	Politika Politika

	Islenen  int // events the consumer processed
	Dusen    int // events dropped because the queue was full (dusur)
	Birlesen int // events a newer status of the same shipment replaced while the producer held them (geriBasinc)
	// Eskimis counts the events processed when a newer status of their
	// shipment had already come: work the projection did for nothing.
	Eskimis int

	EnBuyukKuyruk   int     // the most events waiting in the consumer's queue
	EnBuyukBekleyen int     // the most events the producer held (geriBasinc)
	EnBuyukTasiyici int     // the most events the carrier kept, its producer's window full (geriBasinc in the chain)
	ToplamGecikme   float64 // sum of the processed events' ages (ms)
	EnKotuGecikme   float64 // the oldest event processed: its age when the projection took it (ms)
	Bitis           float64 // when the last event was processed (ms)
	// Toparlanma is how long after the slowdown ends the backlog (queue,
	// held and kept events) takes to clear; 0 when nothing is waiting then.
	Toparlanma float64
	// UreticiBildirim is when the signal reached the producer: the first
	// event it could not send, the consumer's credits spent (its queue
	// full); TasiyiciBildirim when it reached the carrier: the first event
	// the producer did not take, its window full. NaN: never (geriBasinc
	// alone signals).
	UreticiBildirim, TasiyiciBildirim float64

	// Kuyruk samples the consumer's queue length (with the producer's held
	// events, Bekleyen) at every change, for the charts: Zaman[i] is when
	// the length became Uzunluk[i].
	Ornek []Ornek
	// Islem lists each processed event's completion time and age.
	Islem []Islem
}

// Ornek is the state of the queues from a moment on: the consumer's
// queue, the events the producer holds and those the carrier keeps.
type Ornek struct {
	Zaman                       float64
	Uzunluk, Bekleyen, Tasiyici int
}

// Islem is one processed event: when the consumer finished it and how old
// it was then.
type Islem struct {
	Zaman, Yas float64
}

// Ortalama is the processed events' mean age (ms); NaN when none was.
func (k *Kosum) Ortalama() float64 {
	if k.Islenen == 0 {
		return math.NaN()
	}
	return k.ToplamGecikme / float64(k.Islenen)
}

// Kos runs the lesson's events under policy p, the producer holding as
// many events as it needs (one a shipment at most): the carrier's events
// reach it at once.
func (m *Model) Kos(p Politika) Kosum { return m.kos(p, math.MaxInt) }

// Zincir runs the chain carrier → producer → consumer under
// backpressure: the consumer gives the producer a credit a free place of
// its queue (Kuyruk), the producer pulls the carrier's events while it
// holds fewer than its window (Pencere), and the carrier keeps the rest,
// in order, until the producer takes them.
func (m *Model) Zincir() Kosum { return m.kos(GeriBasinc, m.Pencere) }

// kos runs the lesson's events under policy p, the producer's window
// pencere events.
//
// The carrier makes event i at i·Aralik, about shipment i mod Gonderi,
// for as long as the run lasts (Olaylar), and hands it to the producer at
// once unless the producer's window is full. The producer sends it on at
// once unless the consumer has no credit. The consumer takes the queue's
// events first in, first out, one at a time; a service that starts within
// the slowdown reads the slow cycle (times the severity), any other the
// usual one, each cycle from where it stopped (the two advance apart). At
// a moment when an event arrives and a service ends, the service ends
// first. An event's age is measured when its service ends (when the
// projection takes it). An event that arrives while the consumer is free
// is served at once and never waits in the queue.
//
// Under geriBasinc, while the queue is full or the producer holds events,
// a new event is held instead of sent; held events are kept one per
// shipment (a newer status replaces an older one: Birlesen) and sent, in
// the order their shipments began to wait, as places free up. While the
// producer holds pencere shipments, or the carrier keeps events, a new
// event stays with the carrier, behind those it keeps; the producer takes
// them in order as its rows free up.
func (m *Model) kos(p Politika, pencere int) Kosum {
	k := Kosum{Politika: p, UreticiBildirim: math.NaN(), TasiyiciBildirim: math.NaN()}
	var kuyruk []olay // the consumer's queue, oldest first
	// The producer's held events: one per shipment, in the order the
	// shipments began to wait.
	bekleyen := map[int]olay{}
	var sira []int
	var tasiyici []olay // the events the carrier keeps, oldest first
	// When the carrier last made an event about each shipment.
	son := make([]float64, m.Gonderi)
	for i := range son {
		son[i] = math.Inf(-1)
	}
	olagan, yavas := 0, 0
	bos := 0.0 // when the consumer is free
	isliyor := false
	var islenen olay // the event in service
	basla, bitir := m.Yavaslama.Baslangic, m.Yavaslama.Baslangic+m.Yavaslama.Sure
	backlogAt := math.NaN() // when, after the slowdown, the backlog cleared
	toplam := func() int { return len(kuyruk) + len(sira) + len(tasiyici) + b2i(isliyor) }

	ornek := func(t float64) {
		o := Ornek{Zaman: t, Uzunluk: len(kuyruk), Bekleyen: len(sira), Tasiyici: len(tasiyici)}
		if n := len(k.Ornek); n > 0 && k.Ornek[n-1].Zaman == t {
			k.Ornek[n-1] = o
		} else if n == 0 || k.Ornek[n-1].Uzunluk != o.Uzunluk || k.Ornek[n-1].Bekleyen != o.Bekleyen || k.Ornek[n-1].Tasiyici != o.Tasiyici {
			k.Ornek = append(k.Ornek, o)
		}
		k.EnBuyukKuyruk = max(k.EnBuyukKuyruk, len(kuyruk))
		k.EnBuyukBekleyen = max(k.EnBuyukBekleyen, len(sira))
		k.EnBuyukTasiyici = max(k.EnBuyukTasiyici, len(tasiyici))
	}
	// al has the producer take e from the carrier if it holds e's
	// shipment already (e replaces it) or fewer than pencere events,
	// and reports whether it did.
	al := func(e olay) bool {
		if _, ok := bekleyen[e.gonderi]; ok {
			k.Birlesen++
		} else if len(sira) < pencere {
			sira = append(sira, e.gonderi)
		} else {
			return false
		}
		bekleyen[e.gonderi] = e
		return true
	}
	// serve starts the next queued event at time t, if any.
	serve := func(t float64) {
		if isliyor || len(kuyruk) == 0 {
			return
		}
		islenen, kuyruk = kuyruk[0], kuyruk[1:]
		var d float64
		if t >= basla && t < bitir {
			d = m.Yavas[yavas] * m.Siddet()
			if yavas++; yavas == len(m.Yavas) {
				yavas = 0
			}
		} else {
			d = m.Olagan[olagan]
			if olagan++; olagan == len(m.Olagan) {
				olagan = 0
			}
		}
		bos, isliyor = t+d, true
		// A place freed: the producer sends what it held, oldest first,
		// and takes what the carrier kept as its rows free up.
		for {
			if len(sira) > 0 && len(kuyruk) < m.Kuyruk {
				g := sira[0]
				sira = sira[1:]
				kuyruk = append(kuyruk, bekleyen[g])
				delete(bekleyen, g)
			} else if len(tasiyici) > 0 && al(tasiyici[0]) {
				tasiyici = tasiyici[1:]
			} else {
				break
			}
		}
		ornek(t)
	}
	// finish ends the service in progress at its time.
	finish := func() {
		t := bos
		yas := t - islenen.zaman
		k.Islenen++
		if son[islenen.gonderi] > islenen.zaman {
			k.Eskimis++
		}
		k.ToplamGecikme += yas
		k.EnKotuGecikme = max(k.EnKotuGecikme, yas)
		k.Bitis = t
		k.Islem = append(k.Islem, Islem{Zaman: t, Yas: yas})
		isliyor = false
		serve(t)
		if t >= bitir && math.IsNaN(backlogAt) && toplam() == 0 {
			backlogAt = t
		}
	}
	for i := range m.Olaylar() {
		t := float64(i) * m.Aralik
		for isliyor && bos <= t {
			finish()
		}
		if t >= bitir && math.IsNaN(backlogAt) && toplam() == 0 {
			backlogAt = bitir // nothing waited when it ended, or it cleared before this event
		}
		e := olay{zaman: t, gonderi: i % m.Gonderi}
		son[e.gonderi] = t
		switch {
		case p == Dusur && len(kuyruk) >= m.Kuyruk:
			k.Dusen++
		case p == GeriBasinc && (len(kuyruk) >= m.Kuyruk || len(sira) > 0 || len(tasiyici) > 0):
			if math.IsNaN(k.UreticiBildirim) {
				k.UreticiBildirim = t
			}
			if len(tasiyici) > 0 || !al(e) {
				if math.IsNaN(k.TasiyiciBildirim) {
					k.TasiyiciBildirim = t
				}
				tasiyici = append(tasiyici, e)
			}
		default:
			kuyruk = append(kuyruk, e)
		}
		serve(t)
		ornek(t)
	}
	for isliyor {
		finish()
	}
	if math.IsNaN(backlogAt) {
		backlogAt = max(bitir, k.Bitis)
	}
	k.Toparlanma = max(0, backlogAt-bitir)
	return k
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
