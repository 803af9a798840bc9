package e2e

import (
	"fmt"
	"testing"
)

// phoneLayout is what phoneJS reports of a page on a phone's screen.
type phoneLayout struct {
	ScrollWidth int `json:"scrollWidth"` // the page's width
	ClientWidth int `json:"clientWidth"` // the viewport's
	// Elements that stick out of the viewport sideways and are not inside
	// a table's or a listing's own scroll box, nor inside a box that clips
	// them.
	Outside []string `json:"outside"`
	// Scroll boxes wider than their content area that do not scroll.
	Stuck []string `json:"stuck"`
	// Charts wider than the viewport, or whose picture is wider than them.
	WideCharts []string `json:"wideCharts"`
	Charts     int      `json:"charts"`
	Boxes      int      `json:"boxes"` // scroll boxes whose content is wider than they are
}

// problems lists what makes the page wrong on a phone.
func (l phoneLayout) problems() []string {
	var ps []string
	if l.ClientWidth != 390 {
		ps = append(ps, fmt.Sprintf("viewport is %d px wide, want 390: the page is not laid out for the phone's width", l.ClientWidth))
	}
	if l.ScrollWidth > l.ClientWidth {
		ps = append(ps, fmt.Sprintf("the page scrolls sideways: %d px wide in a %d px viewport", l.ScrollWidth, l.ClientWidth))
	}
	for _, e := range l.Outside {
		ps = append(ps, "sticks out of the screen: "+e)
	}
	for _, e := range l.Stuck {
		ps = append(ps, "wider than its box and does not scroll: "+e)
	}
	for _, e := range l.WideCharts {
		ps = append(ps, "chart wider than the screen: "+e)
	}
	return ps
}

// phoneJS measures the page. An element names itself by tag, id and
// classes, and the start of its text.
const phoneJS = `(() => {
  const se = document.scrollingElement;
  const vw = se.clientWidth;
  const name = (e) => e.localName + (e.id ? '#' + e.id : '') +
    (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\s+/).join('.') : '') +
    ' "' + (e.textContent || '').trim().slice(0, 40) + '"';
  const scrollBox = '.table-scroll, pre';
  // An element inside a box that clips its overflow (a description kept
  // for screen readers only) shows nothing beyond the box, which is
  // checked itself; the page's own root and body do not count.
  const clipped = (e) => {
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'hidden' || o === 'clip') return true;
    }
    return false;
  };
  const out = { scrollWidth: se.scrollWidth, clientWidth: vw, outside: [], stuck: [], wideCharts: [], charts: 0, boxes: 0 };
  for (const e of document.body.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    // Wholly off to the left is how a skip link hides; it scrolls nothing.
    const sticksOut = r.right > vw + 0.5 || (r.left < -0.5 && r.right > 0);
    if (sticksOut && !(e.parentElement && e.parentElement.closest(scrollBox)) && !clipped(e)) out.outside.push(name(e) + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
  for (const box of document.querySelectorAll(scrollBox)) {
    if (box.scrollWidth <= box.clientWidth) continue;
    out.boxes++;
    const ox = getComputedStyle(box).overflowX;
    if (ox !== 'auto' && ox !== 'scroll') out.stuck.push(name(box) + ' overflow-x: ' + ox);
  }
  for (const c of document.querySelectorAll('.chart-canvas')) {
    out.charts++;
    const r = c.getBoundingClientRect();
    let wide = r.left < -0.5 || r.right > vw + 0.5;
    for (const svg of c.querySelectorAll('svg')) {
      const cr = svg.getBoundingClientRect();
      if (cr.width === 0) continue; // a drawing for another width, not shown
      if (cr.left < r.left - 0.5 || cr.right > r.right + 0.5) wide = true;
    }
    if (wide) out.wideCharts.push(name(c) + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
  return out;
})()`

// TestPhoneNoSidewaysScroll loads every page on a phone's screen (390×844,
// mobile): the page does not scroll sideways, anything wider than the
// screen is inside a table's or a listing's own scroll box (or clipped by
// its box, as a description for screen readers is), and every chart fits
// the width.
func TestPhoneNoSidewaysScroll(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.phone()
	for _, p := range pages(t) {
		tb.navigate(siteURL + p)
		l := eval[phoneLayout](tb, phoneJS)
		for _, problem := range l.problems() {
			t.Errorf("%s: %s", p, problem)
		}
		t.Logf("%s: %d charts, %d boxes scroll sideways inside", p, l.Charts, l.Boxes)
	}
}
