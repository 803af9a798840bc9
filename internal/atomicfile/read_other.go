//go:build !unix

package atomicfile

import "os"

// ReadShared returns the content of file (see read_unix.go: where files
// cannot be mapped, it is read).
func ReadShared(file string) ([]byte, error) { return os.ReadFile(file) }
