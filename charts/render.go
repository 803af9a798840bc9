//go:build !js

package charts

import (
	"fmt"
	"strconv"
	"strings"
)

// Render returns a chart, called name, as one HTML block without blank
// lines, so that Markdown passes it through as raw HTML:
//
//	<figure class="chart" id="figure-NAME">
//	<div class="chart-canvas" id="chart_NAME" role="img" tabindex="0"
//	aria-labelledby="caption-NAME" aria-describedby="description-NAME">{drawings}</div>
//	<p class="chart-description" id="description-NAME">…</p>
//	<details class="chart-data"><summary>Grafiğin sayıları</summary>
//	<div class="chart-data-tables" id="chart-data-NAME"><noscript>{tables}</noscript></div></details>
//	<figcaption id="caption-NAME">…</figcaption></figure>
//
// (on one line). option is the chart's options (Options), tall says it
// stacks two grids (model.Chart.Tall); caption and description are HTML the site wrote from the
// lesson's words (numerals marked as the prose's are). drawings are the
// chart drawn at build time at each of Layouts' sizes, in order (Draw,
// cleaned): the page shows the one its width takes, before any script
// runs, without JavaScript and in print, until the runtime (Bundle) puts
// the interactive chart in its place; without drawings the box is empty
// until then. The tables (DataTables) hold every number the chart draws,
// one keystroke (the summary) away from the chart's box. They stand in a
// <noscript>: without JavaScript they are the page's tables, and with it
// the browser reads them as one run of text, not the thousands of cells a
// long series makes, which the page's loader turns into tables when a
// reader opens them (live/livebuild/client/charts.js): the page's first view stays light. The options the
// runtime draws it with (Options) are not in the figure: the site
// publishes a page's in one file (OptionsFile), which the page's loader
// fetches with the runtime, so the first view carries no chart code or
// data the drawings and tables do not show.
func Render(name string, option []byte, tall bool, caption, description string, drawings ...[]byte) (string, error) {
	tables, err := DataTables(name, option)
	if err != nil {
		return "", err
	}
	if len(drawings) != 0 && len(drawings) != len(Layouts) {
		return "", fmt.Errorf("charts: chart %q: %d drawings, want one for each of %d layouts", name, len(drawings), len(Layouts))
	}
	class := "chart-canvas"
	if tall {
		class += " chart-canvas-tall"
	}
	size := len(tables) + len(description) + len(caption) + 1024
	for _, d := range drawings {
		size += len(d) + 128
	}
	var b strings.Builder
	b.Grow(size) // the option and the drawings are most of it
	fmt.Fprintf(&b, `<figure class="chart" id="figure-%s">`, name)
	fmt.Fprintf(&b, `<div class="%s" id="%s" role="img" tabindex="0" aria-labelledby="caption-%s" aria-describedby="description-%s">`, class, ID(name), name, name)
	for i, d := range drawings {
		b.Write(Place(d, "c-"+name+"-"+strconv.Itoa(i), Layouts[i].Class))
	}
	b.WriteString(`</div>`)
	fmt.Fprintf(&b, `<p class="chart-description" id="description-%s">%s</p>`, name, oneLine(description))
	fmt.Fprintf(&b, `<details class="chart-data"><summary>Grafiğin sayıları</summary><div class="chart-data-tables" id="chart-data-%s"><noscript>%s</noscript></div></details>`, name, tables)
	fmt.Fprintf(&b, `<figcaption id="caption-%s">%s</figcaption></figure>`, name, oneLine(caption))
	return b.String(), nil
}

// Requests returns what Draw is asked for a chart of options option
// (Options), tall if it stacks two grids: the options at each of Layouts'
// sizes, in order.
func Requests(option []byte, tall bool) []Request {
	reqs := make([]Request, len(Layouts))
	for i, l := range Layouts {
		w, h := l.Size(tall)
		reqs[i] = Request{Option: option, Width: w, Height: h}
	}
	return reqs
}
