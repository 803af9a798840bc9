// Package serve is the live preview a course author keeps open while
// writing: `go run . serve` builds the site in memory, serves it on loopback
// and rebuilds it whenever a file under content/ or templates/ changes, then
// reloads every open tab, keeping its scroll position.
//
// # Snapshots
//
// Every build becomes an immutable snapshot of the whole site, swapped in
// with one atomic store; a request reads the snapshot once, so each
// response is a whole old or a whole new page, never a mix. Tabs learn of a
// new snapshot over Server-Sent Events (/_live) only after it is stored, so
// the reload they do always fetches the new build. A page is served with
// the snapshot's live script (and overlay) put in before its </body>, as
// it is written out: a snapshot shares the build's files.
//
// # Rebuilds
//
// A save costs what it changed, not the size of the course: the server
// reads again only the files the watcher saw change (all of them after the
// system lost events), and builds from the last good build (site.Rebuild),
// rendering again only the lessons whose folder changed — all of them
// after a template change — and laying out again the index and every page
// when a title, summary or order changed. The files it serves are those a
// full build of the same sources writes, byte for byte. Its first build
// takes the lessons unchanged since the last `build` from its cache
// (the pages of the project's cache folder, site.RenderCache), as that
// command does.
//
// # Broken edits
//
// A build that fails never blanks the preview: the last good build stays,
// under an overlay naming file:line:column and the message, which the
// terminal prints too. The next good save removes it. When the very first
// build fails, every page is an error page holding the overlay.
//
// # The check
//
// Once the sources have been quiet for a moment after a good build, the
// drift check (package check) runs on the same sources, beside the watcher
// so no reload waits for it; its findings join the overlay over the new
// build, since the author needs to see the prose they point into.
//
// # Go code
//
// The server cannot rebuild itself: a change to a .go file (tests aside),
// go.mod or go.sum is reported in the terminal and in the overlay, asking the
// author to restart the server. Open tabs reconnect on their own when it is
// back.
//
// Only serve mode adds the reload script and the overlay; `go run . build`
// never writes them.
package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"coursesite/check"
	"coursesite/internal/assets"
	"coursesite/listings"
	"coursesite/site"
)

// Config says what a Server serves and where it reports.
type Config struct {
	// Root is the project folder, holding content/ and templates/.
	Root string
	// Assets renders math and bundles the chart runtime; nil means
	// assets.New(Root). Tests point it at another project's
	// npm packages and cache folder.
	Assets site.Assets
	// Listings runs the lessons' listings in the check after each build;
	// nil means listings.Run, under node. Tests give listingstest.Run.
	Listings check.Listings
	// Log receives one line per build and every build error.
	Log io.Writer
	// Debounce is how long the watcher waits after the last change before
	// it rebuilds: editors save in bursts (truncate, write, rename). Zero
	// means DefaultDebounce.
	Debounce time.Duration
	// Hosts are further names the preview answers to, besides its
	// listening address and loopback's names: the host of -addr as the
	// author wrote it. A request naming any other host is refused (see
	// hostGuard).
	Hosts []string
}

// DefaultDebounce is the wait after a change before a rebuild: long enough
// to take in an editor's burst of writes, short next to a build.
const DefaultDebounce = 10 * time.Millisecond

// shutdownGrace is how long a stopping server lets responses in flight
// finish before it closes the connections left.
const shutdownGrace = time.Second

// Server serves the site from memory and rebuilds it when its files change.
type Server struct {
	root     string
	assets   site.Assets
	listings check.Listings
	log      io.Writer
	debounce time.Duration
	hosts    []string

	current atomic.Pointer[snapshot] // what requests read; swapped whole
	hub     hub                      // the open tabs' event streams

	// Owned by the goroutine that builds (Serve, then watch).
	state   buildState
	checker checker
	checks  sync.WaitGroup // the drift check in flight, waited for on shutdown

	// swapped, when set, sees every snapshot before it is stored; tests use
	// it to know every version a response may be.
	swapped func(*snapshot)
}

// New returns a server for the project cfg describes.
func New(cfg Config) (*Server, error) {
	root, err := filepath.Abs(cfg.Root)
	if err != nil {
		return nil, fmt.Errorf("serve: %v", err)
	}
	s := &Server{root: root, assets: cfg.Assets, listings: cfg.Listings, log: cfg.Log, debounce: cfg.Debounce, hosts: cfg.Hosts}
	s.checker.results = make(chan checkRun)
	s.checker.quiet = time.NewTimer(time.Hour)
	s.checker.quiet.Stop()
	if s.assets == nil {
		s.assets = assets.New(root)
	}
	if s.listings == nil {
		s.listings = listings.Run
	}
	if s.log == nil {
		s.log = io.Discard
	}
	if s.debounce <= 0 {
		s.debounce = DefaultDebounce
	}
	return s, nil
}

// Serve builds the site, serves it on ln and rebuilds on every change until
// ctx is done, then shuts down cleanly and returns nil. It answers only
// requests whose Host names ln's address (or loopback, or Config.Hosts),
// refusing others with 421 Misdirected Request. A failing build does
// not stop it; a failure to watch the project or to serve does.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w, err := s.watchProject()
	if err != nil {
		ln.Close()
		return err
	}
	defer w.Close()

	if ok, why := listings.Isolated(); !ok {
		fmt.Fprintf(s.log, "the lessons' listings run with this machine's network, which Node's permission model does not cover: %s\n", why)
	}
	// Build before accepting: a browser opened on the URL waits in the
	// listen queue for the first page rather than seeing an empty site.
	s.rebuild(ctx, nil, nil)

	srv := &http.Server{
		// Only requests naming this preview reach it (DNS rebinding).
		Handler:           newHostGuard(s, ln.Addr(), s.hosts, s.log),
		ReadHeaderTimeout: 10 * time.Second,
		// Requests live in ctx, so the open event streams end when it does
		// and Shutdown need not wait for them.
		BaseContext: func(net.Listener) context.Context { return ctx },
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		s.watch(ctx, w)
	}()

	var serveErr error
	select {
	case <-ctx.Done():
	case serveErr = <-served:
	}
	cancel()
	// Responses in flight get a moment to finish. A connection a browser
	// opened and never sent a request on (a spare it keeps ready) counts as
	// busy to Shutdown for its first five seconds, and an open tab keeps
	// one: at the deadline whatever is left is closed, which is a clean
	// stop, not an error.
	shutdownCtx, stop := context.WithTimeout(context.Background(), shutdownGrace)
	defer stop()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		srv.Close()
		if !errors.Is(err, context.DeadlineExceeded) && serveErr == nil {
			serveErr = err
		}
	}
	<-watched
	s.checks.Wait()
	if serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		return fmt.Errorf("serve: %v", serveErr)
	}
	return nil
}
