package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// A link is a network as the throttled server plays it: a round trip
// before each response, and a bandwidth for its bytes (gzip, as served).
type link struct {
	name string
	bps  float64 // bits a second; 0: as fast as the machine
	rtt  time.Duration
}

var firstTouchNetworks = []link{
	{"local", 0, 0},
	{"4G", 9e6, 150 * time.Millisecond},
	{"slow 4G", 1.6e6, 150 * time.Millisecond},
}

// throttled serves h as through the network n: each response waits a
// round trip, then its bytes go out at the network's rate. It throttles
// the page's worker's requests as the page's, which the browser's own
// emulation may not.
func throttled(h http.Handler, n link) http.Handler {
	if n.bps == 0 {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(n.rtt)
		h.ServeHTTP(&slowWriter{ResponseWriter: w, bps: n.bps}, r)
	})
}

// slowWriter paces what it writes to a bandwidth: each write waits until
// the bytes written so far would have taken their time at bps since the
// first. (Sleeping for each write's own share instead oversleeps: a
// gzip writer makes thousands of small writes, and each sleep lasts at
// least a tick of the timer; the engine took six seconds at "4G" where it
// takes one.)
type slowWriter struct {
	http.ResponseWriter
	bps     float64
	start   time.Time
	written int
}

func (s *slowWriter) Write(b []byte) (int, error) {
	if s.start.IsZero() {
		s.start = time.Now()
	}
	n, err := s.ResponseWriter.Write(b)
	s.written += n
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
	due := s.start.Add(time.Duration(float64(s.written*8) / s.bps * float64(time.Second)))
	if wait := time.Until(due); wait > 0 {
		time.Sleep(wait)
	}
	return n, err
}

// TestFirstTouch is a measurement, not a test (bench/firsttouch.sh runs
// it; E2E_FIRSTTOUCH=1): on a phone's screen, served gzip through each
// network, at 1× and 4× the CPU's speed, the time from a reader's first
// move of a control to the first change of the prose (counting the
// engine's download) and to the page settled, and then how long each of
// the later moves takes to settle in view (livePage.inView: the prose and
// the charts on screen) and the longest of the page's tasks meanwhile,
// medians of E2E_FIRSTTOUCH runs (3 when it says no
// number), for a reader whose first act is the move (Save-Data: the
// engine loads at the touch) and one who opened the panel a second before
// (the engine loads on that intent). E2E_FIRSTTOUCH_NETWORK (local, 4G,
// slow 4G) and E2E_FIRSTTOUCH_CPU (1, 4) pick one of each; E2E_BEFORE
// names a build of the version before a change, measured the same way
// beside this one.
func TestFirstTouch(t *testing.T) {
	if os.Getenv("E2E_FIRSTTOUCH") == "" {
		t.Skip("a measurement: E2E_FIRSTTOUCH=3 go test ./e2e -run TestFirstTouch (bench/firsttouch.sh)")
	}
	runs := measureRuns("E2E_FIRSTTOUCH", 3)
	builds := measuredBuilds(t)
	var rows []string
	for _, l := range lessonPages(t) {
		if !l.Live() {
			continue
		}
		for _, n := range firstTouchNetworks {
			if only := os.Getenv("E2E_FIRSTTOUCH_NETWORK"); only != "" && only != n.name {
				continue
			}
			for _, cpu := range []float64{1, 4} {
				if only := os.Getenv("E2E_FIRSTTOUCH_CPU"); only != "" && only != fmt.Sprint(cpu) {
					continue
				}
				for _, intent := range []bool{false, true} {
					for _, b := range builds {
						srv := httptest.NewServer(throttled(gzipServer(b.files), n))
						var first, settled, later, longest []float64
						for range runs {
							m := firstTouch(t, srv.URL+"/"+l.URL, cpu, intent)
							first, settled, later, longest = append(first, m.first), append(settled, m.settled), append(later, m.later...), append(longest, m.longest)
						}
						srv.Close()
						mode := "first act a move"
						if intent {
							mode = "panel opened 1 s before"
						}
						rows = append(rows, fmt.Sprintf("| %s | %s | %.0f× | %s | %s | %.0f | %.0f | %.0f | %.0f |", lessonName(l), n.name, cpu, mode, b.name, median(first), median(settled), median(later), slices.Max(longest)))
					}
				}
			}
		}
	}
	table := "| lesson | network | CPU | reader | build | first prose change (ms) | settled (ms) | a later move settles in view (ms) | longest task, later moves (ms) |\n|---|---|---|---|---|---|---|---|---|\n" + strings.Join(rows, "\n") + "\n"
	t.Logf("first touch, median of %d runs:\n%s", runs, table)
	if out := os.Getenv("E2E_FIRSTTOUCH_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(table), 0o644); err != nil {
			t.Error(err)
		}
	}
}

// touch is what firstTouch measures of one reader: the milliseconds from
// the first move to the first change of the prose and to the page
// settled, and for each later move, to the page settled in view.
type touch struct {
	first, settled float64
	later          []float64
	longest        float64 // the longest of the page's tasks during the later moves (0: none over 50 ms)
}

// laterMoves is how many moves firstTouch makes after the first.
const laterMoves = 6

// firstTouch measures one reader's first move in the page at url: the
// milliseconds from the move to the first numeral that changes, and to
// the page settled (livePage.ready).
func firstTouch(t *testing.T, url string, cpu float64, intent bool) touch {
	t.Helper()
	tb := openTabFor(t, 3*time.Minute)
	tb.phone()
	tb.do("slowing the CPU", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpu})
		return err
	}))
	if !intent { // the engine loads at the touch alone
		tb.do("asking for Save-Data", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
			_, err := cdp.Call(ctx, target, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
				Source: `Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true});`,
			})
			return err
		}))
	}
	tb.navigate(url)
	tb.waitFor("the panel", `!document.querySelector('section.controls').hidden`, 60*time.Second)
	eval[bool](tb, `(() => {
	  const details = document.querySelector('section.controls details');
	  if (!details.open) details.querySelector('summary').click();
	  return true;
	})()`)
	if intent {
		time.Sleep(time.Second) // the reader's hand, from the panel to a slider
	}
	// The move: the first slider one step (or a tenth of its range) away,
	// as a finger's first drag gives.
	eval[bool](tb, `(() => {
	  window.firstTouch = {};
	  new MutationObserver((ms) => {
	    if (!window.firstTouch.change && ms.some((m) => (m.target.nodeType === 1 ? m.target : m.target.parentElement).closest('data[data-name]'))) window.firstTouch.change = performance.now();
	  }).observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
	  const e = document.querySelector('section.controls input[type=range]');
	  const lo = Number(e.min), hi = Number(e.max), v = Number(e.value);
	  const step = e.step === 'any' ? (hi - lo) / 10 : Math.max(Number(e.step), (hi - lo) / 10);
	  e.value = String(v + step <= hi ? v + step : v - step);
	  window.firstTouch.t0 = performance.now();
	  e.dispatchEvent(new Event('input', { bubbles: true }));
	  return true;
	})()`)
	tb.waitFor("the first prose change", `!!window.firstTouch.change`, 2*time.Minute)
	tb.waitFor("the page settled", `window.livePage && window.livePage.ready`, 2*time.Minute)
	got := eval[[]float64](tb, `[window.firstTouch.change - window.firstTouch.t0, performance.now() - window.firstTouch.t0]`)
	// Then moves a reader makes with the engine loaded, each a step of the
	// same slider, a pause between them: until what the reader sees is
	// done (a build before livePage.inView: until all is).
	m := eval[struct {
		Later   []float64 `json:"later"`
		Longest float64   `json:"longest"`
	}](tb, `(async () => {
	  const e = document.querySelector('section.controls input[type=range]');
	  const lo = Number(e.min), hi = Number(e.max);
	  const step = e.step === 'any' ? (hi - lo) / 20 : Math.max(Number(e.step), (hi - lo) / 20);
	  const done = () => { const p = window.livePage; return ('inView' in p) ? p.inView : p.ready; };
	  const out = [];
	  // The page's long tasks meanwhile (over 50 ms), the longest kept.
	  let longest = 0;
	  const po = new PerformanceObserver((l) => { for (const x of l.getEntries()) longest = Math.max(longest, x.duration); });
	  po.observe({ type: 'longtask' });
	  for (let i = 0; i < `+fmt.Sprint(laterMoves)+`; i++) {
	    await new Promise((ok) => setTimeout(ok, 800));
	    const v = Number(e.value);
	    e.value = String(v + step <= hi ? v + step : lo);
	    const t0 = performance.now();
	    e.dispatchEvent(new Event('input', { bubbles: true }));
	    await new Promise((ok) => { const check = () => (done() ? ok() : setTimeout(check, 4)); setTimeout(check, 0); });
	    out.push(performance.now() - t0);
	  }
	  await new Promise((ok) => setTimeout(ok, 0));
	  po.disconnect();
	  return { later: out, longest };
	})()`)
	tb.consoleChecked = true // a measurement; the other tests hold the console
	return touch{first: got[0], settled: got[1], later: m.Later, longest: m.Longest}
}

// measureRuns is how many runs a measurement makes: the number the
// environment variable env says, or runs.
func measureRuns(env string, runs int) int {
	n := 0
	if _, err := fmt.Sscan(os.Getenv(env), &n); err != nil || n < 1 {
		return runs
	}
	return n
}

// A measuredBuild is a build of the site a measurement serves: this one
// ("after"), or one of the version before a change ("before").
type measuredBuild struct {
	name  string
	files map[string][]byte
}

// measuredBuilds returns the builds a measurement serves side by side:
// the build of the version before a change that E2E_BEFORE names, if it
// names one, then this one.
func measuredBuilds(t *testing.T) []measuredBuild {
	t.Helper()
	requireSite(t)
	builds := []measuredBuild{{"after", built.Files}}
	if dir := os.Getenv("E2E_BEFORE"); dir != "" {
		builds = append([]measuredBuild{{"before", readSite(t, dir)}}, builds...)
	}
	return builds
}
