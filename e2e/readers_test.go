package e2e

// The tests of issue 15: every reader gets the whole lesson — the charts
// before any script, without JavaScript and on paper (print_test.go), on a
// phone, with a screen reader and the keyboard, in the dark — and the page
// stays light (lighthouse_test.go). They use the shared browser and tabs
// of main_test.go and tab_test.go as they are.

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	_ "coursesite/sim" // the course's models: the site TestMain builds is the real one
	"coursesite/site"
)

// firstViewBudget is what a lesson's first view may fetch, gzip, headers
// included: the page, its stylesheet and its loader (issue 15).
const firstViewBudget = 80 * 1024

// chartCode matches what the first view must not fetch: the chart runtime,
// the charts' options, the in-browser model.
var chartCode = regexp.MustCompile(`/charts\.[0-9a-f]+\.js$|/(?:charts|grafikler)\.[0-9a-f]+\.json$|\.wasm$|/wasm_exec\.[0-9a-f]+\.js$`)

// gzipServer serves files as a static host with compression does: every
// text file gzip (level 6, as nginx's gzip on and most CDNs), with its
// length; the WebAssembly too. Each file is compressed once, as a CDN
// keeps it: compressing four megabytes of WebAssembly for every request
// would take the CPU a page under measure needs.
func gzipServer(files map[string][]byte) http.Handler {
	plain := memoryServer(files)
	var mu sync.Mutex
	compressed := map[string][]byte{}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			plain.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		plain.ServeHTTP(rec, r)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.Header().Del("Content-Length")
		if rec.Code != http.StatusOK {
			w.WriteHeader(rec.Code)
			io.Copy(w, rec.Body)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Vary", "Accept-Encoding")
		w.WriteHeader(rec.Code)
		mu.Lock()
		body, ok := compressed[r.URL.Path]
		if !ok {
			var b bytes.Buffer
			gz, _ := gzip.NewWriterLevel(&b, 6)
			gz.Write(rec.Body.Bytes())
			gz.Close()
			body = b.Bytes()
			compressed[r.URL.Path] = body
		}
		mu.Unlock()
		// Written in pieces, as a server sends them, so that a throttled
		// writer paces them.
		for len(body) > 0 {
			n := min(len(body), 32<<10)
			if _, err := w.Write(body[:n]); err != nil {
				return
			}
			body = body[n:]
		}
	})
}

// servedGzip serves the built site with gzip for the test's life and
// returns its root URL.
func servedGzip(t *testing.T) string {
	t.Helper()
	requireSite(t)
	srv := httptest.NewServer(gzipServer(built.Files))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// fetched is one file the page fetched, as the browser's resource timing
// gives it.
type fetched struct {
	Name  string  `json:"name"`
	Bytes float64 `json:"bytes"` // transferSize: on the wire, headers included
}

// fetchedJS lists everything the page fetched so far: the document and its
// resources.
const fetchedJS = `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .map((e) => ({ name: e.name, bytes: e.transferSize }))`

// firstView loads url in tb and returns what it fetched before anything
// was touched, once the page has loaded and fetched nothing for a while.
func firstView(tb *tab, url string) []fetched {
	tb.t.Helper()
	tb.navigate(url)
	var last []fetched
	for stable := 0; stable < 3; {
		time.Sleep(200 * time.Millisecond)
		got := eval[[]fetched](tb, fetchedJS)
		if len(got) == len(last) {
			stable++
		} else {
			stable = 0
		}
		last = got
	}
	return last
}

func total(fs []fetched) float64 {
	var n float64
	for _, f := range fs {
		n += f.Bytes
	}
	return n
}

// TestFirstView loads each lesson, on a phone and a desktop, from a host
// that compresses: the first view, everything fetched before any
// interaction, stays within 80 KB and carries no chart code, no chart
// options and no model.
func TestFirstView(t *testing.T) {
	t.Parallel()
	root := servedGzip(t)
	for _, screen := range []struct {
		name     string
		viewport func(*tab)
	}{{"telefon", (*tab).phone}, {"masaustu", (*tab).desktop}} {
		tb := openTab(t)
		screen.viewport(tb)
		for _, l := range lessons(t) {
			got := firstView(tb, root+l)
			var names []string
			for _, f := range got {
				names = append(names, fmt.Sprintf("%s %.1f KB", strings.TrimPrefix(f.Name, root), f.Bytes/1024))
				if chartCode.MatchString(f.Name) {
					t.Errorf("%s %s: the first view fetched %s", screen.name, l, f.Name)
				}
			}
			if n := total(got); n > firstViewBudget || n == 0 {
				t.Errorf("%s %s: the first view is %.1f KB gzip, over %d KB: %s", screen.name, l, n/1024, firstViewBudget/1024, strings.Join(names, ", "))
			}
			t.Logf("%s %s: first view %.1f KB gzip in %d files: %s", screen.name, l, total(got)/1024, len(got), strings.Join(names, ", "))
		}
	}
}

// chartShown is what chartsShownJS reports of one chart.
type chartShown struct {
	ID       string   `json:"id"`
	Shown    []string `json:"shown"`    // classes of its drawings on screen
	Width    float64  `json:"width"`    // of the drawing shown
	Height   float64  `json:"height"`   // … and its box
	Box      float64  `json:"box"`      // the box's height
	Marks    int      `json:"marks"`    // the drawing's lines and shapes
	Words    int      `json:"words"`    // … and its texts
	Tables   int      `json:"tables"`   // the tables of its numbers, once opened
	Rows     int      `json:"rows"`     // … their rows
	Numbers  bool     `json:"numbers"`  // … holding Turkish numbers
	Named    bool     `json:"named"`    // the box has a name for screen readers
	Keyboard bool     `json:"keyboard"` // the box takes the keyboard's focus
}

// chartsShownJS reads each chart of the page as shown: which of the
// build's drawings the page shows and how big, and, with its details
// opened, the tables of its numbers.
const chartsShownJS = `(() => [...document.querySelectorAll('main figure.chart')].map((f) => {
  const box = f.querySelector('.chart-canvas');
  const shown = [...box.querySelectorAll('svg.chart-drawing')].filter((s) => getComputedStyle(s).display !== 'none' && s.getBoundingClientRect().width > 0);
  const d = f.querySelector('details.chart-data');
  d.open = true;
  const tables = d.querySelectorAll('table');
  const cells = [...d.querySelectorAll('td')].map((c) => c.textContent).join(' ');
  const r = shown[0] ? shown[0].getBoundingClientRect() : { width: 0, height: 0 };
  const st = {
    id: box.id, shown: shown.map((s) => s.getAttribute('class')), width: r.width, height: r.height,
    box: box.getBoundingClientRect().height,
    marks: shown[0] ? shown[0].querySelectorAll('path').length : 0,
    words: shown[0] ? shown[0].querySelectorAll('text').length : 0,
    tables: tables.length, rows: d.querySelectorAll('tbody tr').length,
    numbers: /\d/.test(cells) && !/\d\.\d/.test(cells),
    named: !!box.getAttribute('aria-labelledby') && !!document.getElementById(box.getAttribute('aria-labelledby')) &&
      document.getElementById(box.getAttribute('aria-labelledby')).textContent.trim() !== '',
    keyboard: box.tabIndex === 0,
  };
  d.open = false;
  return st;
}))()`

// disableScripts turns the tab's JavaScript off.
func (tb *tab) disableScripts() {
	tb.t.Helper()
	tb.do("disabling JavaScript", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}))
}

// media emulates a media type ("print", "" for the screen) and features.
func (tb *tab) media(typ string, features ...*emulation.MediaFeature) {
	tb.t.Helper()
	tb.do("emulating media "+typ, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: typ, Features: features})
		return err
	}))
}

// dark asks the page for its dark colours, and no animation.
func (tb *tab) dark() {
	tb.media("", &emulation.MediaFeature{Name: "prefers-color-scheme", Value: "dark"}, &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
}

// checkCharts fails the test for every chart that does not show its
// drawing of the layout want, whole, with the tables of its numbers.
func checkCharts(t *testing.T, what string, charts []chartShown, want string) {
	t.Helper()
	if len(charts) == 0 {
		t.Errorf("%s: no chart", what)
	}
	for _, c := range charts {
		switch {
		case len(c.Shown) != 1 || !strings.Contains(c.Shown[0], want):
			t.Errorf("%s #%s: shows the drawings %q, want the one of %s", what, c.ID, c.Shown, want)
		case c.Width < 250 || c.Height < 150 || c.Height > c.Box+1:
			t.Errorf("%s #%s: the drawing is %.0f×%.0f px in a box %.0f px high", what, c.ID, c.Width, c.Height, c.Box)
		case c.Marks < 10 || c.Words < 5:
			t.Errorf("%s #%s: the drawing holds %d shapes and %d texts: not a chart", what, c.ID, c.Marks, c.Words)
		}
		if c.Tables == 0 || c.Rows == 0 || !c.Numbers {
			t.Errorf("%s #%s: the tables of its numbers: %d tables, %d rows, Turkish numbers %v", what, c.ID, c.Tables, c.Rows, c.Numbers)
		}
		if !c.Named || !c.Keyboard {
			t.Errorf("%s #%s: the chart's box is named %v, focusable %v", what, c.ID, c.Named, c.Keyboard)
		}
	}
}

// TestChartsWithoutJavaScript: with JavaScript off, every chart shows the
// build's drawing of the layout the screen's width takes (the phone's
// narrow one, the desktop's wide one), and the tables of its numbers.
func TestChartsWithoutJavaScript(t *testing.T) {
	t.Parallel()
	for _, screen := range []struct {
		name, layout string
		viewport     func(*tab)
	}{{"telefon", "chart-narrow", (*tab).phone}, {"masaustu", "chart-wide", (*tab).desktop}} {
		t.Run(screen.name, func(t *testing.T) {
			tb := openTab(t)
			screen.viewport(tb)
			tb.disableScripts()
			eachLesson(t, tb, func(t *testing.T, page *site.Page) {
				l := page.URL
				tb.navigate(siteURL + l)
				if eval[bool](tb, `matchMedia('(scripting: enabled)').matches`) {
					t.Fatal("scripting is still enabled")
				}
				charts := eval[[]chartShown](tb, chartsShownJS)
				if len(charts) != chartCount(page) {
					t.Errorf("%s %s: %d charts on the page, want the %d the lesson shows", screen.name, l, len(charts), chartCount(page))
				}
				needCharts(t, page, 1, "the drawings without JavaScript")
				checkCharts(t, screen.name+" "+l, charts, screen.layout)
				t.Logf("%s %s: %d charts drawn, the tables of their numbers shown", screen.name, l, len(charts))
			})
		})
	}
}

// interactiveJS reports whether chart id is the interactive chart: in
// window.charts, drawn by ECharts in place of the build's drawings,
// with the series its options file gives it.
const interactiveJS = `async (id) => {
  const g = window.charts && window.charts.get(id);
  const box = document.getElementById(id);
  if (!g || !box.hasAttribute('data-drawn')) return 'not drawn';
  if (box.querySelector('svg.chart-drawing')) return "the build's drawing is still there";
  if (!box.querySelector('svg')) return 'no SVG';
  const file = document.querySelector('script[data-chart-options]').dataset.chartOptions;
  const options = await (await fetch(new URL(file, location.href))).json();
  const want = options[id.slice('chart_'.length)].option.series.length;
  const got = g.getOption().series.length;
  return got === want ? '' : 'series ' + got + ', want ' + want;
}`

// TestChartsOnDemand: the page draws no chart and fetches no chart code
// until a reader reaches for a chart: a pointer over it, the keyboard's
// focus; then that chart becomes the interactive one, the arrow keys move
// its tooltip, and the tables of its numbers are one Tab and one Enter
// away.
func TestChartsOnDemand(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	tb.reduceMotion()
	eachLesson(t, tb, func(t *testing.T, page *site.Page) {
		needCharts(t, page, 1, "reaching for a chart")
		l := page.URL
		tb.navigate(siteURL + l)
		ids := eval[[]string](tb, `[...document.querySelectorAll('main .chart-canvas')].map((b) => b.id)`)
		if len(ids) != chartCount(page) {
			t.Fatalf("%s: %d charts on the page (%s), want the %d the lesson shows", l, len(ids), strings.Join(ids, ", "), chartCount(page))
		}
		if eval[bool](tb, `!!window.charts || performance.getEntriesByType('resource').some((e) => new RegExp(`+jsLit(chartCode.String())+`).test(e.name))`) {
			t.Errorf("%s: the chart runtime came before anyone reached for a chart", l)
		}
		// A pointer over the first chart.
		r := eval[map[string]float64](tb, `(() => { const b = document.getElementById(`+jsLit(ids[0])+`); b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()`)
		tb.do("moving the pointer over a chart", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, r["x"], r["y"]))
		tb.waitFor("the chart under the pointer to be interactive", `(`+interactiveJS+`)(`+jsLit(ids[0])+`).then((p) => p === '')`, 20*time.Second)
		// The keyboard's focus on the last chart.
		last := ids[len(ids)-1]
		eval[bool](tb, `(() => { document.getElementById(`+jsLit(last)+`).focus(); return true; })()`)
		tb.waitFor("the focused chart to be interactive", `(`+interactiveJS+`)(`+jsLit(last)+`).then((p) => p === '')`, 20*time.Second)
		tb.do("pressing the right arrow", chromedp.KeyEvent(kb.ArrowRight))
		tb.waitFor("its tooltip to show", `[...document.querySelectorAll('.chart-tooltip')].some((e) => e.offsetParent !== null && e.textContent.trim() !== '')`, 10*time.Second)
		// One Tab: the summary of its numbers; Enter opens them.
		tb.do("pressing Tab", chromedp.KeyEvent(kb.Tab))
		if got := eval[string](tb, `document.activeElement.closest('figure') && document.activeElement.closest('figure').querySelector('.chart-canvas').id + ' ' + document.activeElement.localName`); got != last+" summary" {
			t.Errorf("%s: Tab from chart %s reaches %q, want its summary", l, last, got)
		}
		tb.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
		tb.waitFor("the tables of its numbers to open", `(() => { const d = document.activeElement.closest('details'); return d.open && !d.querySelector('noscript') && d.querySelectorAll('tbody tr').length > 0; })()`, 5*time.Second)
		// The charts between the first and the last (none with fewer than three).
		for _, id := range ids[1:max(1, len(ids)-1)] {
			if eval[bool](tb, `window.charts.has(`+jsLit(id)+`)`) {
				t.Errorf("%s: chart %s was drawn though nobody reached for it", l, id)
			}
		}
	})
}

// jsLit writes s as a JavaScript string literal.
func jsLit(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// axeSource is axe-core's script, a devDependency (devPackages).
func axeSource(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(devPackages(t), "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		t.Fatalf("axe-core is not installed (nodedeps.EnsureDev installs the devDependencies): %v", err)
	}
	return string(b)
}

// axeViolation is one rule axe found broken, with where.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target  []any  `json:"target"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// axeResult is what runAxe reports: the violations, and how many rules
// passed (a run that checked nothing passes nothing).
type axeResult struct {
	Violations []axeViolation `json:"violations"`
	Passes     int            `json:"passes"`
}

// runAxe runs axe-core on the page as it is.
func runAxe(tb *tab, src string) axeResult {
	tb.t.Helper()
	if !eval[bool](tb, `!!window.axe`) {
		eval[any](tb, "(() => { "+src+"\n; return true; })()")
	}
	return eval[axeResult](tb, `axe.run(document).then((r) => ({ violations: r.violations, passes: r.passes.length }))`)
}

func reportAxe(t *testing.T, what string, r axeResult) {
	t.Helper()
	if r.Passes < 10 {
		t.Errorf("%s: axe passed %d rules: it checked nothing", what, r.Passes)
	}
	for _, v := range r.Violations {
		var where []string
		for _, n := range v.Nodes {
			where = append(where, fmt.Sprint(n.Target))
		}
		t.Errorf("%s: axe %s (%s): %s at %s", what, v.ID, v.Impact, v.Help, strings.Join(where, ", "))
	}
}

// A readerScreen is a reader's screen: a desktop's or a phone's, light or
// dark.
type readerScreen struct {
	name     string
	viewport func(*tab)
	dark     bool
}

var readerScreens = []readerScreen{{"masaustu", (*tab).desktop, false}, {"telefon", (*tab).phone, false}, {"masaustu-karanlik", (*tab).desktop, true}, {"telefon-karanlik", (*tab).phone, true}}

// open opens a tab on the screen: a dark one with the dark colour scheme,
// each without animation.
func (s readerScreen) open(t *testing.T) *tab {
	t.Helper()
	tb := openTab(t)
	s.viewport(tb)
	if s.dark {
		tb.dark()
	} else {
		tb.reduceMotion()
	}
	return tb
}

// TestAxe runs axe-core (every rule it runs by default) on every page, on
// a desktop and a phone, light and dark, with the panel as it starts and
// open, and once a chart is interactive: no violation.
func TestAxe(t *testing.T) {
	t.Parallel()
	src := axeSource(t)
	for _, screen := range readerScreens {
		tb := screen.open(t)
		for _, p := range pagesAndGlossary(t) {
			tb.navigate(siteURL + p)
			what := screen.name + " /" + p
			r := runAxe(tb, src)
			reportAxe(t, what, r)
			t.Logf("%s: %d violations, %d rules passed", what, len(r.Violations), r.Passes)
			if !eval[bool](tb, `!!document.querySelector('section.controls:not([hidden]) details')`) {
				continue
			}
			eval[bool](tb, `(() => { const d = document.querySelector('section.controls details'); d.open = !d.open; return true; })()`)
			reportAxe(t, what+" (panel toggled)", runAxe(tb, src))
			// A chart the keyboard reached, interactive.
			eval[bool](tb, `(() => { document.querySelector('main .chart-canvas').focus(); return true; })()`)
			tb.waitFor("a chart to be interactive", `window.charts && window.charts.size > 0`, 20*time.Second)
			reportAxe(t, what+" (a chart interactive)", runAxe(tb, src))
		}
	}
}

// TestDarkMode: a reader whose system is dark gets a dark page, and its
// charts (the drawings and the interactive chart) draw their axes and
// words light on it, their series in the palette's colours.
func TestDarkMode(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	tb.dark()
	eachLesson(t, tb, func(t *testing.T, page *site.Page) {
		l := page.URL
		tb.navigate(siteURL + l)
		got := eval[map[string]any](tb, `(() => {
		  const lum = (c) => { const m = c.match(/\d+(\.\d+)?/g).map(Number); const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(m[0]) + 0.7152 * f(m[1]) + 0.0722 * f(m[2]); };
		  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
		  const bg = getComputedStyle(document.body).backgroundColor;
		  const out = { bg: lum(bg), text: contrast(getComputedStyle(document.body).color, bg), axes: [], series: [] };
		  for (const s of document.querySelectorAll('main svg.chart-drawing')) {
		    if (getComputedStyle(s).display === 'none') continue;
		    const t = s.querySelector('text');
		    out.axes.push(contrast(getComputedStyle(t).fill, bg));
		    for (const c of ['#0072b2', '#d55e00', '#009e73', '#e69f00', '#56b4e9', '#cc79a7']) {
		      const p = s.querySelector('[stroke="' + c + '"]');
		      if (p) out.series.push(contrast(getComputedStyle(p).stroke, bg));
		    }
		  }
		  return out;
		})()`)
		if got["bg"].(float64) > 0.05 {
			t.Errorf("%s: the page's background is not dark (luminance %.2f)", l, got["bg"])
		}
		if got["text"].(float64) < 7 {
			t.Errorf("%s: text contrast %.1f:1 on the dark page", l, got["text"])
		}
		for _, c := range got["axes"].([]any) {
			if c.(float64) < 4.5 {
				t.Errorf("%s: a chart's words at %.1f:1 on the dark page, want 4.5:1", l, c)
			}
		}
		needCharts(t, page, 1, "the charts' colours on the dark page")
		series := got["series"].([]any)
		if len(series) == 0 {
			t.Errorf("%s: no series colour found in the drawings", l)
		}
		for _, c := range series {
			if c.(float64) < 3 {
				t.Errorf("%s: a series at %.1f:1 on the dark page, want 3:1", l, c)
			}
		}
		// The interactive chart takes the same colours.
		eval[bool](tb, `(() => { document.querySelector('main .chart-canvas').focus(); return true; })()`)
		tb.waitFor("a chart to be interactive", `window.charts && window.charts.size > 0`, 20*time.Second)
		if fill := eval[string](tb, `(() => { const t = document.querySelector('main .chart-canvas[data-drawn] svg text'); return t ? getComputedStyle(t).fill : ''; })()`); fill == "" || strings.HasPrefix(fill, "rgb(84, 85, 90)") {
			t.Errorf("%s: the interactive chart's words are %q on the dark page", l, fill)
		}
	})
}

// TestPhoneScrollBoxes: on a phone, every scroll box (a wide table, a
// listing, the tables of a chart's numbers) is focusable and named, shows
// that it scrolls, and a table keeps its first column and its caption in
// view while it scrolls sideways.
func TestPhoneScrollBoxes(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.phone()
	eachLesson(t, tb, func(t *testing.T, page *site.Page) {
		l := page.URL
		tb.navigate(siteURL + l)
		problems := eval[[]string](tb, `(() => {
		  const out = [];
		  document.querySelectorAll('main details.chart-data').forEach((d) => { d.open = true; d.dispatchEvent(new Event('toggle')); });
		  const name = (b) => b.getAttribute('aria-label') || (b.getAttribute('aria-labelledby') && document.getElementById(b.getAttribute('aria-labelledby')) || {}).textContent;
		  let wide = 0;
		  for (const b of document.querySelectorAll('main .table-scroll, main pre')) {
		    const id = (b.closest('figure') || b).id || b.localName;
		    if (b.tabIndex !== 0 || b.getAttribute('role') !== 'region' || !name(b) || !name(b).trim()) out.push(id + ': not a focusable, named region');
		    if (b.scrollWidth <= b.clientWidth + 1) continue;
		    wide++;
		    if (!/gradient/.test(getComputedStyle(b).backgroundImage)) out.push(id + ': scrolls without a cue');
		    const row = b.querySelector('tbody tr');
		    if (!row) continue;
		    b.scrollLeft = b.scrollWidth;
		    const left = b.getBoundingClientRect().left;
		    const head = row.firstElementChild.getBoundingClientRect();
		    if (Math.abs(head.left - left) > 1.5) out.push(id + ': the first column scrolls away (' + Math.round(head.left - left) + ' px)');
		    const cap = b.querySelector('caption');
		    if (cap) {
		      const c = cap.getBoundingClientRect();
		      if (c.left < left - 1.5 || c.right > b.getBoundingClientRect().right + 1.5) out.push(id + ': the caption runs out of the box');
		    }
		    b.scrollLeft = 0;
		  }
		  if (wide === 0) out.push(`+jsLit(noWideBox)+`);
		  return out;
		})()`)
		for _, p := range problems {
			if p == noWideBox {
				if len(problems) == 1 {
					t.Skipf("%s: no table, listing or chart of the lesson is wider than a phone: no sideways scrolling to check", lessonName(page))
				}
				continue
			}
			t.Errorf("%s: %s", l, p)
		}
	})
}

// noWideBox is what TestPhoneScrollBoxes's script says of a page whose
// boxes all fit a phone.
const noWideBox = "no box scrolls on a phone: nothing was checked"

// controlsJS reads the panel's controls: each named (its label), its value
// said with its unit, and its label's text.
const controlsJS = `[...document.querySelectorAll('section.controls input[name]')].map((e) => ({
  name: e.name, labels: e.labels.length, label: e.labels.length ? e.labels[0].textContent.trim() : '',
  spoken: e.getAttribute('aria-valuetext') || '', type: e.type, value: e.value, defaultValue: e.defaultValue,
  max: e.max, shown: (document.querySelector('output[data-label="' + e.name + '"]') || {}).textContent || '',
}))`

type control struct {
	Name, Label, Spoken, Type, Value, DefaultValue, Max, Shown string
	Labels                                                     int
}

// TestPanel: the scenario's panel never hides what it controls. It starts
// closed on a phone; what the keyboard focuses stands clear of it; every
// control is named and says its value with its unit; a shared URL's
// scenario is not shown on the panel before the page shows it; the status
// is neutral while the model loads; the charts and the tables of their
// numbers follow the scenario, and print so; and after a move a screen
// reader hears what changed in the prose. It runs on the first lesson
// with controls (with E2E_LESSON, that lesson), as a subtest named by it.
func TestPanel(t *testing.T) {
	t.Parallel()
	page := firstLive(t, "the scenario's panel")
	t.Run(lessonName(page), func(t *testing.T) { testPanel(t, page.URL) })
}

// testPanel is TestPanel on the lesson at URL path l.
func testPanel(t *testing.T, l string) {
	tb := openTab(t)
	tb.phone()
	tb.reduceMotion()
	tb.navigate(siteURL + l)
	if eval[bool](tb, `document.querySelector('section.controls details').open`) {
		t.Error("the panel starts open on a phone")
	}
	// Tab through the page: no focused element under the panel, once the
	// page has laid out what the move brought near (four frames).
	eval[bool](tb, `(() => { document.querySelector('section.controls details').open = true; window.scrollTo(0, 0); return true; })()`)
	under := []string{}
	for i := 0; i < 60; i++ {
		tb.do("pressing Tab", chromedp.KeyEvent(kb.Tab))
		if s := eval[string](tb, `new Promise((done) => { let n = 4; const f = () => (--n ? requestAnimationFrame(f) : done()); requestAnimationFrame(f); }).then(() => {
		  const e = document.activeElement, p = document.querySelector('section.controls');
		  if (!e || p.contains(e) || e === document.body) return '';
		  const r = e.getBoundingClientRect(), top = p.getBoundingClientRect().top;
		  return r.top >= top - 1 ? (e.localName + ' "' + e.textContent.trim().slice(0, 30) + '" at ' + Math.round(r.top) + ', the panel at ' + Math.round(top)) : '';
		})`); s != "" {
			under = append(under, s)
		}
	}
	for _, s := range under {
		t.Errorf("focused under the panel: %s", s)
	}

	controls := eval[[]control](tb, controlsJS)
	if len(controls) == 0 {
		t.Fatal("the panel has no control")
	}
	letters := regexp.MustCompile(`[a-zçğıöşü]{2,}`)
	var slider *control
	for i, c := range controls {
		if c.Labels == 0 || c.Label == "" {
			t.Errorf("control %s has no label", c.Name)
		}
		if c.Type == "range" {
			if !letters.MatchString(c.Spoken) {
				t.Errorf("control %s says its value as %q, without its unit", c.Name, c.Spoken)
			}
			if slider == nil && c.Max != c.DefaultValue {
				slider = &controls[i]
			}
		}
	}
	if slider == nil {
		t.Fatal("no slider to move")
	}

	// A shared URL: until the model answers (its parameter file held
	// back), the panel and the page show the lesson's values. (A tab of
	// its own: a tab's time is bounded.)
	tb = openTab(t)
	tb.phone()
	tb.reduceMotion()
	held := make(chan fetch.EventRequestPaused, 4)
	tb.do("holding the parameter file", chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
		_, err := cdp.Call(ctx, tt, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*/" + l + "model.json*"}}})
		return err
	}))
	go func() {
		for ev, err := range chromedp.Events(tb.ctx, fetch.RequestPaused) {
			if err != nil {
				return
			}
			held <- ev
		}
	}()
	prose := eval[[]string](tb, `[...document.querySelectorAll('main data[data-name]')].map((d) => d.textContent)`)
	tb.navigate(siteURL + l + "?" + slider.Name + "=" + slider.Max)
	var paused fetch.EventRequestPaused
	select {
	case paused = <-held:
	case <-time.After(20 * time.Second):
		t.Fatal("the page did not ask for its parameter file")
	}
	now := eval[[]control](tb, controlsJS)
	for _, c := range now {
		if c.Name == slider.Name && (c.Value != c.DefaultValue || c.Shown != slider.Shown) {
			t.Errorf("while the model loads the panel shows %s = %q (%q), the page the lesson's %q", c.Name, c.Value, c.Shown, slider.Shown)
		}
	}
	status := eval[map[string]any](tb, `(() => { const s = document.querySelector('.controls-status'); const c = getComputedStyle(s).color.match(/\d+/g).map(Number); return { text: s.textContent, error: s.classList.contains('error'), spread: Math.max(...c) - Math.min(...c) }; })()`)
	if status["text"] == "" || status["error"].(bool) || status["spread"].(float64) > 40 {
		t.Errorf("while the model loads the status is %v: want a word in a neutral colour", status)
	}
	tb.do("letting the parameter file through", chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tt, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: paused.RequestID}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tt, fetch.Disable, cdp.Empty{})
		return err
	}))
	tb.waitFor("the shared scenario to be shown", `window.livePage && window.livePage.ready && window.livePage.updates > 0`, 40*time.Second)
	now = eval[[]control](tb, controlsJS)
	for _, c := range now {
		if c.Name == slider.Name && (c.Value != slider.Max || c.Shown == slider.Shown || !letters.MatchString(c.Spoken)) {
			t.Errorf("after the model answered the panel shows %s = %q (%q, said %q), want %s", c.Name, c.Value, c.Shown, c.Spoken, slider.Max)
		}
	}
	after := eval[[]string](tb, `[...document.querySelectorAll('main data[data-name]')].map((d) => d.textContent)`)
	if strings.Join(after, "|") == strings.Join(prose, "|") {
		t.Error("the shared scenario changed no number of the prose")
	}
	// The charts follow: each the scenario changes is drawn anew (by the
	// page's worker: the build's drawing is of the lesson's settings), the
	// tables of its numbers with it; one it leaves as it was keeps its
	// drawing. Each prints as it shows.
	tb.waitFor("every chart redrawn for the scenario", `window.livePage.stale === 0`, 30*time.Second)
	charts := eval[[]map[string]any](tb, `[...document.querySelectorAll('main figure.chart')].map((f) => {
	  const v = f.querySelector('.chart-data-tables'), n = v.querySelector('noscript'), box = f.querySelector('.chart-canvas');
	  return { id: box.id, tables: n ? n.textContent : v.innerHTML, redrawn: box.querySelectorAll('svg.chart-live').length === 1,
	    drawings: box.querySelectorAll('svg.chart-drawing:not(.chart-live)').length };
	})`)
	builtTables := regexp.MustCompile(`(?s)<div class="chart-data-tables" id="chart-data-[^"]+"><noscript>(.*?)</noscript>`).FindAllStringSubmatch(string(built.Files[l+"index.html"]), -1)
	if len(builtTables) != len(charts) {
		t.Fatalf("the built page has %d charts' tables, the page %d charts", len(builtTables), len(charts))
	}
	changed := 0
	for i, c := range charts {
		same := c["tables"].(string) == builtTables[i][1]
		if !same {
			changed++
		}
		if !same && (!c["redrawn"].(bool) || c["drawings"].(float64) != 0) {
			t.Errorf("chart %s: its numbers changed but it shows %v of the build's drawings (drawn anew: %v)", c["id"], c["drawings"], c["redrawn"])
		}
	}
	if changed == 0 {
		t.Error("the scenario changed no chart")
	}
	tb.media("print")
	if n := eval[int](tb, `[...document.querySelectorAll('main .chart-canvas')].filter((b) => [...b.querySelectorAll('svg')].some((s) => getComputedStyle(s).display !== 'none' && s.getBoundingClientRect().width > 100)).length`); n != len(builtTables) {
		t.Errorf("on paper %d of the %d charts redrawn for the scenario show", n, len(builtTables))
	}
	tb.media("")

	// A move: a screen reader hears what changed in the prose.
	tb = openTab(t)
	tb.phone()
	tb.navigate(siteURL + l + "?" + slider.Name + "=" + slider.Max)
	tb.waitFor("the shared scenario to be shown", `window.livePage && window.livePage.ready && window.livePage.updates > 0`, 40*time.Second)
	tb.waitFor("the shared scenario's summary", `document.querySelector('.controls-summary').textContent !== ''`, 20*time.Second)
	eval[bool](tb, `(() => { document.querySelector('.controls-summary').textContent = ''; return true; })()`)
	call[bool](tb, `(name, v) => { const e = document.querySelector('section.controls input[name="' + name + '"]'); e.focus(); e.value = v; e.dispatchEvent(new Event('input', { bubbles: true })); return true; }`, slider.Name, slider.DefaultValue)
	tb.waitFor("the summary of the change", `(() => { const o = document.querySelector('.controls-summary[aria-live="polite"]'); return o && o.textContent.length > 20; })()`, 20*time.Second)
	summary := eval[string](tb, `document.querySelector('.controls-summary').textContent`)
	sentence := strings.TrimPrefix(summary, "Metinde değişen: ")
	if sentence == summary || !eval[bool](tb, `document.querySelector('main').textContent.replace(/\s+/g, ' ').includes(`+jsLit(firstRunes(strings.SplitN(sentence, " Başka", 2)[0], 40))+`)`) {
		t.Errorf("the summary %q does not quote the prose", summary)
	}
	// It quotes whole sentences: never one cut at an ordinal's dot
	// ("Metinde değişen: milisaniyesinde…").
	if r, _ := utf8.DecodeRuneInString(sentence); !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		t.Errorf("the summary %q starts in the middle of a sentence", summary)
	}
	t.Logf("after a move a screen reader hears: %s", summary)
}

// firstRunes returns s's first n characters (never a letter cut in two).
func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}
