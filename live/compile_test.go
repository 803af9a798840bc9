//go:build unix

package live

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

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
		if strings.HasPrefix(e.Name(), ".") {
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
	cache := projectCache(t)
	rt, err := Bundle(ctx, projectRoot, cache, testModel)
	if err != nil {
		t.Fatal(err)
	}
	wasm := rt.Cached[WasmName(testModel)]
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
