//go:build !unix

package atomicfile

import "os"

// ReadShared returns the content of file, a shared file (Share); see
// read_unix.go. Where files cannot be mapped, it is read.
func ReadShared(file string) ([]byte, error) {
	fi, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	if err := checkShared(file, fi); err != nil {
		return nil, err
	}
	return os.ReadFile(file)
}
