package cache

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"coursesite/internal/filelock"
)

// Builds, a preview, a check and the tests of several packages share one
// cache folder, each knowing only the entries it uses itself. So that one's
// Keep never evicts what another is using — which would cost that one its
// engine, a compile of tens of seconds, again and again — a build holds
// what it uses (Hold) and Keep spares every entry a live process holds.
//
// A hold is two files in the namespace's folder .held: ID.lock, which
// package filelock locks (flock on unix: the kernel drops it when the
// holder dies, however it dies), and ID.keys, the entries held, one name a
// line, written once the lock is taken. Keep reads every ID.keys whose
// lock it cannot take; one whose lock it can take is a dead holder's, and
// it removes both.

// heldDir is the folder, in a namespace's, of its holds.
const heldDir = ".held"

// A Hold is a set of entries a process uses, which Keep spares until the
// hold is released or the process ends.
type Hold struct {
	once   sync.Once
	unlock func()
	keys   string
}

// Hold holds the entries keys of the namespace for this process: another
// process's Keep (or this one's) spares them until Release.
func (c *Cache) Hold(keys ...Key) (*Hold, error) {
	dir := filepath.Join(c.dir, heldDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	id := make([]byte, 8)
	if _, err := rand.Read(id); err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	base := filepath.Join(dir, fmt.Sprintf("%d-%s", os.Getpid(), hex.EncodeToString(id)))
	unlock, ok, err := filelock.TryLock(base + ".lock")
	if err != nil || !ok {
		return nil, fmt.Errorf("cache: hold %s: %v", base, err)
	}
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k.name() + "\n")
	}
	if err := os.WriteFile(base+".keys", []byte(b.String()), 0o644); err != nil {
		unlock()
		return nil, fmt.Errorf("cache: %w", err)
	}
	return &Hold{unlock: unlock, keys: base + ".keys"}, nil
}

// Release lets go of the entries: a later Keep may evict them. Releasing
// twice does nothing.
func (h *Hold) Release() {
	if h == nil {
		return
	}
	h.once.Do(func() {
		os.Remove(h.keys)
		h.unlock()
	})
}

// held returns the names of the entries live processes hold, and removes
// the holds of dead ones.
func (c *Cache) held() map[string]bool {
	dir := filepath.Join(c.dir, heldDir)
	names, _ := filepath.Glob(filepath.Join(dir, "*.keys"))
	out := map[string]bool{}
	for _, keys := range names {
		base := strings.TrimSuffix(keys, ".keys")
		unlock, ok, err := filelock.TryLock(base + ".lock")
		if err != nil {
			continue
		}
		if ok { // no one holds it: its holder is gone
			os.Remove(keys)
			unlock()
			continue
		}
		f, err := os.Open(keys)
		if err != nil {
			continue
		}
		s := bufio.NewScanner(f)
		for s.Scan() {
			out[s.Text()] = true
		}
		f.Close()
	}
	return out
}

var (
	usesMu sync.Mutex
	uses   = map[string]*Hold{}
)

// Use holds keys for this process as owner's (a name for what uses them:
// "livebuild.Bundle butce"), and releases what owner held in the namespace
// before: a long-running process (the preview) that builds again holds
// what its newest build uses, not every build's. A hold that cannot be
// made costs the entries their protection, not the build.
func (c *Cache) Use(owner string, keys ...Key) {
	h, err := c.Hold(keys...)
	if err != nil {
		h = nil
	}
	usesMu.Lock()
	old := uses[c.dir+"\x00"+owner]
	uses[c.dir+"\x00"+owner] = h
	usesMu.Unlock()
	old.Release()
}
