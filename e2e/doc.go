// Package e2e checks the built course site in a real browser: Debian's
// chromium, driven from Go over the DevTools protocol with chromedp.
//
// The package holds tests only. TestMain starts one headless chromium for
// the whole run and builds the site in memory from the repository (the
// folder above this one); each test opens its own tab on a loopback server
// that serves the built files. The tests check what a reader relies on and
// only a browser can show: the page loads without console errors, every
// chart draws its series, math renders as MathML, anchors land on their
// headings, nothing is fetched from beyond 127.0.0.1, a phone's screen does
// not scroll sideways, the text and tables survive without JavaScript,
// every lesson's controls recompute its page as the lesson's own Go code
// computes it (package live, natively), and the preview server (package
// serve), on the engine's fixture project (package modeltest), reloads an
// open page on save and shows a broken edit's position in its overlay.
//
// The tests name no lesson: they find the lessons, their charts, tables,
// controls and numerals in the built site, so that a new lesson is
// covered and an author's edit of a lesson turns none of them red.
//
// Full-page screenshots, desktop and phone, are written for review to the
// folder named by E2E_SHOTS, or to a new temporary folder; the test log
// prints which.
//
// chromium must be installed: the tests fail, never skip, when it is not.
// test.sh installs it (apt-get, as root) before it runs the tests.
package e2e
