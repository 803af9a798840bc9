package e2e

import (
	"fmt"
	"net/url"
	"path"
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

// knownMath is how formulas of the lessons must come out: the token
// elements, in order, that KaTeX writes for their TeX.
var knownMath = map[string][]string{
	`L = \lambda W`: {"mi L", "mo =", "mi λ", "mi W"},
}

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

// TestMathIsMathML checks every formula is native MathML the browser lays
// out, with the tokens KaTeX writes for it, and that the page asks for no
// KaTeX stylesheet or font.
func TestMathIsMathML(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	seen := map[string]bool{}
	for _, lesson := range lessons(t) {
		tb.navigate(siteURL + lesson)
		got := eval[mathPage](tb, mathJS)
		for _, m := range got.Math {
			seen[m.TeX] = true
		}
		for _, p := range got.problems() {
			t.Errorf("%s: %s", lesson, p)
		}
	}
	for tex := range knownMath {
		if !seen[tex] {
			t.Errorf("formula %q is not on any lesson page (seen: %v)", tex, seen)
		}
	}
	for _, p := range mathRequestProblems(tb.allRequests()) {
		t.Error(p)
	}
}

// problems lists the formulas that are not laid-out MathML with the
// expected tokens, and any sign of KaTeX's HTML rendering or stylesheet.
func (p mathPage) problems() []string {
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
		if want, ok := knownMath[m.TeX]; ok && !slices.Equal(m.Tokens, want) {
			ps = append(ps, fmt.Sprintf("%s: tokens %q, want %q", where, m.Tokens, want))
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
