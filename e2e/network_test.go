package e2e

import (
	"fmt"
	"net/url"
	"testing"
)

// requestProblems lists every request the tab made to a host other than
// 127.0.0.1, failed ones included, and every request it cannot name.
func (tb *tab) requestProblems() []string {
	var ps []string
	for _, r := range tb.allRequests() {
		if !loopbackOnly(r.url) {
			ps = append(ps, fmt.Sprintf("request leaves 127.0.0.1: %s %q (failed: %q)", r.kind, r.url, r.failed))
		}
	}
	return ps
}

// checkLoopbackOnly fails the test for every request problem.
func (tb *tab) checkLoopbackOnly() {
	tb.t.Helper()
	tb.networkChecked = true
	for _, p := range tb.requestProblems() {
		tb.t.Error(p)
	}
}

// loopbackOnly reports whether fetching u stays on this machine: http(s)
// or ws(s) to 127.0.0.1, or a URL that needs no network (data:, blob:,
// about:).
func loopbackOnly(u string) bool {
	p, err := url.Parse(u)
	if err != nil {
		return false
	}
	switch p.Scheme {
	case "data", "blob", "about":
		return true
	case "http", "https", "ws", "wss":
		return p.Hostname() == "127.0.0.1"
	}
	return false
}

// TestNoRequestLeavesLoopback loads every page, on a desktop and on a
// phone, lets the charts draw and scrolls to the end, and checks every
// request the pages made: each goes to 127.0.0.1.
func TestNoRequestLeavesLoopback(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	for _, viewport := range []func(){tb.desktop, tb.phone} {
		viewport()
		for _, p := range pages(t) {
			tb.navigate(siteURL + p)
			eval[bool](tb, `new Promise((done) => { window.scrollTo(0, document.scrollingElement.scrollHeight); setTimeout(() => done(true), 300); })`)
		}
	}
	reqs := tb.allRequests()
	if len(reqs) < 2*len(pages(t)) {
		t.Fatalf("recorded %d requests for %d page loads: the recorder misses requests", len(reqs), 2*len(pages(t)))
	}
	tb.checkLoopbackOnly()
	t.Logf("%d requests, all to 127.0.0.1", len(reqs))
}

// TestLoopbackOnly checks the check itself.
func TestLoopbackOnly(t *testing.T) {
	for u, want := range map[string]bool{
		"http://127.0.0.1:41234/bir-ders/":             true,
		"http://127.0.0.1/assets/site.css":             true,
		"ws://127.0.0.1:80/x":                          true,
		"data:,":                                       true,
		"about:blank":                                  true,
		"http://localhost:8080/":                       false, // a name the resolver may send anywhere
		"https://cdn.jsdelivr.net/npm/katex/katex.css": false,
		"http://127.0.0.1.example.com/":                false,
		"http://[::1]/":                                false,
		"chrome-extension://abc/x.js":                  false,
		"":                                             false,
	} {
		if got := loopbackOnly(u); got != want {
			t.Errorf("loopbackOnly(%q) = %v, want %v", u, got, want)
		}
	}
}
