package site

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"coursesite/charts"
	"coursesite/nodedeps"
)

// DiskAssets renders math and bundles the chart runtime from the project's
// node_modules, caching both on disk under CacheDir.
type DiskAssets struct {
	Root     string // project root
	CacheDir string

	once   sync.Once
	js     []byte
	jsErr  error
	katex  *KaTeX
	mathMu sync.Mutex
}

// NewDiskAssets returns the assets of the project at root, cached in
// root/.cache.
func NewDiskAssets(root string) *DiskAssets {
	if abs, err := filepath.Abs(root); err == nil {
		root = abs
	}
	cache := filepath.Join(root, ".cache")
	return &DiskAssets{Root: root, CacheDir: cache, katex: &KaTeX{Root: root, CacheDir: cache}}
}

// RenderMath implements Assets.
func (a *DiskAssets) RenderMath(ctx context.Context, items []texItem) ([]string, error) {
	a.mathMu.Lock()
	defer a.mathMu.Unlock()
	return a.katex.Render(ctx, items)
}

// ChartRuntime implements Assets; the bundle is built once per process.
func (a *DiskAssets) ChartRuntime(ctx context.Context) ([]byte, error) {
	a.once.Do(func() { a.js, a.jsErr = charts.Bundle(a.Root, a.CacheDir) })
	return a.js, a.jsErr
}

// Prepare installs the npm packages the build needs when they are missing.
func Prepare(ctx context.Context, root string, log io.Writer) error {
	return nodedeps.Ensure(ctx, root, log)
}

// RunBuild implements "build [-out DIR]".
func RunBuild(ctx context.Context, args []string, log io.Writer) error {
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	out := fs.String("out", "public", "write the site to `dir`")
	if err := fs.Parse(args); err != nil {
		return err
	}
	start := time.Now()
	if err := Prepare(ctx, ".", log); err != nil {
		return err
	}
	o, err := New(os.DirFS("."), NewDiskAssets(".")).Build(ctx)
	if err != nil {
		return err
	}
	if err := o.Write(*out); err != nil {
		return fmt.Errorf("build: writing %s: %v", *out, err)
	}
	var size int
	for _, b := range o.Files {
		size += len(b)
	}
	fmt.Fprintf(log, "built %d pages, %d files (%d KB) into %s/ in %v\n", len(o.Pages), len(o.Files), size/1024, filepath.Clean(*out), time.Since(start).Round(time.Millisecond))
	return nil
}
