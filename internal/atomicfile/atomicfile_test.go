package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
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

// TestWriteShared: a shared file is writable by no one, yet replaced by the
// next WriteShared; ReadShared gives its content.
func TestWriteShared(t *testing.T) {
	name := filepath.Join(t.TempDir(), "ders.wasm")
	for _, data := range []string{"\x00asm bir", "\x00asm iki"} {
		if err := WriteShared(name, []byte(data)); err != nil {
			t.Fatal(err)
		}
		got, err := ReadShared(name)
		if err != nil || string(got) != data {
			t.Fatalf("ReadShared: %q, %v; want %q", got, err, data)
		}
		if fi, _ := os.Stat(name); fi.Mode().Perm() != 0o444 {
			t.Errorf("mode %v, want 0444", fi.Mode().Perm())
		}
	}
}
