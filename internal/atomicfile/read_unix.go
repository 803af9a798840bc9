//go:build unix

package atomicfile

import (
	"fmt"
	"os"
	"syscall"
)

// ReadShared returns the content of file, a shared file (Share), as a
// read-only mapping of it: reading megabytes into fresh memory costs a
// build more than anything else it does (a page fault every 4 KiB of new
// memory), a mapping of what the page cache holds costs nearly nothing.
// The bytes must not be modified; they stay valid for the life of the
// process, even when the file is replaced or removed (a change in place,
// which nothing here makes, would show through them). A file that is
// missing, not shared, or changed since it was shared gives an error that
// is fs.ErrNotExist.
func ReadShared(file string) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := checkShared(file, fi); err != nil {
		return nil, err
	}
	size := fi.Size()
	if size == 0 || size != int64(int(size)) {
		return os.ReadFile(file)
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("mapping %s: %w", file, err)
	}
	return data, nil
}
