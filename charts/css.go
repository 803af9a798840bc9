//go:build !js

package charts

import (
	"fmt"
	"strconv"
	"strings"
)

// CSS returns the styles the figures need. A chart's box is as wide as
// its figure and keeps the proportions of the drawing its width takes
// (Layouts: a container query on the page's main element, whose width the
// figure follows); the drawing fills it, and the interactive chart that
// replaces it is drawn into a box of the same size; a drawing the page's
// worker makes after a move (chart-live) is of the box's own size. The tables of a
// chart's numbers scroll in a box of their own, their header row in view,
// below the caption (which the markup puts last, as a figure's caption
// must be).
//
// A drawing below the first screen is laid out only when it comes near
// (content-visibility: auto): inline SVG at three widths is most of what
// the browser lays out. Its box keeps its exact height meanwhile, given
// by the aspect ratio, not estimated, so following a link down the page
// moves nothing above its target when the drawings it passes appear.
//
// Dark pages (prefers-color-scheme, on screen; paper stays light) recolour
// what ECharts draws in its default theme's greys and white, in the
// drawings and in the interactive chart alike, which the same SVG renderer
// draws with the same colours; the series keep the Okabe–Ito palette,
// each at least 3.3:1 against the dark background, so they stay apart.
func CSS() string {
	var b strings.Builder
	b.WriteString(`.chart{margin:1.5rem 0;display:flex;flex-direction:column}
.chart-data{order:2}
.chart-canvas{position:relative;width:100%;content-visibility:auto}
.chart-canvas:focus-visible{outline:2px solid var(--accent,#1d5f8c);outline-offset:3px}
.chart-drawing{display:none;width:100%;height:100%}
.chart figcaption{margin-top:.5rem;font-size:.92em;line-height:1.45;color:var(--muted,#444)}
.chart-data{margin:.35rem 0 0;font-family:system-ui,sans-serif;font-size:.85rem}
.chart-data summary{cursor:pointer;color:var(--accent,#1d5f8c);width:max-content;max-width:100%}
.chart-data .table-scroll{max-height:22rem;overflow:auto;margin-top:.4rem}
.chart-data table{font-size:.8rem}
.chart-data thead th{position:sticky;top:0;z-index:2;background:var(--bg,#fff)}
.chart-data td,.chart-data tbody th{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:400}
.chart-data tbody th{text-align:left}
`)
	// Widest first, each later rule for narrower boxes.
	for i := len(Layouts) - 1; i >= 0; i-- {
		l := Layouts[i]
		rules := fmt.Sprintf(".chart-canvas{aspect-ratio:%d/%d}.chart-canvas-tall{aspect-ratio:%d/%d}", l.Width, l.Height, l.Width, l.TallHeight)
		for _, o := range Layouts {
			if o.Class != l.Class {
				rules += "." + o.Class + "{display:none}"
			}
		}
		rules += "." + l.Class + "{display:block}"
		if l.MaxWidth == 0 {
			b.WriteString(rules + "\n")
			continue
		}
		fmt.Fprintf(&b, "@container (max-width:%srem){%s}\n", strconv.FormatFloat(l.MaxWidth, 'f', -1, 64), rules)
	}
	// A drawing the page's worker made after a reader's move (chart-live)
	// is of its box's own size, at every width; the interactive chart
	// it stands in for hides behind it until a reader reaches for it
	// again (data-drawn).
	b.WriteString(".chart-drawing.chart-live{display:block}\n.chart-canvas:not([data-drawn])>div{display:none}\n")
	b.WriteString(darkCSS)
	return b.String()
}

// darkCSS recolours the charts on a dark page: ECharts' greys (axes,
// labels, split lines, the legend's pager), its white (symbols' fill,
// labels' outlines), the page's light background behind labels
// (LabelBacking), and the two colours of the palette that are not data
// (Gray, Maroon); and the interactive chart's tooltip.
const darkCSS = `@media screen and (prefers-color-scheme:dark){
.chart svg [fill="#54555a"],.chart svg [fill="#6d6e73"]{fill:#b9bcc2}
.chart svg [stroke="#54555a"]{stroke:#9a9da3}
.chart svg [stroke="#dbdee4"]{stroke:#3b3f45}
.chart svg [fill="#333"],.chart svg [fill="#3c3c41"],.chart svg [fill="#eee"]{fill:#e3e5e8}
.chart svg [fill="#fff"],.chart svg [fill="#ffffff"],.chart svg [fill="rgb(253,253,251)"]{fill:#191b1f}
.chart svg [stroke="#fff"],.chart svg [stroke="#ffffff"],.chart svg [stroke="rgb(255,255,255)"]{stroke:#191b1f}
.chart svg [stroke="#444444"]{stroke:#a3a6ab}
.chart svg [fill="#444444"]{fill:#a3a6ab}
.chart svg [stroke="#7a0019"]{stroke:#ff8093}
.chart svg [fill="#7a0019"]{fill:#ff8093}
.chart svg [fill="#6578ba"]{fill:#9fb0e8}
.chart svg [fill="#e0e4f2"]{fill:#4a4f5c}
.chart-tooltip{background-color:#25282d!important;border-color:#4a4e55!important;color:#e3e5e8!important}
.chart-tooltip *{color:inherit!important}
}
`
