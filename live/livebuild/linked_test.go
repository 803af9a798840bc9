//go:build !js

package livebuild

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
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

// maxEngineLines is how long a Go file the page's engine links may be, and
// maxModuleLines a module of the page's loader (client/): a file a
// newcomer reads in one sitting.
const maxEngineLines, maxModuleLines = 450, 250

// linesOf counts the lines of file.
func linesOf(t *testing.T, file string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Count(data, []byte("\n"))
}

// TestLoaderModulesAreShort: every module of the page's loader is within
// maxModuleLines.
func TestLoaderModulesAreShort(t *testing.T) {
	sources, err := loaderSources()
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range sources {
		if n := strings.Count(src, "\n"); n > maxModuleLines {
			t.Errorf("client/%s is %d lines, over %d: split it by job", name, n, maxModuleLines)
		}
	}
	if len(sources) < 5 {
		t.Errorf("the loader has %d modules: this test reads too little", len(sources))
	}
}

// TestEngineLinksNoChartCode reads the packages each course model's
// WebAssembly links (go list, as livebuild.Bundle builds it: GOOS=js, the wasm/
// command with the model's package): none is go-echarts, no model links a
// declaration of its charts (a file that imports package charts' build-only
// API), packages charts and plot contribute only engineFiles, and none of
// the unlinked packages is linked; no Go file of the module it links is
// longer than maxEngineLines.
func TestEngineLinksNoChartCode(t *testing.T) {
	for _, name := range model.Names() {
		pkg, err := model.PackageOf(name)
		if err != nil || !strings.HasPrefix(pkg, "coursesite/sim/") {
			continue
		}
		cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .GoFiles \",\"}} {{if not .Standard}}{{.Dir}}{{end}}", "./"+command, pkg)
		cmd.Dir = projectRoot
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: go list: %v\n%s", name, err, out)
		}
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			path, rest, _ := strings.Cut(line, " ")
			files, dir, _ := strings.Cut(rest, " ")
			n++
			if dir != "" {
				for _, f := range strings.Split(files, ",") {
					if lines := linesOf(t, filepath.Join(dir, f)); lines > maxEngineLines {
						t.Errorf("%s: the engine's %s/%s is %d lines, over %d: split it by concern", name, path, f, lines, maxEngineLines)
					}
				}
			}
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
