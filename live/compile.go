//go:build !js

package live

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"

	"coursesite/internal/atomicfile"
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

// compile builds the command of the module at root and caches it under
// base with the go command's wasm_exec.js, removing what was cached for
// other sources, and returns both.
func compile(ctx context.Context, root, base string) (wasm, wasmExec []byte, err error) {
	builds.Add(1)
	goroot, err := goEnv(ctx, root, "GOROOT")
	if err != nil {
		return nil, nil, err
	}
	if wasmExec, err = readWasmExec(goroot); err != nil {
		return nil, nil, err
	}
	dir := filepath.Dir(base)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	tmp, err := os.CreateTemp(dir, ".ders-*.wasm")
	if err != nil {
		return nil, nil, err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", tmp.Name(), "./"+command)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
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
	cmd := exec.CommandContext(ctx, "go", "env", name)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
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
