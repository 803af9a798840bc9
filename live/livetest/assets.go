//go:build !js

package livetest

import (
	"context"
	"testing"
	"testing/fstest"

	"coursesite/lesson"
	"coursesite/live/livebuild"
	"coursesite/model/modeltest"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// noLive is sitetest's assets (no node: math as its TeX, no drawings)
// without the live runtime: tests that compare what the page shows with
// what its engine computes need neither KaTeX's MathML, nor ECharts'
// drawings, nor the WebAssembly, which is livebuild.Bundle's test's
// business.
type noLive struct{ sitetest.Assets }

// LiveRuntime implements site.Assets: no runtime.
func (noLive) LiveRuntime(context.Context, []string) (livebuild.Runtime, error) {
	return livebuild.Runtime{}, nil
}

// Assets returns the assets of a build of the module's fixture project
// (modeltest.Root) without node and without the live runtime.
func Assets(t testing.TB) site.Assets {
	t.Helper()
	return noLive{sitetest.New(modeltest.Root())}
}

// Open opens the fixture project's lesson (modeltest.Lesson) from files, as
// a page's in-browser model does from the files published beside the page.
func Open(t testing.TB, files fstest.MapFS) *lesson.Lesson {
	t.Helper()
	params := files[modeltest.Lesson+"/model.json"].Data
	words := files[modeltest.Lesson+"/metinler.txt"].Data
	l, err := lesson.Open(modeltest.Name, "model.json", params, "metinler.txt", words)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
