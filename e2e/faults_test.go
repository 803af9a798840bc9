package e2e

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// faultyPage breaks every check once, beside what the real pages rightly
// do (a wide table inside its scroll box, a wide description for screen
// readers only, clipped by its box, a phrasing the markup hides), which
// must pass. It uses the site's own chart runtime.
const faultyPage = `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bozuk</title>
<style>
.gizli { display: none; }
.table-scroll { overflow-x: auto; }
#sikisik { overflow: visible; white-space: pre; }
</style>
</head>
<body>
<main>
<article>
<h2 id="bolum">Bölüm</h2>
<p>Bu cümle görünür.</p>
<p class="gizli">Bu cümle gizli.</p>
<p>Bu cümlenin <span hidden>gizli kalan </span>bir yanı seçilmedi.</p>
<p><a id="kirik" href="#yok">Kırık bağlantı.</a></p>
<div id="genis" style="width: 600px">Geniş kutu.</div>
<div class="table-scroll"><table style="width: 900px"><tr><td>Geniş tablo kendi kutusunda.</td></tr></table></div>
<p id="ekran-okuyucu" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Yalnız ekran okuyucunun okuduğu uzun açıklama <data value="1">bir</data> <span style="display: inline-block; width: 800px">sayfa genişliğinde</span>.</p>
<figure class="table gizli" id="table-gizli"><table><tr><td>Gizli tablo.</td></tr></table></figure>
<pre id="sikisik">` + "kaydırılmayan uzun satır " + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + `</pre>
<p>Formül <span class="katex"><math><mi>x</mi></math><span class="katex-html">x</span></span> ve gizli formül <math id="gizli-formul" style="display: none"><mi>y</mi></math>.</p>
<figure class="chart" id="figure-bos"><div class="chart-canvas" id="chart_bos" style="height: 300px"></div><figcaption>Boş grafik.</figcaption></figure>
<img src="http://e2e.invalid/resim.png" alt="">
</article>
</main>
<script>
console.error('bozuk: hata');
console.warn('bozuk: uyarı');
setTimeout(() => { throw new Error('bozuk: yakalanmadı'); });
</script>
<script src="/assets/charts.js"></script>
<script>window.updateChart(document.getElementById('chart_bos'), JSON.parse(` + "`" + emptyChart + "`" + `), true); document.getElementById('chart_bos').setAttribute('data-drawn', '');</script>
</body>
</html>
`

// emptyChart is the options of the faulty page's chart: its one series
// lies outside its axes' ranges, so it paints nothing.
const emptyChart = `{"xAxis":{"type":"value","min":0,"max":10},"yAxis":{"type":"value","min":0,"max":10},"series":[{"type":"line","name":"görünmez","data":[[20,20],[30,30]]}]}`

// TestChecksCatchFaults runs every check on a page made to fail it: each
// reports the fault, and none reports what is right.
func TestChecksCatchFaults(t *testing.T) {
	t.Parallel()
	requireSite(t)
	srv := httptest.NewServer(memoryServer(map[string][]byte{
		"bozuk/index.html": []byte(faultyPage),
		"assets/charts.js": chartRuntime(t),
	}))
	t.Cleanup(srv.Close)
	tb := openTab(t)
	// The faults are the point; the tab's end must not report them again.
	tb.consoleChecked, tb.networkChecked = true, true
	tb.phone()
	tb.navigate(srv.URL + "/bozuk/")
	tb.waitFor("the uncaught exception", `new Promise((done) => setTimeout(() => done(true), 50))`, 5*time.Second)

	reports(t, "console", tb.consoleProblems(), []string{"error: bozuk: hata", "warning: bozuk: uyarı", "exception: Uncaught Error: bozuk: yakalanmadı", "e2e.invalid"}, nil)
	reports(t, "requests", tb.requestProblems(), []string{`"http://e2e.invalid/resim.png"`}, []string{`"http://127.0.0.1`})
	reports(t, "phone", eval[phoneLayout](tb, phoneJS).problems(),
		[]string{"scrolls sideways", `div#genis "Geniş kutu."`, "pre#sikisik", "overflow-x: visible"},
		[]string{"table-scroll", "Geniş tablo", "grafik", "ekran okuyucu", "sayfa genişliğinde", `data "bir"`})

	// The page has no model: its chart is none of a model's.
	var chartReports []string
	for _, st := range call[[]chartState](tb, chartsJS, map[string]string{"chart_bos": emptyChart}) {
		chartReports = append(chartReports, chartProblems(st, map[string]bool{})...)
	}
	reports(t, "charts", chartReports, []string{"not a chart of the lesson's model", `series 0 "görünmez" (line, colour #`, "painted 0 pixels"}, []string{"not drawn", "options ask for"})

	reports(t, "math", eval[mathPage](tb, mathJS).problems(nil), []string{"1 .katex-html elements", `formula 2 "": laid out 0.0×0.0 px`}, []string{"formula 1"})

	st := call[anchorState](tb, anchorJS, "yok")
	if st.landed() {
		t.Errorf("anchors: a link to a missing id counts as landed: %+v", st)
	}
	eval[bool](tb, `(document.getElementById('bolum').scrollIntoView(), true)`)
	if st := call[anchorState](tb, anchorJS, "bolum"); !st.landed() {
		t.Errorf("anchors: a heading scrolled to the top does not count as landed: %+v", st)
	}

	reports(t, "no JavaScript", call[noJSPage](tb, noJSJS, faultyPage).problems(),
		[]string{"scripting is enabled", `"Bu cümle gizli."`, "table table-gizli: visible false", "1 of the 2 formulas"},
		[]string{`"Bu cümle görünür."`, "Geniş tablo", "Boş grafik", "seçilmedi"})
}

// chartRuntime returns the built site's chart runtime, published under a
// name with its hash (site.HashedName).
func chartRuntime(t *testing.T) []byte {
	t.Helper()
	for name, data := range built.Files {
		if strings.HasPrefix(name, "assets/charts.") && strings.HasSuffix(name, ".js") {
			return data
		}
	}
	t.Fatal("the built site has no chart runtime (assets/charts.HASH.js)")
	return nil
}

// reports checks that some problem contains each of want and none
// contains any of notWant.
func reports(t *testing.T, check string, problems, want, notWant []string) {
	t.Helper()
	for _, w := range want {
		if !containsAny(problems, w) {
			t.Errorf("%s: no problem reports %q; the problems:\n%s", check, w, strings.Join(problems, "\n"))
		}
	}
	for _, w := range notWant {
		if containsAny(problems, w) {
			t.Errorf("%s: a problem reports %q, which is right; the problems:\n%s", check, w, strings.Join(problems, "\n"))
		}
	}
}

func containsAny(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
