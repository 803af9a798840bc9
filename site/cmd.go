package site

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"coursesite/charts"
	"coursesite/internal/cachedir"
	"coursesite/internal/cli"
	"coursesite/internal/exeid"
	"coursesite/internal/proc"
	"coursesite/live/livebuild"
	"coursesite/nodedeps"
	"coursesite/search"
)

// DiskAssets renders math, draws the charts and bundles the chart runtime
// with the npm packages the build installed itself (Packages, package
// nodedeps), and compiles the model to WebAssembly, keeping each in the
// cache folder CacheDir (package cache). Neither is in the project: a
// node_modules or .cache a commit adds is never read (package cachedir).
type DiskAssets struct {
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

// NewDiskAssets returns the assets of the project at root, cached in its
// folder of the user's cache (cachedir.Project), made with the npm packages
// nodedeps installs for it (Prepare installs them). When either folder
// cannot be chosen, every asset fails, saying why.
func NewDiskAssets(root string) *DiskAssets {
	if abs, err := filepath.Abs(root); err == nil {
		root = abs
	}
	a := &DiskAssets{Root: root}
	a.CacheDir, a.err = cachedir.Project(root)
	if a.err == nil {
		a.Packages, a.err = nodedeps.Dir(root)
	}
	a.katex = &KaTeX{Packages: a.Packages, CacheDir: a.CacheDir}
	return a
}

// RenderMath implements Assets; pages may call it at once.
func (a *DiskAssets) RenderMath(ctx context.Context, items []TeX) ([]string, error) {
	if a.err != nil {
		return nil, a.err
	}
	return a.katex.Render(ctx, items)
}

// DrawCharts implements Assets: charts.Draw with the npm packages in
// Packages, cached in CacheDir. Pages rendered at once, and builds of
// one process, take turns: node draws one page's missing charts at a time,
// and the script it runs is bundled once.
func (a *DiskAssets) DrawCharts(ctx context.Context, reqs []charts.Request) ([][]byte, error) {
	if a.err != nil {
		return nil, a.err
	}
	a.drawMu.Lock()
	defer a.drawMu.Unlock()
	return charts.Draw(ctx, a.Root, a.Packages, a.CacheDir, reqs)
}

// ChartRuntime implements Assets; the bundle is built once per process.
func (a *DiskAssets) ChartRuntime(ctx context.Context) ([]byte, string, error) {
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
func (a *DiskAssets) LiveRuntime(ctx context.Context, models []string) (livebuild.Runtime, error) {
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
func (a *DiskAssets) Search(ctx context.Context, pages map[string][]byte) (map[string][]byte, error) {
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

// RunBuild implements "build [-out DIR] [-fresh] [-base-url URL]".
func RunBuild(ctx context.Context, args []string, log io.Writer) error {
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	out := fs.String("out", "public", "write the site to `dir`")
	fresh := fs.Bool("fresh", false, "render every lesson, taking none from the last build (the cache's pages)")
	base := fs.String("base-url", "", "publish the site at `URL` (its sitemap, canonical links, social cards), over content/index.md's adres")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	start := time.Now()
	batchGC()
	assets := NewDiskAssets(".")
	o, err := prepareAndBuild(ctx, assets, *fresh, *base, log)
	// A Ctrl-C says so, whatever step it stopped (a command killed, a
	// compile cut short, one after the last command), and that the output
	// is as it was.
	if ierr := proc.Interrupted(ctx); ierr != nil {
		return fmt.Errorf("%w; %s/ is unchanged", ierr, filepath.Clean(*out))
	}
	if err != nil {
		return err
	}
	if err := o.Write(*out); err != nil {
		return fmt.Errorf("build: writing %s: %v", *out, err)
	}
	taken, err := o.PruneCache()
	if err != nil {
		fmt.Fprintf(log, "build: warning: keeping the lessons' renderings for the next build: %v\n", err)
	}
	trimHighlightCache()
	var size int
	for _, b := range o.Files {
		size += len(b)
	}
	unchanged := ""
	if taken > 0 {
		unchanged = fmt.Sprintf("; lessons unchanged since the last build, not rendered again: %d of %d", taken, len(o.Pages)-1)
	}
	fmt.Fprintf(log, "built %d pages, %d files (%d KB) into %s/ in %v%s\n", len(o.Pages), len(o.Files), size/1024, filepath.Clean(*out), time.Since(start).Round(time.Millisecond), unchanged)
	return nil
}

// prepareAndBuild installs the npm packages the build needs and builds the
// site of the current folder with assets, taking the lessons whose inputs
// did not change from the last build (RenderCache) unless fresh.
func prepareAndBuild(ctx context.Context, assets *DiskAssets, fresh bool, base string, log io.Writer) (*Output, error) {
	s := New(os.DirFS("."), assets)
	if base != "" {
		if err := s.SetBaseURL(base); err != nil {
			return nil, err
		}
	}
	if err := Prepare(ctx, ".", log); err != nil {
		return nil, err
	}
	useHighlightCache(assets.CacheDir)
	if env, err := assets.RenderEnv(); err == nil {
		s.UseCache(RenderCache{Dir: assets.CacheDir, Env: env, Refresh: fresh})
	} else {
		fmt.Fprintf(log, "build: rendering every lesson, keeping none for the next build: %v\n", err)
	}
	return s.Build(ctx)
}

// RenderEnv names what a lesson's rendering depends on outside the
// project (RenderCache.Env): this program, the KaTeX that renders its
// math and what draws its charts.
func (a *DiskAssets) RenderEnv() (string, error) {
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
	return strings.Join([]string{exe, "katex " + katex, drawings}, "\n"), nil
}

// RunReport implements "report [-lesson NAME]" (also "rapor -ders NAME",
// its first, Turkish, spelling): it prints the report of a lesson's model —
// what the lesson's listed code prints — for the lesson's parameters.
// Without -lesson, the project must have one lesson whose model reports.
func RunReport(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	name := fs.String("lesson", "", "the lesson's `folder` under content/")
	fs.StringVar(name, "ders", "", "the same as -lesson")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	s := New(os.DirFS("."), nil)
	pages, err := s.readPages(nil)
	if err != nil {
		return err
	}
	var found []*Page
	for _, p := range pages[1:] {
		if *name != "" && strings.TrimSuffix(p.URL, "/") != *name {
			continue
		}
		if err := s.open(p); err != nil {
			return err
		}
		if p.State == nil {
			continue
		}
		if p.State.Result.Report != nil {
			found = append(found, p)
		}
	}
	switch {
	case len(found) == 0 && *name != "":
		return fmt.Errorf("report: no lesson content/%s/ whose model prints a report", *name)
	case len(found) == 0:
		return fmt.Errorf("report: no lesson's model prints a report")
	case len(found) > 1:
		var names []string
		for _, p := range found {
			names = append(names, strings.TrimSuffix(p.URL, "/"))
		}
		return fmt.Errorf("report: several lessons report (%s): choose one with -lesson", strings.Join(names, ", "))
	}
	var b strings.Builder
	for _, l := range found[0].State.Result.Report() {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}

// batchGC turns the garbage collector off for a build, unless GOGC says
// otherwise. The process ends when the site is written, and a build's heap
// stays in tens of megabytes: collecting it as it grows would cost more
// (the collector's work, on every core) than the memory it saves. Past a
// gigabyte (or GOMEMLIMIT) the collector runs again.
func batchGC() {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(-1)
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}
