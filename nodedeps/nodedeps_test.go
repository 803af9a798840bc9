package nodedeps

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

func write(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMissing: a package is missing when node_modules lacks it or holds
// another version than the lockfile pins; dev packages do not count.
func TestMissing(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "package-lock.json"), `{"packages": {
		"": {"name": "x"},
		"node_modules/echarts": {"version": "6.1.0"},
		"node_modules/katex": {"version": "0.16.47"},
		"node_modules/zrender": {"version": "6.0.0"},
		"node_modules/typescript": {"version": "5.0.0", "dev": true}}}`)
	write(t, filepath.Join(root, "node_modules/echarts/package.json"), `{"version": "6.1.0"}`)
	write(t, filepath.Join(root, "node_modules/katex/package.json"), `{"version": "0.16.46"}`)
	got, err := Missing(root)
	if err != nil {
		t.Fatal(err)
	}
	if want := "katex@0.16.47 zrender@6.0.0"; strings.Join(got, " ") != want {
		t.Errorf("Missing = %q, want %q", got, want)
	}
	write(t, filepath.Join(root, "node_modules/katex/package.json"), `{"version": "0.16.47"}`)
	write(t, filepath.Join(root, "node_modules/zrender/package.json"), `{"version": "6.0.0"}`)
	if got, err := Missing(root); err != nil || len(got) != 0 {
		t.Errorf("all installed: Missing = %q, %v", got, err)
	}
}

func TestMissingWithoutLockfile(t *testing.T) {
	if _, err := Missing(t.TempDir()); err == nil || !strings.Contains(err.Error(), "package-lock.json") {
		t.Errorf("error %v, want one naming package-lock.json", err)
	}
}

// TestRealLockfile: the project's lockfile pins what the build uses.
func TestRealLockfile(t *testing.T) {
	data, err := os.ReadFile("../package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{`"node_modules/echarts"`, `"node_modules/katex"`, `"node_modules/zrender"`} {
		if !strings.Contains(string(data), p) {
			t.Errorf("package-lock.json does not pin %s", p)
		}
	}
}

// signalWriter is a log that closes started at its first write.
type signalWriter struct {
	started chan struct{}
	once    sync.Once
	buf     strings.Builder
	mu      sync.Mutex
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if strings.Contains(string(p), "npm started") {
		w.once.Do(func() { close(w.started) })
	}
	return w.buf.Write(p)
}

// TestEnsureInterrupted: a Ctrl-C while npm ci runs (here a stand-in npm
// that waits on a child of its own) ends it and says the build was
// interrupted, not that npm failed with "signal: killed".
func TestEnsureInterrupted(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in npm is a shell script")
	}
	bin := t.TempDir()
	write(t, filepath.Join(bin, "npm"), "#!/bin/sh\necho npm started\nsleep 600 &\nwait\n")
	if err := os.Chmod(filepath.Join(bin, "npm"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	root := t.TempDir()
	write(t, filepath.Join(root, "package-lock.json"), `{"packages": {"node_modules/katex": {"version": "0.16.47"}}}`)
	ctx, cancel := context.WithCancel(context.Background())
	log := &signalWriter{started: make(chan struct{})}
	done := make(chan error)
	go func() { done <- Ensure(ctx, root, log) }()
	<-log.started
	cancel()
	err := <-done
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "build interrupted") || strings.Contains(err.Error(), "signal") {
		t.Errorf("Ensure after a Ctrl-C: %v; want a build interrupted (context.Canceled), no signal", err)
	}
}
