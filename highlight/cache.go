package highlight

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"runtime/debug"
	"sync"

	"coursesite/internal/cache"
)

// highlights remembers highlighted sources. chroma's regular expressions
// take milliseconds per kilobyte of source, more than the rest of a build:
// within a process (a server rebuilding on every edit) a source is
// highlighted once, and the build command keeps each listing in the cache
// (namespace highlights, UseCache) so that a later build that
// renders its lesson again does not highlight it again.
var highlights = newHighlightMemo()

// highlightLimit bounds the memo: past it, it starts afresh.
const highlightLimit = 256

// highlightCacheBytes bounds the listings kept on disk (kilobytes each): a
// build cannot tell which listings the lessons it takes from their own
// entries show, so the least recently used go first (cache.Trim).
const highlightCacheBytes = 16 << 20

type highlightMemo struct {
	mu      sync.Mutex
	entries map[cache.Key]string // by highlightKey
	disk    *cache.Cache         // the build's cache of listings; nil: none
	fresh   bool                 // a listing was put on disk since the last trim
}

func newHighlightMemo() *highlightMemo {
	return &highlightMemo{entries: map[cache.Key]string{}}
}

// highlightKey identifies a source highlighted by a lexer, with this
// program's highlighter.
func highlightKey(l *codeLexer, src []byte) cache.Key {
	return cache.NewKey("listing", highlighterID(), l.config().Name).AddBytes(src)
}

// get returns the listing of key from memory, or else from disk.
func (m *highlightMemo) get(key cache.Key) (string, bool) {
	m.mu.Lock()
	html, ok := m.entries[key]
	disk := m.disk
	m.mu.Unlock()
	if ok || disk == nil {
		return html, ok
	}
	b, ok := disk.Get(key)
	if !ok {
		return "", false
	}
	m.remember(key, string(b))
	return string(b), true
}

// put remembers the listing of key, and keeps it on disk.
func (m *highlightMemo) put(key cache.Key, html string) {
	m.remember(key, html)
	m.mu.Lock()
	disk := m.disk
	m.fresh = m.fresh || disk != nil
	m.mu.Unlock()
	if disk != nil {
		// Only a later build's speed is at stake: a failed write is no error.
		_ = disk.Put(key, []byte(html))
	}
}

// remember keeps the listing of key in memory.
func (m *highlightMemo) remember(key cache.Key, html string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.entries) >= highlightLimit {
		clear(m.entries)
	}
	m.entries[key] = html
}

// use makes m keep listings in the cache folder dir ("": in memory only).
// Nothing is kept on disk when the highlighter cannot be identified (id:
// see highlighterIDOf), lest a listing of another chroma be taken.
func (m *highlightMemo) use(dir, id string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.disk = nil
	if dir != "" && id != "" {
		m.disk = cache.Open(dir, "highlights")
	}
}

// trim bounds the listings kept on disk, once some were put there.
func (m *highlightMemo) trim() {
	m.mu.Lock()
	disk, fresh := m.disk, m.fresh
	m.fresh = false
	m.mu.Unlock()
	if disk != nil && fresh {
		disk.Trim(highlightCacheBytes)
	}
}

// highlighterID identifies the highlighting code and data of this program
// (see highlighterIDOf).
var highlighterID = sync.OnceValue(func() string {
	info, _ := debug.ReadBuildInfo()
	return highlighterIDOf(info)
})

// highlighterIDOf identifies the highlighting code and data of the program
// built as info says: chroma's version, the lexer and style files and the
// formatter's options. It is "" when info does not give chroma's version (a
// test binary's does not), and then nothing is kept on disk.
func highlighterIDOf(info *debug.BuildInfo) string {
	var version string
	if info != nil {
		for _, d := range info.Deps {
			if d.Path == "github.com/alecthomas/chroma/v2" {
				if d.Replace != nil {
					d = d.Replace
				}
				version = d.Version + " " + d.Sum
			}
		}
	}
	if version == "" {
		return ""
	}
	h := sha256.New()
	files, err := fs.Glob(chromaFiles, "chroma/*")
	if err != nil {
		panic(err) // the pattern is valid
	}
	for _, f := range files {
		data, err := chromaFiles.ReadFile(f)
		if err != nil {
			panic(err) // listed just above
		}
		fmt.Fprintf(h, "%s %d\n", f, len(data))
		h.Write(data)
	}
	return fmt.Sprintf("chroma %s, %s, files %x", version, codeFormat, h.Sum(nil)[:12])
}

// UseCache makes this process keep the listings it highlights in the
// cache folder dir, and take those kept there ("": in memory only): the
// build command's, whose next run may render a lesson again.
func UseCache(dir string) { highlights.use(dir, highlighterID()) }

// TrimCache bounds the listings kept on disk (highlightCacheBytes).
func TrimCache() { highlights.trim() }
