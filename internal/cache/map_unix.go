//go:build unix

package cache

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile returns the size bytes of f as a read-only mapping: reading
// megabytes into fresh memory costs a build a page fault every 4 KiB, a
// mapping of what the page cache holds costs nearly nothing (and where
// the kernel can, populate maps it all at once: the checksum reads every
// page at once anyway). The mapping stays valid for the life of the
// process, even when the file is replaced or removed (nothing here changes
// an entry in place).
func mapFile(f *os.File, size int64) ([]byte, error) {
	if size == 0 || size != int64(int(size)) {
		return readFile(f, size)
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED|populate)
	if err != nil {
		return nil, fmt.Errorf("mapping %s: %w", f.Name(), err)
	}
	return data, nil
}
