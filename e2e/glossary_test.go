package e2e

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coursesite/glossary"
	"coursesite/terms"
)

// termMark is a term's first use on a page, as the page shows it.
type termMark struct {
	ID          string `json:"id"`          // the <dfn>'s id
	Href        string `json:"href"`        // its link to the glossary
	Description string `json:"description"` // the text its aria-describedby names
	Text        string `json:"text"`        // the words it marks
}

// TestGlossary: the glossary page lists every term of the course's terms
// file, and each lesson marks the first use of the terms it writes: a
// <dfn> linked to the term's entry, described by the definition the
// lesson means, which stays out of the sentences' text (a reader's
// innerText, the search); the glossary links each lesson back where it
// marks the term. The keyboard's focus and a pointer over a mark show the
// definition beside it, Escape hides it, and axe finds nothing to say with
// it shown. The search finds the glossary by a term's English word.
func TestGlossary(t *testing.T) {
	t.Parallel()
	requireSite(t)
	if onlyLesson() != "" {
		t.Skip("the glossary lists the whole course's terms")
	}
	course, err := terms.Read(os.DirFS(repoRoot))
	if err != nil {
		t.Fatal(err)
	}
	if course == nil {
		t.Skip("the course has no terms file")
	}
	tb := openTab(t)
	tb.desktop()
	tb.navigate(siteURL + glossary.Path)
	entries := eval[[]string](tb, `[...document.querySelectorAll('dl.glossary > dt[id]')].map((d) => d.id)`)
	var want []string
	for _, term := range course.List {
		want = append(want, term.ID)
	}
	if !sameSet(entries, want) {
		t.Errorf("the glossary lists %v, want every term of %s: %v", entries, terms.File, want)
	}
	// The lessons it links, by term: "zaman-asimi-butceleri/#term-yuva".
	linked := eval[[]string](tb, `[...document.querySelectorAll('dl.glossary .term-lessons a')].map((a) => a.pathname.replace(/^\//, '') + a.hash)`)

	var marked []string
	for _, page := range lessonPages(t) {
		tb.navigate(siteURL + page.URL)
		marks := eval[[]termMark](tb, `[...document.querySelectorAll('main dfn.term')].map((d) => {
		  const a = d.querySelector('a');
		  const desc = a && document.getElementById(a.getAttribute('aria-describedby'));
		  return { id: d.id, href: a ? a.getAttribute('href') : '', description: desc ? desc.textContent : '', text: d.textContent };
		})`)
		if len(marks) == 0 {
			t.Errorf("%s: no term is marked", page.URL)
			continue
		}
		reading := eval[string](tb, `document.querySelector('main article').innerText`)
		lesson := strings.TrimSuffix(page.URL, "/")
		seen := map[string]bool{}
		for _, m := range marks {
			id, ok := strings.CutPrefix(m.ID, "term-")
			var term *terms.Term
			for _, x := range course.List {
				if x.ID == id {
					term = x
				}
			}
			if !ok || term == nil {
				t.Errorf("%s: «%s» is marked as %q, no term of %s", page.URL, m.Text, m.ID, terms.File)
				continue
			}
			if seen[id] {
				t.Errorf("%s: %s is marked twice; only its first use is", page.URL, term.Name)
			}
			seen[id] = true
			marked = append(marked, page.URL+"#"+m.ID)
			if m.Href != "../"+glossary.Path+"#"+id {
				t.Errorf("%s: «%s» links %q, not its glossary entry", page.URL, m.Text, m.Href)
			}
			sense := term.SenseIn(lesson)
			if sense == nil || !strings.HasPrefix(m.Description, sense.Definition) {
				t.Errorf("%s: «%s» is described by %q, not by its definition", page.URL, m.Text, m.Description)
				continue
			}
			if strings.Contains(reading, sense.Definition) {
				t.Errorf("%s: the definition of %s is in the page's text a reader reads", page.URL, term.Name)
			}
		}
		if len(marks) > 0 {
			// The first mark's definition beside it: by the keyboard's
			// focus, gone with Escape; then under the pointer.
			tip := `(() => { const t = document.querySelector('.term-tip'); return t && !t.hidden && getComputedStyle(t).display !== 'none' ? t.textContent : ''; })()`
			eval[bool](tb, `(() => { const a = document.querySelector('main dfn.term a'); a.scrollIntoView({ block: 'center' }); a.focus(); return true; })()`)
			tb.waitFor("the definition beside the focused term", tip+` !== ''`, 5*time.Second)
			if got := eval[string](tb, tip); !strings.Contains(got, marks[0].Description) {
				t.Errorf("%s: the focused term shows %q, want its definition %q", page.URL, got, marks[0].Description)
			}
			reportAxe(t, page.URL+" with a term's definition shown", runAxe(tb, axeSource(t)))
			tb.do("pressing Escape", chromedp.KeyEvent(kb.Escape))
			tb.waitFor("the definition to go", tip+` === ''`, 5*time.Second)
			eval[bool](tb, `(() => { document.activeElement.blur(); return true; })()`)
			at := eval[[]float64](tb, `(() => { const r = document.querySelector('main dfn.term a').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
			tb.do("moving the pointer over the term", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, at[0], at[1]))
			tb.waitFor("the definition under the pointer", tip+` !== ''`, 5*time.Second)
			tb.do("moving the pointer away", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 2, 2))
			tb.waitFor("the definition to go once the pointer left", tip+` === ''`, 5*time.Second)
		}
	}
	if !sameSet(marked, linked) {
		t.Errorf("the glossary links the lessons at %v, and they mark terms at %v", linked, marked)
	}

	// The search finds the glossary by a term's English word.
	var english string
	for _, term := range course.List {
		if s := term.Senses[0].English; s != "" && !strings.Contains(s, " ") {
			english = s
			break
		}
	}
	if english == "" {
		return
	}
	tb.navigate(siteURL)
	tb.do("opening the search", chromedp.Click(chromedp.CSS(".search-open")))
	tb.waitFor("the search's input", `document.activeElement && document.activeElement.matches('.pagefind-ui__search-input')`, 20*time.Second)
	tb.do("typing "+english, chromedp.SendKeys(chromedp.CSS(".pagefind-ui__search-input"), english))
	tb.waitFor("the glossary among the results for "+english, `[...document.querySelectorAll('.pagefind-ui__result-link')].some((a) => a.pathname === '/`+glossary.Path+`')`, 20*time.Second)
	tb.checkConsoleClean()
}

// TestGlossaryTap: on a phone, a reader's first tap on a term's mark shows
// its definition beside it and stays on the page; a tap elsewhere hides
// it; the keyboard's Enter on the mark follows its link at once, as ever;
// tapping the mark twice follows the link to the term's entry in the
// glossary. Touches, not clicks: the script tells a finger from a mouse by
// the pointer's kind.
func TestGlossaryTap(t *testing.T) {
	t.Parallel()
	requireSite(t)
	page := lessonPages(t)[0]
	tb := openTab(t)
	tb.phone()
	tb.navigate(siteURL + page.URL)
	at := eval[[]float64](tb, `(() => {
	  const a = document.querySelector('main dfn.term a');
	  if (!a) return [];
	  a.scrollIntoView({ block: 'center' });
	  const r = a.getBoundingClientRect();
	  return [r.left + Math.min(r.width / 2, 12), r.top + r.height / 2];
	})()`)
	if len(at) != 2 {
		t.Fatalf("%s: no term is marked", page.URL)
	}
	id := eval[string](tb, `document.querySelector('main dfn.term a').hash.slice(1)`)
	tip := `(() => { const t = document.querySelector('.term-tip'); return t && !t.hidden ? t.textContent : ''; })()`
	tb.tap("the term", at[0], at[1])
	tb.waitFor("the definition beside the tapped term", tip+` !== ''`, 5*time.Second)
	if got := eval[string](tb, `location.pathname`); !strings.HasSuffix(got, "/"+page.URL) {
		t.Errorf("the first tap on a term left the lesson for %s; it should show the definition", got)
	}
	tb.tap("the page away from the term", 4, 4)
	tb.waitFor("the definition to go after a tap elsewhere", tip+` === ''`, 5*time.Second)
	entry := `location.pathname === '/` + glossary.Path + `' && location.hash === '#` + id + `'`
	// The keyboard, after the finger (whose last tap found nothing shown):
	// Enter follows the link at once.
	tb.tap("the page away from the term again", 4, 4)
	eval[bool](tb, `(document.querySelector('main dfn.term a').focus(), true)`)
	tb.do("pressing Enter on the term", chromedp.KeyEvent(kb.Enter))
	tb.waitFor("the glossary's entry for the term, at the keyboard's first Enter", entry, 10*time.Second)
	tb.navigate(siteURL + page.URL)
	eval[bool](tb, `(document.querySelector('main dfn.term a').scrollIntoView({ block: 'center' }), true)`)
	tb.tap("the term again", at[0], at[1])
	tb.waitFor("the definition again", tip+` !== ''`, 5*time.Second)
	tb.tap("the term a second time", at[0], at[1])
	tb.waitFor("the glossary's entry for the term", entry, 10*time.Second)
	tb.checkConsoleClean()
}

// sameSet reports whether a and b hold the same strings.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
