// Package geribasinc is the model of the lesson "Geri Basınç"
// (backpressure), registered as "geribasinc" (package model): a producer
// sends the carrier's status events at a steady rate to a consumer that
// feeds a projection; for a while the consumer slows down. Three policies
// meet the backlog: an unbounded queue (sinirsiz), a bounded one that drops
// what does not fit (dusur), and a bounded one that tells the producer to
// hold (geriBasinc), where the producer keeps only each shipment's latest
// status while it waits.
//
// It is deterministic in the style of the course's first model: a logical
// clock in milliseconds, the consumer's service times read from cycles of
// durations, no real time and no randomness, so every figure is the same on
// every machine.
//
// The vocabulary follows the lesson (ASCII Turkish): an olay is an event,
// kuyruk the consumer's queue, bekleyen what the producer holds, birlesen
// the events a newer status of the same shipment replaced, toparlanma the
// time the backlog takes to clear once the slowdown ends.
//
// # Words
//
// The words around the numbers are the lesson's (its labels file): the
// policies are named by the words sinirsiz, dusur and geriBasinc; the
// table's columns and the charts' words are listed beside each function.
package geribasinc

import "math"

// Model is the lesson's parameter file.
type Model struct {
	Aralik     float64   // ms between two events the producer sends
	Gonderi    int       // shipments the events are about, in turn
	Olagan     []float64 // the consumer's service times (ms), a cycle
	Yavas      []float64 // its service times while slow (ms), a cycle
	Yavaslama  Yavaslama // when the consumer is slow
	Kuyruk     int       // the bounded policies' queue capacity (events)
	OlaySayisi int       // events the producer sends at the file's interval: the run's length (Olaylar)
	OlayBayt   float64   // an event's size (bytes)
	siddet     float64   // times the slow durations, a reader's setting (1 in a file)
	// dosyaAraligi is the parameter file's interval: with OlaySayisi it
	// sets how long the producer sends, whatever interval a reader sets
	// (0: Aralik).
	dosyaAraligi float64
}

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
	Baslangic, Sure float64 // ms
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
