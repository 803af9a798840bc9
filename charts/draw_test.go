//go:build !js

package charts

import (
	"encoding/json"
	"strings"
	"testing"
)

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
