// Package atomicfile writes files that a reader sees whole or not at all:
// the build's cache entries (package cache) are read by later builds and
// by the preview while a build may be writing them, and check -fix
// replaces an author's files.
package atomicfile

import (
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
func WriteParts(name string, parts ...[]byte) error { return WriteStamped(name, time.Time{}, parts...) }

// WriteStamped is WriteParts that gives the file the modification time
// stamp before it is renamed into place (the zero time: the time of the
// write), so that no reader sees it with another: a cache entry's stamp,
// which any later write into it changes (package cache). The stamp must
// be less than StaleAfter ago.
func WriteStamped(name string, stamp time.Time, parts ...[]byte) error {
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
	if !stamp.IsZero() {
		if err := os.Chtimes(tmp.Name(), stamp, stamp); err != nil {
			return err
		}
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
// files' space until a build an hour later evicts from the same cache
// namespace (cache.Keep, cache.Trim).
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
