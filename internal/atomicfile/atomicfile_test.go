package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a", "b", "f.txt")
	for _, data := range []string{"bir", "iki"} {
		if err := Write(name, []byte(data)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil || string(got) != data {
			t.Fatalf("read %q, %v; want %q", got, err, data)
		}
	}
	if fi, _ := os.Stat(name); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(filepath.Dir(name))
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
	if err := Write(filepath.Join(name, "x"), nil); err == nil {
		t.Error("writing below a file succeeded")
	}
}

// TestRemoveStale: a killed writer's temporary file (.NAME.tmp-N) older
// than StaleAfter is removed; a fresh one, which may be a live writer's, and
// every other file stay; with an age of 0 (the caller holds every writer's
// lock), the fresh one goes too.
func TestRemoveStale(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-StaleAfter - time.Minute)
	files := map[string]bool{ // name → removed
		".katex-ab12.html.tmp-123456": true,
		".1f2e.wasm.sum.tmp-42":       true,
		".highlight.json.tmp-7":       false, // fresh
		"katex-ab12.html":             false,
		".katex-ab12.html.tmp-x":      false, // not CreateTemp's
		"notes.tmp-1":                 false,
	}
	for name, removed := range files {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if removed || name != ".highlight.json.tmp-7" {
			if err := os.Chtimes(file, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	RemoveStale(dir, StaleAfter)
	for name, removed := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if gone := errors.Is(err, fs.ErrNotExist); gone != removed {
			t.Errorf("%s: removed = %v, want %v", name, gone, removed)
		}
	}
	RemoveStale(dir, 0)
	if _, err := os.Stat(filepath.Join(dir, ".highlight.json.tmp-7")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a fresh temporary file stays with age 0: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "katex-ab12.html")); err != nil {
		t.Errorf("with age 0, a file that is no temporary one: %v", err)
	}
	RemoveStale(filepath.Join(dir, "yok"), StaleAfter) // a cache not made yet: nothing to do
}
