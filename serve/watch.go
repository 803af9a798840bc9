package serve

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// watchProject watches every folder of the project that holds its sources:
// content/ and templates/ whole (lessons, parameter files, listings,
// layouts), and the Go code's folders. fsnotify does not recurse, so each
// folder is added, and folders created later are added as they appear.
func (s *Server) watchProject() (*fsnotify.Watcher, error) {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("serve: watching files: %v", err)
	}
	if err := s.watchTree(w, s.root); err != nil {
		w.Close()
		return nil, err
	}
	return w, nil
}

// watchTree adds dir and the folders under it, skipping those that hold no
// source.
func (s *Server) watchTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return fmt.Errorf("serve: watching %s: %v", p, err)
			}
			return nil // gone while walking: nothing to watch
		}
		if !d.IsDir() {
			return nil
		}
		if p != s.root && s.skipDir(s.rel(p)) {
			return filepath.SkipDir
		}
		if err := w.Add(p); err != nil {
			return fmt.Errorf("serve: watching %s: %v", p, err)
		}
		return nil
	})
}

// skipDir reports whether a folder (relative to the root) holds no source
// the server needs to follow: outside content/ and templates/, the npm
// packages, the built site, caches and the folders Go ignores.
func (s *Server) skipDir(rel string) bool {
	if kindOf(rel) == siteSource {
		return false
	}
	name := path.Base(rel)
	return rel == "public" || name == "node_modules" || name == "testdata" ||
		strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// rel returns a watched path relative to the root, with slashes.
func (s *Server) rel(p string) string {
	r, err := filepath.Rel(s.root, p)
	if err != nil {
		return p
	}
	return filepath.ToSlash(r)
}

// kind is what a changed file means to the server.
type kind int

const (
	unrelated  kind = iota
	siteSource      // under content/ or templates/: rebuild
	goSource        // Go code or its module: restart
)

// overflowed stands in the changed files when the system lost some of its
// events: every source is read again.
const overflowed = "(changes the system could not list)"

// inSources reports whether a path (relative to the root) is under
// content/ or templates/, the folders the build reads.
func inSources(rel string) bool {
	return rel == "content" || rel == "templates" || strings.HasPrefix(rel, "content/") || strings.HasPrefix(rel, "templates/")
}

func kindOf(rel string) kind {
	name := path.Base(rel)
	switch {
	case inSources(rel):
		if editorScratch(name) {
			return unrelated
		}
		return siteSource
	case strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go"),
		name == "go.mod", name == "go.sum":
		return goSource
	}
	return unrelated
}

// editorScratch reports whether a file name is an editor's swap, backup or
// probe file (vim's .x.swp and 4913, emacs' .#x and x~): the save that
// matters shows up under the real name.
func editorScratch(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") || name == "4913"
}

// watch waits for changes and, once they have stopped for the debounce
// time, rebuilds (or asks for a restart) until ctx is done.
func (s *Server) watch(ctx context.Context, w *fsnotify.Watcher) {
	settle := time.NewTimer(time.Hour)
	settle.Stop()
	changed := map[string]bool{}
	touched := map[string]bool{} // scratch files of the sources' folders: read again, but no build of their own
	goChanged := map[string]bool{}
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-w.Events:
			if !ok {
				return
			}
			if ev.Op&^fsnotify.Chmod == 0 {
				continue // permissions only: the content is the same
			}
			rel := s.rel(ev.Name)
			if ev.Has(fsnotify.Create) {
				if fi, err := os.Lstat(ev.Name); err == nil && fi.IsDir() && !s.skipDir(rel) {
					if err := s.watchTree(w, ev.Name); err != nil {
						fmt.Fprintln(s.log, err)
					}
				}
			}
			switch kindOf(rel) {
			case siteSource:
				changed[rel] = true
			case goSource:
				goChanged[rel] = true
			default:
				if inSources(rel) {
					touched[rel] = true
				}
				continue
			}
			settle.Reset(s.debounce)
		case err, ok := <-w.Errors:
			if !ok {
				return
			}
			fmt.Fprintf(s.log, "serve: watching files: %v\n", err)
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				changed[overflowed] = true
				settle.Reset(s.debounce)
			}
		case <-s.checker.quiet.C:
			s.checker.waiting = false
			s.checkNow(ctx)
		case res := <-s.checker.results:
			s.checked(ctx, res)
		case <-settle.C:
			if len(goChanged) > 0 {
				s.noteGoChange(slices.Sorted(maps.Keys(goChanged)))
				clear(goChanged)
				if len(changed) == 0 {
					s.publish()
				}
			}
			if len(changed) > 0 {
				files := slices.Sorted(maps.Keys(changed))
				clear(changed)
				scratch := slices.Sorted(maps.Keys(touched))
				clear(touched)
				s.rebuild(ctx, files, scratch)
			}
		}
	}
}
