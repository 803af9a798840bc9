//go:build !js

// Package livebuild is what the build does for a lesson page's controls
// (package live is what the page runs): Bundle compiles each model's
// WebAssembly (the wasm/ command with one model linked in) with Go's
// wasm_exec.js, cached by what they are built from, and bundles the small
// loader the page carries (client/, ES modules esbuild bundles), which
// fetches the rest when a reader reaches for the panel or a chart; Sweeps
// computes ahead the prose of a reader's first move, answered before the
// engine arrives (CachedSweeps: once a process, once a cache); OptionsFile and ReadRefs give tests what the page gives
// the engine.
package livebuild
