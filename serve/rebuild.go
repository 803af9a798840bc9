package serve

import (
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"coursesite/internal/assets"
	"coursesite/site"
)

// buildState is what the next snapshot is made of. Only the goroutine that
// builds touches it.
type buildState struct {
	gen      int        // counts builds, so a late check result is known stale
	good     *builtSite // the last build that succeeded; nil before one has
	src      *sources   // the sources as last read; nil before they are
	buildErr error      // the last build's error; nil when it succeeded
	findings []string   // the drift check's findings on the last good build
	goFiles  []string   // Go files changed since the server started, sorted
}

// restartTitle asks for the restart a Go change needs.
const restartTitle = "Go code changed: this server still runs the old code. Restart it to use the new (Ctrl-C, then go run . serve)."

// rebuild builds the site from the files on disk and swaps the result in.
// A failed build keeps the last good one, under the error. changed names the
// files that prompted it (nil: read every source), for the log and to read
// them again; touched are further files that changed but prompt no build
// (an editor's scratch files), read again too.
//
// Only the lessons whose inputs changed are rendered again (site.Rebuild,
// from the last good build), and only the changed sources are read again
// from disk: what a build costs is what the save changed, not the size of
// the course.
func (s *Server) rebuild(ctx context.Context, changed, touched []string) {
	st := &s.state
	st.gen++
	start := time.Now()
	var (
		src sources
		err error
	)
	if st.src == nil || changed == nil || slices.Contains(changed, overflowed) {
		src, err = readSources(s.root)
	} else {
		src, err = st.src.update(s.root, append(slices.Clone(changed), touched...))
	}
	if err == nil {
		st.src = &src
	} else {
		st.src = nil // read them all next time
	}
	var out *site.Output
	if err == nil {
		var prev *site.Output
		if st.good != nil {
			prev = st.good.out
		}
		out, err = build(ctx, src, s.assets, prev)
	}
	if ctx.Err() != nil {
		return // shutting down: the build was cut short, not broken
	}
	if err != nil {
		st.buildErr = err
		keeps := "the preview keeps the last good build"
		if st.good == nil {
			keeps = "the preview shows the error until the site builds"
		}
		fmt.Fprintf(s.log, "build failed%s; %s:\n%v\n", cause(changed), keeps, err)
	} else {
		st.good, st.buildErr = newBuiltSite(out, st.good), nil
		fmt.Fprintf(s.log, "built %d pages in %v%s\n", len(out.Pages), time.Since(start).Round(time.Millisecond), cause(changed))
	}
	s.publish()
	if err == nil {
		s.checkLater(st.gen, src, out)
	}
}

// publish swaps in the snapshot of the current state.
func (s *Server) publish() { s.swap(newSnapshot(s.state.good, s.state.problems())) }

// noteGoChange records changed Go files and asks the author to restart.
func (s *Server) noteGoChange(files []string) {
	st := &s.state
	for _, f := range files {
		if !slices.Contains(st.goFiles, f) {
			st.goFiles = append(st.goFiles, f)
		}
	}
	slices.Sort(st.goFiles)
	fmt.Fprintf(s.log, "go code changed (%s): restart the server to use it (Ctrl-C, then go run . serve)\n", strings.Join(files, ", "))
}

// problems lists what the overlay shows: the build error or else the
// check's findings (which are about the last good build, hidden while a
// newer edit does not build), then the pending restart.
func (st *buildState) problems() []problem {
	var ps []problem
	switch {
	case st.buildErr != nil:
		title := "Build failed: the page shows the last good build. Fix the error and save."
		if st.good == nil {
			title = "Build failed: nothing has built yet. Fix the error and save."
		}
		ps = append(ps, problem{title: title, lines: strings.Split(st.buildErr.Error(), "\n")})
	case len(st.findings) > 0:
		ps = append(ps, problem{title: checkTitle, lines: st.findings})
	}
	if len(st.goFiles) > 0 {
		ps = append(ps, problem{title: restartTitle, lines: st.goFiles})
	}
	return ps
}

// cause names the changed files for the log: " (after a, b)".
func cause(changed []string) string {
	switch n := len(changed); {
	case n == 0:
		return ""
	case n > 3:
		return fmt.Sprintf(" (after %s and %d more)", strings.Join(changed[:3], ", "), n-3)
	default:
		return " (after " + strings.Join(changed, ", ") + ")"
	}
}

// build builds the site in src. A panic of the build (a bug: no input
// should reach one) is an error of this build, so that the preview keeps
// the last good page and goes on serving.
func build(ctx context.Context, src fs.FS, a site.Assets, prev *site.Output) (out *site.Output, err error) {
	defer func() {
		if v := recover(); v != nil {
			out, err = nil, fmt.Errorf("the build failed (a bug of the site's code, please report it): %v", v)
		}
	}()
	s := site.New(src, a).WithoutSearch() // the last build's is served (lastSearch)
	if d, ok := a.(*assets.Disk); ok && prev == nil {
		// The preview's start takes the lessons from the last build, as
		// the build command does.
		if env, err := d.RenderEnv(); err == nil {
			s.UseCache(site.RenderCache{Dir: d.CacheDir, Env: env})
		}
	}
	return s.Rebuild(ctx, prev)
}
