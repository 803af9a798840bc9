//go:build unix

package lessonfs

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestReadFileFIFO: a named pipe in the lesson's folder is refused without
// being opened: opening one for reading waits for a writer, for ever.
func TestReadFileFIFO(t *testing.T) {
	root := project(t)
	if err := syscall.Mkfifo(filepath.Join(root, "content", "ders", "boru.mjs"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(os.DirFS(root), lesson, "boru.mjs")
	if err == nil || err.Error() != "boru.mjs is a named pipe (FIFO), not a regular file" {
		t.Errorf("ReadFile of a FIFO: %v", err)
	}
}
