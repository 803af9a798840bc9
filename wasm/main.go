//go:build js && wasm

// Command wasm is a lesson page's in-browser model: package live compiled to
// WebAssembly. It registers, on the page's global object,
//
//	dersModeli.kur(modelJSON, refsJSON) → null, or an error message
//	dersModeli.guncelle(ayarJSON)       → resultJSON, or {"hata": message}
//	dersModeli.grafik(ayarJSON, name)    → {"grafik": options or null}, or {"hata": message}
//
// kur is called once, with the lesson's parameter file (model.json, as the
// build publishes it beside the page) and what the page shows (live.Refs).
// guncelle computes the page's numerals, claims and tables for a reader's
// settings (sim.Ayar) as live.Result's JSON, leaving out the tables that are
// as the page shows them (live.Session); grafik computes one chart's
// options, null when the page shows them already.
// Everything crosses the boundary as JSON text. live.Bundle builds it.
package main

import (
	"encoding/json"
	"runtime/debug"
	"syscall/js"

	"coursesite/live"
	"coursesite/sim"
)

func main() {
	// An update allocates a few megabytes and a page makes a few updates a
	// second while a reader drags: collect when the heap reaches a limit,
	// not as it doubles, which would cost a collection every few updates.
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(96 << 20)

	var session *live.Session
	kur := func(args []js.Value) any {
		if len(args) != 2 {
			return "dersModeli.kur: want (modelJSON, refsJSON)"
		}
		m, err := sim.Parse("model.json", []byte(args[0].String()))
		if err != nil {
			return err.Error()
		}
		var refs live.Refs
		if err := json.Unmarshal([]byte(args[1].String()), &refs); err != nil {
			return "dersModeli.kur: refs: " + err.Error()
		}
		if session, err = live.NewSession(m, refs); err != nil {
			return err.Error()
		}
		return nil
	}
	fail := func(msg string) any {
		b, _ := json.Marshal(map[string]string{"hata": msg})
		return string(b)
	}
	// settings reads the reader's settings, the first argument of fn.
	settings := func(fn string, args []js.Value) (sim.Ayar, string) {
		var a sim.Ayar
		if session == nil {
			return a, "dersModeli." + fn + ": kur was not called"
		}
		if err := json.Unmarshal([]byte(args[0].String()), &a); err != nil {
			return a, "dersModeli." + fn + ": settings: " + err.Error()
		}
		return a, ""
	}
	guncelle := func(args []js.Value) any {
		if len(args) != 1 {
			return fail("dersModeli.guncelle: want (ayarJSON)")
		}
		a, msg := settings("guncelle", args)
		if msg != "" {
			return fail(msg)
		}
		r, err := session.Update(a)
		if err != nil {
			return fail(err.Error())
		}
		b, err := r.MarshalJSON()
		if err != nil {
			return fail(err.Error())
		}
		return string(b)
	}
	grafik := func(args []js.Value) any {
		if len(args) != 2 {
			return fail("dersModeli.grafik: want (ayarJSON, name)")
		}
		a, msg := settings("grafik", args)
		if msg != "" {
			return fail(msg)
		}
		options, err := session.Chart(a, args[1].String())
		if err != nil {
			return fail(err.Error())
		}
		if options == nil {
			return `{"grafik":null}`
		}
		return `{"grafik":` + string(options) + `}`
	}
	js.Global().Set("dersModeli", js.ValueOf(map[string]any{
		"kur":      js.FuncOf(func(_ js.Value, args []js.Value) any { return kur(args) }),
		"guncelle": js.FuncOf(func(_ js.Value, args []js.Value) any { return guncelle(args) }),
		"grafik":   js.FuncOf(func(_ js.Value, args []js.Value) any { return grafik(args) }),
	}))
	select {} // the functions live as long as the page
}
