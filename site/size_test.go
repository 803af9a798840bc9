package site

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxSiteLines is how long package site may be, tests aside: the
// pipeline a newcomer reads in a sitting. What is not a stage of it (the
// render cache, the output's swap, the assets' tools) has its own package.
const maxSiteLines = 2500

// TestSiteIsShort: package site's Go files, tests aside, are within
// maxSiteLines.
func TestSiteIsShort(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n += bytes.Count(data, []byte("\n"))
	}
	if n > maxSiteLines {
		t.Errorf("package site is %d lines of Go, over %d: move a concern that is not a stage of the pipeline to a package of its own", n, maxSiteLines)
	}
	if n < 1000 {
		t.Errorf("package site is %d lines: this test reads too little", n)
	}
}
