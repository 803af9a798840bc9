package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"coursesite/internal/testrepo"
)

// TestNewLessonWithTools is a new author's first hour with the real tools,
// in a copy of the repository: `go run . new`, then `go run . build` —
// the new lesson's chart drawn by ECharts under node, its table and its
// panel — and `go run . check`, which runs its listing under node.
// scaffold's TestNewLessonBuilds holds the same steps to the pipeline with
// stand-ins that need no node; this is where the tools are.
func TestNewLessonWithTools(t *testing.T) {
	if onlyLesson() != "" {
		t.Skipf("E2E_LESSON=%s: this test makes a lesson of its own", onlyLesson())
	}
	dir := t.TempDir()
	testrepo.Copy(t, repoRoot, dir)
	name := testrepo.NewLessonName(dir, "devre-kesici")
	for _, step := range [][]string{
		{"go", "run", ".", "new", name},
		{"go", "run", ".", "build", "-out", "public"},
		{"go", "run", ".", "check"},
	} {
		out := testrepo.Run(t, dir, step...)
		t.Logf("%s:\n%s", strings.Join(step, " "), testrepo.LastLines(out, 4))
	}
	page, err := os.ReadFile(filepath.Join(dir, "public", name, "index.html"))
	if err != nil {
		t.Fatalf("the new lesson's page: %v", err)
	}
	html := string(page)
	// Each chart the lesson declares is drawn at build time, as the
	// published lessons' are: an SVG a reader without JavaScript sees.
	figures := regexp.MustCompile(`<figure class="chart" id="figure-[^"]+">`).FindAllString(html, -1)
	drawings := strings.Count(html, `<svg class="chart-drawing`)
	if len(figures) == 0 || drawings < len(figures) {
		t.Errorf("%s: %d chart figures, %d drawings: every chart is drawn by ECharts at build time", name, len(figures), drawings)
	}
	for _, want := range []string{`<figure class="table"`, `<section class="controls"`} {
		if !strings.Contains(html, want) {
			t.Errorf("%s: the page lacks %s", name, want)
		}
	}
}
