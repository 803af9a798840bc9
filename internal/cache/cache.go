// Package cache keeps on disk what a build makes and a later build can
// take over instead of making it again: math rendered by KaTeX, charts drawn
// by node, highlighted listings, the lessons' renderings, the bundled chart
// runtime, the page's loader and the model compiled to WebAssembly. Every
// one of them lives in one folder (the project's cache folder, outside its
// work tree: package cachedir), in a namespace of its own (a folder inside
// it), and is kept the same way:
//
//   - An entry is stored under a Key made of everything its value is made
//     of (versions, formats, sources), so a changed input is another key: an
//     entry is never stale, only no longer asked for.
//   - An entry is written whole, through a temporary file renamed into
//     place (package atomicfile), and carries the CRC-32C of its bytes,
//     which every read checks — or for a file entry, its stamp: the time
//     it was given when made, which any write into it changes (a file that
//     has it is taken unread; one that has not, by its checksum). An entry
//     cut short, changed on disk, or not one at all is a miss: it is
//     removed and its value made again — never an error that fails a
//     build.
//     The checksum and the stamp catch damage, not forgery: anyone can
//     write an entry that checks. An entry is trusted because the folder is
//     one only builds write, outside the work tree a commit can fill.
//   - Eviction is one of two, whichever the caller can use: Keep, for one
//     that knows every entry it will ask for again (the newest bundle, the
//     current lessons), which spares what another build running beside it
//     holds (Hold), and Trim, a bound in bytes that removes the least
//     recently read first, for one that cannot (the formulas and drawings of
//     lessons the next build takes whole from their own entries).
//
// Builds, the preview and tests share the folder, several at once, and
// take no lock to use it: two writers of one key write the same bytes, and
// the last rename wins; a reader sees an entry whole or not at all; an
// entry removed (evicted, or found damaged) is unlinked, which disturbs no
// reader that has it open or mapped, and no site that links it.
//
// Entries come in two forms. Get and Put keep bytes, behind a header, in
// one file. GetFile, PutFile and MakeFile keep a file that a tool reads
// from its path (node runs the chart server's bundle, go build writes the
// WebAssembly) or that a site links rather than copies: its bytes as they
// are, their checksum and stamp in a file beside it. Content entries
// (PutContent, OpenContent) are file entries named by their bytes' hash,
// kept once however many callers keep the same bytes.
package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"coursesite/internal/atomicfile"
)

// A Key names an entry: a hash of every input its value is made of, fed
// one part at a time. A Key is a value; Add returns a new one.
type Key struct{ sum [sha256.Size]byte }

// NewKey returns the key made of parts: say first what the value is and
// how it is made ("katex", its version), so that two kinds of entry, or
// two formats of one, never share a key.
func NewKey(parts ...string) Key { return Key{}.Add(parts...) }

// Add returns the key made of k's inputs and then parts. Each part is
// hashed with its length, so ("ab", "c") and ("a", "bc") are two keys.
func (k Key) Add(parts ...string) Key {
	h := sha256.New()
	h.Write(k.sum[:])
	for _, p := range parts {
		h.Write(binary.AppendUvarint(nil, uint64(len(p))))
		h.Write([]byte(p))
	}
	return Key{[sha256.Size]byte(h.Sum(nil))}
}

// AddBytes is Add for inputs held as bytes (a page's text, a chart's
// options), which it does not copy.
func (k Key) AddBytes(parts ...[]byte) Key {
	h := sha256.New()
	h.Write(k.sum[:])
	for _, p := range parts {
		h.Write(binary.AppendUvarint(nil, uint64(len(p))))
		h.Write(p)
	}
	return Key{[sha256.Size]byte(h.Sum(nil))}
}

// String returns the key in hex, for a caller whose own key is made of
// this one (the drawings name the script that draws them).
func (k Key) String() string { return hex.EncodeToString(k.sum[:]) }

// nameLen is how many hex digits of its key an entry's file name carries:
// 128 bits, far past any chance of two keys meeting in one namespace. The
// whole key is stored with the entry and checked.
const nameLen = 32

// name is the entry's file name, without a file entry's extension.
func (k Key) name() string { return k.String()[:nameLen] }

// MaxEntry bounds an entry Get reads back (and Put writes), so that a
// damaged header cannot make a build allocate gigabytes: a lesson's
// rendering, the largest kept with Get, is some megabytes.
const MaxEntry = 256 << 20

// A Cache is one namespace of a cache folder: a folder of entries of one
// kind.
type Cache struct{ dir string }

// Open returns the namespace of the cache folder dir. Nothing is
// made on disk until an entry is put.
func Open(dir, namespace string) *Cache { return &Cache{dir: filepath.Join(dir, namespace)} }

// Dir returns the namespace's folder: a caller that must serialize its
// writers between processes (a compile of tens of seconds) puts its lock
// file beside it.
func (c *Cache) Dir() string { return c.dir }

// Path returns the file that holds the entry k put with Put (a file
// entry's is Path(k) and its extension), for a test to damage or a person
// to look at.
func (c *Cache) Path(k Key) string { return filepath.Join(c.dir, k.name()) }

// castagnoli is the CRC every entry carries: the processor computes it at
// memory speed (the WebAssembly, megabytes, is checked on every build).
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// entryMagic starts every entry Put writes; then come the key (32 bytes),
// its stamp (8 bytes: the file's time as Put gave it, in nanoseconds since
// 1970), the data's length (8 bytes, big-endian), its CRC-32C (4 bytes)
// and the data. Change it with the layout. An entry of oldEntryMagic has
// no stamp.
const (
	entryMagic    = "coursesite cache 2\n"
	oldEntryMagic = "coursesite cache 1\n"
)

const headerLen = len(entryMagic) + sha256.Size + 8 + 4 + 8

// header reads the header at the start of an entry of size bytes put
// under k: how long it is, and the CRC-32C and stamp (0: none) of the data
// after it; ok is false when it is no such header.
func header(b []byte, k Key, size int64) (n int, crc uint32, stamp int64, ok bool) {
	n = headerLen
	if bytes.HasPrefix(b, []byte(oldEntryMagic)) {
		n -= 8
	} else if !bytes.HasPrefix(b, []byte(entryMagic)) {
		return 0, 0, 0, false
	}
	if len(b) < n || size < int64(n) {
		return 0, 0, 0, false
	}
	rest := b[len(entryMagic):n]
	if !bytes.Equal(rest[:sha256.Size], k.sum[:]) {
		return 0, 0, 0, false
	}
	rest = rest[sha256.Size:]
	if n == headerLen {
		stamp, rest = int64(binary.BigEndian.Uint64(rest)), rest[8:]
	}
	if binary.BigEndian.Uint64(rest) != uint64(size-int64(n)) {
		return 0, 0, 0, false
	}
	return n, binary.BigEndian.Uint32(rest[8:]), stamp, true
}

// Get returns the bytes put under k, or false when there are none. An entry
// that is not whole, not under k or not what was written (its checksum
// differs) is removed and is a miss. A hit marks the entry as just read, for
// Trim. The bytes are the caller's.
func (c *Cache) Get(k Key) ([]byte, bool) {
	file := c.Path(k)
	f, err := os.Open(file)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	if fi.Size() < int64(headerLen-8) || fi.Size() > MaxEntry+int64(headerLen) {
		discard(fi, file)
		return nil, false
	}
	buf := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, buf); err != nil {
		return nil, false // unreadable, not known to be damaged
	}
	n, crc, _, ok := header(buf, k, fi.Size())
	if !ok || crc32.Checksum(buf[n:], castagnoli) != crc {
		discard(fi, file)
		return nil, false
	}
	// Trim removes the least recently read first; a mark that cannot be
	// made costs the entry its place, not this build.
	now := time.Now()
	_ = os.Chtimes(file, now, now)
	data := buf[n:]
	return data[:len(data):len(data)], true
}

// Map is Get for a caller that may read little of an entry (a lesson's
// rendering, of which a build that lays nothing out reads the header): it
// maps the entry, once a process, rather than reading it, and takes it
// unread when its file still has the stamp Put gave it — a write into the
// file changes its time — checking only another's bytes (see GetFile). It
// marks nothing as read: a namespace read with Map is evicted with Keep.
// The bytes must not be modified.
func (c *Cache) Map(k Key) ([]byte, bool) {
	file := c.Path(k)
	fi, err := os.Lstat(file)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	if fi.Size() < int64(headerLen-8) || fi.Size() > MaxEntry+int64(headerLen) {
		discard(fi, file)
		return nil, false
	}
	id := mapID{file, fi.Size(), fi.ModTime().UnixNano()}
	b, known := mapped(id)
	if !known {
		if b, err = mapPath(file, fi, false); err != nil {
			return nil, false
		}
	}
	n, crc, stamp, ok := header(b, k, fi.Size())
	if ok && !known && (stamp == 0 || stamp != fi.ModTime().UnixNano()) {
		ok = crc32.Checksum(b[n:], castagnoli) == crc
	}
	if !ok {
		discard(fi, file)
		return nil, false
	}
	remember(id, b)
	data := b[n:]
	return data[:len(data):len(data)], true
}

// holds reports whether the entry k is there as Put made it, with data
// of length n and checksum sum.
func (c *Cache) holds(k Key, n int64, sum uint32) bool {
	f, err := os.Open(c.Path(k))
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(headerLen)+n {
		return false
	}
	b := make([]byte, headerLen)
	if _, err := f.ReadAt(b, 0); err != nil {
		return false
	}
	hl, crc, stamp, ok := header(b, k, fi.Size())
	return ok && hl == headerLen && crc == sum && stamp == fi.ModTime().UnixNano()
}

// stampOf returns the stamp an entry made now is given: some seconds in
// the past (stampLag), in whole even seconds, which any file system keeps
// as they are.
func stampOf(now time.Time) time.Time {
	return now.Add(-stampLag).Truncate(2 * time.Second)
}

// Put stores under k the concatenation of parts (a large value is written
// from the pieces it is made of, not copied into one first), replacing
// whatever was there. A reader sees the old entry or the new one, whole.
// An entry there already as Put made it (its stamp), of the same length
// and checksum, is left as it is: a build that makes a value again (build
// -fresh) does not write it again.
func (c *Cache) Put(k Key, parts ...[]byte) error {
	n, sum := 0, uint32(0)
	for _, p := range parts {
		n += len(p)
		sum = crc32.Update(sum, castagnoli, p)
	}
	if n > MaxEntry {
		return fmt.Errorf("cache: an entry of %d bytes, over %d", n, MaxEntry)
	}
	if c.holds(k, int64(n), sum) {
		return nil
	}
	stamp := stampOf(time.Now())
	head := make([]byte, 0, headerLen)
	head = append(append(head, entryMagic...), k.sum[:]...)
	head = binary.BigEndian.AppendUint64(head, uint64(stamp.UnixNano()))
	head = binary.BigEndian.AppendUint64(head, uint64(n))
	head = binary.BigEndian.AppendUint32(head, sum)
	if err := atomicfile.WriteStamped(c.Path(k), stamp, append([][]byte{head}, parts...)...); err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}

// discard removes file, found damaged, and the files of its entry with
// it (a file entry and its record), if file is still fi: a writer may have
// renamed a good entry into its place meanwhile, which stays.
func discard(fi os.FileInfo, file string, with ...string) {
	if now, err := os.Lstat(file); err != nil || !os.SameFile(fi, now) {
		return
	}
	for _, f := range append([]string{file}, with...) {
		os.Remove(f)
	}
}

// Keep removes from the namespace every entry but keys' and those a live
// process holds (Hold: another build's, running beside this one), and the
// temporary files of writers killed mid-way (RemoveStale). It is for a
// caller that knows every entry it will ask for again. Anything else in
// the namespace's folder goes as well: nothing but entries belongs there.
func (c *Cache) Keep(keys ...Key) {
	keep := c.held()
	for _, k := range keys {
		keep[k.name()] = true
	}
	for _, e := range c.entries() {
		if !keep[e.name] {
			e.remove(c.dir)
		}
	}
	c.RemoveStale(atomicfile.StaleAfter)
}

// Trim removes from the namespace the entries read (Get) or written least
// recently, until the rest take at most max bytes, and the temporary files
// of writers killed mid-way (RemoveStale). It is for a caller that cannot
// tell which entries will be asked for again: it reads the namespace's
// folder, so a caller trims once it has put a batch, not after every Put.
func (c *Cache) Trim(max int64) {
	es := c.entries()
	slices.SortFunc(es, func(a, b entry) int { return b.used.Compare(a.used) })
	var total int64
	for _, e := range es {
		if total += e.size; total > max {
			e.remove(c.dir)
		}
	}
	c.RemoveStale(atomicfile.StaleAfter)
}

// RemoveStale removes from the namespace the temporary files of writes
// killed mid-way that are older than age (atomicfile.RemoveStale): Keep
// and Trim pass atomicfile.StaleAfter, since a younger one may be a live
// writer's; a caller that holds a lock every writer of the namespace
// holds passes 0, and removes a killed writer's at once.
func (c *Cache) RemoveStale(age time.Duration) { atomicfile.RemoveStale(c.dir, age) }

// An entry, as Keep and Trim see the namespace's folder: the files named
// after one key (a file entry and its record).
type entry struct {
	name  string   // the key's part of the files' names
	files []string // the files
	size  int64    // their total size
	used  time.Time
}

func (e entry) remove(dir string) {
	for _, f := range e.files {
		os.Remove(filepath.Join(dir, f))
	}
}

// entries lists the namespace's entries. Hidden files are temporary ones
// (RemoveStale's business).
func (c *Cache) entries() []entry {
	des, err := os.ReadDir(c.dir)
	if err != nil {
		return nil
	}
	byName := map[string]int{}
	var es []entry
	for _, de := range des {
		if strings.HasPrefix(de.Name(), ".") || !de.Type().IsRegular() {
			continue
		}
		fi, err := de.Info()
		if err != nil {
			continue
		}
		name := de.Name()[:min(nameLen, len(de.Name()))]
		i, ok := byName[name]
		if !ok {
			i = len(es)
			byName[name] = i
			es = append(es, entry{name: name})
		}
		e := &es[i]
		e.files = append(e.files, de.Name())
		e.size += fi.Size()
		if fi.ModTime().After(e.used) {
			e.used = fi.ModTime()
		}
	}
	return es
}
