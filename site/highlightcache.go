package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"

	"coursesite/internal/atomicfile"
)

// highlights remembers highlighted sources. chroma's regular expressions
// take milliseconds per kilobyte of source, more than the rest of a build:
// within a process (a server rebuilding on every edit) a source is
// highlighted once, and a build keeps what it highlighted on disk
// (loadHighlights, saveHighlights) so that the next one starts warm.
var highlights = newHighlightMemo()

// highlightLimit bounds the memo: past it, it starts afresh.
const highlightLimit = 256

// highlightFile is the file in the cache folder holding the listings the
// last build highlighted: a line identifying the highlighter (see
// highlighterIDOf), then for each listing a line "KEY LENGTH" followed by
// LENGTH bytes of HTML.
const highlightFile = "kod.html"

type highlightMemo struct {
	mu      sync.Mutex
	entries map[string]*highlightEntry // by highlightKey
	// fresh is set when a source was highlighted rather than remembered:
	// the file on disk lacks it.
	fresh bool
}

type highlightEntry struct {
	html string
	used bool // asked for since the memo was made or loaded
}

func newHighlightMemo() *highlightMemo {
	return &highlightMemo{entries: map[string]*highlightEntry{}}
}

// highlightKey identifies a source highlighted by a lexer.
func highlightKey(l *codeLexer, src []byte) string {
	h := sha256.New()
	h.Write([]byte(l.config().Name))
	h.Write([]byte{0})
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

func (m *highlightMemo) get(key string) (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	if !ok {
		return "", false
	}
	e.used = true
	return e.html, true
}

func (m *highlightMemo) put(key, html string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.entries) >= highlightLimit {
		clear(m.entries)
	}
	m.entries[key] = &highlightEntry{html: html, used: true}
	m.fresh = true
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

// loadHighlights adds to the memo the listings a previous build kept in
// dir.
func loadHighlights(dir string) { highlights.load(dir, highlighterID()) }

// saveHighlights keeps in dir the listings this build used.
func saveHighlights(dir string) error { return highlights.save(dir, highlighterID()) }

// load adds the listings kept in dir by a highlighter with the same id. A
// missing, unreadable, damaged or outdated file is no error: its listings
// are highlighted again.
func (m *highlightMemo) load(dir, id string) {
	if id == "" {
		return
	}
	data, err := os.ReadFile(filepath.Join(dir, highlightFile))
	if err != nil {
		return
	}
	listings, ok := parseHighlights(string(data), id)
	if !ok {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for key, html := range listings {
		if _, ok := m.entries[key]; !ok && len(m.entries) < highlightLimit {
			m.entries[key] = &highlightEntry{html: html}
		}
	}
}

// parseHighlights reads highlightFile's text, written by the highlighter
// id; ok is false if another wrote it or the text is damaged.
func parseHighlights(text, id string) (listings map[string]string, ok bool) {
	first, rest, _ := strings.Cut(text, "\n")
	if first != id {
		return nil, false
	}
	listings = map[string]string{}
	for rest != "" {
		head, body, found := strings.Cut(rest, "\n")
		key, length, _ := strings.Cut(head, " ")
		n, err := strconv.Atoi(length)
		if !found || len(key) != 2*sha256.Size || err != nil || n < 0 || n > len(body) {
			return nil, false
		}
		listings[key] = body[:n]
		rest = body[n:]
	}
	return listings, true
}

// save keeps in dir the listings used since the memo was loaded, unless the
// file there holds exactly those already.
func (m *highlightMemo) save(dir, id string) error {
	if id == "" {
		return nil
	}
	m.mu.Lock()
	used := map[string]string{}
	for key, e := range m.entries {
		if e.used {
			used[key] = e.html
		}
	}
	changed := m.fresh || len(used) != len(m.entries)
	m.fresh = false
	m.mu.Unlock()
	if !changed {
		return nil
	}
	var b bytes.Buffer
	b.WriteString(id + "\n")
	for _, key := range slices.Sorted(maps.Keys(used)) {
		fmt.Fprintf(&b, "%s %d\n%s", key, len(used[key]), used[key])
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(dir, highlightFile), b.Bytes())
}
