//go:build !js

package charts

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
)

// A Layout is a width the page lays a chart out at, and the size the
// build draws it at for that width: the chart's box keeps the drawing's
// proportions (charts.CSS), so the drawing fills it and the interactive
// chart that replaces it has the same size.
type Layout struct {
	Class      string // the drawing's class, which CSS shows at its widths
	Width      int    // CSS pixels
	Height     int    // of a figure of one grid
	TallHeight int    // of a figure of two stacked grids (model.Chart.Tall)
	// MaxWidth is the widest box, in rem, the drawing is shown in; 0 for
	// the last layout, which takes every wider one.
	MaxWidth float64
}

// Layouts are the widths the page lays a chart out at, narrowest first: a
// phone's reading column (390 CSS pixels less the margins), a tablet's or
// a printed page's (A4, about 680 pixels between the margins), and a
// desktop's (the figure's widest, 60rem). The narrow two are within
// NarrowWidth, so their drawings take the figures' narrow layouts (legend
// wrapped, labels inside), as the interactive chart does at those widths;
// each is shown in boxes whose width is at most a third away from its
// own. Heights are those the page gave the charts before they were drawn
// at build time, at each width.
var Layouts = []Layout{
	{Class: "chart-narrow", Width: 358, Height: 288, TallHeight: 512, MaxWidth: 32},
	{Class: "chart-medium", Width: 680, Height: 384, TallHeight: 608, MaxWidth: 52},
	{Class: "chart-wide", Width: 960, Height: 384, TallHeight: 608},
}

// A Request asks Draw for one drawing: a chart's options (Options' JSON)
// at a size, in CSS pixels.
type Request struct {
	Option        []byte
	Width, Height int
}

// Size returns the size a chart is drawn at in layout l.
func (l Layout) Size(tall bool) (w, h int) {
	if tall {
		return l.Width, l.TallHeight
	}
	return l.Width, l.Height
}

var (
	svgStyle  = regexp.MustCompile(`(?s)<style[^>]*>.*?</style>\s*`)
	svgClass  = regexp.MustCompile(` class="zr[0-9]+-cls-[0-9]+"`)
	svgEvents = regexp.MustCompile(` pointer-events="[a-z]+"| ecmeta_[a-z_]+="[^"]*"`)
	svgOpen   = regexp.MustCompile(`^<svg [^>]*viewBox="0 0 ([0-9.]+) ([0-9.]+)"[^>]*>`)
	svgRef    = regexp.MustCompile(`(id="|url\(#|href="#)(zr[0-9]+-[A-Za-z0-9]+)`)
	svgSpace  = regexp.MustCompile(`>\s+<`)
)

// cleanSVG makes ECharts' drawing a part of the page: without the hover
// styles, classes and hydration marks (ecmeta_*) of an interactive chart
// (the drawing is a picture;
// the interactive chart replaces it when a reader reaches for it), with
// its ids (clip paths) numbered k0, k1, … in order, which Place makes the
// page's own, on one line (a blank line would end Markdown's raw HTML
// block), its size left to the page's CSS (the viewBox keeps its
// proportions). The same chart gives the same bytes whichever charts node
// drew before it.
func cleanSVG(svg []byte) ([]byte, error) {
	m := svgOpen.FindSubmatch(svg)
	if m == nil || !bytes.HasSuffix(bytes.TrimSpace(svg), []byte("</svg>")) {
		return nil, fmt.Errorf("not an SVG drawing: %.80q", svg)
	}
	ns := `xmlns="http://www.w3.org/2000/svg"`
	if bytes.Contains(svg, []byte("xlink:")) {
		ns += ` xmlns:xlink="http://www.w3.org/1999/xlink"`
	}
	open := fmt.Sprintf(`<svg %s viewBox="0 0 %s %s">`, ns, m[1], m[2])
	body := svg[len(m[0]):]
	body = svgStyle.ReplaceAll(body, nil)
	body = svgClass.ReplaceAll(body, nil)
	body = svgEvents.ReplaceAll(body, nil)
	ids := map[string]string{}
	body = svgRef.ReplaceAllFunc(body, func(ref []byte) []byte {
		sub := svgRef.FindSubmatch(ref)
		id, ok := ids[string(sub[2])]
		if !ok {
			id = "k" + strconv.Itoa(len(ids))
			ids[string(sub[2])] = id
		}
		return append(append([]byte(nil), sub[1]...), id...)
	})
	body = svgSpace.ReplaceAll(bytes.TrimSpace(body), []byte("><"))
	body = bytes.ReplaceAll(body, []byte("\n"), []byte(" "))
	return append([]byte(open), body...), nil
}

// Place returns a cleaned drawing as one of a page's: its ids prefixed
// with prefix (unique on the page: ids are the document's, and two
// drawings' k0 would clip each other's lines), hidden from screen readers
// (the chart's box names it and the figure holds its numbers) and of
// class "chart-drawing " + class.
func Place(svg []byte, prefix, class string) []byte {
	attrs := fmt.Sprintf(`<svg class="chart-drawing %s" aria-hidden="true" focusable="false" `, class)
	return append([]byte(attrs), prefixIDs(bytes.TrimPrefix(svg, []byte("<svg ")), prefix)...)
}

// localOpeners are what stands before a local id (k0, k1, …) in a cleaned
// drawing: its definition and the two ways to refer to it.
var localOpeners = [][]byte{[]byte(`id="`), []byte(`url(#`), []byte(`href="#`)}

// prefixIDs returns svg with each local id — k and digits after one of
// localOpeners — as prefix-k…. A drawing is tens of kilobytes with a few
// ids: a scan for "k" beats a regular expression that must try its
// alternatives at every byte.
func prefixIDs(svg []byte, prefix string) []byte {
	out := make([]byte, 0, len(svg)+len(prefix)*16)
	last := 0
	for i := 0; i < len(svg); i++ {
		if svg[i] != 'k' || i+1 >= len(svg) || svg[i+1] < '0' || svg[i+1] > '9' {
			continue
		}
		for _, o := range localOpeners {
			if bytes.HasSuffix(svg[:i], o) {
				out = append(append(append(out, svg[last:i]...), prefix...), '-')
				last = i
				break
			}
		}
	}
	return append(out, svg[last:]...)
}
