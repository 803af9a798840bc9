package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"coursesite/site"
)

// printedFigure is what printJS reads of a figure on paper.
type printedFigure struct {
	ID      string   `json:"id"`
	Kind    string   `json:"kind"`    // grafik, kod, tablo
	Caption string   `json:"caption"` // its caption's first words
	Words   []string `json:"words"`   // a chart's drawn words, a listing's first line
	Shown   int      `json:"shown"`   // a chart's drawings on paper
	Width   float64  `json:"width"`   // … the one shown
}

type printed struct {
	Figures []printedFigure `json:"figures"`
	Hidden  []string        `json:"hidden"` // what paper must not carry, yet shows
	Links   []string        `json:"links"`  // links whose address paper does not show
}

// printJS reads the page as the print media shows it: each figure, the
// panel and the charts' tables hidden, every link of the lesson followed
// by where it leads.
const printJS = `(() => {
  const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0;
  const words = (s) => s.replace(/\s+/g, ' ').trim();
  const out = { figures: [], hidden: [], links: [] };
  for (const f of document.querySelectorAll('main figure')) {
    const kind = f.classList.contains('chart') ? 'grafik' : f.classList.contains('listing') ? 'kod' : 'tablo';
    const cap = f.querySelector('figcaption, caption');
    const fig = { id: f.id || (cap && cap.textContent.trim()) || '', kind, caption: cap ? words(cap.textContent).slice(0, 30) : '', words: [], shown: 0, width: 0 };
    if (kind === 'grafik') {
      const d = [...f.querySelectorAll('svg.chart-drawing')].filter(shown);
      fig.shown = d.length;
      if (d[0]) {
        fig.width = d[0].getBoundingClientRect().width;
        fig.words = [...new Set([...d[0].querySelectorAll('text')].map((t) => words(t.textContent)).filter((w) => w.length >= 8 && !/\d/.test(w)))].slice(0, 3);
      }
    } else if (kind === 'kod') {
      fig.words = [words(f.querySelector('pre').textContent.split('\n')[0]).slice(0, 40)];
    }
    out.figures.push(fig);
  }
  for (const s of ['section.controls', 'details.chart-data', '.toc', '.site-header']) {
    for (const e of document.querySelectorAll(s)) if (shown(e)) out.hidden.push(s);
  }
  for (const a of document.querySelectorAll('main a[href]')) {
    const h = a.getAttribute('href');
    if (h.startsWith('#') || a.closest('.listing figcaption, .lesson-nav')) continue;
    if (a.closest('dfn.term')) {
      // A term's first use, linked to its glossary entry: on paper it is
      // the term, plain, with no address after it.
      if (getComputedStyle(a).textDecorationLine !== 'none' || getComputedStyle(a, '::after').content.includes(h)) out.links.push(h + ' (a term, not set plain)');
      continue;
    }
    if (!getComputedStyle(a, '::after').content.includes(h)) out.links.push(h);
  }
  return out;
})()`

// pdfPages returns the text of each page of a PDF (pdftotext, from
// Debian's poppler-utils), whitespace folded.
func pdfPages(t *testing.T, pdf string) []string {
	t.Helper()
	info, err := exec.Command("pdfinfo", pdf).Output()
	if err != nil {
		t.Fatalf("pdfinfo (poppler-utils; test.sh installs it): %v", err)
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo gave no page count:\n%s", info)
	}
	n, _ := strconv.Atoi(string(m[1]))
	pages := make([]string, n)
	for i := range pages {
		out, err := exec.Command("pdftotext", "-f", strconv.Itoa(i+1), "-l", strconv.Itoa(i+1), "-enc", "UTF-8", pdf, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		pages[i] = strings.Join(strings.Fields(string(out)), " ")
	}
	return pages
}

// pageOf returns the first page (from 1) whose text holds s, or 0.
func pageOf(pages []string, s string) int {
	s = strings.Join(strings.Fields(s), " ")
	for i, p := range pages {
		if strings.Contains(p, s) {
			return i + 1
		}
	}
	return 0
}

// TestPrint prints each lesson to PDF on A4, as a reader's browser does:
// on paper every chart is drawn (its words are in the PDF), each on the
// page of its caption, a listing starts on its caption's page, the panel
// and the charts' tables are left out, and every link says where it
// leads — but a term's first use (package glossary), which paper sets as
// the term, plain. The PDF and its pages as images go to the screenshots' folder.
func TestPrint(t *testing.T) {
	t.Parallel()
	dir := shotsDir(t)
	tb := openTab(t)
	tb.desktop()
	tb.reduceMotion()
	eachLesson(t, tb, func(t *testing.T, lp *site.Page) {
		l := lp.URL
		name := pageName(l)
		tb.navigate(siteURL + l)
		tb.media("print")
		got := eval[printed](tb, printJS)
		tb.media("")
		for _, h := range got.Hidden {
			t.Errorf("%s: on paper %s is shown", l, h)
		}
		for _, h := range got.Links {
			t.Errorf("%s: on paper the link to %s does not say where it leads", l, h)
		}
		pdf := filepath.Join(dir, "okur-baski-"+name+".pdf")
		tb.do("printing to PDF", chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
			res, err := cdp.Call(ctx, tt, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: 8.27, PaperHeight: 11.69})
			if err != nil {
				return err
			}
			return os.WriteFile(pdf, res.Data, 0o644)
		}))
		pages := pdfPages(t, pdf)
		charts := 0
		for _, f := range got.Figures {
			capPage := pageOf(pages, f.Caption)
			if f.Caption != "" && capPage == 0 {
				t.Errorf("%s %s: its caption %q is not in the PDF", l, f.ID, f.Caption)
			}
			switch f.Kind {
			case "grafik":
				charts++
				if f.Shown != 1 || f.Width < 300 {
					t.Errorf("%s %s: on paper %d drawings shown, %.0f px wide", l, f.ID, f.Shown, f.Width)
				}
				if len(f.Words) == 0 {
					t.Errorf("%s %s: its drawing on paper has no words", l, f.ID)
				}
				// The chart's words are on its caption's page (words the
				// prose also has may stand on other pages too).
				for _, w := range f.Words {
					if capPage > 0 && !strings.Contains(pages[capPage-1], w) {
						t.Errorf("%s %s: the chart's %q is not on page %d, its caption's: the chart did not print there", l, f.ID, w, capPage)
					}
				}
			case "kod":
				if capPage > 0 && !strings.Contains(pages[capPage-1], strings.Join(strings.Fields(f.Words[0]), " ")) {
					t.Errorf("%s %s: the listing does not start on page %d, its caption's", l, f.ID, capPage)
				}
			}
		}
		if charts != chartCount(lp) {
			t.Errorf("%s: %d charts on paper, want the %d the lesson shows", l, charts, chartCount(lp))
		}
		// The pages as images, for review.
		if out, err := exec.Command("pdftoppm", "-png", "-r", "60", pdf, filepath.Join(dir, "okur-baski-"+name)).CombinedOutput(); err != nil {
			t.Errorf("pdftoppm: %v: %s", err, bytes.TrimSpace(out))
		}
		t.Logf("%s: %d pages, %d charts on paper with their captions; %s", l, len(pages), charts, pdf)
	})
}

// TestReaderScreenshots writes, for review, full-page screenshots of each
// lesson as its readers see it: on a desktop and a phone, light and dark,
// with the panel as it starts and with a chart reached for.
func TestReaderScreenshots(t *testing.T) {
	t.Parallel()
	dir := shotsDir(t)
	for _, screen := range readerScreens {
		t.Run(screen.name, func(t *testing.T) {
			tb := screen.open(t)
			eachLesson(t, tb, func(t *testing.T, lp *site.Page) {
				l := lp.URL
				tb.navigate(siteURL + l)
				shot := func(suffix string) {
					tb.renderDeferred()
					b, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100))
					if err != nil {
						t.Fatalf("%s %s: screenshot: %v", screen.name, l, err)
					}
					file := filepath.Join(dir, fmt.Sprintf("okur-%s-%s%s.png", screen.name, pageName(l), suffix))
					if err := os.WriteFile(file, b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				shot("")
				needCharts(t, lp, 1, "the screenshot of a chart reached for")
				// The first chart reached for, interactive, its numbers open.
				eval[bool](tb, `(() => { const b = document.querySelector('main .chart-canvas'); b.scrollIntoView({block: 'center'}); b.focus(); return true; })()`)
				tb.waitFor("a chart to be interactive", `window.charts && window.charts.size > 0`, 20*time.Second)
				eval[bool](tb, `(() => { const d = document.querySelector('main details.chart-data'); d.open = true; return true; })()`)
				shot("-grafik")
			})
		})
	}
}
