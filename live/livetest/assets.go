//go:build !js

package livetest

import (
	"context"
	"os"
	"sync"
	"testing"
	"testing/fstest"

	"coursesite/lesson"
	"coursesite/live/livebuild"
	"coursesite/model/modeltest"
	"coursesite/site"
)

// noLive renders math and bundles charts as a real build does, but leaves
// the live runtime out: tests that compare pages need not build the
// WebAssembly, which is livebuild.Bundle's test's business.
type noLive struct{ *site.DiskAssets }

// LiveRuntime implements site.Assets: no runtime.
func (noLive) LiveRuntime(context.Context, []string) (livebuild.Runtime, error) {
	return livebuild.Runtime{}, nil
}

var (
	assetsOnce sync.Once
	assets     noLive
	assetsErr  error
)

// Assets returns the assets of a build of the module's fixture project
// (modeltest.Root) without the live runtime, its npm packages installed
// once a process.
func Assets(t testing.TB) site.Assets {
	t.Helper()
	assetsOnce.Do(func() {
		assetsErr = site.Prepare(context.Background(), modeltest.Root(), os.Stderr)
		assets = noLive{site.NewDiskAssets(modeltest.Root())}
	})
	if assetsErr != nil {
		t.Fatalf("installing npm packages: %v", assetsErr)
	}
	return assets
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
