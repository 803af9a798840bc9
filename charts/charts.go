// Package charts puts a lesson's charts into its page: each chart, an
// ECharts option a lesson's model built (model.Chart), becomes one
// self-contained HTML block (Render) — a <figure> holding the chart drawn
// at build time as SVG at each width the page lays it out at (Draw, with
// ECharts' own server-side renderer under node), an accessible
// description, the numbers it draws as tables (DataTables) and a caption.
// The page shows the drawing before any script runs, without JavaScript
// and in print; a small self-hosted runtime (Bundle), which the page
// fetches only when a reader reaches for a chart, puts the interactive
// chart in its place, drawn from the page's options file (OptionsFile).
// Dark pages recolour both (CSS).
//
// It also holds what models share to build their options with go-echarts
// (ToOption, the layouts, the palette, WithNarrow): a model knows its
// figure, this package knows ECharts and the page. It knows no lesson.
//
// Every number in a figure is the model's; every word a reader sees is the
// lesson's, in Turkish: the runtime writes the option's numbers with a
// decimal comma, and Num writes labels the same way.
package charts

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"html/template"
	"strconv"
	"strings"
	"unicode"

	"coursesite/model"
)

// ID returns the element id of chart name's canvas, "chart_" + name:
// fixed, so builds stay byte-identical, and a valid JavaScript identifier
// when name is one (the site checks names: IsName).
func ID(name string) string { return "chart_" + name }

// IsName reports whether name can name a chart: a letter, then letters
// and digits (ASCII), so that its id is a JavaScript identifier and an
// HTML id alike.
func IsName(name string) bool {
	for i, r := range name {
		letter := 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return name != ""
}

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
// reader opens them (live/loader.js): the page's first view stays light. The options the
// runtime draws it with (Options) are not in the figure: the site
// publishes a page's in one file (OptionsFile), which the page's loader
// fetches with the runtime, so the first view carries no chart code or
// data the drawings and tables do not show.
func Render(name string, option []byte, tall bool, caption, description string, drawings ...[]byte) (template.HTML, error) {
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
	return template.HTML(b.String()), nil
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

// Options returns chart c's option as JSON: the runtime draws the chart
// with it (OptionsFile), and the page's in-browser model redraws a chart
// for a reader's scenario with it.
func Options(name string, c *model.Chart) ([]byte, error) {
	if c == nil || c.Option == nil {
		return nil, fmt.Errorf("charts: chart %q has no option", name)
	}
	js, err := ScriptJSON(c.Option)
	if err != nil {
		return nil, fmt.Errorf("charts: chart %q: encode option: %w", name, err)
	}
	return js, nil
}

// OptionsFile returns the file of a page's chart options, which the
// runtime draws its charts with: a JSON object of each chart's options
// (Options) by its name, in the page's order.
func OptionsFile(names []string, options [][]byte) []byte {
	size := 3
	for i, o := range options {
		size += len(o) + len(names[i]) + 8
	}
	var b bytes.Buffer
	b.Grow(size) // options are most of a page's bytes: grown once, not by doubling
	b.WriteByte('{')
	for i, name := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		n, _ := json.Marshal(name)
		b.Write(n)
		b.WriteByte(':')
		b.Write(options[i])
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// oneLine folds the whitespace of HTML text to single spaces: a newline,
// let alone a blank line, would end Markdown's raw HTML block.
func oneLine(h string) string {
	// Most text is on one line already, its spaces single: it stays as it
	// is (strings.Fields' spaces are unicode.IsSpace's).
	space := true // before the first letter, a space would lead
	for _, r := range h {
		is := unicode.IsSpace(r)
		if is && (r != ' ' || space) {
			return strings.Join(strings.Fields(h), " ")
		}
		space = is
	}
	if space && h != "" {
		return strings.Join(strings.Fields(h), " ")
	}
	return h
}

// Attr escapes plain text for an HTML attribute, on one line.
func Attr(text string) string { return html.EscapeString(oneLine(text)) }
