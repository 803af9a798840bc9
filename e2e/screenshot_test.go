package e2e

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// shotsDir returns the folder for the screenshots: $E2E_SHOTS, or a new
// temporary folder that outlives the test, for review.
func shotsDir(t *testing.T) string {
	t.Helper()
	if dir := os.Getenv("E2E_SHOTS"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	dir, err := os.MkdirTemp("", "e2e-shots-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestScreenshots writes a full-page screenshot of every page, on a
// desktop (1280 px wide) and on a phone (390 px), for review, and checks
// each is an image of the whole page.
func TestScreenshots(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	dir := shotsDir(t)
	t.Logf("screenshots in %s", dir)
	screens := []struct {
		name     string
		width    int
		viewport func(*tab)
	}{
		{"masaustu", 1280, (*tab).desktop},
		{"telefon", 390, (*tab).phone},
	}
	for _, screen := range screens {
		tb := openTab(t)
		screen.viewport(tb)
		// Charts drawn whole, not caught mid-animation.
		tb.reduceMotion()
		for _, p := range pagesAndGlossary(t) {
			tb.navigate(siteURL + p)
			tb.renderDeferred()
			height := eval[int](tb, `document.scrollingElement.scrollHeight`)
			shot, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatalf("%s %s: screenshot: %v", screen.name, p, err)
			}
			name := screen.name + "-" + pageName(p) + ".png"
			if err := os.WriteFile(filepath.Join(dir, name), shot, 0o644); err != nil {
				t.Fatal(err)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(shot))
			if err != nil {
				t.Fatalf("%s: not a PNG: %v", name, err)
			}
			if cfg.Width != screen.width || cfg.Height < height {
				t.Errorf("%s: %d×%d px, want %d wide and the page's %d px high", name, cfg.Width, cfg.Height, screen.width, height)
			}
			t.Logf("%s: %d×%d px", name, cfg.Width, cfg.Height)
		}
	}
}

// pageName names a page's screenshot: "dizin" for the index, else the
// lesson's folder.
func pageName(urlPath string) string {
	if urlPath == "" {
		return "dizin"
	}
	return strings.Trim(urlPath, "/")
}
