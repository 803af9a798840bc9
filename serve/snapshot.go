package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
	"strings"

	"coursesite/site"
)

// snapshot is the site as served at one moment. It is never changed after
// it is stored: a new build makes a new snapshot.
type snapshot struct {
	// id names what the snapshot shows, the build and its problems; an open
	// tab holds its page's id and reloads when the server's differs.
	id string
	// files are the built files by name; pages carry the live script and,
	// when there are problems, the overlay.
	files map[string][]byte
	// errorPage, when no build has succeeded yet, is served for every page.
	errorPage []byte
}

// builtSite is a successful build and its content hash.
type builtSite struct {
	files map[string][]byte
	hash  string
}

func newBuiltSite(out *site.Output) *builtSite {
	h := sha256.New()
	for _, name := range slices.Sorted(maps.Keys(out.Files)) {
		h.Write([]byte(name))
		h.Write([]byte{0})
		h.Write(out.Files[name])
		h.Write([]byte{0})
	}
	return &builtSite{files: out.Files, hash: hex.EncodeToString(h.Sum(nil))}
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
	snap := &snapshot{id: hex.EncodeToString(h.Sum(nil)[:12]), files: map[string][]byte{}}
	live := liveSnippet(snap.id, problems)
	if good == nil {
		snap.errorPage = errorPage(live)
		return snap
	}
	for name, body := range good.files {
		if strings.HasSuffix(name, ".html") {
			body = inject(body, live)
		}
		snap.files[name] = body
	}
	return snap
}
