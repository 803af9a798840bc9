package contenttest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"coursesite/charts"
	"coursesite/lesson"
	"coursesite/model"
)

// frontModel reads the model a lesson's front matter names.
var frontModel = regexp.MustCompile(`(?m)^model:\s*(\S+)\s*$`)

// TestChartsAreDeclared lists every chart of every lesson of the course,
// at the lesson's own parameters, with the go-echarts type its declaration
// draws with: each is given as data by its model, declared with
// go-echarts (charts.Declare), and builds.
func TestChartsAreDeclared(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join(repoRoot, "content", "*", "index.md"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, index := range dirs {
		dir := filepath.Dir(index)
		src, err := os.ReadFile(index)
		if err != nil {
			t.Fatal(err)
		}
		m := frontModel.FindSubmatch(src)
		if m == nil {
			continue // a lesson of prose alone
		}
		name := string(m[1])
		params, err := os.ReadFile(filepath.Join(dir, "model.json"))
		if err != nil {
			t.Fatal(err)
		}
		words, err := os.ReadFile(filepath.Join(dir, "metinler.txt"))
		if err != nil {
			t.Fatal(err)
		}
		l, err := lesson.Open(name, "model.json", params, "metinler.txt", words)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		st, err := l.Compute(model.Settings{})
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, chart := range st.Result.Charts() {
			n++
			where := filepath.Base(dir) + ": chart " + chart
			decl, ok := charts.Declared(name, chart)
			if !ok {
				t.Errorf("%s: model %s gives its data, but no declaration draws it", where, name)
				continue
			}
			typ, err := decl.Type()
			if err != nil || !strings.HasPrefix(typ, "*charts.") {
				t.Errorf("%s: drawn with %q (%v), not a go-echarts chart", where, typ, err)
				continue
			}
			c, err := st.Chart(st.Run(), chart)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			if _, err := decl.Build(c.Data, c.Words); err != nil {
				t.Errorf("%s: %v", where, err)
			}
			t.Logf("%-24s %-14s %s (%s:%d)", filepath.Base(dir), chart, typ, filepath.Base(decl.File), decl.Line)
		}
	}
	if n == 0 {
		t.Fatal("the course has no chart: this test reads no lesson")
	}
}
