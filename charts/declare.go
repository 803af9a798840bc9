//go:build !js

package charts

import (
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"

	"coursesite/model"
	"coursesite/plainjson"
)

// A chart is declared once, at build time, with go-echarts' chart types
// and options (charts.NewLine, NewBar, NewScatter, Overlap, opts.*), in a
// file the page's engine does not link (a model's build-only file,
// //go:build !js): the model computes data (model.ChartData), the
// declaration says where each datum goes. Build runs a declaration once
// per chart with placeholders where data and words go, finds where each
// landed (the chart's Bindings), and puts the model's data and the
// lesson's words in with Apply — as the page does after a reader's move,
// with no go-echarts and no drawing code.

// Chart is what go-echarts' rectangular charts are (*charts.Line, *Bar,
// *Scatter, overlapped or not).
type Chart interface {
	Validate()
	JSON() map[string]any
	Accept(gocharts.ConfigurationVisitor)
}

// A Declaration is one chart of a model, as Declare recorded it.
type Declaration struct {
	Model, Chart string
	// Tall asks for a taller canvas, for two plots stacked.
	Tall bool
	// File and Line are where Declare was called: errors name them.
	File string
	Line int
	draw func(*Figure) (Chart, error)
}

// A DeclareOption sets something of a declaration.
type DeclareOption func(*Declaration)

// Tall gives the chart a taller canvas, for two plots stacked.
func Tall() DeclareOption { return func(d *Declaration) { d.Tall = true } }

var (
	declMu   sync.Mutex
	declared = map[[2]string]*Declaration{}
)

// Declare declares chart name of model modelName (as model.Register
// names it), drawn by draw. It is called from a model's build-only file's
// init; declaring a chart twice panics, as registering a model twice does.
func Declare(modelName, name string, draw func(f *Figure) (Chart, error), options ...DeclareOption) {
	if draw == nil || !IsName(name) {
		panic(fmt.Sprintf("charts.Declare(%q, %q): a chart's name is a letter, then letters and digits, and it needs a draw function", modelName, name))
	}
	d := &Declaration{Model: modelName, Chart: name, draw: draw, Line: -1}
	if _, file, line, ok := runtime.Caller(1); ok {
		d.File, d.Line = file, line
	}
	for _, o := range options {
		o(d)
	}
	declMu.Lock()
	defer declMu.Unlock()
	key := [2]string{modelName, name}
	if old, ok := declared[key]; ok {
		panic(fmt.Sprintf("charts.Declare: chart %q of model %q declared twice (%s and %s)", name, modelName, old.where(), d.where()))
	}
	declared[key] = d
}

// Declared returns the declaration of chart name of model modelName.
func Declared(modelName, name string) (*Declaration, bool) {
	declMu.Lock()
	defer declMu.Unlock()
	d, ok := declared[[2]string{modelName, name}]
	return d, ok
}

// Declarations returns every declared chart, by model and name.
func Declarations() []*Declaration {
	declMu.Lock()
	defer declMu.Unlock()
	out := make([]*Declaration, 0, len(declared))
	for _, d := range declared {
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b *Declaration) int {
		return strings.Compare(a.Model+"\x00"+a.Chart, b.Model+"\x00"+b.Chart)
	})
	return out
}

// where is the declaration's file and line, for errors.
func (d *Declaration) where() string {
	if d.File == "" {
		return "?"
	}
	return d.File + ":" + strconv.Itoa(d.Line)
}

// Type names the go-echarts chart type the declaration draws with, for
// a reader of the course's charts ("*charts.Line").
func (d *Declaration) Type() (string, error) {
	f := newFigure(d, nil, true)
	c, err := d.draw(f)
	if err != nil {
		return "", err
	}
	return reflect.TypeOf(c).String(), nil
}

// A Built chart is a declared chart made for some data and words: its
// option, and the bindings a page puts later data and words in with.
type Built struct {
	Option   map[string]any
	Bindings []Binding
	Tall     bool
	// Values are the data and words put in.
	Values Values
}

// Build makes the chart d declares for data, the model's, and words, the
// lesson's. A datum the declaration asks for that the model does not give
// (or of another kind), one it reads but does not place as given, and one
// the model gives that it never reads, are errors naming the chart and
// its declaration's file and line.
func (d *Declaration) Build(data *model.ChartData, words model.Words) (*Built, error) {
	f := newFigure(d, data, false)
	c, err := d.draw(f)
	if err != nil {
		return nil, d.errorf("%v", err)
	}
	if c == nil || (reflect.ValueOf(c).Kind() == reflect.Pointer && reflect.ValueOf(c).IsNil()) {
		return nil, d.errorf("the declaration drew no chart")
	}
	if len(f.errs) > 0 {
		return nil, d.errorf("%s", strings.Join(f.errs, "; "))
	}
	option, err := f.option(c)
	if err != nil {
		return nil, d.errorf("%v", err)
	}
	identify(option)
	bindings, err := f.bind(option)
	if err != nil {
		return nil, d.errorf("%v", err)
	}
	values := Values{Data: map[string]any{}, Words: WordsOf(bindings, words)}
	for _, x := range data.All() {
		values.Data[x.Name] = WireDatum(x)
	}
	if err := Apply(option, bindings, values); err != nil {
		return nil, d.errorf("%v", err)
	}
	return &Built{Option: option, Bindings: bindings, Tall: d.Tall, Values: values}, nil
}

// An Entry is a declared chart as the page carries it: its option's JSON
// (what the build draws, and the tables of its numbers read) and its entry
// in the page's options file (SpecJSON).
type Entry struct {
	Option, Spec []byte
	Tall         bool
}

// BuildEntry builds chart name of model modelName from its declaration
// with the model's data and the lesson's words, as a page carries it.
func BuildEntry(modelName, name string, data *model.ChartData, words model.Words) (*Entry, error) {
	decl, ok := Declared(modelName, name)
	if !ok {
		return nil, fmt.Errorf("model %q gives the data of chart %q, but no chart %q of it is declared (charts.Declare in the model's build-only file)", modelName, name, name)
	}
	built, err := decl.Build(data, words)
	if err != nil {
		return nil, err
	}
	e := &Entry{Tall: built.Tall}
	if e.Option, err = Options(name, built.Option); err != nil {
		return nil, err
	}
	if e.Spec, err = SpecJSON(e.Option, built); err != nil {
		return nil, err
	}
	return e, nil
}

// identify gives each part of the option's lists (every series, axis,
// grid, title) an id of its own, unless the declaration gave one: the
// page gives a chart only the parts a move changed, and ECharts matches
// a part given by its id — by its name otherwise, which two series of
// two plots may share.
func identify(option map[string]any) {
	for key, v := range option {
		list, ok := v.([]any)
		if !ok || key == "color" || key == "media" {
			continue
		}
		for i, item := range list {
			if m, ok := item.(map[string]any); ok && m["id"] == nil {
				m["id"] = key + strconv.Itoa(i)
			}
		}
	}
}

// SpecJSON returns a declared chart's entry in the page's options file
// (OptionsFile): {"option": option (b.Option's JSON, as Options wrote
// it), "bindings": …, "texts": …, "words": …} — the texts and words put
// in the option's texts, which the page needs whole to write a text again
// when one of its parts changes (the numbers and series stand in the
// option as they are).
func SpecJSON(option []byte, b *Built) ([]byte, error) {
	texts := map[string]any{}
	for _, bd := range b.Bindings {
		for _, p := range bd.Parts {
			if p.Datum != "" {
				texts[p.Datum] = b.Values.Data[p.Datum]
			}
		}
	}
	words := make(map[string]any, len(b.Values.Words))
	for k, w := range b.Values.Words {
		words[k] = w
	}
	return plainjson.Marshal(map[string]any{"option": plainjson.Raw(option), "bindings": BindingsTree(b.Bindings), "texts": texts, "words": words})
}

// errorf is an error of the chart, at its declaration.
func (d *Declaration) errorf(format string, args ...any) error {
	return fmt.Errorf("chart %q of model %q (declared at %s): %s", d.Chart, d.Model, d.where(), fmt.Sprintf(format, args...))
}
