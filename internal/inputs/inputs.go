// Package inputs lists what a build can see of a folder of the project —
// each file's name and kind, a link's target, a regular file's size and
// the hash of its first bytes — so that a later build can tell whether
// anything a page is made of changed: the preview's (site.Rebuild) and the
// render cache's keys (site.RenderCache).
package inputs

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"sync"

	"coursesite/internal/lessonfs"
)

// A File is a file of a folder, as a build could see it: its name, its
// kind, a link's target, and a regular file's size and the SHA-256 of its
// first bytes (past lessonfs.MaxSize a build reads no more). A link is not followed: what it
// leads to inside the folder is itself one of the folder's files, and a
// build refuses to read what it leads to outside (package lessonfs), so
// its target's name is all of it a rendering can depend on. Nor is any
// file but a regular one opened: a FIFO would wait for a writer.
type File struct {
	Name string
	Mode fs.FileMode
	Link string
	Size int64
	Sum  [sha256.Size]byte // of the bytes read: a folder's files are not kept
}

// Of lists the files under dir in fsys — dir itself when it is a file,
// nothing when there is none; ok is false when it could not read them
// all, or could not tell a link's target (a build then takes nothing made
// of that folder over).
func Of(fsys fs.FS, dir string) (ins []File, ok bool) {
	err := fs.WalkDir(fsys, dir, func(name string, d fs.DirEntry, err error) error {
		if name == dir && errors.Is(err, fs.ErrNotExist) {
			return nil // nothing to read: what a build reads there is nothing too
		}
		if err != nil {
			return err
		}
		if name == dir && d.IsDir() {
			return nil
		}
		in := File{Name: name, Mode: d.Type()}
		switch {
		case in.Mode&fs.ModeSymlink != 0:
			if in.Link, err = fs.ReadLink(fsys, name); err != nil {
				return err // no link target (an fs.FS without ReadLink): nothing to compare
			}
		case in.Mode.IsRegular():
			f, err := fsys.Open(name)
			if err != nil {
				return err
			}
			fi, err := f.Stat()
			if err == nil && !fi.Mode().IsRegular() {
				err = fmt.Errorf("%s: changed while read", name)
			}
			if err == nil {
				in.Size = fi.Size()
				h := sha256.New()
				buf := buffers.Get().(*[32 << 10]byte)
				_, err = io.CopyBuffer(h, io.LimitReader(f, lessonfs.MaxSize+1), buf[:])
				buffers.Put(buf)
				h.Sum(in.Sum[:0])
			}
			f.Close()
			if err != nil {
				return err
			}
		}
		ins = append(ins, in)
		return nil
	})
	return ins, err == nil
}

// buffers are Of's: a folder's files are small and many, and a build
// lists every lesson's folder (a buffer each would be most of what an
// unchanged build allocates).
var buffers = sync.Pool{New: func() any { return new([32 << 10]byte) }}

// Same reports whether two listings of a folder are the same.
func Same(a, b []File) bool { return slices.Equal(a, b) }
