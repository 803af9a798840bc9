// Package buildcmd holds the commands that run the build's pipeline
// (package site) from the command line: build, which publishes the site
// into a folder, and report, which prints what a lesson's listings print.
// build.go dispatches to them.
package buildcmd

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"coursesite/highlight"
	"coursesite/internal/assets"
	"coursesite/internal/cli"
	"coursesite/internal/proc"
	"coursesite/site"
)

// RunBuild implements "build [-out DIR] [-fresh] [-base-url URL]": the
// site built with assets.Disk, once the npm packages it needs are installed
// (assets.Prepare).
func RunBuild(ctx context.Context, args []string, log io.Writer) error {
	return runWith(ctx, args, diskTools, log)
}

// buildAssets are what the build command builds the site with: its assets
// (site.Assets), and what a lesson's rendering depends on outside the
// project (RenderEnv), the key of the renderings it keeps for the next
// build (site.RenderCache.Env).
type buildAssets interface {
	site.Assets
	RenderEnv() (string, error)
}

// tools are what the build command builds with.
type tools struct {
	// prepare makes ready what the assets of the project in the working
	// directory need, saying on log what it installs. It runs once the
	// command's flags and -base-url are read, so that a mistyped one
	// installs nothing.
	prepare func(ctx context.Context, log io.Writer) error
	// assets returns the assets of the project in the working directory,
	// and the folder of the user's cache they keep their files in, where
	// the lessons' renderings and the listings' highlights are kept too.
	assets func() (a buildAssets, cacheDir string)
}

// diskTools are RunBuild's: the npm packages installed, assets.Disk. The
// command's tests give sitetest's assets, which need neither node nor an
// npm package.
var diskTools = tools{
	prepare: func(ctx context.Context, log io.Writer) error { return assets.Prepare(ctx, ".", log) },
	assets: func() (buildAssets, string) {
		disk := assets.New(".")
		return disk, disk.CacheDir
	},
}

// runWith is RunBuild with its tools.
func runWith(ctx context.Context, args []string, tools tools, log io.Writer) error {
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	out := fs.String("out", "public", "write the site to `dir`")
	fresh := fs.Bool("fresh", false, "render every lesson, taking none from the last build (the cache's pages)")
	base := fs.String("base-url", "", "publish the site at `URL` (its sitemap, canonical links, social cards), over content/index.md's adres")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	start := time.Now()
	batchGC()
	o, err := prepareAndBuild(ctx, tools, *fresh, *base, nil, log)
	// A Ctrl-C says so, whatever step it stopped (a command killed, a
	// compile cut short, one after the last command), and that the output
	// is as it was.
	if ierr := proc.Interrupted(ctx); ierr != nil {
		return fmt.Errorf("%w; %s/ is unchanged", ierr, filepath.Clean(*out))
	}
	if err != nil {
		return err
	}
	return write(o, *out, start, log)
}

// write puts the built site o into the folder out, whole or not at all,
// keeps the lessons' renderings for the next build and says what it did,
// and how long it took since start.
func write(o *site.Output, out string, start time.Time, log io.Writer) error {
	if err := o.Write(out); err != nil {
		return fmt.Errorf("build: writing %s: %v", out, err)
	}
	taken, err := o.PruneCache()
	if err != nil {
		fmt.Fprintf(log, "build: warning: keeping the lessons' renderings for the next build: %v\n", err)
	}
	highlight.TrimCache()
	var size int
	for _, b := range o.Files {
		size += len(b)
	}
	unchanged := ""
	if taken > 0 {
		unchanged = fmt.Sprintf("; lessons unchanged since the last build, not rendered again: %d of %d", taken, len(o.Pages)-1)
	}
	fmt.Fprintf(log, "built %d pages, %d files (%d KB) into %s/ in %v%s\n", len(o.Pages), len(o.Files), size/1024, filepath.Clean(out), time.Since(start).Round(time.Millisecond), unchanged)
	return nil
}

// prepareAndBuild prepares the tools' assets (installing the npm packages
// the build needs) and builds the site of the current folder with them,
// taking the lessons whose inputs did not change from the last build
// (site.RenderCache) unless fresh; with, when not nil, sets what the site
// is built with beyond that (the book command's site.WithBook).
func prepareAndBuild(ctx context.Context, tools tools, fresh bool, base string, with func(*site.Site), log io.Writer) (*site.Output, error) {
	a, cacheDir := tools.assets()
	s := site.New(os.DirFS("."), a)
	if with != nil {
		with(s)
	}
	if base != "" {
		if err := s.SetBaseURL(base); err != nil {
			return nil, err
		}
	}
	if err := tools.prepare(ctx, log); err != nil {
		return nil, err
	}
	highlight.UseCache(cacheDir)
	if env, err := a.RenderEnv(); err == nil {
		s.UseCache(site.RenderCache{Dir: cacheDir, Env: env, Refresh: fresh})
	} else {
		fmt.Fprintf(log, "build: rendering every lesson, keeping none for the next build: %v\n", err)
	}
	return s.Build(ctx)
}

// batchGC has the garbage collector let a build's heap grow to three
// times what it holds (GOGC=200) before it collects, unless GOGC says
// otherwise. The process ends when the site is written: collecting at
// every doubling would cost more than the memory it saves. Never
// collecting costs more still: a build that renders every lesson
// allocates some hundreds of megabytes, each fresh page of which the
// kernel faults in — on a virtual machine, a trap to the host each: a
// third of such a build's time, measured on a 2-core one, which the
// collector, reusing the memory, saves at a fraction of the cost. Past a
// gigabyte (or GOMEMLIMIT) it collects more often.
func batchGC() {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(200)
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}
