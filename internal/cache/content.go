package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
)

// Content entries are file entries named by what they hold: the key of
// one is the SHA-256 of its bytes (ContentKey). Many callers may keep the
// same bytes (fifty lessons publishing the same answers ahead) and store
// them once; a caller records the entries it made (Ref) and opens them
// again from its own record (OpenContent), which costs a build one look
// at each file's length and time. A namespace of content entries is
// evicted with Keep: nothing marks them as read.

// ContentKey is the key of the content entry whose bytes' SHA-256 is sum
// (hex).
func ContentKey(sum string) Key { return NewKey("cache content 1", sum) }

// A Ref is a content entry as a caller records it, to open it again
// (OpenContent): the SHA-256 of its bytes (hex), their length, and the
// file's stamp (File.Stamp).
type Ref struct {
	Sum         string
	Size, Stamp int64
}

// Ref returns the record of content entry f, for OpenContent.
func (f File) Ref() Ref { return Ref{Sum: f.Sum, Size: int64(len(f.Data)), Stamp: f.Stamp} }

// PutContent keeps data as the content entry of its SHA-256 and returns
// it, its Data being data. An entry already there whole is kept as it is:
// nothing is written.
func (c *Cache) PutContent(data []byte) (File, error) {
	sha := sha256.Sum256(data)
	return c.PutSummed(data, hex.EncodeToString(sha[:]))
}

// PutSummed is PutContent for a caller that has hashed data already: sum
// must be its SHA-256 (hex), which names the entry.
func (c *Cache) PutSummed(data []byte, sum string) (File, error) {
	k := ContentKey(sum)
	file := c.filePath(k, "")
	// There as it was made: its record, and the file with its stamp.
	if rec, _, err := readSmall(file + recordSuffix); err == nil {
		r, ok := parseRecord(rec)
		fi, err := os.Lstat(file)
		if ok && err == nil && r.key == k.String() && r.sha == sum && r.size == int64(len(data)) &&
			fi.Mode().IsRegular() && fi.Size() == r.size && r.stamp != 0 && fi.ModTime().UnixNano() == r.stamp {
			return File{Path: file, Data: data, Sum: sum, Stamp: r.stamp}, nil
		}
	}
	return c.makeFile(k, "", sum, func(tmp string) ([]byte, error) {
		return data, os.WriteFile(tmp, data, 0o644)
	})
}

// OpenContent returns the content entry ref stands for. A file that has
// ref's length and stamp is the file as it was made (see GetFile), and is
// taken without reading its record or its bytes; any other is taken as
// GetFile takes it, or not at all.
func (c *Cache) OpenContent(ref Ref) (File, bool) {
	k := ContentKey(ref.Sum)
	file := c.filePath(k, "")
	if fi, err := os.Lstat(file); err == nil && fi.Mode().IsRegular() && ref.Stamp != 0 &&
		fi.Size() == ref.Size && fi.ModTime().UnixNano() == ref.Stamp {
		id := mapID{file, fi.Size(), ref.Stamp}
		data, ok := mapped(id)
		if !ok {
			if data, err = mapPath(file, fi, false); err != nil {
				return File{}, false
			}
			remember(id, data)
		}
		return File{Path: file, Data: data, Sum: ref.Sum, Stamp: ref.Stamp}, true
	}
	f, ok := c.GetFile(k, "")
	if !ok || f.Sum != ref.Sum || int64(len(f.Data)) != ref.Size {
		return File{}, false
	}
	return f, true
}
