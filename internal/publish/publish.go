// Package publish puts a built site in its folder whole or not at all: a
// sibling folder written, then swapped in, so that a reader of the folder
// (a static host, a preview) never sees half a site and a failed build
// never reaches it; files a build left unchanged keep their inodes and
// times, and two builds into one folder take turns.
//
// The site comes as an Output, to which a build adds each file from one
// source (Put refuses a second source for a path, never a silent
// winner), its shared assets under names that carry a hash of their
// content (Assets, HashedName).
package publish

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"coursesite/internal/filelock"
	"coursesite/internal/workers"
)

// Marker is the file every built site carries at its root. Write
// replaces only a folder that has it (or an empty one), so that -out pointed
// at the wrong folder never deletes an author's files.
const Marker = ".coursesite-build"

// Write puts the built site (built: each file by its path relative to the
// site's root) in dir: it writes a sibling folder, then swaps
// it in, so dir is never half written and a failed build never reaches it.
// An existing dir is replaced only if an earlier Write made it (it holds
// Marker) or it is empty.
//
// A file the build left as the previous one wrote it is not written again:
// the new folder links the file of the old one (same inode, same
// modification time, so that a deploy tool comparing times sees it
// unchanged), and only the folders and the files whose bytes differ are
// made anew. Files cached names (path → a file on disk with the same
// content, never changed in place) are linked to those files.
//
// The sibling folder is the site before the previous one, kept beside dir
// as .DIR.spare once swapped out: its folders are there already and most
// of its files are the previous site's own (the same inodes), so a build
// that changed little makes, links and removes little — making and
// removing a site's folders was most of what writing it cost the kernel.
// What the new site does not hold is removed from it first.
//
// Writes into the same dir take turns: each holds a lock file beside dir
// (.DIR.lock, see package filelock) from its first check to its swap, so
// two builds into one -out folder both succeed, one after the other,
// instead of one failing halfway through the other's renames. Holding it,
// Write also removes the sibling folders that builds killed mid-way left
// (.DIR.new-N and .DIR.new-N.old): only a holder of the lock makes them,
// so any there are a dead build's.
func Write(dir string, built map[string][]byte, cached map[string]string) error {
	o := &Output{Files: built, Cached: cached}
	dir = filepath.Clean(dir)
	parent, base := filepath.Dir(dir), filepath.Base(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	// Another build writing here holds the lock for milliseconds; a
	// minute means it hangs.
	unlock, err := filelock.LockWithin(context.Background(), filepath.Join(parent, "."+base+".lock"), time.Minute, "another build writing "+dir)
	if err != nil {
		return err
	}
	defer unlock()
	removeLeftovers(parent, base)
	if err := replaceable(dir); err != nil {
		return err
	}
	files := maps.Clone(o.Files)
	files[Marker] = []byte("Built by coursesite (go run . build); the next build replaces this whole folder.\n")
	names := slices.Sorted(maps.Keys(files))
	// The spare takes an empty folder's name (os.Rename will not rename
	// over a folder; only a holder of the lock makes these names).
	spare := filepath.Join(parent, "."+base+".spare")
	tmp, err := os.MkdirTemp(parent, "."+base+".new-")
	if err != nil {
		return err
	}
	if ours(spare) && os.Remove(tmp) == nil {
		if os.Rename(spare, tmp) == nil && o.fill(tmp, dir, names, files, true) == nil {
			return o.swap(tmp, dir, spare)
		}
		// A spare that will not be made into the site (a folder this
		// user may not change, say) is left for the next build to remove,
		// as a killed build's is, and the site made from nothing.
		os.RemoveAll(tmp)
		if tmp, err = os.MkdirTemp(parent, "."+base+".new-"); err != nil {
			return err
		}
	}
	if err := o.fill(tmp, dir, names, files, false); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	return o.swap(tmp, dir, spare)
}

// fill makes tmp hold files (by sorted names): a new folder, or when
// recycled the spare, which it first prunes. dir is the current site.
func (o *Output) fill(tmp, dir string, names []string, files map[string][]byte, recycled bool) error {
	if recycled {
		if err := prune(tmp, files); err != nil {
			return err
		}
	}
	if err := makeFolders(tmp, names); err != nil {
		return err
	}
	// The files, as many at once as the build renders pages: most of the
	// work is the kernel's, on other folders.
	errs := workers.Each(context.Background(), runtime.GOMAXPROCS(0), len(names), func(i int) error {
		name := names[i]
		file := filepath.Join(tmp, filepath.FromSlash(name))
		prev := filepath.Join(dir, filepath.FromSlash(name))
		if recycled && kept(file, prev, o.Cached[name], files[name]) {
			return nil
		}
		if recycled {
			// The spare's older copy, if any: a link of some earlier
			// site's file, never to be written through.
			if err := os.Remove(file); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
		if linked(o.Cached[name], file, files[name]) {
			return nil
		}
		// A file the previous build wrote the same is linked, not written
		// again: no bytes and no new inode (making inodes is most of what
		// writing a site costs the kernel).
		if same(prev, files[name]) && os.Link(prev, file) == nil {
			return nil
		}
		return writeNew(file, files[name])
	})
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// swap puts tmp, filled, in dir's place, and keeps the site it replaces as
// the spare.
func (o *Output) swap(tmp, dir, spare string) error {
	defer os.RemoveAll(tmp) // once swapped in, there is nothing there
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return fmt.Errorf("replacing %s: %v", dir, err)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir)
		}
		return fmt.Errorf("replacing %s: %v", dir, err)
	}
	if old != "" {
		if fi, err := os.Lstat(spare); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			os.Remove(spare) // a link, as a -out that was one leaves: nothing of anyone's
		}
		if os.Rename(old, spare) != nil {
			// The new site is in place; an old copy left behind is only litter.
			removeTree(old)
		}
	}
	return nil
}

// ours reports whether spare is a spare a Write left: a folder (not a
// link to one) holding Marker. Anything else of that name is left as
// it is, and the site made from nothing.
func ours(spare string) bool {
	fi, err := os.Lstat(spare)
	if err != nil || !fi.IsDir() {
		return false
	}
	mi, err := os.Lstat(filepath.Join(spare, Marker))
	return err == nil && mi.Mode().IsRegular()
}

// writeNew writes data to file, which must not exist: a file left where
// it should not be fails the build rather than being written through.
func writeNew(file string, data []byte) error {
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// kept reports whether file, in the spare being made into the new site,
// already holds data as the file it would be linked to: the cache entry
// cached, or else prev, the current site's file, if that holds data.
func kept(file, prev, cached string, data []byte) bool {
	fi, err := os.Lstat(file)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(len(data)) {
		return false
	}
	if cached != "" {
		ci, err := os.Stat(cached)
		return err == nil && os.SameFile(fi, ci)
	}
	pi, err := os.Lstat(prev)
	return err == nil && os.SameFile(fi, pi) && same(prev, data)
}

// prune removes from root, a spare site, every file and folder the new
// site (files, by slash-separated name) does not hold, and whatever is
// not a regular file where the new site has a file, or not a folder where
// it has a folder.
func prune(root string, files map[string][]byte) error {
	folders := map[string]bool{".": true}
	for name := range files {
		for d := path.Dir(name); !folders[d]; d = path.Dir(d) {
			folders[d] = true
		}
	}
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		name = filepath.ToSlash(name)
		switch _, isFile := files[name]; {
		case d.IsDir() && folders[name]:
			return nil
		case isFile && d.Type().IsRegular():
			return nil
		case d.IsDir():
			if err := os.RemoveAll(p); err != nil {
				return err
			}
			return fs.SkipDir
		default:
			return os.Remove(p)
		}
	})
}

// makeFolders makes in root the folders that files (slash-separated
// names) stand in: those of each depth at once, as many as GOMAXPROCS,
// after their parents.
func makeFolders(root string, files []string) error {
	var byDepth [][]string
	seen := map[string]bool{".": true}
	for _, name := range files {
		for d := path.Dir(name); !seen[d]; d = path.Dir(d) {
			seen[d] = true
			depth := strings.Count(d, "/")
			for len(byDepth) <= depth {
				byDepth = append(byDepth, nil)
			}
			byDepth[depth] = append(byDepth[depth], d)
		}
	}
	for _, dirs := range byDepth {
		errs := workers.Each(context.Background(), runtime.GOMAXPROCS(0), len(dirs), func(i int) error {
			err := os.Mkdir(filepath.Join(root, filepath.FromSlash(dirs[i])), 0o755)
			if errors.Is(err, fs.ErrExist) {
				return nil // the spare's (prune left only folders there)
			}
			return err
		})
		for _, err := range errs {
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// removeTree removes the folder dir and all it holds, its top-level
// entries (a site's lessons) at once, as many as GOMAXPROCS: unlinking is
// the kernel's work, folder by folder.
func removeTree(dir string) {
	entries, err := os.ReadDir(dir)
	if err == nil {
		// Best effort, as the RemoveAll after it: what is left is
		// litter, as the caller says, not a failure of the build.
		workers.Each(context.Background(), runtime.GOMAXPROCS(0), len(entries), func(i int) error {
			return os.RemoveAll(filepath.Join(dir, entries[i].Name()))
		})
	}
	os.RemoveAll(dir)
}

// leftover matches the names of the folders Write makes beside DIR:
// .DIR.new-N (os.MkdirTemp's N is decimal) and .DIR.new-N.old.
var leftover = regexp.MustCompile(`^\.(.+)\.new-[0-9]+(\.old)?$`)

// removeLeftovers removes, from parent, the folders that earlier Writes
// into parent/base left when they were killed. The caller holds base's
// lock. A leftover that cannot be removed costs disk space, not this
// build, so errors are ignored.
func removeLeftovers(parent, base string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if m := leftover.FindStringSubmatch(e.Name()); m != nil && m[1] == base && e.IsDir() {
			os.RemoveAll(filepath.Join(parent, e.Name()))
		}
	}
}

// linked reports whether it linked file to cached, a file that holds data:
// no bytes are copied. It does not when there is no cached file, when the
// two are on different file systems or the file system has no links; the
// caller writes the file then.
func linked(cached, file string, data []byte) bool {
	if cached == "" || os.Link(cached, file) != nil {
		return false
	}
	// A cache entry is replaced only by renaming another over it, for other
	// sources: one of another size is not the data this build read.
	if fi, err := os.Stat(file); err != nil || fi.Size() != int64(len(data)) {
		os.Remove(file)
		return false
	}
	return true
}

// sameBuffers are same's buffers.
var sameBuffers = sync.Pool{New: func() any { return new([64 << 10]byte) }}

// same reports whether file is a regular file holding exactly data.
func same(file string, data []byte) bool {
	// Lstat: a link is never linked to (os.Link would link the link).
	if fi, err := os.Lstat(file); err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(len(data)) {
		return false
	}
	f, err := os.Open(file)
	if err != nil {
		return false
	}
	defer f.Close()
	b := sameBuffers.Get().(*[64 << 10]byte)
	defer sameBuffers.Put(b)
	buf := b[:]
	for rest := data; ; {
		n, err := f.Read(buf)
		if n > len(rest) || !bytes.Equal(buf[:n], rest[:n]) {
			return false
		}
		rest = rest[n:]
		if err == io.EOF {
			return len(rest) == 0
		}
		if err != nil {
			return false
		}
	}
}

// replaceable reports why dir must not be replaced by a build, or nil.
func replaceable(dir string) error {
	fi, err := os.Stat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is a file, not a folder; refusing to replace it with the site", dir)
	}
	if _, err := os.Stat(filepath.Join(dir, Marker)); err == nil {
		return nil
	}
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.Readdirnames(1); err == io.EOF {
		return nil
	}
	return fmt.Errorf("%s is not empty and no build made it (it has no %s); refusing to replace it — choose another -out folder, or empty it", dir, Marker)
}
