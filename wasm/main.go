//go:build js && wasm

// Command wasm is a lesson page's in-browser model: package live compiled to
// WebAssembly, with one model of the course — the lesson's, linked in by
// a file livebuild.Bundle's build adds beside this one (model.go, an import of
// the model's package), so that a page fetches its own model and no other
// lesson's. It registers, on the page's global object,
//
//	liveModel.open(model, paramsText, labelsJSON, refsJSON) → null, or an error message
//	liveModel.update(settingsJSON)      → resultJSON, or {"error": message}
//	liveModel.chart(settingsJSON, name) → {"chart": chart or null}, or {"error": message}
//	liveModel.charts(optionsText)       → null, or an error message
//
// open is called once, with the lesson's model name, its parameter file
// and its labels compiled (labels.Compiled; both as the build publishes
// them beside the page) and what the
// page shows (live.Refs). update computes the page's numerals, claims,
// conditions and tables for a reader's settings (model.Settings: control
// key → number) as live.Result's JSON, leaving out the tables that are as
// the page shows them (live.Session); chart computes one chart
// (live.ChartUpdate), null when the page shows it already: a declared
// chart's data and words that changed, once charts was given the page's
// options file (charts.OptionsFile), where the build put each declared
// chart's option and bindings. Everything
// crosses the boundary as JSON text; a panic of a model is an error, and
// the page carries on. livebuild.Bundle builds it.
package main

import (
	"syscall/js"

	"coursesite/internal/msg"
	"coursesite/labels"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/model"
	"coursesite/plainjson"
)

func main() {
	// The collector is set by the environment the page's worker gives
	// (GOGC, GOMEMLIMIT; live/livebuild/client/worker.js), not by runtime/debug, which
	// would link fmt, os and time into the engine.
	var session *live.Session
	open := func(args []js.Value) any {
		if len(args) != 4 {
			return "liveModel.open: want (model, paramsText, labelsJSON, refsJSON)"
		}
		words := labels.Empty(labels.File)
		if args[2].Type() == js.TypeString {
			var err error
			if words, err = labels.ReadCompiled(labels.File, []byte(args[2].String())); err != nil {
				return err.Error()
			}
		}
		l, err := lesson.OpenWith(args[0].String(), "parametreler", []byte(args[1].String()), words)
		if err != nil {
			return err.Error()
		}
		refs, err := live.ParseRefs([]byte(args[3].String()))
		if err != nil {
			return "liveModel.open: " + err.Error()
		}
		if session, err = live.NewSession(l, refs); err != nil {
			return err.Error()
		}
		return nil
	}
	fail := func(msg string) any {
		b, _ := plainjson.Marshal(map[string]any{"error": msg})
		return string(b)
	}
	// settings reads the reader's settings, the first argument of fn.
	settings := func(fn string, args []js.Value) (model.Settings, string) {
		if session == nil {
			return nil, "liveModel." + fn + ": open was not called"
		}
		s, err := live.ParseSettings([]byte(args[0].String()))
		if err != nil {
			return nil, "liveModel." + fn + ": " + err.Error()
		}
		return s, ""
	}
	update := func(args []js.Value) any {
		if len(args) != 1 {
			return fail("liveModel.update: want (settingsJSON)")
		}
		s, msg := settings("update", args)
		if msg != "" {
			return fail(msg)
		}
		r, err := session.Update(s)
		if err != nil {
			return fail(err.Error())
		}
		b, err := r.MarshalJSON()
		if err != nil {
			return fail(err.Error())
		}
		return string(b)
	}
	chart := func(args []js.Value) any {
		if len(args) != 2 {
			return fail("liveModel.chart: want (settingsJSON, name)")
		}
		s, msg := settings("chart", args)
		if msg != "" {
			return fail(msg)
		}
		c, err := session.Chart(s, args[1].String())
		if err != nil {
			return fail(err.Error())
		}
		if c == nil {
			return `{"chart":null}`
		}
		b, err := c.MarshalJSON()
		if err != nil {
			return fail(err.Error())
		}
		return `{"chart":` + string(b) + `}`
	}
	chartsFile := func(args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return "liveModel.charts: want (optionsText)"
		}
		if session == nil {
			return "liveModel.charts: open was not called"
		}
		if err := session.SetCharts([]byte(args[0].String())); err != nil {
			return err.Error()
		}
		return nil
	}
	// guard turns a panic in a call into an error message, so one bad
	// input leaves the controls working.
	guard := func(fn func([]js.Value) any, asError func(string) any) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
			defer func() {
				if v := recover(); v != nil {
					out = asError(msg.Sprintf("the model failed (a bug): %v", v))
				}
			}()
			return fn(args)
		})
	}
	plain := func(msg string) any { return msg }
	js.Global().Set("liveModel", js.ValueOf(map[string]any{
		"open":   guard(open, plain),
		"update": guard(update, fail),
		"chart":  guard(chart, fail),
		"charts": guard(chartsFile, plain),
	}))
	select {} // the functions live as long as the page
}
