//go:build unix

package livebuild

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"coursesite/internal/filelock"
)

// TestCompileInterrupted: a Ctrl-C while go build compiles the
// WebAssembly (here a stand-in go build that waits on a child of its own,
// as go build waits on its compiler and linker) ends it, says the build
// was interrupted rather than that go build failed, and leaves no
// temporary file or lock in the cache.
func TestCompileInterrupted(t *testing.T) {
	realGo, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bin := t.TempDir()
	fifo := filepath.Join(bin, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\nif [ \"$1\" = env ]; then exec '" + realGo + "' \"$@\"; fi\n" +
		"echo started > '" + fifo + "'\nsleep 600 &\nwait\n"
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	started := make(chan struct{})
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			return
		}
		defer f.Close()
		if line, _ := bufio.NewReader(f).ReadString('\n'); line == "started\n" {
			close(started)
		}
	}()
	cache := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := Bundle(ctx, projectRoot, cache, testModel)
		done <- err
	}()
	<-started
	cancel()
	err = <-done
	if !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "live: butce: building live.wasm: build interrupted") {
		t.Errorf("Bundle after a Ctrl-C: %v; want live: butce: building live.wasm: build interrupted (context.Canceled)", err)
	}
	entries, _ := os.ReadDir(filepath.Join(cache, "wasm"))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") && e.Name() != ".held" { // this process's hold (cache.Hold) is its own
			t.Errorf("left in the cache: %s", e.Name())
		}
	}
}

// TestBundleRemovesLeftovers: the temporary WebAssembly a build killed
// while compiling left in the cache (.KEY.wasm.tmp-N, 5.8 MB) is removed by
// the next Bundle, even a cache hit, however young; but not while another
// build holds the cache's compile lock, since the file may be that build's
// own.
func TestBundleRemovesLeftovers(t *testing.T) {
	ctx := context.Background()
	// The test holds the compile lock: of a cache of its own, which no
	// other build waits on or evicts from.
	cache, rt := privateCache(t, testModel)
	wasm := filepath.Join(cache, "wasm", filepath.Base(rt.Cached[WasmName(testModel)]))
	dir := filepath.Dir(wasm)
	left := filepath.Join(dir, "."+filepath.Base(wasm)+".tmp-2071723")
	if err := os.WriteFile(left, []byte("\x00asm yarım"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(left)
	unlock, err := filelock.Lock(filepath.Join(dir, compileLock))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Bundle(ctx, projectRoot, cache, testModel)
	unlock()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); err != nil {
		t.Fatalf("removed while another build compiles: %v", err)
	}
	if _, err := Bundle(ctx, projectRoot, cache, testModel); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s is left: %v", left, err)
	}
}

// TestCompileWaitIsBounded: a build that must compile while another holds
// the cache's compile lock and never lets go — here the test itself, as
// TestBundleRemovesLeftovers once did while another package's tests
// evicted its engine — gives up after compileWait, saying what it waited
// for, rather than hang.
func TestCompileWaitIsBounded(t *testing.T) {
	cache := t.TempDir() // empty: Bundle must compile
	dir := filepath.Join(cache, "wasm")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	unlock, err := filelock.Lock(filepath.Join(dir, compileLock))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	defer func(d time.Duration) { compileWait = d }(compileWait)
	compileWait = 200 * time.Millisecond
	before := builds.Load()
	_, err = Bundle(context.Background(), projectRoot, cache, testModel)
	if !errors.Is(err, filelock.ErrHeld) || !strings.Contains(err.Error(), filepath.Join(dir, compileLock)) || !strings.Contains(err.Error(), "another build compiling into") {
		t.Errorf("Bundle while the lock is held: %v; want it to give up, naming %s", err, compileLock)
	}
	if builds.Load() != before {
		t.Error("it compiled without the lock")
	}
}

// TestTwoBuildsAtOnce: two builds on one cache at once, each of its own
// model (the tests of two packages, a preview beside a check): one
// compiles while the other finds its engine cached, and then each builds
// again. Both finish, and neither compiles the other's engine again: the
// one that compiled keeps what it made without evicting the other's.
func TestTwoBuildsAtOnce(t *testing.T) {
	const other = "geribasinc"
	full, _ := privateCache(t, testModel, other)
	// A cache holding the other model's engine alone: the first build
	// must compile its own.
	cache, _ := privateCache(t, other)
	before := builds.Load()
	ctx := context.Background()
	for round := range 2 {
		errs := make(chan error, 2)
		for _, m := range []string{testModel, other} {
			go func() {
				_, err := Bundle(ctx, projectRoot, cache, m)
				errs <- err
			}()
		}
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatalf("round %d: %v", round+1, err)
			}
		}
	}
	if n := builds.Load() - before; n != 1 {
		t.Errorf("two builds, twice each: %d compiles, want 1 (the first build's own engine)", n)
	}
	// What they left is the whole course's cache, byte for byte.
	for _, name := range []string{testModel, other} {
		a, err1 := Bundle(ctx, projectRoot, full, name)
		b, err2 := Bundle(ctx, projectRoot, cache, name)
		if err1 != nil || err2 != nil || !bytes.Equal(a.Files[WasmName(name)], b.Files[WasmName(name)]) {
			t.Errorf("%s: the engines differ (%v, %v)", name, err1, err2)
		}
	}
	if n := builds.Load() - before; n != 1 {
		t.Errorf("%d compiles in all, want 1", n)
	}
}
