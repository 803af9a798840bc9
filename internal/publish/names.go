package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"coursesite/internal/cache"
)

// HashLen is how many hex digits of a file's SHA-256 its published name
// carries (HashedName): 48 bits, so that two versions of one asset never
// share a name.
const HashLen = 12

// HashedName returns an asset's published name: name with sum, the start
// of the SHA-256 of its content (Sum), before its extension ("site.css" →
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

// Sum returns the start of data's SHA-256 in hex, HashLen digits. When
// data is the content of cached, a cache file entry (linked rather than
// written: Write), the sum is the one recorded with the entry when it was
// made (cache.SumOf), so that a build does not read the megabytes of the
// WebAssembly again.
func Sum(data []byte, cached string) string {
	if cached != "" {
		if s, size, ok := cache.SumOf(cached); ok && size == int64(len(data)) {
			return s[:HashLen]
		}
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])[:HashLen]
}

// EntrySum returns the start of data's SHA-256 in hex (Sum) for a file
// published from kept, the content entry holding data, when the render
// cache keeps it (none: Path ""): the sum recorded with the entry, so
// that data is not hashed again.
func EntrySum(data []byte, kept cache.File) string {
	if kept.Path != "" && len(kept.Sum) >= HashLen {
		return kept.Sum[:HashLen]
	}
	return Sum(data, "")
}

// Assets maps the name a layout asks for ("site.css") to the path of the
// published file under the site root ("assets/site.0123456789ab.css").
type Assets map[string]string

// Add publishes data in out as the asset name, under its hashed name
// (HashedName), linking cached (when not "") rather than writing a copy.
func (a Assets) Add(out *Output, name string, data []byte, cached string) error {
	file := "assets/" + HashedName(name, Sum(data, cached))
	if err := out.Put(file, data, SiteOrigin("the site's "+name)); err != nil {
		return err
	}
	if cached != "" {
		out.Cached[file] = cached
	}
	a[name] = file
	return nil
}

// Path returns the published path of asset name, relative to the site root.
func (a Assets) Path(name string) (string, error) {
	if f, ok := a[name]; ok {
		return f, nil
	}
	return "", fmt.Errorf("no asset %q in this site (assets: %s)", name, strings.Join(slices.Sorted(maps.Keys(a)), ", "))
}
