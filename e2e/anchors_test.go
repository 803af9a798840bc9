package e2e

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// anchorState is where an in-page link's target sits after following it.
type anchorState struct {
	Hash      string  `json:"hash"`
	Found     bool    `json:"found"`
	Top       float64 `json:"top"`       // target's top, from the viewport's top
	Bottom    float64 `json:"bottom"`    // target's bottom
	AtEnd     bool    `json:"atEnd"`     // the page cannot scroll further
	ViewportH float64 `json:"viewportH"` // the viewport's height
}

// anchorJS reports where the element id sits in the viewport.
const anchorJS = `(id) => {
  const se = document.scrollingElement;
  const el = document.getElementById(id);
  const r = el ? el.getBoundingClientRect() : { top: 0, bottom: 0 };
  return {
    hash: decodeURIComponent(location.hash), found: !!el, top: r.top, bottom: r.bottom,
    atEnd: Math.ceil(se.scrollTop + se.clientHeight) >= se.scrollHeight - 1, viewportH: se.clientHeight,
  };
}`

// landed says whether a followed anchor put its target at the top of the
// viewport (below the heading's scroll margin), or, when the page is too
// short below it to scroll that far, wholly in view.
func (a anchorState) landed() bool {
	if !a.Found {
		return false
	}
	if a.Top >= -1 && a.Top <= 48 {
		return true
	}
	return a.AtEnd && a.Top >= 0 && a.Bottom <= a.ViewportH
}

// TestAnchorsLandOnHeadings follows every in-page link of each page (the
// table of contents, the skip link), and opens every heading's URL with
// its fragment in a fresh load: each lands on its target, at the top of
// the viewport. A lesson's table of contents lists every section, in
// order; a lesson without sections (prose alone, a reading list) has
// none, not an empty one, and the test says so in its log.
func TestAnchorsLandOnHeadings(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	tb.reduceMotion()
	for _, p := range pages(t) {
		tb.navigate(siteURL + p)
		links := eval[[]string](tb, `[...document.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href'))`)
		toc := eval[[]string](tb, `[...document.querySelectorAll('nav.toc a')].map((a) => a.getAttribute('href'))`)
		hasTOC := eval[bool](tb, `document.querySelector('nav.toc') !== null`)
		headings := eval[[]string](tb, `[...document.querySelectorAll('main :is(h2, h3, h4)[id]')].filter((h) => !h.closest('nav')).map((h) => h.id)`)
		// The table of contents lists every section heading, in order.
		var tocIDs []string
		for _, h := range toc {
			tocIDs = append(tocIDs, strings.TrimPrefix(h, "#"))
		}
		h2s := eval[[]string](tb, `[...document.querySelectorAll('article > h2[id]')].filter((h) => !h.closest('nav')).map((h) => h.id)`)
		switch {
		case p != "" && len(h2s) == 0 && hasTOC:
			t.Errorf("%s: no sections, yet a table of contents (linking %v)", p, tocIDs)
		case p != "" && len(h2s) == 0:
			t.Logf("%s: no section headings, so no table of contents to check", p)
		case p != "" && len(toc) == 0:
			t.Errorf("%s: no table of contents", p)
		case len(toc) > 0 && !slices.Equal(tocIDs, h2s):
			t.Errorf("%s: the table of contents links %v, the sections are %v", p, tocIDs, h2s)
		}
		for _, href := range links {
			id, err := url.PathUnescape(strings.TrimPrefix(href, "#"))
			if err != nil {
				t.Errorf("%s: link %q: %v", p, href, err)
				continue
			}
			eval[bool](tb, `(window.scrollTo(0, 0), true)`)
			follow(tb, chromedp.CSS(fmt.Sprintf(`a[href=%q]`, href)))
			st := settle(tb, id)
			if !st.landed() || st.Hash != "#"+id {
				t.Errorf("%s: following %q: location hash %q, target found %v, its top %.0f px from the viewport's top", p, href, st.Hash, st.Found, st.Top)
			}
			t.Logf("%s: followed %s: its top %.0f px from the viewport's top", p, href, st.Top)
		}
		for _, id := range headings {
			// A query string makes it a new document, not a scroll.
			u := siteURL + p + "?e2e=" + url.QueryEscape(id) + "#" + id
			tb.navigate(u)
			st := settle(tb, id)
			if !st.landed() {
				t.Errorf("%s: opening #%s: heading found %v, its top %.0f px from the viewport's top", p, id, st.Found, st.Top)
			}
			t.Logf("%s: opened #%s: its top %.0f px from the viewport's top", p, id, st.Top)
		}
	}
	tb.checkConsoleClean()
}

// follow follows a link as a reader does: a click, or, for a link kept
// off screen until it has the focus (the skip link), the Enter key.
func follow(tb *tab, link chromedp.CSS) {
	tb.t.Helper()
	offScreen := call[bool](tb, `(sel) => document.querySelector(sel).getBoundingClientRect().right <= 0`, string(link))
	if offScreen {
		tb.do("following "+string(link)+" with the keyboard", chromedp.Focus(link), chromedp.KeyEvent(kb.Enter))
		return
	}
	tb.do("clicking "+string(link), chromedp.Click(link))
}

// settle waits for the scroll to an anchor to end (layout may still move
// as the charts draw) and returns where the target sits.
func settle(tb *tab, id string) anchorState {
	tb.t.Helper()
	var last anchorState
	deadline := time.Now().Add(3 * time.Second)
	for {
		st := call[anchorState](tb, anchorJS, id)
		if st == last && st.landed() || time.Now().After(deadline) {
			return st
		}
		last = st
		time.Sleep(50 * time.Millisecond)
	}
}

// placesJS gives the top of each element of main that a link can lead to
// (its id), from the document's top.
const placesJS = `Object.fromEntries([...document.querySelectorAll('main [id]')].map((e) => [e.id, Math.round(e.getBoundingClientRect().top + scrollY)]))`

// TestDeferredFiguresKeepTheirPlace lays each page out as it loads, with
// what lies below the first screen not yet rendered (content-visibility:
// auto), and again with everything rendered, at a desktop's width and a
// phone's: every element a link can lead to keeps its place. Were a
// deferred figure's height only an estimate, following a link down the
// page would render the figures it passes, move its target away from
// under the reader, and leave it wherever the browser's scroll anchoring
// happens to catch it.
func TestDeferredFiguresKeepTheirPlace(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	for _, size := range []struct {
		name string
		set  func()
	}{{"desktop", tb.desktop}, {"phone", tb.phone}} {
		size.set()
		for _, p := range pages(t) {
			tb.navigate(siteURL + p)
			deferred := eval[map[string]float64](tb, placesJS)
			tb.renderDeferred()
			rendered := eval[map[string]float64](tb, placesJS)
			moved := 0
			for _, id := range slices.Sorted(maps.Keys(rendered)) {
				if d := rendered[id] - deferred[id]; d > 1 || d < -1 {
					moved++
					t.Errorf("%s, %s: #%s at %.0f px before what lies above it is rendered, at %.0f px after", size.name, p, id, deferred[id], rendered[id])
				}
			}
			t.Logf("%s, %s: %d of %d targets moved", size.name, p, moved, len(rendered))
		}
	}
}
