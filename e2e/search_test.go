package e2e

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coursesite/site"
)

// searchWords are inflected Turkish words a reader types, each with the
// lesson whose text has its stem: Pagefind stems Turkish, so the lesson is
// found by a form its text need not hold.
var searchWords = []struct{ word, lesson string }{
	{"kuyruğunda", "geri-basinc"},
	{"bütçenin", "zaman-asimi-butceleri"},
	{"bölüştürmenin", "zaman-asimi-butceleri"},
}

// TestSearch types each word into the search box as a reader does, on a
// phone's screen, and follows a result to its lesson. Nothing of the
// search loads before the box is opened.
func TestSearch(t *testing.T) {
	t.Parallel()
	requireSite(t)
	tb := openTab(t)
	tb.phone()
	tb.navigate(siteURL)
	tb.waitFor("the search box to show", `!document.querySelector('.search').hidden`, 10*time.Second)
	for _, r := range tb.allRequests() {
		if strings.Contains(r.url, "/pagefind/") {
			t.Fatalf("the first view fetched %s before the search was opened", r.url)
		}
	}
	have := map[string]bool{}
	for _, p := range built.Pages {
		have[strings.TrimSuffix(p.URL, "/")] = true
	}
	axed := false
	for _, w := range searchWords {
		if !have[w.lesson] {
			t.Logf("%q: the site has no lesson %s; not searched", w.word, w.lesson)
			continue
		}
		tb.navigate(siteURL)
		tb.do("opening the search", chromedp.Click(chromedp.CSS(".search-open")))
		tb.waitFor("the search's input", `document.activeElement && document.activeElement.matches('.pagefind-ui__search-input')`, 20*time.Second)
		tb.do("typing "+w.word, chromedp.SendKeys(chromedp.CSS(".pagefind-ui__search-input"), w.word))
		// Results come in as their fragments load: wait for the lesson's,
		// or for every result to have come, and then read them.
		tb.waitFor("results for "+w.word, `(() => {
		  const links = [...document.querySelectorAll('.pagefind-ui__result-link')];
		  const message = document.querySelector('.pagefind-ui__message');
		  return links.some((a) => a.pathname.startsWith('/`+w.lesson+`/')) ||
		    (message && /\d/.test(message.textContent) && !document.querySelector('.pagefind-ui__result-title.pagefind-ui__loading'));
		})()`, 20*time.Second)
		links := eval[[]string](tb, `[...document.querySelectorAll('.pagefind-ui__result-link')].map((a) => a.href)`)
		if !axed { // the search open, with its results, for screen readers and the keyboard
			reportAxe(t, "the search open with results for "+w.word, runAxe(tb, axeSource(t)))
			axed = true
		}
		i := slices.IndexFunc(links, func(u string) bool { return strings.Contains(u, "/"+w.lesson+"/") })
		if i < 0 {
			t.Errorf("%q finds %v, not the lesson %s", w.word, links, w.lesson)
			continue
		}
		// The result goes to the lesson, at the heading where the word stands
		// when Pagefind gives one.
		tb.do("following the result", chromedp.Click(chromedp.CSS(`.pagefind-ui__result-link[href$="`+strings.TrimPrefix(links[i], strings.TrimSuffix(siteURL, "/"))+`"]`)))
		tb.waitFor("the lesson to open", `location.pathname.startsWith('/`+w.lesson+`/') && document.readyState === 'complete'`, 10*time.Second)
		if h1 := eval[string](tb, `document.querySelector('h1').textContent`); h1 != lessonPage(t, w.lesson+"/").Meta.Title {
			t.Errorf("%q: the result opens %q", w.word, h1)
		}
	}

	// Escape closes the search and gives the focus back to its button.
	tb.navigate(siteURL)
	tb.do("opening the search", chromedp.Click(chromedp.CSS(".search-open")))
	tb.waitFor("the search's input", `document.activeElement && document.activeElement.matches('.pagefind-ui__search-input')`, 20*time.Second)
	tb.do("typing and pressing Escape", chromedp.SendKeys(chromedp.CSS(".pagefind-ui__search-input"), "kuyruk"+kb.Escape))
	tb.waitFor("the search to close, the focus on its button", `document.querySelector('.search-panel').hidden && document.activeElement === document.querySelector('.search-open') && document.querySelector('.search-open').getAttribute('aria-expanded') === 'false'`, 5*time.Second)
	tb.checkConsoleClean()
}

// TestSearchInSubFolder: served from a host's sub-folder (a GitHub Pages
// project site, /kurs/), the results link into it.
func TestSearchInSubFolder(t *testing.T) {
	t.Parallel()
	requireSite(t)
	lesson := searchWords[0].lesson
	if !slices.ContainsFunc(built.Pages, func(p *site.Page) bool { return p.URL == lesson+"/" }) {
		t.Skipf("the site has no lesson %s", lesson)
	}
	srv := httptest.NewServer(http.StripPrefix("/kurs", memoryServer(built.Files)))
	defer srv.Close()
	tb := openTab(t)
	tb.desktop()
	tb.navigate(srv.URL + "/kurs/" + lesson + "/")
	tb.do("opening the search", chromedp.Click(chromedp.CSS(".search-open")))
	tb.waitFor("the search's input", `document.activeElement && document.activeElement.matches('.pagefind-ui__search-input')`, 20*time.Second)
	tb.do("typing", chromedp.SendKeys(chromedp.CSS(".pagefind-ui__search-input"), searchWords[0].word))
	tb.waitFor("a result in the lesson", `[...document.querySelectorAll('.pagefind-ui__result-link')].some((a) => a.pathname.startsWith('/kurs/`+lesson+`/'))`, 20*time.Second)
	for _, l := range eval[[]string](tb, `[...document.querySelectorAll('.pagefind-ui__result-link')].map((a) => a.href)`) {
		if !strings.HasPrefix(l, srv.URL+"/kurs/") {
			t.Errorf("a result links out of the sub-folder: %s", l)
			continue
		}
		resp, err := http.Get(strings.SplitN(l, "#", 2)[0])
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Errorf("the result %s: %v %v", l, resp, err)
		}
		if resp != nil {
			resp.Body.Close()
		}
	}
	tb.checkConsoleClean()
}

// TestNotFound: an address the site does not have gets the course's 404
// page, status 404, in the course's layout, whose links to the lessons
// work from wherever it is served.
func TestNotFound(t *testing.T) {
	t.Parallel()
	requireSite(t)
	resp, err := http.Get(siteURL + "boyle/bir-sayfa/yok")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("a missing address: status %d, want 404", resp.StatusCode)
	}
	tb := openTab(t)
	tb.desktop()
	tb.navigate(siteURL + "boyle/bir-sayfa/yok")
	if h1 := eval[string](tb, `document.querySelector('h1').textContent`); h1 != "Sayfa bulunamadı" {
		t.Errorf("the 404 page's heading is %q", h1)
	}
	links := eval[[]string](tb, `[...document.querySelectorAll('.lessons a')].map((a) => a.href)`)
	if len(links) != len(built.Pages)-1 {
		t.Errorf("the 404 page links %d lessons, the site has %d", len(links), len(built.Pages)-1)
	}
	for _, l := range links {
		resp, err := http.Get(l)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Errorf("the 404 page's link %s: %v %v", l, resp, err)
		}
		if resp != nil {
			resp.Body.Close()
		}
	}
	reportAxe(t, "the 404 page", runAxe(tb, axeSource(t)))
	if css := eval[bool](tb, `[...document.styleSheets].some((s) => s.href && s.href.includes('/assets/site.'))`); !css {
		t.Error("the 404 page is not in the course's stylesheet")
	}
	// The browser logs the 404 it was given; nothing else.
	tb.consoleChecked = true
	for _, m := range tb.consoleProblems() {
		if !strings.Contains(m, "status of 404") || !strings.Contains(m, "/boyle/bir-sayfa/yok") {
			t.Errorf("console: %s", m)
		}
	}
}

// TestMetadata: every page says what it is to a search engine and to a
// chat that shows a shared link (description, canonical address, Open
// Graph and Twitter cards, all absolute), and the sitemap names every
// page, the glossary too.
func TestMetadata(t *testing.T) {
	t.Parallel()
	requireSite(t)
	sitemap := string(built.Files["sitemap.xml"])
	meta := regexp.MustCompile(`<(?:meta (?:name|property)="([^"]+)" content="([^"]*)"|link rel="(canonical)" href="([^"]*)")>`)
	for _, path := range pagesAndGlossary(t) {
		html := string(built.Files[path+"index.html"])
		got := map[string]string{}
		for _, m := range meta.FindAllStringSubmatch(html, -1) {
			if m[1] != "" {
				got[m[1]] = m[2]
			} else {
				got[m[3]] = m[4]
			}
		}
		url := got["canonical"]
		if !strings.HasPrefix(url, "https://") || !strings.HasSuffix(url, "/"+path) || got["og:url"] != url {
			t.Errorf("/%s: canonical %q, og:url %q: want one absolute address ending in /%s", path, url, got["og:url"], path)
		}
		for _, key := range []string{"description", "og:title", "og:description", "og:type", "og:site_name", "twitter:card"} {
			if got[key] == "" {
				t.Errorf("/%s: no %s", path, key)
			}
		}
		if !strings.Contains(sitemap, "<loc>"+url+"</loc>") {
			t.Errorf("sitemap.xml does not name %s", url)
		}
	}
}
