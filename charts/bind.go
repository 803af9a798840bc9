package charts

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"coursesite/internal/msg"
	"coursesite/model"
	"coursesite/plainjson"
)

// A declared chart is an option the build made once from the chart's
// declaration (Declare, build-only), and the places in it where the
// model's data and the lesson's words go: its Bindings. The page's engine
// knows no more of a chart than this: after a reader's move it sends the
// data and words that changed (Values), and the page — or the engine, for
// the chart's tables — puts each where its binding says (Apply). The
// build draws the same option with the same Apply, so the page and the
// build cannot draw a chart two ways.

// A Binding is one place in a chart's option, and what goes there: a
// datum whole (a number, a series' points, a list), one item of a list, or
// a text made of literal parts, the model's texts and the lesson's words.
type Binding struct {
	// Path leads from the option's root to the place: object keys
	// (strings) and list indexes (ints).
	Path []any
	// Datum is the datum placed there whole, or one of its items (Item ≥
	// 0); "" when Parts make a text.
	Datum string
	Item  int
	// Parts make a text, in order.
	Parts []Part
}

// A Part is a piece of a bound text: literal text, a text datum (or one
// item of a list of texts), or a word of the lesson's.
type Part struct {
	Literal string
	Datum   string
	Item    int // an item of a list of texts, or -1
	// Word is a word's key (model.Words) and Scope the item it is read
	// for ("" for Words.Text); IsWord tells a word from the rest.
	Word, Scope string
	IsWord      bool
}

// WordKey is how Values name a word: its key, or SCOPE:KEY for an item's.
func WordKey(key, scope string) string {
	if scope == "" {
		return key
	}
	return scope + ":" + key
}

// Values are a chart's data and words at some settings, as the page
// receives them: each datum by name in its wire form (WireDatum), each word
// by WordKey.
type Values struct {
	Data  map[string]any
	Words map[string]string
}

// WireDatum is datum x as the page receives it, and as it stands in the
// option: a number (null for NaN), a string, a series as [[x, y], …] (null
// for a gap), a list of numbers or of strings; a hidden series or list is
// null.
func WireDatum(x model.Datum) any {
	num := func(v float64) any {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil
		}
		return v
	}
	if x.Hidden {
		return nil
	}
	switch x.Kind {
	case model.NumberDatum:
		return num(x.Number)
	case model.TextDatum:
		return x.Text
	case model.SeriesDatum:
		points := make([]any, len(x.X))
		for i := range x.X {
			points[i] = []any{num(x.X[i]), num(x.Y[i])}
		}
		return points
	case model.NumbersDatum:
		out := make([]any, len(x.Numbers))
		for i, v := range x.Numbers {
			out[i] = num(v)
		}
		return out
	case model.TextsDatum:
		out := make([]any, len(x.Texts))
		for i, s := range x.Texts {
			out[i] = s
		}
		return out
	}
	return nil
}

// WordsOf returns the words bindings use, read from w.
func WordsOf(bindings []Binding, w model.Words) map[string]string {
	out := map[string]string{}
	for _, b := range bindings {
		for _, p := range b.Parts {
			if p.IsWord {
				k := WordKey(p.Word, p.Scope)
				if _, ok := out[k]; !ok {
					if p.Scope == "" {
						out[k] = w.Text(p.Word)
					} else {
						out[k] = w.Item(p.Word, p.Scope)
					}
				}
			}
		}
	}
	return out
}

// Apply puts v's data and words into option where bindings say, and lists
// in the legend the series that are not hidden (a hidden one keeps its
// place, empty, so that the series keep their indexes). A datum or word v
// lacks leaves its place as it is: v may hold only what changed.
func Apply(option map[string]any, bindings []Binding, v Values) error {
	for _, b := range bindings {
		value, ok, err := b.value(v)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if b.Datum != "" && b.Item < 0 && value == nil && isData(b.Path) {
			value = []any{} // hidden: the series keeps its place, empty
		}
		if err := set(option, b.Path, value); err != nil {
			return err
		}
	}
	legend(option, bindings)
	return nil
}

// isData reports whether path leads to a series' data.
func isData(path []any) bool {
	return len(path) == 3 && path[0] == "series" && path[2] == "data"
}

// value is what b puts in its place, from v; ok is false when v lacks
// what it needs.
func (b Binding) value(v Values) (any, bool, error) {
	if b.Datum != "" {
		d, ok := v.Data[b.Datum]
		if !ok {
			return nil, false, nil
		}
		if b.Item < 0 {
			return d, true, nil
		}
		if d == nil {
			return nil, false, nil // hidden: its items stay as they were
		}
		list, _ := d.([]any)
		if b.Item >= len(list) {
			return nil, false, msg.Errorf("datum %q has %d items; the chart was declared with more (a list read item by item keeps its length)", b.Datum, len(list))
		}
		return list[b.Item], true, nil
	}
	var s strings.Builder
	for _, p := range b.Parts {
		switch {
		case p.IsWord:
			w, ok := v.Words[WordKey(p.Word, p.Scope)]
			if !ok {
				return nil, false, nil
			}
			s.WriteString(w)
		case p.Datum != "":
			d, ok := v.Data[p.Datum]
			if !ok {
				return nil, false, nil
			}
			if p.Item >= 0 {
				list, _ := d.([]any)
				if p.Item >= len(list) {
					return nil, false, msg.Errorf("datum %q has %d items; the chart was declared with more", p.Datum, len(list))
				}
				d = list[p.Item]
			}
			t, _ := d.(string)
			s.WriteString(t)
		default:
			s.WriteString(p.Literal)
		}
	}
	return s.String(), true, nil
}

// set puts value at path in option.
func set(option map[string]any, path []any, value any) error {
	var at any = option
	for i, step := range path {
		last := i == len(path)-1
		switch k := step.(type) {
		case string:
			m, ok := at.(map[string]any)
			if !ok {
				return msg.Errorf("charts: %s is no object", pathString(path[:i]))
			}
			if last {
				m[k] = value
				return nil
			}
			at = m[k]
		case int:
			l, ok := at.([]any)
			if !ok || k < 0 || k >= len(l) {
				return msg.Errorf("charts: %s has no item %d", pathString(path[:i]), k)
			}
			if last {
				l[k] = value
				return nil
			}
			at = l[k]
		default:
			return msg.Errorf("charts: a path step %v", step)
		}
	}
	return nil
}

// pathString writes a path as JavaScript reads it: series[3].data.
func pathString(path []any) string {
	var b strings.Builder
	b.WriteString("option")
	for _, step := range path {
		switch k := step.(type) {
		case int:
			b.WriteString("[" + strconv.Itoa(k) + "]")
		default:
			b.WriteString("." + msg.Sprint(k))
		}
	}
	return b.String()
}

// legend lists in option's legend the names of the series whose data is
// not hidden, each once, in order, when some series' data is bound (and so
// may be hidden).
func legend(option map[string]any, bindings []Binding) {
	l, ok := option["legend"].(map[string]any)
	if !ok || !slices.ContainsFunc(bindings, func(b Binding) bool { return b.Datum != "" && b.Item < 0 && isData(b.Path) }) {
		return
	}
	series, _ := option["series"].([]any)
	names := []any{}
	seen := map[string]bool{}
	for i, s := range series {
		m, _ := s.(map[string]any)
		name, _ := m["name"].(string)
		if name == "" || seen[name] || hiddenSeries(m, i, bindings) {
			continue
		}
		seen[name] = true
		names = append(names, name)
	}
	l["data"] = names
}

// hiddenSeries reports whether series i (s) is hidden: its data is bound
// whole, and empty.
func hiddenSeries(s map[string]any, i int, bindings []Binding) bool {
	for _, b := range bindings {
		if b.Datum != "" && b.Item < 0 && isData(b.Path) && b.Path[1] == i {
			d, _ := s["data"].([]any)
			return len(d) == 0
		}
	}
	return false
}

// The bindings' wire form: {"path": [...], "datum": NAME, "item": N} or
// {"path": [...], "parts": [{"text"}, {"datum", "item"}, {"word", "scope"}]}.

// BindingsTree returns bindings as plain data, for the page's options
// file.
func BindingsTree(bindings []Binding) []any {
	out := make([]any, len(bindings))
	for i, b := range bindings {
		path := make([]any, len(b.Path))
		for j, step := range b.Path {
			if k, ok := step.(int); ok {
				path[j] = float64(k)
			} else {
				path[j] = step
			}
		}
		m := map[string]any{"path": path}
		if b.Datum != "" {
			m["datum"], m["item"] = b.Datum, float64(b.Item)
		} else {
			parts := make([]any, len(b.Parts))
			for j, p := range b.Parts {
				switch {
				case p.IsWord:
					parts[j] = map[string]any{"word": p.Word, "scope": p.Scope}
				case p.Datum != "":
					parts[j] = map[string]any{"datum": p.Datum, "item": float64(p.Item)}
				default:
					parts[j] = map[string]any{"text": p.Literal}
				}
			}
			m["parts"] = parts
		}
		out[i] = m
	}
	return out
}

// BindingsOf reads bindings from their wire form (BindingsTree).
func BindingsOf(tree any) ([]Binding, error) {
	list, ok := tree.([]any)
	if !ok {
		return nil, msg.Errorf("charts: bindings are not a list")
	}
	out := make([]Binding, len(list))
	for i, item := range list {
		m, ok := item.(map[string]any)
		if !ok {
			return nil, msg.Errorf("charts: binding %d is not an object", i)
		}
		steps, ok := m["path"].([]any)
		if !ok || len(steps) == 0 {
			return nil, msg.Errorf("charts: binding %d has no path", i)
		}
		b := Binding{Item: -1, Path: make([]any, len(steps))}
		for j, s := range steps {
			switch k := s.(type) {
			case string:
				b.Path[j] = k
			case float64:
				if k != math.Trunc(k) || k < 0 || k > 1<<20 {
					return nil, msg.Errorf("charts: binding %d: a path's index %v", i, k)
				}
				b.Path[j] = int(k)
			default:
				return nil, msg.Errorf("charts: binding %d: a path's step %v", i, s)
			}
		}
		b.Datum, _ = m["datum"].(string)
		if n, ok := m["item"].(float64); ok {
			b.Item = int(n)
		}
		parts, _ := m["parts"].([]any)
		for _, p := range parts {
			pm, _ := p.(map[string]any)
			var part Part
			part.Item = -1
			switch {
			case pm["word"] != nil:
				part.IsWord = true
				part.Word, _ = pm["word"].(string)
				part.Scope, _ = pm["scope"].(string)
			case pm["datum"] != nil:
				part.Datum, _ = pm["datum"].(string)
				if n, ok := pm["item"].(float64); ok {
					part.Item = int(n)
				}
			default:
				part.Literal, _ = pm["text"].(string)
			}
			b.Parts = append(b.Parts, part)
		}
		if b.Datum == "" && b.Parts == nil {
			return nil, msg.Errorf("charts: binding %d binds nothing", i)
		}
		out[i] = b
	}
	return out, nil
}

// A Spec is a declared chart as the page's options file carries it
// (SpecJSON): the option the build drew, and its bindings.
type Spec struct {
	Option   map[string]any
	Bindings []Binding
}

// ParseSpecs reads the declared charts' entries of a page's options file
// (OptionsFile), by name; a chart its model draws whole has none.
func ParseSpecs(file []byte) (map[string]*Spec, error) {
	v, err := plainjson.Parse(file, 128)
	if err != nil {
		return nil, msg.Errorf("charts: the options file: %v", err)
	}
	if v.Kind != plainjson.Object {
		return nil, msg.Errorf("charts: the options file is no object")
	}
	out := map[string]*Spec{}
	for _, m := range v.Members {
		b := m.Value.Member("bindings")
		if b == nil {
			continue
		}
		o := m.Value.Member("option")
		if o == nil {
			return nil, msg.Errorf("charts: chart %q: no option", m.Key)
		}
		option, ok := o.Plain().(map[string]any)
		if !ok {
			return nil, msg.Errorf("charts: chart %q: no option", m.Key)
		}
		bindings, err := BindingsOf(b.Plain())
		if err != nil {
			return nil, msg.Errorf("charts: chart %q: %v", m.Key, err)
		}
		out[m.Key] = &Spec{Option: option, Bindings: bindings}
	}
	return out, nil
}
