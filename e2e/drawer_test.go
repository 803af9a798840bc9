package e2e

import (
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coursesite/site"
)

// drawerJS asks the chart runtime, started in a worker as the page's
// loader starts it (charts/runtime/drawer.js), for chart id's drawing at
// w × h with the lesson's own data (no move), then for a second drawing
// at that size, which must be none (nothing changed); it returns the
// first drawing, or the worker's error.
const drawerJS = `async (id, w, h) => {
  const me = document.querySelector('script[data-chart-runtime]').dataset;
  const url = new URL(me.chartRuntime, document.baseURI).href;
  const options = new URL(me.chartOptions, document.baseURI).href;
  const worker = new Worker(URL.createObjectURL(new Blob(['importScripts(' + JSON.stringify(url) + ')'], { type: 'text/javascript' })));
  const ask = (m) => new Promise((ok) => { worker.onmessage = (e) => ok(e.data); worker.postMessage(m); });
  try {
    const first = await ask({ id: 1, kind: 'draw', chart: id, options, values: null, width: w, height: h });
    if (first.error !== undefined) return 'error: ' + first.error;
    const again = await ask({ id: 2, kind: 'draw', chart: id, options, values: null, width: w, height: h });
    if (again.svg !== null) return 'drawn again with nothing changed';
    return first.svg;
  } finally {
    worker.terminate();
  }
}`

var (
	// builtDrawing finds each chart's first build drawing in a page, the
	// phone's: the box's id, the drawing, its size.
	builtDrawing = regexp.MustCompile(`<div class="chart-canvas[^"]*" id="(chart_[^"]+)"[^>]*>(<svg class="chart-drawing chart-narrow"[^>]*viewBox="0 0 ([0-9]+) ([0-9]+)">.*?</svg>)`)
	// drawingClass and drawingIDs are what two drawings of one chart on
	// one page differ in: the class saying which they are, the prefix
	// that keeps their ids apart.
	drawingClass = regexp.MustCompile(`^<svg class="[^"]*"`)
	drawingIDs   = regexp.MustCompile(`(id="|url\(#|href="#)[^"#)]*-k([0-9]+)`)
)

// sameDrawing writes a drawing as any drawing of its chart at its size
// is written, whatever made it.
func sameDrawing(svg string) string {
	return drawingIDs.ReplaceAllString(drawingClass.ReplaceAllString(svg, `<svg`), "${1}k$2")
}

// TestDrawerDrawsAsTheBuild: the drawing the page's worker makes after a
// reader's move (the chart runtime in a worker, ECharts' server-side
// renderer in the browser) is the drawing the build makes (the same
// runtime under node): asked for a chart at the lesson's settings and the
// size of the build's phone drawing, the worker gives the build's drawing
// byte for byte, but for its class and its ids' prefix — so a chart reads
// after a move as it read before, on screen, in the dark and on paper.
func TestDrawerDrawsAsTheBuild(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	checked := 0
	eachLesson(t, tb, func(t *testing.T, page *site.Page) {
		needCharts(t, page, 1, "the worker's drawings")
		tb.navigate(siteURL + page.URL)
		for _, m := range builtDrawing.FindAllStringSubmatch(string(built.Files[page.URL+"index.html"]), -1) {
			id, want := m[1], m[2]
			w, _ := strconv.Atoi(m[3])
			h, _ := strconv.Atoi(m[4])
			got := call[string](tb, drawerJS, id, w, h)
			if sameDrawing(got) != sameDrawing(want) {
				t.Errorf("%s #%s at %d×%d: the worker draws\n%.600s\nthe build drew\n%.600s", page.URL, id, w, h, got, want)
				continue
			}
			checked++
		}
	})
	if checked == 0 {
		t.Error("no chart checked")
	}
	t.Logf("%d charts drawn by the worker as the build drew them", checked)
	tb.checkConsoleClean()
}

// chartViewJS says what chart id's box shows: "build" (the build's
// drawings), "drawing" (one drawing the page's worker made, its ids
// resolving on the page and found once), "interactive" (the interactive
// chart alone, in view) or what is wrong.
const chartViewJS = `(id) => {
  const box = document.getElementById(id);
  const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 100;
  const live = [...box.querySelectorAll('svg.chart-live')];
  const built = [...box.querySelectorAll('svg.chart-drawing:not(.chart-live)')];
  const chart = [...box.children].filter((e) => e.localName === 'div' && !e.classList.contains('chart-tooltip'));
  if (built.length && !live.length && !chart.length) return 'build';
  if (live.length === 1 && !built.length && shown(live[0]) && !box.hasAttribute('data-drawn') && chart.every((e) => !shown(e))) {
    for (const u of live[0].querySelectorAll('[clip-path]')) {
      const ref = /url\(#([^)]+)\)/.exec(u.getAttribute('clip-path'));
      if (!ref || document.querySelectorAll('[id="' + ref[1] + '"]').length !== 1 || !live[0].contains(document.getElementById(ref[1]))) return 'a clip path of the drawing does not resolve: ' + u.getAttribute('clip-path');
    }
    return 'drawing';
  }
  if (!live.length && !built.length && box.hasAttribute('data-drawn') && chart.length && chart.every(shown)) return 'interactive';
  return 'live ' + live.length + ', built ' + built.length + ', chart ' + chart.length + ', data-drawn ' + box.hasAttribute('data-drawn');
}`

// TestMovesDrawOffThePage: a reader's move draws a chart anew in the
// page's worker, and the page's thread runs no ECharts for it — the page
// holds no chart runtime until a reader reaches for a chart; the new
// drawing replaces the build's. A reach puts the interactive chart, up to
// date, in its place; the next move puts a drawing back, the interactive
// chart hidden behind it; a pointer resting on the chart brings the
// interactive chart back.
func TestMovesDrawOffThePage(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	eachLesson(t, tb, func(t *testing.T, page *site.Page) {
		needControls(t, page, "moves drawn off the page's thread")
		needCharts(t, page, 1, "moves drawn off the page's thread")
		tb.navigate(siteURL + page.URL)
		tb.waitFor("the panel", `!document.querySelector('section.controls').hidden`, time.Minute)
		eval[bool](tb, `(() => { const d = document.querySelector('section.controls details'); if (!d.open) d.querySelector('summary').click(); return true; })()`)
		id := eval[string](tb, `document.querySelector('main .chart-canvas[id^="chart_"]').id`)
		view := func() string { return call[string](tb, chartViewJS, id) }
		move := func(key string) {
			eval[bool](tb, `(() => { document.getElementById(`+jsLit(id)+`).scrollIntoView({ block: 'center' }); document.querySelector('section.controls input[type=range]').focus({ preventScroll: true }); return true; })()`)
			tb.do("a move", chromedp.KeyEvent(key))
			tb.waitFor("the page settled", `window.livePage && window.livePage.ready`, time.Minute)
		}
		if v := view(); v != "build" {
			t.Fatalf("#%s before any move: %s, want the build's drawing", id, v)
		}
		move(kb.ArrowRight)
		if v := view(); v != "drawing" {
			t.Errorf("#%s after a move: %s, want the worker's drawing", id, v)
		}
		if eval[bool](tb, `!!window.charts || !!window.updateChart`) {
			t.Error("a move loaded the chart runtime on the page's thread")
		}
		tb.do("reaching for the chart", chromedp.Focus(chromedp.CSS("#"+id)))
		tb.waitFor("the interactive chart", `(`+chartViewJS+`)(`+jsLit(id)+`) === 'interactive'`, 20*time.Second)
		move(kb.ArrowLeft)
		if v := view(); v != "drawing" {
			t.Errorf("#%s after a move with the interactive chart shown: %s, want the worker's drawing in its place", id, v)
		}
		r := eval[map[string]float64](tb, `(() => { const r = document.getElementById(`+jsLit(id)+`).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`)
		tb.do("the pointer on the chart", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, r["x"], r["y"]))
		tb.do("the pointer resting on it", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, r["x"]+2, r["y"]))
		tb.waitFor("the interactive chart back", `(`+chartViewJS+`)(`+jsLit(id)+`) === 'interactive'`, 20*time.Second)
	})
	tb.checkConsoleClean()
}
