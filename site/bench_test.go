package site

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	_ "coursesite/sim" // the course's models: the benchmarks build the real course
)

// The benchmarks measure the real course (content/ at the repository's
// root), as the README's figures do; they run only with -bench. The tests
// build fixtures (model/modeltest), never the course.

// BenchmarkBuild builds the whole site in memory: model, tables, charts,
// markdown, layout (math and the chart bundle come from the disk cache, as
// in every build after the first).
func BenchmarkBuild(b *testing.B) {
	s := New(os.DirFS(projectRoot), sharedAssets(b))
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
	s := New(os.DirFS(projectRoot), sharedAssets(b))
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

// BenchmarkHighlightLesson is what highlighting the lesson's listings costs
// a build that finds them in no cache (see highlights).
func BenchmarkHighlightLesson(b *testing.B) {
	type listing struct {
		name string
		src  []byte
	}
	var ls []listing
	for _, name := range []string{"zincir.mjs", "kosum.mjs"} {
		src, err := os.ReadFile(filepath.Join(projectRoot, "content", "zaman-asimi-butceleri", "butce", name))
		if err != nil {
			b.Fatal(err)
		}
		ls = append(ls, listing{name, src})
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range ls {
			lexer, err := lexerFor(l.name)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := highlightSource(lexer.lexer(), l.src); err != nil {
				b.Fatal(err)
			}
		}
	}
}
