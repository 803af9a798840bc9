//go:build !js

package live_test

import (
	"os"
	"testing"

	"coursesite/charts"
	"coursesite/live"
	"coursesite/sim"
	"coursesite/tables"
)

// benchModel is the lesson's model, for benchmarks.
func benchModel(b *testing.B) *sim.Model {
	b.Helper()
	data, err := os.ReadFile(root + "/" + lessonDir + "model.json")
	if err != nil {
		b.Fatal(err)
	}
	m, err := sim.Parse("model.json", data)
	if err != nil {
		b.Fatal(err)
	}
	return m
}

// BenchmarkUpdate computes the lesson's page for a reader's settings, as a
// move of the tariff share does in the browser (there compiled to wasm):
// the page's numerals (as many as the lesson writes), its tables and the
// charts asked for, encoded for the page. `go test -bench Update ./live`;
// the browser's times are TestLiveControls' (e2e).
func BenchmarkUpdate(b *testing.B) {
	m := benchModel(b)
	for _, tc := range []struct {
		name   string
		charts []string
	}{
		{"no-chart", nil},
		{"paylar", []string{"paylar"}},
		{"gecikme", []string{"gecikme"}},
		{"tarama", []string{"tarama"}},
		{"all", charts.Names()},
	} {
		b.Run(tc.name, func(b *testing.B) {
			refs := live.Refs{Tables: tables.Names(), Charts: tc.charts}
			for i := range 116 {
				refs.Numerals = append(refs.Numerals, live.NumeralRef{Name: "tarifeYavas.acgozlu.bosaIs", Bicim: "sayi", Ek: []string{"", "DAn"}[i%2]})
			}
			a := m.Varsayilan()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				a.TarifeOrani = 0.1 + 0.8*float64(i%50)/49
				r, err := live.Update(m, a, refs)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := r.MarshalJSON(); err != nil { // as the wasm command does
					b.Fatal(err)
				}
			}
		})
	}
}
