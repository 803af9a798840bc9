package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// noJSPage is what noJSJS finds missing from a page rendered without
// JavaScript, against the built HTML.
type noJSPage struct {
	Scripting   bool     `json:"scripting"`   // a script could still run: the test is void
	Sentences   int      `json:"sentences"`   // sentences the built HTML holds
	Missing     []string `json:"missing"`     // … that the rendered page does not show
	Tables      []string `json:"tables"`      // ids of the built HTML's tables
	BadTables   []string `json:"badTables"`   // … missing, hidden or with other rows
	Captions    int      `json:"captions"`    // chart captions
	BadCaptions []string `json:"badCaptions"` // … missing or hidden
	EmptyCharts []string `json:"emptyCharts"` // chart boxes that take room with no drawing shown
}

// problems lists what the page lacks without JavaScript.
func (n noJSPage) problems() []string {
	var ps []string
	if n.Scripting {
		ps = append(ps, "the page's media query says scripting is enabled")
	}
	if n.Sentences == 0 {
		ps = append(ps, "found no sentence in the built page")
	}
	for _, s := range n.Missing {
		ps = append(ps, fmt.Sprintf("not shown without JavaScript: %q", s))
	}
	for _, s := range n.BadTables {
		ps = append(ps, "table "+s)
	}
	for _, s := range n.BadCaptions {
		ps = append(ps, "chart caption of "+s+" not shown")
	}
	for _, s := range n.EmptyCharts {
		ps = append(ps, "the empty box of chart "+s+" takes room")
	}
	return ps
}

// noJSJS compares the page with html, the built file, which it parses
// aside (DOMParser runs no script). Every block of text the built page's
// main element holds (paragraphs, list items, headings, cells, captions,
// listings), sentence by sentence, must be in the rendered page's visible
// text (innerText, which leaves out what is hidden; every <details>
// opened, as a reader opens it; the caller renders what content-visibility:
// auto defers, renderDeferred), but for what the built page hides itself
// (hidden). Every table and chart caption must be there and visible, and
// every chart's box shows a drawing or takes no room.
const noJSJS = `(html) => {
  const built = new DOMParser().parseFromString(html, 'text/html');
  // What no reader sees as text: scripts, styles, a formula's TeX, and
  // what the markup hides (the phrasing a condition does not choose).
  built.querySelectorAll('script, style, template, annotation, annotation-xml, [hidden]').forEach((e) => e.remove());
  // Blocks are apart in the rendered text; keep them apart here too.
  for (const e of built.body.querySelectorAll('p, li, h1, h2, h3, h4, th, td, caption, figcaption, pre, dt, dd, div, figure, nav, tr')) {
    e.insertAdjacentText('afterbegin', '\n');
    e.insertAdjacentText('beforeend', '\n');
  }
  // A formula's rendered text is its MathML's (mathematical italic letters,
  // one per line): sentences are compared up to it and on from it, and
  // the formula itself must be shown.
  const formulas = built.querySelectorAll('main math').length;
  built.querySelectorAll('math').forEach((m) => m.replaceWith('\u0000'));
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  // What a <details> holds is a click away, without JavaScript too (the
  // numbers of a chart): read with every one opened.
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const shown = norm(document.body.innerText);
  const visible = (e) => !!e && e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0;
  const out = { scripting: false, sentences: 0, missing: [], tables: [], badTables: [], captions: 0, badCaptions: [], emptyCharts: [] };
  try { out.scripting = matchMedia('(scripting: enabled)').matches; } catch (e) {}
  const blocks = built.querySelectorAll('main :is(p, li, h1, h2, h3, h4, th, td, caption, figcaption, pre, dt, dd)');
  for (const b of blocks) {
    for (const s of norm(b.textContent).split(/(?<=[.!?…:;])\s+|\s*\u0000\s*/)) {
      if (!s) continue;
      out.sentences++;
      if (!shown.includes(s)) out.missing.push(s);
    }
  }
  for (const fig of built.querySelectorAll('main figure[id^="table-"]')) {
    out.tables.push(fig.id);
    const el = document.getElementById(fig.id);
    const want = fig.querySelectorAll('tr').length;
    const got = el ? el.querySelectorAll('table tr').length : 0;
    if (!visible(el) || !visible(el && el.querySelector('table')) || got !== want) out.badTables.push(fig.id + ': visible ' + visible(el) + ', rows ' + got + ' of ' + want);
  }
  for (const cap of built.querySelectorAll('main figure.chart figcaption')) {
    out.captions++;
    const fig = cap.closest('figure');
    const el = fig.id ? document.querySelector('#' + CSS.escape(fig.id) + ' figcaption') : null;
    if (!visible(el) || norm(el.innerText) !== norm(cap.textContent)) out.badCaptions.push(fig.id);
  }
  const shownMath = [...document.querySelectorAll('main math')].filter(visible).length;
  if (shownMath !== formulas) out.missing.push(shownMath + ' of the ' + formulas + ' formulas');
  for (const box of document.querySelectorAll('.chart-canvas')) {
    const drawn = [...box.querySelectorAll('svg')].some(visible);
    if (!drawn && box.getBoundingClientRect().height > 0) out.emptyCharts.push(box.id);
  }
  return out;
}`

// TestWithoutJavaScript renders every page with JavaScript disabled: every
// sentence, table and chart caption of the built page is still there and
// visible (what a <details> holds once opened), and no chart's box takes
// room without a drawing.
func TestWithoutJavaScript(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	tb.do("disabling JavaScript", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}))
	for _, p := range pagesAndGlossary(t) {
		tb.navigate(siteURL + p)
		if eval[bool](tb, `document.querySelectorAll('[data-drawn]').length > 0`) {
			t.Fatalf("%s: a chart was drawn: JavaScript is not disabled", p)
		}
		tb.renderDeferred()
		got := call[noJSPage](tb, noJSJS, string(built.Files[p+"index.html"]))
		for _, problem := range got.problems() {
			t.Errorf("%s: %s", p, problem)
		}
		t.Logf("%s: %d sentences, tables %v and %d chart captions shown", p, got.Sentences, got.Tables, got.Captions)
	}
}
