package e2e

import "testing"

// TestPagesLoadClean loads every page and scrolls it to the end: the
// console receives no error, warning or exception, and every request
// succeeds (a failed one is logged as an error too).
func TestPagesLoadClean(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	for _, p := range pages(t) {
		tb.navigate(siteURL + p)
		eval[bool](tb, `new Promise((done) => { window.scrollTo(0, document.scrollingElement.scrollHeight); requestAnimationFrame(() => requestAnimationFrame(() => done(true))); })`)
	}
	for _, r := range tb.allRequests() {
		if r.failed != "" {
			t.Errorf("request %s %s failed: %s", r.kind, r.url, r.failed)
		}
	}
	if msgs := tb.consoleMessages(); len(msgs) > 0 {
		t.Logf("console: %v", msgs)
	}
	tb.checkConsoleClean()
}
