package cache

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestKey: a key follows every part, and where one part ends; the same
// parts make the same key, as strings or as bytes.
func TestKey(t *testing.T) {
	keys := map[Key]string{}
	for _, parts := range [][]string{{}, {""}, {"", ""}, {"katex"}, {"katex", "0.16"}, {"katex", "0.1", "6"}, {"katex0.16"}, {"ab", "c"}, {"a", "bc"}} {
		k := NewKey(parts...)
		if other, ok := keys[k]; ok {
			t.Errorf("%q and %s make one key", parts, other)
		}
		keys[k] = fmt.Sprintf("%q", parts)
	}
	a := NewKey("katex", "0.16").Add(`x^2`)
	if b := NewKey("katex", "0.16").AddBytes([]byte(`x^2`)); a != b {
		t.Error("AddBytes and Add of the same part differ")
	}
	if a != NewKey("katex", "0.16").Add(`x^2`) {
		t.Error("the same parts make another key")
	}
	if s := a.String(); len(s) != 64 || strings.Trim(s, "0123456789abcdef") != "" {
		t.Errorf("String() = %q, want 64 hex digits", s)
	}
}

// files lists the namespace folder's files.
func files(t *testing.T, c *Cache) []string {
	t.Helper()
	des, err := os.ReadDir(c.Dir())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, de := range des {
		names = append(names, de.Name())
	}
	return names
}

func TestGetPut(t *testing.T) {
	c := Open(t.TempDir(), "katex")
	k := NewKey("test", "1")
	if _, ok := c.Get(k); ok {
		t.Fatal("a hit in an empty cache")
	}
	if err := c.Put(k, []byte("<math>"), nil, []byte("x</math>")); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k); !ok || string(got) != "<math>x</math>" {
		t.Errorf("Get = %q, %v", got, ok)
	}
	if _, ok := c.Get(k.Add("another")); ok {
		t.Error("a hit under another key")
	}
	if err := c.Put(k, []byte("")); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k); !ok || len(got) != 0 {
		t.Errorf("an empty value: Get = %q, %v", got, ok)
	}
	if names := files(t, c); len(names) != 1 {
		t.Errorf("the namespace holds %v, want one entry", names)
	}
}

// TestCorrupt: an entry cut short, with a byte changed, of garbage, empty,
// or another key's copied over it, is a miss, and removed; a Put makes it
// again.
func TestCorrupt(t *testing.T) {
	c := Open(t.TempDir(), "drawings")
	k, other := NewKey("svg", "a"), NewKey("svg", "b")
	value := bytes.Repeat([]byte("<svg>çizim</svg>"), 100)
	file := filepath.Join(c.Dir(), k.name())
	for _, tc := range []struct {
		what  string
		spoil func(entry, others []byte) []byte
	}{
		{"cut short", func(e, _ []byte) []byte { return e[:len(e)-1] }},
		{"cut in its header", func(e, _ []byte) []byte { return e[:headerLen-1] }},
		{"a byte changed", func(e, _ []byte) []byte { e = bytes.Clone(e); e[len(e)/2] ^= 1; return e }},
		{"its length changed", func(e, _ []byte) []byte { e = bytes.Clone(e); e[headerLen-5]++; return e }},
		{"a byte added", func(e, _ []byte) []byte { return append(bytes.Clone(e), 'x') }},
		{"garbage", func(_, _ []byte) []byte { return bytes.Repeat([]byte{0xff}, 300) }},
		{"empty", func(_, _ []byte) []byte { return nil }},
		{"another key's entry", func(_, o []byte) []byte { return o }},
	} {
		if err := c.Put(k, value); err != nil {
			t.Fatal(err)
		}
		if err := c.Put(other, value); err != nil {
			t.Fatal(err)
		}
		entry, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		others, err := os.ReadFile(filepath.Join(c.Dir(), other.name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, tc.spoil(entry, others), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.Get(k); ok {
			t.Errorf("%s: a hit, %d bytes", tc.what, len(got))
		}
		if _, err := os.Stat(file); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the entry is left: %v", tc.what, err)
		}
		if got, ok := c.Get(other); !ok || !bytes.Equal(got, value) {
			t.Errorf("%s: the other entry is lost", tc.what)
		}
	}
	if err := c.Put(k, value); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k); !ok || !bytes.Equal(got, value) {
		t.Error("Put after a damaged entry: no hit")
	}
	// Not a file: a miss, left alone (nothing this package made).
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(file, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(k); ok {
		t.Error("a folder in an entry's place is a hit")
	}
}

func TestFile(t *testing.T) {
	c := Open(t.TempDir(), "wasm")
	k := NewKey("wasm", "go1.26")
	if _, ok := c.GetFile(k, ".wasm"); ok {
		t.Fatal("a hit in an empty cache")
	}
	data := []byte("\x00asm modül")
	put, err := c.PutFile(k, ".wasm", data)
	if err != nil {
		t.Fatal(err)
	}
	sha := sha256.Sum256(data)
	want := File{Path: filepath.Join(c.Dir(), k.name()+".wasm"), Data: data, Sum: hex.EncodeToString(sha[:])}
	check := func(what string, got File, ok bool) {
		t.Helper()
		if !ok || got.Path != want.Path || !bytes.Equal(got.Data, want.Data) || got.Sum != want.Sum {
			t.Errorf("%s: %q %q %s, %v; want %q %q %s", what, got.Path, got.Data, got.Sum, ok, want.Path, want.Data, want.Sum)
		}
	}
	check("PutFile", put, true)
	got, ok := c.GetFile(k, ".wasm")
	check("GetFile", got, ok)
	if b, err := os.ReadFile(got.Path); err != nil || !bytes.Equal(b, data) {
		t.Errorf("the file holds %q, %v: not the bytes as they are", b, err)
	}
	if sum, size, ok := SumOf(got.Path); !ok || sum != want.Sum || size != int64(len(data)) {
		t.Errorf("SumOf = %s, %d, %v", sum, size, ok)
	}
	if _, _, ok := SumOf(filepath.Join(c.Dir(), "yok.wasm")); ok {
		t.Error("SumOf of no entry")
	}
	if _, ok := c.GetFile(k, ".js"); ok {
		t.Error("a hit under another extension")
	}

	// Changed in place (through a site's link), cut short, its record
	// damaged or gone: a miss, and the entry removed.
	for _, tc := range []struct {
		what  string
		spoil func() error
	}{
		{"edited in place", func() error { return os.WriteFile(want.Path, []byte("\x00asm Modül"), 0o644) }},
		{"cut short", func() error { return os.Truncate(want.Path, 3) }},
		{"its record damaged", func() error { return os.WriteFile(want.Path+recordSuffix, []byte("?"), 0o644) }},
		{"another key's record", func() error {
			rec, err := os.ReadFile(want.Path + recordSuffix)
			if err != nil {
				return err
			}
			return os.WriteFile(want.Path+recordSuffix, bytes.Replace(rec, []byte(k.String()), []byte(k.Add("x").String()), 1), 0o644)
		}},
		{"its record gone", func() error { return os.Remove(want.Path + recordSuffix) }},
		{"its file gone", func() error { return os.Remove(want.Path) }},
	} {
		if _, err := c.PutFile(k, ".wasm", data); err != nil {
			t.Fatal(err)
		}
		if err := tc.spoil(); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.GetFile(k, ".wasm"); ok {
			t.Errorf("%s: a hit, %q", tc.what, got.Data)
		}
		if tc.what == "its record gone" {
			continue // the file, unverifiable, is a miss; Keep or the next Put sees to it
		}
		if names := files(t, c); len(names) != 0 {
			t.Errorf("%s: left %v", tc.what, names)
		}
	}

	made, err := c.MakeFile(k, ".wasm", func(tmp string) error {
		if !strings.HasPrefix(filepath.Base(tmp), ".") || filepath.Dir(tmp) != c.Dir() {
			t.Errorf("MakeFile's temporary file %s is not a hidden file of the namespace", tmp)
		}
		os.Remove(tmp) // as go build -o does, replacing it
		return os.WriteFile(tmp, data, 0o755)
	})
	check("MakeFile", made, err == nil)
	if fi, err := os.Stat(made.Path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("the made file: %v, %v; want mode 0644", fi, err)
	}
	failed := errors.New("go build failed")
	if _, err := c.MakeFile(k.Add("other"), ".wasm", func(tmp string) error {
		os.WriteFile(tmp, []byte("half"), 0o644)
		return failed
	}); !errors.Is(err, failed) {
		t.Errorf("a failed make: %v", err)
	}
	if names := files(t, c); !slices.Equal(names, []string{k.name() + ".wasm", k.name() + ".wasm.sum"}) {
		t.Errorf("after a failed make the namespace holds %v", names)
	}
}

// setTime sets the time of every file of an entry.
func setTime(t *testing.T, c *Cache, k Key, when time.Time) {
	t.Helper()
	for _, name := range files(t, c) {
		if strings.HasPrefix(name, k.name()) {
			if err := os.Chtimes(filepath.Join(c.Dir(), name), when, when); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestKeep: every entry but those kept goes, files and records, and
// whatever else is in the namespace's folder; a fresh temporary file,
// maybe a live writer's, stays, an old one goes.
func TestKeep(t *testing.T) {
	c := Open(t.TempDir(), "charts")
	a, b, d := NewKey("a"), NewKey("b"), NewKey("d")
	for _, k := range []Key{a, b} {
		if _, err := c.PutFile(k, ".js", []byte("js "+k.String())); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Put(d, []byte("d")); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * time.Hour)
	for name, when := range map[string]time.Time{"charts-eski.js": old, ".x.js.tmp-1": time.Now(), ".y.js.tmp-2": old} {
		file := filepath.Join(c.Dir(), name)
		if err := os.WriteFile(file, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(file, when, when); err != nil {
			t.Fatal(err)
		}
	}
	c.Keep(b, d)
	want := []string{".x.js.tmp-1", d.name(), b.name() + ".js", b.name() + ".js.sum"}
	slices.Sort(want)
	if got := files(t, c); !slices.Equal(got, want) {
		t.Errorf("after Keep: %v, want %v", got, want)
	}
	if _, ok := c.GetFile(b, ".js"); !ok {
		t.Error("the kept file entry is lost")
	}
	Open(t.TempDir(), "yok").Keep() // a namespace never made: nothing to do
}

// TestKeepSparesWhatOthersHold: two builds share a namespace, each
// knowing only its own entries (the tests of two packages, a preview
// beside a check). One's Keep must not evict what the other holds: that
// other build would find its entry gone and make it again — for the
// WebAssembly, a compile of tens of seconds under a lock. Once the other
// lets go (or dies: its process's lock goes with it), Keep evicts it.
func TestKeepSparesWhatOthersHold(t *testing.T) {
	c := Open(t.TempDir(), "wasm")
	mine, theirs, gone := NewKey("mine"), NewKey("theirs"), NewKey("gone")
	for _, k := range []Key{mine, theirs, gone} {
		if _, err := c.PutFile(k, ".wasm", []byte("\x00asm "+k.String())); err != nil {
			t.Fatal(err)
		}
	}
	h, err := c.Hold(theirs)
	if err != nil {
		t.Fatal(err)
	}
	c.Keep(mine)
	for k, kept := range map[Key]bool{mine: true, theirs: true, gone: false} {
		if _, ok := c.GetFile(k, ".wasm"); ok != kept {
			t.Errorf("entry %s: kept %v, want %v", k.String()[:8], ok, kept)
		}
	}
	h.Release()
	h.Release()
	c.Keep(mine)
	if _, ok := c.GetFile(theirs, ".wasm"); ok {
		t.Error("an entry no one holds any more is kept")
	}
	if held, _ := os.ReadDir(filepath.Join(c.Dir(), heldDir)); len(held) != 0 {
		t.Errorf("a released hold leaves %v", held)
	}
}

// TestTrim: the entries read or written least recently go first, until
// the rest fit the bound; a read counts as a use.
func TestTrim(t *testing.T) {
	c := Open(t.TempDir(), "highlights")
	value := bytes.Repeat([]byte("x"), 1000)
	var keys []Key
	for i := range 5 {
		k := NewKey("listing", fmt.Sprint(i))
		keys = append(keys, k)
		if err := c.Put(k, value); err != nil {
			t.Fatal(err)
		}
		setTime(t, c, k, time.Now().Add(time.Duration(i-10)*time.Minute)) // 0 oldest
	}
	if _, ok := c.Get(keys[0]); !ok { // now the newest
		t.Fatal("no hit")
	}
	size := int64(headerLen + len(value))
	c.Trim(3*size + size/2)
	for i, k := range keys {
		_, ok := c.Get(k)
		if kept := i == 0 || i >= 3; ok != kept {
			t.Errorf("entry %d: kept %v, want %v", i, ok, kept)
		}
	}
	c.Trim(0)
	if names := files(t, c); len(names) != 0 {
		t.Errorf("Trim(0) left %v", names)
	}
}

// TestConcurrentPut: writers of one key, byte entries and file entries,
// while readers read it: every read is a miss or the whole value, however
// the writes interleave (with two values under one key, either of them,
// never a mix), and no temporary file is left.
func TestConcurrentPut(t *testing.T) {
	c := Open(t.TempDir(), "pages")
	k := NewKey("page")
	values := [][]byte{bytes.Repeat([]byte("a"), 64<<10), bytes.Repeat([]byte("b"), 64<<10)}
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w := range 8 {
		value := values[w%2]
		wg.Go(func() {
			for range 50 {
				if err := c.Put(k, value); err != nil {
					errs <- err
				}
				if _, err := c.PutFile(k, ".js", value); err != nil {
					errs <- err
				}
			}
		})
		wg.Go(func() {
			for range 50 {
				if got, ok := c.Get(k); ok && !bytes.Equal(got, values[0]) && !bytes.Equal(got, values[1]) {
					errs <- fmt.Errorf("Get: %d bytes of neither value", len(got))
				}
				if got, ok := c.GetFile(k, ".js"); ok && !bytes.Equal(got.Data, values[0]) && !bytes.Equal(got.Data, values[1]) {
					errs <- fmt.Errorf("GetFile: %d bytes of neither value", len(got.Data))
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for _, name := range files(t, c) {
		if strings.HasPrefix(name, ".") {
			t.Errorf("left: %s", name)
		}
	}
	if err := c.Put(k, values[0]); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k); !ok || !bytes.Equal(got, values[0]) {
		t.Error("after the writers: no hit")
	}
}

// TestHoldOfAnotherProcess: a hold is another process's as much as this
// one's: Keep spares what a live process holds, and once that process is
// killed (no Release: the kernel drops its lock), evicts it and removes
// the hold's files.
func TestHoldOfAnotherProcess(t *testing.T) {
	if dir := os.Getenv("CACHE_TEST_HOLD"); dir != "" {
		if _, err := Open(dir, "wasm").Hold(NewKey("theirs")); err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		fmt.Println("held")
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	dir := t.TempDir()
	c := Open(dir, "wasm")
	theirs := NewKey("theirs")
	if _, err := c.PutFile(theirs, ".wasm", []byte("\x00asm")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldOfAnotherProcess$")
	cmd.Env = append(os.Environ(), "CACHE_TEST_HOLD="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "held\n" {
		t.Fatalf("the other process: %q", line)
	}
	c.Keep()
	if _, ok := c.GetFile(theirs, ".wasm"); !ok {
		t.Fatal("evicted what a live process holds")
	}
	cmd.Process.Kill()
	cmd.Wait()
	c.Keep()
	if _, ok := c.GetFile(theirs, ".wasm"); ok {
		t.Error("kept what a dead process held")
	}
	if held, _ := os.ReadDir(filepath.Join(c.Dir(), heldDir)); len(held) != 0 {
		t.Errorf("a dead process's hold leaves %v", held)
	}
}
