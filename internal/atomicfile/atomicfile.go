// Package atomicfile writes files that a reader sees whole or not at all:
// the build's on-disk caches (math, the chart runtime, listings, the
// WebAssembly model) are read by later builds and by the preview while a
// build may be writing them. Since such a file is never changed in place,
// a reader may map it rather than copy it (ReadShared).
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write writes data to name, readable by all (0644), through a temporary
// file in the same folder and a rename, creating the folder if needed. A
// write that fails halfway leaves name as it was.
func Write(name string, data []byte) error { return write(name, data, 0o644) }

// WriteShared writes data to name as Write does, but writable by no one
// (0444): a file that is mapped (ReadShared) or linked into a site must
// only ever be replaced, and a tool that tries to change it in place then
// fails rather than changes it under its readers.
func WriteShared(name string, data []byte) error { return write(name, data, 0o444) }

func write(name string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), perm); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
