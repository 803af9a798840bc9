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
// A model builds its options with package plot (or plot/goecharts): a model
// knows its figure, this package knows ECharts and the page. It knows no
// lesson. The page's WebAssembly (package live) links what it needs to
// redraw a chart's words and tables (Options, DataTables); what draws and
// bundles is for the build alone (files built !js).
//
// Every number in a figure is the model's; every word a reader sees is the
// lesson's, in Turkish: the runtime writes the option's numbers with a
// decimal comma, and plot.Num writes labels the same way.
package charts

import (
	"bytes"
	"html"
	"strings"
	"unicode"

	"coursesite/internal/msg"
	"coursesite/plainjson"
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

// Options returns a chart's option as JSON: what the build draws and the
// tables of its numbers read, and what the page's runtime draws the chart
// with (OptionsFile).
func Options(name string, option map[string]any) ([]byte, error) {
	if option == nil {
		return nil, msg.Errorf("charts: chart %q has no option", name)
	}
	js, err := ScriptJSON(option)
	if err != nil {
		return nil, msg.Errorf("charts: chart %q: encode option: %w", name, err)
	}
	return js, nil
}

// ScriptJSON encodes v for a <script type="application/json"> element: "<",
// ">" and "&" become \u003c, \u003e and \u0026, so no text in the options,
// whatever it says, can close the element or open a comment; U+2028 and
// U+2029 are escaped as well. The output has no newline.
func ScriptJSON(v any) ([]byte, error) { return plainjson.Marshal(v) }

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
		b.Write(plainjson.AppendString(nil, name))
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
