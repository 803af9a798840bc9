// Package atomicfile writes files that a reader sees whole or not at all:
// the build's on-disk caches (math, the chart runtime, listings, the
// WebAssembly model) are read by later builds and by the preview while a
// build may be writing them.
//
// A shared file (Share) is one that readers map rather than copy
// (ReadShared) and that a site links rather than copies. Nothing here
// changes one in place, but a tool editing a linked copy would; so a shared
// file carries a stamp of its size and time, and ReadShared refuses it once
// they differ.
package atomicfile

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// Write writes data to name, readable by all (0644), through a temporary
// file in the same folder and a rename, creating the folder if needed. A
// write that fails halfway leaves name as it was.
func Write(name string, data []byte) error { return WriteParts(name, data) }

// WriteParts writes the concatenation of parts to name, as Write does,
// without making it first: a large entry is written from the pieces it
// is made of.
func WriteParts(name string, parts ...[]byte) error {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	for _, data := range parts {
		if _, err := tmp.Write(data); err != nil {
			tmp.Close()
			return err
		}
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}

// StaleAfter is how old one of Write's temporary files must be to be
// taken for a killed writer's (RemoveStale).
//
// Write's temporary files live for the milliseconds of one write, but
// nothing marks a live one (writers take no lock: the caches are written
// by many at once, each entry whole), so age is what tells: an hour is far
// beyond any write, and a build killed mid-way loses at most a few small
// files' space until a build an hour later.
const StaleAfter = time.Hour

// tempName matches the names of Write's temporary files: .NAME.tmp-N
// (os.CreateTemp's N is decimal).
var tempName = regexp.MustCompile(`^\..+\.tmp-[0-9]+$`)

// RemoveStale removes from dir the temporary files of Writes killed
// mid-way (.NAME.tmp-N) older than age, which nothing else would remove:
// StaleAfter, unless the caller holds a lock that every writer in dir
// holds, and knows every one there to be a dead writer's (0). It is best
// effort: what it cannot remove costs disk space only.
func RemoveStale(dir string, age time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !tempName.MatchString(e.Name()) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > age {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// WriteShared writes data to name as Write does, and shares it (Share).
func WriteShared(name string, data []byte) error {
	if err := Write(name, data); err != nil {
		return err
	}
	return Share(name)
}

// stampSuffix names the file beside a shared file that holds its stamp.
const stampSuffix = ".stamp"

// Share records name, a file just put in place whole, as shared: its size
// and modification time go to a stamp beside it, which ReadShared checks.
func Share(name string) error {
	fi, err := os.Stat(name)
	if err != nil {
		return err
	}
	return Write(name+stampSuffix, []byte(stamp(fi)))
}

func stamp(fi fs.FileInfo) string { return fmt.Sprintf("%d %d\n", fi.Size(), fi.ModTime().UnixNano()) }

// checkShared reports an error that is fs.ErrNotExist unless fi, name's
// information, is what name's stamp recorded: the shared file as written
// is gone, and a reader makes it again.
func checkShared(name string, fi fs.FileInfo) error {
	want, err := os.ReadFile(name + stampSuffix)
	if err != nil {
		return fmt.Errorf("%s: not shared: %w", name, fs.ErrNotExist)
	}
	if string(want) != stamp(fi) {
		return fmt.Errorf("%s: changed since it was written (a copy linked to it was edited in place?): %w", name, fs.ErrNotExist)
	}
	return nil
}
