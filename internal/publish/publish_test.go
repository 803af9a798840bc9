package publish

import (
	"bufio"
	"bytes"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// writeOutput is the site that writer i writes: the same files each time,
// every one saying who wrote it, so that a mix of two builds shows.
func writeOutput(i int) *Output {
	files := map[string][]byte{}
	for _, name := range []string{"index.html", "assets/site.css", "ders/index.html", "ders/a/b.txt"} {
		files[name] = fmt.Appendf(nil, "%s of build %d\n", name, i)
	}
	return &Output{Files: files}
}

// checkWhole asserts that dir holds one writer's whole site and nothing
// else, and that nothing but dir is left beside it.
func checkWhole(t *testing.T, dir string) {
	t.Helper()
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	var i int
	if _, err := fmt.Sscanf(string(index), "index.html of build %d\n", &i); err != nil {
		t.Fatalf("index.html: %q", index)
	}
	want := writeOutput(i).Files
	want[Marker] = nil
	got := map[string]bool{}
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		if d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		rel = filepath.ToSlash(rel)
		got[rel] = true
		data, ok := want[rel]
		if b, _ := os.ReadFile(path); !ok || data != nil && string(b) != string(data) {
			t.Errorf("%s holds %q; build %d's site holds %q", rel, b, i, data)
		}
		return nil
	})
	for name := range want {
		if !got[name] {
			t.Errorf("%s of build %d is missing", name, i)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(dir))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	base := filepath.Base(dir)
	if spare := "." + base + ".spare"; !slices.Equal(names, []string{base}) && !slices.Equal(names, []string{spare, base}) {
		t.Errorf("beside the output: %q, want only %q and its spare %q", names, base, spare)
	}
}

// TestWriteConcurrent: builds writing into the same folder at once all
// succeed, taking turns, and leave one whole site (before the lock, some
// failed with "rename …": 6 in 100 when two ran at once).
func TestWriteConcurrent(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	var wg sync.WaitGroup
	errs := make(chan error, 8*10)
	for i := range 8 {
		wg.Go(func() {
			for j := range 10 {
				if err := writeOutput(10*i + j).Write(dir); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	checkWhole(t, dir)
}

// TestHelperWrite is not a test: run by TestWriteConcurrentProcesses, it
// writes the site into $WRITE_HELPER_DIR twenty times, as a build would.
func TestHelperWrite(t *testing.T) {
	dir := os.Getenv("WRITE_HELPER_DIR")
	if dir == "" {
		t.Skip("run by TestWriteConcurrentProcesses")
	}
	id, _ := strconv.Atoi(os.Getenv("WRITE_HELPER_ID"))
	os.Stdout.WriteString("started\n")
	bufio.NewReader(os.Stdin).ReadString('\n') // all start together
	for j := range 20 {
		if err := writeOutput(100*id + j).Write(dir); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWriteConcurrentProcesses: separate processes (two go run . build
// into one -out) take turns as goroutines do.
func TestWriteConcurrentProcesses(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	var cmds []*exec.Cmd
	var gates []interface{ Close() error }
	for id := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWrite$")
		cmd.Env = append(os.Environ(), "WRITE_HELPER_DIR="+dir, "WRITE_HELPER_ID="+strconv.Itoa(id+1))
		gate, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(stdout)
		if line, err := r.ReadString('\n'); line != "started\n" {
			t.Fatalf("helper %d: %q, %v", id, line, err)
		}
		go func() { // the rest of its output, so that it never blocks
			for {
				line, err := r.ReadString('\n')
				if line != "" && line != "PASS\n" {
					t.Logf("helper: %s", line)
				}
				if err != nil {
					return
				}
			}
		}()
		cmds, gates = append(cmds, cmd), append(gates, gate)
	}
	for _, g := range gates {
		g.Close()
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("helper %d: %v", i, err)
		}
	}
	checkWhole(t, dir)
}

// TestWriteRemovesLeftovers: the folders a build killed mid-way leaves
// beside the output (.public.new-N, .public.new-N.old) are gone after the
// next Write, and what is not such a folder of this output stays.
func TestWriteRemovesLeftovers(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "public")
	if err := writeOutput(1).Write(dir); err != nil {
		t.Fatal(err)
	}
	left := []string{".public.new-123", ".public.new-4567.old"}
	kept := []string{".public.new-notes", ".docs.new-89", "public.new-1", ".public.new-12.txt"}
	for _, name := range append(slices.Clone(left), kept...) {
		if err := os.MkdirAll(filepath.Join(parent, name, "ders"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(parent, name, "ders", "index.html"), []byte("yarım"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := writeOutput(2).Write(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range left {
		if _, err := os.Stat(filepath.Join(parent, name)); err == nil {
			t.Errorf("%s is left", name)
		}
	}
	for _, name := range kept {
		if _, err := os.Stat(filepath.Join(parent, name, "ders", "index.html")); err != nil {
			t.Errorf("%s, not a leftover of public/, was removed: %v", name, err)
		}
	}
}

// TestWriteKeepsUnchanged: a file the next build writes with the same bytes
// stays the file it was (its inode and modification time, which deploy
// tools such as rsync compare), whatever else changes; a changed file, one
// edited in the output folder since, and one of the same size but other
// bytes get the new bytes; one the build no longer makes is gone; a
// symbolic link put into the output is not followed into the new one.
func TestWriteKeepsUnchanged(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "public")
	first := &Output{Files: map[string][]byte{
		"index.html":       []byte("dizin"),
		"ders/index.html":  []byte("ders, eski"),
		"ders/model.json":  []byte(`{"n": 48}`),
		"ders/a/b.mjs":     []byte("kod"),
		"ders/elle.txt":    []byte("yazıldığı gibi"),
		"ders/boyut.txt":   []byte("aaaa"),
		"ders/kalkan.txt":  []byte("gidecek"),
		"ders/baglanti.js": []byte("bağlantı"),
	}}
	if err := first.Write(dir); err != nil {
		t.Fatal(err)
	}
	before := map[string]os.FileInfo{}
	for name := range first.Files {
		fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		before[name] = fi
	}
	// Someone edits a file of the output in place, and replaces another by a
	// link to a file of the same bytes elsewhere.
	if err := os.WriteFile(filepath.Join(dir, "ders", "elle.txt"), []byte("elle değişti"), 0o644); err != nil {
		t.Fatal(err)
	}
	elsewhere := filepath.Join(parent, "baska.js")
	if err := os.WriteFile(elsewhere, []byte("bağlantı"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "ders", "baglanti.js")
	if err := os.Remove(link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, link); err != nil {
		t.Fatal(err)
	}
	second := &Output{Files: maps.Clone(first.Files)}
	second.Files["ders/index.html"] = []byte("ders, yeni ve daha uzun")
	second.Files["ders/boyut.txt"] = []byte("bbbb")
	delete(second.Files, "ders/kalkan.txt")
	if err := second.Write(dir); err != nil {
		t.Fatal(err)
	}
	checkFiles(t, dir, second.Files)
	for _, name := range []string{"index.html", "ders/model.json", "ders/a/b.mjs"} {
		fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if !os.SameFile(fi, before[name]) || !fi.ModTime().Equal(before[name].ModTime()) {
			t.Errorf("%s, unchanged, was written again", name)
		}
	}
	if fi, err := os.Lstat(link); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("ders/baglanti.js is not a regular file of the output: %v, %v", fi, err)
	}
}

// checkFiles asserts that dir holds exactly files and the build marker.
func checkFiles(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	got := map[string]bool{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		if d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		got[rel] = true
		if rel == Marker {
			return nil
		}
		b, err := os.ReadFile(p)
		if want, ok := files[rel]; !ok || err != nil || !bytes.Equal(b, want) {
			t.Errorf("%s holds %q (%v), want %q", rel, b, err, want)
		}
		return nil
	})
	for name := range files {
		if !got[name] {
			t.Errorf("%s is missing", name)
		}
	}
}

// TestWriteRecyclesTheSpare: from the third build on, the new site is made
// in the spare (the site before the previous one) rather than from
// nothing. Whatever that spare holds — files and folders the new site does
// not have, a file where the new site has a folder and a folder where it
// has a file, a link planted in it, a file edited in place — the site
// written is exactly the new one, without an empty folder left over, and
// the files that did not change stay the files they were.
func TestWriteRecyclesTheSpare(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "public")
	spare := filepath.Join(parent, ".public.spare")
	sites := []map[string]string{
		{"index.html": "dizin", "ders/index.html": "bir", "ders/kod/a.mjs": "a", "eski.txt": "eski", "ders/bos/x": "x"},
		{"index.html": "dizin", "ders/index.html": "iki", "yeni/index.html": "yeni"},
		{"index.html": "dizin", "ders": "artık bir dosya", "eski.txt/icinde": "klasör oldu", "yeni/index.html": "yeni"},
		{"index.html": "dizin", "ders/index.html": "bir", "ders/kod/a.mjs": "a", "eski.txt": "eski", "ders/bos/x": "x"},
		{"index.html": "dizin", "ders/index.html": "bir", "ders/kod/a.mjs": "a", "eski.txt": "eski", "ders/bos/x": "x"},
	}
	var before map[string]os.FileInfo
	for i, site := range sites {
		switch i {
		case 3:
			// A link planted in the spare where the site has a file, and
			// a file of the spare edited in place.
			os.Remove(filepath.Join(spare, "index.html"))
			if err := os.Symlink("/etc/hostname", filepath.Join(spare, "index.html")); err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(spare, "ders", "index.html"), []byte("elle"), 0o644)
		}
		out := &Output{Files: map[string][]byte{}}
		for name, text := range site {
			out.Files[name] = []byte(text)
		}
		spareBefore, spareErr := os.Stat(spare)
		if err := out.Write(dir); err != nil {
			t.Fatalf("build %d: %v", i, err)
		}
		if fi, err := os.Stat(dir); i >= 2 && (spareErr != nil || err != nil || !os.SameFile(fi, spareBefore)) {
			t.Errorf("build %d: the site was not made in the spare (%v, %v)", i, spareErr, err)
		}
		checkFiles(t, dir, out.Files)
		folders := map[string]bool{".": true}
		for name := range out.Files {
			for d := filepath.Dir(name); d != "."; d = filepath.Dir(d) {
				folders[filepath.ToSlash(d)] = true
			}
		}
		after := map[string]os.FileInfo{}
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			rel, _ := filepath.Rel(dir, p)
			rel = filepath.ToSlash(rel)
			if d.IsDir() && !folders[rel] {
				t.Errorf("build %d: folder %s is left over", i, rel)
			}
			if d.Type()&os.ModeSymlink != 0 {
				t.Errorf("build %d: %s is a link", i, rel)
			}
			if fi, err := d.Info(); err == nil && !d.IsDir() {
				after[rel] = fi
			}
			return nil
		})
		for name, fi := range before {
			if old, ok := after[name]; ok && sites[i-1][name] == site[name] && !os.SameFile(fi, old) {
				t.Errorf("build %d: %s, unchanged, was written again", i, name)
			}
		}
		before = after
		if _, err := os.Stat(spare); (err == nil) != (i > 0) {
			t.Errorf("build %d: the spare: %v", i, err)
		}
	}
}

// TestWriteLeavesForeignSpares: a .public.spare that no Write left — a
// folder of someone's without the build marker, a link, a file — is never
// made into the site: the folder and the file stay as they are, what a link
// leads to is not touched, and every build writes the whole new site.
func TestWriteLeavesForeignSpares(t *testing.T) {
	for _, kind := range []string{"folder", "link", "file"} {
		t.Run(kind, func(t *testing.T) {
			parent := t.TempDir()
			dir, spare := filepath.Join(parent, "public"), filepath.Join(parent, ".public.spare")
			elsewhere := filepath.Join(t.TempDir(), "baska")
			os.MkdirAll(filepath.Join(elsewhere, "ders"), 0o755)
			os.WriteFile(filepath.Join(elsewhere, "ders", "not.txt"), []byte("benim"), 0o644)
			switch kind {
			case "folder":
				if err := os.CopyFS(spare, os.DirFS(elsewhere)); err != nil {
					t.Fatal(err)
				}
			case "link":
				if err := os.Symlink(elsewhere, spare); err != nil {
					t.Fatal(err)
				}
			case "file":
				os.WriteFile(spare, []byte("benim"), 0o644)
			}
			for i := range 3 {
				out := &Output{Files: map[string][]byte{"index.html": []byte(fmt.Sprint("dizin ", i)), "ders/index.html": []byte("ders")}}
				if err := out.Write(dir); err != nil {
					t.Fatalf("build %d: %v", i, err)
				}
				checkFiles(t, dir, out.Files)
			}
			if b, err := os.ReadFile(filepath.Join(elsewhere, "ders", "not.txt")); err != nil || string(b) != "benim" {
				t.Errorf("what the %s leads to changed: %q, %v", kind, b, err)
			}
			switch kind {
			case "folder":
				if b, err := os.ReadFile(filepath.Join(spare, "ders", "not.txt")); err != nil || string(b) != "benim" {
					t.Errorf("the folder's file: %q, %v", b, err)
				}
			case "file":
				if b, err := os.ReadFile(spare); err != nil || string(b) != "benim" {
					t.Errorf("the file: %q, %v", b, err)
				}
			}
		})
	}
}
