// Package geribasinc is the model of the lesson "Geri Basınç"
// (backpressure), registered as "geribasinc" (package model): a producer
// sends the carrier's status events at a steady rate to a consumer that
// feeds a projection; for a while the consumer slows down. Three policies
// meet the backlog: an unbounded queue (sinirsiz), a bounded one that drops
// what does not fit (dusur), and a bounded one that tells the producer to
// hold (geriBasinc), where the producer keeps only each shipment's latest
// status while it waits. The chain (Zincir) follows the signal one hop
// further, to the carrier the producer takes the events from: the
// consumer gives credits (its queue's free places), the producer pulls
// while its window has room, and the carrier keeps the rest. The failure
// mode's scenarios (Duyarlilik) turn the backlog's rates into the minutes
// the projection lags behind, against the monthly error budget.
//
// It is deterministic in the style of the course's first model: a logical
// clock in milliseconds, the consumer's service times read from cycles of
// durations, no real time and no randomness, so every figure is the same on
// every machine.
//
// The vocabulary follows the lesson (ASCII Turkish): an olay is an event,
// kuyruk the consumer's queue, bekleyen what the producer holds, birlesen
// the events a newer status of the same shipment replaced, toparlanma the
// time the backlog takes to clear once the slowdown ends; in the chain
// tasiyici is the carrier, uretici the producer, tuketici the consumer,
// pencere the producer's window and bildirim the signal.
//
// # Words
//
// The words around the numbers are the lesson's (its labels file): the
// policies are named by the words sinirsiz, dusur and geriBasinc; the
// table's columns and the charts' words are listed beside each function.
package geribasinc

import "math"

// Model is the lesson's parameter file, declared for paramfile.Decode by
// its tags; the file nests the producer and the consumer, and the model
// reads their fields as its own (m.Aralik), embedded:
//
//	{
//	  "uretim": {"aralik": 10, "gonderi": 8, "olaySayisi": 1000, "olayBayt": 512, "pencere": 4},
//	  "tuketim": {"olagan": [4, 5, 4, 6], "yavas": [40, 60, 50, 70]},
//	  "yavaslama": {"baslangic": 2000, "sure": 4000},
//	  "kuyruk": 32,
//	  "arizaPayiDk": 28.2,
//	  "duyarlilik": [[10, 1], [10, 2], [20, 1]]
//	}
//
// Each bound keeps a build within a second and every figure finite.
type Model struct {
	Uretim    `json:"uretim"`
	Tuketim   `json:"tuketim"`
	Yavaslama Yavaslama `json:"yavaslama"`               // when the consumer is slow
	Kuyruk    int       `json:"kuyruk" range:"1:100000"` // the bounded policies' queue capacity (events): the consumer's credits

	// ArizaPayiDk is the read path's monthly error budget (minutes, K01's),
	// which the minutes the projection lags behind are counted against.
	ArizaPayiDk float64 `json:"arizaPayiDk" range:"0.1:44640"`
	// Duyarlilik lists the failure mode's scenarios: [minutes a slowdown
	// lasts, times a month]; the first is the lesson's own (AY11).
	Duyarlilik [][2]float64 `json:"duyarlilik" range:"0:44640,0:1000" len:"1:20"`

	// siddet times the slow durations, a reader's setting: 1 for a file
	// (hazirla).
	siddet float64
	// dosyaAraligi is the parameter file's interval: with OlaySayisi it
	// sets how long the producer sends, whatever interval a reader sets
	// (0: Aralik).
	dosyaAraligi float64
}

// Uretim is the producer.
type Uretim struct {
	Aralik     float64 `json:"aralik" range:"0.1:1000"`    // ms between two events it sends; the rate divides by it
	Gonderi    int     `json:"gonderi" range:"1:1000"`     // shipments the events are about, in turn
	OlaySayisi int     `json:"olaySayisi" range:"1:20000"` // events it sends at the file's interval: the run's length (Olaylar); maxOlay
	OlayBayt   float64 `json:"olayBayt" range:"0:1048576"` // an event's size (bytes), at most 1 MiB
	// Pencere is, in the chain (Zincir), how many events the producer
	// takes from the carrier and holds at most while the consumer gives it
	// no credit: it pulls the carrier's next event only while it holds
	// fewer (or holds that event's shipment already, whose row the event
	// replaces).
	Pencere int `json:"pencere" range:"1:100000"`
}

// Tuketim is the consumer's service times (ms), each a cycle of 1 to 1000
// durations above nothing: their mean divides.
type Tuketim struct {
	Olagan []float64 `json:"olagan" range:"0.001:1e5" len:"1:1000"` // usually
	Yavas  []float64 `json:"yavas" range:"0.001:1e5" len:"1:1000"`  // while slow
}

// hazirla sets what the model holds beyond its file once the file is read
// (model.Spec.Prepare): the reader's severity at the lesson's own, and the
// file's interval, which keeps the run as long as the file says whatever
// interval a reader sets (KosumSuresi).
func (m *Model) hazirla() { m.dosyaAraligi, m.siddet = m.Aralik, 1 }

// maxOlay is the most events a file's run sends (uretim.olaySayisi).
const maxOlay = 20000

// maxOlaylar bounds the events of one run, whatever a reader sets: a run
// at the shortest interval over the longest slowdown stays within it.
const maxOlaylar = 4 * maxOlay

// KosumSuresi returns how long the producer sends (ms): the parameter
// file's events at its interval, and at least until the slowdown has
// ended and as long again as the calm before it has passed, so that a
// reader who shortens the interval still sees the slowdown and the
// recovery after it.
func (m *Model) KosumSuresi() float64 {
	aralik := m.dosyaAraligi
	if aralik == 0 {
		aralik = m.Aralik
	}
	y := m.Yavaslama
	return max(float64(m.OlaySayisi)*aralik, y.Baslangic+y.Sure+y.Baslangic)
}

// Olaylar returns how many events the producer sends: one every Aralik ms
// while the run lasts (KosumSuresi), at most maxOlaylar.
func (m *Model) Olaylar() int {
	return int(min(math.Ceil(m.KosumSuresi()/m.Aralik), maxOlaylar))
}

// Yavaslama is the window of time in which the consumer is slow: a service
// that starts in [Baslangic, Baslangic+Sure) reads the slow cycle.
type Yavaslama struct {
	Baslangic float64 `json:"baslangic" range:"0:1e7"` // ms
	Sure      float64 `json:"sure" range:"0:1e7"`      // ms
}

// Politika is a way to meet the backlog.
type Politika int

// The three policies, in the lesson's order.
const (
	Sinirsiz   Politika = iota // unbounded queue, no signal back
	Dusur                      // bounded queue; an event that does not fit is dropped
	GeriBasinc                 // bounded queue; the producer is told to hold, and keeps each shipment's latest status
)

// PolitikaListesi lists the policies in the lesson's order.
var PolitikaListesi = []Politika{Sinirsiz, Dusur, GeriBasinc}

// Ad returns the policy's name in figure names and words.
func (p Politika) Ad() string { return [...]string{"sinirsiz", "dusur", "geriBasinc"}[p] }

// Baslik returns the policy's name in Turkish, for the figures'
// descriptions.
func (p Politika) Baslik() string {
	return [...]string{"sınırsız kuyrukta", "düşüren sınırlı kuyrukta", "geri basınçlı sınırlı kuyrukta"}[p]
}

// Siddet returns the reader's severity of the slowdown (1 for the
// lesson's own).
func (m *Model) Siddet() float64 {
	if m.siddet == 0 {
		return 1
	}
	return m.siddet
}
