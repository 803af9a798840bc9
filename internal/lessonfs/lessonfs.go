// Package lessonfs reads the files of a lesson's folder — the sources its
// listings show (kod), its parameter file (model:) — for the build and the
// preview alike, and only those: a name that leads out of the folder, by
// an absolute path, by .., or through a symbolic link that points outside
// it, is refused with the reason, as is anything but a regular file of a
// sane size. Without it, a link butce/ortam.mjs → /proc/self/environ put
// the build's environment (on a CI runner building pull requests, its
// secrets) into the published page.
//
// A symbolic link that stays inside the lesson's folder is followed, so an
// author may share a file between two names. Links are resolved one step
// at a time, as the system would, and the file is then opened by the path
// they lead to, with no link left in it to follow. The folder itself (dir)
// is trusted as given, links in it included: it is the author's choice of
// folder.
//
// What this guards against is what a folder holds, not a process changing
// it while the build reads (a link swapped in between the check and the
// read): the build reads a folder its author controls.
package lessonfs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
)

// MaxSize is the most bytes a lesson's file may hold: a listing or a
// parameter file is kilobytes; a larger one is a mistake (a build output, a
// data dump) that would make a page no reader can load.
const MaxSize = 4 << 20

// maxLinks is how many symbolic links one name may pass through, as
// systems bound it (Linux: 40), so that a loop ends.
const maxLinks = 40

// ErrRefused is what every refusal of ReadFile and Stat wraps: the name is
// not a regular file inside the lesson's folder, or it is too large.
// (A file that does not exist gives fs.ErrNotExist instead.)
var ErrRefused = errors.New("refused")

// refusal is an error of ErrRefused, whose text says why.
type refusal struct{ msg string }

func (e *refusal) Error() string { return e.msg }
func (e *refusal) Unwrap() error { return ErrRefused }

func refuse(format string, args ...any) error { return &refusal{fmt.Sprintf(format, args...)} }

// missing is a file the lesson's folder does not hold: fs.ErrNotExist,
// said with the name as the lesson gives it.
type missing struct{ name, folder string }

func (e *missing) Error() string { return e.name + ": no such file in " + e.folder }
func (e *missing) Unwrap() error { return fs.ErrNotExist }

// ReadFile returns the content of the file that name, a slash-separated
// path relative to dir, names in fsys, when it is a regular file inside
// dir of at most MaxSize bytes; otherwise an error saying why, such as
//
//	butce/ortam.mjs is a symbolic link to /proc/self/environ, outside the lesson's folder
//	"../../test.sh" leads out of the lesson's folder
//	butce/veri is a named pipe, not a regular file
//
// dir is a path of fsys (fs.ValidPath), "." for its root. Links are seen
// only in an fsys that implements fs.ReadLinkFS, as os.DirFS and
// fstest.MapFS do; in another, ReadFile follows them unseen.
func ReadFile(fsys fs.FS, dir, name string) ([]byte, error) {
	return Folder{Dir: dir}.ReadFile(fsys, name)
}

// Stat returns the information of the file name leads to, under the rules
// of ReadFile, without reading it.
func Stat(fsys fs.FS, dir, name string) (fs.FileInfo, error) {
	return Folder{Dir: dir}.Stat(fsys, name)
}

// A Folder is a folder of the project whose files are read under the rules
// of ReadFile: a lesson's folder, content/ (the course's index page),
// templates/. Its zero Called and Full read a lesson's folder as ReadFile
// does.
type Folder struct {
	Dir string // its path in the file system (fs.ValidPath), "." for the root
	// Called is how messages name it ("templates/"); "" says "the lesson's
	// folder".
	Called string
	// Full says that messages name a file by its path in the file system
	// (content/ders/index.md) rather than relative to Dir (index.md): for
	// the files the project itself names, not an author.
	Full bool
}

// called is how messages name the folder.
func (d Folder) called() string {
	if d.Called == "" {
		return "the lesson's folder"
	}
	return d.Called
}

// show is how messages name a file, given relative to the folder.
func (d Folder) show(name string) string {
	if d.Full && d.Dir != "." {
		return d.Dir + "/" + name
	}
	return name
}

// ReadFile is lessonfs.ReadFile of a file of the folder.
func (d Folder) ReadFile(fsys fs.FS, name string) ([]byte, error) {
	file, _, err := d.resolve(fsys, name)
	if err != nil {
		return nil, err
	}
	f, err := fsys.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file as opened, in case it changed since resolve looked.
	now, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := regular(d.show(name), now); err != nil {
		return nil, err
	}
	// Read into room for its size (and a read that finds its end), not a
	// buffer grown as it goes: a build reads every page.
	var b bytes.Buffer
	b.Grow(int(now.Size()) + bytes.MinRead)
	if _, err := b.ReadFrom(io.LimitReader(f, MaxSize+1)); err != nil {
		return nil, err
	}
	data := b.Bytes()
	if len(data) > MaxSize {
		return nil, tooLarge(d.show(name))
	}
	return data, nil
}

// Stat is lessonfs.Stat of a file of the folder.
func (d Folder) Stat(fsys fs.FS, name string) (fs.FileInfo, error) {
	_, info, err := d.resolve(fsys, name)
	return info, err
}

// tooLarge is the refusal of a file over MaxSize.
func tooLarge(name string) error {
	return refuse("%s is larger than %d MiB, the most a lesson's file may be", name, MaxSize>>20)
}

// regular reports why info, of the file name leads to, is no file to
// read, or nil.
func regular(name string, info fs.FileInfo) error {
	m := info.Mode()
	switch {
	case m.IsRegular():
		if info.Size() > MaxSize {
			return tooLarge(name)
		}
		return nil
	case m.IsDir():
		return refuse("%s is a folder, not a file", name)
	case m&fs.ModeNamedPipe != 0:
		return refuse("%s is a named pipe (FIFO), not a regular file", name)
	case m&fs.ModeSocket != 0:
		return refuse("%s is a socket, not a regular file", name)
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return refuse("%s is a device, not a regular file", name)
	}
	return refuse("%s is not a regular file (%v)", name, m.Type())
}

// resolve returns the path in fsys, with no symbolic link in it below
// dir, of the regular file name leads to, and its information.
func (d Folder) resolve(fsys fs.FS, name string) (string, fs.FileInfo, error) {
	dir := d.Dir
	if !fs.ValidPath(dir) {
		return "", nil, fmt.Errorf("lessonfs: %q is not a folder of the file system", dir)
	}
	switch {
	case name == "":
		return "", nil, refuse("no file name given")
	case strings.Contains(name, `\`):
		return "", nil, refuse("%q has a backslash; write paths with / (%s)", name, strings.ReplaceAll(name, `\`, "/"))
	case path.IsAbs(name) || filepath.IsAbs(name) || filepath.VolumeName(name) != "":
		return "", nil, refuse("%q is an absolute path; name a file of %s, relative to it", name, d.called())
	}
	clean := path.Clean(name)
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return "", nil, refuse("%q leads out of %s", name, d.called())
	}
	// cur is a folder of fsys inside dir with no link in it below dir;
	// pending are the components still to walk from there, links' targets
	// spliced in as they are met.
	cur, pending, links := dir, strings.Split(clean, "/"), 0
	var via string // the last link followed, relative to dir, for messages
	var target string
	for len(pending) > 0 {
		c := pending[0]
		pending = pending[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			if cur == dir {
				// Only a link's target can climb above dir: the name
				// itself was cleaned and checked.
				return "", nil, d.outside(clean, via, target)
			}
			cur = path.Dir(cur)
			continue
		}
		next := path.Join(cur, c)
		info, err := fs.Lstat(fsys, next)
		if errors.Is(err, fs.ErrNotExist) {
			return "", nil, &missing{d.show(name), d.called()}
		}
		if err != nil {
			return "", nil, err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			if len(pending) == 0 {
				if err := regular(d.show(name), info); err != nil {
					return "", nil, err
				}
				return next, info, nil
			}
			cur = next
			continue
		}
		if links++; links > maxLinks {
			return "", nil, refuse("%s passes through more than %d symbolic links (a loop?)", d.show(name), maxLinks)
		}
		t, err := fs.ReadLink(fsys, next)
		if err != nil {
			return "", nil, err
		}
		via, target = rel(dir, next), t
		t = filepath.ToSlash(t)
		if path.IsAbs(t) || filepath.IsAbs(t) || filepath.VolumeName(t) != "" {
			return "", nil, d.outside(clean, via, target)
		}
		pending = append(strings.Split(t, "/"), pending...)
	}
	// The name cleaned to dir itself, or a link led back to it.
	info, err := fs.Stat(fsys, cur)
	if err != nil {
		return "", nil, err
	}
	if err := regular(d.show(name), info); err != nil {
		return "", nil, err
	}
	return cur, info, nil
}

// outside is the refusal of name, which leads out of the lesson's folder
// through via, a link to target: named first when it is not via itself.
func (d Folder) outside(name, via, target string) error {
	msg := fmt.Sprintf("%s is a symbolic link to %s, outside %s", d.show(via), target, d.called())
	if name != via {
		msg = d.show(name) + ": " + msg
	}
	return refuse("%s", msg)
}

// rel writes file, a path of fsys inside dir, relative to dir.
func rel(dir, file string) string {
	if dir == "." {
		return file
	}
	return strings.TrimPrefix(file, dir+"/")
}
