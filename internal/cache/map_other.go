//go:build !unix

package cache

import "os"

// mapFile returns the size bytes of f; where files cannot be mapped (see
// map_unix.go), they are read.
func mapFile(f *os.File, size int64, populate bool) ([]byte, error) { return readFile(f, size) }
