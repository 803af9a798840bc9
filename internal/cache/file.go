package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"coursesite/internal/atomicfile"
)

// A File is a file entry, as GetFile, PutFile and MakeFile return it.
type File struct {
	// Path is the file holding the entry's bytes. Nothing changes it in
	// place (a new entry is renamed over it), so a site may link it and a
	// tool may run it.
	Path string
	// Data is its content, checked against its checksum or its stamp
	// (Stamp). GetFile maps the file rather than reading it (megabytes
	// cost a build more to copy than anything else it does): the bytes
	// must not be modified.
	Data []byte
	// Sum is the hex SHA-256 of Data, recorded when the entry was made: a
	// site names a published file by it without hashing megabytes again.
	Sum string
	// Stamp is the file's modification time (in nanoseconds since 1970)
	// as the entry was made, recorded with it: a file that still has it
	// was not written since, and is taken without reading it (see
	// GetFile); 0 for an entry made before entries had one.
	Stamp int64
}

// recordSuffix names the file beside a file entry that records its key,
// length, CRC-32C, SHA-256 and stamp; recordMagic starts it (oldMagic, a
// record without a stamp, is still read).
const (
	recordSuffix = ".sum"
	recordMagic  = "coursesite cache file 2"
	oldMagic     = "coursesite cache file 1"
)

// stampLag is how far in the past a file entry's stamp is: a write into
// the file (through a site's link to it) sets its time to the time of the
// write, which is never that — even on a file system that keeps times in
// whole seconds or two.
const stampLag = 3 * time.Second

// filePath is the path of the file entry k with the extension ext (".js",
// ".wasm": node and browsers go by it).
func (c *Cache) filePath(k Key, ext string) string { return c.Path(k) + ext }

// GetFile returns the file entry k with the extension ext, or false when
// there is none. A file whose length or time is not what was recorded
// when it was made (changed in place through a site's link to it, say) is
// checked against its recorded checksum; one whose length or checksum
// differs is removed, with its record, and is a miss. A file with its
// stamp is mapped, not read: its pages are read when its bytes are. Unlike
// Get, a hit leaves the file's time as it is (a site links the same file,
// and a deploy tool comparing times would take it for changed) and marks
// its record as just read instead, for Trim.
func (c *Cache) GetFile(k Key, ext string) (File, bool) {
	file := c.filePath(k, ext)
	rec, ri, err := readSmall(file + recordSuffix)
	if err != nil {
		return File{}, false
	}
	r, ok := parseRecord(rec)
	if !ok || r.key != k.String() {
		discard(ri, file+recordSuffix, file)
		return File{}, false
	}
	f, ok := open(file, r, ri)
	if !ok {
		return File{}, false
	}
	// Trim goes by when an entry was last used: the record says it, as
	// the file itself must keep its time.
	now := time.Now()
	_ = os.Chtimes(file+recordSuffix, now, now)
	return f, true
}

// open returns the file entry file as its record r says it is, mapped
// (mapped: once a process); ri is the record's file, removed with the
// entry when the entry is damaged.
func open(file string, r record, ri os.FileInfo) (File, bool) {
	fi, err := os.Lstat(file)
	if err != nil {
		discard(ri, file+recordSuffix) // a record of nothing
		return File{}, false
	}
	if !fi.Mode().IsRegular() {
		return File{}, false
	}
	if fi.Size() != r.size {
		discard(fi, file, file+recordSuffix)
		return File{}, false
	}
	stamped := r.stamp != 0 && fi.ModTime().UnixNano() == r.stamp
	id := mapID{file, fi.Size(), fi.ModTime().UnixNano()}
	data, ok := mapped(id)
	if !ok {
		if data, err = mapPath(file, fi, !stamped); err != nil {
			return File{}, false
		}
		// Unchanged since it was made: as it was made. Otherwise its
		// bytes are checked.
		if !stamped && crc32.Checksum(data, castagnoli) != r.crc {
			discard(fi, file, file+recordSuffix)
			return File{}, false
		}
		remember(id, data)
	}
	return File{Path: file, Data: data, Sum: r.sha, Stamp: r.stamp}, true
}

// A mapID names a file's bytes as they were mapped: its path, length and
// time, which any write into it changes.
type mapID struct {
	path        string
	size, mtime int64
}

// mappings are the file entries this process has mapped and checked: a
// file is mapped once a process, however many builds take it (a mapping
// lasts as long as the process, which may hold some tens of thousands).
var mappings = struct {
	sync.Mutex
	m map[mapID][]byte
}{m: map[mapID][]byte{}}

func mapped(id mapID) ([]byte, bool) {
	mappings.Lock()
	defer mappings.Unlock()
	b, ok := mappings.m[id]
	return b, ok
}

func remember(id mapID, data []byte) {
	mappings.Lock()
	defer mappings.Unlock()
	mappings.m[id] = data
}

// mapPath maps file, whose information is fi, as mapFile does, if it is
// still fi.
func mapPath(file string, fi os.FileInfo, populate bool) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if now, err := f.Stat(); err != nil || !os.SameFile(fi, now) {
		return nil, fmt.Errorf("cache: %s replaced", file)
	}
	return mapFile(f, fi.Size(), populate)
}

// PutFile stores data as the file entry k with the extension ext, and
// returns it (its Data is data).
func (c *Cache) PutFile(k Key, ext string, data []byte) (File, error) {
	return c.makeFile(k, ext, "", func(tmp string) ([]byte, error) {
		return data, os.WriteFile(tmp, data, 0o644)
	})
}

// MakeFile stores as the file entry k with the extension ext what write
// writes to tmp, a file in the namespace's folder that it may replace (go
// build -o tmp), and returns the entry. A write that fails leaves no entry
// and no temporary file, and MakeFile returns its error as it is.
func (c *Cache) MakeFile(k Key, ext string, write func(tmp string) error) (File, error) {
	return c.makeFile(k, ext, "", func(tmp string) ([]byte, error) {
		if err := write(tmp); err != nil {
			return nil, err
		}
		return os.ReadFile(tmp)
	})
}

// makeFile makes the file entry k from what fill puts in a temporary file
// (and returns as its content), whose SHA-256 is sum ("": not known yet):
// it stamps the file, renames it into place, then writes its record, whose
// presence says the entry is whole.
func (c *Cache) makeFile(k Key, ext, sum string, fill func(tmp string) ([]byte, error)) (File, error) {
	file := c.filePath(k, ext)
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	// atomicfile's temporary names, which RemoveStale knows.
	tmp, err := os.CreateTemp(c.dir, "."+filepath.Base(file)+".tmp-*")
	if err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	tmp.Close()
	defer os.Remove(tmp.Name()) // a no-op once renamed
	data, err := fill(tmp.Name())
	if err != nil {
		return File{}, err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	stamp := time.Now().Add(-stampLag)
	if err := os.Chtimes(tmp.Name(), stamp, stamp); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	fi, err := os.Lstat(tmp.Name()) // the time as the file system keeps it
	if err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	if sum == "" {
		sha := sha256.Sum256(data)
		sum = hex.EncodeToString(sha[:])
	}
	r := record{key: k.String(), size: int64(len(data)), crc: crc32.Checksum(data, castagnoli), sha: sum, stamp: fi.ModTime().UnixNano()}
	if err := os.Rename(tmp.Name(), file); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	if err := atomicfile.Write(file+recordSuffix, []byte(r.String())); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	return File{Path: file, Data: data, Sum: r.sha, Stamp: r.stamp}, nil
}

// readSmall reads a file entry's record, and returns what it read, of
// which file.
func readSmall(file string) (string, os.FileInfo, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, 1<<10))
	return string(b), fi, err
}

// A record is what a file entry's record file says of it: the key it was
// made for (hex), the length, CRC-32C, SHA-256 (hex) and stamp (0: none)
// of its bytes.
type record struct {
	key   string
	size  int64
	crc   uint32
	sha   string
	stamp int64
}

// String writes the record as its file holds it.
func (r record) String() string {
	return fmt.Sprintf("%s\n%s\n%d %08x %s %d\n", recordMagic, r.key, r.size, r.crc, r.sha, r.stamp)
}

// parseRecord reads a file entry's record file.
func parseRecord(rec string) (record, bool) {
	lines := strings.Split(rec, "\n")
	if len(lines) != 4 || lines[0] != recordMagic && lines[0] != oldMagic || len(lines[1]) != 2*sha256.Size || lines[3] != "" {
		return record{}, false
	}
	f := strings.Fields(lines[2])
	fields := 4
	if lines[0] == oldMagic {
		fields = 3
	}
	if len(f) != fields || len(f[2]) != 2*sha256.Size {
		return record{}, false
	}
	r := record{key: lines[1], sha: f[2]}
	var err1, err2, err3 error
	r.size, err1 = strconv.ParseInt(f[0], 10, 64)
	crc, err2 := strconv.ParseUint(f[1], 16, 32)
	if fields == 4 {
		r.stamp, err3 = strconv.ParseInt(f[3], 10, 64)
	}
	if err1 != nil || err2 != nil || err3 != nil || r.size < 0 {
		return record{}, false
	}
	r.crc = uint32(crc)
	return r, true
}

// SumOf returns the SHA-256 (hex) of the content of file, a file entry's
// path (File.Path), as recorded when the entry was made, and the length
// recorded with it; ok is false when file is no file entry. It is for a
// caller that holds the entry's bytes, from GetFile, PutFile or MakeFile,
// but only its path where it needs their hash; it compares the length
// with theirs (another entry may have been put there since).
func SumOf(file string) (sha string, size int64, ok bool) {
	rec, _, err := readSmall(file + recordSuffix)
	if err != nil {
		return "", 0, false
	}
	r, ok := parseRecord(rec)
	return r.sha, r.size, ok
}

// readFile reads the size bytes of f, from its start.
func readFile(f *os.File, size int64) ([]byte, error) {
	data := make([]byte, size)
	_, err := f.ReadAt(data, 0)
	return data, err
}
