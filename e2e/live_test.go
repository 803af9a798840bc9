package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"coursesite/live"
	"coursesite/live/livetest"
	"coursesite/sim"
	"coursesite/site"
)

// The reader's scenario the test moves the controls to, as the URL carries
// it, and the parameter file it amounts to.
const (
	liveQuery = "?esik=250&pay=30&siddet=0.9&n=96"
	liveEsik  = 250
	livePay   = 30
	liveSid   = 0.9
	liveN     = 96
)

// liveState is what the page shows that the in-browser model computes.
type liveState struct {
	Texts    []string          `json:"texts"`  // every <data data-ad>'s text, in order
	Values   []string          `json:"values"` // … and value
	Tables   map[string]string `json:"tables"` // table name → its <table>'s outerHTML
	Series   map[string]string `json:"series"` // chart id → its instance's series data, as JSON
	Warnings []string          `json:"warnings"`
	Marked   int               `json:"marked"` // paragraphs marked iddia-tutmuyor
	Labels   map[string]string `json:"labels"` // the panel's value labels by control
}

const liveStateJS = `(() => {
  const main = document.querySelector('main');
  const data = [...main.querySelectorAll('data[data-ad]')];
  const st = {
    texts: data.map((d) => d.textContent), values: data.map((d) => d.value),
    tables: {}, series: {}, labels: {},
    warnings: [...main.querySelectorAll('.iddia-uyari')].map((w) => w.title),
    marked: main.querySelectorAll('.iddia-tutmuyor').length,
  };
  for (const f of main.querySelectorAll('figure.tablo')) st.tables[f.id.slice(6)] = f.querySelector('table').outerHTML;
  const value = (d) => (d !== null && typeof d === 'object' && 'value' in d ? d.value : d);
  for (const [id, g] of window.grafikler || []) st.series[id] = JSON.stringify(g.getOption().series.map((s) => (s.data || []).map(value)));
  for (const o of document.querySelectorAll('section.oynat output[data-etiket]')) st.labels[o.dataset.etiket] = o.textContent;
  return st;
})()`

// builtState reads what a built page shows, as liveStateJS reads the live
// one: numerals' texts and values, tables, and each chart's series data as
// its options give it.
func builtState(t *testing.T, page string) liveState {
	t.Helper()
	shown := livetest.Read(page)
	st := liveState{Texts: shown.Texts, Values: shown.Values, Tables: map[string]string{}, Series: map[string]string{}}
	for name, fig := range shown.Tables {
		st.Tables[name] = regexp.MustCompile(`<table>.*</table>`).FindString(fig)
	}
	for id, js := range shown.Charts {
		var o struct {
			Series []struct {
				Data []any `json:"data"`
			} `json:"series"`
		}
		if err := json.Unmarshal([]byte(js), &o); err != nil {
			t.Fatal(err)
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
		st.Series[id] = string(b)
	}
	return st
}

// scenarioPage builds the site, as TestMain does, from the lesson's
// parameter file changed to the test's scenario (livetest.Build, without
// the claims: they are the page's to mark), and returns the lesson's page
// and the parameter file.
func scenarioPage(t *testing.T, lesson string) (string, []byte) {
	t.Helper()
	name := strings.TrimSuffix(lesson, "/")
	data, err := os.ReadFile(filepath.Join(repoRoot, "content", name, "model.json"))
	if err != nil {
		t.Fatal(err)
	}
	a := sim.Ayar{Esik: liveEsik, GecitPayi: livePay, Siddet: liveSid, N: liveN}
	model, err := livetest.ModelFile(data, a)
	if err != nil {
		t.Fatal(err)
	}
	page, err := livetest.Build(context.Background(), repoRoot, site.NewDiskAssets(repoRoot), name, model, false)
	if err != nil {
		t.Fatalf("building the scenario: %v", err)
	}
	return page, model
}

// kosum runs `go run . kosum -model FILE` on model, in this process.
func kosum(t *testing.T, model []byte) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "model.json")
	if err := os.WriteFile(file, model, 0o644); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := sim.RunKosum(context.Background(), []string{"-model", file}, &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestLiveControls moves the lesson's controls in the browser: the page
// fetches nothing more until then, and then its prose numbers, tables and
// charts become what the build and `go run . kosum -model` give for the
// same parameters; the URL carries the scenario and reopens it; a claim
// that stops holding is marked in place; reset brings the published lesson
// back. It logs the time each update takes.
func TestLiveControls(t *testing.T) {
	t.Parallel()
	lesson := lessons(t)[0]
	published := builtState(t, string(built.Files[lesson+"index.html"]))
	want, model := scenarioPage(t, lesson)
	scenario := builtState(t, want)
	report := kosum(t, model)

	tb := openTab(t)
	tb.desktop()
	tb.reduceMotion()
	tb.navigate(siteURL + lesson)
	tb.waitFor("the panel to show", `!document.querySelector('section.oynat').hidden && window.grafikler && window.grafikler.size > 0`, 10*time.Second)
	for _, r := range tb.allRequests() {
		if strings.HasSuffix(r.url, live.WasmFile) || strings.HasSuffix(r.url, live.WasmExecFile) || strings.HasSuffix(r.url, site.ModelFile) {
			t.Errorf("fetched before any control was touched: %s", r.url)
		}
	}

	// Move four sliders as a reader would: each fires input.
	call[bool](tb, `(values) => {
	  for (const [k, v] of Object.entries(values)) {
	    const e = document.querySelector('section.oynat input[name="' + k + '"]');
	    e.focus(); e.value = v; e.dispatchEvent(new Event('input', { bubbles: true }));
	  }
	  return true;
	}`, map[string]string{"esik": "250", "pay": "30", "siddet": "0.9", "n": "96"})
	tb.waitFor("the scenario to be applied", `window.oynat && window.oynat.hazir && location.search === `+jsString(liveQuery), 30*time.Second)
	got := eval[liveState](tb, liveStateJS)
	compareLive(t, "after moving the controls", got, scenario)
	if got.Labels["esik"] != "250 ms" || got.Labels["siddet"] != "0,9 kat" || got.Labels["n"] != "96" {
		t.Errorf("the panel shows %v", got.Labels)
	}

	// The report of `go run . kosum -model` for the same parameters: the
	// slow day's greedy row, as the page's table and prose write it.
	row := reportRow(t, report, "-- tarife yavas", "acgozlu")
	tr := tableRow(t, got.Tables["tarifeYavas"], "açgözlü")
	if len(row) != len(tr) {
		t.Fatalf("kosum's row %q, the page's %q", row, tr)
	}
	for i := 1; i < len(row); i++ {
		if w := strings.Replace(row[i], ".", ",", 1); tr[i] != w {
			t.Errorf("tarifeYavas table, açgözlü, column %d: page %q, kosum %q", i, tr[i], row[i])
		}
	}
	for name, col := range map[string]int{"tarifeYavas.acgozlu.ortanca": 5, "tarifeYavas.acgozlu.bosaIs": 9} {
		text := eval[string](tb, `document.querySelector('main data[data-ad="`+name+`"]').textContent`)
		if w := strings.Replace(row[col], ".", ",", 1); text != w {
			t.Errorf("prose %s = %q, kosum says %s", name, text, row[col])
		}
	}

	// The URL reopens the scenario, the model loading at once.
	tb.navigate(siteURL + lesson + liveQuery)
	tb.waitFor("the URL's scenario to be applied", `window.oynat && window.oynat.sayi > 0 && window.oynat.hazir`, 30*time.Second)
	compareLive(t, "reopened from the URL", eval[liveState](tb, liveStateJS), scenario)

	// Cancellation makes the ratio of wasted work 0/0: its claim is marked.
	eval[bool](tb, `(() => { document.querySelector('section.oynat input[name="iptal"]').click(); return true; })()`)
	tb.waitFor("cancellation to be applied", `location.search.includes('iptal=1') && document.querySelector('main .iddia-uyari') !== null`, 10*time.Second)
	got = eval[liveState](tb, liveStateJS)
	if got.Marked == 0 || !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.Contains(w, "terk edilen işin oranı") }) {
		t.Errorf("with cancellation: warnings %q, %d paragraphs marked", got.Warnings, got.Marked)
	}
	if ratio := eval[string](tb, `document.querySelector('main data[data-ad="bosaIsOrani"]').textContent`); ratio != live.Missing {
		t.Errorf("with cancellation the ratio of wasted work reads %q, want %q", ratio, live.Missing)
	}

	// Reset: the published lesson again, and a clean URL.
	eval[bool](tb, `(() => { document.querySelector('section.oynat .oynat-sifirla').click(); return true; })()`)
	tb.waitFor("the reset", `location.search === '' && document.querySelector('main .iddia-uyari') === null && window.oynat.hazir`, 10*time.Second)
	got = eval[liveState](tb, liveStateJS)
	compareLive(t, "after reset", got, published)
	if got.Marked != 0 || got.Labels["esik"] != "200 ms" || got.Labels["iptal"] != "yok" {
		t.Errorf("after reset: %d paragraphs marked, panel %v", got.Marked, got.Labels)
	}

	// Dragging: 50 moves of the tariff share, one per frame, with the page
	// scrolled to prose alone and to each chart in turn.
	for _, view := range []string{"", "sekil-paylar", "sekil-gecikme", "sekil-yuva", "sekil-tarama"} {
		m := call[dragTimes](tb, `async (id) => {
		  const frame = () => new Promise((r) => requestAnimationFrame(r));
		  if (id) document.getElementById(id).scrollIntoView({ block: 'center' });
		  else window.scrollTo(0, 0);
		  while (!window.oynat.hazir) await frame(); // let the page catch up
		  await new Promise((r) => setTimeout(r, 100));
		  const e = document.querySelector('section.oynat input[name="oran"]');
		  const from = window.oynat.sureler.length, t0 = performance.now();
		  for (let i = 0; i < 50; i++) {
		    e.value = String(0.1 + 0.8 * i / 49);
		    e.dispatchEvent(new Event('input', { bubbles: true }));
		    await frame();
		  }
		  await frame(); // the last move's update
		  const to = window.oynat.sureler.length, t1 = performance.now();
		  while (!window.oynat.hazir) await frame(); // the charts out of view catch up
		  return { updates: window.oynat.sureler.slice(from, to), model: window.oynat.model.slice(from, to), charts: window.oynat.grafikli.slice(from, to), ms: t1 - t0, frames: 50 };
		}`, view)
		if view == "" {
			view = "prose"
		}
		var plain, drawn, plainModel, drawnModel []float64
		for i, d := range m.Updates {
			if m.Charts[i] {
				drawn, drawnModel = append(drawn, d), append(drawnModel, m.Model[i])
			} else {
				plain, plainModel = append(plain, d), append(plainModel, m.Model[i])
			}
		}
		t.Logf("%s in view: %d updates in %d frames (%.0f ms). On the page's thread: prose and tables median %.1f ms, max %.1f ms; "+
			"%d chart redraws median %.1f ms, max %.1f ms. The model in its worker: %.1f ms, %.1f ms with a chart (medians)",
			view, len(m.Updates), m.Frames, m.Ms, median(plain), maxOf(plain), len(drawn), median(drawn), maxOf(drawn), median(plainModel), median(drawnModel))
		if len(m.Updates) == 0 {
			t.Errorf("%s in view: no update while dragging", view)
		}
	}
}

// dragTimes is what the page measured while a test dragged a control.
type dragTimes struct {
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

// compareLive fails t where the live page differs from a built one.
func compareLive(t *testing.T, when string, got, want liveState) {
	t.Helper()
	if len(got.Texts) != len(want.Texts) {
		t.Fatalf("%s: %d numerals on the page, the build writes %d", when, len(got.Texts), len(want.Texts))
	}
	diffs := 0
	for i := range got.Texts {
		if got.Texts[i] != want.Texts[i] || got.Values[i] != want.Values[i] {
			if diffs++; diffs <= 5 {
				t.Errorf("%s: numeral %d reads %q (value %s), the build writes %q (%s)", when, i, got.Texts[i], got.Values[i], want.Texts[i], want.Values[i])
			}
		}
	}
	for name, h := range want.Tables {
		if got.Tables[name] != h {
			t.Errorf("%s: table %s:\n page %s\nbuild %s", when, name, got.Tables[name], h)
		}
	}
	for id, s := range want.Series {
		if !sameJSON(got.Series[id], s) {
			t.Errorf("%s: chart %s holds series data\n%.300s\nthe build's options give\n%.300s", when, id, got.Series[id], s)
		}
	}
	if t.Failed() {
		return
	}
	t.Logf("%s: %d numerals, %d tables and %d charts as the build writes them", when, len(got.Texts), len(want.Tables), len(want.Series))
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

// reportRow returns the fields of the row of policy in the report's
// section that starts with heading.
func reportRow(t *testing.T, report, heading, policy string) []string {
	t.Helper()
	_, section, ok := strings.Cut(report, heading)
	if !ok {
		t.Fatalf("no section %q in the report", heading)
	}
	for _, line := range strings.Split(section, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == policy {
			return f
		}
	}
	t.Fatalf("no row %q in section %q", policy, heading)
	return nil
}

// tableRow returns the cell texts of the row headed name.
func tableRow(t *testing.T, table, name string) []string {
	t.Helper()
	for _, tr := range strings.Split(table, "<tr>") {
		cells := regexp.MustCompile(`<t[hd][^>]*>([^<]*)</t[hd]>`).FindAllStringSubmatch(tr, -1)
		if len(cells) > 0 && cells[0][1] == name {
			out := make([]string, len(cells))
			for i, c := range cells {
				out[i] = html.UnescapeString(c[1])
			}
			return out
		}
	}
	t.Fatalf("no row %q in %s", name, table)
	return nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
