//go:build !js

package live

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"

	"coursesite/internal/atomicfile"
	"coursesite/internal/filelock"
	"coursesite/internal/proc"
)

// builds counts the WebAssembly builds Bundle actually ran, so tests can
// tell a cache hit from a build.
var builds atomic.Int64

// cached reads the WebAssembly and wasm_exec.js cached under base.
func cached(base string) (wasm, wasmExec []byte, err error) {
	if wasm, err = atomicfile.ReadShared(base + ".wasm"); err != nil {
		return nil, nil, err
	}
	if !isWasm(wasm) {
		return nil, nil, fmt.Errorf("%s.wasm: not WebAssembly", base)
	}
	if wasmExec, err = atomicfile.ReadShared(base + "-" + WasmExecFile); err != nil {
		return nil, nil, err
	}
	return wasm, wasmExec, nil
}

// compileLock is the lock file, in the cache's folder, that a build holds
// while it compiles into that cache (see removeLeftovers).
const compileLock = ".ders.lock"

// leftoverWasm matches the temporary files compile has go build write
// (os.CreateTemp's .ders-N.wasm).
var leftoverWasm = regexp.MustCompile(`^\.ders-[0-9]+\.wasm$`)

// removeLeftovers removes from dir, the cache's folder, the temporary
// WebAssembly files (5.8 MB each) of builds killed while compiling, and
// the temporary files of their cache writes (atomicfile.RemoveStale).
//
// A build makes a .ders-N.wasm only while it holds the cache's compile
// lock, and removes it before letting go; so whoever holds the lock knows
// every one it sees is a dead build's, and removes it at once, however
// young (an age limit would have to exceed the slowest cold compile, and
// keep the litter for as long). A build that finds the lock held leaves
// them to a later one: the holder's own file is among them.
func removeLeftovers(dir string, locked bool) {
	if !locked {
		unlock, ok, err := filelock.TryLock(filepath.Join(dir, compileLock))
		if err != nil || !ok {
			return
		}
		defer unlock()
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if leftoverWasm.MatchString(e.Name()) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// compile builds the command of the module at root and caches it under
// base with the go command's wasm_exec.js, removing what was cached for
// other sources, and returns both. Builds compiling into one cache take
// turns: one that waited finds what the one before it cached.
func compile(ctx context.Context, root, base string) (wasm, wasmExec []byte, err error) {
	dir := filepath.Dir(base)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	// Another build may be compiling into this cache: wait for it, as
	// long as this build lasts.
	unlock, err := filelock.LockContext(ctx, filepath.Join(dir, compileLock))
	if err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return nil, nil, fmt.Errorf("building %s: %w", WasmFile, err)
		}
		return nil, nil, err
	}
	defer unlock()
	if wasm, wasmExec, err := cached(base); err == nil {
		return wasm, wasmExec, nil
	}
	removeLeftovers(dir, true)
	atomicfile.RemoveStale(dir, atomicfile.StaleAfter)
	if err := proc.Interrupted(ctx); err != nil {
		return nil, nil, fmt.Errorf("building %s: %w", WasmFile, err)
	}
	builds.Add(1)
	goroot, err := goEnv(ctx, root, "GOROOT")
	if err != nil {
		return nil, nil, err
	}
	if wasmExec, err = readWasmExec(goroot); err != nil {
		return nil, nil, err
	}
	tmp, err := os.CreateTemp(dir, ".ders-*.wasm")
	if err != nil {
		return nil, nil, err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := proc.Command(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", tmp.Name(), "./"+command)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return nil, nil, fmt.Errorf("building %s: %w", WasmFile, err)
		}
		return nil, nil, fmt.Errorf("building %s: go build: %v\n%s", WasmFile, err, out)
	}
	if wasm, err = os.ReadFile(tmp.Name()); err != nil {
		return nil, nil, err
	}
	if !isWasm(wasm) {
		return nil, nil, fmt.Errorf("building %s: go build wrote no WebAssembly (%d bytes)", WasmFile, len(wasm))
	}
	// wasm_exec.js first: the WebAssembly's presence says both are there.
	if err := atomicfile.WriteShared(base+"-"+WasmExecFile, wasmExec); err != nil {
		return nil, nil, err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return nil, nil, err
	}
	if err := os.Rename(tmp.Name(), base+".wasm"); err != nil {
		return nil, nil, err
	}
	if err := atomicfile.Share(base + ".wasm"); err != nil {
		return nil, nil, err
	}
	// What was built from other sources will not be asked for again.
	if old, err := filepath.Glob(filepath.Join(dir, "ders-*")); err == nil {
		for _, f := range old {
			if !strings.HasPrefix(f, base) {
				os.Remove(f)
			}
		}
	}
	return wasm, wasmExec, nil
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
