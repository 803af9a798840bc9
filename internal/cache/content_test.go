package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"os"
	"testing"
	"time"
)

// TestStamp: a file entry is made with a stamp, a time in the past that
// no write gives it: GetFile takes a file that has it as it is, and checks
// the bytes of one that has not (written since, even with its own bytes);
// an entry made before entries had stamps is checked by its checksum.
func TestStamp(t *testing.T) {
	c := Open(t.TempDir(), "wasm")
	k := NewKey("wasm", "stamp")
	data := []byte("\x00asm modül")
	put, err := c.PutFile(k, ".wasm", data)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(put.Path)
	if err != nil {
		t.Fatal(err)
	}
	if put.Stamp == 0 || fi.ModTime().UnixNano() != put.Stamp || time.Since(fi.ModTime()) < stampLag {
		t.Errorf("stamp %d, the file's time %v: want the file's time, %v in the past", put.Stamp, fi.ModTime(), stampLag)
	}
	if got, ok := c.GetFile(k, ".wasm"); !ok || got.Stamp != put.Stamp || !bytes.Equal(got.Data, data) {
		t.Errorf("GetFile = %q, %d, %v", got.Data, got.Stamp, ok)
	}

	// What the stamp promises: a file that has it is not read. (A write
	// gives the file the time of the write; only a hand that sets the time
	// back, as here, makes another file pass for the entry.)
	forged := []byte("\x00asm Modül")
	if err := os.WriteFile(put.Path, forged, 0o644); err != nil {
		t.Fatal(err)
	}
	stamp := time.Unix(0, put.Stamp)
	if err := os.Chtimes(put.Path, stamp, stamp); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.GetFile(k, ".wasm"); !ok || !bytes.Equal(got.Data, forged) {
		t.Errorf("a file with its stamp: %q, %v; want it taken unread", got.Data, ok)
	}

	// Written again with its own bytes: checked, and taken.
	if _, err := c.PutFile(k, ".wasm", data); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(put.Path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.GetFile(k, ".wasm"); !ok || !bytes.Equal(got.Data, data) {
		t.Errorf("a file written again with its own bytes: %q, %v", got.Data, ok)
	}

	// A record without a stamp (format 1): checked by its checksum.
	sha := sha256.Sum256(data)
	old := func() {
		t.Helper()
		rec := fmt.Sprintf("%s\n%s\n%d %08x %s\n", oldMagic, k, len(data), crc32.Checksum(data, castagnoli), hex.EncodeToString(sha[:]))
		if err := os.WriteFile(put.Path+recordSuffix, []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(put.Path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	old()
	if got, ok := c.GetFile(k, ".wasm"); !ok || !bytes.Equal(got.Data, data) || got.Stamp != 0 {
		t.Errorf("an entry of format 1: %q, %d, %v", got.Data, got.Stamp, ok)
	}
	if err := os.WriteFile(put.Path, forged, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.GetFile(k, ".wasm"); ok {
		t.Errorf("an entry of format 1 changed: a hit, %q", got.Data)
	}
}

// TestContent: a content entry is kept once, however many times it is
// put; it opens from its Ref with its bytes; changed in place it is not
// taken, and removed; made again (another stamp), an old Ref still opens
// it, by its record.
func TestContent(t *testing.T) {
	c := Open(t.TempDir(), "files")
	data := []byte("yanıtlar önceden")
	a, err := c.PutContent(data)
	if err != nil {
		t.Fatal(err)
	}
	sha := sha256.Sum256(data)
	if a.Sum != hex.EncodeToString(sha[:]) || a.Path != c.Path(ContentKey(a.Sum)) || !bytes.Equal(a.Data, data) {
		t.Errorf("PutContent = %s %s %q", a.Path, a.Sum, a.Data)
	}
	before, err := os.Stat(a.Path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.PutContent(bytes.Clone(data))
	if err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(a.Path)
	if err != nil {
		t.Fatal(err)
	}
	if b.Ref() != a.Ref() || !os.SameFile(before, after) {
		t.Errorf("put twice: %+v then %+v, the same file: %v; want the entry kept as it was", a.Ref(), b.Ref(), os.SameFile(before, after))
	}
	if names := files(t, c); len(names) != 2 {
		t.Errorf("the namespace holds %v, want one entry and its record", names)
	}
	if got, ok := c.OpenContent(a.Ref()); !ok || !bytes.Equal(got.Data, data) || got.Path != a.Path {
		t.Errorf("OpenContent = %q %s, %v", got.Data, got.Path, ok)
	}
	if _, ok := c.OpenContent(Ref{Sum: a.Sum, Size: a.Ref().Size + 1, Stamp: a.Stamp}); ok {
		t.Error("OpenContent of another length: a hit")
	}

	// Made again: another file, another stamp; the old Ref opens it.
	os.Remove(a.Path)
	os.Remove(a.Path + recordSuffix)
	time.Sleep(10 * time.Millisecond) // another stamp, on any clock
	again, err := c.PutContent(data)
	if err != nil {
		t.Fatal(err)
	}
	if again.Stamp == a.Stamp {
		t.Fatalf("made again with the same stamp %d", a.Stamp)
	}
	if got, ok := c.OpenContent(a.Ref()); !ok || !bytes.Equal(got.Data, data) {
		t.Errorf("OpenContent of an entry made again = %q, %v", got.Data, ok)
	}

	// Changed in place through a link: not taken, and removed.
	link := a.Path + ".site"
	if err := os.Link(again.Path, link); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(link)
	if err := os.WriteFile(link, []byte("yanıtlar sonradan"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.OpenContent(again.Ref()); ok {
		t.Errorf("OpenContent of a file changed in place: %q", got.Data)
	}
	if _, err := os.Stat(again.Path); !os.IsNotExist(err) {
		t.Errorf("the changed entry is still there: %v", err)
	}
}

// TestMap: Map takes an entry Put made as Get does; one changed in place
// (a byte flipped, its length kept) is a miss and removed; one whose time
// Get marked, or of format 1, is checked by its checksum, and taken.
func TestMap(t *testing.T) {
	c := Open(t.TempDir(), "pages")
	k := NewKey("page", "1")
	value := bytes.Repeat([]byte("<p>gövde</p>"), 1000)
	if err := c.Put(k, value); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Map(k); !ok || !bytes.Equal(got, value) {
		t.Fatalf("Map = %d bytes, %v", len(got), ok)
	}
	if got, ok := c.Get(k); !ok || !bytes.Equal(got, value) { // marks it read: its stamp is gone
		t.Fatalf("Get = %d bytes, %v", len(got), ok)
	}
	if got, ok := c.Map(k); !ok || !bytes.Equal(got, value) {
		t.Errorf("Map after Get = %d bytes, %v", len(got), ok)
	}
	file := c.Path(k)
	entry, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	spoilt := bytes.Clone(entry)
	spoilt[len(spoilt)/2] ^= 1
	if err := os.WriteFile(file, spoilt, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Map(k); ok {
		t.Error("a byte changed in place: a hit")
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("the changed entry is left: %v", err)
	}

	// Format 1: no stamp; the key, length and checksum as they were.
	old := append([]byte(oldEntryMagic), entry[len(entryMagic):len(entryMagic)+sha256.Size]...)
	old = append(old, entry[headerLen-12:]...)
	if err := os.WriteFile(file, old, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Map(k); !ok || !bytes.Equal(got, value) {
		t.Errorf("Map of format 1 = %d bytes, %v", len(got), ok)
	}
	if got, ok := c.Get(k); !ok || !bytes.Equal(got, value) {
		t.Errorf("Get of format 1 = %d bytes, %v", len(got), ok)
	}
}

// TestPutKeepsSame: Put of the bytes an entry holds, as Put made it,
// leaves its file as it is; of other bytes, or over a file changed since,
// writes it anew.
func TestPutKeepsSame(t *testing.T) {
	c := Open(t.TempDir(), "pages")
	k := NewKey("page", "same")
	value := []byte("<p>gövde</p>")
	if err := c.Put(k, value); err != nil {
		t.Fatal(err)
	}
	stat := func() os.FileInfo {
		t.Helper()
		fi, err := os.Stat(c.Path(k))
		if err != nil {
			t.Fatal(err)
		}
		return fi
	}
	before := stat()
	if err := c.Put(k, []byte("<p>"), []byte("gövde</p>")); err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, stat()) {
		t.Error("the same bytes put again: the entry written anew")
	}
	if err := c.Put(k, []byte("<p>beden</p>")); err != nil {
		t.Fatal(err)
	}
	if os.SameFile(before, stat()) {
		t.Error("other bytes put: the entry left as it was")
	}
	if got, ok := c.Get(k); !ok || string(got) != "<p>beden</p>" {
		t.Errorf("Get = %q, %v", got, ok)
	}
	// Get marks it read (its time): no longer as Put made it.
	before = stat()
	if err := c.Put(k, []byte("<p>beden</p>")); err != nil {
		t.Fatal(err)
	}
	if os.SameFile(before, stat()) {
		t.Error("over an entry whose time changed: left as it was")
	}
}
