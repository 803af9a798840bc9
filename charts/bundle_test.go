//go:build !js

package charts

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"coursesite/nodedeps"
)

// projectRoot is the repository, whose package-lock.json pins ECharts.
const projectRoot = ".."

// packages is the folder nodedeps installs the repository's npm packages
// in (requireNodeModules sets it).
var packages string

// requireNodeModules installs the pinned npm packages when they are
// missing, as a build does (taking turns with other test packages), and
// sets packages.
func requireNodeModules(t *testing.T) {
	t.Helper()
	if err := nodedeps.Ensure(context.Background(), projectRoot, os.Stderr); err != nil {
		t.Fatal(err)
	}
	dir, err := nodedeps.Dir(projectRoot)
	if err != nil {
		t.Fatal(err)
	}
	packages = dir
}

func gzipSize(t *testing.T, data []byte) int {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	w.Close()
	return b.Len()
}

// toolboxMarkers are strings only ECharts' toolbox component holds: its
// icon states and the action its "magic type" button sends.
var toolboxMarkers = []string{"iconStatus", "changeMagicType"}

// TestBundle checks the runtime bundle: built once, then served from the
// cache; the same bytes from a fresh cache; small; holding the runtime's
// own code and not the parts of ECharts it does not import.
func TestBundle(t *testing.T) {
	requireNodeModules(t)
	cache := t.TempDir()
	before := builds.Load()
	js, file, err := Bundle(projectRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	if builds.Load() != before+1 {
		t.Fatalf("the first call made %d builds", builds.Load()-before)
	}
	again, againFile, err := Bundle(projectRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{file, againFile} {
		if data, err := os.ReadFile(f); err != nil || !bytes.Equal(data, js) {
			t.Errorf("the cache file named, %q, does not hold the bundle (%d bytes, %v)", f, len(data), err)
		}
	}
	if builds.Load() != before+1 {
		t.Error("the second call rebuilt instead of reading the cache")
	}
	if !bytes.Equal(js, again) {
		t.Error("the cached bundle differs from the one built")
	}
	fresh, _, err := Bundle(projectRoot, packages, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(js, fresh) {
		t.Error("two builds differ: the bundle is not deterministic")
	}
	// The bundle and its record (package cache), no other; this process's
	// hold on it (cache.Hold) aside.
	cached, _ := os.ReadDir(filepath.Join(cache, "charts"))
	cached = slices.DeleteFunc(cached, func(e os.DirEntry) bool { return e.Name() == ".held" })
	if len(cached) != 2 {
		t.Errorf("cache holds %v", cached)
	}
	// A site links the cache file: one changed in place through a link is
	// made again, not served. (again maps the old file: it is not read
	// after this.)
	if err := os.WriteFile(file, []byte("bozuk"), 0o644); err != nil {
		t.Fatal(err)
	}
	remade, _, err := Bundle(projectRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	if builds.Load() != before+3 || !bytes.Equal(remade, js) {
		t.Errorf("after an edit in place: %d builds, %d bytes; want the bundle made again", builds.Load()-before, len(remade))
	}

	text := string(js)
	for _, want := range []string{
		"Apache ECharts",    // the licence banner
		"updateChart",       // draws a chart the loader asks for, then puts its data in
		"tr-TR",             // Turkish numbers
		"seriden olu",       // the Turkish aria words
		"ResizeObserver",    // follows its box
		"svg.chart-drawing", // takes the place of the build's drawings
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the bundle lacks %q", want)
		}
	}
	for _, m := range toolboxMarkers {
		if strings.Contains(text, m) {
			t.Errorf("the bundle holds the toolbox component (%q)", m)
		}
	}
	if strings.Contains(text, "process.env") {
		t.Error("process.env left in the bundle: browsers have no process")
	}
	gz := gzipSize(t, js)
	t.Logf("bundle: %d bytes, %d gzip", len(js), gz)
	// The page fetches the runtime when a reader reaches for a chart, never
	// on its first view; it must stay well under the full echarts.min.js
	// (about 330 KB). 205 KB: ECharts' parts the figures use, and putting a
	// move's data where a chart's bindings say (about 1 KB).
	if gz > 205*1024 {
		t.Errorf("the bundle is %d bytes gzip, over its budget of 205 KB", gz)
	}
}

// TestToolboxMarkers checks that the markers TestBundle looks for do
// betray the toolbox: a runtime that registers it holds them.
func TestToolboxMarkers(t *testing.T) {
	requireNodeModules(t)
	sources := runtimeSources()
	shared := strings.Replace(sources["shared.js"], "  TooltipComponent,\n} from 'echarts/components';",
		"  TooltipComponent,\n  ToolboxComponent,\n} from 'echarts/components';", 1)
	shared = strings.Replace(shared, "TitleComponent, TooltipComponent,", "TitleComponent, TooltipComponent, ToolboxComponent,", 1)
	if strings.Count(shared, "ToolboxComponent") != 2 {
		t.Fatal("could not add the toolbox to the runtime's imports: update this test with shared.js")
	}
	sources["shared.js"] = shared
	js, err := build(packages, sources, pageEntry)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range toolboxMarkers {
		if !strings.Contains(string(js), m) {
			t.Errorf("a runtime with the toolbox lacks %q", m)
		}
	}
}

// fakeRoot lays out a project with the given package.json and installed
// ECharts and zrender versions ("" for not installed).
func fakeRoot(t *testing.T, pkg, echarts, zrender string) string {
	root := t.TempDir()
	write := func(rel, data string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", pkg)
	if echarts != "" {
		write("node_modules/echarts/package.json", `{"name":"echarts","version":"`+echarts+`"}`)
	}
	if zrender != "" {
		write("node_modules/zrender/package.json", `{"name":"zrender","version":"`+zrender+`"}`)
	}
	write("go.mod", "module x\n\nrequire github.com/evanw/esbuild v0.28.2 // indirect\n")
	return root
}

func TestBundleInputs(t *testing.T) {
	pinned := `{"dependencies":{"echarts":"6.1.0"}}`
	for _, tc := range []struct {
		name, pkg, echarts, zrender, err string
	}{
		{"not installed", pinned, "", "6.0.0", "not installed"},
		{"stale install", pinned, "5.6.0", "6.0.0", "holds echarts 5.6.0 but package.json pins 6.1.0"},
		{"not pinned", `{"dependencies":{}}`, "6.1.0", "6.0.0", "dependencies.echarts: missing"},
		{"no zrender", pinned, "6.1.0", "", "zrender"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bundleInputs(twice(fakeRoot(t, tc.pkg, tc.echarts, tc.zrender)))
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one saying %q", err, tc.err)
			}
		})
	}
	a, err := bundleInputs(twice(fakeRoot(t, pinned, "6.1.0", "6.0.0")))
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundleInputs(twice(fakeRoot(t, pinned, "6.1.0", "6.0.1")))
	if err != nil {
		t.Fatal(err)
	}
	if a == b || !strings.Contains(a, "esbuild v0.28.2") || !strings.Contains(a, runtimeSources()["page.js"]) || !strings.Contains(a, runtimeSources()["shared.js"]) {
		t.Errorf("the cache key does not follow its inputs:\n%s", a[:min(len(a), 200)])
	}
}

// twice returns root twice: a fake project's packages are in it.
func twice(root string) (string, string) { return root, root }
