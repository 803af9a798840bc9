// Package charts draws the lesson's figures: interactive ECharts charts
// built at build time with go-echarts from the model's results (sim), each
// rendered as one self-contained HTML block (a <figure> holding the canvas
// element, the chart's options as JSON and a caption), and the small
// self-hosted runtime that draws them (Bundle).
//
// Every number in a figure is the model's; every word a reader sees is
// Turkish, numbers included: the runtime writes the option's numbers with a
// decimal comma and the Go side writes captions and accessible descriptions
// the same way.
package charts

import (
	"fmt"
	"html"
	"html/template"
	"strings"

	"coursesite/sim"
)

// figure is a built figure before it becomes HTML.
type figure struct {
	option      option
	caption     string // what the figure shows, for every reader
	description string // the accessible description, with the data's gist
	tall        bool   // two stacked grids: the canvas is taller
}

// builders makes each figure from the model's results, by name.
var builders = map[string]func(*sim.Sonuc) (figure, error){
	"gecikme":       latencyFigure,
	"gecikmeSirali": sortedLatencyFigure,
	"yuva":          slotsFigure,
	"paylar":        sharesFigure,
	"arizaPayi":     errorBudgetFigure,
	"tarama":        sweepFigure,
}

// Names lists the figures Render knows, in the order the lesson shows them.
func Names() []string {
	return []string{"gecikme", "gecikmeSirali", "yuva", "paylar", "arizaPayi", "tarama"}
}

// ID returns the element id of figure name's chart, "grafik_" + name: fixed,
// so builds stay byte-identical, and a valid JavaScript identifier.
func ID(name string) string { return "grafik_" + name }

// Render returns figure name, drawn from s, as one HTML block without blank
// lines, so that Markdown passes it through as raw HTML:
//
//	<figure class="grafik" id="sekil-NAME"><div class="grafik-tuval" id="grafik_NAME"
//	role="img" aria-label="…"></div><script type="application/json"
//	data-grafik="grafik_NAME">{options}</script><figcaption>…</figcaption></figure>
//
// The runtime (Bundle) draws every such chart; without it the caption
// still says what the figure shows.
func Render(s *sim.Sonuc, name string) (template.HTML, error) {
	f, err := makeFigure(s, name)
	if err != nil {
		return "", err
	}
	return fragment(name, f)
}

// Options returns figure name's ECharts options, drawn from s, as the JSON
// Render puts in the page's <script data-grafik> element: the page's
// in-browser model redraws a chart for a reader's scenario with it.
func Options(s *sim.Sonuc, name string) ([]byte, error) {
	f, err := makeFigure(s, name)
	if err != nil {
		return nil, err
	}
	return optionJSON(name, f)
}

// makeFigure builds figure name from s.
func makeFigure(s *sim.Sonuc, name string) (figure, error) {
	build, ok := builders[name]
	if !ok {
		return figure{}, fmt.Errorf("charts: unknown figure %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	if s == nil || s.Model == nil {
		return figure{}, fmt.Errorf("charts: figure %q: no model results", name)
	}
	f, err := build(s)
	if err != nil {
		return figure{}, fmt.Errorf("charts: figure %q: %w", name, err)
	}
	return f, nil
}

// optionJSON encodes figure f's options for the page (scriptJSON).
func optionJSON(name string, f figure) ([]byte, error) {
	js, err := scriptJSON(f.option)
	if err != nil {
		return nil, fmt.Errorf("charts: figure %q: encode options: %w", name, err)
	}
	return js, nil
}

// fragment writes figure f as Render describes.
func fragment(name string, f figure) (template.HTML, error) {
	js, err := optionJSON(name, f)
	if err != nil {
		return "", err
	}
	class := "grafik-tuval"
	if f.tall {
		class += " grafik-tuval-iki"
	}
	id := ID(name)
	desc, caption := attr(f.description), attr(f.caption)
	var b strings.Builder
	b.Grow(len(js) + len(desc) + len(caption) + 512) // the options are most of it
	fmt.Fprintf(&b, `<figure class="grafik" id="sekil-%s">`, name)
	fmt.Fprintf(&b, `<div class="%s" id="%s" role="img" aria-label="%s"></div>`, class, id, desc)
	fmt.Fprintf(&b, `<script type="application/json" data-grafik="%s">%s</script>`, id, js)
	fmt.Fprintf(&b, `<figcaption>%s</figcaption></figure>`, caption)
	return template.HTML(b.String()), nil
}

// attr escapes text for HTML and folds its whitespace to single spaces: a
// newline, let alone a blank line, would end Markdown's raw HTML block.
func attr(text string) string {
	return html.EscapeString(strings.Join(strings.Fields(text), " "))
}
