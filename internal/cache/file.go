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
	"time"

	"coursesite/internal/atomicfile"
)

// A File is a file entry, as GetFile, PutFile and MakeFile return it.
type File struct {
	// Path is the file holding the entry's bytes. Nothing changes it in
	// place (a new entry is renamed over it), so a site may link it and a
	// tool may run it.
	Path string
	// Data is its content, checked against its checksum. GetFile maps the
	// file rather than reading it (megabytes cost a build more to copy
	// than anything else it does): the bytes must not be modified.
	Data []byte
	// Sum is the hex SHA-256 of Data, recorded when the entry was made: a
	// site names a published file by it without hashing megabytes again.
	Sum string
}

// recordSuffix names the file beside a file entry that records its key,
// length, CRC-32C and SHA-256; recordMagic starts it.
const (
	recordSuffix = ".sum"
	recordMagic  = "coursesite cache file 1"
)

// filePath is the path of the file entry k with the extension ext (".js",
// ".wasm": node and browsers go by it).
func (c *Cache) filePath(k Key, ext string) string { return c.Path(k) + ext }

// GetFile returns the file entry k with the extension ext, or false when
// there is none. A file whose length or checksum is not what was recorded
// when it was made (changed in place through a site's link to it, say) is
// removed, with its record, and is a miss. Unlike Get, a hit leaves the
// file's time as it is (a site links the same file, and a deploy tool
// comparing times would take it for changed) and marks its record as just
// read instead, for Trim.
func (c *Cache) GetFile(k Key, ext string) (File, bool) {
	file := c.filePath(k, ext)
	rec, ri, err := readSmall(file + recordSuffix)
	if err != nil {
		return File{}, false
	}
	key, size, crc, sha, ok := parseRecord(rec)
	if !ok || key != k.String() {
		discard(ri, file+recordSuffix, file)
		return File{}, false
	}
	f, err := os.Open(file)
	if err != nil {
		discard(ri, file+recordSuffix) // a record of nothing
		return File{}, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return File{}, false
	}
	if fi.Size() != size {
		discard(fi, file, file+recordSuffix)
		return File{}, false
	}
	data, err := mapFile(f, size)
	if err != nil {
		return File{}, false
	}
	if crc32.Checksum(data, castagnoli) != crc {
		discard(fi, file, file+recordSuffix)
		return File{}, false
	}
	// Trim goes by when an entry was last used: the record says it, as
	// the file itself must keep its time.
	now := time.Now()
	_ = os.Chtimes(file+recordSuffix, now, now)
	return File{Path: file, Data: data, Sum: sha}, true
}

// PutFile stores data as the file entry k with the extension ext, and
// returns it (its Data is data).
func (c *Cache) PutFile(k Key, ext string, data []byte) (File, error) {
	return c.makeFile(k, ext, func(tmp string) ([]byte, error) {
		return data, os.WriteFile(tmp, data, 0o644)
	})
}

// MakeFile stores as the file entry k with the extension ext what write
// writes to tmp, a file in the namespace's folder that it may replace (go
// build -o tmp), and returns the entry. A write that fails leaves no entry
// and no temporary file, and MakeFile returns its error as it is.
func (c *Cache) MakeFile(k Key, ext string, write func(tmp string) error) (File, error) {
	return c.makeFile(k, ext, func(tmp string) ([]byte, error) {
		if err := write(tmp); err != nil {
			return nil, err
		}
		return os.ReadFile(tmp)
	})
}

// makeFile makes the file entry k from what fill puts in a temporary file
// (and returns as its content): it renames the file into place, then
// writes its record, whose presence says the entry is whole.
func (c *Cache) makeFile(k Key, ext string, fill func(tmp string) ([]byte, error)) (File, error) {
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
	sha := sha256.Sum256(data)
	f := File{Path: file, Data: data, Sum: hex.EncodeToString(sha[:])}
	rec := fmt.Sprintf("%s\n%s\n%d %08x %s\n", recordMagic, k, len(data), crc32.Checksum(data, castagnoli), f.Sum)
	if err := os.Rename(tmp.Name(), file); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	if err := atomicfile.Write(file+recordSuffix, []byte(rec)); err != nil {
		return File{}, fmt.Errorf("cache: %w", err)
	}
	return f, nil
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

// parseRecord reads a file entry's record: the key it was made for (hex),
// the length, CRC-32C and SHA-256 (hex) of its bytes.
func parseRecord(rec string) (key string, size int64, crc uint32, sha string, ok bool) {
	lines := strings.Split(rec, "\n")
	if len(lines) != 4 || lines[0] != recordMagic || len(lines[1]) != 2*sha256.Size || lines[3] != "" {
		return "", 0, 0, "", false
	}
	f := strings.Fields(lines[2])
	if len(f) != 3 || len(f[2]) != 2*sha256.Size {
		return "", 0, 0, "", false
	}
	size, err1 := strconv.ParseInt(f[0], 10, 64)
	c, err2 := strconv.ParseUint(f[1], 16, 32)
	if err1 != nil || err2 != nil || size < 0 {
		return "", 0, 0, "", false
	}
	return lines[1], size, uint32(c), f[2], true
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
	_, size, _, sha, ok = parseRecord(rec)
	return sha, size, ok
}

// readFile reads the size bytes of f, from its start.
func readFile(f *os.File, size int64) ([]byte, error) {
	data := make([]byte, size)
	_, err := f.ReadAt(data, 0)
	return data, err
}
