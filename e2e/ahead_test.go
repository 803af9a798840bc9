package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestAnswersAhead: a reader's moves one control away from the lesson's
// settings are answered in the prose before the engine has arrived (the
// server holds its WebAssembly back), from the answers the build computed
// ahead (livebuild.Sweeps), and they show what the Go code computes for those
// settings: every numeral, phrasing and claim, the controls and their
// words; meanwhile the panel says that the page is computing. Then the
// engine arrives, and the whole page — tables and charts too — is the
// engine's for the settings the panel holds.
func TestAnswersAhead(t *testing.T) {
	t.Parallel()
	requireSite(t)
	n := 0
	for _, p := range lessonPages(t) {
		if !p.Live() {
			continue
		}
		n++
		t.Run(lessonName(p), func(t *testing.T) { testAnswersAhead(t, p.URL) })
	}
	if n == 0 {
		t.Skip("no lesson page has a controls panel")
	}
}

func testAnswersAhead(t *testing.T, page string) {
	release := make(chan struct{})
	var served atomic.Int32 // WebAssembly files sent
	files := memoryServer(built.Files)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			select {
			case <-release:
			case <-r.Context().Done():
				return
			}
			served.Add(1)
		}
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()
	released := false
	defer func() {
		if !released {
			close(release)
		}
	}()

	tb := openTabFor(t, liveTabTimeout)
	tb.desktop()
	tb.reduceMotion()
	tb.navigate(srv.URL + "/" + page)
	tb.waitFor("the panel", `!document.querySelector('section.controls').hidden`, 20*time.Second)
	panel := eval[panelState](tb, panelJS)
	ll := openLesson(t, page, panel)
	published := ll.read(tb)

	// Each control moved alone, to values across its range and back to
	// the lesson's.
	answered := 0
	for _, c := range ll.ordered() {
		var values []string
		switch {
		case c.Toggle:
			values = []string{map[bool]string{true: "0", false: "1"}[c.Checked]}
		case c.Step == "any":
			// Answered by the engine alone: the prose stays as it is
			// (the answers ahead were read by the moves before), and the
			// panel says so.
			if answered == 0 {
				continue
			}
			before := eval[int](tb, `window.livePage.ahead`)
			v, ok := moveValue(t, c, ll.topOf(c, nil))
			if !ok {
				continue
			}
			call[map[string]string](tb, moveJS, [][2]string{{c.Key, v}})
			if after := eval[int](tb, `window.livePage.ahead`); after != before {
				t.Errorf("%s: slider %s takes any value, and its move to %s was answered ahead", page, c.Key, v)
			}
			if status := eval[string](tb, `document.querySelector('section.controls .controls-status').textContent`); status != "Model yükleniyor…" {
				t.Errorf("%s: slider %s moved to %s, the engine not there yet: the panel says %q", page, c.Key, v, status)
			}
			call[map[string]string](tb, moveJS, [][2]string{{c.Key, c.defaultValue()}})
			tb.waitFor("the answer ahead for the lesson's settings", fmt.Sprintf("window.livePage.ahead > %d", before), 20*time.Second)
			t.Logf("%s: slider %s takes any value: the engine answers it", page, c.Key)
			continue
		default:
			values = ends(t, c, ll.topOf(c, nil))
			if v, ok := moveValue(t, c, ll.topOf(c, nil)); ok {
				values = append(values, v)
			}
		}
		values = slices.DeleteFunc(values, func(v string) bool { return v == c.defaultValue() })
		for _, v := range append(values, c.defaultValue()) {
			before := eval[int](tb, `window.livePage.ahead`)
			held := call[map[string]string](tb, moveJS, [][2]string{{c.Key, v}})
			off := 0
			for _, o := range ll.panel.Controls {
				if held[o.Key] != o.defaultValue() {
					off++
				}
			}
			if off > 1 {
				t.Logf("%s: moving %s to %s moves another control too: the engine answers it", page, c.Key, v)
				continue
			}
			when := "before the engine arrives, " + c.Key + " at " + v
			tb.waitFor("the answer ahead for "+c.Key+" at "+v, fmt.Sprintf("window.livePage.ahead > %d", before), 20*time.Second)
			got := ll.read(tb)
			if off == 0 {
				if prose, _ := changes(published, got); len(prose) > 0 {
					t.Errorf("%s: %s, the lesson's settings again: the prose differs from the published page's: %v", page, when, prose)
				}
			}
			ll.compareParts(t, tb, when, got, ll.expect(t, held), false)
			if status := eval[string](tb, `document.querySelector('section.controls .controls-status').textContent`); status == "" {
				t.Errorf("%s: %s: the panel does not say that the page is computing", page, when)
			}
			answered++
		}
	}
	if answered == 0 {
		t.Fatalf("%s: no control's move was answered before the engine arrived", page)
	}
	if n := served.Load(); n > 0 {
		t.Fatalf("%s: the engine was sent (%d files) while it was held back", page, n)
	}

	// The engine arrives: the page is its answer for the panel's
	// settings, and a move after it is the engine's too.
	close(release)
	released = true
	tb.waitFor("the engine's answer", readyJS, 60*time.Second)
	ll.compare(t, tb, "once the engine has arrived", ll.read(tb), ll.expect(t, nil))
	_, moves := ll.moveAll(t)
	held := call[map[string]string](tb, moveJS, moves)
	tb.waitFor("every control moved", `window.livePage.ready && window.livePage.updates > 1`, 60*time.Second)
	ll.compare(t, tb, "every control moved, with the engine", ll.read(tb), ll.expect(t, held))
	t.Logf("%s: %d moves answered before the engine arrived", page, answered)
	tb.checkConsoleClean()
}
