// Package charts puts a lesson's charts into its page: each chart, an
// ECharts option a lesson's model built (model.Chart), becomes one
// self-contained HTML block — a <figure> holding the canvas element, the
// option as JSON, an accessible description and a caption — and a small
// self-hosted runtime draws them (Bundle).
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
	"fmt"
	"html"
	"html/template"
	"strings"

	"coursesite/model"
)

// ID returns the element id of chart name's canvas, "grafik_" + name:
// fixed, so builds stay byte-identical, and a valid JavaScript identifier
// when name is one (the site checks names: IsName).
func ID(name string) string { return "grafik_" + name }

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

// Render returns chart c, called name, as one HTML block without blank
// lines, so that Markdown passes it through as raw HTML:
//
//	<figure class="grafik" id="sekil-NAME"><div class="grafik-tuval" id="grafik_NAME"
//	role="img" aria-describedby="aciklama-NAME"></div><script type="application/json"
//	data-grafik="grafik_NAME">{option}</script><p class="grafik-aciklama"
//	id="aciklama-NAME">…</p><figcaption>…</figcaption></figure>
//
// caption and description are HTML the site wrote from the lesson's words
// (numerals marked as the prose's are). The runtime (Bundle) draws every
// such chart; without it the caption and the description still say what
// the figure shows.
func Render(name string, c *model.Chart, caption, description string) (template.HTML, error) {
	js, err := Options(name, c)
	if err != nil {
		return "", err
	}
	class := "grafik-tuval"
	if c.Tall {
		class += " grafik-tuval-iki"
	}
	var b strings.Builder
	b.Grow(len(js) + len(description) + len(caption) + 512) // the option is most of it
	fmt.Fprintf(&b, `<figure class="grafik" id="sekil-%s">`, name)
	fmt.Fprintf(&b, `<div class="%s" id="%s" role="img" aria-describedby="aciklama-%s"></div>`, class, ID(name), name)
	fmt.Fprintf(&b, `<script type="application/json" data-grafik="%s">%s</script>`, ID(name), js)
	fmt.Fprintf(&b, `<p class="grafik-aciklama" id="aciklama-%s">%s</p>`, name, oneLine(description))
	fmt.Fprintf(&b, `<figcaption>%s</figcaption></figure>`, oneLine(caption))
	return template.HTML(b.String()), nil
}

// Options returns chart c's option as the JSON Render puts in the page's
// <script data-grafik> element: the page's in-browser model redraws a
// chart for a reader's scenario with it.
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

// oneLine folds the whitespace of HTML text to single spaces: a newline,
// let alone a blank line, would end Markdown's raw HTML block.
func oneLine(h string) string { return strings.Join(strings.Fields(h), " ") }

// Attr escapes plain text for an HTML attribute, on one line.
func Attr(text string) string { return html.EscapeString(oneLine(text)) }
