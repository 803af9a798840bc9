package e2e

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/chromedp/chromedp"

	"coursesite/glossary"
	"coursesite/internal/assets"
	"coursesite/internal/headless"
	"coursesite/nodedeps"
	"coursesite/site"
)

// repoRoot is the project the tests build: its content/, templates/ and
// package-lock.json. $E2E_ROOT names another (a copy of the course with a
// lesson changed, e2e/variant.sh's); the tests' own npm packages are
// installed from this checkout's lock file either way.
var repoRoot = projectRoot()

// checkoutRoot is this checkout, whose package-lock.json pins the tests'
// devDependencies.
const checkoutRoot = ".."

func projectRoot() string {
	if root := os.Getenv("E2E_ROOT"); root != "" {
		return root
	}
	return checkoutRoot
}

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
	devOnce.Do(func() { devDir, devErr = nodedeps.EnsureDev(context.Background(), checkoutRoot, os.Stderr) })
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
	if err := assets.Prepare(ctx, repoRoot, os.Stderr); err != nil {
		return nil, fmt.Errorf("e2e: preparing the build: %w", err)
	}
	out, err := site.New(os.DirFS(repoRoot), assets.New(repoRoot)).Build(ctx)
	if err != nil {
		return nil, fmt.Errorf("e2e: building the site: %w", err)
	}
	return out, nil
}

// memoryServer serves built files as a static host would: a folder's URL
// serves its index.html, and an address the site does not have its
// 404.html, with status 404, as GitHub Pages does.
func memoryServer(files map[string][]byte) http.Handler {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	static := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if strings.HasSuffix(r.URL.Path, "/") || name == "" {
			name = path.Join(name, "index.html")
		}
		if _, ok := files[name]; !ok {
			if page, ok := files["404.html"]; ok && !isDir(fsys, name) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				w.WriteHeader(http.StatusNotFound)
				w.Write(page)
				return
			}
		}
		static.ServeHTTP(w, r)
	})
}

// isDir reports whether name is a folder of fsys (a folder's URL without
// its slash, which the file server redirects).
func isDir(fsys fstest.MapFS, name string) bool {
	fi, err := fsys.Stat(name)
	return err == nil && fi.IsDir()
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
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, headless.Options(path, dir)...)
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

// onlyLesson is $E2E_LESSON: the one lesson (its folder's name) the tests
// visit, or "" for all of them.
func onlyLesson() string { return strings.Trim(os.Getenv("E2E_LESSON"), "/") }

// lessonName is a lesson's name: its folder's ("geri-basinc").
func lessonName(p *site.Page) string { return strings.TrimSuffix(p.URL, "/") }

// lessonPages returns the built lesson pages, in the course's order: only
// $E2E_LESSON's when it is set.
func lessonPages(t *testing.T) []*site.Page {
	t.Helper()
	requireSite(t)
	var out, all []*site.Page
	var names []string
	for _, p := range built.Pages {
		if !p.IsLesson() {
			continue
		}
		all = append(all, p)
		names = append(names, lessonName(p))
		if only := onlyLesson(); only == "" || only == lessonName(p) {
			out = append(out, p)
		}
	}
	if len(all) == 0 {
		t.Fatal("the site has no lesson")
	}
	if len(out) == 0 {
		t.Fatalf("E2E_LESSON=%s: no such lesson; the site has %s", onlyLesson(), strings.Join(names, ", "))
	}
	return out
}

// lessonPage returns the built lesson at URL path url ("NAME/").
func lessonPage(t *testing.T, url string) *site.Page {
	t.Helper()
	requireSite(t)
	for _, p := range built.Pages {
		if p.URL == url {
			return p
		}
	}
	t.Fatalf("no page at %q", url)
	return nil
}

// eachLesson runs f for every lesson (lessonPages) as a subtest named by
// the lesson, so that a failure, a skip or a panic names it and
// -run 'TestX/geri-basinc' picks one. tb, when not nil, is a tab the
// subtests share: for the time of each it reports to the subtest.
func eachLesson(t *testing.T, tb *tab, f func(t *testing.T, l *site.Page)) {
	t.Helper()
	for _, l := range lessonPages(t) {
		t.Run(lessonName(l), func(st *testing.T) {
			if tb != nil {
				outer := tb.bind(st)
				defer tb.bind(outer)
			}
			// A test's slip on a lesson it did not foresee fails that
			// lesson, named, and leaves the other tests to report.
			defer func() {
				if r := recover(); r != nil {
					st.Fatalf("%s: the test panicked on this lesson: %v\n%s", lessonName(l), r, debug.Stack())
				}
			}()
			f(st, l)
		})
	}
}

// chartCount is how many charts lesson l shows.
func chartCount(l *site.Page) int {
	n := 0
	for _, b := range l.Blocks {
		if b.Fn == "grafik" {
			n++
		}
	}
	return n
}

// lacksCharts says why lesson l cannot be tested for what needs n charts
// ("" when it can).
func lacksCharts(l *site.Page, n int) string {
	if got := chartCount(l); got < n {
		need := "a chart"
		if n > 1 {
			need = fmt.Sprintf("%d charts", n)
		}
		return fmt.Sprintf("needs %s, the lesson shows %d", need, got)
	}
	return ""
}

// lacksModel says why lesson l has no model ("" when it has one).
func lacksModel(l *site.Page) string {
	if l.Lesson == nil {
		return "needs a model, the lesson has none (no model: in its front matter)"
	}
	return ""
}

// lacksControls says why lesson l carries no reader's controls ("" when
// it does).
func lacksControls(l *site.Page) string {
	if why := lacksModel(l); why != "" {
		return why
	}
	if !l.Live() {
		return "needs the reader's controls, the lesson's model has no setting a reader moves"
	}
	return ""
}

// needCharts skips the (sub)test, saying what of it (what) and why, unless
// lesson l shows at least n charts.
func needCharts(t *testing.T, l *site.Page, n int, what string) {
	t.Helper()
	skipIf(t, l, what, lacksCharts(l, n))
}

// needModel skips the (sub)test unless lesson l has a model.
func needModel(t *testing.T, l *site.Page, what string) {
	t.Helper()
	skipIf(t, l, what, lacksModel(l))
}

// needControls skips the (sub)test unless lesson l carries the reader's
// controls.
func needControls(t *testing.T, l *site.Page, what string) {
	t.Helper()
	skipIf(t, l, what, lacksControls(l))
}

func skipIf(t *testing.T, l *site.Page, what, why string) {
	t.Helper()
	if why != "" {
		t.Skipf("%s: %s %s", lessonName(l), what, why)
	}
}

// pages returns every built page's URL path, the index ("") first; with
// $E2E_LESSON, that lesson's alone.
func pages(t *testing.T) []string {
	t.Helper()
	requireSite(t)
	if onlyLesson() != "" {
		return lessons(t)
	}
	var urls []string
	for _, p := range built.Pages {
		urls = append(urls, p.URL)
	}
	return urls
}

// pagesAndGlossary returns pages, and the glossary's path (glossary.Path)
// when the built course has one and the run is not of one lesson: every
// page a reader opens.
func pagesAndGlossary(t *testing.T) []string {
	t.Helper()
	urls := pages(t)
	if _, ok := built.Files[glossary.Path+"index.html"]; ok && onlyLesson() == "" {
		urls = append(urls, glossary.Path)
	}
	return urls
}

func requireSite(t *testing.T) {
	t.Helper()
	if buildErr != nil {
		t.Fatal(buildErr)
	}
}

// firstLive returns the first lesson (lessonPages) that carries the
// reader's controls, and skips the test when none does.
func firstLive(t *testing.T, why string) *site.Page {
	t.Helper()
	var names []string
	for _, l := range lessonPages(t) {
		if l.Live() {
			return l
		}
		names = append(names, lessonName(l))
	}
	t.Skipf("%s: %s needs a lesson with the reader's controls, none has them", strings.Join(names, ", "), why)
	return nil
}
