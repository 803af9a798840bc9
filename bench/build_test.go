// Package bench measures the whole course: builds of the real content/
// (go test -run '^$' -bench . ./bench), beside bench/hugo.sh, which times
// the command against Hugo. Measurements only: it has no tests.
package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"coursesite/bench/course"
	_ "coursesite/sim" // the course's models
	"coursesite/site"
)

// root is the repository, seen from this package.
const root = ".."

func assets(b *testing.B) *site.DiskAssets {
	b.Helper()
	if err := site.Prepare(context.Background(), root, os.Stderr); err != nil {
		b.Fatal(err)
	}
	return site.NewDiskAssets(root)
}

// BenchmarkBuild builds the whole site in memory: model, tables, charts,
// markdown, layout (math and the chart bundle come from the disk cache, as
// in every build after the first).
func BenchmarkBuild(b *testing.B) {
	s := site.New(os.DirFS(root), assets(b))
	if _, err := s.Build(context.Background()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildWrite is a whole build in-process as the build command runs
// it, writing included: BenchmarkBuild plus Output.Write into a folder that
// holds the previous build.
func BenchmarkBuildWrite(b *testing.B) {
	s := site.New(os.DirFS(root), assets(b))
	out := filepath.Join(b.TempDir(), "public")
	build := func() {
		o, err := s.Build(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		if err := o.Write(out); err != nil {
			b.Fatal(err)
		}
	}
	build()
	b.ReportAllocs()
	for b.Loop() {
		build()
	}
}

// BenchmarkBuildLessons builds courses of 1, 10 and 50 lessons (package
// course: copies of the first lesson, every fifth one of the second) in
// memory, and with Write into a folder holding the previous build.
func BenchmarkBuildLessons(b *testing.B) {
	for _, n := range []int{1, 10, 50} {
		dir := filepath.Join(b.TempDir(), "kurs")
		if err := course.Make(root, dir, n, true); err != nil {
			b.Fatal(err)
		}
		s := site.New(os.DirFS(dir), site.NewDiskAssets(dir))
		out := filepath.Join(dir, "public")
		build := func(write bool) {
			o, err := s.Build(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			if write {
				if err := o.Write(out); err != nil {
					b.Fatal(err)
				}
			}
		}
		for _, write := range []bool{false, true} {
			name := fmt.Sprintf("n=%d", n)
			if write {
				name += "/write"
			}
			b.Run(name, func(b *testing.B) {
				build(write) // warm: math, the chart bundle, listings
				b.ReportAllocs()
				for b.Loop() {
					build(write)
				}
			})
		}
	}
}
