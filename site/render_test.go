package site

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"coursesite/charts"
	"coursesite/markdown"
	"coursesite/model/modeltest"
	"coursesite/site/sitetest"
)

// unreadableMath are sitetest's assets with a renderer that cannot read a
// formula holding bad: it fails as assets.Disk's does when KaTeX cannot
// read one (a *markdown.MathError), saying why in its own words.
type unreadableMath struct {
	sitetest.Assets
	bad string
}

func (a unreadableMath) RenderMath(ctx context.Context, items []markdown.TeX) ([]string, error) {
	for _, it := range items {
		if strings.Contains(it.TeX, a.bad) {
			return nil, &markdown.MathError{TeX: it.TeX, Msg: "no such command " + a.bad}
		}
	}
	return a.Assets.RenderMath(ctx, items)
}

// TestMathErrorAtFormula: a formula the renderer cannot read is an error at
// the formula in the page, with the renderer's words. (What KaTeX says is
// e2e's TestMathErrorAtFormula's, under node.)
func TestMathErrorAtFormula(t *testing.T) {
	fsys := modeltest.Project(t, map[string]string{
		modeltest.Lesson + "/index.md": "",
		"content/ders/index.md":        "---\nbaslik: Ders\n---\nBir.\n\nBağıntı $\\frac{a}{b}$ doğru, $\\bilinmeyen{x}$ yanlış.\n",
	})
	_, err := New(fsys, unreadableMath{sharedAssets(), `\bilinmeyen`}).Build(context.Background())
	want := `content/ders/index.md:6:31: math "\\bilinmeyen{x}": no such command \bilinmeyen`
	if err == nil || err.Error() != want {
		t.Errorf("build: %v; want %s", err, want)
	}
}

// standInDrawings are sitetest's assets with a drawing for every chart
// asked for: an SVG that says which request it answers, with a local id
// (as ECharts' drawings have) that the page must make its own.
type standInDrawings struct {
	sitetest.Assets
	drawings int // how many to give; 0: one a request
}

func (a standInDrawings) DrawCharts(_ context.Context, reqs []charts.Request) ([][]byte, error) {
	n := a.drawings
	if n == 0 {
		n = len(reqs)
	}
	out := make([][]byte, n)
	for i := range out {
		r := reqs[i%len(reqs)]
		out[i] = fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"><clipPath id="k0"/><text clip-path="url(#k0)">drawing %d</text></svg>`, r.Width, r.Height, i)
	}
	return out, nil
}

// TestDrawingsInTheirFigure: the page's chart asks for a drawing at each
// of the layouts' sizes, and each drawing stands in the chart's figure, in
// the layouts' order, under its layout's class, its ids made the page's
// own; drawings that do not answer every request fail the build, at the
// page. (ECharts' drawings are e2e's, under node.)
func TestDrawingsInTheirFigure(t *testing.T) {
	out, err := New(modeltest.Project(t, nil), standInDrawings{Assets: sharedAssets()}).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	page := string(out.Files[strings.TrimPrefix(modeltest.Lesson, "content/")+"/index.html"])
	canvas := regexp.MustCompile(`<div class="chart-canvas" id="chart_cizgi"[^>]*>(.*?)</div>`).FindStringSubmatch(page)
	if canvas == nil {
		t.Fatal("the lesson has no canvas of the chart cizgi")
	}
	var want strings.Builder
	for i, l := range charts.Layouts {
		w, h := l.Size(false)
		fmt.Fprintf(&want, `<svg class="chart-drawing %s" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"><clipPath id="c-cizgi-%d-k0"/><text clip-path="url(#c-cizgi-%d-k0)">drawing %d</text></svg>`,
			l.Class, w, h, i, i, i)
	}
	if canvas[1] != want.String() {
		t.Errorf("the chart's canvas holds\n%s\nwant\n%s", canvas[1], want.String())
	}

	_, err = New(modeltest.Project(t, nil), standInDrawings{Assets: sharedAssets(), drawings: 1}).Build(context.Background())
	wantErr := fmt.Sprintf("%s/index.md: 1 drawings of 1 charts' %d sizes", modeltest.Lesson, len(charts.Layouts))
	if err == nil || err.Error() != wantErr {
		t.Errorf("a drawing short: %v; want %s", err, wantErr)
	}
}
