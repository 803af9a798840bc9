//go:build !js

package live_test

import (
	"os"
	"path/filepath"
	"testing"

	"coursesite/lesson"
	"coursesite/live"
	"coursesite/live/livebuild"
	"coursesite/model"
	"coursesite/model/modeltest"
	_ "coursesite/sim" // the course's models
)

// benchLesson is the course's first lesson at its reference parameters,
// with its own words: the heaviest page the course has.
func benchLesson(b *testing.B) *lesson.Lesson {
	b.Helper()
	root := modeltest.Root()
	params, err := os.ReadFile(filepath.Join(root, "sim", "butce", "testdata", "kaynak", "model.json"))
	if err != nil {
		b.Fatal(err)
	}
	words, err := os.ReadFile(filepath.Join(root, "content", "zaman-asimi-butceleri", "metinler.txt"))
	if err != nil {
		b.Skip("the first lesson's words are gone: ", err)
	}
	l, err := lesson.Open("butce", "model.json", params, "metinler.txt", words)
	if err != nil {
		b.Fatal(err)
	}
	return l
}

// BenchmarkUpdate computes the lesson's page for a reader's settings, as a
// move of the tariff share does in the browser (there compiled to wasm):
// the page's numerals (as many as the lesson writes), its tables and the
// chart asked for, encoded for the page. `go test -bench Update ./live`;
// the browser's times are TestLiveControls' (e2e).
func BenchmarkUpdate(b *testing.B) {
	l := benchLesson(b)
	st, err := l.Compute(nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, chart := range []string{"", "paylar", "gecikme", "tarama"} {
		name := chart
		if name == "" {
			name = "no-chart"
		}
		b.Run(name, func(b *testing.B) {
			refs := live.Refs{Tables: st.Result.Tables()}
			if chart != "" {
				refs.Charts = []string{chart}
			}
			for i := range 116 {
				refs.Numerals = append(refs.Numerals, live.NumeralRef{Name: "tarifeYavas.acgozlu.bosaIs", Form: "sayi", Suffixes: []string{"", "DAn"}[i%2]})
			}
			s, err := live.NewSession(l, refs)
			if err != nil {
				b.Fatal(err)
			}
			options, err := livebuild.OptionsFile(l, refs.Charts...)
			if err == nil {
				err = s.SetCharts(options)
			}
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				set := model.Settings{"oran": 0.1 + 0.8*float64(i%50)/49}
				r, err := s.Update(set)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := r.MarshalJSON(); err != nil { // as the wasm command does
					b.Fatal(err)
				}
				if chart != "" {
					if _, err := s.Chart(set, chart); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
