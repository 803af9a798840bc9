package butce

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coursesite/sim"
)

// lessonResults computes the lesson's results from its parameter file.
func lessonResults(t testing.TB) *sim.Sonuc {
	t.Helper()
	return sim.Hesapla(lessonModel(t))
}

func lessonModel(t testing.TB) *sim.Model {
	t.Helper()
	file := filepath.Join("..", sim.DefaultModel)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the lesson's parameter file: %v", err)
	}
	m, err := sim.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// rendered is a figure's HTML taken apart.
type rendered struct {
	html, class, ariaLabel, caption string
	option                          map[string]any
}

var fragmentRE = regexp.MustCompile(`^<figure class="grafik" id="sekil-([A-Za-z]+)">` +
	`<div class="(grafik-tuval(?: grafik-tuval-iki)?)" id="(grafik_[A-Za-z]+)" role="img" aria-label="([^"<>]*)"></div>` +
	`<script type="application/json" data-grafik="(grafik_[A-Za-z]+)">([^<>&]*)</script>` +
	`<figcaption>([^<>]*)</figcaption></figure>$`)

// render renders figure name and checks its shape: the one-line block
// Render promises, ids matching the name, the options parseable.
func render(t *testing.T, s *sim.Sonuc, name string) rendered {
	t.Helper()
	h, err := Render(s, name)
	if err != nil {
		t.Fatal(err)
	}
	m := fragmentRE.FindStringSubmatch(string(h))
	if m == nil {
		t.Fatalf("%s: not the promised shape:\n%s", name, h)
	}
	if m[1] != name || m[3] != ID(name) || m[5] != ID(name) {
		t.Errorf("%s: ids sekil-%s, %s, %s", name, m[1], m[3], m[5])
	}
	r := rendered{html: string(h), class: m[2], ariaLabel: html.UnescapeString(m[4]), caption: html.UnescapeString(m[7])}
	if err := json.Unmarshal([]byte(m[6]), &r.option); err != nil {
		t.Fatalf("%s: options: %v", name, err)
	}
	return r
}

// Small accessors for the option tree.
func obj(t *testing.T, v any, path ...any) map[string]any {
	t.Helper()
	o, ok := at(t, v, path...).(map[string]any)
	if !ok {
		t.Fatalf("%v: not an object: %v", path, at(t, v, path...))
	}
	return o
}

func arr(t *testing.T, v any, path ...any) []any {
	t.Helper()
	a, ok := at(t, v, path...).([]any)
	if !ok {
		t.Fatalf("%v: not a list: %v", path, at(t, v, path...))
	}
	return a
}

func at(t *testing.T, v any, path ...any) any {
	t.Helper()
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("%v: no object at %q", path, k)
			}
			v = m[k]
		case int:
			a, ok := v.([]any)
			if !ok || k >= len(a) {
				t.Fatalf("%v: no item %d", path, k)
			}
			v = a[k]
		}
	}
	return v
}

// series returns a figure's series whose name is name, in order.
func series(t *testing.T, o map[string]any, name string) []map[string]any {
	var out []map[string]any
	for _, s := range arr(t, o, "series") {
		if s := s.(map[string]any); s["name"] == name {
			out = append(out, s)
		}
	}
	return out
}

func seriesNames(t *testing.T, o map[string]any) []string {
	var out []string
	for _, s := range arr(t, o, "series") {
		out = append(out, s.(map[string]any)["name"].(string))
	}
	return out
}

// index reads a series' axis index: go-echarts leaves 0 out.
func index(s map[string]any, key string) int {
	if v, ok := s[key].(float64); ok {
		return int(v)
	}
	return 0
}

// values reads the "value" of every data item of a series.
func values(t *testing.T, s map[string]any) []any {
	var out []any
	for _, d := range arr(t, s, "data") {
		out = append(out, d.(map[string]any)["value"])
	}
	return out
}

func floats(t *testing.T, s map[string]any) []float64 {
	var out []float64
	for _, v := range values(t, s) {
		out = append(out, v.(float64))
	}
	return out
}

// pairs reads [x, y] data items.
func pairs(t *testing.T, s map[string]any) [][2]float64 {
	var out [][2]float64
	for _, v := range values(t, s) {
		p := v.([]any)
		out = append(out, [2]float64{p[0].(float64), p[1].(float64)})
	}
	return out
}

func TestFiguresShape(t *testing.T) {
	s := lessonResults(t)
	ident := regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			r := render(t, s, name)
			if !ident.MatchString(ID(name)) {
				t.Errorf("chart id %q is not a JavaScript identifier", ID(name))
			}
			if strings.Contains(r.html, "\n") {
				t.Error("the block has a newline: Markdown would end the raw HTML block at a blank line")
			}
			if _, ok := r.option["toolbox"]; ok {
				t.Error(`the options still hold "toolbox"`)
			}
			if at(t, r.option, "aria", "enabled") != true {
				t.Error("ECharts aria is not enabled")
			}
			desc := at(t, r.option, "aria", "label", "description")
			if desc != r.ariaLabel || r.ariaLabel == "" {
				t.Errorf("aria description %q, element's aria-label %q", desc, r.ariaLabel)
			}
			if r.caption == "" {
				t.Error("no caption: without JavaScript the figure says nothing")
			}
			if _, ok := r.option["tooltip"].(map[string]any)["confine"]; !ok {
				t.Error("the tooltip is not confined to the chart: it would leave a phone's screen")
			}
		})
	}
}

// TestFiguresTurkish checks every text a reader sees: the words are the
// Turkish ones, and no number is written with a decimal point.
func TestFiguresTurkish(t *testing.T) {
	s := lessonResults(t)
	ascii := regexp.MustCompile(`\b(acgozlu|esit|agirlikli|arizasiz|tarife yavas|olcu)\b`)
	point := regexp.MustCompile(`\d\.\d`)
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			r := render(t, s, name)
			texts := []string{r.caption, r.ariaLabel}
			var walk func(key string, v any)
			walk = func(key string, v any) {
				switch v := v.(type) {
				case map[string]any:
					for k, x := range v {
						walk(k, x)
					}
				case []any:
					for _, x := range v {
						walk(key, x)
					}
				case string:
					switch key {
					case "text", "name", "formatter", "valueFormatter", "description", "data":
						texts = append(texts, v)
					}
				}
			}
			walk("", r.option)
			for _, text := range texts {
				if ascii.MatchString(text) {
					t.Errorf("ASCII stand-in for a Turkish word: %q", text)
				}
				if point.MatchString(text) {
					t.Errorf("a number with a decimal point: %q", text)
				}
			}
		})
	}
}

func TestRenderDeterministic(t *testing.T) {
	for _, name := range Names() {
		a, err := Render(lessonResults(t), name)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Render(lessonResults(t), name)
		if err != nil {
			t.Fatal(err)
		}
		if a != b {
			t.Errorf("%s: two renders differ", name)
		}
	}
}

func TestRenderErrors(t *testing.T) {
	_, err := Render(lessonResults(t), "gecikmeler")
	if err == nil || !strings.Contains(err.Error(), `"gecikmeler"`) || !strings.Contains(err.Error(), "gecikmeSirali") {
		t.Errorf("unknown figure: %v", err)
	}
	if _, err := Render(nil, "gecikme"); err == nil {
		t.Error("no results: no error")
	}
}

// TestScriptEscaping checks that no text put into a chart's options can
// close its script element or break out of the page's HTML.
func TestScriptEscaping(t *testing.T) {
	hostile := "</script><script>alert(1)</script><!-- & \u2028"
	js, err := scriptJSON(map[string]any{"title": map[string]any{"text": hostile}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(string(js), "<>&\n\u2028") {
		t.Errorf("escaped JSON still holds markup: %s", js)
	}
	var back map[string]map[string]string
	if err := json.Unmarshal(js, &back); err != nil || back["title"]["text"] != hostile {
		t.Errorf("the escaped JSON reads back as %v (%v)", back, err)
	}

	h, err := fragment("deneme", figure{
		option:      option{"title": map[string]any{"text": hostile}},
		caption:     "a <b>\n\nb",
		description: `"tırnak" </div>`,
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(h), "</script>") != 1 || strings.Contains(string(h), "<b>") || strings.Contains(string(h), "\n") {
		t.Errorf("text escaped from its place:\n%s", h)
	}
	if !fragmentRE.MatchString(strings.NewReplacer("deneme", "deneme").Replace(string(h))) {
		t.Errorf("not the promised shape:\n%s", h)
	}
}

// TestLatencyOneRequest: with a single request the x axes still run from 1
// to a whole number above it (ECharts would widen 1…1 to 0.5…1).
func TestLatencyOneRequest(t *testing.T) {
	a := lessonModel(t).Varsayilan()
	a.N = 1
	m, err := lessonModel(t).Uygula(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"gecikme", "gecikmeSirali"} {
		o := render(t, sim.Hesapla(m), name).option
		for ax := range 2 {
			if at(t, o, "xAxis", ax, "min") != 1.0 || at(t, o, "xAxis", ax, "max") != 2.0 {
				t.Errorf("%s: x axis %d from %v to %v, want 1 to 2", name, ax, at(t, o, "xAxis", ax, "min"), at(t, o, "xAxis", ax, "max"))
			}
		}
	}
}

func TestLatency(t *testing.T) {
	s := lessonResults(t)
	m := s.Model
	for _, name := range []string{"gecikme", "gecikmeSirali"} {
		t.Run(name, func(t *testing.T) {
			sorted := name == "gecikmeSirali"
			o := render(t, s, name).option
			threshold := thresholdSeries(m)
			want := []string{}
			for range sim.RejimListesi {
				want = append(want, sim.Acgozlu.Baslik(), sim.Esit.Baslik(), sim.Agirlikli.Baslik(), threshold)
			}
			if got := seriesNames(t, o); !slices.Equal(got, want) {
				t.Fatalf("series %q, want %q", got, want)
			}
			// Requests (or ranks) 1…n on a numeric axis, whole numbers only.
			for ax := range 2 {
				if at(t, o, "xAxis", ax, "type") != "value" || at(t, o, "xAxis", ax, "min") != 1.0 ||
					at(t, o, "xAxis", ax, "max") != float64(m.N) || at(t, o, "xAxis", ax, "minInterval") != 1.0 {
					t.Errorf("x axis %d: %v, want a value axis from 1 to %d in whole steps", ax, at(t, o, "xAxis", ax), m.N)
				}
			}
			// Both plots end at one round value above every latency and the
			// threshold, leaving a band for the labels above the data.
			top := at(t, o, "yAxis", 0, "max")
			if top != at(t, o, "yAxis", 1, "max") || top != latencyTop(s) || latencyTop(s) < 1.2*m.K01.Esik {
				t.Errorf("y axes end at %v and %v, want both at %v, a fifth above the threshold %v",
					top, at(t, o, "yAxis", 1, "max"), latencyTop(s), m.K01.Esik)
			}
			for _, r := range sim.RejimListesi {
				for _, p := range sim.PolitikaListesi {
					for _, v := range s.Kosum(r, p).UctanUca {
						if v*1.2 > latencyTop(s) {
							t.Errorf("%s/%s: latency %v, y axes end at %v", r.Baslik(), p.Baslik(), v, latencyTop(s))
						}
					}
				}
			}
			for _, r := range sim.RejimListesi {
				for _, p := range sim.PolitikaListesi {
					sr := series(t, o, p.Baslik())[r]
					if index(sr, "xAxisIndex") != int(r) || index(sr, "yAxisIndex") != int(r) {
						t.Errorf("%s/%s on axes %d/%d", r.Baslik(), p.Baslik(), index(sr, "xAxisIndex"), index(sr, "yAxisIndex"))
					}
					k := s.Kosum(r, p)
					want := k.UctanUca
					if sorted {
						want = slices.Sorted(slices.Values(k.UctanUca))
					}
					var got []float64
					for i, xy := range pairs(t, sr) {
						if xy[0] != float64(i+1) {
							t.Errorf("%s/%s: point %d at x = %v", r.Baslik(), p.Baslik(), i, xy[0])
						}
						got = append(got, xy[1])
					}
					if !slices.Equal(got, want) {
						t.Errorf("%s/%s latencies\n got %v\nwant %v", r.Baslik(), p.Baslik(), got, want)
					}
					if at(t, sr, "showSymbol") != false {
						t.Errorf("%s/%s: a mark on each of the %d points", r.Baslik(), p.Baslik(), m.N)
					}
					if !sorted {
						if _, ok := sr["endLabel"]; ok {
							t.Errorf("%s/%s: an end label on the unsorted curve", r.Baslik(), p.Baslik())
						}
					} else {
						// The worst value is written past the curve's end, in
						// the policy's colour, moving aside for another's.
						if got := at(t, sr, "endLabel", "formatter"); got != num(k.EnKotu) || at(t, sr, "endLabel", "show") != true {
							t.Errorf("%s/%s: end label %v, want %s", r.Baslik(), p.Baslik(), got, num(k.EnKotu))
						}
						if got := at(t, sr, "endLabel", "color"); got != policyColors[p] {
							t.Errorf("%s/%s: end label in %v", r.Baslik(), p.Baslik(), got)
						}
						if got := at(t, sr, "labelLayout", "moveOverlap"); got != "shiftY" {
							t.Errorf("%s/%s: end labels of close worst values would overlap (labelLayout %v)", r.Baslik(), p.Baslik(), got)
						}
					}
					if !sorted {
						continue
					}
					marks := arr(t, sr, "markPoint", "data")
					med, worst := marks[0].(map[string]any), marks[1].(map[string]any)
					if c := med["coord"].([]any); c[0] != float64(m.N>>1+1) || c[1] != k.Ortanca || want[m.N>>1] != k.Ortanca {
						t.Errorf("%s/%s median mark %v, model %v", r.Baslik(), p.Baslik(), c, k.Ortanca)
					}
					if c := worst["coord"].([]any); c[0] != float64(m.N) || c[1] != k.EnKotu || want[m.N-1] != k.EnKotu {
						t.Errorf("%s/%s worst mark %v, model %v", r.Baslik(), p.Baslik(), c, k.EnKotu)
					}
					if at(t, med, "label", "formatter") != num(k.Ortanca) {
						t.Errorf("median label %v", at(t, med, "label", "formatter"))
					}
				}
				th := series(t, o, threshold)[r]
				if got := at(t, th, "markLine", "data", 0, "yAxis"); got != m.K01.Esik {
					t.Errorf("%s: threshold line at %v, want %v", r.Baslik(), got, m.K01.Esik)
				}
				if index(th, "yAxisIndex") != int(r) {
					t.Errorf("%s: threshold on y axis %d", r.Baslik(), index(th, "yAxisIndex"))
				}
				if sorted {
					med := obj(t, th, "markLine", "data", 1)
					if med["name"] != "ortanca" || med["xAxis"] != float64(m.N>>1+1) || at(t, med, "label", "position") != "end" {
						t.Errorf("%s: median line %v: its label belongs above the plot, clear of the points", r.Baslik(), med)
					}
				}
			}
		})
	}
}

func TestSlots(t *testing.T) {
	s := lessonResults(t)
	o := render(t, s, "yuva").option
	if got, want := seriesNames(t, o), []string{"çağıran", "terk edilen iş", "çağıran"}; !slices.Equal(got, want) {
		t.Fatalf("series %q, want %q", got, want)
	}
	all := arr(t, o, "series")
	left, abandoned, right := all[0].(map[string]any), all[1].(map[string]any), all[2].(map[string]any)
	if left["stack"] != abandoned["stack"] || left["stack"] == right["stack"] || index(right, "xAxisIndex") != 1 {
		t.Errorf("stacks %v %v %v", left["stack"], abandoned["stack"], right["stack"])
	}
	lv, av, rv := floats(t, left), floats(t, abandoned), floats(t, right)
	for i, p := range sim.PolitikaListesi {
		y := s.Yuva[p]
		if lv[i] != y.Cagiran || av[i] != y.TerkEdilen || rv[i] != y.ToplamIptalli {
			t.Errorf("%s: stacks %v+%v and %v, model %+v", p.Baslik(), lv[i], av[i], rv[i], y)
		}
		if lv[i]+av[i] != y.ToplamIptalsiz {
			t.Errorf("%s: stack adds to %v, table total %v", p.Baslik(), lv[i]+av[i], y.ToplamIptalsiz)
		}
		if got := at(t, abandoned, "data", i, "label", "formatter"); got != num(y.ToplamIptalsiz) {
			t.Errorf("%s: total label %v", p.Baslik(), got)
		}
		if got := at(t, right, "data", i, "label", "formatter"); got != num(y.ToplamIptalli) {
			t.Errorf("%s: total label with cancellation %v", p.Baslik(), got)
		}
	}
	for ax := range 2 {
		if got := at(t, o, "xAxis", ax, "axisLabel", "interval"); got != 0.0 {
			t.Errorf("x axis %d label interval %v: a narrow grid would hide a policy's name", ax, got)
		}
	}
	if a, b := at(t, o, "yAxis", 0, "max"), at(t, o, "yAxis", 1, "max"); a != b || a.(float64) < s.Yuva[sim.Esit].ToplamIptalsiz {
		t.Errorf("the two grids' scales end at %v and %v", a, b)
	}
}

func TestShares(t *testing.T) {
	s := lessonResults(t)
	m := s.Model
	o := render(t, s, "paylar").option
	if got, want := seriesNames(t, o), []string{"tarife payı", "ölçü payı"}; !slices.Equal(got, want) {
		t.Fatalf("series %q, want %q", got, want)
	}
	if got := arr(t, o, "xAxis", 0, "data"); len(got) != 3 || got[0] != "açgözlü" || got[2] != "ağırlıklı" {
		t.Errorf("categories %v", got)
	}
	for i, step := range []sim.Adim{sim.Tarife, sim.Olcu} {
		sr := series(t, o, []string{"tarife payı", "ölçü payı"}[i])[0]
		for j, p := range sim.PolitikaListesi {
			if got := floats(t, sr)[j]; got != s.Paylar[p][i] {
				t.Errorf("%s %s share %v, model %v", step.Ad(), p.Ad(), got, s.Paylar[p][i])
			}
		}
		usual, tail := m.Ortanca.Get(step), s.DonguOf(sim.Arizasiz, step).Kuyruk
		if a, b := at(t, sr, "markLine", "data", 0, "yAxis"), at(t, sr, "markLine", "data", 1, "yAxis"); a != usual || b != tail {
			t.Errorf("%s lines at %v and %v, model usual %v tail %v", step.Ad(), a, b, usual, tail)
		}
	}
	// The lesson: equal cuts the size read's tail, weighted the tariff's.
	if d := at(t, o, "aria", "label", "description").(string); !strings.Contains(d, "eşit politikada ölçü ve ağırlıklı politikada tarife") {
		t.Errorf("the description does not say which tail each split cuts: %s", d)
	}
}

func TestErrorBudget(t *testing.T) {
	s := lessonResults(t)
	o := render(t, s, "arizaPayi").option
	if got := seriesNames(t, o); !slices.Equal(got, []string{"harcanan", "kalan"}) {
		t.Fatalf("series %q", got)
	}
	cats := arr(t, o, "yAxis", 0, "data")
	spent, left := floats(t, series(t, o, "harcanan")[0]), floats(t, series(t, o, "kalan")[0])
	if len(cats) != len(s.Duyarlilik) || len(spent) != len(s.Duyarlilik) {
		t.Fatalf("%d categories, %d bars for %d scenarios", len(cats), len(spent), len(s.Duyarlilik))
	}
	for i, d := range s.Duyarlilik {
		if spent[i] != d.Aylik || left[i] != d.Kalan {
			t.Errorf("scenario %d: %v spent, %v left; model %+v", i, spent[i], left[i], d)
		}
		if got := at(t, series(t, o, "harcanan")[0], "data", i, "label", "formatter"); got != percent(d.Yuzde) {
			t.Errorf("scenario %d: label %v, want %v", i, got, percent(d.Yuzde))
		}
	}
	if cats[0] != "12 dk, ayda 1 kez" {
		t.Errorf("first scenario %q", cats[0])
	}
	if got := at(t, series(t, o, "harcanan")[0], "markLine", "data", 0, "xAxis"); got != s.Model.ArizaPayiDk {
		t.Errorf("budget line at %v", got)
	}
	// On a phone the scenarios' names stand above their bars, inside the
	// plot, over bars narrow enough to leave them room.
	narrow := narrowOption(t, o)
	if at(t, narrow, "yAxis", 0, "axisLabel", "inside") != true || at(t, o, "yAxis", 0, "axisLabel", "inside") != false {
		t.Errorf("scenario names inside the plot: on a phone %v, on a desktop %v",
			at(t, narrow, "yAxis", 0, "axisLabel", "inside"), at(t, o, "yAxis", 0, "axisLabel", "inside"))
	}
	if got := arr(t, narrow, "series"); len(got) != len(arr(t, o, "series")) {
		t.Errorf("narrow bars for %d of %d series", len(got), len(arr(t, o, "series")))
	}
	for i := range arr(t, narrow, "series") {
		w := at(t, narrow, "series", i, "barWidth").(float64)
		if pad := at(t, narrow, "yAxis", 0, "axisLabel", "padding", 2).(float64); pad < w/2 {
			t.Errorf("series %d: a %v px bar reaches %v px above its middle, where its name is", i, w, w/2-pad)
		}
	}

	// A scenario past the budget shows the budget spent and the excess.
	m := *s.Model
	m.Duyarlilik = [][2]float64{{12, 1}, {20, 2}}
	over := sim.Hesapla(&m)
	o = render(t, over, "arizaPayi").option
	if got := seriesNames(t, o); !slices.Equal(got, []string{"harcanan", "kalan", "aşan"}) {
		t.Fatalf("series past the budget %q", got)
	}
	d := over.Duyarlilik[1]
	if got := []float64{floats(t, series(t, o, "harcanan")[0])[1], floats(t, series(t, o, "kalan")[0])[1], floats(t, series(t, o, "aşan")[0])[1]}; got[0] != m.ArizaPayiDk || got[1] != 0 || got[2] != -d.Kalan {
		t.Errorf("past the budget: %v, model %+v", got, d)
	}
}

func TestSweep(t *testing.T) {
	s := lessonResults(t)
	m := s.Model
	o := render(t, s, "tarama").option
	want := []string{"arızasız", "tarife yavaş", "arızasız", "arızasız (iptalle)", "tarife yavaş", "tarife yavaş (iptalle)",
		"açgözlü", "eşit", "ağırlıklı", "açgözlü", "eşit", "ağırlıklı"}
	if got := seriesNames(t, o); !slices.Equal(got, want) {
		t.Fatalf("series %q, want %q", got, want)
	}
	steps := sweepSteps(m)
	if steps != 180 {
		t.Errorf("the lesson's 180 ms are swept in %d steps, want 1 ms each", steps)
	}
	all := arr(t, o, "series")
	for _, r := range sim.RejimListesi {
		curve := m.Tarama(r, steps)
		dropped := pairs(t, all[r].(map[string]any))
		held := pairs(t, all[2+2*int(r)].(map[string]any))
		callers := pairs(t, all[3+2*int(r)].(map[string]any))
		if len(dropped) != len(curve) || len(held) != len(curve) || len(callers) != len(curve) {
			t.Fatalf("%s: %d/%d/%d points, sweep has %d", r.Baslik(), len(dropped), len(held), len(callers), len(curve))
		}
		for i, p := range curve {
			if dropped[i] != [2]float64{p.TarifePayi, float64(p.Dusen)} ||
				held[i] != [2]float64{p.TarifePayi, p.Cagiran + p.TerkEdilen} ||
				callers[i] != [2]float64{p.TarifePayi, p.Cagiran} {
				t.Errorf("%s point %d: %v %v %v, sweep %+v", r.Baslik(), i, dropped[i], held[i], callers[i], p)
			}
		}
	}
	// One series per policy and grid, in the policy's colour: the legend
	// shows each policy as its points look. A point on the right edge has
	// its name past the edge, in the grid's room there; no other point's
	// name lies along its curve.
	for g := range 2 {
		if right := at(t, o, "grid", g, "right"); right != strconv.Itoa(sweepRight) {
			t.Errorf("grid %d leaves %v px on the right, want %d for the names past the edge", g, right, sweepRight)
		}
		for i, p := range sim.PolitikaListesi {
			marks := all[6+3*g+i].(map[string]any)
			if index(marks, "xAxisIndex") != g || index(marks, "yAxisIndex") != g || at(t, marks, "type") != "scatter" {
				t.Errorf("%s marks %d on axes %d/%d, type %v", p.Baslik(), g, index(marks, "xAxisIndex"), index(marks, "yAxisIndex"), marks["type"])
			}
			if c := at(t, marks, "itemStyle", "color"); c != policyColors[p] {
				t.Errorf("%s marks %d in %v, want the policy's %s", p.Baslik(), g, c, policyColors[p])
			}
			pts := pairs(t, marks)
			if len(pts) != len(sim.RejimListesi) {
				t.Fatalf("%s marks %d: %d points, want one per regime", p.Baslik(), g, len(pts))
			}
			for j, r := range sim.RejimListesi {
				pt := m.PolitikaNoktasi(r, p)
				y := float64(pt.Dusen)
				if g == 1 {
					y = pt.Cagiran + pt.TerkEdilen
				}
				if pts[j] != [2]float64{s.Paylar[p][0], y} || at(t, marks, "data", j, "name") != p.Baslik() {
					t.Errorf("mark %d (%s %s): %v, model %v", g, r.Baslik(), p.Baslik(), pts[j], [2]float64{s.Paylar[p][0], y})
				}
				side := at(t, marks, "data", j, "label", "position")
				if onEdge := pts[j][0] == m.KolaKalan(); onEdge != (side == "right") || side == "left" {
					t.Errorf("mark %d (%s %s) at %v: name %v of it", g, r.Baslik(), p.Baslik(), pts[j], side)
				}
			}
		}
	}
	legend := obj(t, o, "legend")
	if legend["type"] != "plain" {
		t.Errorf("legend type %v: a scroll legend pages on a phone", legend["type"])
	}
	if nt, wt := at(t, narrowOption(t, o), "title", 0, "top").(float64), at(t, o, "title", 0, "top"); wt != "30" || nt <= 30 {
		t.Errorf("the upper title at %v, on a phone at %v: the legend's second row needs room", wt, nt)
	}
	// Greedy is marked off the curve: at f = 1 the curve drops every
	// request, greedy in the slow regime does not.
	greedy := m.PolitikaNoktasi(sim.TarifeYavas, sim.Acgozlu)
	if end := m.Tarama(sim.TarifeYavas, steps)[steps]; greedy.TarifePayi != end.TarifePayi || greedy.Dusen == end.Dusen {
		t.Errorf("greedy %+v against the curve's end %+v", greedy, end)
	}
	if c := render(t, s, "tarama").caption; !strings.Contains(c, "eğride yer almaz") {
		t.Errorf("the caption does not say greedy is off the curve: %s", c)
	}
}

func TestTurkishNumbers(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{num(82.43121500000001), "82,4"},
		{num(200), "200"},
		{num(28.2 - 12), "16,2"},
		{num(0.25), "0,3"}, // JavaScript's toFixed: an exact tie rounds away from zero
		{num(-0.04), "0"},
		{exact(416.67), "416,67"},
		{percent(42.5531914893617), "%42,6"},
		{ms(93), "93 ms"},
		{list([]string{"a", "b", "c"}), "a, b ve c"},
		{list([]string{"a"}), "a"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestNiceCeil(t *testing.T) {
	for _, tc := range [][2]float64{{136.68, 150}, {82.4, 100}, {48, 50}, {1, 1}, {0.37, 0.4}, {0, 1}} {
		if got := niceCeil(tc[0]); got != tc[1] {
			t.Errorf("niceCeil(%v) = %v, want %v", tc[0], got, tc[1])
		}
	}
}

func TestMarkSide(t *testing.T) {
	for _, tc := range []struct {
		x, y, xMax, top float64
		want            string
	}{
		{180, 0, 180, 48, "right"},
		{180, 42, 180, 48, "right"},
		{60, 48, 180, 48, "bottom"},
		{90, 2, 180, 48, "top"},
		{90, 19.2, 180, 136.7, "top"},
		{60, 136.7, 180, 136.7, "bottom"},
	} {
		if got := markSide(tc.x, tc.y, tc.xMax, tc.top); got != tc.want {
			t.Errorf("markSide(%v, %v, %v, %v) = %q, want %q", tc.x, tc.y, tc.xMax, tc.top, got, tc.want)
		}
	}
}

// TestTextPunctuation: captions and descriptions are Turkish sentences, not
// sentences glued into lists (“kalır., 12 dk”, “kalır. ve 24 dk”).
func TestTextPunctuation(t *testing.T) {
	s := lessonResults(t)
	for _, name := range Names() {
		r := render(t, s, name)
		for _, text := range []string{r.caption, r.ariaLabel} {
			for _, bad := range []string{".,", ". ve ", "..", " ,", " ."} {
				if strings.Contains(text, bad) {
					t.Errorf("%s: %q in %q", name, bad, text)
				}
			}
		}
	}
}
