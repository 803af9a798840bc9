// Package headless says, once, how the project starts Chromium without a
// window: to print the course's book (package book) and to read its pages
// as readers do (the browser tests, e2e). Both want the same browser: no
// sandbox (Debian's chromium refuses to run as root with it), no GPU, a
// profile of its own, and no way out — nothing beside the page's own
// loopback server resolves, and Chromium's own traffic (updates, sync,
// QUIC probes) is off, so a run reaches nothing beyond the machine.
package headless

import "github.com/chromedp/chromedp"

// Options returns chromedp's options for the Chromium at bin, run headless
// with the profile folder profile.
func Options(bin, profile string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		// A page that asks for another host gets no name: the request
		// fails at once (and the tests report it) rather than reaching out.
		chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"),
	)
}
