package serve

import (
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"coursesite/check"
	"coursesite/internal/workers"
	"coursesite/site"
)

// checkTitle heads the check's findings in the overlay.
const checkTitle = "The check finds prose the model does not back (go run . check): the page shows this build."

// checkRun is a drift check to run, or that ran, on build gen: its
// sources and its output; lines are its findings, one per line.
type checkRun struct {
	gen   int
	src   fs.FS
	out   *site.Output
	lines []string
}

// checkQuiet is how long the sources must stay unchanged before the check
// runs: the check explores the readers' settings, and while the author is
// saving that would take the CPU from the builds the reload waits for.
const checkQuiet = 100 * time.Millisecond

// checker runs the drift check (package check) on the output of good
// builds — the pages just published, not a build of its own — beside
// the watcher rather than before the swap, once the sources have been quiet
// for checkQuiet. One check runs at a time (a check cannot be stopped
// midway, and stacking them would starve the builds); only the latest
// build waits for the next. Only the goroutine that builds calls its
// methods.
type checker struct {
	results chan checkRun // finished checks, for the watcher
	quiet   *time.Timer   // fires when the latest build may be checked
	waiting bool          // quiet is armed
	running bool          // a check is in flight
	next    *checkRun     // the latest build, not yet checked
}

// checkLater schedules a check of build gen, out built from src.
func (s *Server) checkLater(gen int, src fs.FS, out *site.Output) {
	c := &s.checker
	c.next = &checkRun{gen: gen, src: src, out: out}
	c.quiet.Reset(checkQuiet)
	c.waiting = true
}

// checkNow starts the check of the latest build, unless one is in flight
// (it starts when that one ends) or there is nothing to check.
func (s *Server) checkNow(ctx context.Context) {
	c := &s.checker
	if c.running || c.next == nil {
		return
	}
	run := *c.next
	c.next, c.running = nil, true
	s.checks.Go(func() {
		// One core: the check must not take from the next save's build
		// the cores it renders on.
		r, err := judge(workers.WithLimit(ctx, 1), run.src, s.assets, s.listings, run.out)
		if ctx.Err() != nil {
			return // shutting down
		}
		res := checkRun{gen: run.gen}
		if err != nil {
			res.lines = []string{"the check could not run: " + err.Error()}
		} else {
			for _, f := range r.Findings {
				res.lines = append(res.lines, f.String())
			}
		}
		select {
		case c.results <- res:
		case <-ctx.Done():
		}
	})
}

// checked takes a finished check: its findings are shown if they are about
// the current build and differ from those shown. Until then the overlay
// keeps the previous findings, so an unchanged finding does not flicker.
func (s *Server) checked(ctx context.Context, res checkRun) {
	c, st := &s.checker, &s.state
	c.running = false
	if !c.waiting {
		s.checkNow(ctx) // a build that went quiet while this one ran
	}
	if res.gen != st.gen || slices.Equal(res.lines, st.findings) {
		return
	}
	st.findings = res.lines
	if len(res.lines) == 0 {
		fmt.Fprintln(s.log, "check: no findings")
	} else {
		fmt.Fprintf(s.log, "check: %d finding(s):\n%s\n", len(res.lines), strings.Join(res.lines, "\n"))
	}
	s.publish()
}

// judge checks a build's output, its listings run by listings: the pages
// it rendered as they are, those it took from its render cache read again
// (model and text, nothing rendered).
func judge(ctx context.Context, src fs.FS, assets site.Assets, listings check.Listings, out *site.Output) (*check.Report, error) {
	s := site.New(src, assets)
	pages := make([]*site.Page, len(out.Pages))
	for i, p := range out.Pages {
		var err error
		if pages[i], err = s.Reading(out, p); err != nil {
			return nil, err
		}
	}
	return check.Judge(ctx, src, pages, listings)
}
