package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"

	"coursesite/internal/cache"
)

func TestHashedName(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"site.css", "site.0123456789ab.css"},
		{"wasm_exec.js", "wasm_exec.0123456789ab.js"},
		{"assets/live.wasm", "assets/live.0123456789ab.wasm"},
		{"README", "README.0123456789ab"},
	} {
		if got := HashedName(c.name, "0123456789ab"); got != c.want {
			t.Errorf("HashedName(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestSumOfEntry: the hash of a cache file entry is the one recorded with
// it; of any other file, or of other bytes than the entry's, it is
// computed.
func TestSumOfEntry(t *testing.T) {
	sum := func(b []byte) string {
		h := sha256.Sum256(b)
		return hex.EncodeToString(h[:])[:HashLen]
	}
	data := []byte("\x00asm one")
	f, err := cache.Open(t.TempDir(), "wasm").PutFile(cache.NewKey("test"), ".wasm", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := Sum(data, f.Path); got != sum(data) || got != f.Sum[:HashLen] {
		t.Errorf("Sum = %s, want %s", got, sum(data))
	}
	other := []byte("\x00asm two, longer")
	if got := Sum(other, f.Path); got != sum(other) {
		t.Errorf("other bytes: Sum = %s, want %s", got, sum(other))
	}
	plain := filepath.Join(t.TempDir(), "plain.wasm")
	if err := os.WriteFile(plain, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := Sum(data, plain); got != sum(data) {
		t.Errorf("a file that is no entry: Sum = %s, want %s", got, sum(data))
	}
}

// TestEntrySum: a file published from a content entry is named by the
// hash recorded with the entry; one from none, or from an entry with no
// hash, by its bytes'.
func TestEntrySum(t *testing.T) {
	data := []byte(`{"chart":1}`)
	h := sha256.Sum256(data)
	want := hex.EncodeToString(h[:])[:HashLen]
	recorded := "0123456789abcdef"
	for _, c := range []struct {
		what string
		kept cache.File
		want string
	}{
		{"an entry", cache.File{Path: "/cache/files/ab", Sum: recorded}, recorded[:HashLen]},
		{"none", cache.File{}, want},
		{"an entry without its hash", cache.File{Path: "/cache/files/ab"}, want},
	} {
		if got := EntrySum(data, c.kept); got != c.want {
			t.Errorf("%s: EntrySum = %s, want %s", c.what, got, c.want)
		}
	}
}
