package e2e

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestEngineOnIntent: the page fetches the in-browser model when a reader
// shows the intent to move a control — a pointer over the panel, the panel
// opened on a phone — never at load; under Save-Data only at the touch of
// a control.
func TestEngineOnIntent(t *testing.T) {
	t.Parallel()
	l := firstLive(t, "loading the engine on a reader's intent")
	// The engine's first request from the page is the lesson's parameter
	// file (the tab records the page's requests, not its worker's, which
	// fetches the WebAssembly).
	params := "/" + l.URL + l.Meta.Params
	if l.Meta.Params == "" {
		params = "/" + l.URL + "model.json"
	}
	fetched := func(tb *tab) bool {
		for _, r := range tb.allRequests() {
			if u, err := url.Parse(r.url); err == nil && u.Path == params {
				return true
			}
		}
		return false
	}
	settle := func(tb *tab) { time.Sleep(1500 * time.Millisecond) } // what the page would fetch at load, it has asked for
	noneYet := func(t *testing.T, tb *tab, when string) {
		t.Helper()
		settle(tb)
		if fetched(tb) {
			t.Errorf("%s: the engine's files (%s) were fetched %s", l.URL, params, when)
		}
	}
	waitFetched := func(t *testing.T, tb *tab, after string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !fetched(tb) {
			if time.Now().After(deadline) {
				t.Errorf("%s: %s, the engine's files (%s) were not fetched", l.URL, after, params)
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	panelCentre := `(() => { const r = document.querySelector('section.controls').getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()`

	t.Run("desktop", func(t *testing.T) {
		tb := openTab(t)
		tb.desktop()
		tb.navigate(siteURL + l.URL)
		noneYet(t, tb, "at load")
		p := eval[map[string]float64](tb, panelCentre)
		tb.do("moving the pointer over the panel", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p["x"], p["y"]))
		waitFetched(t, tb, "once the pointer is over the panel")
	})
	t.Run("phone", func(t *testing.T) {
		tb := openTab(t)
		tb.phone()
		tb.navigate(siteURL + l.URL)
		noneYet(t, tb, "at load")
		if open := eval[bool](tb, `document.querySelector('section.controls details').open`); open {
			t.Fatalf("%s: the panel is open at load on a phone", l.URL)
		}
		tb.do("opening the panel", chromedp.Click(chromedp.CSS("section.controls summary")))
		waitFetched(t, tb, "once the panel is opened")
	})
	t.Run("save-data", func(t *testing.T) {
		tb := openTab(t)
		tb.desktop()
		tb.do("asking for Save-Data", chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
			_, err := cdp.Call(ctx, target, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
				Source: `Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true});`,
			})
			return err
		}))
		tb.navigate(siteURL + l.URL)
		p := eval[map[string]float64](tb, panelCentre)
		tb.do("moving the pointer over the panel", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p["x"], p["y"]))
		tb.do("opening the panel", chromedp.Click(chromedp.CSS("section.controls summary")))
		if !eval[bool](tb, `document.querySelector('section.controls details').open`) {
			t.Fatalf("%s: the panel did not open", l.URL)
		}
		noneYet(t, tb, "under Save-Data before a control was touched")
		first := eval[string](tb, `document.querySelector('section.controls input[name]').id`)
		if strings.TrimSpace(first) == "" {
			t.Fatalf("%s: the panel has no control", l.URL)
		}
		tb.do("focusing a control", chromedp.Focus(chromedp.CSS("#"+first)))
		waitFetched(t, tb, "once a control has the focus")
	})
}
