//go:build !js

// Package sitetest gives the tests of the build's pipeline assets that
// need no node and no npm package: what they test is the pipeline, not
// KaTeX's MathML or ECharts' drawings, whose tests run them for real (the
// browser tests and the engine's tests that need node, in e2e; the content
// tests). It imports nothing of package site, so that site's own tests use
// it too; the stand-in for a lesson's listings, which speaks of site.Page,
// is listings/listingstest's.
package sitetest

import (
	"context"
	"fmt"
	"html"

	"coursesite/charts"
	"coursesite/internal/assets"
	"coursesite/internal/exeid"
	"coursesite/markdown"
)

// Assets are assets.Disk for the controls' runtime (Go compiles it;
// no node), and stand-ins for the rest: each formula as its TeX in a
// <code class="math-tex">, no chart drawn (the page leaves its charts to
// the runtime), a chart runtime of one comment, no search.
type Assets struct{ *assets.Disk }

// New returns the assets of the project at root (assets.New), with
// stand-ins for what needs node.
func New(root string) Assets { return Assets{assets.New(root)} }

// RenderMath implements site.Assets: each formula's TeX, escaped.
func (Assets) RenderMath(_ context.Context, items []markdown.TeX) ([]string, error) {
	out := make([]string, len(items))
	for i, m := range items {
		out[i] = `<code class="math-tex">` + html.EscapeString(m.TeX) + `</code>`
	}
	return out, nil
}

// DrawCharts implements site.Assets: no drawings.
func (Assets) DrawCharts(context.Context, []charts.Request) ([][]byte, error) { return nil, nil }

// ChartRuntime implements site.Assets: a script that does nothing.
func (Assets) ChartRuntime(context.Context) ([]byte, string, error) {
	return []byte("/* the chart runtime, left out of a test's build */\n"), "", nil
}

// Search implements site.Assets: no search.
func (Assets) Search(context.Context, map[string][]byte) (map[string][]byte, error) {
	return nil, nil
}

// RenderEnv names what a lesson's rendering depends on outside the
// project (site.RenderCache.Env), as assets.Disk's RenderEnv does: this
// program, and these stand-ins where the build names its KaTeX and what
// draws its charts (which this one neither reads nor needs), so that a
// rendering kept with them is never taken over by a build with the real
// ones.
func (Assets) RenderEnv() (string, error) {
	exe, err := exeid.ID()
	if err != nil {
		return "", fmt.Errorf("this program cannot be identified: %v", err)
	}
	return exe + "\nsitetest: math as its TeX, no drawings", nil
}
