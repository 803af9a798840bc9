package highlight

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkHighlightLesson measures the course's own listings; the builds
// of the real course are measured in package bench. The tests build
// fixtures (model/modeltest), never the course.

// BenchmarkHighlightLesson is what highlighting the lesson's listings costs
// a build that finds them in no cache (see highlights).
func BenchmarkHighlightLesson(b *testing.B) {
	type listing struct {
		name string
		src  []byte
	}
	var ls []listing
	files, _ := filepath.Glob(filepath.Join("..", "content", "*", "*", "*.mjs"))
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		ls = append(ls, listing{filepath.Base(file), src})
	}
	if len(ls) == 0 {
		b.Skip("the course lists no .mjs file")
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
