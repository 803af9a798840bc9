package geribasinc

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"coursesite/model"
)

// Kontroller returns the lesson's reader controls at m's own settings: the
// producer's interval, the slowdown's severity and length, the queue's
// capacity and the shipments the events are about.
func (m *Model) Kontroller() []model.Control {
	ms := model.Unit{Symbol: "ms", Spoken: "milisaniye"}
	olay := model.Unit{Symbol: "olay", Spoken: "olay"}
	return []model.Control{
		// The lesson is about a consumer that keeps up on a usual day and
		// falls behind while slow: the ranges keep both true (an interval
		// of 5 ms is 200 events a second, under the usual 210; at 20 ms,
		// 50 a second, over what half the slowdown's severity leaves), and
		// a slowdown lasts long enough to leave a backlog. A parameter
		// file may set them otherwise; the check then says which sentences
		// stop holding.
		{Key: "aralik", Min: min(5, m.Aralik), Max: max(20, m.Aralik), Step: 1, Value: m.Aralik, Decimals: 1, Unit: ms},
		{Key: "siddet", Min: 0.5, Max: 4, Step: 0.25, Value: m.Siddet(), Decimals: 2, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: "sure", Min: min(500, m.Yavaslama.Sure), Max: max(10000, m.Yavaslama.Sure), Step: 100, Value: m.Yavaslama.Sure, Decimals: 0, Unit: ms},
		{Key: "kuyruk", Min: 1, Max: max(256, float64(m.Kuyruk)), Step: 1, Value: float64(m.Kuyruk), Unit: olay},
		{Key: "gonderi", Min: 1, Max: max(64, float64(m.Gonderi)), Step: 1, Value: float64(m.Gonderi), Unit: model.Unit{Symbol: "gönderi", Spoken: "gönderi"}},
	}
}

// Uygula returns m with a reader's settings s applied (a key s leaves out
// is m's own); m is not changed. A setting out of its control's range is
// an error naming ayar.KEY.
func (m *Model) Uygula(s model.Settings) (*Model, error) {
	out := *m
	out.Olagan, out.Yavas = slices.Clone(m.Olagan), slices.Clone(m.Yavas)
	ranges := map[string]model.Control{}
	for _, c := range m.Kontroller() {
		ranges[c.Key] = c
	}
	for _, k := range slices.Sorted(maps.Keys(s)) {
		v := s[k]
		c, ok := ranges[k]
		if !ok {
			return nil, fmt.Errorf("ayar.%s: the lesson has no such setting", k)
		}
		whole := k == "kuyruk" || k == "gonderi"
		if !(v >= c.Min && v <= c.Max) || (whole && v != math.Trunc(v)) {
			kind := "a number"
			if whole {
				kind = "a whole number"
			}
			return nil, fmt.Errorf("ayar.%s: expected %s from %v to %v, got %v", k, kind, c.Min, c.Max, v)
		}
		switch k {
		case "aralik":
			out.Aralik = v
		case "siddet":
			out.siddet = v
		case "sure":
			out.Yavaslama.Sure = v
		case "kuyruk":
			out.Kuyruk = int(v)
		case "gonderi":
			out.Gonderi = int(v)
		}
	}
	return &out, nil
}
