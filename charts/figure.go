//go:build !js

package charts

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/go-echarts/go-echarts/v2/opts"

	"coursesite/internal/suggest"
	"coursesite/model"
	"coursesite/plainjson"
)

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
