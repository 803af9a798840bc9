// Package e2e checks the built course site in a real browser: Debian's
// chromium, driven from Go over the DevTools protocol with chromedp.
//
// The package holds tests only. TestMain starts one headless chromium for
// the whole run and builds the site in memory from the repository (the
// folder above this one); each test opens its own tab on a loopback server
// that serves the built files. The tests check what a reader relies on and
// only a browser can show: the page loads without console errors, every
// chart shows the build's drawing (SVG) for the screen's width and, once a
// reader reaches for it, draws its series interactive, math renders as
// MathML, anchors land on their headings, nothing is fetched from beyond
// 127.0.0.1, a phone's screen does not scroll sideways, the text, tables
// and charts survive without JavaScript and on paper (a PDF chromium
// prints, read with poppler's tools),
// every lesson's controls recompute its page as the lesson's own Go code
// computes it (package live, natively), and the preview server (package
// serve), on the engine's fixture project (package modeltest), reloads an
// open page on save and shows a broken edit's position in its overlay.
// Beside the browser, the package holds the tests of the engine that need
// node or npm packages and read no lesson: the chart runtime bundled from
// ECharts and the drawings ECharts makes under node (package charts),
// KaTeX's error at a formula it cannot read (testdata/math-error.txt), a
// build's caches on disk as the build command keeps them, made with node
// (damaged, shared by builds at once, forged in the checkout), and the
// check command with its own tools on a machine without node.
// The readers' tests (issue 15) hold the page to its budgets, served with
// gzip: a first view of at most 80 KB with no chart code, Lighthouse's
// mobile performance of at least 0.98 in one load of six, its Total
// Blocking Time at most 200 ms there (the aim of 50 ms is
// bench/readers.sh's measurement: a shared machine's noise crosses it;
// Lighthouse 12 from the repository's devDependencies), no axe-core
// violation on a desktop or a phone, light
// or dark; and check the panel, the scroll boxes, the keyboard's way to a
// chart's numbers and dark mode.
//
// The tests name no lesson: they find the lessons, their charts, tables,
// controls and numerals in the built site, so that a new lesson is
// covered and an author's edit of a lesson turns none of them red.
//
// Full-page screenshots, desktop and phone, light and dark, and the
// printed PDF with its pages as images, are written for review to the
// folder named by E2E_SHOTS, or to a new temporary folder; the test log
// prints which. TestCompareBefore (bench/readers.sh) measures the site
// beside an earlier build of it.
//
// chromium must be installed: the tests fail, never skip, when it is not.
// test.sh installs it (apt-get, as root) before it runs the tests.
package e2e
