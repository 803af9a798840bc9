package site

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// Write puts the built site in dir atomically: it writes a sibling folder,
// then swaps it in, so dir is never half written and a failed build never
// reaches it.
func (o *Output) Write(dir string) error {
	dir = filepath.Clean(dir)
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".new-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for _, name := range slices.Sorted(maps.Keys(o.Files)) {
		file := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, o.Files[name], 0o644); err != nil {
			return err
		}
	}
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
		return os.RemoveAll(old)
	}
	return nil
}
