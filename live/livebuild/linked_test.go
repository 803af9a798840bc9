//go:build !js

package livebuild

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"coursesite/model"
)

// engineFiles are the only files of packages charts and plot the page's
// engine may link: reading a declared chart's bindings and putting data in
// (bind.go), the tables of a chart's numbers (tables.go, points.go), names
// and options' JSON (charts.go); thinning, Turkish numbers and the palette
// (plot). Drawing, bundling, layouts and go-echarts' declarations are the
// build's.
var engineFiles = map[string][]string{
	"coursesite/charts": {"bind.go", "charts.go", "points.go", "tables.go"},
	"coursesite/plot":   {"format.go", "palette.go", "reduce.go"},
}

// unlinked are packages the engine does without, each some tens of
// kilobytes of its gzip: fmt (its messages are internal/msg's) and the
// template parser (texts come compiled, prose.FromCompiled).
var unlinked = []string{"fmt", "text/template/parse"}

// TestEngineLinksNoChartCode reads the packages each course model's
// WebAssembly links (go list, as livebuild.Bundle builds it: GOOS=js, the wasm/
// command with the model's package): none is go-echarts, no model links a
// declaration of its charts (a file that imports package charts' build-only
// API), packages charts and plot contribute only engineFiles, and none of
// the unlinked packages is linked.
func TestEngineLinksNoChartCode(t *testing.T) {
	for _, name := range model.Names() {
		pkg, err := model.PackageOf(name)
		if err != nil || !strings.HasPrefix(pkg, "coursesite/sim/") {
			continue
		}
		cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .GoFiles \",\"}}", "./"+command, pkg)
		cmd.Dir = projectRoot
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: go list: %v\n%s", name, err, out)
		}
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			path, files, _ := strings.Cut(line, " ")
			n++
			if slices.Contains(unlinked, path) {
				t.Errorf("%s: the engine links %s", name, path)
			}
			if strings.Contains(path, "go-echarts") {
				t.Errorf("%s: the engine links %s", name, path)
			}
			if allowed, ok := engineFiles[path]; ok {
				for _, f := range strings.Split(files, ",") {
					if f != "" && !slices.Contains(allowed, f) {
						t.Errorf("%s: the engine links %s of %s, which is no engine's file", name, f, path)
					}
				}
			}
			if path == pkg {
				for _, f := range strings.Split(files, ",") {
					if strings.HasPrefix(f, "cizim") {
						t.Errorf("%s: the engine links the chart declarations %s of %s", name, f, path)
					}
				}
			}
		}
		if n < 10 {
			t.Errorf("%s: go list named %d packages: this test reads nothing", name, n)
		}
	}
}
