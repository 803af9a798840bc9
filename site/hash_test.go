package site

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"coursesite/internal/cache"
)

// hashedAsset matches the hash in a published file's name.
var hashedAsset = regexp.MustCompile(`(^|[/"])([A-Za-z_][A-Za-z_-]*)\.[0-9a-f]{12}\.`)

// unhashed writes every hashed asset name in s as NAME.HASH.EXT, so that
// golden files and expected links do not change with every edit of the
// stylesheet or a script.
func unhashed(s string) string { return hashedAsset.ReplaceAllString(s, "$1$2.HASH.") }

func TestHashedName(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"site.css", "site.0123456789ab.css"},
		{"wasm_exec.js", "wasm_exec.0123456789ab.js"},
		{"assets/live.wasm", "assets/live.0123456789ab.wasm"},
		{"README", "README.0123456789ab"},
	} {
		if got := HashedName(c.name, "0123456789ab"); got != c.want {
			t.Errorf("HashedName(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

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
		if want := hex.EncodeToString(h[:])[:hashLen]; m == nil || m[1] != want {
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

// TestContentSumOfEntry: the hash of a cache file entry is the one
// recorded with it; of any other file, or of other bytes than the entry's,
// it is computed.
func TestContentSumOfEntry(t *testing.T) {
	data := []byte("\x00asm one")
	f, err := cache.Open(t.TempDir(), "wasm").PutFile(cache.NewKey("test"), ".wasm", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := contentSum(data, f.Path); got != sum(data) || got != f.Sum[:hashLen] {
		t.Errorf("contentSum = %s, want %s", got, sum(data))
	}
	other := []byte("\x00asm two, longer")
	if got := contentSum(other, f.Path); got != sum(other) {
		t.Errorf("other bytes: contentSum = %s, want %s", got, sum(other))
	}
	plain := filepath.Join(t.TempDir(), "plain.wasm")
	if err := os.WriteFile(plain, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := contentSum(data, plain); got != sum(data) {
		t.Errorf("a file that is no entry: contentSum = %s, want %s", got, sum(data))
	}
}
