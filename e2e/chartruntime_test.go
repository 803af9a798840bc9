package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"

	"coursesite/charts"
	"coursesite/internal/pagescript"
	"coursesite/nodedeps"
)

// The chart runtime and the build's drawings are ECharts' own code and
// output: these tests bundle the runtime from the npm packages the build
// installs (package nodedeps) and draw with ECharts under node, as a
// build does. The charts package's own tests need neither.

// chartPackages returns the folder nodedeps installs this checkout's npm
// packages in, installing them when they are missing, as a build does
// (taking turns with other test packages).
func chartPackages(t *testing.T) string {
	t.Helper()
	if err := nodedeps.Ensure(context.Background(), checkoutRoot, os.Stderr); err != nil {
		t.Fatal(err)
	}
	dir, err := nodedeps.Dir(checkoutRoot)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// cacheEntries returns the files of a cache folder's namespace by name,
// this process's hold on it (the cache's .held) aside: a cache entry is
// never changed in place, so an entry made again over one is another file.
func cacheEntries(t *testing.T, cache, namespace string) map[string]os.FileInfo {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(cache, namespace))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]os.FileInfo{}
	for _, e := range entries {
		if e.Name() == ".held" {
			continue
		}
		info, err := os.Stat(filepath.Join(cache, namespace, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = info
	}
	return files
}

// sameFiles reports whether two listings of a cache's entries name the
// same files: no entry was made again.
func sameFiles(a, b map[string]os.FileInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for name, fa := range a {
		if fb, ok := b[name]; !ok || !os.SameFile(fa, fb) {
			return false
		}
	}
	return true
}

// gzipBest is the size of data gzipped at the best compression.
func gzipBest(t *testing.T, data []byte) int {
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

// TestChartBundle checks the chart runtime's bundle (charts.Bundle): built
// once, then served from the cache; the same bytes from a fresh cache;
// small; holding the runtime's own code and not the parts of ECharts it
// does not import.
func TestChartBundle(t *testing.T) {
	packages := chartPackages(t)
	cache := t.TempDir()
	js, file, err := charts.Bundle(checkoutRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	// The bundle and its record (package cache), no other.
	made := cacheEntries(t, cache, "charts")
	if len(made) != 2 {
		t.Errorf("cache holds %v", slices.Sorted(maps.Keys(made)))
	}
	again, againFile, err := charts.Bundle(checkoutRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{file, againFile} {
		if data, err := os.ReadFile(f); err != nil || !bytes.Equal(data, js) {
			t.Errorf("the cache file named, %q, does not hold the bundle (%d bytes, %v)", f, len(data), err)
		}
	}
	if !sameFiles(made, cacheEntries(t, cache, "charts")) {
		t.Error("the second call rebuilt instead of reading the cache")
	}
	if !bytes.Equal(js, again) {
		t.Error("the cached bundle differs from the one built")
	}
	fresh, _, err := charts.Bundle(checkoutRoot, packages, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(js, fresh) {
		t.Error("two builds differ: the bundle is not deterministic")
	}
	// A site links the cache file: one changed in place through a link is
	// made again, not served. (again maps the old file: it is not read
	// after this.)
	if err := os.WriteFile(file, []byte("bozuk"), 0o644); err != nil {
		t.Fatal(err)
	}
	remade, remadeFile, err := charts.Bundle(checkoutRoot, packages, cache)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(remadeFile); !bytes.Equal(remade, js) || err != nil || !bytes.Equal(data, js) {
		t.Errorf("after an edit in place: %d bytes, its file %d bytes (%v); want the bundle made again", len(remade), len(data), err)
	}

	text := string(js)
	for _, want := range []string{
		"Apache ECharts",           // the licence banner
		"updateChart",              // draws a chart the loader asks for, then puts its data in
		"tr-TR",                    // Turkish numbers
		"seriden olu",              // the Turkish aria words
		"ResizeObserver",           // follows its box
		"chart-drawing chart-live", // in a worker, draws what takes the place of the build's drawings
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
	gz := gzipBest(t, js)
	t.Logf("bundle: %d bytes, %d gzip", len(js), gz)
	// The page fetches the runtime when a reader reaches for a chart, never
	// on its first view; it must stay well under the full echarts.min.js
	// (about 330 KB). 205 KB: ECharts' parts the figures use, and putting a
	// move's data where a chart's bindings say (about 1 KB).
	if gz > 205*1024 {
		t.Errorf("the bundle is %d bytes gzip, over its budget of 205 KB", gz)
	}
}

// TestToolboxMarkers checks that the markers TestChartBundle looks for do
// betray the toolbox: the runtime (charts/runtime) with the toolbox
// registered, bundled for the page as charts.Bundle bundles it, holds
// them.
func TestToolboxMarkers(t *testing.T) {
	packages := chartPackages(t)
	src := filepath.Join(checkoutRoot, "charts", "runtime")
	dir := t.TempDir()
	files, err := filepath.Glob(filepath.Join(src, "*.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("the runtime's files: %v %v", files, err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if name == "shared.js" {
			shared := strings.Replace(string(data), "  TooltipComponent,\n} from 'echarts/components';",
				"  TooltipComponent,\n  ToolboxComponent,\n} from 'echarts/components';", 1)
			shared = strings.Replace(shared, "TitleComponent, TooltipComponent,", "TitleComponent, TooltipComponent, ToolboxComponent,", 1)
			if strings.Count(shared, "ToolboxComponent") != 2 {
				t.Fatal("could not add the toolbox to the runtime's imports: update this test with shared.js")
			}
			data = []byte(shared)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	modules, err := filepath.Abs(filepath.Join(packages, "node_modules"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := pagescript.Bundle(pagescript.Options(api.BuildOptions{
		EntryPoints: []string{filepath.Join(dir, "page.js")},
		NodePaths:   []string{modules},
		Define:      map[string]string{"process.env.NODE_ENV": `"production"`},
	}), "the runtime with the toolbox")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range toolboxMarkers {
		if !strings.Contains(string(js), m) {
			t.Errorf("a runtime with the toolbox lacks %q", m)
		}
	}
}

// lineOption is a small chart of two series, with a word that tries to
// break out of the page and a layout for narrow charts.
func lineOption(t *testing.T, word string) []byte {
	t.Helper()
	o := map[string]any{
		"legend": map[string]any{"top": "0"},
		"xAxis":  map[string]any{"type": "value", "name": "zaman (ms)"},
		"yAxis":  map[string]any{"type": "value", "name": "bekleyen"},
		"grid":   map[string]any{"top": "44", "left": "8", "right": "16", "bottom": "30"},
		"series": []any{
			map[string]any{"type": "line", "name": word, "data": [][]float64{{0, 1}, {10, 4.25}, {20, 2}}},
			map[string]any{"type": "line", "name": "ikinci", "data": [][]float64{{0, 3}, {10, 1}, {20, 5}}},
		},
	}
	o["media"] = []any{ // as goecharts.WithNarrow writes it
		map[string]any{"query": map[string]any{"maxWidth": 720}, "option": map[string]any{"legend": map[string]any{"top": "20"}}},
		map[string]any{"option": map[string]any{"legend": map[string]any{"top": "0"}}},
	}
	js, err := charts.ScriptJSON(o)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

// TestDraw: node draws each chart at each size with ECharts' own
// server-side renderer (charts.Draw), once (then from the cache), the same
// bytes from a fresh cache, the narrow layout at a narrow width, and every
// word as text, escaped.
func TestDraw(t *testing.T) {
	packages := chartPackages(t)
	const hostile = `</svg><script>alert(1)</script><!-- & "`
	js := lineOption(t, hostile)
	reqs := []charts.Request{{Option: js, Width: 960, Height: 384}, {Option: js, Width: 358, Height: 288}}
	cache := t.TempDir()
	ctx := context.Background()
	svgs, err := charts.Draw(ctx, checkoutRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	drawn := cacheEntries(t, cache, "drawings")
	if len(drawn) != 2 {
		t.Errorf("node drew %d charts into the cache, want 2", len(drawn))
	}
	again, err := charts.Draw(ctx, checkoutRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	if !sameFiles(drawn, cacheEntries(t, cache, "drawings")) {
		t.Error("the second call drew again instead of reading the cache")
	}
	fresh, err := charts.Draw(ctx, checkoutRoot, packages, t.TempDir(), reqs[1:])
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again[0], svgs[0]) || !bytes.Equal(fresh[0], svgs[1]) {
		t.Error("a drawing differs between two draws: the output is not deterministic")
	}
	for i, svg := range svgs {
		s := string(svg)
		w := []string{"960 384", "358 288"}[i]
		if !strings.HasPrefix(s, `<svg xmlns="http://www.w3.org/2000/svg"`) || !strings.Contains(s, `viewBox="0 0 `+w+`"`) {
			t.Errorf("drawing %d: %.120s", i, s)
		}
		for _, bad := range []string{"<script", "<!--", "</svg><", "<style", "class=\"zr", "ecmeta_", "\n"} {
			if strings.Contains(s, bad) {
				t.Errorf("drawing %d holds %q", i, bad)
			}
		}
		for _, word := range []string{"zaman (ms)", "bekleyen", "ikinci", "&lt;/svg&gt;&lt;script&gt;alert(1)"} {
			if !strings.Contains(s, word) {
				t.Errorf("drawing %d lacks the word %q", i, word)
			}
		}
	}
	// The legend's top is 0 on a wide chart and 20 on a narrow one.
	legendY := regexp.MustCompile(`<text [^>]*transform="translate\([0-9.]+ ([0-9.]+)\)"[^>]*>ikinci</text>`)
	wide, narrow := legendY.FindStringSubmatch(string(svgs[0])), legendY.FindStringSubmatch(string(svgs[1]))
	if wide == nil || narrow == nil || wide[1] == narrow[1] {
		t.Errorf("the legend stands at %v wide and %v narrow: the narrow layout was not applied", wide, narrow)
	}
	// A drawing damaged on disk is drawn again, the same, and fails
	// nothing: its entry is whole again.
	whole := map[string][]byte{}
	for name := range drawn {
		file := filepath.Join(cache, "drawings", name)
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		whole[name] = data
		if err := os.Truncate(file, 100); err != nil {
			t.Fatal(err)
		}
	}
	redrawn, err := charts.Draw(ctx, checkoutRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	// Whole again: as long as it was (its header's stamp is the time it
	// was written again, so its bytes are not the first entry's), and the
	// next draw reads it rather than drawing it once more.
	mended := cacheEntries(t, cache, "drawings")
	for name, want := range whole {
		if data, err := os.ReadFile(filepath.Join(cache, "drawings", name)); err != nil || len(data) != len(want) {
			t.Errorf("damaged drawing %s was not drawn again: %d bytes (%v), was %d", name, len(data), err, len(want))
		}
	}
	if _, err := charts.Draw(ctx, checkoutRoot, packages, cache, reqs); err != nil {
		t.Fatal(err)
	}
	if !sameFiles(mended, cacheEntries(t, cache, "drawings")) {
		t.Error("a drawing drawn again is not whole: the draw after it drew it once more")
	}
	if !bytes.Equal(redrawn[0], svgs[0]) || !bytes.Equal(redrawn[1], svgs[1]) {
		t.Errorf("damaged drawings drawn again differ: %v, %v", bytes.Equal(redrawn[0], svgs[0]), bytes.Equal(redrawn[1], svgs[1]))
	}
}

// TestDrawWithoutNode: a build on a machine without node says so.
func TestDrawWithoutNode(t *testing.T) {
	packages := chartPackages(t)
	t.Setenv("PATH", t.TempDir())
	_, err := charts.Draw(context.Background(), checkoutRoot, packages, t.TempDir(), []charts.Request{{Option: lineOption(t, "a"), Width: 300, Height: 200}})
	if err == nil || !strings.Contains(err.Error(), "node is not installed") {
		t.Errorf("without node: %v", err)
	}
}
