package serve

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing/fstest"
)

// readSources reads content/ and templates/ into memory, the files a build
// reads. The build and the drift check then see the same bytes, even when
// the author saves again while they run: the check's findings are about
// the build they are shown over. (fstest.MapFS is the standard library's
// in-memory fs.FS; nothing here is a test.)
func readSources(root string) (fs.FS, error) {
	files := fstest.MapFS{}
	for _, dir := range []string{"content", "templates"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil // gone, or never there: the build says what it misses
				}
				return err
			}
			if d.IsDir() {
				return nil
			}
			data, err := os.ReadFile(p)
			if errors.Is(err, fs.ErrNotExist) {
				return nil // renamed away mid-save; its event brings another build
			}
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			files[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data, Mode: 0o644}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}
