//go:build unix

package cache

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile returns the size bytes of f as a read-only mapping: reading
// megabytes into fresh memory costs a build a page fault every 4 KiB, a
// mapping of what the page cache holds costs nearly nothing. With
// populate, and where the kernel can, it maps it all at once (a caller
// about to check every byte reads every page anyway); without, a page is
// mapped when it is first read, and one never read costs nothing. The
// mapping stays valid for the life of the process, even when the file is
// replaced or removed (nothing here changes an entry in place).
func mapFile(f *os.File, size int64, populate bool) ([]byte, error) {
	if size == 0 || size != int64(int(size)) {
		return readFile(f, size)
	}
	flags := syscall.MAP_SHARED
	if populate {
		flags |= populateFlag
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, flags)
	if err != nil {
		return nil, fmt.Errorf("mapping %s: %w", f.Name(), err)
	}
	return data, nil
}
