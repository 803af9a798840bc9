//go:build !unix && !js

package live

import "os"

// readShared returns the content of file (see mmap_unix.go: where files
// cannot be mapped, it is read).
func readShared(file string) ([]byte, error) { return os.ReadFile(file) }
