package check

import (
	"bytes"
	"io/fs"
)

// check -fix builds the project with the files it means to write in
// place of the folder's own, before it writes any (Fix).

// An overlay is a project folder with some files' contents replaced.
type overlay struct {
	base  fs.FS
	files map[string][]byte
}

// Open implements fs.FS.
func (o overlay) Open(name string) (fs.File, error) {
	if data, ok := o.files[name]; ok {
		info, err := fs.Stat(o.base, name)
		if err != nil {
			return nil, err
		}
		return &memFile{Reader: bytes.NewReader(data), info: memInfo{info, int64(len(data))}}, nil
	}
	return o.base.Open(name)
}

// ReadLink implements fs.ReadLinkFS, as the base does.
func (o overlay) ReadLink(name string) (string, error) { return fs.ReadLink(o.base, name) }

// Lstat implements fs.ReadLinkFS, as the base does, with a replaced file's
// size.
func (o overlay) Lstat(name string) (fs.FileInfo, error) {
	info, err := fs.Lstat(o.base, name)
	if data, ok := o.files[name]; ok && err == nil && info.Mode().IsRegular() {
		return memInfo{info, int64(len(data))}, nil
	}
	return info, err
}

// A memFile is a replaced file, open.
type memFile struct {
	*bytes.Reader
	info fs.FileInfo
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Close() error               { return nil }

// memInfo is a replaced file's information: the base's, with its size.
type memInfo struct {
	fs.FileInfo
	size int64
}

func (i memInfo) Size() int64 { return i.size }
