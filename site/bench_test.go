package site

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

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
