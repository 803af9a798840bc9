//go:build !js

package livebuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/build"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"coursesite/internal/cache"
)

// sourceKey returns a hash of sources(root, pkg). Hashing reads and parses
// every file the command is built from; the last hash is remembered in
// the cache folder cacheDir (namespace live-sources, an entry for each
// root and model package, a megabyte of them at most) with the size and
// time of each file it read and the names in each folder it looked in,
// and is reused while they are all the same — a check that costs a stat
// per file, as make's does.
func sourceKey(root, cacheDir, pkg string) (string, error) {
	c := cache.Open(cacheDir, "live-sources")
	key := cache.NewKey("live sources 2", root, pkg)
	var last sourceMemo
	if data, ok := c.Get(key); ok && json.Unmarshal(data, &last) == nil && last.Root == root && last.current() {
		return last.Key, nil
	}
	text, files, dirs, err := sources(root, pkg)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(text)
	m := sourceMemo{Root: root, Key: hex.EncodeToString(sum[:]), Files: map[string]stamp{}, Dirs: map[string][]string{}}
	for _, f := range files {
		if m.Files[f], err = stampOf(f); err != nil {
			return "", fmt.Errorf("live: %w", err)
		}
	}
	for _, d := range dirs {
		if m.Dirs[d], err = names(d); err != nil {
			return "", fmt.Errorf("live: %w", err)
		}
	}
	// A memo that cannot be kept only costs the next build a hash.
	if data, err := json.Marshal(m); err == nil && c.Put(key, data) == nil {
		c.Trim(1 << 20)
	}
	return m.Key, nil
}

// sourceMemo is a hash of sources and what it was made from.
type sourceMemo struct {
	Root  string
	Key   string
	Files map[string]stamp    // every file read → its size and time
	Dirs  map[string][]string // every package folder → its files' names
}

// stamp is a file's size and modification time (ns).
type stamp struct{ Size, Time int64 }

func stampOf(file string) (stamp, error) {
	fi, err := os.Stat(file)
	if err != nil {
		return stamp{}, err
	}
	return stamp{fi.Size(), fi.ModTime().UnixNano()}, nil
}

func names(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = e.Name()
	}
	return out, nil
}

// current reports whether no file the memo's hash read has changed and no
// file came or went in its folders.
func (m *sourceMemo) current() bool {
	if m.Key == "" || len(m.Files) == 0 {
		return false
	}
	for f, want := range m.Files {
		if got, err := stampOf(f); err != nil || got != want {
			return false
		}
	}
	for d, want := range m.Dirs {
		if got, err := names(d); err != nil || !slices.Equal(got, want) {
			return false
		}
	}
	return true
}

// sources returns, as text to hash, every input of the command's build
// that can change between two builds with the same Go: the module's
// go.mod and go.sum (which pin every other module), and the name and
// content of each Go file and embedded file of the module's packages the
// command imports with the model package in folder pkg, directly or not,
// as GOOS=js GOARCH=wasm selects them. It also returns the files it read
// and the package folders it listed.
func sources(root, pkg string) (text []byte, files, dirs []string, err error) {
	var b bytes.Buffer
	read := func(file string) ([]byte, error) {
		data, err := os.ReadFile(file)
		if err == nil {
			files = append(files, file)
		}
		return data, err
	}
	gomod, err := read(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("live: %w", err)
	}
	module := modulePath(gomod)
	if module == "" {
		return nil, nil, nil, fmt.Errorf("live: %s: no module line", filepath.Join(root, "go.mod"))
	}
	gosum, err := read(filepath.Join(root, "go.sum"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil, fmt.Errorf("live: %w", err)
	}
	fmt.Fprintf(&b, "go.mod\n%s\ngo.sum\n%s\n", gomod, gosum)
	dirs = append(dirs, root) // a go.sum that appears changes the listing

	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled = "js", "wasm", false
	seen := map[string]bool{command: true, pkg: true}
	queue := []string{command, pkg}
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		dir := filepath.Join(root, filepath.FromSlash(rel))
		dirs = append(dirs, dir)
		pkg, err := ctxt.ImportDir(dir, 0)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("live: package %s: %w", path.Join(module, rel), err)
		}
		names := slices.Clone(pkg.GoFiles)
		for _, pattern := range pkg.EmbedPatterns {
			matches, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
			if err != nil {
				return nil, nil, nil, fmt.Errorf("live: package %s: embed %q: %w", path.Join(module, rel), pattern, err)
			}
			for _, m := range matches {
				names = append(names, filepath.ToSlash(m[len(dir)+1:]))
			}
		}
		slices.Sort(names)
		for _, f := range names {
			data, err := read(filepath.Join(dir, f))
			if err != nil {
				return nil, nil, nil, fmt.Errorf("live: %w", err)
			}
			fmt.Fprintf(&b, "%s/%s %d\n", rel, f, len(data))
			b.Write(data)
		}
		// A changed import changes a file read here; the memo need not
		// follow imports.
		for _, imp := range pkg.Imports {
			if sub, ok := strings.CutPrefix(imp, module+"/"); ok && !seen[sub] {
				seen[sub] = true
				queue = append(queue, sub)
			}
		}
	}
	return b.Bytes(), files, dirs, nil
}
