package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"coursesite/check"
	"coursesite/listings/listingstest"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// TestCourse builds the course in the working directory and checks it, as
// `go run . build` and `go run . check` do, with site/sitetest's assets
// (math as its TeX, no drawings, no search; the controls' WebAssembly
// compiled as a build compiles it) and listings/listingstest's stand-in for
// the listings, so that it needs no node and no npm package. scaffold's
// TestNewLessonBuilds copies it into a copy of the repository where
// `go run . new` has just made a lesson, whose model this test's binary
// links, as the commands' does.
func TestCourse(t *testing.T) {
	ctx := context.Background()
	fsys, assets := os.DirFS("."), sitetest.New(".")
	out, err := site.New(fsys, assets).Build(ctx)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	if err := out.Write(filepath.Join(t.TempDir(), "public")); err != nil {
		t.Fatalf("build: writing the site: %v", err)
	}
	t.Logf("built %d pages, %d files", len(out.Pages), len(out.Files))
	r, err := check.Check(ctx, fsys, assets, listingstest.Run)
	if err != nil {
		t.Fatalf("check could not run: %v", err)
	}
	for _, f := range r.Findings {
		t.Errorf("check: %s", f)
	}
	t.Log(r.Summary())
}
