//go:build !js

package livebuild

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadRefsOnlyAnOracle: no code of the program reads refs back from
// HTML the build produced — the build keeps what a page shows that the
// model computes as it reads the page's text (site.Reading.Refs) — and
// ReadRefs is left to the tests that hold the loader and the build
// together.
func TestReadRefsOnlyAnOracle(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if base := d.Name(); name != root && (strings.HasPrefix(base, ".") || base == "node_modules" || base == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || name == filepath.Join(root, "live", "livebuild", "pagerefs.go") {
			return nil
		}
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		if strings.Contains(string(data), "ReadRefs(") {
			t.Errorf("%s calls ReadRefs: a page's refs are its reading's (site.Reading.Refs), not its HTML read back", name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
