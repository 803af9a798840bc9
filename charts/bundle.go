//go:build !js

package charts

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"coursesite/internal/cache"
	"coursesite/internal/pagescript"
)

// runtimeFiles are the runtime's sources: page.js, the page's entry,
// server.js, the build's (under node), and shared.js, which both import.
//
//go:embed runtime/*.js
var runtimeFiles embed.FS

// runtimeSources returns the runtime's sources by file name.
func runtimeSources() map[string]string {
	m := map[string]string{}
	entries, _ := fs.ReadDir(runtimeFiles, "runtime")
	for _, e := range entries {
		b, _ := fs.ReadFile(runtimeFiles, "runtime/"+e.Name())
		m[e.Name()] = string(b)
	}
	return m
}

// The entries Bundle and the drawing bundle.
const (
	pageEntry   = "page.js"
	serverEntry = "server.js"
)

// bundleFormat names the way Bundle builds; change it whenever the build
// options change, so caches made the old way are not reused.
const bundleFormat = "chart runtime 3: esbuild iife es2020 minified, svg; server cjs node18"

// Bundle returns the chart runtime as one minified script (an IIFE for
// ES2020 browsers): runtime/page.js with the parts of ECharts it imports,
// from packages/node_modules (the folder nodedeps installs the project's
// packages in, never the project's own node_modules); root is the project.
// The script is cached in the cache folder cacheDir (package cache,
// namespace charts) under a key of everything that makes it, the
// runtime's sources, the ECharts and zrender versions in node_modules and
// esbuild's version, so only the first build pays for bundling. It returns
// the script and the cache file holding it, which is never changed in
// place (a site may link it); a cache hit maps the file rather than
// reading it (the bytes must not be modified).
func Bundle(root, packages, cacheDir string) (js []byte, cached string, err error) {
	f, _, err := bundle(root, packages, cacheDir, pageEntry, "charts", ".js")
	return f.Data, f.Path, err
}

// serverBundle returns the drawing script (runtime/server.js bundled for
// node, as Bundle bundles the page's), its cache file, which node runs,
// and the key of its inputs, which every drawing's cache key holds.
func serverBundle(root, packages, cacheDir string) (file, key string, err error) {
	f, k, err := bundle(root, packages, cacheDir, serverEntry, "charts-server", ".cjs")
	return f.Path, k.String(), err
}

// bundle returns the bundle of entry, a file entry of the cache
// namespace, and its key; a bundle it makes is the namespace's only entry.
func bundle(root, packages, cacheDir, entry, namespace, ext string) (cache.File, cache.Key, error) {
	inputs, err := bundleInputs(root, packages)
	if err != nil {
		return cache.File{}, cache.Key{}, err
	}
	key := bundleKey(inputs, entry)
	c := cache.Open(cacheDir, namespace)
	c.Use("charts.Bundle "+entry, key) // another build's Keep spares it
	if f, ok := c.GetFile(key, ext); ok {
		return f, key, nil
	}
	js, err := build(packages, runtimeSources(), entry)
	if err != nil {
		return cache.File{}, cache.Key{}, err
	}
	f, err := c.PutFile(key, ext, js)
	if err != nil {
		return cache.File{}, cache.Key{}, fmt.Errorf("charts: bundle cache: %w", err)
	}
	// Bundles made from other inputs will not be asked for again.
	c.Keep(key)
	return f, key, nil
}

// bundleKey names the bundle of entry made of inputs (bundleInputs).
func bundleKey(inputs, entry string) cache.Key { return cache.NewKey(inputs, "entry "+entry) }

// DrawingsKey returns what every drawing Draw makes depends on beside its
// request: the way it draws and the drawing script's inputs (the runtime's
// sources, the ECharts in packages/node_modules, esbuild), without bundling
// anything. A cache of pages holding drawings keys them with it.
func DrawingsKey(root, packages string) (string, error) {
	inputs, err := bundleInputs(root, packages)
	if err != nil {
		return "", err
	}
	return drawFormat + " " + bundleKey(inputs, serverEntry).String(), nil
}

// bundleInputs describes everything the bundle is made of, as text to hash.
// It fails when packages/node_modules does not hold the ECharts that
// root's package.json pins: a stale install would bundle the wrong runtime.
func bundleInputs(root, packages string) (string, error) {
	echarts, err := packageVersion(filepath.Join(packages, "node_modules", "echarts", "package.json"))
	if err != nil {
		return "", fmt.Errorf("charts: ECharts is not installed (the build installs it with npm ci into %s): %w", packages, err)
	}
	pinned, err := pinnedVersion(filepath.Join(root, "package.json"), "echarts")
	if err != nil {
		return "", err
	}
	if pinned != echarts {
		return "", fmt.Errorf("charts: %s holds echarts %s but package.json pins %s (the build installs the pinned one)", packages, echarts, pinned)
	}
	zrender, err := packageVersion(filepath.Join(packages, "node_modules", "zrender", "package.json"))
	if err != nil {
		return "", fmt.Errorf("charts: zrender, which ECharts needs, is not installed in %s: %w", packages, err)
	}
	parts := []string{
		bundleFormat,
		"esbuild " + esbuildVersion(root),
		"echarts " + echarts,
		"zrender " + zrender,
	}
	sources := runtimeSources()
	for _, name := range slices.Sorted(maps.Keys(sources)) {
		parts = append(parts, "-- "+name+" --", sources[name])
	}
	return strings.Join(parts, "\n"), nil
}

// runtimeNamespace is where esbuild finds the runtime's own files
// (sources, by name) rather than on disk.
const runtimeNamespace = "chart-runtime"

// build bundles entry, one of sources (the runtime's files by name), with
// esbuild: for the page (an IIFE for ES2020 browsers) or, for the
// drawing's entry, for node (CommonJS). A source imports another as
// "./NAME"; ECharts comes from packages/node_modules, esbuild's working
// directory, which the project's files are not in.
func build(packages string, sources map[string]string, entry string) ([]byte, error) {
	root, err := filepath.Abs(packages) // esbuild wants an absolute working directory
	if err != nil {
		return nil, fmt.Errorf("charts: bundle the runtime: %w", err)
	}
	// The entry, read from stdin, imports from where it says it is.
	entryFile := filepath.Join(root, "charts", "runtime", entry)
	own := api.Plugin{
		Name: "runtime",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `^\./`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				if a.Namespace != runtimeNamespace && a.Importer != entryFile {
					return api.OnResolveResult{}, nil // ECharts' own, on disk
				}
				name := strings.TrimPrefix(a.Path, "./")
				if _, ok := sources[name]; !ok {
					return api.OnResolveResult{}, fmt.Errorf("no runtime file %s", name)
				}
				return api.OnResolveResult{Path: name, Namespace: runtimeNamespace}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: runtimeNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				src := sources[a.Path]
				return api.OnLoadResult{Contents: &src, ResolveDir: root, Loader: api.LoaderJS}, nil
			})
		},
	}
	src, ok := sources[entry]
	if !ok {
		return nil, fmt.Errorf("charts: no runtime file %s", entry)
	}
	opts := pagescript.Options(api.BuildOptions{
		Stdin: &api.StdinOptions{
			Contents:   src,
			ResolveDir: root,
			Sourcefile: "charts/runtime/" + entry,
			Loader:     api.LoaderJS,
		},
		AbsWorkingDir: root,
		Define:        map[string]string{"process.env.NODE_ENV": `"production"`},
		Banner:        map[string]string{"js": "/*! Apache ECharts (Apache-2.0) and ZRender (BSD-3-Clause), bundled for this page */"},
		Plugins:       []api.Plugin{own},
	})
	if entry == serverEntry {
		opts.Format, opts.Platform = api.FormatCommonJS, api.PlatformNode
		opts.Target, opts.Engines = api.ESNext, []api.Engine{{Name: api.EngineNode, Version: "18"}}
		opts.Banner = map[string]string{"js": "/*! Apache ECharts (Apache-2.0) and ZRender (BSD-3-Clause), bundled to draw the charts at build time */"}
	}
	return pagescript.Bundle(opts, "charts: bundle the runtime")
}

// packageVersion reads the "version" of an npm package.json.
func packageVersion(file string) (string, error) {
	var p struct {
		Version string `json:"version"`
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	if err := json.Unmarshal(data, &p); err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	if p.Version == "" {
		return "", fmt.Errorf("%s: no \"version\"", file)
	}
	return p.Version, nil
}

// pinnedVersion reads the version root's package.json gives dependency name.
func pinnedVersion(file, name string) (string, error) {
	var p struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("charts: %w", err)
	}
	if err := json.Unmarshal(data, &p); err != nil {
		return "", fmt.Errorf("charts: %s: %w", file, err)
	}
	v, ok := p.Dependencies[name]
	if !ok {
		return "", fmt.Errorf("charts: %s: dependencies.%s: missing", file, name)
	}
	return v, nil
}

// esbuildVersion is the esbuild module this program was built with, as its
// build information records it; test binaries record no dependencies, so
// then it is the version root's go.mod requires.
func esbuildVersion(root string) string {
	const path = "github.com/evanw/esbuild"
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, d := range info.Deps {
			if d.Path == path {
				if d.Replace != nil {
					d = d.Replace
				}
				return d.Version
			}
		}
	}
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "unknown"
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) >= 2 && f[0] == path {
			return f[1]
		}
	}
	return "unknown"
}
