//go:build !js

package livebuild

import (
	"bytes"
	"coursesite/live"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ReadRefs reads from a page's HTML (a whole page, whose <main> it reads,
// or a body) what live/livebuild/client/prose.js finds there for the model to compute, in
// the same order: the numerals (<data data-name>) and conditions
// (span.condition) outside the tables and charts, every claim, the tables
// (figure.table#table-NAME) and the charts (.chart-canvas#chart_NAME).
// It is the tests' oracle: the build computes a page's answers ahead
// (Sweeps) for what its reading recorded (site.Reading.Refs), never for
// its HTML read back, and the tests hold the two to each other; the
// loader compares the answers' refs with its own before it uses them.
func ReadRefs(page []byte) (live.Refs, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return live.Refs{}, err
	}
	root := doc
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Main {
			root = n
			break
		}
	}
	var r live.Refs
	var walk func(n *html.Node, inFigure bool)
	walk = func(n *html.Node, inFigure bool) {
		if n.Type == html.ElementNode {
			id, _ := attr(n, "id")
			switch {
			case n.DataAtom == atom.Figure && hasClass(n, "table"):
				inFigure = true
				if name, ok := strings.CutPrefix(id, "table-"); ok {
					r.Tables = append(r.Tables, name)
				}
			case n.DataAtom == atom.Figure && hasClass(n, "chart"):
				inFigure = true
			}
			if name, ok := strings.CutPrefix(id, "chart_"); ok && hasClass(n, "chart-canvas") {
				r.Charts = append(r.Charts, name)
			}
			expr, hasExpr := attr(n, "data-expr")
			if hasExpr && hasClass(n, "claim") {
				text, _ := attr(n, "data-text")
				r.Claims = append(r.Claims, live.ClaimRef{Text: text, Expr: expr})
			}
			if !inFigure {
				if name, ok := attr(n, "data-name"); ok && n.DataAtom == atom.Data {
					form, _ := attr(n, "data-format")
					suffixes, _ := attr(n, "data-suffixes")
					_, upper := attr(n, "data-upper")
					r.Numerals = append(r.Numerals, live.NumeralRef{Name: name, Form: form, Suffixes: suffixes, Upper: upper})
				}
				if hasExpr && n.DataAtom == atom.Span && hasClass(n, "condition") && !slices.Contains(r.Conditions, expr) {
					r.Conditions = append(r.Conditions, expr)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inFigure)
		}
	}
	walk(root, false)
	return r, nil
}

// attr returns n's attribute key and whether it has one.
func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

// hasClass reports whether n's class attribute lists class.
func hasClass(n *html.Node, class string) bool {
	v, _ := attr(n, "class")
	return slices.Contains(strings.Fields(v), class)
}
