//go:build unix

package filelock

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// kernelLocks: the kernel drops a dead holder's lock.
const kernelLocks = true

// lock takes the flock(2) lock of the file at path, creating the file.
// The holder before may have removed the file as it let go while this one
// waited on it: a lock on a file no longer at path guards nothing, so lock
// then starts again with the file at path.
func lock(path string, wait bool) (func(), bool, error) {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, false, err
		}
		for {
			err = syscall.Flock(int(f.Fd()), how)
			if err != syscall.EINTR {
				break
			}
		}
		if err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, false, nil
			}
			return nil, false, err
		}
		held, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, false, err
		}
		now, err := os.Stat(path)
		if err == nil && os.SameFile(held, now) {
			return func() {
				// Removed before the lock is dropped: a waiter on this
				// file then sees it gone, and no one holds two files.
				os.Remove(path)
				f.Close()
			}, true, nil
		}
		f.Close()
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, false, err
		}
	}
}
