//go:build !js

package livebuild

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"coursesite/internal/cache"
	"coursesite/internal/filelock"
	"coursesite/internal/proc"
)

// builds counts the WebAssembly builds Bundle actually ran, so tests can
// tell a cache hit from a build.
var builds atomic.Int64

// cached returns the WebAssembly and wasm_exec.js cached under key in c,
// the wasm namespace.
func cached(c *cache.Cache, key cache.Key) (wasm, wasmExec cache.File, ok bool) {
	if wasm, ok = c.GetFile(key, ".wasm"); !ok || !isWasm(wasm.Data) {
		return cache.File{}, cache.File{}, false
	}
	if wasmExec, ok = c.GetFile(wasmExecKey(key), ".js"); !ok {
		return cache.File{}, cache.File{}, false
	}
	return wasm, wasmExec, true
}

// wasmExecKey is the key of the wasm_exec.js cached with the WebAssembly of
// key: the go command that built one gave the other.
func wasmExecKey(key cache.Key) cache.Key { return key.Add(WasmExecFile) }

// compileLock is the lock file, in the wasm namespace's folder, that a
// build holds while it compiles into it (see removeLeftovers).
const compileLock = ".compile.lock"

// compileWait bounds how long a build waits for another to finish
// compiling into the same cache: a cold compile of one model takes some
// twenty seconds on two cores, a minute under load. A variable, for a
// test to shorten.
var compileWait = 5 * time.Minute

// removeLeftovers removes from c, the wasm namespace, the temporary
// WebAssembly files (5.8 MB each) of builds killed while compiling, and
// the temporary files of their cache writes.
//
// A build writes there only while it holds the namespace's compile lock,
// and removes its temporary files before letting go; so whoever holds the
// lock knows every one it sees is a dead build's, and removes it at once,
// however young (an age limit would have to exceed the slowest cold
// compile, and keep the litter for as long). A build that finds the lock
// held leaves them to a later one: the holder's own file is among them.
func removeLeftovers(c *cache.Cache, locked bool) {
	if !locked {
		unlock, ok, err := filelock.TryLock(filepath.Join(c.Dir(), compileLock))
		if err != nil || !ok {
			return
		}
		defer unlock()
	}
	c.RemoveStale(0)
}

// compile builds the command of module, at root, with the model package
// pkg (an import path) linked in, and caches it under key in c, the wasm
// namespace, with the go command's wasm_exec.js, and returns both. Builds
// compiling into one cache take turns: one that waited finds what the one
// before it cached.
func compile(ctx context.Context, root string, c *cache.Cache, key cache.Key, module, pkg string) (wasm, wasmExec cache.File, err error) {
	if err := os.MkdirAll(c.Dir(), 0o755); err != nil {
		return wasm, wasmExec, err
	}
	// Another build may be compiling into this cache: wait for it, but
	// not forever (a holder that never lets go — a test holding the lock
	// itself, a hung go build — must not hang this build too).
	unlock, err := filelock.LockWithin(ctx, filepath.Join(c.Dir(), compileLock), compileWait, "another build compiling into "+c.Dir())
	if err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return wasm, wasmExec, fmt.Errorf("building %s: %w", WasmFile, err)
		}
		return wasm, wasmExec, fmt.Errorf("building %s: %w", WasmFile, err)
	}
	defer unlock()
	if wasm, wasmExec, ok := cached(c, key); ok {
		return wasm, wasmExec, nil
	}
	removeLeftovers(c, true)
	if err := proc.Interrupted(ctx); err != nil {
		return wasm, wasmExec, fmt.Errorf("building %s: %w", WasmFile, err)
	}
	builds.Add(1)
	goroot, err := goEnv(ctx, root, "GOROOT")
	if err != nil {
		return wasm, wasmExec, err
	}
	exec, err := readWasmExec(goroot)
	if err != nil {
		return wasm, wasmExec, err
	}
	if wasmExec, err = c.PutFile(wasmExecKey(key), ".js", exec); err != nil {
		return wasm, wasmExec, err
	}
	overlay, err := modelOverlay(root, pkg)
	if err != nil {
		return wasm, wasmExec, fmt.Errorf("building %s: %w", WasmFile, err)
	}
	defer os.RemoveAll(filepath.Dir(overlay))
	wasm, err = c.MakeFile(key, ".wasm", func(tmp string) error {
		// The module's own packages are compiled without inlining: a
		// fifth less of their code (55 KB of the first lesson's 1,215 KB
		// gzip), for updates some 15 % slower, milliseconds; the standard
		// library's, the runtime's above all, keep theirs.
		cmd := proc.Command(ctx, "go", "build", "-trimpath", "-gcflags="+module+"/...=-l", "-ldflags=-s -w", "-overlay", overlay, "-o", tmp, "./"+command)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			if err := proc.Interrupted(ctx); err != nil {
				return fmt.Errorf("building %s: %w", WasmFile, err)
			}
			return fmt.Errorf("building %s: go build: %v\n%s", WasmFile, err, out)
		}
		if head, err := readHead(tmp, 4); err != nil || !isWasm(head) {
			return fmt.Errorf("building %s: go build wrote no WebAssembly (%q, %v)", WasmFile, head, err)
		}
		return nil
	})
	return wasm, wasmExec, err
}

// modelFile is the file, in the command's folder, that the build adds to
// link one model in (modelOverlay); the folder holds none.
const modelFile = "model.go"

// modelOverlay writes, in a new temporary folder, the file that links
// model package pkg into the command and go build's -overlay description
// adding it to the command's folder in root, and returns the latter's
// path.
func modelOverlay(root, pkg string) (string, error) {
	dir, err := os.MkdirTemp("", "live-overlay-")
	if err != nil {
		return "", err
	}
	src := filepath.Join(dir, modelFile)
	text := "// Added by package live's build: the model this WebAssembly holds.\n\npackage main\n\nimport _ " + strconv.Quote(pkg) + "\n"
	desc, err := json.Marshal(map[string]map[string]string{"Replace": {filepath.Join(root, command, modelFile): src}})
	overlay := filepath.Join(dir, "overlay.json")
	if err == nil {
		err = os.WriteFile(src, []byte(text), 0o644)
	}
	if err == nil {
		err = os.WriteFile(overlay, desc, 0o644)
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return overlay, nil
}

// readHead reads the first n bytes of file (fewer if it is shorter).
func readHead(file string, n int) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := make([]byte, n)
	n, err = io.ReadFull(f, b)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return b[:n], err
}

// goEnv asks the go command on PATH for one of its settings.
func goEnv(ctx context.Context, root, name string) (string, error) {
	cmd := proc.Command(ctx, "go", "env", name)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return "", fmt.Errorf("go env %s: %w", name, err)
		}
		return "", fmt.Errorf("go env %s: %v: %s", name, err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

// readWasmExec reads Go's wasm_exec.js: lib/wasm since Go 1.24, misc/wasm
// before.
func readWasmExec(goroot string) ([]byte, error) {
	var errs []error
	for _, dir := range []string{"lib", "misc"} {
		data, err := os.ReadFile(filepath.Join(goroot, dir, "wasm", WasmExecFile))
		if err == nil {
			return data, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("Go's %s: %w", WasmExecFile, errors.Join(errs...))
}

// isWasm reports whether data is a WebAssembly module.
func isWasm(data []byte) bool { return bytes.HasPrefix(data, []byte("\x00asm")) }
