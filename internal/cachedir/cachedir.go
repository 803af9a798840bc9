// Package cachedir chooses where the build keeps what it makes and takes
// back later: the cache folder of a project (package cache's namespaces:
// math, drawings, the chart bundles, the lessons' renderings, the
// WebAssembly…) and the npm packages it installs (package nodedeps).
//
// Both live outside the project's work tree, in the user's cache folder
// (os.UserCacheDir()/coursesite, or $COURSESITE_CACHE), never in it: a
// file a commit adds (force-added under .cache/ or node_modules/, say) is
// reviewed as what it is, and the build takes nothing from it. A cache
// entry checks its own integrity (package cache), but a forged entry is
// internally consistent: what makes an entry trustworthy is that only the
// build could have written it, and a commit cannot write outside the work
// tree.
//
// A project's folder is keyed by its absolute path (two checkouts, two
// caches); it records the path, and one whose project no longer exists is
// removed by the next build (Prune), so that the temporary projects of
// tests do not pile up.
package cachedir

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"coursesite/internal/atomicfile"
)

// Env names the variable that moves every cache (CI, tests): its value is
// the folder that replaces os.UserCacheDir()/coursesite. It must be outside
// the project.
const Env = "COURSESITE_CACHE"

// Base returns the folder every cache of this program lives in:
// $COURSESITE_CACHE when it is set, else os.UserCacheDir()/coursesite.
func Base() (string, error) {
	if dir := os.Getenv(Env); dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", fmt.Errorf("cache folder: $%s: %w", Env, err)
		}
		return abs, nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("cache folder: %v (set $%s to a folder outside the project)", err, Env)
	}
	return filepath.Join(dir, "coursesite"), nil
}

// projectsDir is the folder of Base that holds one folder per project.
const projectsDir = "projects"

// recordFile, in a project's folder, names the project's path.
const recordFile = "project"

// Project returns the cache folder of the project at root:
// Base()/projects/KEY, KEY a hash of root's absolute path (its symbolic
// links resolved). It makes the folder and records root in it. It fails
// when the folder would be inside root, where a commit could put entries.
func Project(root string) (string, error) {
	root, err := canonical(root)
	if err != nil {
		return "", fmt.Errorf("cache folder: %w", err)
	}
	base, err := Base()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(root))
	dir := filepath.Join(base, projectsDir, hex.EncodeToString(sum[:8]))
	if err := Outside(dir, root); err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("cache folder: %w", err)
	}
	rec := filepath.Join(dir, recordFile)
	if b, err := os.ReadFile(rec); err != nil || string(b) != root+"\n" {
		// A record that cannot be written costs the folder its pruning.
		_ = atomicfile.Write(rec, []byte(root+"\n"))
	}
	return dir, nil
}

// Outside returns an error when dir is root or inside it (the folder it
// would resolve to, symbolic links followed, as far as it exists).
func Outside(dir, root string) error {
	r, err := canonical(root)
	if err != nil {
		return fmt.Errorf("cache folder: %w", err)
	}
	d, err := canonical(dir)
	if err != nil {
		return fmt.Errorf("cache folder: %w", err)
	}
	if rel, err := filepath.Rel(r, d); err == nil && (rel == "." || !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && rel != "..") {
		return fmt.Errorf("cache folder %s is inside the project %s, where a commit could put what the build would take for its own: set $%s to a folder outside it", d, r, Env)
	}
	return nil
}

// canonical returns path absolute, with the symbolic links of its longest
// existing prefix resolved.
func canonical(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	var rest []string
	for p := abs; ; {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Join(append([]string{real}, rest...)...), nil
		}
		parent := filepath.Dir(p)
		if parent == p {
			return abs, nil
		}
		rest = append([]string{filepath.Base(p)}, rest...)
		p = parent
	}
}

// pruneGrace is how young a project's folder without a record may be
// before Prune takes it for abandoned: one is made, then its record
// written.
const pruneGrace = time.Hour

// Prune removes the cache folders of projects that no longer exist (the
// temporary projects of tests, a checkout deleted), and returns how many
// it removed. A folder whose record cannot be read is removed once it is
// older than an hour.
func Prune() (int, error) {
	base, err := Base()
	if err != nil {
		return 0, err
	}
	dir := filepath.Join(base, projectsDir)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("cache folder: %w", err)
	}
	n := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if b, err := os.ReadFile(filepath.Join(p, recordFile)); err == nil {
			root := strings.TrimSuffix(string(b), "\n")
			if _, err := os.Stat(root); !errors.Is(err, os.ErrNotExist) || !filepath.IsAbs(root) {
				continue
			}
		} else if fi, err := e.Info(); err != nil || time.Since(fi.ModTime()) < pruneGrace {
			continue
		}
		if os.RemoveAll(p) == nil {
			n++
		}
	}
	return n, nil
}
