package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"coursesite/jsnum"
	"coursesite/labels"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/live/livetest"
	"coursesite/model"
	_ "coursesite/sim" // the course's models, which the pages name
)

// The live test knows no lesson: it reads each lesson page's panel, its
// numerals, phrasings, claims, tables and charts from the built page and
// from the browser, and asks the lesson's own Go code (lesson.Open,
// live.Session) what the page must show for the settings it moves the
// controls to.

// panelState is a lesson page's controls panel as the browser has it.
type panelState struct {
	Model    string         `json:"model"`  // data-model
	Params   string         `json:"params"` // data-params
	Labels   string         `json:"labels"` // data-labels ("": none)
	Controls []controlState `json:"controls"`
}

// controlState is one control of the panel, as its input's markup gives it.
type controlState struct {
	Key     string `json:"key"`
	Toggle  bool   `json:"toggle"`
	Min     string `json:"min"`
	Max     string `json:"max"`   // the markup's maximum, before data-max-from
	Step    string `json:"step"`  // a number or "any"
	Value   string `json:"value"` // the value attribute: the lesson's setting to the last bit
	Start   string `json:"start"` // the value the slider holds at first, as the page compares it
	Checked bool   `json:"checked"`
	MaxKey  string `json:"maxKey"` // data-max-from
}

const panelJS = `(() => {
  const panel = document.querySelector('section.controls');
  return {
    model: panel.dataset.model || '', params: panel.dataset.params || '', labels: panel.dataset.labels || '',
    controls: [...panel.querySelectorAll('form input[name]')].map((e) => ({
      key: e.name, toggle: e.type === 'checkbox', min: e.getAttribute('min') || '', max: e.getAttribute('max') || '',
      step: e.getAttribute('step') || '', value: e.getAttribute('value') || '', start: e.value, checked: e.defaultChecked,
      maxKey: e.dataset.maxFrom || '',
    })),
  };
})()`

// pageState is what a lesson page shows that its in-browser model
// computes, as the browser has it.
type pageState struct {
	Texts        []string          `json:"texts"`   // each prose numeral's (data[data-name] outside a table or a chart) text
	Values       []string          `json:"values"`  // … its value
	Missing      []bool            `json:"missing"` // … whether it is marked missing
	Conditions   []conditionState  `json:"conditions"`
	Claims       []claimState      `json:"claims"`
	Tables       map[string]string `json:"tables"`       // table name → its <table>'s outerHTML
	Series       map[string]string `json:"series"`       // chart name → its instance's series data, as JSON
	Bound        map[string]string `json:"bound"`        // chart name → what else its bindings place (boundValues), as JSON
	Captions     map[string]string `json:"captions"`     // chart name → its figcaption's innerHTML
	Descriptions map[string]string `json:"descriptions"` // chart name → its .chart-description's innerHTML
	Labels       map[string]string `json:"labels"`       // control key → its output[data-label]'s text
	Spoken       map[string]string `json:"spoken"`       // slider key → its aria-valuetext
	Controls     map[string]string `json:"controls"`     // control key → its value (a toggle: 1 or 0)
	Maxes        map[string]string `json:"maxes"`        // key of a slider with data-max-from → its max
	Search       string            `json:"search"`       // location.search
}

// conditionState is one phrasing a condition chooses (span.condition).
type conditionState struct {
	Expr  string `json:"expr"`
	Yes   bool   `json:"yes"` // data-branch="yes": shown while the condition holds
	Shown bool   `json:"shown"`
}

// claimState is one claim of the page and its marks.
type claimState struct {
	Text      string `json:"text"`
	Marked    bool   `json:"marked"`    // a warning follows it
	Warning   string `json:"warning"`   // … and says
	Paragraph int    `json:"paragraph"` // the index of its paragraph among the claims' paragraphs
	ParaMark  bool   `json:"paraMark"`  // its paragraph is marked claim-failing
}

const pageStateJS = `async ({ built, bound, paths }) => {
  const main = document.querySelector('main');
  const prose = (e) => !e.closest('figure.table, figure.chart');
  const data = [...main.querySelectorAll('data[data-name]')].filter(prose);
  const value = (d) => (d !== null && typeof d === 'object' && !Array.isArray(d) && 'value' in d ? d.value : d);
  const paragraphs = [];
  const st = {
    texts: data.map((d) => d.textContent), values: data.map((d) => d.value), missing: data.map((d) => d.classList.contains('missing')),
    conditions: [...main.querySelectorAll('span.condition[data-expr]')].filter(prose)
      .map((k) => ({ expr: k.dataset.expr, yes: k.dataset.branch === 'yes', shown: !k.hidden })),
    claims: [...main.querySelectorAll('.claim[data-expr]')].map((s) => {
      const p = s.closest('p, li') || s.parentElement;
      if (!paragraphs.includes(p)) paragraphs.push(p);
      const w = s.nextElementSibling && s.nextElementSibling.classList.contains('claim-warning') ? s.nextElementSibling : null;
      return { text: s.dataset.text, marked: !!w, warning: w ? w.title : '', paragraph: paragraphs.indexOf(p), paraMark: p.classList.contains('claim-failing') };
    }),
    tables: {}, series: {}, bound: {}, captions: {}, descriptions: {}, labels: {}, spoken: {}, controls: {}, maxes: {},
    search: location.search,
  };
  for (const f of main.querySelectorAll('figure.table[id^="table-"]')) st.tables[f.id.slice('table-'.length)] = f.querySelector('table').outerHTML;
  for (const box of main.querySelectorAll('.chart-canvas[id^="chart_"]')) {
    const name = box.id.slice('chart_'.length);
    // A chart a move drew anew (in the page's worker) is read as a
    // reader's reach shows it: the interactive chart, brought up to date
    // by the worker that drew it.
    if (box.querySelector('svg.chart-live')) await window.livePage.wakeChart(name);
    const g = box.hasAttribute('data-drawn') && window.charts && window.charts.get(box.id);
    // A chart nobody reached for, which no setting changed, shows the
    // build's drawing, of the published options' data.
    // The page gives ECharts a series' points packed ([x0, y0, x1, y1…],
    // NaN for a gap): read back as the pairs the options file holds.
    const pairs = (d) => (ArrayBuffer.isView(d) ? Array.from({ length: d.length / 2 }, (_, i) => [d[2 * i], d[2 * i + 1]].map((v) => (Number.isNaN(v) ? null : v))) : (d || []).map(value));
    st.series[name] = g ? JSON.stringify(g.getOption().series.map((x) => pairs(x.data))) :
      box.querySelector('svg.chart-drawing') ? built[name] : 'not drawn';
    // What else the bindings place (an axis' end, a mark line, a title,
    // the description the chart reads out), where they place it; ECharts
    // gives back a component it was given alone as a list of one.
    const placed = {};
    const o = g && g.getOption();
    for (const p of paths[name] || []) {
      let v = o;
      for (const k of p) {
        if (v === null || typeof v !== 'object') { v = null; break; }
        if (typeof k === 'string' && Array.isArray(v)) v = v[0];
        v = v[k];
      }
      placed[p.join('.')] = v === undefined ? null : v;
    }
    st.bound[name] = g ? JSON.stringify(placed) : box.querySelector('svg.chart-drawing') ? bound[name] : 'not drawn';
    const f = box.closest('figure');
    const cap = f && f.querySelector('figcaption');
    const desc = f && f.querySelector('.chart-description');
    st.captions[name] = cap ? cap.innerHTML : 'none';
    st.descriptions[name] = desc ? desc.innerHTML : 'none';
  }
  const panel = document.querySelector('section.controls');
  for (const o of panel.querySelectorAll('output[data-label]')) st.labels[o.dataset.label] = o.textContent;
  for (const e of panel.querySelectorAll('form input[name]')) {
    st.controls[e.name] = e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value;
    if (e.type === 'range') st.spoken[e.name] = e.getAttribute('aria-valuetext') || '';
    if (e.dataset.maxFrom) st.maxes[e.name] = e.max;
  }
  return st;
}`

// read reads the page's state (pageStateJS): a chart that shows the
// build's drawing holds the published options' series.
func (ll *liveLesson) read(tb *tab) pageState {
	tb.t.Helper()
	built, bound := map[string]string{}, map[string]string{}
	for name, c := range ll.charts {
		built[name], bound[name] = c.Series, c.Bound
	}
	return call[pageState](tb, pageStateJS, map[string]any{"built": built, "bound": bound, "paths": ll.paths})
}

// moveJS moves the panel's controls as a reader does, in the order given:
// a slider takes its value and fires input, a toggle is clicked. It
// returns every control's value as the page now holds it.
const moveJS = `(moves) => {
  const panel = document.querySelector('section.controls');
  for (const [k, v] of moves) {
    const e = panel.querySelector('form input[name="' + CSS.escape(k) + '"]');
    e.focus();
    if (e.type === 'checkbox') e.click();
    else { e.value = v; e.dispatchEvent(new Event('input', { bubbles: true })); }
  }
  return Object.fromEntries([...panel.querySelectorAll('form input[name]')].map((e) => [e.name, e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value]));
}`

// normalizeJS writes HTML as the browser serializes it: for each key
// "table:NAME", the <table> the HTML holds; for any other key, the HTML's
// own fragment.
const normalizeJS = `(m) => Object.fromEntries(Object.entries(m).map(([k, h]) => {
  const t = document.createElement('template');
  t.innerHTML = h;
  if (!k.startsWith('table:')) return [k, t.innerHTML];
  const table = t.content.querySelector('table');
  return [k, table ? table.outerHTML : 'no table in ' + h];
}))`

// readyJS holds once the page has done all it can for the panel's
// settings.
const readyJS = `window.livePage && window.livePage.updates > 0 && window.livePage.ready`

// liveLesson is a lesson page with a panel, and its lesson opened as the
// page's in-browser model opens it: from the files published beside the
// page.
type liveLesson struct {
	page     string // URL path
	html     string // the built page
	shown    livetest.Shown
	panel    panelState
	lesson   *lesson.Lesson
	controls map[string]controlState
	// The published page's charts as the build wrote them.
	charts map[string]chartView
	// paths are, per chart, the places its bindings fill but its series'
	// points and its formatters (which the page makes functions of):
	// boundValues reads them.
	paths map[string][][]any
}

// chartView is what a page shows of one chart.
type chartView struct {
	Series, Caption, Description string
	Bound                        string // boundValues
}

var chartFigure = regexp.MustCompile(`(?s)<figure class="chart" id="figure-([^"]+)">.*?<p class="chart-description"[^>]*>(.*?)</p>.*?<figcaption[^>]*>(.*?)</figcaption></figure>`)

// openLesson opens the lesson of the page at URL path p, as its panel
// names it.
func openLesson(t *testing.T, p string, panel panelState) *liveLesson {
	t.Helper()
	ll := &liveLesson{page: p, html: string(built.Files[p+"index.html"]), panel: panel, controls: map[string]controlState{}, charts: map[string]chartView{}}
	var err error
	if ll.shown, err = livetest.ReadSite(built.Files, p); err != nil {
		t.Fatal(err)
	}
	params, ok := built.Files[p+path.Clean(panel.Params)]
	if !ok {
		t.Fatalf("%s: the panel's parameter file %q is not published beside the page", p, panel.Params)
	}
	words := labels.Empty(labels.File)
	if panel.Labels != "" {
		data, ok := built.Files[p+path.Clean(panel.Labels)]
		if !ok {
			t.Fatalf("%s: the panel's labels file %q is not published beside the page", p, panel.Labels)
		}
		if words, err = labels.ReadCompiled(labels.File, data); err != nil {
			t.Fatalf("%s: the panel's labels %q: %v", p, panel.Labels, err)
		}
	}
	l, err := lesson.OpenWith(panel.Model, panel.Params, params, words)
	if err != nil {
		t.Fatalf("%s: opening the lesson as the page does: %v", p, err)
	}
	ll.lesson = l
	for _, c := range panel.Controls {
		ll.controls[c.Key] = c
	}
	ll.paths = boundPaths(t, ll.shown.Options)
	for _, m := range chartFigure.FindAllStringSubmatch(ll.html, -1) {
		js, ok := ll.shown.Charts[m[1]]
		if !ok {
			t.Fatalf("%s: chart %s has no options", p, m[1])
		}
		ll.charts[m[1]] = chartView{Series: seriesData(t, js), Bound: boundValues(t, js, ll.paths[m[1]]), Description: m[2], Caption: m[3]}
	}
	if len(ll.charts) != len(ll.shown.Charts) {
		t.Fatalf("%s: %d chart figures, %d charts' options: the markup is not what this test reads", p, len(ll.charts), len(ll.shown.Charts))
	}
	return ll
}

// boundPaths reads, from a page's options file (charts.OptionsFile), the
// paths each chart's bindings fill but its series' points (seriesData
// holds them) and its formatters, which the page turns into functions.
func boundPaths(t *testing.T, file []byte) map[string][][]any {
	t.Helper()
	var f map[string]struct {
		Bindings []struct {
			Path []any `json:"path"`
		} `json:"bindings"`
	}
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatalf("the charts' options file: %v", err)
	}
	out := map[string][][]any{}
	for name, c := range f {
		for _, b := range c.Bindings {
			last, _ := b.Path[len(b.Path)-1].(string)
			if last == "formatter" || last == "valueFormatter" || (len(b.Path) == 3 && b.Path[0] == "series" && last == "data") {
				continue
			}
			out[name] = append(out[name], b.Path)
		}
	}
	return out
}

// boundValues returns, as JSON, what a chart's options (charts.Options'
// JSON) hold at each of paths, keyed by the path's elements joined with
// dots, as pageStateJS reads an instance's.
func boundValues(t *testing.T, option string, paths [][]any) string {
	t.Helper()
	var o any
	if err := json.Unmarshal([]byte(option), &o); err != nil {
		t.Fatalf("a chart's options: %v", err)
	}
	placed := map[string]any{}
	for _, p := range paths {
		v, keys := o, make([]string, len(p))
		for i, k := range p {
			keys[i] = fmt.Sprint(k)
			switch at := v.(type) {
			case map[string]any:
				v = at[fmt.Sprint(k)]
			case []any:
				n, ok := k.(float64)
				if !ok || int(n) < 0 || int(n) >= len(at) {
					v = nil
					break
				}
				v = at[int(n)]
			default:
				v = nil
			}
		}
		placed[strings.Join(keys, ".")] = v
	}
	b, err := json.Marshal(placed)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// seriesData returns the series data of a chart's options (charts.Options'
// JSON), each item's value, as pageStateJS reads an instance's.
func seriesData(t *testing.T, option string) string {
	t.Helper()
	var o struct {
		Series []struct {
			Data []any `json:"data"`
		} `json:"series"`
	}
	if err := json.Unmarshal([]byte(option), &o); err != nil {
		t.Fatalf("a chart's options: %v", err)
	}
	data := [][]any{}
	for _, s := range o.Series {
		values := []any{}
		for _, d := range s.Data {
			if item, ok := d.(map[string]any); ok {
				d = item["value"]
			}
			values = append(values, d)
		}
		data = append(data, values)
	}
	b, _ := json.Marshal(data)
	return string(b)
}

// settingsOf returns the settings the page sends its model for the
// controls' values (as the page holds them): every control, a toggle 1 or
// 0, a slider at its first value the lesson's own (its value attribute,
// which the slider may hold rounded).
func (ll *liveLesson) settingsOf(t *testing.T, values map[string]string) model.Settings {
	t.Helper()
	s := model.Settings{}
	for _, c := range ll.panel.Controls {
		v, ok := values[c.Key]
		if !ok || v == c.defaultValue() {
			v = c.Value
			if c.Toggle {
				v = c.defaultValue()
			}
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("control %s holds %q: %v", c.Key, v, err)
		}
		s[c.Key] = f
	}
	return s
}

// defaultValue is the control's value at the lesson's settings, as the
// page holds it.
func (c controlState) defaultValue() string {
	if c.Toggle {
		if c.Checked {
			return "1"
		}
		return "0"
	}
	return c.Start
}

// query returns the URL's query for the controls' values: ?KEY=VALUE for
// each control not at the lesson's value, in the panel's order.
func (ll *liveLesson) query(values map[string]string) string {
	var parts []string
	for _, c := range ll.panel.Controls {
		if v, ok := values[c.Key]; ok && v != c.defaultValue() {
			parts = append(parts, url.QueryEscape(c.Key)+"="+url.QueryEscape(v))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "?" + strings.Join(parts, "&")
}

// expected is what the Go code says the page must show for some settings.
type expected struct {
	values   map[string]string // the controls' values, as the page holds them (a control left out: the lesson's)
	search   string            // the URL's query
	settings model.Settings
	r        *live.Result
	tables   map[string]string    // every table's HTML
	charts   map[string]chartView // every chart
	// The tables and charts that differ from the published page's.
	changedTables, changedCharts []string
}

// expect computes, natively, what the page must show for the controls'
// values: a new session on the published page (as the page's in-browser
// model starts), asked for the prose and tables and for each chart. What
// the session returns nothing for is as published.
func (ll *liveLesson) expect(t *testing.T, values map[string]string) *expected {
	t.Helper()
	settings := ll.settingsOf(t, values)
	s, err := live.NewSession(ll.lesson, ll.shown.Refs)
	if err != nil {
		t.Fatalf("%s: starting a session: %v", ll.page, err)
	}
	if err := s.SetCharts(ll.shown.Options); err != nil {
		t.Fatalf("%s: %v", ll.page, err)
	}
	r, err := s.Update(settings)
	if err != nil {
		t.Fatalf("%s: the model cannot compute the settings %v the panel allows: %v", ll.page, settings, err)
	}
	e := &expected{values: values, search: ll.query(values), settings: settings, r: r, tables: map[string]string{}, charts: map[string]chartView{}}
	for name, fig := range ll.shown.Tables {
		e.tables[name] = fig
		if h, ok := r.Tables[name]; ok {
			e.tables[name] = keepsLabel(fig, h, `<caption id="table-`+name+`-caption">`)
			e.changedTables = append(e.changedTables, name)
		}
	}
	for _, name := range ll.shown.Refs.Charts {
		e.charts[name] = ll.charts[name]
		c, err := s.Chart(settings, name)
		if err != nil {
			t.Fatalf("%s: chart %s for %v: %v", ll.page, name, settings, err)
		}
		if c != nil {
			// Its data and words, put where the page puts them.
			option, err := s.ChartOption(name)
			if err != nil {
				t.Fatal(err)
			}
			e.charts[name] = chartView{Series: seriesData(t, string(option)), Bound: boundValues(t, string(option), ll.paths[name]),
				Caption: keepsLabel(ll.charts[name].Caption, c.Caption, ""), Description: c.Description}
			e.changedCharts = append(e.changedCharts, name)
		}
	}
	slices.Sort(e.changedTables)
	return e
}

// figureLabel is a caption's number, as the build writes it (package
// numbering).
var figureLabel = regexp.MustCompile(`<span class="figure-label">[^<]*</span> `)

// keepsLabel returns fresh, a table or a caption as the page's engine
// writes it — without its number, which is the page's — with the number
// the published one, built, carries, after the caption's start tag at
// (at its start for ""): what the page shows after a move.
func keepsLabel(built, fresh, at string) string {
	label := figureLabel.FindString(built)
	if label == "" || figureLabel.MatchString(fresh) {
		return fresh
	}
	i := strings.Index(fresh, at)
	if i < 0 {
		return fresh
	}
	i += len(at)
	return fresh[:i] + label + fresh[i:]
}

// compare fails t where the page (got) differs from what the Go code
// computes (want), and returns the number of differences.
func (ll *liveLesson) compare(t *testing.T, tb *tab, when string, got pageState, want *expected) int {
	t.Helper()
	return ll.compareParts(t, tb, when, got, want, true)
}

// compareParts is compare of the prose and the panel alone (the numerals,
// phrasings, claims, the controls and their words) unless whole: then of
// the tables, the charts and the URL too.
func (ll *liveLesson) compareParts(t *testing.T, tb *tab, when string, got pageState, want *expected, whole bool) int {
	t.Helper()
	n := 0
	fail := func(format string, args ...any) {
		t.Helper()
		if n++; n <= 12 {
			t.Errorf("%s: %s: %s", ll.page, when, fmt.Sprintf(format, args...))
		}
	}
	refs := ll.shown.Refs
	r := want.r
	if len(got.Texts) != len(refs.Numerals) {
		fail("%d prose numerals on the page, %d in the built page", len(got.Texts), len(refs.Numerals))
	} else {
		for i, nr := range refs.Numerals {
			if v := jsnum.String(r.Values[i]); got.Texts[i] != r.Texts[i] || got.Values[i] != v || got.Missing[i] != r.Missing[i] {
				fail("numeral %d (%s) reads %q (value %s, missing %v), the Go code writes %q (%s, %v)",
					i, nr.Name, got.Texts[i], got.Values[i], got.Missing[i], r.Texts[i], v, r.Missing[i])
			}
		}
	}
	for i, c := range got.Conditions {
		k := slices.Index(refs.Conditions, c.Expr)
		if k < 0 {
			fail("phrasing %d's condition %q is not among the built page's", i, c.Expr)
			continue
		}
		if shown := r.Conditions[k] == c.Yes; c.Shown != shown {
			fail("phrasing %d (%q, yes %v) shown %v; the condition holds: %v", i, c.Expr, c.Yes, c.Shown, r.Conditions[k])
		}
	}
	if len(got.Claims) != len(refs.Claims) {
		fail("%d claims on the page, %d in the built page", len(got.Claims), len(refs.Claims))
	} else {
		falseIn := map[int]bool{}
		for i, c := range got.Claims {
			if !r.Claims[i] {
				falseIn[c.Paragraph] = true
			}
			if c.Marked == r.Claims[i] {
				fail("claim %q marked %v; it holds: %v", c.Text, c.Marked, r.Claims[i])
			}
			if c.Marked && !strings.HasSuffix(c.Warning, c.Text) {
				fail("claim %q: its warning says %q", c.Text, c.Warning)
			}
		}
		for _, c := range got.Claims {
			if c.ParaMark != falseIn[c.Paragraph] {
				fail("the paragraph of claim %q marked %v; a claim in it fails: %v", c.Text, c.ParaMark, falseIn[c.Paragraph])
			}
		}
	}
	if whole {
		ll.compareTablesAndCharts(tb, got, want, fail)
	}
	for _, c := range ll.panel.Controls {
		v, ok := want.values[c.Key]
		if !ok {
			v = c.defaultValue()
		}
		if got.Controls[c.Key] != v {
			fail("control %s holds %q, want %q", c.Key, got.Controls[c.Key], v)
		}
		l, ok := r.Labels[c.Key]
		if !ok {
			fail("the Go code gives control %s no label", c.Key)
			continue
		}
		if got.Labels[c.Key] != l.Text {
			fail("control %s's label reads %q, the Go code writes %q", c.Key, got.Labels[c.Key], l.Text)
		}
		if !c.Toggle && got.Spoken[c.Key] != l.Spoken {
			fail("slider %s says %q (aria-valuetext), the Go code %q", c.Key, got.Spoken[c.Key], l.Spoken)
		}
		if c.MaxKey != "" && got.Maxes[c.Key] != maxWithin(c.Max, got.Controls[c.MaxKey]) {
			fail("slider %s's maximum is %q; its own is %s and its data-max-from %s holds %q: want the smaller", c.Key, got.Maxes[c.Key], c.Max, c.MaxKey, got.Controls[c.MaxKey])
		}
	}
	if n > 12 {
		t.Errorf("%s: %s: %d differences in all", ll.page, when, n)
	}
	if n == 0 && !whole {
		t.Logf("%s: %s: %d numerals, %d phrasings, %d claims (%d failing) and %d controls' labels as the Go code computes them",
			ll.page, when, len(got.Texts), len(got.Conditions), len(got.Claims), falseClaims(r), len(ll.panel.Controls))
	} else if n == 0 {
		t.Logf("%s: %s: %d numerals, %d phrasings, %d claims (%d failing), %d tables (%d changed), %d charts (%d changed) and %d controls' labels as the Go code computes them",
			ll.page, when, len(got.Texts), len(got.Conditions), len(got.Claims), falseClaims(r), len(want.tables), len(want.changedTables), len(want.charts), len(want.changedCharts), len(ll.panel.Controls))
	}
	return n
}

// compareTablesAndCharts fails where the page's tables, charts and URL
// differ from what the Go code computes.
func (ll *liveLesson) compareTablesAndCharts(tb *tab, got pageState, want *expected, fail func(string, ...any)) {
	// HTML as the browser writes it.
	norm := map[string]string{}
	for name, h := range want.tables {
		norm["table:"+name] = h
	}
	for name, c := range want.charts {
		norm["caption:"+name], norm["description:"+name] = c.Caption, c.Description
	}
	norm = call[map[string]string](tb, normalizeJS, norm)
	if len(got.Tables) != len(want.tables) {
		fail("tables %v on the page, %v in the built page", slices.Sorted(maps.Keys(got.Tables)), slices.Sorted(maps.Keys(want.tables)))
	}
	for name := range want.tables {
		if w := norm["table:"+name]; got.Tables[name] != w {
			fail("table %s differs from the Go code's %s", name, diffAt(got.Tables[name], w))
		}
	}
	if len(got.Series) != len(want.charts) {
		fail("charts %v on the page, %v in the built page", slices.Sorted(maps.Keys(got.Series)), slices.Sorted(maps.Keys(want.charts)))
	}
	for name, c := range want.charts {
		if !sameJSON(got.Series[name], c.Series) {
			fail("chart %s holds series data\n%.400s\nthe Go code's options give\n%.400s", name, got.Series[name], c.Series)
		}
		if !sameJSON(got.Bound[name], c.Bound) {
			fail("chart %s holds\n%.600s\nwhere the Go code's options hold\n%.600s", name, got.Bound[name], c.Bound)
		}
		if w := norm["caption:"+name]; got.Captions[name] != w {
			fail("chart %s's caption differs from the Go code's %s", name, diffAt(got.Captions[name], w))
		}
		if w := norm["description:"+name]; got.Descriptions[name] != w {
			fail("chart %s's description differs from the Go code's %s", name, diffAt(got.Descriptions[name], w))
		}
	}
	if got.Search != want.search {
		fail("the URL carries %q, want %q", got.Search, want.search)
	}
}

// diffAt shows where two texts first differ.
func diffAt(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-60)
	clip := func(s string) string { return s[min(from, len(s)):min(i+100, len(s))] }
	return fmt.Sprintf("at byte %d:\n page …%s…\n   Go …%s…", i, clip(got), clip(want))
}

func falseClaims(r *live.Result) int {
	n := 0
	for _, holds := range r.Claims {
		if !holds {
			n++
		}
	}
	return n
}

// changes reports what of the page differs between two states: its prose
// (a numeral or a phrasing) and its tables and charts.
func changes(from, to pageState) (prose, tablesOrCharts []string) {
	for i := range min(len(from.Texts), len(to.Texts)) {
		if from.Texts[i] != to.Texts[i] {
			prose = append(prose, fmt.Sprintf("numeral %d %q → %q", i, from.Texts[i], to.Texts[i]))
		}
	}
	for i := range min(len(from.Conditions), len(to.Conditions)) {
		if from.Conditions[i].Shown != to.Conditions[i].Shown {
			prose = append(prose, fmt.Sprintf("phrasing %d of %q", i, to.Conditions[i].Expr))
		}
	}
	for name, h := range to.Tables {
		if from.Tables[name] != h {
			tablesOrCharts = append(tablesOrCharts, "table "+name)
		}
	}
	for name, s := range to.Series {
		if !sameJSON(from.Series[name], s) || from.Captions[name] != to.Captions[name] || from.Descriptions[name] != to.Descriptions[name] {
			tablesOrCharts = append(tablesOrCharts, "chart "+name)
		}
	}
	slices.Sort(tablesOrCharts)
	return prose, tablesOrCharts
}

// otherChanges reports what else differs between two states of a page:
// the claims' marks and the maximum of a slider that follows another.
func otherChanges(from, to pageState) []string {
	var out []string
	marks := 0
	for i := range min(len(from.Claims), len(to.Claims)) {
		if from.Claims[i].Marked != to.Claims[i].Marked {
			marks++
		}
	}
	if marks > 0 {
		out = append(out, fmt.Sprintf("%d claims' marks", marks))
	}
	for k, v := range to.Maxes {
		if from.Maxes[k] != v {
			out = append(out, "the maximum of "+k)
		}
	}
	slices.Sort(out)
	return out
}

// sliderRange returns a slider's range and step as numbers (step 0: any),
// its maximum at most top when the slider has data-max-from.
func sliderRange(t *testing.T, c controlState, top float64) (lo, hi, step float64) {
	t.Helper()
	num := func(s, what string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("slider %s: %s %q: %v", c.Key, what, s, err)
		}
		return f
	}
	lo, hi = num(c.Min, "min"), num(c.Max, "max")
	if c.MaxKey != "" {
		hi = min(hi, top)
	}
	if c.Step != "any" {
		step = num(c.Step, "step")
	}
	return lo, hi, step
}

// onStep returns the slider value k steps above lo, written as the
// slider's value attribute writes it (no float noise: steps and ends are
// decimals).
func onStep(lo, step float64, k int, decimals int) float64 {
	v := lo + float64(k)*step
	p := math.Pow(10, float64(decimals))
	return math.Round(v*p) / p
}

// maxWithin is the maximum a slider with data-max-from takes: the smaller
// of its own (the markup's) and the other control's value, as the page
// keeps it (live/livebuild/client/panel.js).
func maxWithin(own, top string) string {
	a, errA := strconv.ParseFloat(own, 64)
	b, errB := strconv.ParseFloat(top, 64)
	if errA != nil || errB != nil {
		return "?" + own + "/" + top
	}
	return jsnum.String(min(a, b))
}

// decimals returns how many decimals a number's text has.
func decimals(s string) int {
	if _, frac, ok := strings.Cut(s, "."); ok {
		return len(frac)
	}
	return 0
}

// moveValue chooses another valid value for a slider: halfway from its
// default to its farther end, on its step, within [min, max] (max at most
// top, the value of the control its data-max-from names), unlike its
// default. ok is false when the slider has no other value.
func moveValue(t *testing.T, c controlState, top float64) (string, bool) {
	t.Helper()
	lo, hi, step := sliderRange(t, c, top)
	d, _ := strconv.ParseFloat(c.Value, 64)
	target := d + (hi-d)/2
	if hi-d < d-lo {
		target = d - (d-lo)/2
	}
	target = min(max(target, lo), hi)
	if step == 0 {
		v := math.Round(target*1e4) / 1e4
		if v == d || jsnum.String(v) == c.Start || v < lo || v > hi {
			return "", false
		}
		return jsnum.String(v), true
	}
	dec := max(decimals(c.Min), decimals(c.Step))
	k := int(math.Round((target - lo) / step))
	for _, kk := range []int{k, k - 1, k + 1, k - 2, k + 2} {
		v := onStep(lo, step, kk, dec)
		if kk >= 0 && v <= hi && v != d && jsnum.String(v) != c.Start {
			return jsnum.String(v), true
		}
	}
	return "", false
}

// ends returns a slider's two ends on its step (max at most top).
func ends(t *testing.T, c controlState, top float64) []string {
	t.Helper()
	lo, hi, step := sliderRange(t, c, top)
	if step == 0 {
		return []string{jsnum.String(lo), jsnum.String(hi)}
	}
	dec := max(decimals(c.Min), decimals(c.Step))
	return []string{jsnum.String(lo), jsnum.String(onStep(lo, step, int(math.Floor((hi-lo)/step+1e-9)), dec))}
}

// sweep returns n values from a slider's minimum to its maximum, on its
// step.
func sweep(t *testing.T, c controlState, top float64, n int) []string {
	t.Helper()
	lo, hi, step := sliderRange(t, c, top)
	dec := max(decimals(c.Min), decimals(c.Step))
	var out []string
	for i := range n {
		v := lo + (hi-lo)*float64(i)/float64(n-1)
		if step != 0 {
			v = onStep(lo, step, int(math.Round((v-lo)/step)), dec)
			v = min(v, hi)
		}
		out = append(out, jsnum.String(v))
	}
	return out
}

// topOf returns the value of the control c's data-max-from names, in values
// or at the lesson's settings (+Inf when it has none).
func (ll *liveLesson) topOf(c controlState, values map[string]string) float64 {
	if c.MaxKey == "" {
		return math.Inf(1)
	}
	v, ok := values[c.MaxKey]
	if !ok {
		v = ll.controls[c.MaxKey].defaultValue()
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return math.Inf(1)
	}
	return f
}

// clamp brings each slider with data-max-from in values down to the value of
// the control it names, as the page does: the largest value on its step
// within it.
func (ll *liveLesson) clamp(t *testing.T, values map[string]string) {
	t.Helper()
	for _, c := range ll.ordered() {
		if c.MaxKey == "" {
			continue
		}
		v, ok := values[c.Key]
		if !ok {
			v = c.defaultValue()
		}
		f, _ := strconv.ParseFloat(v, 64)
		if top := ll.topOf(c, values); f > top {
			values[c.Key] = ends(t, c, top)[1]
		}
	}
}

// ordered returns the panel's controls, those another's maximum follows
// first: a slider is moved after the one its maximum is.
func (ll *liveLesson) ordered() []controlState {
	out := slices.Clone(ll.panel.Controls)
	slices.SortStableFunc(out, func(a, b controlState) int {
		return boolInt(a.MaxKey != "") - boolInt(b.MaxKey != "")
	})
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// moveAll chooses another value for every control: a slider its
// moveValue, a toggle flipped. It returns the values and the moves in the
// order to make them.
func (ll *liveLesson) moveAll(t *testing.T) (map[string]string, [][2]string) {
	t.Helper()
	values := map[string]string{}
	var moves [][2]string
	for _, c := range ll.ordered() {
		if c.Toggle {
			values[c.Key] = map[bool]string{true: "0", false: "1"}[c.Checked]
		} else {
			v, ok := moveValue(t, c, ll.topOf(c, values))
			if !ok {
				t.Errorf("%s: slider %s (min %s, max %s, step %s, value %s) has no other value to move to", ll.page, c.Key, c.Min, c.Max, c.Step, c.Value)
				continue
			}
			values[c.Key] = v
		}
		moves = append(moves, [2]string{c.Key, values[c.Key]})
	}
	return values, moves
}

// claimBreaker looks, natively, for settings under which a claim of the
// page stops holding: each control alone at each end of its range or
// flipped, then each of those with every toggle flipped. It returns the
// values and the failing claims, or nil.
func (ll *liveLesson) claimBreaker(t *testing.T) (map[string]string, []string) {
	t.Helper()
	if len(ll.shown.Refs.Claims) == 0 {
		return nil, nil
	}
	var candidates []map[string]string
	toggles := map[string]string{}
	for _, c := range ll.panel.Controls {
		if c.Toggle {
			toggles[c.Key] = map[bool]string{true: "0", false: "1"}[c.Checked]
		}
	}
	var singles []map[string]string
	for _, c := range ll.panel.Controls {
		if c.Toggle {
			singles = append(singles, map[string]string{c.Key: toggles[c.Key]})
			continue
		}
		for _, v := range ends(t, c, ll.topOf(c, nil)) {
			if v != c.Start {
				singles = append(singles, map[string]string{c.Key: v})
			}
		}
	}
	candidates = append(candidates, singles...)
	if len(toggles) > 0 {
		for _, s := range singles {
			m := map[string]string{}
			for k, v := range toggles {
				m[k] = v
			}
			for k, v := range s {
				m[k] = v
			}
			candidates = append(candidates, m)
		}
	}
	for _, values := range candidates {
		ll.clamp(t, values)
		s, err := live.NewSession(ll.lesson, ll.shown.Refs)
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Update(ll.settingsOf(t, values))
		if err != nil {
			continue // not settings the page can show
		}
		var failing []string
		for i, holds := range r.Claims {
			if !holds {
				failing = append(failing, ll.shown.Refs.Claims[i].Text)
			}
		}
		if len(failing) > 0 {
			return values, failing
		}
	}
	return nil, nil
}

// TestLiveControls moves, on every lesson page with a controls panel, every
// control to another valid value, as a reader does: the page fetches
// nothing of the model until then, and then shows what the lesson's Go
// code computes for those settings — every prose numeral, phrasing and
// claim mark, every table, every chart's series and words, every control's
// label — and the move changes the prose and a table or a chart; the URL
// carries the settings and reopening it applies them; a claim that stops
// holding is marked; reset brings the published page back; a slider
// dragged across its range settles where the Go code says. It logs the
// time each update takes.
func TestLiveControls(t *testing.T) {
	t.Parallel()
	requireSite(t)
	n := 0
	for _, p := range lessonPages(t) {
		panel := strings.Contains(string(built.Files[p.URL+"index.html"]), `<section class="controls"`)
		if panel != p.Live() {
			t.Errorf("%s: the lesson has %d controls, its page a panel: %v", lessonName(p), len(p.Controls), panel)
			continue
		}
		if panel {
			n++
		}
		t.Run(lessonName(p), func(t *testing.T) {
			needControls(t, p, "moving the controls")
			testLiveLesson(t, p.URL)
		})
	}
	if n == 0 {
		t.Log("no lesson page has a controls panel: nothing to move")
	}
}

// modelAsset returns the URL path of the asset the loader's element of the
// built page at URL path p names by attribute attr (the model's files,
// under names with their hash).
func modelAsset(t *testing.T, html, p, attr string) string {
	t.Helper()
	m := regexp.MustCompile(` ` + regexp.QuoteMeta(attr) + `="([^"]+)"`).FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("%s: the page's loader has no %s", p, attr)
	}
	return path.Clean("/" + p + m[1])
}

// liveTabTimeout bounds what the test does in one lesson's tab: the model
// is loaded two or three times, and the charts redrawn for a dozen
// settings.
const liveTabTimeout = 3 * time.Minute

func testLiveLesson(t *testing.T, page string) {
	tb := openTabFor(t, liveTabTimeout)
	tb.desktop()
	tb.reduceMotion()
	tb.navigate(siteURL + page)
	// Nothing of the model is fetched at load: the engine comes when a
	// reader reaches for the panel or a chart (TestEngineOnIntent).
	paramsFile := "/" + page + path.Clean(eval[string](tb, `(document.querySelector('section.controls') || {dataset: {}}).dataset.params || ''`))
	for _, r := range tb.allRequests() {
		if u, err := url.Parse(r.url); err == nil && u.Path == paramsFile {
			t.Errorf("%s: the engine's files (%s) were fetched at load", page, paramsFile)
		}
	}
	// Every chart reached for, so that each is the interactive one.
	reachCharts(tb)
	tb.waitFor("the panel to show and the charts to draw", `!document.querySelector('section.controls').hidden &&
	  [...document.querySelectorAll('main .chart-canvas')].every((b) => b.hasAttribute('data-drawn'))`, 20*time.Second)
	panel := eval[panelState](tb, panelJS)
	if len(panel.Controls) == 0 {
		t.Fatalf("%s: the panel has no control", page)
	}
	ll := openLesson(t, page, panel)

	// The model's files, which the page fetches once a reader reaches for
	// the panel or a chart (as reachCharts did).
	modelFiles := map[string]bool{
		modelAsset(t, ll.html, page, "data-wasm"):      true,
		modelAsset(t, ll.html, page, "data-wasm-exec"): true,
		"/" + page + path.Clean(panel.Params):          true,
	}
	if panel.Labels != "" {
		modelFiles["/"+page+path.Clean(panel.Labels)] = true
	}
	fetched := func() map[string]bool {
		got := map[string]bool{}
		for _, r := range tb.allRequests() {
			if u, err := url.Parse(r.url); err == nil && modelFiles[u.Path] {
				got[u.Path] = true
				if r.failed != "" {
					t.Errorf("%s: fetching %s failed: %s", page, r.url, r.failed)
				}
			}
		}
		return got
	}

	// The published page is what the Go code computes at the lesson's
	// own settings.
	published := ll.read(tb)
	if ll.compare(t, tb, "the published page", published, ll.expect(t, nil)) > 0 {
		t.FailNow() // the comparison itself is wrong: nothing after it would say more
	}

	// Every control moved, as a reader moves it.
	values, moves := ll.moveAll(t)
	held := call[map[string]string](tb, moveJS, moves)
	for k, v := range values {
		if held[k] != v {
			t.Errorf("%s: control %s moved to %q holds %q: not a valid value of it", page, k, v, held[k])
		}
	}
	q := ll.query(held)
	tb.waitFor("the moved controls' settings to be applied", readyJS, 60*time.Second)
	// The worker fetches the WebAssembly; the tab records the page's own
	// requests, the lesson's files.
	if got, want := fetched(), len(modelFiles)-2; len(got) != want {
		t.Errorf("%s: after a control was touched, the page fetched %v of the lesson's files %v", page, slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(modelFiles)))
	}
	want := ll.expect(t, held)
	moved := ll.read(tb)
	ll.compare(t, tb, "after moving every control", moved, want)
	prose, parts := changes(published, moved)
	if len(prose) == 0 {
		t.Errorf("%s: moving every control (%s) changed no numeral or phrasing of the prose", page, q)
	}
	if len(parts) == 0 {
		t.Errorf("%s: moving every control (%s) changed no table and no chart", page, q)
	}
	t.Logf("%s: moving every control (%s) changed %d numerals or phrasings, and %s", page, q, len(prose), strings.Join(parts, ", "))

	// The URL reopens the settings, the model loading at once.
	tb.navigate(siteURL + page + q)
	tb.waitFor("the URL's settings to be applied", readyJS, 60*time.Second)
	ll.compare(t, tb, "reopened from the URL", ll.read(tb), want)

	// Reset: the published page again, and a clean URL.
	eval[bool](tb, `(document.querySelector('section.controls .controls-reset').click(), true)`)
	tb.waitFor("the reset", `window.livePage.ready`, 30*time.Second)
	reset := ll.read(tb)
	if prose, parts := changes(published, reset); len(prose)+len(parts) > 0 {
		t.Errorf("%s: after reset the page differs from the published one: %v %v", page, prose, parts)
	}
	ll.compare(t, tb, "after reset", reset, ll.expect(t, nil))

	// Each control alone, one after another: each move changes more than
	// the control's own label, as the Go code says.
	prev := reset
	for _, m := range moves {
		held := call[map[string]string](tb, moveJS, [][2]string{m})
		tb.waitFor("the settings to be applied", readyJS, 60*time.Second)
		got := ll.read(tb)
		ll.compare(t, tb, "after moving "+m[0]+" to "+m[1], got, ll.expect(t, held))
		prose, parts := changes(prev, got)
		other := otherChanges(prev, got)
		if len(prose)+len(parts)+len(other) == 0 {
			t.Errorf("%s: moving %s to %s changes nothing the page shows but its own label", page, m[0], m[1])
		}
		t.Logf("%s: moving %s to %s changed %d numerals or phrasings, [%s] and [%s]", page, m[0], m[1], len(prose), strings.Join(parts, ", "), strings.Join(other, ", "))
		prev = got
	}

	// A claim that stops holding is marked: the move's own failing claims
	// were compared above; else settings the URL gives that break one.
	if f := falseClaims(want.r); f > 0 {
		t.Logf("%s: the move breaks %d claims, and the page marks them", page, f)
	} else if breaker, failing := ll.claimBreaker(t); breaker == nil {
		t.Logf("%s: no settings tried make a claim of the page false: the claims are checked holding only", page)
	} else {
		bq := ll.query(breaker)
		tb.navigate(siteURL + page + bq)
		tb.waitFor("the URL's settings to be applied", readyJS, 60*time.Second)
		got := ll.read(tb)
		ll.compare(t, tb, "with settings "+bq+" that break a claim", got, ll.expect(t, breaker))
		marked := 0
		for _, c := range got.Claims {
			if c.Marked {
				marked++
			}
		}
		if marked == 0 {
			t.Errorf("%s: with %s the claims %q fail, and the page marks none", page, bq, failing)
		}
		t.Logf("%s: with %s the page marks %d failing claims: %q", page, bq, marked, failing)
		eval[bool](tb, `(document.querySelector('section.controls .controls-reset').click(), true)`)
		tb.waitFor("the reset", `window.livePage.ready`, 30*time.Second)
	}

	// Dragging a slider: 50 moves across its range, one per frame, with the
	// page scrolled to the top and to each chart in turn.
	ll.drag(t, tb)
	ll.tableOutOfView(t, tb, moves)
	tb.checkConsoleClean()
}

// tableOutOfView checks the tables a move changes out of the reader's
// view: every control moved (moves, from the published page), then the
// reset, with the top of the page in view; a table far below waits while
// the prose and what is in view are brought up to date
// (livePage.waitingTables), and is brought up to date as it comes into
// view.
func (ll *liveLesson) tableOutOfView(t *testing.T, tb *tab, moves [][2]string) {
	t.Helper()
	eval[bool](tb, `(document.querySelector('section.controls .controls-reset').click(), true)`)
	tb.waitFor("the reset", readyJS, 30*time.Second)
	held := call[map[string]string](tb, moveJS, moves)
	tb.waitFor("the moved controls' settings to be applied", readyJS, 60*time.Second)
	moved, published := ll.expect(t, held), ll.expect(t, nil)
	// The last table the reset changes that lies more than two screens and
	// a half below the top of the page, beyond where the page watches.
	var far string
	for _, name := range slices.Sorted(maps.Keys(published.tables)) {
		if moved.tables[name] != published.tables[name] &&
			eval[bool](tb, `(() => { scrollTo(0, 0); return document.getElementById(`+jsString("table-"+name)+`).getBoundingClientRect().top > 2.5 * innerHeight; })()`) {
			far = name
		}
	}
	if far == "" {
		t.Logf("%s: the reset changes no table far below the top of the page: tables out of view are checked once the page settles only", ll.page)
		return
	}
	tableJS := `document.getElementById(` + jsString("table-"+far) + `).querySelector('table').outerHTML`
	before := eval[string](tb, tableJS)
	// The page learns what is near the view at its next frame (an
	// IntersectionObserver's notes): two frames at the top, then the reset.
	eval[bool](tb, `(scrollTo(0, 0), true)`)
	eval[bool](tb, `new Promise((ok) => {
	  const late = setTimeout(() => ok(true), 1000); // a tab the browser paints no frame for
	  requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(late); setTimeout(() => ok(true), 50); }));
	})`)
	eval[bool](tb, `(document.querySelector('section.controls .controls-reset').click(), true)`)
	tb.waitFor("the prose and what is in view to show the reset", `window.livePage.inView && window.livePage.waitingTables > 0`, 30*time.Second)
	if eval[string](tb, tableJS) != before {
		t.Errorf("%s: table %s, far out of view, was written at once; it should wait for the reader's pause or for its coming into view", ll.page, far)
	}
	eval[bool](tb, `(document.getElementById(`+jsString("table-"+far)+`).scrollIntoView({ block: 'center' }), true)`)
	tb.waitFor("table "+far+" to show the reset once in view", tableJS+` !== `+jsString(before), 5*time.Second)
	shown := eval[string](tb, tableJS)
	tb.waitFor("the reset", readyJS, 30*time.Second)
	after := ll.read(tb)
	if shown != after.Tables[far] {
		t.Errorf("%s: table %s showed, as it came into view,\n%s\nand once the page settled\n%s", ll.page, far, shown, after.Tables[far])
	}
	ll.compare(t, tb, "after a reset with table "+far+" out of view", after, published)
}

// drag drags the panel's first slider across its range, logs the updates'
// times, and checks that the page settles on what the Go code computes.
func (ll *liveLesson) drag(t *testing.T, tb *tab) {
	t.Helper()
	i := slices.IndexFunc(ll.panel.Controls, func(c controlState) bool { return !c.Toggle && c.MaxKey == "" })
	if i < 0 {
		i = slices.IndexFunc(ll.panel.Controls, func(c controlState) bool { return !c.Toggle })
	}
	if i < 0 {
		t.Logf("%s: no slider to drag", ll.page)
		return
	}
	c := ll.panel.Controls[i]
	values := sweep(t, c, ll.topOf(c, nil), 50)
	views := []string{""}
	for _, name := range ll.shown.Refs.Charts {
		views = append(views, "figure-"+name)
	}
	last := c.Value
	var held map[string]string
	for _, view := range views {
		m := call[dragTimes](tb, `async (key, values, id) => {
		  const frame = () => new Promise((r) => requestAnimationFrame(r));
		  if (id) document.getElementById(id).scrollIntoView({ block: 'center' });
		  else window.scrollTo(0, 0);
		  const e = document.querySelector('section.controls input[name="' + CSS.escape(key) + '"]');
		  e.focus();
		  const from = window.livePage.times.length, t0 = performance.now();
		  for (const v of values) {
		    e.value = v;
		    e.dispatchEvent(new Event('input', { bubbles: true }));
		    await frame();
		  }
		  await frame(); // the last move's update
		  const to = window.livePage.times.length, t1 = performance.now();
		  return { from, updates: window.livePage.times.slice(from, to), model: window.livePage.model.slice(from, to), charts: window.livePage.withChart.slice(from, to), ms: t1 - t0, frames: values.length };
		}`, c.Key, values, view)
		last = values[len(values)-1]
		slices.Reverse(values) // the next drag starts where this one ends
		// The page catches up, the charts out of view too, before the next.
		// A slider whose maximum the dragged one is may have come down with
		// it: the settings are the controls' values as the page holds them.
		held = eval[map[string]string](tb, `Object.fromEntries([...document.querySelectorAll('section.controls form input[name]')].map((e) => [e.name, e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value]))`)
		if held[c.Key] != last {
			t.Errorf("%s: %s dragged to %s holds %q", ll.page, c.Key, last, held[c.Key])
		}
		tb.waitFor("the page to catch up with the drag", readyJS, 60*time.Second)
		if eval[int](tb, `window.livePage.times.length`) == m.From {
			t.Errorf("%s: %s dragged with %s in view: the page did not update", ll.page, c.Key, view)
		}
		if view == "" {
			view = "the top"
		}
		var plain, drawn, plainModel, drawnModel []float64
		for i, d := range m.Updates {
			if m.Charts[i] {
				drawn, drawnModel = append(drawn, d), append(drawnModel, m.Model[i])
			} else {
				plain, plainModel = append(plain, d), append(plainModel, m.Model[i])
			}
		}
		t.Logf("%s: %s dragged with %s in view: %d updates in %d frames (%.0f ms). On the page's thread: prose and tables median %.1f ms, max %.1f ms; "+
			"%d chart redraws median %.1f ms, max %.1f ms. The model in its worker: %.1f ms, %.1f ms with a chart (medians)",
			ll.page, c.Key, view, len(m.Updates), m.Frames, m.Ms, median(plain), maxOf(plain), len(drawn), median(drawn), maxOf(drawn), median(plainModel), median(drawnModel))
	}
	ll.compare(t, tb, "after dragging "+c.Key+" to "+last, ll.read(tb), ll.expect(t, held))
}

// dragTimes is what the page measured while a test dragged a control.
type dragTimes struct {
	From    int       `json:"from"`    // updates before the drag
	Updates []float64 `json:"updates"` // each update's time on the page's thread (ms)
	Model   []float64 `json:"model"`   // the model's time in its worker (ms)
	Charts  []bool    `json:"charts"`  // whether it redrew a chart
	Ms      float64   `json:"ms"`      // the drag's length
	Frames  int       `json:"frames"`
}

func maxOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return slices.Max(xs)
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// sameJSON reports whether two JSON texts hold the same values.
func sameJSON(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xb, _ := json.Marshal(x)
	yb, _ := json.Marshal(y)
	return bytes.Equal(xb, yb)
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
