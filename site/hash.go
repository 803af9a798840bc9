package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"strings"

	"coursesite/internal/cache"
)

// hashLen is how many hex digits of a file's SHA-256 its published name
// carries: 48 bits, so that two versions of one asset never share a name.
const hashLen = 12

// HashedName returns an asset's published name: name with the start of
// the SHA-256 of its content before its extension ("site.css" →
// "site.0123456789ab.css", "wasm_exec.js" → "wasm_exec.0123456789ab.js").
// A page names the exact files it was built with, and a host may keep
// them for a year: a new version is a new name, so a page and a script of
// two deploys never meet.
func HashedName(name string, sum string) string {
	dir, base := path.Split(name)
	stem, ext, ok := strings.Cut(base, ".")
	if !ok {
		return dir + base + "." + sum
	}
	return dir + stem + "." + sum + "." + ext
}

// contentSum returns the start of data's SHA-256 in hex. When data is the
// content of cached, a cache file entry (Output.Cached), the sum is the
// one recorded with the entry when it was made (cache.SumOf), so that a
// build does not read the megabytes of the WebAssembly again.
func contentSum(data []byte, cached string) string {
	if cached != "" {
		if s, size, ok := cache.SumOf(cached); ok && size == int64(len(data)) {
			return s[:hashLen]
		}
	}
	return sum(data)
}

func sum(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])[:hashLen]
}

// assetNames maps the name a layout asks for ("site.css") to the path of
// the published file under the site root ("assets/site.0123456789ab.css").
type assetNames map[string]string

// add publishes data as the asset name, under its hashed name, linking
// cached (when not "") rather than writing a copy.
func (a assetNames) add(out *Output, name string, data []byte, cached string) error {
	file := "assets/" + HashedName(name, contentSum(data, cached))
	if err := out.put(file, data, siteOrigin("the site's "+name)); err != nil {
		return err
	}
	if cached != "" {
		out.Cached[file] = cached
	}
	a[name] = file
	return nil
}

// path returns the published path of asset name, relative to the site
// root.
func (a assetNames) path(name string) (string, error) {
	if f, ok := a[name]; ok {
		return f, nil
	}
	var have []string
	for n := range a {
		have = append(have, n)
	}
	return "", fmt.Errorf("no asset %q in this site (assets: %s)", name, strings.Join(sorted(have), ", "))
}
