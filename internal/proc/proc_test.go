package proc

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestCancelEndsGrandchildren: cancelling the context of a command that
// started a child of its own (sh runs sleep, as go build runs the linker
// and npm runs scripts) ends both, and Wait returns. The grandchild holds
// the write end of a pipe, whose read end sees EOF only once every holder
// has exited: that, not a clock, proves it gone. (With plain
// exec.CommandContext the sleep outlives the cancel, holding the pipe.)
func TestCancelEndsGrandchildren(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "plan9" {
		t.Skip("no sh; groups are unix-only")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := Command(ctx, "sh", "-c", `sleep 600 & echo $!; wait`)
	cmd.Stdout = w // an *os.File: the children hold it, no copying goroutine
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("grandchild: pid %s", strings.TrimSpace(line))
	cancel()
	if err := cmd.Wait(); err == nil {
		t.Fatal("a cancelled command exited cleanly")
	}
	if err := Interrupted(ctx); !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "build interrupted") {
		t.Errorf("Interrupted = %v, want a build interrupted that is context.Canceled", err)
	}
	gone := make(chan error, 1)
	go func() {
		_, err := io.ReadAll(r)
		gone <- err
	}()
	select {
	case err := <-gone:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(60 * time.Second): // a bound on a failure, not a measure: it takes milliseconds
		t.Fatal("the grandchild (sleep 600) still runs after the cancel")
	}
}

// TestCommandRuns: a command whose context stays live runs as exec runs
// it, and Interrupted says nothing.
func TestCommandRuns(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	ctx := context.Background()
	out, err := Command(ctx, "sh", "-c", "echo merhaba").Output()
	if err != nil || string(out) != "merhaba\n" {
		t.Fatalf("output %q, %v", out, err)
	}
	if err := Interrupted(ctx); err != nil {
		t.Errorf("Interrupted of a live context: %v", err)
	}
}
