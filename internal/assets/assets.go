// Package assets gives the build what its pages need beyond their own
// files, made by the tools the build runs (site.Assets): math rendered to
// MathML by KaTeX under node, the charts drawn as SVG and their runtime
// bundled (package charts), the search index (package search), the
// lesson's models compiled to WebAssembly (package livebuild). Each is
// kept in the project's cache folder (package cachedir), made with the npm
// packages the build installs for itself (Prepare, package nodedeps).
package assets

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"coursesite/charts"
	"coursesite/internal/cachedir"
	"coursesite/internal/exeid"
	"coursesite/live/livebuild"
	"coursesite/markdown"
	"coursesite/nodedeps"
	"coursesite/search"
)

// Disk renders math, draws the charts and bundles the chart runtime
// with the npm packages the build installed itself (Packages, package
// nodedeps), and compiles the model to WebAssembly, keeping each in the
// cache folder CacheDir (package cache). Neither is in the project: a
// node_modules or .cache a commit adds is never read (package cachedir).
type Disk struct {
	Root     string // project root
	CacheDir string // the project's cache folder, cachedir.Project(Root)
	Packages string // the folder of the build's npm packages, nodedeps.Dir(Root)

	err error // why CacheDir or Packages could not be chosen

	once   sync.Once
	js     []byte
	jsFile string
	jsErr  error

	liveMu     sync.Mutex
	liveModels string // the models of live, joined
	live       livebuild.Runtime
	katex      *KaTeX
	drawMu     sync.Mutex
}

// NewDisk returns the assets of the project at root, cached in its
// folder of the user's cache (cachedir.Project), made with the npm packages
// nodedeps installs for it (Prepare installs them). When either folder
// cannot be chosen, every asset fails, saying why.
func New(root string) *Disk {
	if abs, err := filepath.Abs(root); err == nil {
		root = abs
	}
	a := &Disk{Root: root}
	a.CacheDir, a.err = cachedir.Project(root)
	if a.err == nil {
		a.Packages, a.err = nodedeps.Dir(root)
	}
	a.katex = &KaTeX{Packages: a.Packages, CacheDir: a.CacheDir}
	return a
}

// RenderMath implements Assets; pages may call it at once.
func (a *Disk) RenderMath(ctx context.Context, items []markdown.TeX) ([]string, error) {
	if a.err != nil {
		return nil, a.err
	}
	return a.katex.Render(ctx, items)
}

// DrawCharts implements Assets: charts.Draw with the npm packages in
// Packages, cached in CacheDir. Pages rendered at once, and builds of
// one process, take turns: node draws one page's missing charts at a time,
// and the script it runs is bundled once.
func (a *Disk) DrawCharts(ctx context.Context, reqs []charts.Request) ([][]byte, error) {
	if a.err != nil {
		return nil, a.err
	}
	a.drawMu.Lock()
	defer a.drawMu.Unlock()
	return charts.Draw(ctx, a.Root, a.Packages, a.CacheDir, reqs)
}

// ChartRuntime implements Assets; the bundle is built once per process.
func (a *Disk) ChartRuntime(ctx context.Context) ([]byte, string, error) {
	if a.err != nil {
		return nil, "", a.err
	}
	a.once.Do(func() { a.js, a.jsFile, a.jsErr = charts.Bundle(a.Root, a.Packages, a.CacheDir) })
	return a.js, a.jsFile, a.jsErr
}

// LiveRuntime implements Assets: the models compiled to WebAssembly, one
// file each, from this program's own Go code when its source is on this
// machine (livebuild.Source; cached in that source's cache folder,
// cachedir.Project), else from the module at Root. A process builds it
// once for a set of models, as the models it runs are its own (livebuild.Bundle
// caches it on disk).
func (a *Disk) LiveRuntime(ctx context.Context, models []string) (livebuild.Runtime, error) {
	if a.err != nil {
		return livebuild.Runtime{}, a.err
	}
	a.liveMu.Lock()
	defer a.liveMu.Unlock()
	set := slices.Clone(models)
	slices.Sort(set)
	set = slices.Compact(set)
	joined := strings.Join(set, ",")
	if a.live.Files != nil && a.liveModels == joined {
		return a.live, nil
	}
	src, cache := a.Root, a.CacheDir
	if s := livebuild.Source(); s != "" {
		src = s
		var err error
		if cache, err = cachedir.Project(s); err != nil {
			return livebuild.Runtime{}, err
		}
	}
	rt, err := livebuild.Bundle(ctx, src, cache, set...)
	if err != nil {
		return livebuild.Runtime{}, err
	}
	a.live, a.liveModels = rt, joined
	return rt, nil
}

// Search implements Assets: search.Index with the npm packages in
// Packages, cached in CacheDir.
func (a *Disk) Search(ctx context.Context, pages map[string][]byte) (map[string][]byte, error) {
	if a.err != nil {
		return nil, a.err
	}
	return search.Index(ctx, a.Packages, a.CacheDir, pages)
}

// Prepare installs the npm packages the build needs when they are missing
// (nodedeps.Ensure), and removes the cache folders of projects that no
// longer exist (cachedir.Prune).
func Prepare(ctx context.Context, root string, log io.Writer) error {
	if err := nodedeps.Ensure(ctx, root, log); err != nil {
		return err
	}
	if _, err := cachedir.Prune(); err != nil {
		fmt.Fprintf(log, "build: warning: %v\n", err)
	}
	return nil
}

// RenderEnv names what a lesson's rendering depends on outside the
// project (RenderCache.Env): this program, the KaTeX that renders its
// math, what draws its charts, and the Pagefind that indexes the pages
// for the search (the render cache keeps the index too).
func (a *Disk) RenderEnv() (string, error) {
	if a.err != nil {
		return "", a.err
	}
	exe, err := exeid.ID()
	if err != nil {
		return "", fmt.Errorf("this program cannot be identified: %v", err)
	}
	katex, err := a.katex.version()
	if err != nil {
		return "", err
	}
	drawings, err := charts.DrawingsKey(a.Root, a.Packages)
	if err != nil {
		return "", err
	}
	pagefind, err := search.Version(a.Packages)
	if err != nil {
		pagefind = "none" // the search, if a build runs it, says why
	}
	return strings.Join([]string{exe, "katex " + katex, drawings, "pagefind " + pagefind}, "\n"), nil
}
