//go:build !js

package charts

import (
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	gocharts "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/internal/suggest"
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

// A Figure is what a declaration draws with: the chart's data and words,
// by name, as placeholders that Build replaces (a declaration places
// data, it does not compute with it: computing is the model's), and what
// go-echarts has no field for (gaps.go).
type Figure struct {
	decl  *Declaration
	data  *model.ChartData
	probe bool // no data: only the declaration's shape is wanted

	next    int               // the next placeholder's number
	numbers map[float64]Part  // a number placeholder → its datum (and item)
	strs    map[string]Part   // a text or word placeholder → what it stands for
	lists   map[string]string // a series' placeholder → its datum
	read    map[string]bool   // the data asked for
	errs    []string
	gaps    []gap
}

func newFigure(d *Declaration, data *model.ChartData, probe bool) *Figure {
	return &Figure{decl: d, data: data, probe: probe,
		numbers: map[float64]Part{}, strs: map[string]Part{}, lists: map[string]string{}, read: map[string]bool{}}
}

// Placeholders. A number stands for a datum as a number no chart holds; a
// text, word or series as a string marked with NUL, which no lesson's
// words hold.
const numberBase = 7.1e14

func (f *Figure) number(p Part) float64 {
	f.next++
	v := numberBase + float64(f.next)
	f.numbers[v] = p
	return v
}

func (f *Figure) text(p Part) string {
	f.next++
	s := "\x00" + strconv.Itoa(f.next) + "\x00"
	f.strs[s] = p
	return s
}

// datum returns the datum called name, which must be of kind; a name the
// model does not give, or another kind, is an error of the chart, noted
// for Build (the draw carries on, to say every such name at once).
func (f *Figure) datum(name string, kind model.DatumKind) (model.Datum, bool) {
	f.read[name] = true
	if f.probe {
		return model.Datum{Name: name, Kind: kind}, true
	}
	x, ok := f.data.Get(name)
	if !ok {
		f.errs = append(f.errs, fmt.Sprintf("the model gives no datum %q%s", name, didYouMean(name, f.data.Names())))
		return model.Datum{Name: name, Kind: kind}, false
	}
	if x.Kind != kind {
		f.errs = append(f.errs, fmt.Sprintf("datum %q is %v, not %v", name, x.Kind, kind))
		return model.Datum{Name: name, Kind: kind}, false
	}
	return x, true
}

// Number is the number datum name.
func (f *Figure) Number(name string) float64 {
	f.datum(name, model.NumberDatum)
	return f.number(Part{Datum: name, Item: -1})
}

// Text is the text datum name (a number written for a label).
func (f *Figure) Text(name string) string {
	f.datum(name, model.TextDatum)
	return f.text(Part{Datum: name, Item: -1})
}

// Numbers is the list of numbers datum name, item by item (each item goes
// in its own place: a bar with a label of its own). Its length is the
// model's at the build's settings, and stays.
func (f *Figure) Numbers(name string) []float64 {
	x, _ := f.datum(name, model.NumbersDatum)
	out := make([]float64, len(x.Numbers))
	for i := range out {
		out[i] = f.number(Part{Datum: name, Item: i})
	}
	return out
}

// Texts is the list of texts datum name, item by item.
func (f *Figure) Texts(name string) []string {
	x, _ := f.datum(name, model.TextsDatum)
	out := make([]string, len(x.Texts))
	for i := range out {
		out[i] = f.text(Part{Datum: name, Item: i})
	}
	return out
}

// list is the placeholder of a whole list datum: one item, whose value
// names it.
func (f *Figure) list(name string, kind model.DatumKind) string {
	f.datum(name, kind)
	f.next++
	s := "\x00" + strconv.Itoa(f.next) + "\x00"
	f.lists[s] = name
	return s
}

// Line is the series datum name as a line's data: its points [x, y].
func (f *Figure) Line(name string) []opts.LineData {
	return []opts.LineData{{Value: f.list(name, model.SeriesDatum)}}
}

// Scatter is the series datum name as a scatter's data.
func (f *Figure) Scatter(name string) []opts.ScatterData {
	return []opts.ScatterData{{Value: f.list(name, model.SeriesDatum)}}
}

// Bars is the list of numbers datum name as a bar series' data, one
// value a category.
func (f *Figure) Bars(name string) []opts.BarData {
	return []opts.BarData{{Value: f.list(name, model.NumbersDatum)}}
}

// Word is the lesson's word key for this chart (model.Words.Text).
func (f *Figure) Word(key string) string { return f.text(Part{Word: key, IsWord: true, Item: -1}) }

// Item is the lesson's word key for one item of a list, scope
// (model.Words.Item).
func (f *Figure) Item(key, scope string) string {
	return f.text(Part{Word: key, Scope: scope, IsWord: true, Item: -1})
}

// option returns c's option as a plain tree, with the gaps filled.
func (f *Figure) option(c Chart) (map[string]any, error) {
	c.Accept(gapVisitor{f: f})
	c.Validate()
	data, err := json.Marshal(c.JSON())
	if err != nil {
		return nil, fmt.Errorf("encode the option: %v", err)
	}
	v, err := plainjson.Parse(data, 64)
	if err != nil {
		return nil, fmt.Errorf("read the option back: %v", err)
	}
	tree, ok := v.Plain().(map[string]any)
	if !ok {
		return nil, fmt.Errorf("the option is no object")
	}
	for _, g := range f.gaps {
		if err := g.apply(tree); err != nil {
			return nil, fmt.Errorf("%s: %v", g.what, err)
		}
	}
	return tree, nil
}

// bind finds where each placeholder landed in option, and returns the
// bindings. A placeholder that did not land as given (a number added to,
// a text cut), and a datum the model gives that the declaration never
// reads, are errors.
func (f *Figure) bind(option map[string]any) ([]Binding, error) {
	var out []Binding
	placed := map[string]bool{}
	var walk func(at any, path []any) error
	walk = func(at any, path []any) error {
		switch v := at.(type) {
		case map[string]any:
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				if err := walk(v[k], append(slices.Clip(path), k)); err != nil {
					return err
				}
			}
		case []any:
			if name, ok := f.listIn(v); ok {
				out = append(out, Binding{Path: slices.Clone(path), Datum: name, Item: -1})
				placed[name] = true
				return nil
			}
			for i, item := range v {
				if err := walk(item, append(slices.Clip(path), i)); err != nil {
					return err
				}
			}
		case float64:
			if p, ok := f.numbers[v]; ok {
				out = append(out, Binding{Path: slices.Clone(path), Datum: p.Datum, Item: p.Item})
				placed[p.Datum] = true
			} else if v > numberBase && v < numberBase+1e7 {
				return fmt.Errorf("%s holds a number computed from a datum: a declaration places data as the model gives it", pathString(path))
			}
		case string:
			parts, err := f.parts(v)
			if err != nil {
				return fmt.Errorf("%s: %v", pathString(path), err)
			}
			if parts != nil {
				out = append(out, Binding{Path: slices.Clone(path), Item: -1, Parts: parts})
				for _, p := range parts {
					if p.Datum != "" {
						placed[p.Datum] = true
					}
				}
			}
		}
		return nil
	}
	if err := walk(option, nil); err != nil {
		return nil, err
	}
	var missing []string
	for name := range f.read {
		if !placed[name] {
			missing = append(missing, name)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		return nil, fmt.Errorf("the declaration reads %s but places none of it as given (a number computed from it, a text cut: computing is the model's)", quoteList(missing))
	}
	var unread []string
	for _, name := range f.data.Names() {
		if !f.read[name] {
			unread = append(unread, name)
		}
	}
	if len(unread) > 0 {
		return nil, fmt.Errorf("the model gives %s, which the declaration never reads", quoteList(unread))
	}
	return out, nil
}

// listIn reports whether list is a whole list's placeholder, and whose.
func (f *Figure) listIn(list []any) (string, bool) {
	if len(list) != 1 {
		return "", false
	}
	v := list[0]
	if m, ok := v.(map[string]any); ok && len(m) == 1 {
		v = m["value"]
	}
	s, ok := v.(string)
	if !ok {
		return "", false
	}
	name, ok := f.lists[s]
	return name, ok
}

// parts splits s at its placeholders: nil when it holds none.
func (f *Figure) parts(s string) ([]Part, error) {
	if !strings.Contains(s, "\x00") {
		return nil, nil
	}
	var parts []Part
	for s != "" {
		i := strings.IndexByte(s, 0)
		if i < 0 {
			parts = append(parts, Part{Literal: s, Item: -1})
			break
		}
		if i > 0 {
			parts = append(parts, Part{Literal: s[:i], Item: -1})
		}
		j := strings.IndexByte(s[i+1:], 0)
		if j < 0 {
			return nil, fmt.Errorf("a placeholder cut short")
		}
		mark := s[i : i+j+2]
		p, ok := f.strs[mark]
		if !ok {
			if _, isList := f.lists[mark]; isList {
				return nil, fmt.Errorf("a series stands where a text goes")
			}
			return nil, fmt.Errorf("an unknown placeholder")
		}
		parts = append(parts, p)
		s = s[i+j+2:]
	}
	return parts, nil
}

// quoteList writes names quoted, joined with commas.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

// didYouMean is ", did you mean …?" with the given names nearest name, or,
// with none near, the names there are.
func didYouMean(name string, names []string) string {
	if near := suggest.Nearest(name, names, 3); len(near) > 0 {
		return " (did you mean " + quoteList(near) + "?)"
	}
	if len(names) == 0 {
		return " (it gives none)"
	}
	return " (it gives " + quoteList(names) + ")"
}
