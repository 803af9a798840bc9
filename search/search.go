// Package search makes the course's full-text search: Pagefind (the npm
// package pagefind, which ships its indexer as a binary) indexes the built
// pages at build time, and the page loads Pagefind's own interface, with
// the index, only when a reader opens the search (templates/search.js).
// Pagefind reads the pages' language (lang="tr") and stems Turkish words,
// so "kuyruğunda" finds the lesson that says "kuyruk".
//
// The index is a folder of files, published under Dir at the site's root:
// its entry file, the interface's script and stylesheet, the search's
// WebAssembly for the pages' language, and the index's chunks, which are
// named by a hash of what they hold (the others keep their names: a host
// must not keep pagefind/ as long as the hashed assets/). The same pages
// give the same files, byte for byte. They are
// cached (package cache, namespace search) under a key of the pages and
// the package's version: a build whose pages did not change runs no node.
package search

import (
	"context"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"coursesite/internal/cache"
	"coursesite/internal/proc"
)

// Dir is the folder, at the site's root, the search's files go into.
const Dir = "pagefind"

//go:embed index.mjs
var script string

// format names how Index makes and filters the files; change it with them.
const format = "pagefind index 1"

// cacheBytes bounds the indexes kept on disk: a few hundred kilobytes each.
const cacheBytes = 16 << 20

// maxPages and maxBytes bound what one index takes: a course is tens of
// pages, each under the site's page bound.
const (
	maxPages = 10000
	maxBytes = 256 << 20
)

// published says which of Pagefind's files the site publishes: those the
// default interface loads (its script and stylesheet, the search's script
// and worker, the entry and the index) and the search's WebAssembly for
// the languages the pages are in (wasms, from the entry); the other
// interfaces it ships (the modular and web-component ones, the
// highlighter) and the other languages' WebAssembly are left out.
func published(name string, wasms map[string]bool) bool {
	switch {
	case strings.HasPrefix(name, "fragment/"), strings.HasPrefix(name, "index/"), strings.HasSuffix(name, ".pf_meta"):
		return true
	case strings.HasPrefix(name, "wasm."):
		return wasms[name]
	}
	return slices.Contains([]string{"pagefind-entry.json", "pagefind.js", "pagefind-worker.js", "pagefind-ui.js", "pagefind-ui.css"}, name)
}

// languageWasms reads Pagefind's entry file and names the WebAssembly of
// each language it lists.
func languageWasms(entry []byte) (map[string]bool, error) {
	var e struct {
		Languages map[string]struct{ Wasm string } `json:"languages"`
	}
	if err := json.Unmarshal(entry, &e); err != nil {
		return nil, fmt.Errorf("search: pagefind-entry.json: %v", err)
	}
	out := map[string]bool{}
	for _, l := range e.Languages {
		out["wasm."+l.Wasm+".pagefind"] = true
	}
	return out, nil
}

// Index returns the search's files for pages (a page's path from the site's
// root, "" for the index page's, "NAME/" for a lesson's → its HTML), by
// their paths under Dir. packages is the folder whose node_modules holds
// pagefind (nodedeps.Dir); cacheDir is the build's cache folder.
func Index(ctx context.Context, packages, cacheDir string, pages map[string][]byte) (map[string][]byte, error) {
	if len(pages) > maxPages {
		return nil, fmt.Errorf("search: %d pages; the search indexes at most %d", len(pages), maxPages)
	}
	pkg := filepath.Join(packages, "node_modules", "pagefind")
	version, err := packageVersion(filepath.Join(pkg, "package.json"))
	if err != nil {
		return nil, err
	}
	urls := slices.Sorted(maps.Keys(pages))
	key := cache.NewKey(format, version, script)
	in := map[string]string{}
	total := 0
	for _, u := range urls {
		key = key.Add(u).AddBytes(pages[u])
		total += len(pages[u])
		in["/"+u] = string(pages[u])
	}
	if total > maxBytes {
		return nil, fmt.Errorf("search: the pages are %d bytes; the search indexes at most %d", total, maxBytes)
	}
	c := cache.Open(cacheDir, "search")
	if b, ok := c.Get(key); ok {
		if files, err := decode(b); err == nil {
			return files, nil
		}
	}
	input, err := json.Marshal(map[string]any{"pages": in})
	if err != nil {
		return nil, fmt.Errorf("search: %v", err)
	}
	out, err := proc.Node(ctx, "search", "indexes the pages for the course's search (Pagefind)", input,
		"--input-type=module", "-e", script, filepath.Join(pkg, "lib", "index.js"))
	if err != nil {
		return nil, err
	}
	var raw map[string]string
	if err := json.Unmarshal(out, &raw); err != nil {
		return nil, fmt.Errorf("search: unexpected output from Pagefind: %.200s", out)
	}
	all := map[string][]byte{}
	for name, b64 := range raw {
		if name != path.Clean(name) || strings.HasPrefix(name, "/") || strings.HasPrefix(name, "../") {
			return nil, fmt.Errorf("search: Pagefind wrote a file outside its folder: %q", name)
		}
		data, err := base64.StdEncoding.DecodeString(b64)
		if err != nil {
			return nil, fmt.Errorf("search: %s: %v", name, err)
		}
		all[name] = data
	}
	wasms, err := languageWasms(all["pagefind-entry.json"])
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for name, data := range all {
		if published(name, wasms) {
			files[name] = data
		}
	}
	if _, ok := files["pagefind-ui.js"]; !ok {
		return nil, fmt.Errorf("search: Pagefind %s wrote no pagefind-ui.js (files: %s)", version, strings.Join(slices.Sorted(maps.Keys(raw)), ", "))
	}
	if b, err := json.Marshal(files); err == nil && c.Put(key, b) == nil {
		c.Trim(cacheBytes)
	}
	return files, nil
}

func decode(b []byte) (map[string][]byte, error) {
	var files map[string][]byte
	err := json.Unmarshal(b, &files)
	return files, err
}

// Version returns the version of the Pagefind that Index runs, with the
// npm packages in packages: what, with this program, its files are made
// by (a cache of an index made of the same pages names it).
func Version(packages string) (string, error) {
	return packageVersion(filepath.Join(packages, "node_modules", "pagefind", "package.json"))
}

// packageVersion reads the version of the npm package whose package.json
// is file.
func packageVersion(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("search: the npm package pagefind is not installed (%v); the build installs it from package-lock.json", err)
	}
	var p struct{ Version string }
	if err := json.Unmarshal(data, &p); err != nil || p.Version == "" {
		return "", fmt.Errorf("search: %s: no version", file)
	}
	return p.Version, nil
}
