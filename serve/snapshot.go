package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
	"strings"
	"unsafe"

	"coursesite/site"
)

// snapshot is the site as served at one moment. It is never changed after
// it is stored: a new build makes a new snapshot.
type snapshot struct {
	// id names what the snapshot shows, the build and its problems; an open
	// tab holds its page's id and reloads when the server's differs.
	id string
	// files are the built files by name, as the build wrote them.
	files map[string][]byte
	// live is what every page carries in serve mode, before its </body>:
	// the live script and, when there are problems, the overlay. A page is
	// served with it put in (body); making each page anew for every
	// snapshot would cost every save the whole site's bytes.
	live []byte
	// errorPage, when no build has succeeded yet, is served for every page.
	errorPage []byte
}

// body returns the file called name as served, in pieces to write one
// after the other (a page: its text up to </body>, the live snippet, the
// rest), and whether the snapshot has it.
func (s *snapshot) body(name string) ([][]byte, bool) {
	data, ok := s.files[name]
	if !ok {
		return nil, false
	}
	if !strings.HasSuffix(name, ".html") {
		return [][]byte{data}, true
	}
	at := injectAt(data)
	return [][]byte{data[:at], s.live, data[at:]}, true
}

// builtSite is a successful build and its content hash.
type builtSite struct {
	out   *site.Output
	files map[string][]byte
	hash  string
	sums  map[string]fileSum // each file's hash, for the next build's
}

// fileSum is the hash of a file's bytes, remembered with the bytes it was
// computed from.
type fileSum struct {
	data []byte
	sum  [sha256.Size]byte
}

// newBuiltSite hashes a build's files. A file whose bytes are the
// previous build's (a page the build did not render again, the shared
// runtimes, a page laid out again the same) keeps its hash from prev.
func newBuiltSite(out *site.Output, prev *builtSite) *builtSite {
	sums := make(map[string]fileSum, len(out.Files))
	h := sha256.New()
	for _, name := range slices.Sorted(maps.Keys(out.Files)) {
		data := out.Files[name]
		fs, ok := fileSum{}, false
		if prev != nil {
			fs, ok = prev.sums[name]
			// The same memory, or the same bytes (a page laid out again
			// alike): comparing costs a tenth of hashing.
			ok = ok && (sameBytes(fs.data, data) || bytes.Equal(fs.data, data))
		}
		if ok {
			fs.data = data
		} else {
			fs = fileSum{data: data, sum: sha256.Sum256(data)}
		}
		sums[name] = fs
		h.Write([]byte(name))
		h.Write([]byte{0})
		h.Write(fs.sum[:])
	}
	return &builtSite{out: out, files: out.Files, hash: hex.EncodeToString(h.Sum(nil)), sums: sums}
}

// sameBytes reports whether a and b are the same slice of the same memory.
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.SliceData(a) == unsafe.SliceData(b))
}

// problem is one box of the overlay: a title and the messages under it, one
// per line, each usually starting with file:line:column.
type problem struct {
	title string
	lines []string
}

// newSnapshot makes the snapshot of the last good build (nil if none) under
// the given problems. Its id is a hash of both, so a rebuild that changes
// nothing reloads no tab, and a restarted server's tabs reload only if what
// it serves differs.
func newSnapshot(good *builtSite, problems []problem) *snapshot {
	h := sha256.New()
	if good != nil {
		h.Write([]byte(good.hash))
	}
	for _, p := range problems {
		h.Write([]byte{1})
		h.Write([]byte(p.title))
		for _, l := range p.lines {
			h.Write([]byte{0})
			h.Write([]byte(l))
		}
	}
	snap := &snapshot{id: hex.EncodeToString(h.Sum(nil)[:12])}
	snap.live = liveSnippet(snap.id, problems)
	if good == nil {
		snap.errorPage = errorPage(snap.live)
		return snap
	}
	snap.files = good.files
	return snap
}
