package bench

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"

	"coursesite/explore"
	"coursesite/place"
	"coursesite/site"
)

// BenchmarkExplore explores each lesson of the course over the settings its
// controls reach, as go run . check does after the build (package
// explore); it reports the settings a run computes, so that ns/op over
// settings is the cost of one reader's setting, beside BenchmarkBuild's
// one build.
func BenchmarkExplore(b *testing.B) {
	out, err := site.New(os.DirFS(root), diskAssets(b)).Build(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range out.Pages {
		if !p.Live() {
			continue
		}
		b.Run(strings.Trim(p.URL, "/"), func(b *testing.B) {
			page := &place.File{Name: p.Src, Data: p.Source}
			var r *explore.Report
			for b.Loop() {
				var err error
				if r, err = explore.Lesson(context.Background(), runtime.GOMAXPROCS(0), p.Lesson, page, p.Calls); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(r.Settings), "settings")
			b.ReportMetric(float64(len(r.Findings)), "findings")
		})
	}
}
