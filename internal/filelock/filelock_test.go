package filelock

import (
	"bufio"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLockExcludes: of many goroutines taking the lock at once, one at a
// time is inside, and the lock file is gone once the last lets go.
func TestLockExcludes(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".public.lock")
	var inside atomic.Int32
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Go(func() {
			for range 50 {
				unlock, err := Lock(path)
				if err != nil {
					errs <- err
					return
				}
				if n := inside.Add(1); n != 1 {
					errs <- errors.New("two holders at once")
				}
				runtime.Gosched()
				inside.Add(-1)
				unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the lock file is left behind: %v", err)
	}
}

// TestTryLock: TryLock does not wait for a lock another holds, and takes
// it once let go.
func TestTryLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ders.lock")
	unlock, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	if u, ok, err := TryLock(path); ok || err != nil {
		t.Fatalf("TryLock of a held lock: %v, %v", ok, err)
	} else if u != nil {
		t.Fatal("TryLock gave an unlock without the lock")
	}
	unlock()
	u, ok, err := TryLock(path)
	if !ok || err != nil {
		t.Fatalf("TryLock of a free lock: %v, %v", ok, err)
	}
	u()
}

// TestHelperHold is not a test: run by TestLockAcrossProcesses, it takes
// the lock, says so, and holds it until its stdin closes (or it is
// killed).
func TestHelperHold(t *testing.T) {
	path := os.Getenv("FILELOCK_HELPER")
	if path == "" {
		t.Skip("run by TestLockAcrossProcesses")
	}
	unlock, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("locked\n")
	bufio.NewReader(os.Stdin).ReadString('\n')
	unlock()
}

// TestLockAcrossProcesses: a lock another process holds is not taken, and
// is free once that process lets go — or is killed, as a build with
// Ctrl-C'd children or a kill -9 is: a killed build leaves no lock that
// blocks the next one.
func TestLockAcrossProcesses(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no processes")
	}
	path := filepath.Join(t.TempDir(), ".public.lock")
	for _, kill := range []bool{false, true} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperHold$")
		cmd.Env = append(os.Environ(), "FILELOCK_HELPER="+path)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "locked\n" {
			t.Fatalf("helper: %q, %v", line, err)
		}
		if _, ok, err := TryLock(path); ok || err != nil {
			t.Fatalf("TryLock of a lock another process holds: %v, %v", ok, err)
		}
		if kill {
			if !kernelLocks {
				stdin.Close()
				cmd.Wait()
				continue // without flock a killed holder's file stays until stale
			}
			cmd.Process.Kill()
		} else {
			stdin.Close()
		}
		cmd.Wait()
		unlock, err := Lock(path)
		if err != nil {
			t.Fatal(err)
		}
		unlock()
	}
}

// TestLockContext: waiting for a held lock ends with the context, saying
// why; a free lock is taken.
func TestLockContext(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".ders.lock")
	unlock, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := LockContext(ctx, path)
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("LockContext after a cancel: %v, want context.Canceled", err)
	}
	unlock()
	u, err := LockContext(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	u()
}

// TestLockWithin: a waiter gives up once its bound is past, saying what
// holds the lock and which, rather than wait for a holder that never lets
// go; a Ctrl-C during the wait is the Ctrl-C, not the bound.
func TestLockWithin(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".compile.lock")
	unlock, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = LockWithin(context.Background(), path, 50*time.Millisecond, "another build compiling")
	if !errors.Is(err, ErrHeld) || !strings.Contains(err.Error(), "another build compiling") || !strings.Contains(err.Error(), path) {
		t.Errorf("LockWithin a held lock: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := LockWithin(ctx, path, time.Hour, "another build"); !errors.Is(err, context.Canceled) || errors.Is(err, ErrHeld) {
		t.Errorf("LockWithin, interrupted: %v", err)
	}
	unlock()
	again, err := LockWithin(context.Background(), path, time.Second, "another build")
	if err != nil {
		t.Fatalf("LockWithin a free lock: %v", err)
	}
	again()
}
