package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// chartViews are the ways a reader sees a chart that TestChartShots
// photographs: the build's drawing on a desktop, a phone, a dark desktop
// and paper, and the interactive chart a reader's touch draws in its place.
var chartViews = []struct {
	name  string
	setup func(*tab)
	// live: the chart drawn by the page's runtime, not the build's drawing.
	live bool
}{
	{"masaustu", (*tab).desktop, false},
	{"telefon", (*tab).phone, false},
	{"karanlik", func(tb *tab) { tb.desktop(); tb.dark() }, false},
	{"baski", func(tb *tab) {
		tb.desktop()
		tb.media("print", &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
	}, false},
	{"etkilesimli", func(tb *tab) { tb.desktop(); tb.reduceMotion() }, true},
}

// TestChartShots is for review, not a check (bench/chartshots.sh runs it;
// E2E_CHART_SHOTS names the folder): every chart of every lesson, as each
// of chartViews shows it, one PNG a chart and view. With E2E_BEFORE (a
// build of the version before a change) each PNG holds the chart before,
// on the left, and after, on the right.
func TestChartShots(t *testing.T) {
	dir := os.Getenv("E2E_CHART_SHOTS")
	if dir == "" {
		t.Skip("for review: E2E_CHART_SHOTS=DIR go test ./e2e -run TestChartShots (bench/chartshots.sh)")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	builds := measuredBuilds(t)
	shots := map[string][][]byte{} // file name → one shot a build
	var names []string
	for _, b := range builds {
		srv := httptest.NewServer(gzipServer(b.files))
		for _, l := range lessonPages(t) {
			for _, v := range chartViews {
				// A tab of its own, closed at the end of the subtest: a
				// tab left open behind it can keep a chart from drawing.
				t.Run(lessonName(l)+"/"+v.name+"/"+b.name, func(t *testing.T) {
					tb := openTabFor(t, 5*time.Minute)
					v.setup(tb)
					tb.navigate(srv.URL + "/" + l.URL)
					tb.renderDeferred()
					ids := eval[[]string](tb, `[...document.querySelectorAll('main .chart-canvas[id^="chart_"]')].map((b) => b.id)`)
					for _, id := range ids {
						if v.live {
							drawLive(tb, id)
						}
						shot := shootFigure(tb, id)
						name := lessonName(l) + "-" + strings.TrimPrefix(id, "chart_") + "-" + v.name + ".png"
						if _, ok := shots[name]; !ok {
							names = append(names, name)
						}
						shots[name] = append(shots[name], shot)
					}
					tb.consoleChecked = true // for review; the other tests hold the console
				})
			}
		}
		srv.Close()
	}
	var rows []string
	for _, name := range names {
		if pair := shots[name]; len(pair) == 2 {
			rows = append(rows, "| "+strings.TrimSuffix(name, ".png")+" | "+pixelsChanged(t, pair[0], pair[1])+" |")
		}
		out, err := sideBySide(shots[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d pictures of charts in %s (%d builds side by side)", len(names), dir, len(builds))
	if len(rows) > 0 {
		t.Logf("before and after:\n| chart and view | pixels that differ |\n|---|---|\n%s", strings.Join(rows, "\n"))
	}
}

// pixelsChanged says how much of two PNG pictures differs: the share of
// pixels whose colour differs by more than a rounding's worth, or how
// their sizes differ.
func pixelsChanged(t *testing.T, a, b []byte) string {
	t.Helper()
	ma, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	mb, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	ra, rb := ma.Bounds(), mb.Bounds()
	if ra.Size() != rb.Size() {
		return fmt.Sprintf("sizes differ: %dx%d, %dx%d", ra.Dx(), ra.Dy(), rb.Dx(), rb.Dy())
	}
	differ := 0
	for y := range ra.Dy() {
		for x := range ra.Dx() {
			r1, g1, b1, _ := ma.At(ra.Min.X+x, ra.Min.Y+y).RGBA()
			r2, g2, b2, _ := mb.At(rb.Min.X+x, rb.Min.Y+y).RGBA()
			if far(r1, r2) || far(g1, g2) || far(b1, b2) {
				differ++
			}
		}
	}
	return fmt.Sprintf("%.2f %% (%d of %d)", 100*float64(differ)/float64(ra.Dx()*ra.Dy()), differ, ra.Dx()*ra.Dy())
}

// far: two 16-bit colour channels differ by more than 2 in 255.
func far(a, b uint32) bool { return max(a, b)-min(a, b) > 2*257 }

// drawLive has the page's runtime draw chart id interactive, as a
// reader's focus on it does, and waits until it is drawn.
func drawLive(tb *tab, id string) {
	tb.t.Helper()
	eval[bool](tb, `(() => { const b = document.getElementById(`+jsString(id)+`); b.scrollIntoView({ block: 'center' }); b.focus(); return true; })()`)
	tb.do("leaving the chart's tooltip", chromedp.KeyEvent(kb.Escape))
	tb.waitFor("the chart drawn interactive", `document.getElementById(`+jsString(id)+`).hasAttribute('data-drawn')`, time.Minute)
	// Its drawing settled: two frames.
	eval[bool](tb, `new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true))))`)
}

// sideBySide puts PNG images side by side, left to right, on white with
// a grey rule between them.
func sideBySide(pngs [][]byte) ([]byte, error) {
	var imgs []image.Image
	w, h := 0, 0
	const gap = 12
	for _, p := range pngs {
		m, err := png.Decode(bytes.NewReader(p))
		if err != nil {
			return nil, err
		}
		imgs = append(imgs, m)
		w += m.Bounds().Dx()
		h = max(h, m.Bounds().Dy())
	}
	w += gap * (len(imgs) - 1)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.Gray{200}), image.Point{}, draw.Src)
	x := 0
	for _, m := range imgs {
		r := image.Rect(x, 0, x+m.Bounds().Dx(), m.Bounds().Dy())
		draw.Draw(out, r, m, m.Bounds().Min, draw.Src)
		x += m.Bounds().Dx() + gap
	}
	var b bytes.Buffer
	if err := png.Encode(&b, out); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// shootFigure photographs the figure of chart id as the window shows it:
// scrolled to the top of the window, the window's picture cut to it.
// (chromedp's Screenshot of an element widens the window to the whole
// page for a moment, which has a chart the runtime draws lay itself out
// again mid-picture.)
func shootFigure(tb *tab, id string) []byte {
	tb.t.Helper()
	r := eval[[]float64](tb, `(() => {
	  const f = document.getElementById(`+jsString(id)+`).closest('figure');
	  f.scrollIntoView({ block: 'start' });
	  const r = f.getBoundingClientRect();
	  const k = window.devicePixelRatio;
	  return [r.left * k, r.top * k, r.right * k, Math.min(r.bottom, innerHeight) * k];
	})()`)
	eval[bool](tb, `new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true))))`)
	shot, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatalf("%s: %v", id, err)
	}
	m, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatal(err)
	}
	cut := image.NewRGBA(image.Rect(0, 0, int(r[2]-r[0]), int(r[3]-r[1])))
	draw.Draw(cut, cut.Bounds(), m, image.Pt(int(r[0]), int(r[1])), draw.Src)
	var b bytes.Buffer
	if err := png.Encode(&b, cut); err != nil {
		tb.t.Fatal(err)
	}
	return b.Bytes()
}
