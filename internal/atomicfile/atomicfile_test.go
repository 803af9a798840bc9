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

// TestWriteShared: a shared file reads back as written, until something
// changes it in place (a tool editing a copy linked to it): then, as when
// it was never shared, ReadShared says it does not exist, and writing it
// again shares it again.
func TestWriteShared(t *testing.T) {
	name := filepath.Join(t.TempDir(), "ders.wasm")
	read := func(want string) {
		t.Helper()
		got, err := ReadShared(name)
		if err != nil || string(got) != want {
			t.Fatalf("ReadShared: %q, %v; want %q", got, err, want)
		}
	}
	gone := func(why string) {
		t.Helper()
		if got, err := ReadShared(name); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: ReadShared gave %q, %v; want an error that is fs.ErrNotExist", why, got, err)
		}
	}
	for _, data := range []string{"\x00asm bir", "\x00asm iki"} {
		if err := WriteShared(name, []byte(data)); err != nil {
			t.Fatal(err)
		}
		read(data)
	}
	if err := os.WriteFile(name, []byte("\x00asm üç, yerinde"), 0o644); err != nil {
		t.Fatal(err)
	}
	gone("edited in place")
	if err := WriteShared(name, []byte("\x00asm dört")); err != nil {
		t.Fatal(err)
	}
	read("\x00asm dört")
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(name, later, later); err != nil { // the same size, rewritten later
		t.Fatal(err)
	}
	gone("touched")
	if err := Write(name, []byte("\x00asm beş")); err != nil {
		t.Fatal(err)
	}
	gone("written without Share")
	if _, err := ReadShared(name + ".yok"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
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
		".ders-1f.wasm.stamp.tmp-42":  true,
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
