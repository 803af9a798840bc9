// Package filelock serializes work on a shared folder between builds: two
// builds into the same output folder, or two that would compile the same
// WebAssembly into the same cache, take turns instead of tripping over each
// other's renames. It works between processes and between goroutines of
// one process alike.
//
// A lock is a file that exists only while it is held: the holder removes it
// as it lets go, so a lock leaves nothing beside the folder it guards. On
// unix the file carries an flock(2) lock, which the kernel drops when its
// holder dies, so a killed build never leaves a lock that blocks the next
// one. Elsewhere the lock is the file's existence (created exclusively), a
// best-effort fallback: a lock file older than StaleAfter is taken for one
// a killed holder left.
package filelock

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// StaleAfter is, where locks are files that exist (not unix), how old a
// lock file must be before it is taken for a killed holder's and removed.
// Nothing holds a lock for long: writing a site takes milliseconds,
// compiling the WebAssembly tens of seconds.
const StaleAfter = 10 * time.Minute

// Lock takes the exclusive lock at path (a file it creates; its folder must
// exist), waiting while another holder has it, and returns the function
// that lets go of it.
func Lock(path string) (unlock func(), err error) {
	unlock, _, err = lock(path, true)
	if err != nil {
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	return unlock, nil
}

// LockContext is Lock for a lock that may be held for long (a compile of
// tens of seconds): it gives up when ctx is done, with an error wrapping
// ctx's cause, so that waiting never outlasts a Ctrl-C. It polls, every
// 100 ms at most.
func LockContext(ctx context.Context, path string) (unlock func(), err error) {
	delay := time.Millisecond
	for {
		unlock, ok, err := TryLock(path)
		if err != nil || ok {
			return unlock, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", path, context.Cause(ctx))
		case <-time.After(delay):
		}
		delay = min(2*delay, 100*time.Millisecond)
	}
}

// ErrHeld is what LockWithin's error wraps when the lock was still held
// at the end of its bound.
var ErrHeld = errors.New("the lock is still held")

// LockWithin is LockContext with a bound: a holder that never lets go (a
// hung tool, a test that holds the lock itself and then waits for it) must
// not hang the waiter too. After max it gives up with an error wrapping
// ErrHeld that says what the holder is doing (holder: "another build
// compiling into DIR") and which lock it holds.
func LockWithin(ctx context.Context, path string, max time.Duration, holder string) (unlock func(), err error) {
	wait, cancel := context.WithTimeoutCause(ctx, max, ErrHeld)
	defer cancel()
	unlock, err = LockContext(wait, path)
	if err != nil && ctx.Err() == nil && errors.Is(context.Cause(wait), ErrHeld) {
		return nil, fmt.Errorf("waited %v for %s, which holds %s; gave up: %w", max, holder, path, ErrHeld)
	}
	return unlock, err
}

// TryLock is Lock without waiting: ok is false, and unlock nil, when
// another holds the lock. It is for work that only a lone holder may do,
// and that can wait for another time (removing what killed holders left).
func TryLock(path string) (unlock func(), ok bool, err error) {
	unlock, ok, err = lock(path, false)
	if err != nil {
		return nil, false, fmt.Errorf("locking %s: %w", path, err)
	}
	return unlock, ok, nil
}
