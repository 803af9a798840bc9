package serve

import (
	"errors"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing/fstest"
	"time"

	"coursesite/internal/lessonfs"
)

// readSources reads content/ and templates/ into memory, the files a build
// reads. The build and the drift check then see the same bytes, even when
// the author saves again while they run: the check's findings are about
// the build they are shown over. (fstest.MapFS is the standard library's
// in-memory fs.FS; nothing here is a test.)
//
// The copy keeps what the build, reading the folder itself (os.DirFS),
// would see, so that the build's rules for a lesson's files (package
// lessonfs: nothing outside the lesson's folder, no special file, nothing
// over lessonfs.MaxSize) give the preview the same answer as go run .
// build: a symbolic link stays a link (sources implements fs.ReadLinkFS),
// a named pipe or a device is kept as its kind without being opened (one
// would block the preview, the other never end), and no file is read past
// lessonfs.MaxSize+1 bytes, more than any file the build accepts. A link
// that leads out of the project is kept as a link and its target's kind,
// its bytes never read: the build refuses every such link (a page, a
// template, a lesson's file) without reading what it points to, and the
// preview holds nothing of a file outside the project either.
func readSources(root string) (sources, error) {
	src := sources{MapFS: fstest.MapFS{}, links: map[string]string{}}
	for _, dir := range []string{"content", "templates"} {
		if err := src.readTree(root, dir); err != nil {
			return sources{}, err
		}
	}
	src.index()
	return src, nil
}

// readTree adds to the copy the file or folder rel (relative to root, with
// slashes) and everything under it, as it is on disk.
func (src sources) readTree(root, rel string) error {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return err
	}
	return filepath.WalkDir(filepath.Join(root, filepath.FromSlash(rel)), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil // gone, or never there: the build says what it misses
			}
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		if d.Type()&fs.ModeSymlink != 0 {
			target, err := os.Readlink(p)
			if errors.Is(err, fs.ErrNotExist) {
				return nil // renamed away mid-save
			}
			if err != nil {
				return err
			}
			src.links[name] = target
			if out, err := leadsOut(realRoot, p); err != nil || out {
				if errors.Is(err, fs.ErrNotExist) {
					return nil // a dangling link, or renamed away mid-save
				}
				if err != nil {
					return err
				}
				fi, err := os.Stat(p)
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				if err != nil {
					return err
				}
				if !fi.IsDir() {
					src.MapFS[name] = &fstest.MapFile{Mode: fi.Mode().Type(), ModTime: fi.ModTime()}
				}
				return nil
			}
		}
		// What reading the name gives, through a link as os.DirFS
		// follows it.
		f, err := readSource(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil // renamed away mid-save, or a dangling link
		}
		if err != nil {
			return err
		}
		if f != nil {
			src.MapFS[name] = f
		}
		return nil
	})
}

// update returns a copy of the sources in which the files and folders
// named in changed (relative to root, with slashes: what the watcher saw
// change) are read again from disk — removed when they are gone, read
// whole when they are folders — and every symbolic link too, since what
// a link reads changes with its target. The rest is shared with src,
// which is left as it was: a drift check may still be reading it.
func (src sources) update(root string, changed []string) (sources, error) {
	next := sources{MapFS: maps.Clone(src.MapFS), links: maps.Clone(src.links)}
	again := slices.Collect(maps.Keys(src.links))
	for _, rel := range changed {
		for name := range next.MapFS {
			if name == rel || strings.HasPrefix(name, rel+"/") {
				delete(next.MapFS, name)
				delete(next.links, name)
			}
		}
		again = append(again, rel)
	}
	for _, rel := range again {
		delete(next.MapFS, rel)
		delete(next.links, rel)
		if err := next.readTree(root, rel); err != nil {
			return sources{}, err
		}
	}
	next.index()
	return next, nil
}

// index lists every folder's entries (dirs). fstest.MapFS finds a
// folder's entries by looking at every file it holds, for every folder
// listed or stat'ed: a build of 50 lessons lists a hundred folders of
// three hundred files at every save.
func (src *sources) index() {
	src.dirs = map[string][]fs.DirEntry{}
	seen := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(src.MapFS)) {
		fi, err := src.MapFS.Stat(name)
		if err != nil {
			continue
		}
		entry := fs.FileInfoToDirEntry(fi)
		for {
			dir := path.Dir(name)
			src.dirs[dir] = append(src.dirs[dir], entry)
			if dir == "." || seen[dir] {
				break
			}
			seen[dir] = true
			name, entry = dir, fs.FileInfoToDirEntry(dirInfo(path.Base(dir)))
		}
	}
	for _, entries := range src.dirs {
		slices.SortFunc(entries, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	}
}

// ReadDir implements fs.ReadDirFS from the index, as fstest.MapFS would
// answer.
func (s sources) ReadDir(name string) ([]fs.DirEntry, error) {
	if entries, ok := s.dirs[name]; ok {
		return slices.Clone(entries), nil
	}
	return s.MapFS.ReadDir(name)
}

// Stat implements fs.StatFS; a folder's from the index.
func (s sources) Stat(name string) (fs.FileInfo, error) {
	if _, ok := s.dirs[name]; ok {
		if _, file := s.MapFS[name]; !file {
			return dirInfo(path.Base(name)), nil
		}
	}
	return s.MapFS.Stat(name)
}

// dirInfo describes a folder of the copy, as fstest.MapFS makes one up.
type dirInfo string

func (d dirInfo) Name() string       { return string(d) }
func (d dirInfo) Size() int64        { return 0 }
func (d dirInfo) Mode() fs.FileMode  { return fs.ModeDir | 0o555 }
func (d dirInfo) ModTime() time.Time { return time.Time{} }
func (d dirInfo) IsDir() bool        { return true }
func (d dirInfo) Sys() any           { return nil }

// leadsOut reports whether the symbolic link at p leads to a file outside
// the project whose root, its links resolved, is realRoot.
func leadsOut(realRoot, p string) (bool, error) {
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return false, err
	}
	rel, err := filepath.Rel(realRoot, real)
	if err != nil {
		return true, nil
	}
	return rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel), nil
}

// readSource reads the file at p (through a link) for the copy: a regular
// file's bytes up to lessonfs.MaxSize+1, another kind's mode alone, and
// nothing (nil) for a folder, which the copy does not follow.
func readSource(p string) (*fstest.MapFile, error) {
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	switch {
	case fi.IsDir():
		return nil, nil
	case !fi.Mode().IsRegular():
		return &fstest.MapFile{Mode: fi.Mode().Type(), ModTime: fi.ModTime()}, nil
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, lessonfs.MaxSize+1))
	if err != nil {
		return nil, err
	}
	return &fstest.MapFile{Data: data, Mode: 0o644, ModTime: fi.ModTime()}, nil
}

// sources is the copy readSources makes: what Open, Stat and ReadDir give
// is what reading through the folder's links gives, and Lstat and ReadLink
// show the links themselves, as os.DirFS does.
type sources struct {
	fstest.MapFS
	links map[string]string        // a link's name → its target, as written
	dirs  map[string][]fs.DirEntry // each folder's entries, sorted (index)
}

// ReadLink implements fs.ReadLinkFS: the target of the link called name.
func (s sources) ReadLink(name string) (string, error) {
	if t, ok := s.links[name]; ok {
		return t, nil
	}
	if _, err := s.Stat(name); err != nil {
		return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrNotExist}
	}
	return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrInvalid}
}

// Lstat implements fs.ReadLinkFS: the link called name itself, or else
// the file.
func (s sources) Lstat(name string) (fs.FileInfo, error) {
	if t, ok := s.links[name]; ok {
		return linkInfo{name: path.Base(name), size: int64(len(t))}, nil
	}
	return s.Stat(name)
}

// linkInfo describes a symbolic link of the copy.
type linkInfo struct {
	name string
	size int64
}

func (l linkInfo) Name() string       { return l.name }
func (l linkInfo) Size() int64        { return l.size }
func (l linkInfo) Mode() fs.FileMode  { return fs.ModeSymlink | 0o777 }
func (l linkInfo) ModTime() time.Time { return time.Time{} }
func (l linkInfo) IsDir() bool        { return false }
func (l linkInfo) Sys() any           { return nil }
