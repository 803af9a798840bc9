package site

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/template"
	"unicode/utf8"

	"coursesite/charts"
	"coursesite/claim"
	"coursesite/tables"
)

// pageRun is the state of one page's template execution.
type pageRun struct {
	site *Site
	page *Page

	// problems are what the page says that the model does not back: a
	// figure name it does not know (once a name, at its first place;
	// unknown holds them) and a claim that does not hold. The page goes on,
	// an unknown figure reading 0, so that one build reports them all, in
	// the page's order.
	problems []error
	unknown  map[string]bool
}

// funcs returns the authoring vocabulary (see AUTHORING.md).
func (p *pageRun) funcs() template.FuncMap {
	return template.FuncMap{
		"sayi":    p.sayi,
		"yazi":    p.yazi,
		"ek":      ek,
		"buyuk":   buyuk,
		"mertebe": p.mertebe,
		"deger":   p.figure,
		"iddia":   p.claim,
		"tablo":   p.table,
		"grafik":  p.chart,
		"kod":     p.code,
	}
}

// execute runs the page's template and returns the markdown it writes.
func (p *pageRun) execute() ([]byte, error) {
	src := p.page.Source
	t, err := template.New(p.page.Src).Funcs(p.funcs()).Option("missingkey=error").Parse(string(src))
	if err != nil {
		return nil, p.templateError(err)
	}
	var b bytes.Buffer
	if err := t.Execute(&b, nil); err != nil {
		return nil, errors.Join(append(p.problems, p.templateError(err))...)
	}
	if len(p.problems) > 0 {
		return nil, errors.Join(p.problems...)
	}
	return b.Bytes(), nil
}

// figure returns the model figure called name, for the template functions
// that take one ({{ sayi "name" }}). A name the model does not know is one
// of the page's problems, placed at "name", and reads 0 meanwhile.
func (p *pageRun) figure(name string) (float64, error) {
	return p.lookup(name, func() error { return p.page.errorAt(strconv.Quote(name), p.unknownFigure(name)) })
}

// lookup returns the model figure called name. A name the model does not
// know reads 0, and the first time is recorded as a problem of the page,
// the error at returns.
func (p *pageRun) lookup(name string, at func() error) (float64, error) {
	if p.page.Figures == nil {
		return 0, fmt.Errorf("unknown model figure %q: this page has no model", name)
	}
	if v, ok := p.page.Figures.Get(name); ok {
		return v, nil
	}
	if !p.unknown[name] {
		if p.unknown == nil {
			p.unknown = map[string]bool{}
		}
		p.unknown[name] = true
		p.problems = append(p.problems, at())
	}
	return 0, nil
}

// unknownFigure says that the page's model has no figure called name, and
// which names are nearest.
func (p *pageRun) unknownFigure(name string) string {
	var names []string
	for _, d := range p.page.Figures.List() {
		names = append(names, d.Ad)
	}
	near := nearest(name, names, 3)
	if len(near) == 0 {
		return fmt.Sprintf("unknown model figure %q (AUTHORING.md lists the names; go run . check -v prints them)", name)
	}
	return fmt.Sprintf("unknown model figure %q; nearest: %s", name, strings.Join(near, ", "))
}

// Claim is a claim a page states (see package claim).
type Claim = claim.Claim

// claim checks a claim and prints an invisible marker of it, so that the
// page's controls (package live) can check it again for a reader's
// settings and mark it in place when it stops holding:
//
//	<span class="iddia" data-metin="…" data-ifade="…" hidden></span>
func (p *pageRun) claim(text, expr string) (string, error) {
	// A claim on an unknown figure is reported as that, at the claim, not
	// as false.
	unknown := false
	lookup := func(name string) (float64, error) {
		v, err := p.lookup(name, func() error {
			return p.page.errorAfter("iddia ", strconv.Quote(text), fmt.Sprintf("iddia %q: %s", text, p.unknownFigure(name)))
		})
		unknown = unknown || p.unknown[name]
		return v, err
	}
	c, err := claim.Eval(text, expr, lookup)
	if err != nil {
		return "", err
	}
	p.page.Claims = append(p.page.Claims, c)
	if !c.Holds && !unknown {
		// The place is the claim's text, as for any error about an action.
		p.problems = append(p.problems, p.page.errorAfter("iddia ", strconv.Quote(text), fmt.Sprintf("claim %q does not hold: %s, where %s", text, expr, strings.Join(c.Values, ", "))))
	}
	return fmt.Sprintf(`<span class="iddia" data-metin="%s" data-ifade="%s" hidden></span>`,
		html.EscapeString(text), html.EscapeString(expr)), nil
}

// block keeps an HTML block aside and returns a placeholder for it: the
// markdown renderer must not see the block's blank lines or indentation.
func (p *pageRun) block(fn, html string) string {
	p.page.Blocks = append(p.page.Blocks, html)
	return placeholderText(fn, len(p.page.Blocks)-1)
}

func (p *pageRun) table(name string) (string, error) {
	if p.page.Sonuc == nil {
		return "", fmt.Errorf("tablo %q: this page has no model", name)
	}
	h, err := tables.Render(p.page.Sonuc, name)
	if err != nil {
		return "", err
	}
	return p.block("tablo", h), nil
}

func (p *pageRun) chart(name string) (string, error) {
	if p.page.Sonuc == nil {
		return "", fmt.Errorf("grafik %q: this page has no model", name)
	}
	h, err := charts.Render(p.page.Sonuc, name)
	if err != nil {
		return "", err
	}
	return p.block("grafik", string(h)), nil
}

func (p *pageRun) code(file string) (string, error) {
	h, err := listing(p.site.fsys, p.page.Dir(), file)
	if err != nil {
		return "", err
	}
	return p.block("kod", h), nil
}

var (
	execErr  = regexp.MustCompile(`(?s)^template: [^:]+:(\d+):(\d+): executing ".*?" at <(.*?)>: (?:error calling \w+: )?(.*)$`)
	parseErr = regexp.MustCompile(`(?s)^template: [^:]+:(\d+):(?:(\d+):)? (.*)$`)
	quoted   = regexp.MustCompile(`"[^"]*"`)
)

// templateError turns a text/template error into file:line:column, the
// column counted in characters, and pointed at the quoted name or the token
// the error is about when the line shows it.
func (p *pageRun) templateError(err error) error {
	msg := err.Error()
	var line, col int
	var detail, token string
	if m := execErr.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		col, _ = strconv.Atoi(m[2])
		detail = m[4]
		if q := quoted.FindString(detail); q != "" && strings.Contains(m[3], q) {
			token = q
		}
	} else if m := parseErr.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		col, _ = strconv.Atoi(m[2])
		detail = m[3]
		token = quoted.FindString(detail)
	} else {
		return &PosError{File: p.page.Src, Line: 1, Col: 1, Msg: msg}
	}
	text := lineText(p.page.Source, line)
	byteCol := max(col-1, 0)
	if token != "" {
		bare := strings.Trim(token, `"`)
		if i := strings.Index(text[min(byteCol, len(text)):], token); i >= 0 {
			byteCol += i
		} else if i := strings.Index(text, bare); i >= 0 && bare != "" {
			byteCol = i
		}
	}
	byteCol = min(byteCol, len(text))
	return &PosError{File: p.page.Src, Line: line, Col: utf8.RuneCountInString(text[:byteCol]) + 1, Msg: detail}
}

// lineText returns line n (1-based) of src.
func lineText(src []byte, n int) string {
	lines := strings.Split(string(src), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// nearest returns up to k names closest to name by edit distance, closest
// first, among those near enough to be a plausible typo.
func nearest(name string, names []string, k int) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, n := range names {
		d := editDistance(strings.ToLower(name), strings.ToLower(n))
		if strings.HasPrefix(n, name) || d <= max(3, len(name)/3) {
			cs = append(cs, cand{n, d})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
	var out []string
	for _, c := range cs[:min(k, len(cs))] {
		out = append(out, c.name)
	}
	return out
}

// editDistance is the Levenshtein distance between a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
