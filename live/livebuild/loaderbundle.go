//go:build !js

package livebuild

import (
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"coursesite/internal/cache"
	"coursesite/internal/pagescript"
)

// client holds the page's loader as ES modules, one job each (main.js,
// the entry, says which): the page gets them bundled in one small script
// (bundledLoader), which fetches the rest when a reader reaches for the
// panel or a chart.
//
//go:embed client/*.js
var client embed.FS

// loaderEntry is the module the loader starts from.
const loaderEntry = "main.js"

// loaderFormat names how the loader is bundled; change it with the
// options below.
const loaderFormat = "loader.js 3: esbuild bundle of client/main.js, iife es2020, minified"

// loaderNamespace is where esbuild finds the loader's modules (client/,
// embedded) rather than on disk.
const loaderNamespace = "live-client"

// loaderSources returns the loader's modules by file name.
func loaderSources() (map[string]string, error) {
	files, err := fs.Glob(client, "client/*.js")
	if err != nil {
		return nil, err
	}
	src := make(map[string]string, len(files))
	for _, f := range files {
		data, err := client.ReadFile(f)
		if err != nil {
			return nil, err
		}
		src[strings.TrimPrefix(f, "client/")] = string(data)
	}
	return src, nil
}

// bundledLoader returns the loader's modules bundled and minified by
// esbuild (each file stays readable in the repository, the page gets one
// small script), cached in the cache folder cacheDir (namespace loader,
// its newest entry alone): esbuild's first build in a process costs
// several milliseconds, more than the rest of Bundle.
func bundledLoader(cacheDir string) ([]byte, error) {
	sources, err := loaderSources()
	if err != nil {
		return nil, fmt.Errorf("livebuild: the loader's modules: %w", err)
	}
	key := cache.NewKey(loaderFormat, esbuildVersion())
	for _, name := range slices.Sorted(maps.Keys(sources)) {
		key = key.Add(name, sources[name])
	}
	c := cache.Open(cacheDir, "loader")
	c.Use("live loader", key) // another build's Keep spares it
	if js, ok := c.Get(key); ok {
		return js, nil
	}
	js, err := bundleLoader(sources)
	if err != nil {
		return nil, err
	}
	// A loader that cannot be kept only costs the next build a bundle.
	if c.Put(key, js) == nil {
		c.Keep(key)
	}
	return js, nil
}

// bundleLoader bundles the modules of sources from loaderEntry with
// esbuild: an IIFE for ES2020 browsers, a module importing another as
// "./NAME.js".
func bundleLoader(sources map[string]string) ([]byte, error) {
	own := api.Plugin{
		Name: "live-client",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				name, ok := strings.CutPrefix(a.Path, "./")
				if _, known := sources[name]; !ok || !known {
					return api.OnResolveResult{}, fmt.Errorf("%s imports %s: the loader imports only its own modules (live/livebuild/client/NAME.js)", a.Importer, a.Path)
				}
				return api.OnResolveResult{Path: name, Namespace: loaderNamespace}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: loaderNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				src := sources[a.Path]
				return api.OnLoadResult{Contents: &src, Loader: api.LoaderJS}, nil
			})
		},
	}
	return pagescript.Bundle(pagescript.Options(api.BuildOptions{
		EntryPoints: []string{"./" + loaderEntry},
		Plugins:     []api.Plugin{own},
	}), "livebuild: bundle the loader (live/livebuild/client)")
}
