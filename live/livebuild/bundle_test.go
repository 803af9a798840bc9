//go:build !js

package livebuild

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coursesite/internal/cachedir"
	"coursesite/model"
	_ "coursesite/sim" // the course's models, as the WebAssembly has them
)

// projectRoot is the project, seen from this package's tests.
const projectRoot = "../.."

// projectCache is the project's cache folder (cachedir.Project), where a
// build keeps the WebAssembly.
func projectCache(t testing.TB) string {
	t.Helper()
	dir, err := cachedir.Project(projectRoot)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// privateCache returns a cache folder of the test's own holding the
// WebAssembly of models, built (or found) in the project's cache and
// copied, and the runtime Bundle returned for them there: a test that
// holds the cache's compile lock, or damages its entries, does it in a
// folder where no other build can wait on it, evict what it holds or be
// handed what it damaged.
func privateCache(t *testing.T, models ...string) (string, Runtime) {
	t.Helper()
	ctx := context.Background()
	rt, err := Bundle(ctx, projectRoot, projectCache(t), models...)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	wasm := filepath.Join(dir, "wasm")
	if err := os.MkdirAll(wasm, 0o755); err != nil {
		t.Fatal(err)
	}
	// One model at a time: the runtime names one wasm_exec.js, and each
	// engine has its own entry of it.
	for _, m := range models {
		one, err := Bundle(ctx, projectRoot, projectCache(t), m)
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range one.Cached {
			for _, f := range []string{file, file + ".sum"} {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(wasm, filepath.Base(f)), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return dir, rt
}

// testModel is the model the tests' WebAssembly holds: the course's first.
const testModel = "butce"

// TestBundle builds the runtime of the course's models into the project's
// cache (as a build does, so a build after the tests finds it there) and
// asks for it again: the second time is a cache hit. Each model has a
// WebAssembly of its own.
func TestBundle(t *testing.T) {
	ctx := context.Background()
	cache := projectCache(t)
	var models []string // the course's, as a build asks for them
	for _, m := range model.Names() {
		if pkg, _ := model.PackageOf(m); strings.HasPrefix(pkg, "coursesite/sim/") {
			models = append(models, m)
		}
	}
	rt, err := Bundle(ctx, projectRoot, cache, models...)
	if err != nil {
		t.Fatal(err)
	}
	files := rt.Files
	if len(models) < 2 || len(files) != len(models)+2 {
		t.Fatalf("%d models give the files %v", len(models), slices.Sorted(maps.Keys(files)))
	}
	if bytes.Equal(files[WasmName(models[0])], files[WasmName(models[1])]) {
		t.Errorf("%s and %s are the same WebAssembly", WasmName(models[0]), WasmName(models[1]))
	}
	for name, file := range rt.Cached {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(data, files[name]) {
			t.Errorf("%s: the cached file %s holds other bytes than Bundle returned", name, file)
		}
	}
	for _, m := range models {
		if rt.Cached[WasmName(m)] == "" {
			t.Errorf("%s is not said to be cached", WasmName(m))
		}
		if w := files[WasmName(m)]; !bytes.HasPrefix(w, []byte("\x00asm")) {
			t.Errorf("%s is not WebAssembly: %.8q", WasmName(m), w)
		}
	}
	if !bytes.Contains(files[WasmExecFile], []byte("globalThis.Go")) {
		t.Errorf("%s is not Go's wasm_exec.js", WasmExecFile)
	}
	l := files[LoaderFile]
	sources, err := loaderSources()
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	for _, s := range sources {
		size += len(s)
	}
	// One script, smaller than its modules, that holds every one of them
	// (a word each module alone says; esbuild writes other letters than
	// ASCII's as escapes).
	if len(l) == 0 || len(l) > size/2 {
		t.Errorf("%s: %d bytes (its %d modules have %d), not the loader bundled and minified", LoaderFile, len(l), len(sources), size)
	}
	for _, word := range []string{"formaction", "chart-data-tables", "importScripts", "controls-status", "Metinde de", "Tablolar ve grafikler hesaplan", "livePage", "controls-reset"} {
		if !bytes.Contains(l, []byte(word)) {
			t.Errorf("%s lacks %q: a module left out", LoaderFile, word)
		}
	}
	if bytes.Contains(l, []byte("import ")) || bytes.Contains(l, []byte("export ")) {
		t.Errorf("%s still imports or exports: not bundled", LoaderFile)
	}
	before := builds.Load()
	again, err := Bundle(ctx, projectRoot, cache, models...)
	if err != nil {
		t.Fatal(err)
	}
	if builds.Load() != before {
		t.Error("the second Bundle built again")
	}
	for _, m := range models {
		if !bytes.Equal(again.Files[WasmName(m)], files[WasmName(m)]) {
			t.Errorf("the second Bundle returned another %s", WasmName(m))
		}
		t.Logf("%s %d bytes", WasmName(m), len(files[WasmName(m)]))
	}
	t.Logf("%s %d bytes, %s %d bytes", WasmExecFile, len(files[WasmExecFile]), LoaderFile, len(l))
}

// TestBundleRefusesModels: a model nobody registered, or whose name
// cannot be a file's, is an error naming it.
func TestBundleRefusesModels(t *testing.T) {
	for _, name := range []string{"yok", "../butce", "Butce", ""} {
		if _, err := Bundle(context.Background(), projectRoot, t.TempDir(), name); err == nil || !strings.Contains(err.Error(), strconv.Quote(name)) {
			t.Errorf("Bundle of model %q: %v", name, err)
		}
	}
}

// TestSourcesKey: the cache key covers what the WebAssembly is built from
// — the command's packages of the module as a js/wasm build selects their
// files, their embedded files, go.mod and go.sum — and nothing else.
func TestSourcesKey(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example\n\ngo 1.26\n")
	write("wasm/main.go", "package main\n\nfunc main() {}\n")
	write("a/a.go", "package a\n\nimport _ \"embed\"\n\n//go:embed data.txt\nvar Data string\n")
	write("a/data.txt", "one")
	write("a/native.go", "//go:build !js\n\npackage a\n")
	write("a/a_test.go", "package a\n")
	write("b/b.go", "package b\n")
	cache := t.TempDir()
	key := func() string {
		t.Helper()
		s, _, _, err := sources(root, "a")
		if err != nil {
			t.Fatal(err)
		}
		// The memo's key agrees, file stamps and all.
		k, err := sourceKey(root, cache, "a")
		if err != nil {
			t.Fatal(err)
		}
		if sum := sha256.Sum256(s); k != hex.EncodeToString(sum[:]) {
			t.Fatalf("sourceKey %s is not the hash of sources", k)
		}
		return string(s)
	}
	base := key()
	for _, tc := range []struct {
		file, text string
		counts     bool
	}{
		{"b/b.go", "package b // not imported, not the model\n", false},
		{"a/native.go", "//go:build !js\n\npackage a // not for js\n", false},
		{"a/a_test.go", "package a // a test\n", false},
		{"a/data.txt", "two", true},
		{"a/a.go", "package a\n\nimport _ \"embed\"\n\n//go:embed data.txt\nvar Data string // changed\n", true},
		{"go.sum", "example.org/x v1.0.0 h1:abc=\n", true},
		{"wasm/main.go", "package main\n\nfunc main() { println() }\n", true},
		{"a/a.go", "package a\n\nimport _ \"example/b\"\n", true},
		{"b/b.go", "package b // imported by the model\n", true},
	} {
		write(tc.file, tc.text)
		if got := key(); (got != base) != tc.counts {
			t.Errorf("changing %s: key changed %v, want %v", tc.file, got != base, tc.counts)
		}
		base = key()
	}
}

// TestSource: a test binary knows where its module's source is.
func TestSource(t *testing.T) {
	want, err := filepath.Abs(projectRoot)
	if err != nil {
		t.Fatal(err)
	}
	if got := Source(); got != want {
		t.Errorf("Source() = %q, want %q", got, want)
	}
}

// TestBundleDamagedCache: every entry Bundle keeps, damaged on disk — the
// WebAssembly changed in place (through a site's link to it, say),
// wasm_exec.js cut short, the minified loader and the sources' memo
// overwritten with garbage — is made again, the same, and fails nothing.
func TestBundleDamagedCache(t *testing.T) {
	ctx := context.Background()
	// A copy of the project's cache, so that the compile it costs leaves
	// the project's alone.
	cache, want := privateCache(t, testModel)
	wasmFile := WasmName(testModel)
	before := builds.Load()
	if got, err := Bundle(ctx, projectRoot, cache, testModel); err != nil || builds.Load() != before {
		t.Fatalf("the copied cache: %v, %d builds", err, builds.Load()-before)
	} else if !bytes.Equal(got.Files[LoaderFile], want.Files[LoaderFile]) {
		t.Fatal("the loader differs")
	}
	spoil := func(file string, how func([]byte) []byte) {
		t.Helper()
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, how(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, ns := range []string{"loader", "live-sources"} {
		entries, err := os.ReadDir(filepath.Join(cache, ns))
		entries = slices.DeleteFunc(entries, func(e os.DirEntry) bool { return strings.HasPrefix(e.Name(), ".") }) // holds (cache.Hold)
		if err != nil || len(entries) != 1 {
			t.Fatalf("%s: %v, %v; want one entry", ns, entries, err)
		}
		spoil(filepath.Join(cache, ns, entries[0].Name()), func(b []byte) []byte { return bytes.Repeat([]byte{'?'}, len(b)) })
	}
	got, err := Bundle(ctx, projectRoot, cache, testModel)
	if err != nil {
		t.Fatal(err)
	}
	if builds.Load() != before || !bytes.Equal(got.Files[LoaderFile], want.Files[LoaderFile]) {
		t.Errorf("a damaged loader and memo: %d builds, the loader the same: %v", builds.Load()-before, bytes.Equal(got.Files[LoaderFile], want.Files[LoaderFile]))
	}
	wasm, exec := filepath.Join(cache, "wasm", filepath.Base(want.Cached[wasmFile])), filepath.Join(cache, "wasm", filepath.Base(want.Cached[WasmExecFile]))
	spoil(wasm, func(b []byte) []byte { b[len(b)/2] ^= 1; return b })
	spoil(exec, func(b []byte) []byte { return b[:len(b)/2] })
	got, err = Bundle(ctx, projectRoot, cache, testModel)
	if err != nil {
		t.Fatal(err)
	}
	if builds.Load() != before+1 {
		t.Errorf("a damaged WebAssembly: %d builds, want 1", builds.Load()-before)
	}
	for _, name := range []string{wasmFile, WasmExecFile} {
		if !bytes.Equal(got.Files[name], want.Files[name]) {
			t.Errorf("%s made again differs", name)
		}
		if data, err := os.ReadFile(got.Cached[name]); err != nil || !bytes.Equal(data, want.Files[name]) {
			t.Errorf("%s: the cache file holds other bytes (%v)", name, err)
		}
	}
}
