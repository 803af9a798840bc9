package e2e

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"coursesite/explore"
)

// readerURLs are settings a reader reached and found sentences false at,
// before the check explored the controls (the issue "Every sentence stays
// true wherever a reader takes the controls"). Each is tried on every
// lesson whose controls it names; the page keeps a value within its
// control's range.
var readerURLs = []string{
	"?sure=0",
	"?siddet=0.25&sure=8300&aralik=5",
	"?aralik=1",
	"?aralik=50&siddet=4&sure=10000&gonderi=64&kuyruk=256",
	"?n=40",
	"?esik=600",
	// The same within the controls' narrower ranges now.
	"?sure=500",
	"?siddet=0.5&sure=8300&aralik=5",
	"?aralik=20&siddet=4&sure=10000&gonderi=64&kuyruk=256",
	"?esik=150&pay=100",
}

// proseJS reads the numerals of a page's prose (tables' and charts' words
// aside), each as shown or null when a phrasing the page hides holds it,
// and every claim mark (⚠) with whether its author accepted it.
const proseJS = `(() => {
  const main = document.querySelector('main');
  const nums = [...main.querySelectorAll('data[data-name]')].filter((e) => !e.closest('figure'));
  return {
    texts: nums.map((e) => (e.closest('[hidden]') ? null : e.textContent)),
    names: nums.map((e) => e.dataset.name),
    marks: [...main.querySelectorAll('.claim-warning')].map((u) => {
      const s = u.previousElementSibling;
      return s && s.dataset.accepted ? '' : (s && s.dataset.text) || '?';
    }),
  };
})()`

type proseState struct {
	Texts []*string `json:"texts"`
	Names []string  `json:"names"`
	Marks []string  `json:"marks"`
}

var (
	// onlyZeros is a decimal whose digits after the comma are all zeros.
	onlyZeros = regexp.MustCompile(`^-?[\d.]+,0+(’|$)`)
	// zeroCount is a number that reads none: 0, 0’ı, sıfır, sıfırı.
	zeroCount = regexp.MustCompile(`^(0(’|$)|[Ss]ıfır)`)
)

// TestSentencesAtReadersSettings: at settings the check explores, at
// settings drawn inside the controls' ranges and at the URLs readers
// found false sentences at, the prose a reader sees in the browser shows
// no number that is not one (NaN, Infinity, a dash), no decimal of only
// zeros, no count of none written as a number (unless it reads so at the
// lesson's own settings, as its author wrote it), and no claim marked
// that its author did not accept.
func TestSentencesAtReadersSettings(t *testing.T) {
	t.Parallel()
	requireSite(t)
	for _, p := range lessonPages(t) {
		t.Run(lessonName(p), func(t *testing.T) {
			needControls(t, p, "reading the prose at readers' settings")
			controls := p.Lesson.Params.Controls()
			keys := map[string]bool{}
			for _, c := range controls {
				keys[c.Key] = true
			}
			var queries []string
			explored := explore.Settings(controls)
			for i := 0; i < len(explored); i += max(1, len(explored)/12) {
				queries = append(queries, explored[i].Query)
			}
		urls:
			for _, q := range readerURLs {
				for _, kv := range strings.Split(strings.TrimPrefix(q, "?"), "&") {
					if k, _, _ := strings.Cut(kv, "="); !keys[k] {
						continue urls
					}
				}
				queries = append(queries, q)
			}
			tb := openTabFor(t, time.Duration(len(queries)+2)*tabTimeout)
			tb.desktop()
			tb.navigate(siteURL + p.URL)
			own := eval[proseState](tb, proseJS)
			for _, q := range queries {
				tb.navigate(siteURL + p.URL + q)
				tb.waitFor("the settings "+q+" to be applied", readyJS, 60*time.Second)
				got := eval[proseState](tb, proseJS)
				if len(got.Texts) != len(own.Texts) {
					t.Fatalf("%s%s: %d numerals in the prose, %d at the lesson's settings", p.URL, q, len(got.Texts), len(own.Texts))
				}
				for i, text := range got.Texts {
					if text == nil {
						continue
					}
					s := *text
					switch {
					case s == "—" || strings.Contains(s, "NaN") || strings.Contains(s, "Infinity"):
						t.Errorf("%s%s: numeral %d of the prose (%s) reads %q", p.URL, q, i, got.Names[i], s)
					case onlyZeros.MatchString(s):
						t.Errorf("%s%s: numeral %d of the prose (%s) reads %q, a decimal of only zeros", p.URL, q, i, got.Names[i], s)
					case zeroCount.MatchString(s) && (own.Texts[i] == nil || !zeroCount.MatchString(*own.Texts[i])):
						t.Errorf("%s%s: numeral %d of the prose (%s) reads %q, none written as a number", p.URL, q, i, got.Names[i], s)
					}
				}
				for _, m := range got.Marks {
					if m != "" {
						t.Errorf("%s%s: the page marks the claim %q, which its author did not accept", p.URL, q, m)
					}
				}
			}
			t.Logf("%s: the prose read at %d settings", p.URL, len(queries))
		})
	}
}
