//go:build unix

package assets

import (
	"bufio"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"coursesite/markdown"
)

// standIn puts an executable shell script called name first on PATH for
// the test: it says "started" into the FIFO $STAND_IN_FIFO (the test reads
// it, so knows the command runs), then waits on a child of its own, as a
// slow cold node does; a command that is not killed runs for ten minutes.
// The returned channel closes once it has started.
func standIn(t *testing.T, name string) <-chan struct{} {
	t.Helper()
	bin := t.TempDir()
	fifo := filepath.Join(bin, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\necho started > \"$STAND_IN_FIFO\"\nsleep 600 &\nwait\n"
	if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("STAND_IN_FIFO", fifo)
	started := make(chan struct{})
	go func() {
		f, err := os.Open(fifo) // waits for the script to open it
		if err != nil {
			return
		}
		defer f.Close()
		if line, _ := bufio.NewReader(f).ReadString('\n'); line == "started\n" {
			close(started)
		}
	}()
	return started
}

// TestKaTeXInterrupted: a Ctrl-C during a cold build's math (node running)
// ends node and says the build was interrupted, where it said "katex: node
// failed: signal: killed".
func TestKaTeXInterrupted(t *testing.T) {
	// A KaTeX package.json is all Render reads before it runs node.
	packages := t.TempDir()
	katex := filepath.Join(packages, "node_modules", "katex")
	if err := os.MkdirAll(katex, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(katex, "package.json"), []byte(`{"version": "0.0.0-test"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	k := &KaTeX{Packages: packages, CacheDir: t.TempDir()}
	started := standIn(t, "node")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := k.Render(ctx, []markdown.TeX{{TeX: `L = \lambda W`}})
		done <- err
	}()
	<-started
	cancel()
	err := <-done
	if !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "katex: build interrupted") {
		t.Errorf("Render after a Ctrl-C: %v; want katex: build interrupted (context.Canceled)", err)
	}
}
