package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// movesPerChart is how many moves TestMoves makes with each chart in view.
const movesPerChart = 20

// TestMoves is a measurement, not a test (bench/moves.sh runs it;
// E2E_MOVES=1): a reader drags a slider on a mid-range phone (4× slower
// CPU, 412×823) with the engine loaded and a chart in view — the arrow
// keys on the panel's first slider, right then left, 250 ms apart,
// movesPerChart times with each of the lesson's charts in view in turn —
// and the page's main thread is watched meanwhile: its longest task (and
// apart, the longest a chart's redraw ran in, which the page marks on its
// performance timeline, and the longest of the others), and its blocking
// per move (the time past 50 ms of each task, as Total
// Blocking Time counts it). E2E_MOVES runs (1 when it says no number),
// the worst of them kept; E2E_BEFORE names a build of the version before
// a change, measured the same way beside this one. E2E_MOVES_TRACE names
// a folder where the browser's trace of each drag is written
// (LESSON-CHART.json: DevTools' Performance panel opens it;
// bench/trace.js sums it).
func TestMoves(t *testing.T) {
	if os.Getenv("E2E_MOVES") == "" {
		t.Skip("a measurement: E2E_MOVES=1 go test ./e2e -run TestMoves (bench/moves.sh)")
	}
	runs := measureRuns("E2E_MOVES", 1)
	builds := measuredBuilds(t)
	var rows []string
	for _, l := range lessonPages(t) {
		if !l.Live() {
			continue
		}
		for _, b := range builds {
			srv := httptest.NewServer(gzipServer(b.files))
			byChart := map[string]moves{}
			var names []string
			for run := range runs {
				// Each drag in a tab of its own, closed when done (a
				// subtest's end): a page left open behind it goes on
				// using the machine's two cores.
				var drag []moves
				t.Run(fmt.Sprintf("%s/%s/%d", lessonName(l), b.name, run+1), func(t *testing.T) {
					drag = dragWithChartsInView(t, srv.URL+"/"+l.URL)
				})
				for _, m := range drag {
					if _, ok := byChart[m.chart]; !ok {
						names = append(names, m.chart)
					}
					w := byChart[m.chart]
					w.chart, w.longest, w.blocking, w.redraws = m.chart, max(w.longest, m.longest), max(w.blocking, m.blocking), max(w.redraws, m.redraws)
					w.longestRedraw, w.longestOther = max(w.longestRedraw, m.longestRedraw), max(w.longestOther, m.longestOther)
					byChart[m.chart] = w
				}
			}
			srv.Close()
			for _, name := range names {
				m := byChart[name]
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %.0f | %.0f | %.0f | %.1f | %d |", lessonName(l), name, b.name, m.longest, m.longestRedraw, m.longestOther, m.blocking, m.redraws))
			}
		}
	}
	table := fmt.Sprintf("| lesson | chart in view | build | longest task (ms) | … a chart's redraw (ms) | … other (ms) | blocking per move (ms) | charts redrawn |\n|---|---|---|---|---|---|---|---|\n%s\n", strings.Join(rows, "\n"))
	t.Logf("%d moves with each chart in view, 4× CPU, phone, the worst of %d runs:\n%s", movesPerChart, runs, table)
	if out := os.Getenv("E2E_MOVES_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(table), 0o644); err != nil {
			t.Error(err)
		}
	}
}

// moves is what a drag with one chart in view cost the page's thread.
type moves struct {
	chart             string
	longest, blocking float64 // ms; blocking is per move
	// The longest task a chart's redraw ran in (the page putting a
	// drawing its worker made in the chart's box, or the interactive
	// chart's setOption: the page marks either "chart redraw"), and the
	// longest of the others (the prose and tables, the browser's layout
	// and paint).
	longestRedraw, longestOther float64
	redraws                     int // charts redrawn meanwhile, in view or not
}

// dragWithChartsInView opens the lesson page at url on a slow phone, loads
// its engine, and for each chart drags the first slider with the chart in
// view, measuring the page's long tasks.
func dragWithChartsInView(t *testing.T, url string) []moves {
	t.Helper()
	tb := openTabFor(t, 10*time.Minute)
	tb.do("a mid-range phone's screen", chromedp.EmulateViewport(412, 823, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch))
	tb.do("slowing the CPU", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
		return err
	}))
	tb.navigate(url)
	tb.waitFor("the panel", `!document.querySelector('section.controls').hidden`, time.Minute)
	charts := eval[[]string](tb, `[...document.querySelectorAll('main .chart-canvas[id^="chart_"]')].map((b) => b.id)`)
	// The panel open: each chart's drag starts with a first move there
	// and back.
	eval[bool](tb, `(() => {
	  const details = document.querySelector('section.controls details');
	  if (details && !details.open) details.querySelector('summary').click();
	  return true;
	})()`)
	var out []moves
	for _, id := range charts {
		eval[bool](tb, `(() => {
		  document.getElementById(`+jsString(id)+`).scrollIntoView({ block: 'center' });
		  document.querySelector('section.controls input[type=range]').focus({ preventScroll: true });
		  return true;
		})()`)
		// Once, so that the engine and the charts' worker are loaded, and
		// the chart in view drawn by it, before the measured moves.
		tb.do("a first move", chromedp.KeyEvent(kb.ArrowRight))
		tb.waitFor("the page settled", `window.livePage && window.livePage.ready`, 5*time.Minute)
		tb.do("the first move back", chromedp.KeyEvent(kb.ArrowLeft))
		tb.waitFor("the page settled", `window.livePage && window.livePage.ready`, 5*time.Minute)
		traceDir := os.Getenv("E2E_MOVES_TRACE")
		if traceDir != "" {
			tb.startTrace()
		}
		eval[bool](tb, `(() => {
		  window.movesLong = [];
		  window.movesRedraws = [];
		  window.movesFrom = window.livePage.withChart.length;
		  window.movesObserver = new PerformanceObserver((l) => {
		    for (const x of l.getEntries()) {
		      if (x.entryType === 'longtask') window.movesLong.push([x.startTime, x.duration]);
		      else if (x.name === 'chart redraw') window.movesRedraws.push(x.startTime);
		    }
		  });
		  window.movesObserver.observe({ entryTypes: ['longtask', 'measure'] });
		  return true;
		})()`)
		for i := range movesPerChart {
			key := kb.ArrowRight
			if i%2 == 1 {
				key = kb.ArrowLeft
			}
			tb.do("a move", chromedp.KeyEvent(key))
			time.Sleep(250 * time.Millisecond)
		}
		tb.waitFor("the page settled", `window.livePage && window.livePage.ready`, 5*time.Minute)
		long := eval[[][2]float64](tb, `new Promise((ok) => setTimeout(() => { window.movesObserver.disconnect(); ok(window.movesLong); }, 200))`)
		redraws := eval[[]float64](tb, `window.movesRedraws`)
		redrawn := eval[int](tb, `window.livePage.withChart.slice(window.movesFrom).filter(Boolean).length`)
		if traceDir != "" {
			name := strings.NewReplacer("http://", "", "/", "-", ":", "-").Replace(strings.TrimSuffix(url, "/"))
			if err := os.WriteFile(filepath.Join(traceDir, name+"-"+strings.TrimPrefix(id, "chart_")+".json"), tb.stopTrace(), 0o644); err != nil {
				t.Error(err)
			}
		}
		m := moves{chart: strings.TrimPrefix(id, "chart_"), redraws: redrawn}
		var durations []float64
		for _, task := range long {
			start, d := task[0], task[1]
			durations = append(durations, d)
			m.longest = max(m.longest, d)
			m.blocking += max(0, d-50)
			// A task a chart's redraw began in is that redraw's.
			if slices.ContainsFunc(redraws, func(r float64) bool { return r >= start-1 && r <= start+d }) {
				m.longestRedraw = max(m.longestRedraw, d)
			} else {
				m.longestOther = max(m.longestOther, d)
			}
		}
		m.blocking /= movesPerChart
		slices.Sort(durations)
		t.Logf("%s, %s in view: long tasks %v", url, id, durations)
		out = append(out, m)
	}
	tb.consoleChecked = true // a measurement; the other tests hold the console
	return out
}

// startTrace starts the browser's trace of the tab: its main thread's
// tasks, layouts, paints and JavaScript, as DevTools' Performance panel
// records them.
func (tb *tab) startTrace() {
	tb.t.Helper()
	tb.mu.Lock()
	tb.trace, tb.traced = nil, make(chan struct{})
	tb.mu.Unlock()
	tb.do("tracing", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{
				"devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading",
				"disabled-by-default-devtools.timeline.frame", "disabled-by-default-v8.cpu_profiler",
			}},
		})
		return err
	}))
}

// stopTrace ends the trace startTrace began and returns it, a JSON trace
// file.
func (tb *tab) stopTrace() []byte {
	tb.t.Helper()
	tb.mu.Lock()
	done := tb.traced
	tb.mu.Unlock()
	tb.do("ending the trace", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, tracing.End, cdp.Empty{})
		return err
	}))
	select {
	case <-done:
	case <-time.After(time.Minute):
		tb.t.Fatal("the browser sent no end of its trace in a minute")
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	out := []byte(`{"traceEvents":[`)
	for i, e := range tb.trace {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, e...)
	}
	return append(out, "]}"...)
}
