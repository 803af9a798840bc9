package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// tabTimeout bounds everything one test does in its tab.
const tabTimeout = 60 * time.Second

// tab is one browser tab of a test. It records, from the tab's first
// moment, every console message and every request its pages make.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu       sync.Mutex
	console  []consoleMessage
	requests []*request
	byID     map[network.RequestID]*request
	// A trace being recorded (startTrace): its events, and closed when
	// the browser has sent them all.
	trace  [][]byte
	traced chan struct{}

	// Whether the test checked these itself; if not, the tab's end does.
	consoleChecked, networkChecked bool
}

// consoleMessage is a console API call, an uncaught exception or an entry
// of the browser's log.
type consoleMessage struct {
	level string // "error", "warning", "log", "info", "debug", "verbose", …
	text  string
	where string // URL:line, when known
}

func (m consoleMessage) String() string {
	s := m.level + ": " + m.text
	if m.where != "" {
		s += " (" + m.where + ")"
	}
	return s
}

// request is one request a page made, and how it ended when it failed.
type request struct {
	url    string
	kind   string // document, stylesheet, script, EventSource, …
	failed string // the network error, "" unless it failed
}

// openTab opens a new tab in the shared browser; the test's end closes it.
func openTab(t *testing.T) *tab {
	t.Helper()
	return openTabFor(t, tabTimeout)
}

// openTabFor opens a tab as openTab does, for a test that does more in it
// than tabTimeout allows.
func openTabFor(t *testing.T, timeout time.Duration) *tab {
	t.Helper()
	requireBrowser(t)
	ctx, cancel := context.WithTimeout(browserCtx, timeout)
	tb := &tab{t: t, byID: map[network.RequestID]*request{}}
	tctx, closeTab := chromedp.NewContext(ctx, chromedp.WithListener(tb.record))
	t.Cleanup(func() {
		closeTab()
		cancel()
		// Whatever else a test checks, its pages must be clean too.
		if !tb.consoleChecked {
			tb.checkConsoleClean()
		}
		if !tb.networkChecked {
			tb.checkLoopbackOnly()
		}
	})
	tb.ctx = tctx
	if err := chromedp.Do(tctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return tb
}

// requireBrowser fails the test when chromium did not start.
func requireBrowser(t *testing.T) {
	t.Helper()
	if browserErr != nil {
		t.Fatal(browserErr)
	}
}

// record keeps the events the checks need. It runs in the tab's message
// loop, so it only appends.
func (tb *tab) record(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var args []string
		for _, a := range ev.Args {
			args = append(args, remoteText(a))
		}
		m := consoleMessage{level: string(ev.Type), text: strings.Join(args, " ")}
		if ev.StackTrace != nil && len(ev.StackTrace.CallFrames) > 0 {
			f := ev.StackTrace.CallFrames[0]
			m.where = fmt.Sprintf("%s:%d", f.URL, f.LineNumber+1)
		}
		tb.console = append(tb.console, m)
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		tb.console = append(tb.console, consoleMessage{level: "exception", text: text, where: fmt.Sprintf("%s:%d", d.URL, d.LineNumber+1)})
	case *cdplog.EventEntryAdded:
		e := ev.Entry
		m := consoleMessage{level: string(e.Level), text: string(e.Source) + ": " + e.Text}
		if e.URL != "" {
			m.where = fmt.Sprintf("%s:%d", e.URL, e.LineNumber+1)
		}
		tb.console = append(tb.console, m)
	case *network.EventRequestWillBeSent:
		r := &request{url: ev.Request.URL, kind: string(ev.Type)}
		tb.requests = append(tb.requests, r)
		tb.byID[ev.RequestID] = r
	case *network.EventLoadingFailed:
		if r := tb.byID[ev.RequestID]; r != nil {
			r.failed = ev.ErrorText
			if ev.BlockedReason != "" {
				r.failed += " (blocked: " + string(ev.BlockedReason) + ")"
			}
		} else {
			// A request the browser refused before sending it.
			tb.requests = append(tb.requests, &request{kind: string(ev.Type), failed: ev.ErrorText})
		}
	case *tracing.EventDataCollected:
		for _, v := range ev.Value {
			tb.trace = append(tb.trace, []byte(v))
		}
	case *tracing.EventTracingComplete:
		if tb.traced != nil {
			close(tb.traced)
			tb.traced = nil
		}
	case *network.EventWebSocketCreated:
		tb.requests = append(tb.requests, &request{url: ev.URL, kind: "WebSocket"})
	}
}

// remoteText is how the console shows one argument of a console call.
func remoteText(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	if len(o.Value) > 0 {
		var s string
		if json.Unmarshal(o.Value, &s) == nil {
			return s
		}
		return string(o.Value)
	}
	if o.Description != "" {
		return o.Description
	}
	return string(o.Type)
}

// consoleMessages returns what the console received so far.
func (tb *tab) consoleMessages() []consoleMessage {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]consoleMessage(nil), tb.console...)
}

// allRequests returns the requests made so far.
func (tb *tab) allRequests() []request {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	out := make([]request, len(tb.requests))
	for i, r := range tb.requests {
		out[i] = *r
	}
	return out
}

// consoleProblems lists every error, warning or exception the console
// received.
func (tb *tab) consoleProblems() []string {
	var ps []string
	for _, m := range tb.consoleMessages() {
		switch m.level {
		case "error", "warning", "exception", "assert":
			ps = append(ps, "console "+m.String())
		}
	}
	return ps
}

// checkConsoleClean fails the test for every console problem.
func (tb *tab) checkConsoleClean() {
	tb.t.Helper()
	tb.consoleChecked = true
	for _, p := range tb.consoleProblems() {
		tb.t.Error(p)
	}
}

// do runs actions in the tab, failing the test on error.
func (tb *tab) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, actions...); err != nil {
		tb.t.Fatalf("%s: %v", what, err)
	}
}

// navigate loads url and waits for its load event.
func (tb *tab) navigate(url string) {
	tb.t.Helper()
	tb.do("loading "+url, chromedp.Navigate(url))
}

// eval evaluates a JavaScript expression in the page and decodes its
// value, awaiting it when it is a promise.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("evaluating %.80q: %v", expr, err)
	}
	return v
}

// call calls a JavaScript function in the page with JSON arguments and
// decodes its result; fn is the function's source, "(a, b) => …".
func call[T any](tb *tab, fn string, args ...any) T {
	tb.t.Helper()
	parts := make([]string, len(args))
	for i, a := range args {
		b, err := json.Marshal(a)
		if err != nil {
			tb.t.Fatal(err)
		}
		parts[i] = string(b)
	}
	return eval[T](tb, "("+fn+")("+strings.Join(parts, ", ")+")")
}

// waitFor polls a JavaScript condition (a promise is awaited) until it
// holds, failing the test with what after timeout. Evaluation errors (a
// page being replaced) count as "not yet".
func (tb *tab) waitFor(what, cond string, timeout time.Duration) {
	tb.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool]("(async () => Boolean(await ("+cond+")))()", chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			// What the page said meanwhile is most often why.
			said, _ := evalString(tb, `[...document.querySelectorAll('#live-alert, .controls-status')].map((e) => (e.textContent + ' ' + e.title).trim()).filter(Boolean).join(' | ')`)
			tb.t.Fatalf("waited %v for %s (%s): last error %v; the page says %q; its console %v", timeout, what, cond, err, said, tb.consoleProblems())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// phone makes the tab a phone's screen: 390×844 CSS pixels, mobile.
func (tb *tab) phone() {
	tb.t.Helper()
	tb.do("emulating a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch))
}

// tap touches the page at x, y (CSS pixels of the viewport) with one
// finger and lifts it, as a reader's tap: the browser makes of it the
// touch's pointer events and a click. what names it in a failure.
func (tb *tab) tap(what string, x, y float64) {
	tb.t.Helper()
	tb.do("tapping "+what, chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}},
		})
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, target, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{},
		})
		return err
	}))
}

// desktop makes the tab a desktop window's viewport, 1280×800.
func (tb *tab) desktop() {
	tb.t.Helper()
	tb.do("emulating a desktop", chromedp.EmulateViewport(1280, 800))
}

// reduceMotion asks the page for no animation (prefers-reduced-motion), so
// that charts are drawn whole at once.
func (tb *tab) reduceMotion() {
	tb.t.Helper()
	tb.do("emulating reduced motion", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}},
		})
		return err
	}))
}

// renderDeferred renders what the page leaves unrendered until it comes
// near the screen (content-visibility: auto), as a reader's scroll
// renders it: innerText skips such content, and a full-page screenshot
// shows it blank. Only auto: content-visibility: hidden hides for good,
// and stays.
func (tb *tab) renderDeferred() {
	tb.t.Helper()
	eval[bool](tb, `(() => {
	  for (const e of document.querySelectorAll('body *')) {
	    if (getComputedStyle(e).contentVisibility === 'auto') e.style.contentVisibility = 'visible';
	  }
	  return true;
	})()`)
}

// bind makes the tab report to t (a subtest of the test that opened it)
// and returns the test it reported to before.
func (tb *tab) bind(t *testing.T) *testing.T {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	old := tb.t
	tb.t = t
	return old
}

// evalString evaluates expr, a string, in the tab.
func evalString(tb *tab, expr string) (string, error) {
	return chromedp.Run(tb.ctx, chromedp.Evaluate[string](expr))
}
