package e2e

import (
	"fmt"
	"html"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// mathState is one <math> element of a page as the browser lays it out.
type mathState struct {
	MathML         bool     `json:"mathml"` // a MathMLElement in the MathML namespace
	Width          float64  `json:"width"`
	Height         float64  `json:"height"`
	TeX            string   `json:"tex"`    // the annotation KaTeX keeps
	Tokens         []string `json:"tokens"` // "mi L", "mo =", …
	AnnotationSeen bool     `json:"annotationSeen"`
}

// builtMath returns the formulas of a built page: for each <math>
// element, in order, its token elements as mathJS names them ("mi L",
// "mo =").
func builtMath(page string) [][]string {
	var out [][]string
	for _, m := range mathElem.FindAllString(page, -1) {
		tokens := []string{}
		for _, tok := range mathToken.FindAllStringSubmatch(m, -1) {
			tokens = append(tokens, tok[1]+" "+html.UnescapeString(tok[2]))
		}
		out = append(out, tokens)
	}
	return out
}

var (
	mathElem  = regexp.MustCompile(`(?s)<math[ >].*?</math>`)
	mathToken = regexp.MustCompile(`<(mi|mo|mn|ms|mtext)(?: [^>]*)?>([^<]*)</(?:mi|mo|mn|ms|mtext)>`)
	// texCommand is a TeX command left as text in a formula.
	texCommand = regexp.MustCompile(`\\[A-Za-z]+`)
)

// mathPage is what mathJS reports of a page.
type mathPage struct {
	Math      []mathState `json:"math"`
	KatexHTML int         `json:"katexHTML"` // KaTeX's HTML rendering, which needs its CSS
	Sheets    []string    `json:"sheets"`    // the stylesheets' URLs
}

const mathJS = `(() => ({
  math: [...document.querySelectorAll('math')].map((m) => {
    const r = m.getBoundingClientRect();
    const ann = m.querySelector('annotation');
    const ar = ann ? ann.getBoundingClientRect() : null;
    return {
      mathml: m instanceof MathMLElement && m.namespaceURI === 'http://www.w3.org/1998/Math/MathML',
      width: r.width, height: r.height,
      tex: ann ? ann.textContent : '',
      tokens: [...m.querySelectorAll('mi, mo, mn, ms, mtext')].map((e) => e.localName + ' ' + e.textContent),
      annotationSeen: !!ar && ar.width > 0 && ar.height > 0,
    };
  }),
  katexHTML: document.querySelectorAll('.katex-html').length,
  sheets: [...document.styleSheets].map((s) => s.href || 'inline'),
}))()`

// TestMathIsMathML checks that every formula the build wrote into a page
// is native MathML the browser lays out, with the tokens KaTeX wrote for it
// and no TeX command left as text, and that the page asks for no KaTeX
// stylesheet or font.
func TestMathIsMathML(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	formulas := 0
	for _, p := range pages(t) {
		want := builtMath(string(built.Files[p+"index.html"]))
		formulas += len(want)
		tb.navigate(siteURL + p)
		got := eval[mathPage](tb, mathJS)
		if len(got.Math) != len(want) {
			t.Errorf("%s: %d formulas on the page, the build wrote %d", p, len(got.Math), len(want))
		}
		for _, problem := range got.problems(want) {
			t.Errorf("%s: %s", p, problem)
		}
	}
	if formulas == 0 {
		t.Log("no page has a formula: only the requests are checked")
	}
	for _, p := range mathRequestProblems(tb.allRequests()) {
		t.Error(p)
	}
}

// problems lists the formulas that are not laid-out MathML with the tokens
// the build wrote (want, by formula; nil: not compared), and any sign of
// KaTeX's HTML rendering or stylesheet.
func (p mathPage) problems(want [][]string) []string {
	var ps []string
	for i, m := range p.Math {
		where := fmt.Sprintf("formula %d %q", i+1, m.TeX)
		if !m.MathML {
			ps = append(ps, where+": not a MathML element")
		}
		if m.Width <= 0 || m.Height <= 0 {
			ps = append(ps, fmt.Sprintf("%s: laid out %.1f×%.1f px", where, m.Width, m.Height))
		}
		if len(m.Tokens) == 0 {
			ps = append(ps, where+": no mi/mo/mn elements")
		}
		if m.AnnotationSeen {
			ps = append(ps, where+": its TeX annotation is shown")
		}
		if i < len(want) && !slices.Equal(m.Tokens, want[i]) {
			ps = append(ps, fmt.Sprintf("%s: tokens %q, the build wrote %q", where, m.Tokens, want[i]))
		}
		for _, tok := range m.Tokens {
			if texCommand.MatchString(tok) {
				ps = append(ps, fmt.Sprintf("%s: token %q holds TeX, not math", where, tok))
			}
		}
	}
	if p.KatexHTML > 0 {
		ps = append(ps, fmt.Sprintf("%d .katex-html elements: KaTeX's HTML output needs its stylesheet and fonts", p.KatexHTML))
	}
	for _, s := range p.Sheets {
		if strings.Contains(strings.ToLower(s), "katex") {
			ps = append(ps, "stylesheet "+s)
		}
	}
	return ps
}

// mathRequestProblems lists requests for KaTeX's files or for any font:
// MathML needs neither.
func mathRequestProblems(reqs []request) []string {
	var ps []string
	for _, r := range reqs {
		u, err := url.Parse(r.url)
		if err != nil {
			continue
		}
		ext := strings.ToLower(path.Ext(u.Path))
		if strings.Contains(strings.ToLower(u.Path), "katex") || ext == ".woff" || ext == ".woff2" || ext == ".ttf" || ext == ".otf" || r.kind == "Font" {
			ps = append(ps, fmt.Sprintf("the page asked for %s (%s): math needs no KaTeX stylesheet or font", r.url, r.kind))
		}
	}
	return ps
}
