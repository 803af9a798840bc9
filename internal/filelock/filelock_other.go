//go:build !unix

package filelock

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// kernelLocks: a dead holder's lock stays until it is stale.
const kernelLocks = false

// lock creates the file at path exclusively, waiting (polling) while it
// exists, and removes one older than StaleAfter. This is a best effort:
// without flock(2) a killed holder's file stays until it is stale.
func lock(path string, wait bool) (func(), bool, error) {
	delay := 5 * time.Millisecond
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			fmt.Fprintf(f, "%d\n", os.Getpid())
			f.Close()
			return func() { os.Remove(path) }, true, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, false, err
		}
		if fi, err := os.Stat(path); err == nil && time.Since(fi.ModTime()) > StaleAfter {
			os.Remove(path)
			continue
		}
		if !wait {
			return nil, false, nil
		}
		time.Sleep(delay)
		delay = min(2*delay, 200*time.Millisecond)
	}
}
