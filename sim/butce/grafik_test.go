package butce

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coursesite/charts"
	"coursesite/model"
	"coursesite/plot"
)

// grafikAdlari are the lesson's charts, in the order the model gives them
// (Cikti) and the lesson shows them.
var grafikAdlari = []string{"gecikme", "gecikmeSirali", "yuva", "paylar", "arizaPayi", "tarama"}

// refResults computes the lesson at the reference's parameters.
func refResults(t testing.TB) *Sonuc {
	t.Helper()
	return Hesapla(refModel(t))
}

// chartData returns the data the model gives chart name from s.
func chartData(s *Sonuc, name string) (*model.ChartData, error) {
	return s.Cikti().ChartData(name)
}

// buildChart builds chart name from s, as the site does: the model's data
// through the chart's declaration (cizim*.go), with the words w.
func buildChart(s *Sonuc, name string, w model.Words) (*charts.Built, error) {
	return buildResultChart(s.Cikti(), name, w)
}

// buildResultChart builds chart name of a computed lesson r with the words
// w, as buildChart does.
func buildResultChart(r *model.Result, name string, w model.Words) (*charts.Built, error) {
	d, err := r.ChartData(name)
	if err != nil {
		return nil, err
	}
	decl, ok := charts.Declared(Ad, name)
	if !ok {
		return nil, fmt.Errorf("chart %q is not declared", name)
	}
	return decl.Build(d, w)
}

// finiteData reports the first number of d that is NaN or infinite, a
// datum a chart could not show (a series' y may be NaN: a gap).
func finiteData(d *model.ChartData) error {
	bad := func(v float64) bool { return math.IsNaN(v) || math.IsInf(v, 0) }
	for _, x := range d.All() {
		if bad(x.Number) && x.Kind == model.NumberDatum || slices.ContainsFunc(x.Numbers, bad) || slices.ContainsFunc(x.X, bad) ||
			slices.ContainsFunc(x.Y, func(v float64) bool { return math.IsInf(v, 0) }) {
			return fmt.Errorf("datum %q holds a number no chart shows", x.Name)
		}
	}
	return nil
}

// draw builds chart name from s with the test words and returns its option
// as the page's JSON reads back.
func draw(t *testing.T, s *Sonuc, name string) map[string]any {
	t.Helper()
	o, _ := drawChart(t, s, name)
	return o
}

// drawChart is draw, with the built chart.
func drawChart(t *testing.T, s *Sonuc, name string) (map[string]any, *charts.Built) {
	t.Helper()
	return drawWith(t, s, name, testWords{})
}

// drawWith is drawChart with the words w.
func drawWith(t *testing.T, s *Sonuc, name string, w model.Words) (map[string]any, *charts.Built) {
	t.Helper()
	b, err := buildChart(s, name, w)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	js, err := charts.Options(name, b.Option)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var o map[string]any
	if err := json.Unmarshal(js, &o); err != nil {
		t.Fatalf("%s: options: %v", name, err)
	}
	return o, b
}

// Small accessors for the option tree.
func obj(t *testing.T, v any, path ...any) map[string]any {
	t.Helper()
	o, ok := get(t, v, path...).(map[string]any)
	if !ok {
		t.Fatalf("%v: not an object: %v", path, get(t, v, path...))
	}
	return o
}

// arr is the list at path in v.
func arr(t *testing.T, v any, path ...any) []any {
	t.Helper()
	a, ok := get(t, v, path...).([]any)
	if !ok {
		t.Fatalf("%v: not a list: %v", path, get(t, v, path...))
	}
	return a
}

// get is the value at path in v: object keys (strings) and list
// indexes (ints).
func get(t *testing.T, v any, path ...any) any {
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

// series returns a chart's series whose name is name, in order.
func series(t *testing.T, o map[string]any, name string) []map[string]any {
	var out []map[string]any
	for _, s := range arr(t, o, "series") {
		if s := s.(map[string]any); s["name"] == name {
			out = append(out, s)
		}
	}
	return out
}

// seriesNames are a chart's series' names, in order.
func seriesNames(t *testing.T, o map[string]any) []string {
	var out []string
	for _, s := range arr(t, o, "series") {
		out = append(out, s.(map[string]any)["name"].(string))
	}
	return out
}

// index reads a series' axis index: a series of the first plot names none
// (izgarada, cizim.go).
func index(s map[string]any, key string) int {
	if v, ok := s[key].(float64); ok {
		return int(v)
	}
	return 0
}

// values reads the value of every data item of a series: an item's
// "value", or the item itself (a series given whole holds its values
// plain: [x, y] points, a bar's number).
func values(t *testing.T, s map[string]any) []any {
	var out []any
	for _, d := range arr(t, s, "data") {
		if m, ok := d.(map[string]any); ok {
			d = m["value"]
		}
		out = append(out, d)
	}
	return out
}

// floats reads a series' values as numbers (bars).
func floats(t *testing.T, s map[string]any) []float64 {
	var out []float64
	for _, v := range values(t, s) {
		out = append(out, v.(float64))
	}
	return out
}

// xyPairs reads [x, y] data items.
func xyPairs(t *testing.T, s map[string]any) [][2]float64 {
	var out [][2]float64
	for _, v := range values(t, s) {
		p := v.([]any)
		out = append(out, [2]float64{p[0].(float64), p[1].(float64)})
	}
	return out
}

// policyWords are the policies' test words, in the model's order.
func policyWords() []string {
	var out []string
	for _, p := range PolitikaListesi {
		out = append(out, word(p.Ad()))
	}
	return out
}

// TestChartsShape checks what every chart has: a go-echarts declaration in
// a build-only file (cizim*.go), the accessible description ECharts reads
// out (the lesson's word aciklama), no toolbox, a tooltip kept inside the
// chart, a tall canvas for two plots stacked, a title a plot or none.
func TestChartsShape(t *testing.T) {
	s := refResults(t)
	r := s.Cikti()
	if !slices.Equal(r.Charts(), grafikAdlari) {
		t.Errorf("Charts() = %v", r.Charts())
	}
	tall := map[string]bool{"gecikme": true, "gecikmeSirali": true, "tarama": true}
	for _, name := range grafikAdlari {
		t.Run(name, func(t *testing.T) {
			if !charts.IsName(name) {
				t.Errorf("%q cannot name a chart", name)
			}
			o, c := drawChart(t, s, name)
			if c.Tall != tall[name] {
				t.Errorf("Tall = %v", c.Tall)
			}
			decl, _ := charts.Declared(Ad, name)
			if typ, err := decl.Type(); err != nil || !strings.HasPrefix(typ, "*charts.") {
				t.Errorf("drawn with %q (%v), want a go-echarts chart", typ, err)
			}
			if !strings.Contains(decl.File, "cizim") {
				t.Errorf("declared in %s, want a build-only cizim file", decl.File)
			}
			if _, ok := o["toolbox"]; ok {
				t.Error(`the options still hold "toolbox"`)
			}
			if get(t, o, "aria", "enabled") != true || get(t, o, "aria", "label", "enabled") != true {
				t.Error("ECharts aria is not enabled")
			}
			if d := get(t, o, "aria", "label", "description"); d != word("aciklama") {
				t.Errorf("aria description %q, want the word aciklama", d)
			}
			if get(t, o, "tooltip", "confine") != true {
				t.Error("the tooltip is not confined to the chart: it would leave a phone's screen")
			}
			// A chart of one plot has no title (its caption names it): no
			// empty title object either, which ECharts draws as an empty box.
			if _, ok := o["title"].([]any); !ok && o["title"] != nil {
				t.Errorf("title %v: want a title a plot, or none", o["title"])
			}
		})
	}
}

// chartWords are the words each chart asks for: the lesson's metinler.txt
// must hold each, and nothing else for the chart (the check reports a
// word nothing asks for).
var chartWords = map[string][]string{
	"gecikme": {"aciklama", "acgozlu", "agirlikli", "eksenX", "eksenY", "esik", "esikSerisi", "esit",
		"gun.arizasiz", "gun.tarifeYavas", "imlec"},
	"gecikmeSirali": {"aciklama", "acgozlu", "agirlikli", "eksenX", "eksenY", "enKotu", "esik", "esikSerisi", "esit",
		"gun.arizasiz", "gun.tarifeYavas", "imlec", "ortanca"},
	"yuva":      {"aciklama", "acgozlu", "agirlikli", "cagiran", "eksenY", "esit", "sagBaslik", "solBaslik", "terkEdilen"},
	"paylar":    {"aciklama", "acgozlu", "agirlikli", "eksenY", "esit", "olcuKuyrugu", "olcuOlagan", "olcuPayi", "tarifeKuyrugu", "tarifeOlagan", "tarifePayi"},
	"arizaPayi": {"aciklama", "asan", "eksenX", "harcanan", "kalan", "payCizgisi", "senaryo"},
	"tarama": {"aciklama", "acgozlu", "agirlikli", "altBaslik", "eksenX", "eksenYAlt", "eksenYUst", "esit", "imlec",
		"rejim.arizasiz", "rejim.arizasiz.iptalle", "rejim.tarifeYavas", "rejim.tarifeYavas.iptalle", "ustBaslik"},
}

// TestChartWords: each chart asks for the same words whatever the
// parameters and settings — a word asked for only sometimes would be
// missing from a page whose reader moves a control there, or reported
// unused where it is not — and for the words its doc comment lists.
func TestChartWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	over := *refModel(t)
	over.Duyarlilik = [][2]float64{{12, 1}, {20, 2}} // past the budget: the excess is drawn
	results := []*Sonuc{refResults(t), HesaplaIle(refModel(t), true), Hesapla(&over), Hesapla(RastgeleModel(rng)), Hesapla(RastgeleModel(rng)), Hesapla(boundModel(false))}
	for _, name := range grafikAdlari {
		want, ok := chartWords[name]
		if !ok {
			t.Errorf("chart %s: this test does not know its words", name)
			continue
		}
		for i, s := range results {
			got, err := wordsOf(s, name)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, slices.Sorted(slices.Values(want))) {
				t.Errorf("chart %s, parameters %d: asks for %q, want %q", name, i, got, want)
			}
		}
	}
}

// modelText is what a chart may write in a text a reader sees besides the
// lesson's words: a number in Turkish (a decimal comma, a percentage's sign
// first), with a unit, or a formatter's placeholder the runtime fills in
// Turkish.
var modelText = regexp.MustCompile(`^(%?-?\d+(,\d+)?( (ms|dk))?|\{b\}|\{value\}( (ms|istek|yuva|dk))?)?$`)

// TestChartTexts: every text a reader sees in a chart — titles, series and
// legend names, axis names, labels, tooltips, categories, the description
// — is one of the lesson's words or a number the model writes in Turkish:
// the model writes no prose of its own.
func TestChartTexts(t *testing.T) {
	word := regexp.MustCompile(`«[^«»]*»`)
	over := *refModel(t)
	over.Duyarlilik = [][2]float64{{12, 1}, {20, 2}}
	for _, s := range []*Sonuc{refResults(t), Hesapla(&over)} {
		for _, name := range grafikAdlari {
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
						if rest := word.ReplaceAllString(v, ""); !modelText.MatchString(rest) {
							t.Errorf("%s: %s %q: %q is neither a word nor a number", name, key, v, rest)
						}
					}
				}
			}
			walk("", draw(t, s, name))
		}
	}
}

// TestChartsDeterministic: two builds of a chart write the same option,
// byte for byte (the page's files and the drawings are cached by it).
func TestChartsDeterministic(t *testing.T) {
	for _, name := range grafikAdlari {
		var js [2][]byte
		for i := range js {
			b, err := buildChart(refResults(t), name, testWords{})
			if err != nil {
				t.Fatal(err)
			}
			if js[i], err = charts.Options(name, b.Option); err != nil {
				t.Fatal(err)
			}
		}
		if string(js[0]) != string(js[1]) {
			t.Errorf("%s: two drawings differ", name)
		}
	}
}

// TestChartErrors: a chart the model does not give is an error naming it
// and the charts it gives; and none of the lesson's charts is left
// undeclared.
func TestChartErrors(t *testing.T) {
	_, err := chartData(refResults(t), "gecikmeler")
	if err == nil || !strings.Contains(err.Error(), `"gecikmeler"`) || !strings.Contains(err.Error(), "gecikmeSirali") {
		t.Errorf("unknown chart: %v", err)
	}
	if _, ok := charts.Declared(Ad, "gecikmeler"); ok {
		t.Error(`"gecikmeler" is declared`)
	}
}

// TestScriptEscaping: a lesson's words, whatever they say, stay text in
// the page: in the figure (the tables of its numbers) no word opens or
// closes an element or a comment, and the options read back hold the
// words as given.
func TestScriptEscaping(t *testing.T) {
	const hostile = "</script><script>alert(1)</script><!-- & \u2028"
	s := refResults(t)
	for _, name := range grafikAdlari {
		b, err := buildChart(s, name, hostileWords{hostile})
		if err != nil {
			t.Fatal(err)
		}
		js, err := charts.Options(name, b.Option)
		if err != nil {
			t.Fatal(err)
		}
		h, err := charts.Render(name, js, b.Tall, "başlık", "açıklama")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(h), "<script") || strings.Contains(string(h), "</script>") ||
			strings.Contains(string(h), "<!--") || strings.ContainsAny(string(h), "\n\u2028") {
			t.Errorf("%s: a word escaped from its place:\n%.300s", name, h)
		}
		var o map[string]any
		if err := json.Unmarshal(js, &o); err != nil {
			t.Fatal(err)
		}
		// The description reads back as the word is given: the option's
		// JSON escapes what would break the page out of its text.
		if d := get(t, o, "aria", "label", "description"); d != hostile+"aciklama" {
			t.Errorf("%s: the description reads back as %q", name, d)
		}
	}
}

// hostileWords are words that try to break out of the page.
type hostileWords struct{ prefix string }

// Text is the word key, after the hostile prefix.
func (h hostileWords) Text(key string) string { return h.prefix + key }

// Item is the word key, after the hostile prefix.
func (h hostileWords) Item(key, scope string) string { return h.prefix + key }

// TestLatencyOneRequest: with a single request the x axes still run from 1
// to a whole number above it (ECharts would widen 1…1 to 0.5…1).
func TestLatencyOneRequest(t *testing.T) {
	a := refModel(t).Varsayilan()
	a.N = 1
	m, err := refModel(t).Uygula(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"gecikme", "gecikmeSirali"} {
		o := draw(t, Hesapla(m), name)
		for ax := range 2 {
			if get(t, o, "xAxis", ax, "min") != 1.0 || get(t, o, "xAxis", ax, "max") != 2.0 {
				t.Errorf("%s: x axis %d from %v to %v, want 1 to 2", name, ax, get(t, o, "xAxis", ax, "min"), get(t, o, "xAxis", ax, "max"))
			}
		}
	}
}

// TestLatency: both latency charts, one plot per regime, a curve per
// policy holding the model's latencies (sorted, with the median and worst
// marked and written), the threshold on a series of its own, both y axes
// ending at one round value above the data.
func TestLatency(t *testing.T) {
	s := refResults(t)
	m := s.Model
	for _, name := range []string{"gecikme", "gecikmeSirali"} {
		t.Run(name, func(t *testing.T) {
			sorted := name == "gecikmeSirali"
			o := draw(t, s, name)
			threshold := word("esikSerisi")
			want := []string{}
			for range RejimListesi {
				want = append(want, append(policyWords(), threshold)...)
			}
			if got := seriesNames(t, o); !slices.Equal(got, want) {
				t.Fatalf("series %q, want %q", got, want)
			}
			// The plots' titles, one per regime.
			for i, r := range RejimListesi {
				if got := get(t, o, "title", i, "text"); got != word("gun."+rejimAdi[r]) {
					t.Errorf("title %d: %v", i, got)
				}
			}
			// Requests (or ranks) 1…n on a numeric axis, whole numbers only.
			for ax := range 2 {
				if get(t, o, "xAxis", ax, "type") != "value" || get(t, o, "xAxis", ax, "min") != 1.0 ||
					get(t, o, "xAxis", ax, "max") != float64(m.N) || get(t, o, "xAxis", ax, "minInterval") != 1.0 {
					t.Errorf("x axis %d: %v, want a value axis from 1 to %d in whole steps", ax, get(t, o, "xAxis", ax), m.N)
				}
				if got := get(t, o, "xAxis", ax, "axisPointer", "label", "formatter"); got != word("imlec") {
					t.Errorf("x axis %d: pointer label %v", ax, got)
				}
			}
			if got := get(t, o, "xAxis", 1, "name"); got != word("eksenX") {
				t.Errorf("the lower x axis is named %v", got)
			}
			// Both plots end at one round value above every latency and the
			// threshold, leaving a band for the labels above the data.
			top := get(t, o, "yAxis", 0, "max")
			if top != get(t, o, "yAxis", 1, "max") || top != gecikmeTavani(s) || gecikmeTavani(s) < 1.2*m.K01.Esik {
				t.Errorf("y axes end at %v and %v, want both at %v, a fifth above the threshold %v",
					top, get(t, o, "yAxis", 1, "max"), gecikmeTavani(s), m.K01.Esik)
			}
			for _, r := range RejimListesi {
				for _, p := range PolitikaListesi {
					for _, v := range s.Kosum(r, p).UctanUca {
						if v*1.2 > gecikmeTavani(s) {
							t.Errorf("%s/%s: latency %v, y axes end at %v", r.Ad(), p.Ad(), v, gecikmeTavani(s))
						}
					}
				}
			}
			for _, r := range RejimListesi {
				for _, p := range PolitikaListesi {
					sr := series(t, o, word(p.Ad()))[r]
					if index(sr, "xAxisIndex") != int(r) || index(sr, "yAxisIndex") != int(r) {
						t.Errorf("%s/%s on axes %d/%d", r.Ad(), p.Ad(), index(sr, "xAxisIndex"), index(sr, "yAxisIndex"))
					}
					if c := get(t, sr, "lineStyle", "color"); c != politikaRengi[p] {
						t.Errorf("%s/%s drawn in %v, want the policy's %s", r.Ad(), p.Ad(), c, politikaRengi[p])
					}
					k := s.Kosum(r, p)
					want := k.UctanUca
					if sorted {
						want = slices.Sorted(slices.Values(k.UctanUca))
					}
					var got []float64
					for i, xy := range xyPairs(t, sr) {
						if xy[0] != float64(i+1) {
							t.Errorf("%s/%s: point %d at x = %v", r.Ad(), p.Ad(), i, xy[0])
						}
						got = append(got, xy[1])
					}
					if !slices.Equal(got, want) {
						t.Errorf("%s/%s latencies\n got %v\nwant %v", r.Ad(), p.Ad(), got, want)
					}
					if get(t, sr, "showSymbol") != false {
						t.Errorf("%s/%s: a mark on each of the %d points", r.Ad(), p.Ad(), m.N)
					}
					if !sorted {
						if _, ok := sr["endLabel"]; ok {
							t.Errorf("%s/%s: an end label on the unsorted curve", r.Ad(), p.Ad())
						}
						continue
					}
					// The worst value is written past the curve's end, in the
					// policy's colour, moving aside for another's.
					if got := get(t, sr, "endLabel", "formatter"); got != plot.Num(k.EnKotu) || get(t, sr, "endLabel", "show") != true {
						t.Errorf("%s/%s: end label %v, want %s", r.Ad(), p.Ad(), got, plot.Num(k.EnKotu))
					}
					if got := get(t, sr, "endLabel", "color"); got != politikaRengi[p] {
						t.Errorf("%s/%s: end label in %v", r.Ad(), p.Ad(), got)
					}
					if got := get(t, sr, "labelLayout", "moveOverlap"); got != "shiftY" {
						t.Errorf("%s/%s: end labels of close worst values would overlap (labelLayout %v)", r.Ad(), p.Ad(), got)
					}
					marks := arr(t, sr, "markPoint", "data")
					med, worst := marks[0].(map[string]any), marks[1].(map[string]any)
					if c := med["coord"].([]any); c[0] != float64(m.N>>1+1) || c[1] != k.Ortanca || want[m.N>>1] != k.Ortanca {
						t.Errorf("%s/%s median mark %v, model %v", r.Ad(), p.Ad(), c, k.Ortanca)
					}
					if c := worst["coord"].([]any); c[0] != float64(m.N) || c[1] != k.EnKotu || want[m.N-1] != k.EnKotu {
						t.Errorf("%s/%s worst mark %v, model %v", r.Ad(), p.Ad(), c, k.EnKotu)
					}
					if med["name"] != word("ortanca") || worst["name"] != word("enKotu") {
						t.Errorf("%s/%s marks named %v and %v", r.Ad(), p.Ad(), med["name"], worst["name"])
					}
					if get(t, med, "label", "formatter") != plot.Num(k.Ortanca) {
						t.Errorf("median label %v", get(t, med, "label", "formatter"))
					}
				}
				th := series(t, o, threshold)[r]
				if got := get(t, th, "markLine", "data", 0, "yAxis"); got != m.K01.Esik {
					t.Errorf("%s: threshold line at %v, want %v", r.Ad(), got, m.K01.Esik)
				}
				if got := get(t, th, "markLine", "data", 0, "name"); got != word("esik") {
					t.Errorf("%s: threshold line named %v", r.Ad(), got)
				}
				if index(th, "yAxisIndex") != int(r) {
					t.Errorf("%s: threshold on y axis %d", r.Ad(), index(th, "yAxisIndex"))
				}
				if sorted {
					med := obj(t, th, "markLine", "data", 1)
					if med["name"] != word("ortanca") || med["xAxis"] != float64(m.N>>1+1) || get(t, med, "label", "position") != "end" {
						t.Errorf("%s: median line %v: its label belongs above the plot, clear of the points", r.Ad(), med)
					}
				}
			}
		})
	}
}

// TestSlots: the slots chart's stacks hold the model's slots, totals
// written on top, both plots on one scale, every policy named.
func TestSlots(t *testing.T) {
	s := refResults(t)
	o := draw(t, s, "yuva")
	if got, want := seriesNames(t, o), []string{word("cagiran"), word("terkEdilen"), word("cagiran")}; !slices.Equal(got, want) {
		t.Fatalf("series %q, want %q", got, want)
	}
	if got := arr(t, o, "xAxis", 0, "data"); !slices.Equal(got, []any{word("acgozlu"), word("esit"), word("agirlikli")}) {
		t.Errorf("categories %v", got)
	}
	if a, b := get(t, o, "title", 0, "text"), get(t, o, "title", 1, "text"); a != word("solBaslik") || b != word("sagBaslik") {
		t.Errorf("titles %v and %v", a, b)
	}
	all := arr(t, o, "series")
	left, abandoned, right := all[0].(map[string]any), all[1].(map[string]any), all[2].(map[string]any)
	if left["stack"] != abandoned["stack"] || left["stack"] == right["stack"] || index(right, "xAxisIndex") != 1 {
		t.Errorf("stacks %v %v %v", left["stack"], abandoned["stack"], right["stack"])
	}
	lv, av, rv := floats(t, left), floats(t, abandoned), floats(t, right)
	for i, p := range PolitikaListesi {
		y := s.Yuva[p]
		if lv[i] != y.Cagiran || av[i] != y.TerkEdilen || rv[i] != y.ToplamIptalli {
			t.Errorf("%s: stacks %v+%v and %v, model %+v", p.Ad(), lv[i], av[i], rv[i], y)
		}
		if lv[i]+av[i] != y.ToplamIptalsiz {
			t.Errorf("%s: stack adds to %v, table total %v", p.Ad(), lv[i]+av[i], y.ToplamIptalsiz)
		}
		if got := get(t, abandoned, "data", i, "label", "formatter"); got != plot.Num(y.ToplamIptalsiz) {
			t.Errorf("%s: total label %v", p.Ad(), got)
		}
		if got := get(t, right, "data", i, "label", "formatter"); got != plot.Num(y.ToplamIptalli) {
			t.Errorf("%s: total label with cancellation %v", p.Ad(), got)
		}
	}
	for ax := range 2 {
		if got := get(t, o, "xAxis", ax, "axisLabel", "interval"); got != 0.0 {
			t.Errorf("x axis %d label interval %v: a narrow grid would hide a policy's name", ax, got)
		}
	}
	if a, b := get(t, o, "yAxis", 0, "max"), get(t, o, "yAxis", 1, "max"); a != b || a.(float64) < s.Yuva[Esit].ToplamIptalsiz {
		t.Errorf("the two grids' scales end at %v and %v", a, b)
	}
}

// TestShares: the shares chart holds each policy's shares and each read's
// usual duration and tail as lines, named by the lesson's words.
func TestShares(t *testing.T) {
	s := refResults(t)
	m := s.Model
	o := draw(t, s, "paylar")
	names := []string{word("tarifePayi"), word("olcuPayi")}
	if got := seriesNames(t, o); !slices.Equal(got, names) {
		t.Fatalf("series %q, want %q", got, names)
	}
	if got := arr(t, o, "xAxis", 0, "data"); !slices.Equal(got, []any{word("acgozlu"), word("esit"), word("agirlikli")}) {
		t.Errorf("categories %v", got)
	}
	lineWords := [2][2]string{{word("tarifeOlagan"), word("tarifeKuyrugu")}, {word("olcuOlagan"), word("olcuKuyrugu")}}
	for i, step := range []Adim{Tarife, Olcu} {
		sr := series(t, o, names[i])[0]
		for j, p := range PolitikaListesi {
			if got := floats(t, sr)[j]; got != s.Paylar[p][i] {
				t.Errorf("%s %s share %v, model %v", step.Ad(), p.Ad(), got, s.Paylar[p][i])
			}
		}
		usual, tail := m.Ortanca.Get(step), s.DonguOf(Arizasiz, step).Kuyruk
		if a, b := get(t, sr, "markLine", "data", 0, "yAxis"), get(t, sr, "markLine", "data", 1, "yAxis"); a != usual || b != tail {
			t.Errorf("%s lines at %v and %v, model usual %v tail %v", step.Ad(), a, b, usual, tail)
		}
		if a, b := get(t, sr, "markLine", "data", 0, "name"), get(t, sr, "markLine", "data", 1, "name"); a != lineWords[i][0] || b != lineWords[i][1] {
			t.Errorf("%s lines named %v and %v", step.Ad(), a, b)
		}
	}
	// The reference's lesson: equal cuts the size read's tail (90 < 100),
	// weighted the tariff's (60 < 80); greedy neither.
	for _, tc := range []struct {
		p                    Politika
		tariffFits, sizeFits bool // the share holds its read's tail
	}{{Acgozlu, true, true}, {Esit, true, false}, {Agirlikli, false, true}} {
		tp, op := s.Paylar[tc.p][0], s.Paylar[tc.p][1]
		if (tp >= s.DonguOf(Arizasiz, Tarife).Kuyruk) != tc.tariffFits || (op >= s.DonguOf(Arizasiz, Olcu).Kuyruk) != tc.sizeFits {
			t.Errorf("%s: shares %v/%v against the tails %v/%v", tc.p.Ad(), tp, op, s.DonguOf(Arizasiz, Tarife).Kuyruk, s.DonguOf(Arizasiz, Olcu).Kuyruk)
		}
	}
}

// TestErrorBudget: the error budget chart holds each scenario's minutes
// spent and left, and past the budget the excess; its narrow layout puts
// the scenarios' names above their bars.
func TestErrorBudget(t *testing.T) {
	s := refResults(t)
	o := draw(t, s, "arizaPayi")
	spentName, leftName, overName := word("harcanan"), word("kalan"), word("asan")
	// No scenario of the reference spends more than the budget: the excess
	// keeps its place among the series (a reader's move may fill it),
	// empty, and the legend leaves it out.
	if got := seriesNames(t, o); !slices.Equal(got, []string{spentName, leftName, overName}) {
		t.Fatalf("series %q", got)
	}
	if got := arr(t, o, "legend", "data"); !slices.Equal(got, []any{spentName, leftName}) {
		t.Errorf("legend %q, want the excess left out", got)
	}
	if got := arr(t, series(t, o, overName)[0], "data"); len(got) != 0 {
		t.Errorf("no scenario exceeds the budget, yet the excess draws %v", got)
	}
	cats := arr(t, o, "yAxis", 0, "data")
	spent, left := floats(t, series(t, o, spentName)[0]), floats(t, series(t, o, leftName)[0])
	if len(cats) != len(s.Duyarlilik) || len(spent) != len(s.Duyarlilik) {
		t.Fatalf("%d categories, %d bars for %d scenarios", len(cats), len(spent), len(s.Duyarlilik))
	}
	for i, d := range s.Duyarlilik {
		if spent[i] != d.Aylik || left[i] != d.Kalan {
			t.Errorf("scenario %d: %v spent, %v left; model %+v", i, spent[i], left[i], d)
		}
		if got := get(t, series(t, o, spentName)[0], "data", i, "label", "formatter"); got != plot.Percent(d.Yuzde) {
			t.Errorf("scenario %d: label %v, want %v", i, got, plot.Percent(d.Yuzde))
		}
		if got := get(t, series(t, o, leftName)[0], "data", i, "label", "formatter"); got != plot.Num(d.Kalan)+" dk" {
			t.Errorf("scenario %d: minutes left %v, want %v dk", i, got, plot.Num(d.Kalan))
		}
		// Each scenario is named by the word senaryo, its numbers relative
		// to the scenario (.dk, .kez of duyarlilikN).
		if want := (testWords{}).Item("senaryo", "duyarlilik"+strconv.Itoa(i+1)); cats[i] != want {
			t.Errorf("scenario %d named %q, want %q", i, cats[i], want)
		}
	}
	if got := get(t, series(t, o, spentName)[0], "markLine", "data", 0, "xAxis"); got != s.Model.ArizaPayiDk {
		t.Errorf("budget line at %v", got)
	}
	// On a phone the scenarios' names stand above their bars, inside the
	// plot, over bars narrow enough to leave them room.
	narrow := narrowOption(t, o)
	if get(t, narrow, "yAxis", 0, "axisLabel", "inside") != true || get(t, o, "yAxis", 0, "axisLabel", "inside") != false {
		t.Errorf("scenario names inside the plot: on a phone %v, on a desktop %v",
			get(t, narrow, "yAxis", 0, "axisLabel", "inside"), get(t, o, "yAxis", 0, "axisLabel", "inside"))
	}
	if got := arr(t, narrow, "series"); len(got) != len(arr(t, o, "series")) {
		t.Errorf("narrow bars for %d of %d series", len(got), len(arr(t, o, "series")))
	}
	for i := range arr(t, narrow, "series") {
		w := get(t, narrow, "series", i, "barWidth").(float64)
		if pad := get(t, narrow, "yAxis", 0, "axisLabel", "padding", 2).(float64); pad < w/2 {
			t.Errorf("series %d: a %v px bar reaches %v px above its middle, where its name is", i, w, w/2-pad)
		}
	}

	// A scenario past the budget shows the budget spent and the excess.
	m := *s.Model
	m.Duyarlilik = [][2]float64{{12, 1}, {20, 2}}
	over := Hesapla(&m)
	o = draw(t, over, "arizaPayi")
	if got := seriesNames(t, o); !slices.Equal(got, []string{spentName, leftName, overName}) {
		t.Fatalf("series past the budget %q", got)
	}
	if got := arr(t, o, "legend", "data"); !slices.Equal(got, []any{spentName, leftName, overName}) {
		t.Errorf("legend past the budget %q", got)
	}
	// The scenario past the budget has nothing left, and no minutes
	// written on its empty bar.
	if got := get(t, series(t, o, leftName)[0], "data", 1, "label", "formatter"); got != "" {
		t.Errorf("past the budget: %q written on the minutes left", got)
	}
	d := over.Duyarlilik[1]
	if got := []float64{floats(t, series(t, o, spentName)[0])[1], floats(t, series(t, o, leftName)[0])[1], floats(t, series(t, o, overName)[0])[1]}; got[0] != m.ArizaPayiDk || got[1] != 0 || got[2] != -d.Kalan {
		t.Errorf("past the budget: %v, model %+v", got, d)
	}
	if got := floats(t, series(t, o, overName)[0])[0]; got != 0 {
		t.Errorf("a scenario within the budget exceeds it by %v", got)
	}
}

// TestSweep: the sweep chart's curves are the model's sweep, each policy
// a point per regime in its colour, named on the side markSide gives it.
func TestSweep(t *testing.T) {
	s := refResults(t)
	m := s.Model
	o := draw(t, s, "tarama")
	rejim := func(r Rejim) string { return word("rejim." + rejimAdi[r]) }
	cancel := func(r Rejim) string { return word("rejim." + rejimAdi[r] + ".iptalle") }
	want := append([]string{rejim(Arizasiz), rejim(TarifeYavas), rejim(Arizasiz), cancel(Arizasiz), rejim(TarifeYavas), cancel(TarifeYavas)},
		append(policyWords(), policyWords()...)...)
	if got := seriesNames(t, o); !slices.Equal(got, want) {
		t.Fatalf("series %q, want %q", got, want)
	}
	if a, b := get(t, o, "title", 0, "text"), get(t, o, "title", 1, "text"); a != word("ustBaslik") || b != word("altBaslik") {
		t.Errorf("titles %v and %v", a, b)
	}
	steps := m.TaramaAdimi()
	if steps != 180 {
		t.Errorf("the reference's 180 ms are swept in %d steps, want 1 ms each", steps)
	}
	all := arr(t, o, "series")
	for _, r := range RejimListesi {
		curve := m.Tarama(r, steps)
		dropped := xyPairs(t, all[r].(map[string]any))
		held := xyPairs(t, all[2+2*int(r)].(map[string]any))
		callers := xyPairs(t, all[3+2*int(r)].(map[string]any))
		if len(dropped) != len(curve) || len(held) != len(curve) || len(callers) != len(curve) {
			t.Fatalf("%s: %d/%d/%d points, sweep has %d", r.Ad(), len(dropped), len(held), len(callers), len(curve))
		}
		for i, p := range curve {
			if dropped[i] != [2]float64{p.TarifePayi, float64(p.Dusen)} ||
				held[i] != [2]float64{p.TarifePayi, p.Cagiran + p.TerkEdilen} ||
				callers[i] != [2]float64{p.TarifePayi, p.Cagiran} {
				t.Errorf("%s point %d: %v %v %v, sweep %+v", r.Ad(), i, dropped[i], held[i], callers[i], p)
			}
		}
		if c := get(t, all[r], "lineStyle", "color"); c != rejimRengi[r] {
			t.Errorf("%s drawn in %v, want the regime's %s", r.Ad(), c, rejimRengi[r])
		}
		if d := get(t, all[3+2*int(r)], "lineStyle", "type"); d != "dashed" {
			t.Errorf("%s with cancellation drawn %v, want dashed", r.Ad(), d)
		}
	}
	// One series per policy and grid, in the policy's colour: the legend
	// shows each policy as its points look. A point on the right edge has
	// its name past the edge, in the grid's room there; no other point's
	// name lies along its curve.
	for g := range 2 {
		if right := get(t, o, "grid", g, "right"); right != strconv.Itoa(taramaSag) {
			t.Errorf("grid %d leaves %v px on the right, want %d for the names past the edge", g, right, taramaSag)
		}
		for i, p := range PolitikaListesi {
			marks := all[6+3*g+i].(map[string]any)
			if index(marks, "xAxisIndex") != g || index(marks, "yAxisIndex") != g || get(t, marks, "type") != "scatter" {
				t.Errorf("%s marks %d on axes %d/%d, type %v", p.Ad(), g, index(marks, "xAxisIndex"), index(marks, "yAxisIndex"), marks["type"])
			}
			if c := get(t, marks, "itemStyle", "color"); c != politikaRengi[p] {
				t.Errorf("%s marks %d in %v, want the policy's %s", p.Ad(), g, c, politikaRengi[p])
			}
			pts := xyPairs(t, marks)
			if len(pts) != len(RejimListesi) {
				t.Fatalf("%s marks %d: %d points, want one per regime", p.Ad(), g, len(pts))
			}
			for j, r := range RejimListesi {
				pt := m.PolitikaNoktasi(r, p)
				y := float64(pt.Dusen)
				if g == 1 {
					y = pt.Cagiran + pt.TerkEdilen
				}
				if pts[j] != [2]float64{s.Paylar[p][0], y} || get(t, marks, "data", j, "name") != word(p.Ad()) {
					t.Errorf("mark %d (%s %s): %v, model %v", g, r.Ad(), p.Ad(), pts[j], [2]float64{s.Paylar[p][0], y})
				}
				side := get(t, marks, "data", j, "label", "position")
				if onEdge := pts[j][0] == m.KolaKalan(); onEdge != (side == "right") || side == "left" {
					t.Errorf("mark %d (%s %s) at %v: name %v of it", g, r.Ad(), p.Ad(), pts[j], side)
				}
			}
		}
	}
	if got := get(t, o, "yAxis", 0, "max"); got != float64(m.N) {
		t.Errorf("the dropped requests' axis ends at %v, want n = %d", got, m.N)
	}
	legend := obj(t, o, "legend")
	if legend["type"] != "plain" {
		t.Errorf("legend type %v: a scroll legend pages on a phone", legend["type"])
	}
	if nt, wt := get(t, narrowOption(t, o), "title", 0, "top"), get(t, o, "title", 0, "top"); wt != "30" || pixels(t, nt) <= 30 {
		t.Errorf("the upper title at %v, on a phone at %v: the legend's second row needs room", wt, nt)
	}
	// Greedy is marked off the curve: at f = 1 the curve drops every
	// request, greedy in the slow regime does not.
	greedy := m.PolitikaNoktasi(TarifeYavas, Acgozlu)
	if end := m.Tarama(TarifeYavas, steps)[steps]; greedy.TarifePayi != end.TarifePayi || greedy.Dusen == end.Dusen {
		t.Errorf("greedy %+v against the curve's end %+v", greedy, end)
	}
}

// TestMarkSide: a policy's name sits right of a point on the right edge,
// below one in the plot's upper half, above one in its lower half.
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

// TestLatencyReduced: a run of more requests than a screen shows is drawn
// with at most plot.MaxPoints points a curve, its slowest request kept,
// so the page stays a size a reader loads.
func TestLatencyReduced(t *testing.T) {
	m := refModel(t)
	m.N = 10000
	s := Hesapla(m)
	for _, name := range []string{"gecikme", "gecikmeSirali"} {
		o, b := drawChart(t, s, name)
		js, err := json.Marshal(b.Option)
		if err != nil {
			t.Fatal(err)
		}
		if len(js) > 1<<20 {
			t.Errorf("%s: %d bytes of options for 10000 requests", name, len(js))
		}
		for i, sr := range arr(t, o, "series") {
			points := xyPairs(t, sr.(map[string]any))
			if len(points) > plot.MaxPoints {
				t.Errorf("%s: series %d draws %d points", name, i, len(points))
			}
			if i < 3 { // the fault-free day's policies
				top := 0.0
				for _, p := range points {
					top = max(top, p[1])
				}
				if want := s.Kosum(Arizasiz, PolitikaListesi[i]).EnKotu; top != want {
					t.Errorf("%s: series %d's slowest point %v, the run's %v", name, i, top, want)
				}
			}
		}
	}
}

// TestChartsApply: what a reader's page shows after a move — the chart as
// the build made it at the lesson's own settings, with the data and words
// of the reader's settings put where its bindings say (charts.Apply, as
// the page does) — is the chart built at the reader's settings, for every
// chart and any settings the controls allow: no declaration reads a list
// whose length moves with the settings, and a series hidden at one
// setting comes back at another.
func TestChartsApply(t *testing.T) {
	p, err := butceModeli(t).Parse("model.json", refData(t))
	if err != nil {
		t.Fatal(err)
	}
	own, err := p.Compute(nil)
	if err != nil {
		t.Fatal(err)
	}
	controls := p.Controls()
	cases := []model.Settings{{keyIptal: 1}, {keyN: 1}, {keyN: 7, keyOran: 0.9}}
	rng := rand.New(rand.NewPCG(36, 6))
	for range 12 {
		cases = append(cases, randomSettings(rng, controls))
	}
	for _, c := range controls {
		if !c.Toggle {
			cases = append(cases, model.Settings{c.Key: c.Min}, model.Settings{c.Key: c.Max})
		}
	}
	results := map[string]*model.Result{}
	for _, set := range cases {
		r, err := p.Compute(set)
		if err != nil {
			t.Fatalf("%v: %v", set, err)
		}
		results[fmt.Sprint(set)] = r
	}
	// Past the budget (the parameter file's scenarios, which no control
	// moves): the excess, hidden at the reference, shows, with its legend
	// entry.
	over := *refModel(t)
	over.Duyarlilik = [][2]float64{{12, 1}, {20, 2}, {24, 1}}
	results["past the budget"] = Hesapla(&over).Cikti()
	for set, r := range results {
		for _, name := range grafikAdlari {
			shown, err := buildResultChart(own, name, testWords{})
			if err != nil {
				t.Fatal(err)
			}
			want, err := buildResultChart(r, name, testWords{})
			if err != nil {
				t.Fatalf("%v: %v", set, err)
			}
			d, err := r.ChartData(name)
			if err != nil {
				t.Fatal(err)
			}
			values := charts.Values{Data: map[string]any{}, Words: charts.WordsOf(shown.Bindings, testWords{})}
			for _, x := range d.All() {
				values.Data[x.Name] = charts.WireDatum(x)
			}
			if err := charts.Apply(shown.Option, shown.Bindings, values); err != nil {
				t.Fatalf("%v: chart %s: %v", set, name, err)
			}
			a, err := charts.Options(name, shown.Option)
			if err != nil {
				t.Fatal(err)
			}
			b, err := charts.Options(name, want.Option)
			if err != nil {
				t.Fatal(err)
			}
			if string(a) != string(b) {
				t.Errorf("%v: chart %s: the page's chart after the move differs from the one built there", set, name)
			}
		}
	}
	d, err := results["past the budget"].ChartData("arizaPayi")
	if x, _ := d.Get("asan"); err != nil || x.Hidden {
		t.Errorf("past the budget, the excess is hidden (%v)", err)
	}
}

// pixels reads a position go-echarts writes as a string of pixels ("54").
func pixels(t *testing.T, v any) float64 {
	t.Helper()
	s, _ := v.(string)
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("a position %v: %v", v, err)
	}
	return n
}
