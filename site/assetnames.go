package site

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"coursesite/internal/publish"
)

// assetNames maps the name a layout asks for ("site.css") to the path of
// the published file under the site root ("assets/site.0123456789ab.css").
type assetNames map[string]string

// add publishes data as the asset name, under its hashed name, linking
// cached (when not "") rather than writing a copy.
func (a assetNames) add(out *Output, name string, data []byte, cached string) error {
	file := "assets/" + publish.HashedName(name, publish.Sum(data, cached))
	if err := out.put(file, data, siteOrigin("the site's "+name)); err != nil {
		return err
	}
	if cached != "" {
		out.Cached[file] = cached
	}
	a[name] = file
	return nil
}

// path returns the published path of asset name, relative to the site root.
func (a assetNames) path(name string) (string, error) {
	if f, ok := a[name]; ok {
		return f, nil
	}
	return "", fmt.Errorf("no asset %q in this site (assets: %s)", name, strings.Join(slices.Sorted(maps.Keys(a)), ", "))
}
