package e2e

import (
	"fmt"
	"io/fs"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readSite reads a built site's folder (go run . build -out DIR) into
// memory, as TestMain's build is held.
func readSite(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// readerFigures is what readerFiguresJS counts of a page's charts: how many
// it has, and how many show something (a drawing or a canvas with room).
type readerFigures struct {
	Charts int `json:"charts"`
	Shown  int `json:"shown"`
}

// (figure.grafik: a build before the page's markup was named in English.)
const readerFiguresJS = `(() => {
  const figs = [...document.querySelectorAll('main figure.chart, main figure.grafik')];
  const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0;
  return { charts: figs.length, shown: figs.filter((f) => [...f.querySelectorAll('svg, canvas')].some((e) => shown(e) && !e.closest('details'))).length };
})()`

// siteMeasures is what TestCompareBefore measures of one site.
type siteMeasures struct {
	firstView   map[string]float64 // lesson → KB gzip, on a phone
	chartCode   map[string]bool    // lesson → the first view fetched chart code
	lighthouse  map[string]lighthouseRun
	axe         map[string][]string // "screen lesson" → the rules broken
	noJS, print map[string]readerFigures
}

// measureSite measures the site of files, served with gzip.
func measureSite(t *testing.T, files map[string][]byte, lighthouseToo bool) siteMeasures {
	t.Helper()
	srv := httptest.NewServer(gzipServer(files))
	defer srv.Close()
	root := srv.URL + "/"
	m := siteMeasures{firstView: map[string]float64{}, chartCode: map[string]bool{}, lighthouse: map[string]lighthouseRun{},
		axe: map[string][]string{}, noJS: map[string]readerFigures{}, print: map[string]readerFigures{}}
	var ls []string
	for name := range files {
		if strings.HasSuffix(name, "/index.html") && strings.Count(name, "/") == 1 {
			ls = append(ls, strings.TrimSuffix(name, "index.html"))
		}
	}
	slices.Sort(ls)
	src := axeSource(t)
	tb := openTab(t)
	tb.consoleChecked = true // the version before may warn: it is measured, not judged
	tb.phone()
	for _, l := range ls {
		got := firstView(tb, root+l)
		m.firstView[l] = total(got) / 1024
		for _, f := range got {
			if chartCode.MatchString(f.Name) || strings.Contains(f.Name, "grafik.") {
				m.chartCode[l] = true
			}
		}
	}
	for _, screen := range []struct {
		name     string
		viewport func(*tab)
	}{{"telefon", (*tab).phone}, {"masaustu", (*tab).desktop}} {
		screen.viewport(tb)
		for _, l := range ls {
			tb.navigate(root + l)
			var ids []string
			for _, v := range runAxe(tb, src).Violations {
				ids = append(ids, v.ID)
			}
			m.axe[screen.name+" "+l] = ids
		}
	}
	tb.desktop()
	for _, l := range ls {
		tb.navigate(root + l)
		tb.media("print")
		m.print[l] = eval[readerFigures](tb, readerFiguresJS)
		tb.media("")
	}
	off := openTab(t)
	off.consoleChecked = true
	off.desktop()
	off.disableScripts()
	for _, l := range ls {
		off.navigate(root + l)
		m.noJS[l] = eval[readerFigures](off, readerFiguresJS)
	}
	if lighthouseToo {
		for _, l := range ls {
			var runs []lighthouseRun
			for range lighthouseRuns {
				runs = append(runs, lighthouse(t, root+l, t.TempDir()))
			}
			slices.SortFunc(runs, func(a, b lighthouseRun) int { return int(1000*a.Score) - int(1000*b.Score) })
			med := runs[len(runs)/2]
			var tbts, defScores, defTBTs []float64
			for _, r := range runs {
				tbts = append(tbts, r.TBT)
				d := r
				if r.Default != nil {
					d = *r.Default
				}
				defScores, defTBTs = append(defScores, d.Score), append(defTBTs, d.TBT)
			}
			med.TBT = middle(tbts)
			med.Default = &lighthouseRun{Score: middle(defScores), TBT: middle(defTBTs)}
			m.lighthouse[l] = med
			for i, r := range runs {
				t.Logf("%s run %d: %s", l, i+1, r)
			}
		}
	}
	return m
}

// TestCompareBefore measures this site side by side with another build of
// it, the version before a change: E2E_BEFORE names that build's folder
// (bench/readers.sh builds a commit into one and runs this test). It logs
// a table of the first view, Lighthouse's mobile audit, axe's violations
// and the charts shown without JavaScript and on paper; it judges nothing
// (the other tests do), and without E2E_BEFORE it is skipped.
func TestCompareBefore(t *testing.T) {
	dir := os.Getenv("E2E_BEFORE")
	if dir == "" {
		t.Skip("E2E_BEFORE names no build to compare with (bench/readers.sh runs this test)")
	}
	requireSite(t)
	lh := os.Getenv("E2E_COMPARE_LIGHTHOUSE") != "0"
	before := measureSite(t, readSite(t, dir), lh)
	after := measureSite(t, built.Files, lh)
	var b strings.Builder
	row := func(what, x, y, ratio string) { fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", what, x, y, ratio) }
	b.WriteString("\n| | before | after | after / before |\n|---|---|---|---|\n")
	var ls []string
	for l := range after.firstView {
		ls = append(ls, l)
	}
	slices.Sort(ls)
	ratio := func(a, b float64) string {
		if b == 0 {
			return "—"
		}
		return fmt.Sprintf("%.2f", a/b)
	}
	for _, l := range ls {
		row(l+" first view, gzip (phone)", fmt.Sprintf("%.1f KB", before.firstView[l]), fmt.Sprintf("%.1f KB", after.firstView[l]), ratio(after.firstView[l], before.firstView[l]))
		row(l+" chart code in the first view", fmt.Sprint(before.chartCode[l]), fmt.Sprint(after.chartCode[l]), "")
		if x, ok := before.lighthouse[l]; ok {
			y := after.lighthouse[l]
			row(l+" Lighthouse mobile performance (calibrated)", fmt.Sprintf("%.2f", x.Score), fmt.Sprintf("%.2f", y.Score), ratio(y.Score, x.Score))
			row(l+" Total Blocking Time (calibrated)", fmt.Sprintf("%.0f ms", x.TBT), fmt.Sprintf("%.0f ms", y.TBT), ratio(y.TBT, x.TBT))
			row(l+" Lighthouse performance (default 4×)", fmt.Sprintf("%.2f", x.Default.Score), fmt.Sprintf("%.2f", y.Default.Score), ratio(y.Default.Score, x.Default.Score))
			row(l+" Total Blocking Time (default 4×)", fmt.Sprintf("%.0f ms", x.Default.TBT), fmt.Sprintf("%.0f ms", y.Default.TBT), ratio(y.Default.TBT, x.Default.TBT))
		}
		for _, s := range []string{"telefon", "masaustu"} {
			x, y := before.axe[s+" "+l], after.axe[s+" "+l]
			row(l+" axe violations ("+s+")", fmt.Sprintf("%d %v", len(x), x), fmt.Sprintf("%d %v", len(y), y), "")
		}
		x, y := before.noJS[l], after.noJS[l]
		row(l+" charts shown without JavaScript", fmt.Sprintf("%d of %d", x.Shown, x.Charts), fmt.Sprintf("%d of %d", y.Shown, y.Charts), "")
		x, y = before.print[l], after.print[l]
		row(l+" charts on paper", fmt.Sprintf("%d of %d", x.Shown, x.Charts), fmt.Sprintf("%d of %d", y.Shown, y.Charts), "")
	}
	t.Log(b.String())
}
