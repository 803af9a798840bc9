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
		{Key: "aralik", Min: 1, Max: 50, Step: 1, Value: m.Aralik, Decimals: 1, Unit: ms},
		{Key: "siddet", Min: 0.25, Max: 4, Step: 0.25, Value: m.Siddet(), Decimals: 2, Unit: model.Unit{Symbol: "kat", Spoken: "kat"}},
		{Key: "sure", Min: 0, Max: max(10000, m.Yavaslama.Sure), Step: 100, Value: m.Yavaslama.Sure, Decimals: 0, Unit: ms},
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
