//go:build !js

package charts

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

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
	js, err := ScriptJSON(o)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

// TestDraw: node draws each chart at each size with ECharts' own
// server-side renderer, once (then from the cache), the same bytes from a
// fresh cache, the narrow layout at a narrow width, and every word as
// text, escaped.
func TestDraw(t *testing.T) {
	requireNodeModules(t)
	const hostile = `</svg><script>alert(1)</script><!-- & "`
	js := lineOption(t, hostile)
	reqs := []Request{{Option: js, Width: 960, Height: 384}, {Option: js, Width: 358, Height: 288}}
	cache := t.TempDir()
	before := drawings.Load()
	svgs, err := Draw(context.Background(), projectRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	if drawings.Load() != before+2 {
		t.Errorf("node drew %d charts, want 2", drawings.Load()-before)
	}
	again, err := Draw(context.Background(), projectRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	if drawings.Load() != before+2 {
		t.Error("the second call drew again instead of reading the cache")
	}
	fresh, err := Draw(context.Background(), projectRoot, packages, t.TempDir(), reqs[1:])
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
	files, _ := os.ReadDir(filepath.Join(cache, "drawings"))
	if len(files) != 2 {
		t.Errorf("the cache holds %d drawings, want 2", len(files))
	}
	// A drawing damaged on disk is drawn again, the same, and fails
	// nothing.
	for _, f := range files {
		if err := os.Truncate(filepath.Join(cache, "drawings", f.Name()), 100); err != nil {
			t.Fatal(err)
		}
	}
	before = drawings.Load()
	redrawn, err := Draw(context.Background(), projectRoot, packages, cache, reqs)
	if err != nil {
		t.Fatal(err)
	}
	if drawings.Load() != before+2 || !bytes.Equal(redrawn[0], svgs[0]) || !bytes.Equal(redrawn[1], svgs[1]) {
		t.Errorf("damaged drawings: %d drawn again, the same: %v", drawings.Load()-before, bytes.Equal(redrawn[0], svgs[0]))
	}
}

// TestDrawWithoutNode: a build on a machine without node says so.
func TestDrawWithoutNode(t *testing.T) {
	requireNodeModules(t)
	t.Setenv("PATH", t.TempDir())
	_, err := Draw(context.Background(), projectRoot, packages, t.TempDir(), []Request{{Option: lineOption(t, "a"), Width: 300, Height: 200}})
	if err == nil || !strings.Contains(err.Error(), "node is not installed") {
		t.Errorf("without node: %v", err)
	}
}

// TestCleanSVG: ECharts' hover styles, classes and marks go, ids are
// numbered in order whatever counter ECharts was at, and Place makes them
// the page's own.
func TestCleanSVG(t *testing.T) {
	raw := func(n string) string {
		return `<svg width="10" height="5" xmlns="http://www.w3.org/2000/svg" version="1.1" baseProfile="full" viewBox="0 0 10 5">
<defs><clipPath id="zr` + n + `-c3"><path d="M0 0Z" class="zr` + n + `-cls-7"></path></clipPath></defs>
<path d="M1 1L2 2" clip-path="url(#zr` + n + `-c3)" pointer-events="visible" ecmeta_series_index="0"></path>
<style ><![CDATA[
.zr` + n + `-cls-7:hover {

cursor:pointer;
}
]]>

</style>
</svg>`
	}
	a, err := cleanSVG([]byte(raw("1")))
	if err != nil {
		t.Fatal(err)
	}
	b, err := cleanSVG([]byte(raw("9")))
	if err != nil {
		t.Fatal(err)
	}
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5"><defs><clipPath id="k0"><path d="M0 0Z"></path></clipPath></defs><path d="M1 1L2 2" clip-path="url(#k0)"></path></svg>`
	if string(a) != want || string(b) != want {
		t.Errorf("cleaned:\n%s\n%s\nwant\n%s", a, b, want)
	}
	placed := string(Place(a, "c-gecikme-1", "chart-medium"))
	if !strings.HasPrefix(placed, `<svg class="chart-drawing chart-medium" aria-hidden="true" focusable="false" xmlns=`) ||
		!strings.Contains(placed, `id="c-gecikme-1-k0"`) || !strings.Contains(placed, `url(#c-gecikme-1-k0)`) {
		t.Errorf("placed: %s", placed)
	}
	if _, err := cleanSVG([]byte("<html></html>")); err == nil {
		t.Error("cleanSVG took what is not a drawing")
	}
}

// TestCSSLayouts: the page's CSS gives each layout's drawing the widths
// Layouts says, and the chart's box its proportions.
func TestCSSLayouts(t *testing.T) {
	css := CSS()
	for _, l := range Layouts {
		for _, tall := range []bool{false, true} {
			w, h := l.Size(tall)
			if !strings.Contains(css, "aspect-ratio:"+itoa(w)+"/"+itoa(h)) {
				t.Errorf("%s: no box of %d/%d", l.Class, w, h)
			}
		}
		if l.MaxWidth > 0 && !strings.Contains(css, "@container (max-width:"+strings.TrimSuffix(strings.TrimRight(jsonNum(l.MaxWidth), "0"), ".")+"rem){") {
			t.Errorf("%s: no container query at %vrem", l.Class, l.MaxWidth)
		}
	}
	if !strings.Contains(css, "prefers-color-scheme:dark") {
		t.Error("no dark colours")
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }
