package prose

import (
	"errors"
	"math"
	"strings"

	"coursesite/internal/msg"
	"coursesite/internal/suggest"
	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/numeral"
	"coursesite/place"
	"coursesite/turkce"
)

// A Run writes texts against a lesson's figures, and collects what they say
// that the figures do not back: a name the model does not know (once a
// name, at its first place), a claim that does not hold, a figure with no
// value where the text shows it. The texts go on after such a problem (an
// unknown figure reads 0), so one build reports them all, in order.
type Run struct {
	// Figures are the lesson's figures; nil on a page without a model.
	Figures *model.Figures
	// Scope resolves figure names that start with a dot: ".dk" in scope
	// "duyarlilik2" is duyarlilik2.dk (a word written for one item of a
	// list).
	Scope string

	// Claims are the claims the texts stated, in order.
	Claims []Claim
	// Calls are the numerals, conditions and claims the texts showed, in
	// order, each with its place and the conditions it stands under (see
	// Call).
	Calls []Call

	problems []error
	unknown  map[string]bool
	open     []*cond
}

// Err returns the run's problems, or nil.
func (r *Run) Err() error { return errors.Join(r.problems...) }

// Problems returns the run's problems, in order.
func (r *Run) Problems() []error { return r.problems }

// AddProblem records a problem of the text, found by a function beyond the
// standard ones.
func (r *Run) AddProblem(err error) { r.problems = append(r.problems, err) }

// Hidden reports whether what the text writes now stands in a phrasing the
// page hides.
func (r *Run) Hidden() bool {
	for _, c := range r.open {
		if c.holds == c.other {
			return true
		}
	}
	return false
}

// standard are the functions every text may call.
var standard = Funcs{
	"sayi":    func(r *Run, at place.Pos, args ...any) (any, error) { return r.write(at, numeral.Digits, args) },
	"yazi":    func(r *Run, at place.Pos, args ...any) (any, error) { return r.write(at, numeral.Words, args) },
	"mertebe": func(r *Run, at place.Pos, args ...any) (any, error) { return r.mertebe(at, args) },
	"deger":   func(r *Run, at place.Pos, args ...any) (any, error) { return r.value(at, args) },
	"ek":      func(r *Run, at place.Pos, args ...any) (any, error) { return ek(at, args) },
	"buyuk":   func(r *Run, at place.Pos, args ...any) (any, error) { return buyuk(at, args) },
	"eger":    func(r *Run, at place.Pos, args ...any) (any, error) { return r.eger(at, args) },
	"yoksa":   func(r *Run, at place.Pos, args ...any) (any, error) { return r.yoksa(at, args) },
	"son":     func(r *Run, at place.Pos, args ...any) (any, error) { return r.son(at, args) },
	"iddia":   func(r *Run, at place.Pos, args ...any) (any, error) { return r.iddia(at, args) },
	"kabul":   func(r *Run, at place.Pos, args ...any) (any, error) { return r.kabul(at, args) },
}

// Strings reads a call's arguments, each a string: fn names the function
// in the error.
func Strings(at place.Pos, fn string, args []any, names ...string) ([]string, error) {
	if len(args) != len(names) {
		return nil, at.Errorf("%s: want %s, got %d arguments", fn, strings.Join(names, " and "), len(args))
	}
	out := make([]string, len(args))
	for i, a := range args {
		s, ok := a.(string)
		if !ok {
			return nil, at.Errorf("%s: want %s as a string, got %s", fn, names[i], describe(a))
		}
		out[i] = s
	}
	return out, nil
}

// describe names a value's kind for a message.
func describe(v any) string {
	switch v := v.(type) {
	case float64:
		return "the number " + jsnum.String(v)
	case numeral.Numeral:
		return "what " + v.Kind + " wrote"
	case nil:
		return "nothing"
	}
	return msg.Sprintf("%T", v)
}

// resolve returns the full name of a figure name as a text writes it.
func (r *Run) resolve(name string) string {
	if strings.HasPrefix(name, ".") && r.Scope != "" {
		return r.Scope + name
	}
	return name
}

// figure returns the figure called name. A name the model does not know is
// one of the run's problems, placed at the call, the first time; it reads
// 0 meanwhile.
func (r *Run) figure(at place.Pos, name string) (model.Figure, bool, error) {
	full := r.resolve(name)
	if r.Figures == nil {
		return model.Figure{}, false, at.Errorf("unknown model figure %q: this page has no model", full)
	}
	if f, ok := r.Figures.Get(full); ok {
		return f, true, nil
	}
	if !r.unknown[full] {
		if r.unknown == nil {
			r.unknown = map[string]bool{}
		}
		r.unknown[full] = true
		r.problems = append(r.problems, at.Errorf("%s", UnknownFigure(r.Figures, full)))
	}
	return model.Figure{Name: full}, false, nil
}

// UnknownFigure says that figs has no figure called name, and which names
// are nearest.
func UnknownFigure(figs *model.Figures, name string) string {
	near := suggest.Nearest(name, figs.Names(), 3)
	if len(near) == 0 {
		return msg.Sprintf("unknown model figure %q (go run . check -v lists the figures)", name)
	}
	return msg.Sprintf("unknown model figure %q; nearest: %s", name, strings.Join(near, ", "))
}

// value implements deger: a figure's value, for other actions.
func (r *Run) value(at place.Pos, args []any) (any, error) {
	name, err := Strings(at, "deger", args, "a figure's name")
	if err != nil {
		return nil, err
	}
	f, _, err := r.figure(at, name[0])
	return f.Value, err
}

// numberArgs reads the arguments of sayi and yazi: [decimals] X, where X is
// a model figure's name or a number. Without decimals, X is written at its
// figure's precision (a number typed in, as precisely as it is typed).
func (r *Run) numberArgs(at place.Pos, fn string, args []any) (f model.Figure, known bool, decimals int, err error) {
	decimals = numeral.Auto
	switch len(args) {
	case 1:
	case 2:
		d, ok := toInt(args[0])
		if !ok || d < 0 || d > turkce.MaxDecimals {
			return f, false, 0, at.Errorf("%s: decimals must be a whole number from 0 to %d, got %v", fn, turkce.MaxDecimals, args[0])
		}
		decimals = d
	default:
		return f, false, 0, at.Errorf("%s: want [decimals] value, got %d arguments", fn, len(args))
	}
	x := args[len(args)-1]
	if s, ok := x.(string); ok {
		f, known, err = r.figure(at, s)
		return f, known, decimals, err
	}
	v, ok := toFloat(x)
	if !ok {
		return f, false, 0, at.Errorf("%s: want a model figure's name or a number, got %T", fn, x)
	}
	return model.Figure{Value: v, Decimals: numeral.Precision(v)}, true, decimals, nil
}

// write implements sayi and yazi.
func (r *Run) write(at place.Pos, kind string, args []any) (any, error) {
	f, known, d, err := r.numberArgs(at, kind, args)
	if err != nil {
		return numeral.Numeral{}, err
	}
	spec := numeral.Spec{Kind: kind, Decimals: d}
	if !known { // reported once; the text goes on
		return numeral.New(spec, f.Name, 0, 0)
	}
	return r.numeral(at, kind, spec, f)
}

// numeral writes figure f as spec says. A figure without a value (NaN: the
// parameters leave it undefined) reads as a dash in a phrasing the page
// hides, and is a problem anywhere else.
func (r *Run) numeral(at place.Pos, fn string, spec numeral.Spec, f model.Figure) (numeral.Numeral, error) {
	if math.IsNaN(f.Value) || math.IsInf(f.Value, 0) {
		if !r.Hidden() {
			r.problems = append(r.problems, at.Errorf("%s %q: the model gives it no value for these parameters (%s); "+
				"write the sentence under {{ eger … }} for the parameters it holds for, or with another figure", fn, f.Name, jsnum.String(f.Value)))
		}
		return numeral.Missing(spec, f.Name, f.Value), nil
	}
	n, err := numeral.New(spec, f.Name, f.Value, f.Decimals)
	if err != nil {
		return numeral.Numeral{}, at.Errorf("%s %q: %v", fn, f.Name, err)
	}
	return n, nil
}

// mertebe writes the order of magnitude of a figure as a Turkish quantity
// word: {{ mertebe "yavaslamaKat" }} katına → onlarca katına.
func (r *Run) mertebe(at place.Pos, args []any) (any, error) {
	names, err := Strings(at, "mertebe", args, "a figure's name")
	if err != nil {
		return nil, err
	}
	f, known, err := r.figure(at, names[0])
	if err != nil {
		return numeral.Numeral{}, err
	}
	if !known { // reported once; digits take a suffix as words do
		return numeral.New(numeral.Spec{Kind: numeral.Digits, Decimals: numeral.Auto}, f.Name, 0, 0)
	}
	return r.numeral(at, "mertebe", numeral.Spec{Kind: numeral.Magnitude, Decimals: numeral.Auto}, f)
}

// ek appends a suffix, written in archiphonemes, to what sayi or yazi
// wrote: {{ sayi "x" | ek "DAn" }} → 5540’tan.
func ek(at place.Pos, args []any) (any, error) {
	if len(args) != 2 {
		return nil, at.Errorf("ek: want a suffix and what it follows ({{ sayi \"x\" | ek \"DAn\" }}), got %d arguments", len(args))
	}
	suffix, ok := args[0].(string)
	if !ok {
		return nil, at.Errorf("ek: want the suffix as a string, got %s", describe(args[0]))
	}
	switch v := args[1].(type) {
	case numeral.Numeral:
		n, err := v.WithSuffix(suffix)
		if err != nil {
			return nil, at.Errorf("ek: %v", err)
		}
		return n, nil
	case string:
		s, err := turkce.Suffix(v, suffix)
		if err != nil {
			return nil, at.Errorf("ek: %v", err)
		}
		return s, nil
	case Link:
		s, err := turkce.Suffix(v.Text, suffix)
		if err != nil {
			return nil, at.Errorf("ek: %v", err)
		}
		return Link{Text: s, Target: v.Target}, nil
	}
	return nil, at.Errorf("ek: want what sayi or yazi wrote, or text, got %s", describe(args[1]))
}

// buyuk capitalises the first letter the Turkish way, for a number word that
// starts a sentence: {{ yazi "yapi.politika" | ek "(s)I" | buyuk }} → Üçü.
func buyuk(at place.Pos, args []any) (any, error) {
	if len(args) != 1 {
		return nil, at.Errorf("buyuk: want what it capitalises ({{ yazi \"x\" | buyuk }}), got %d arguments", len(args))
	}
	switch v := args[0].(type) {
	case numeral.Numeral:
		return v.Capitalized(), nil
	case string:
		return turkce.Capitalize(v), nil
	case Link:
		return Link{Text: turkce.Capitalize(v.Text), Target: v.Target}, nil
	}
	return nil, at.Errorf("buyuk: want what sayi or yazi wrote, or text, got %s", describe(args[0]))
}

func toInt(x any) (int, bool) {
	switch x := x.(type) {
	case int:
		return x, true
	case int64:
		return int(x), true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1<<31 {
			return int(x), true
		}
	}
	return 0, false
}

func toFloat(x any) (float64, bool) {
	switch x := x.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}
