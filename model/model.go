// Package model is how a lesson's model plugs into the site: a small
// interface (Model, which Define makes of a model's declaration) and a
// registry it joins, as a database/sql driver does. The engine (site, tables, charts, live, check, serve) knows
// models only through it and names none of them.
//
// A model is a Go package under sim/, imported by sim/sim.go, that
// registers itself in its init function; `go run . new` writes one
// (scaffold/files). No model implements Model by hand: each declares its
// parameter file as a struct and hands Define a Spec of it, and Define
// makes the Model:
//
//	// Model is the lesson's parameter file, read by paramfile.Decode as
//	// its tags say: a field's json key, its range, a list's len.
//	type Model struct {
//		Aralik float64 `json:"aralik" range:">0:1000"` // ms between two jobs
//		Kuyruk int     `json:"kuyruk" range:"1:100000"`
//		siddet float64 // a reader's setting, not the file's: Prepare sets it
//	}
//
//	// Check holds a rule across fields that no tag says
//	// (paramfile.Checked), reported at the field like a tag's.
//	func (m *Model) Check(f *paramfile.Fields) { … }
//
//	func init() {
//		model.Register("kuyruk", model.Define(model.Spec[Model]{
//			Prepare:  (*Model).hazirla,    // what the struct holds beyond the file
//			Controls: (*Model).Kontroller, // the reader's settings, bound to fields
//			Compute:  Hesapla,             // the figures, tables and charts
//		}))
//	}
//
// Register keeps the model under the name a lesson's front matter gives
// (model: kuyruk) and the package that registered it (PackageOf), which
// the page's WebAssembly links for that lesson alone (package live). How
// each chart is drawn is no part of this package: a model's build-only
// files (cizim*.go, //go:build !js) declare it with charts.Declare, and
// the model gives its data by name.
//
// A lesson keeps the model's parameters in its folder (parametreler:
// model.json, the default). The site then
//
//  1. reads the parameter file with the model (Model.Parse: Decode by the
//     tags, the struct's Check, then Prepare, and the controls checked
//     against the fields they bind), which reports every problem at its
//     place (place.Errors);
//  2. computes the lesson (Params.Compute with no settings: the lesson's
//     own), which yields a Result: named figures (Figure; Result.Count,
//     Duration, Amount), each with its unit, its display precision and a
//     description, the lesson's tables and charts' data by name
//     (AddTable, AddChart; Catalog) and, when its listing prints, its
//     Report;
//  3. writes the figures into the prose and the tables and charts into
//     the page, with the words the lesson's folder gives them (package
//     labels): a model gives numbers and their structure, never the
//     sentences around them.
//
// A reader of the page may change the settings a model declares
// (Control, bound to a field of the struct); the engine refuses a setting
// out of its control's range, sets the rest in a copy of the parameters
// and computes again, in the browser, with the same Go code compiled to
// WebAssembly (package live), and every figure, table and chart follows.
package model

import (
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"coursesite/internal/msg"
)

// A Model reads a lesson's parameter file.
type Model interface {
	// Parse reads and validates a parameter file; file names it in
	// errors. A bad file gives place.Errors, every problem with its line,
	// column and field, expected and found. Parse must not panic on any
	// input, and must bound every size it accepts so that a lesson builds
	// in seconds into a page a reader can load.
	Parse(file string, data []byte) (Params, error)
}

// Params is a lesson's parsed parameter file.
type Params interface {
	// Controls returns the settings a reader may change, each at the
	// lesson's own value, in the order the page shows them.
	Controls() []Control
	// Compute computes the lesson for a reader's settings: nil, or any
	// setting left out, is the lesson's own. Settings no lesson can have
	// (out of a control's range, against a constraint) give an error
	// naming each as ayar.KEY.
	Compute(s Settings) (*Result, error)
}

// Settings are a reader's settings by control key; a toggle is 0 or 1.
type Settings map[string]float64

var (
	mu       sync.RWMutex
	registry = map[string]Model{}
	packages = map[string]string{} // model name → the import path of the package that registered it
)

// Register makes a model available under name, the name a lesson's front
// matter gives. It panics when name is taken or empty: two models cannot
// answer to one name.
func Register(name string, m Model) {
	mu.Lock()
	defer mu.Unlock()
	if name == "" || m == nil {
		panic("model: Register needs a name and a model")
	}
	if _, dup := registry[name]; dup {
		panic("model: Register called twice for " + name)
	}
	registry[name] = m
	packages[name] = callerPackage()
}

// callerPackage returns the import path of the package whose function
// called Register (its init, as a rule): "coursesite/sim/butce" for
// "coursesite/sim/butce.init.0".
func callerPackage() string {
	pc, _, _, ok := runtime.Caller(2)
	if !ok {
		return ""
	}
	f := runtime.FuncForPC(pc)
	if f == nil {
		return ""
	}
	name := f.Name()
	slash := strings.LastIndexByte(name, '/')
	if dot := strings.IndexByte(name[slash+1:], '.'); dot >= 0 {
		return name[:slash+1+dot]
	}
	return name
}

// PackageOf returns the import path of the package that registered model
// name: what the page's WebAssembly must link for that model alone
// (package live).
func PackageOf(name string) (string, error) {
	mu.RLock()
	defer mu.RUnlock()
	if _, ok := registry[name]; !ok {
		return "", msg.Errorf("unknown model %q", name)
	}
	if packages[name] == "" {
		return "", msg.Errorf("model %q: the package that registered it is not known", name)
	}
	return packages[name], nil
}

// Lookup returns the model registered under name.
func Lookup(name string) (Model, error) {
	mu.RLock()
	defer mu.RUnlock()
	if m, ok := registry[name]; ok {
		return m, nil
	}
	if len(registry) == 0 {
		return nil, msg.Errorf("unknown model %q: this program has no models", name)
	}
	return nil, msg.Errorf("unknown model %q (models: %s)", name, strings.Join(registered(), ", "))
}

// Names lists the registered models, sorted.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	return registered()
}

func registered() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Figures indexes a result's figures by name.
type Figures struct {
	list  []Figure
	index map[string]int
}

// Index returns the figures of list by name. A name given twice keeps its
// first figure; Dup reports it.
func Index(list []Figure) *Figures {
	f := &Figures{list: list, index: make(map[string]int, len(list))}
	for i, x := range list {
		if _, dup := f.index[x.Name]; !dup {
			f.index[x.Name] = i
		}
	}
	return f
}

// Get returns the figure called name.
func (f *Figures) Get(name string) (Figure, bool) {
	if f == nil {
		return Figure{}, false
	}
	i, ok := f.index[name]
	if !ok {
		return Figure{}, false
	}
	return f.list[i], true
}

// List returns every figure, in the model's order.
func (f *Figures) List() []Figure {
	if f == nil {
		return nil
	}
	return f.list
}

// Names returns every figure's name, in the model's order.
func (f *Figures) Names() []string {
	out := make([]string, len(f.List()))
	for i, x := range f.List() {
		out[i] = x.Name
	}
	return out
}

// Dup returns a name that stands twice in the list, or "".
func (f *Figures) Dup() string {
	if f == nil || len(f.index) == len(f.list) {
		return ""
	}
	for i, x := range f.list {
		if f.index[x.Name] != i {
			return x.Name
		}
	}
	return ""
}

// Sorted returns the figure names in lexical order, for messages that list
// them.
func (f *Figures) Sorted() []string {
	out := f.Names()
	slices.Sort(out)
	return out
}
