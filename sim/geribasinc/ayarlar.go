package geribasinc

import "coursesite/model"

// Kontroller returns the lesson's reader controls, bound to m's fields:
// the producer's interval, the slowdown's severity and length, the queue's
// capacity, the shipments the events are about and the chain's producer
// window. The engine applies a
// reader's settings to a copy of m through them (model.Define).
func (m *Model) Kontroller() []model.Control {
	ms := model.Unit{Symbol: "ms", Spoken: "milisaniye"}
	return []model.Control{
		// The lesson is about a consumer that keeps up on a usual day and
		// falls behind while slow: the ranges keep both true (an interval
		// of 5 ms is 200 events a second, under the usual 210; at 20 ms,
		// 50 a second, over what half the slowdown's severity leaves), and
		// a slowdown lasts long enough to leave a backlog. A parameter
		// file may set them otherwise; the check then says which sentences
		// stop holding.
		{Key: "aralik", Bind: &m.Aralik, Min: min(5, m.Aralik), Max: max(20, m.Aralik), Step: 1, Decimals: 1, Unit: ms},
		{Key: "siddet", Bind: &m.siddet, Min: 0.5, Max: 4, Step: 0.25, Decimals: 2, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: "sure", Bind: &m.Yavaslama.Sure, Min: min(500, m.Yavaslama.Sure), Max: max(10000, m.Yavaslama.Sure), Step: 100, Decimals: 0, Unit: ms},
		{Key: "kuyruk", Bind: &m.Kuyruk, Min: 1, Max: max(256, float64(m.Kuyruk)), Step: 1, Unit: model.Unit{Symbol: "olay", Spoken: "olay"}},
		{Key: "gonderi", Bind: &m.Gonderi, Min: 1, Max: max(64, float64(m.Gonderi)), Step: 1, Unit: model.Unit{Symbol: "gönderi", Spoken: "gönderi"}},
		// The chain's producer window: below the shipments the signal
		// reaches the carrier, from them on the producer's rows merge
		// every event and the carrier never waits.
		{Key: "pencere", Bind: &m.Pencere, Min: 1, Max: max(64, float64(m.Pencere)), Step: 1, Unit: model.Unit{Symbol: "olay", Spoken: "olay"}},
	}
}
