//go:build !js

package livebuild

import (
	"context"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"coursesite/internal/cache"
	"coursesite/model"
)

// The runtime's files, by the plain names the page's layout asks for. The
// site publishes each under a name that carries a hash of its content, and
// the page gives the loader the names of the other two (data-wasm,
// data-wasm-exec on its script element).
const (
	LoaderFile = "loader.js" // the loader every lesson page with a model carries
	// WasmFile is the name a layout asks for a page's in-browser model by
	// (the wasm/ command): the site gives each lesson page its own
	// model's, WasmName(model).
	WasmFile     = "live.wasm"
	WasmExecFile = "wasm_exec.js" // Go's JavaScript glue for wasm, from GOROOT
)

// WasmName is the plain name of model's WebAssembly among the runtime's
// files: "live-kuyruk.wasm". Each holds one model, so a lesson's page
// fetches its own model and no other lesson's.
func WasmName(model string) string { return "live-" + model + ".wasm" }

// command is the package path, under the module's root, of the command
// Bundle compiles.
const command = "wasm"

// bundleFormat names the way Bundle builds; change it whenever the build
// changes, so caches made the old way are not reused.
const bundleFormat = "live.wasm 3: one model; GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -gcflags=MODULE/...=-l -ldflags=-s -w -overlay"

// Runtime is the page's live runtime.
type Runtime struct {
	// Files holds its files by name: LoaderFile, WasmExecFile and each
	// model's WebAssembly (WasmName).
	Files map[string][]byte
	// Cached gives, for the files of Files that are cache file entries on
	// disk (package cache), their paths. An entry is never changed in place
	// (a new one is renamed over it), so a site may publish it by linking
	// it rather than by writing six megabytes again.
	Cached map[string]string
}

// Bundle returns the page's live runtime for the models named: for each,
// the wasm/ command with that model alone (the package that registered it,
// model.PackageOf, linked in through a file the build adds, as go build
// -overlay does), and Go's wasm_exec.js and the page's loader. Each
// WebAssembly is built from the module at root with the go command on
// PATH, and cached in the cache folder cacheDir (package cache, namespace
// wasm) with wasm_exec.js under a key of what makes it: the Go files of
// every package of the module it imports (as a js/wasm build selects
// them), their embedded files, go.mod, go.sum and the Go version this
// program was built with (`go run` builds it with the go on PATH). Only
// the first build after a change of those pays for compiling: seconds
// with a warm Go build cache, some twenty seconds without. A cache hit
// runs no command, and maps the cached WebAssembly rather than reading it
// (the bytes returned must not be modified). What was cached for other
// sources, or models not named, is removed.
func Bundle(ctx context.Context, root, cacheDir string, models ...string) (Runtime, error) {
	// The go command runs in root: paths it is given must not be relative
	// to here.
	root, err := filepath.Abs(root)
	if err != nil {
		return Runtime{}, fmt.Errorf("live: %w", err)
	}
	if cacheDir, err = filepath.Abs(cacheDir); err != nil {
		return Runtime{}, fmt.Errorf("live: %w", err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return Runtime{}, fmt.Errorf("live: %w", err)
	}
	module := modulePath(gomod)
	c := cache.Open(cacheDir, "wasm")
	rt := Runtime{Files: map[string][]byte{}, Cached: map[string]string{}}
	var keys []cache.Key
	compiled := false
	names := slices.Clone(models)
	slices.Sort(names)
	for _, name := range slices.Compact(names) {
		pkg, err := modelPackage(module, name)
		if err != nil {
			return Runtime{}, err
		}
		src, err := sourceKey(root, cacheDir, pkg)
		if err != nil {
			return Runtime{}, err
		}
		key := cache.NewKey(bundleFormat, runtime.Version(), src)
		// Held before it is read: another build's Keep spares it from now.
		c.Use("livebuild.Bundle "+name, key, wasmExecKey(key))
		wasm, wasmExec, ok := cached(c, key)
		if !ok {
			if wasm, wasmExec, err = compile(ctx, root, c, key, module, module+"/"+pkg); err != nil {
				return Runtime{}, fmt.Errorf("live: %s: %w", name, err)
			}
			compiled = true
		}
		keys = append(keys, key, wasmExecKey(key))
		file := WasmName(name)
		rt.Files[file], rt.Cached[file] = wasm.Data, wasm.Path
		rt.Files[WasmExecFile], rt.Cached[WasmExecFile] = wasmExec.Data, wasmExec.Path
	}
	if compiled {
		// What was built from other sources, or for other models, will
		// not be asked for again — unless another build running beside
		// this one holds it (cache.Hold).
		c.Keep(keys...)
	} else {
		removeLeftovers(c, false)
	}
	small, err := bundledLoader(cacheDir)
	if err != nil {
		return Runtime{}, err
	}
	rt.Files[LoaderFile] = small
	return rt, nil
}

// modelPackage returns the folder, in the module, of the package that
// registered model name, which must be the module's; and checks that name
// can stand in a file name.
func modelPackage(module, name string) (string, error) {
	for i, r := range name {
		if !('a' <= r && r <= 'z' || r == '-' && i > 0 || '0' <= r && r <= '9' && i > 0) {
			return "", fmt.Errorf("live: model %q: a model's name is lower-case ASCII letters, digits and hyphens, starting with a letter", name)
		}
	}
	pkg, err := model.PackageOf(name)
	if err != nil {
		return "", fmt.Errorf("live: %w", err)
	}
	rel, ok := strings.CutPrefix(pkg, module+"/")
	if !ok || module == "" {
		return "", fmt.Errorf("live: model %q is registered by package %s, outside module %s", name, pkg, module)
	}
	return rel, nil
}

// esbuildVersion is the esbuild module this program was built with, as its
// build information records it ("" in a test binary, which records none).
func esbuildVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, d := range info.Deps {
			if d.Path == "github.com/evanw/esbuild" {
				if d.Replace != nil {
					d = d.Replace
				}
				return d.Version
			}
		}
	}
	return ""
}

// Source returns the root of the module this program was built from, when
// its source files are on this machine, or "" (a program built with
// -trimpath does not know where they were). The page's model must be the
// Go code the build itself runs, so that the page computes what the build
// wrote: a site whose folder holds no Go code (a test's copy of the
// content) is still given the program's own model.
func Source() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	root := filepath.Dir(filepath.Dir(filepath.Dir(file)))
	// This package is MODULE/live/livebuild; the folder two above must
	// hold MODULE.
	module := strings.TrimSuffix(reflect.TypeFor[Runtime]().PkgPath(), "/live/livebuild")
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil || modulePath(gomod) != module {
		return ""
	}
	return root
}

// modulePath reads the module path from go.mod's text.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}
