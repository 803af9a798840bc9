package e2e

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/chromedp/chromedp"

	"coursesite/nodedeps"
	"coursesite/site"
)

// repoRoot is the project the tests build: its content/, templates/ and
// package-lock.json.
const repoRoot = ".."

var (
	devOnce sync.Once
	devDir  string
	devErr  error
)

// devPackages returns the folder of every npm package the lock file pins,
// the devDependencies the tests run too (Lighthouse, axe-core), installed
// by nodedeps outside the checkout like the build's (a node_modules in the
// checkout is never read), installing them the first time.
func devPackages(t *testing.T) string {
	t.Helper()
	devOnce.Do(func() { devDir, devErr = nodedeps.EnsureDev(context.Background(), repoRoot, os.Stderr) })
	if devErr != nil {
		t.Fatalf("installing the tests' npm packages: %v", devErr)
	}
	return devDir
}

// What TestMain prepares once for every test. A failure to prepare is kept
// and reported by each test that needs the thing, so that every test fails
// with the reason rather than the run stopping without one.
var (
	browserCtx context.Context // the one chromium; each tab is a child
	browserErr error

	built    *site.Output // the real site, built in memory
	siteURL  string       // where it is served: http://127.0.0.1:PORT/
	buildErr error
)

func TestMain(m *testing.M) {
	os.Exit(runTests(m))
}

// runTests builds and serves the site, starts chromium, runs the tests and
// then stops both, so that no chromium outlives the run.
func runTests(m *testing.M) int {
	ctx := context.Background()

	built, buildErr = buildSite(ctx)
	if buildErr == nil {
		srv := httptest.NewServer(memoryServer(built.Files))
		defer srv.Close()
		siteURL = srv.URL + "/"
	}

	profile, err := os.MkdirTemp("", "e2e-chromium-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer os.RemoveAll(profile)
	var stop func()
	browserCtx, stop, browserErr = startBrowser(ctx, profile)
	if browserErr != nil {
		fmt.Fprintln(os.Stderr, browserErr)
	}
	defer stop()

	return m.Run()
}

// buildSite builds the repository's site in memory, installing the npm
// packages the build needs first when they are missing.
func buildSite(ctx context.Context) (*site.Output, error) {
	if err := site.Prepare(ctx, repoRoot, os.Stderr); err != nil {
		return nil, fmt.Errorf("e2e: preparing the build: %w", err)
	}
	out, err := site.New(os.DirFS(repoRoot), site.NewDiskAssets(repoRoot)).Build(ctx)
	if err != nil {
		return nil, fmt.Errorf("e2e: building the site: %w", err)
	}
	return out, nil
}

// memoryServer serves built files as a static host would: a folder's URL
// serves its index.html.
func memoryServer(files map[string][]byte) http.Handler {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return http.FileServerFS(fsys)
}

// chromiumPath finds the browser: $E2E_CHROMIUM when set (another
// Chromium build, such as a CI image's google-chrome), else Debian's
// chromium on PATH.
func chromiumPath() (string, error) {
	if path := os.Getenv("E2E_CHROMIUM"); path != "" {
		if _, err := exec.LookPath(path); err != nil {
			return "", fmt.Errorf("e2e: E2E_CHROMIUM=%s: %v", path, err)
		}
		return path, nil
	}
	path, err := exec.LookPath("chromium")
	if err != nil {
		return "", errors.New("e2e: chromium is not installed: the browser tests need Debian's chromium " +
			"(as root: apt-get install -y chromium; bash test.sh installs it)")
	}
	return path, nil
}

// startBrowser starts one headless chromium with a fresh profile in dir.
// The returned stop ends it and waits for the process to exit.
func startBrowser(ctx context.Context, dir string) (context.Context, func(), error) {
	path, err := chromiumPath()
	if err != nil {
		return nil, func() {}, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox, // Debian's chromium refuses to run as root with its sandbox
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		// Nothing but the page may use the network: no updates, no sync,
		// no QUIC probes to Google.
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		// And should a page ask for another host, no name resolves: the
		// request fails at once (and the tests report it) rather than
		// reaching out.
		chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"),
		chromedp.UserDataDir(dir),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	stop := func() {
		cancelBrowser()
		cancelAlloc()
	}
	// The first Do starts the browser; its context, with no deadline, is the
	// browser's life.
	if err := chromedp.Do(bctx); err != nil {
		stop()
		return nil, func() {}, fmt.Errorf("e2e: starting chromium (%s): %w", path, err)
	}
	return bctx, stop, nil
}

// lessons returns the built lesson pages' URL paths ("NAME/").
func lessons(t *testing.T) []string {
	t.Helper()
	var urls []string
	for _, p := range lessonPages(t) {
		urls = append(urls, p.URL)
	}
	return urls
}

// lessonPages returns the built lesson pages, in the course's order.
func lessonPages(t *testing.T) []*site.Page {
	t.Helper()
	requireSite(t)
	var out []*site.Page
	for _, p := range built.Pages {
		if p.IsLesson() {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		t.Fatal("the site has no lesson")
	}
	return out
}

// pages returns every built page's URL path, the index ("") first.
func pages(t *testing.T) []string {
	t.Helper()
	requireSite(t)
	var urls []string
	for _, p := range built.Pages {
		urls = append(urls, p.URL)
	}
	return urls
}

func requireSite(t *testing.T) {
	t.Helper()
	if buildErr != nil {
		t.Fatal(buildErr)
	}
}
