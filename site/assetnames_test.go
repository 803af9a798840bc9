package site

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
	"testing"

	"coursesite/internal/publish"
)

// hashedAsset matches the hash in a published file's name.
var hashedAsset = regexp.MustCompile(`(^|[/"])([A-Za-z_][A-Za-z_-]*)\.[0-9a-f]{12}\.`)

// unhashed writes every hashed asset name in s as NAME.HASH.EXT, so that
// golden files and expected links do not change with every edit of the
// stylesheet or a script.
func unhashed(s string) string { return hashedAsset.ReplaceAllString(s, "$1$2.HASH.") }

// TestAssetsNamedByContent: every asset's name carries the start of its
// content's SHA-256, and every page names the assets it was built with,
// by those names; no asset is published under its plain name.
func TestAssetsNamedByContent(t *testing.T) {
	out := buildFixture(t, twoLessons(t))
	assets := 0
	for name, data := range out.Files {
		if !strings.HasPrefix(name, "assets/") {
			continue
		}
		assets++
		m := regexp.MustCompile(`^assets/[A-Za-z_][A-Za-z_-]*\.([0-9a-f]{12})\.[a-z]+$`).FindStringSubmatch(name)
		h := sha256.Sum256(data)
		if want := hex.EncodeToString(h[:])[:publish.HashLen]; m == nil || m[1] != want {
			t.Errorf("%s: want the name to carry %s, the start of its content's SHA-256", name, want)
		}
	}
	if assets < 4 {
		t.Fatalf("the site has %d assets, want the stylesheet, the chart runtime, the loader and the model", assets)
	}
	page := string(out.Files["ornek-ders/index.html"])
	for _, plain := range []string{"site.css", "charts.js", "loader.js", "live.wasm", "wasm_exec.js"} {
		if strings.Contains(page, "assets/"+plain) {
			t.Errorf("the lesson names assets/%s, a name every version shares", plain)
		}
	}
	for _, m := range regexp.MustCompile(`(?:href|src|data-[a-z-]+)="\.\./(assets/[^"]+)"`).FindAllStringSubmatch(page, -1) {
		if _, ok := out.Files[m[1]]; !ok {
			t.Errorf("the lesson names %s, which the build did not write", m[1])
		}
	}
}
