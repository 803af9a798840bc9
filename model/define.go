package model

import (
	"errors"
	"maps"
	"math"
	"reflect"
	"slices"
	"unsafe"

	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/model/paramfile"
)

// A Spec declares a model by its parameters, a struct P: the parameter
// file reads into one with paramfile.Decode, as P's fields declare (their
// json, range and len tags, and P's Check for a rule across fields); the
// Spec says what P holds beyond the file, which of its fields a reader may
// set, and how the lesson is computed from it. Define makes the Model.
type Spec[P any] struct {
	// Prepare, when set, fills what P holds beyond its file once the file
	// has been read without a problem: values a model derives from the
	// file's (the file's interval kept beside the one a reader sets) and
	// a reader's settings at the lesson's own (a factor of 1), which its
	// controls are bound to. Fields without a json tag, unexported or
	// tagged json:"-", are Decode's to leave alone. What the file may not
	// hold is no Prepare's to refuse: a range tag or P's Check reports it
	// at its place.
	Prepare func(p *P)
	// Controls returns the settings a reader may change, in the order the
	// page shows them, each bound to the field of p it sets (Control.Bind).
	// Nil: the lesson has none.
	Controls func(p *P) []Control
	// Compute computes the lesson from p: the parameter file's values with
	// a reader's settings in the fields they are bound to.
	Compute func(p *P) (*Result, error)
}

// Define returns the Model that spec declares. The engine applies a
// reader's settings: it refuses a key no control has, a value out of its
// control's range, a fraction for a whole number, a toggle that is neither
// 0 nor 1 and a value above its MaxKey's, each as ayar.KEY: expected …,
// all at once, and computes on a copy of the parameters with the rest set
// in their fields. Define panics when spec has no Compute or P does not
// declare a parameter file Decode reads: a model's mistake shows when the
// program starts.
func Define[P any](spec Spec[P]) Model {
	if spec.Compute == nil {
		panic("model.Define: the spec has no Compute")
	}
	if err := paramfile.Declared(reflect.TypeFor[P]()); err != nil {
		panic("model.Define: " + err.Error())
	}
	return defined[P]{&spec}
}

// Decode reads a parameter file into a P as the model Define makes of
// spec reads it: paramfile.Decode, then Prepare. A model's tests read
// their files with it, to the struct the model computes from.
func (spec Spec[P]) Decode(file string, data []byte) (*P, error) {
	p := new(P)
	if err := paramfile.Decode(file, data, p); err != nil {
		return nil, err
	}
	if spec.Prepare != nil {
		spec.Prepare(p)
	}
	return p, nil
}

type defined[P any] struct{ spec *Spec[P] }

// Parse implements Model.
func (d defined[P]) Parse(file string, data []byte) (Params, error) {
	p, err := d.spec.Decode(file, data)
	if err != nil {
		return nil, err
	}
	q := *p
	if _, err := d.controls(&q); err != nil {
		return nil, msg.Errorf("%s: %w (a bug of the model)", file, err)
	}
	return &defParams[P]{d, p}, nil
}

type defParams[P any] struct {
	defined[P]
	p *P
}

// copy returns a copy of the parameters for one computation: the struct,
// and every list its exported fields hold, however deep (the lists a
// parameter file declares), so that a computation that writes into one
// leaves the next computation, and the check's computations running beside
// it, the file's. What unexported fields and pointers hold is shared: a
// model never writes into it.
func (d *defParams[P]) copy() P {
	q := *d.p
	deepen(reflect.ValueOf(&q).Elem())
	return q
}

// deepen replaces each list v's exported fields hold with a copy.
func deepen(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if t.Field(i).IsExported() {
				deepen(v.Field(i))
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			return
		}
		old := v.Slice(0, v.Len())
		paramfile.SetNewSlice(v, v.Len())
		reflect.Copy(v, old)
		for i := range v.Len() {
			deepen(v.Index(i))
		}
	}
}

// Controls implements Params.
func (d *defParams[P]) Controls() []Control {
	q := d.copy()
	cs, _ := d.controls(&q) // Parse has checked them
	for i := range cs {
		cs[i].Bind = nil
	}
	return cs
}

// Compute implements Params.
func (d *defParams[P]) Compute(s Settings) (*Result, error) {
	q := d.copy()
	cs, err := d.controls(&q)
	if err != nil {
		return nil, err
	}
	if err := apply(cs, s); err != nil {
		return nil, err
	}
	return d.spec.Compute(&q)
}

// address returns where bind, a *float64, *int or *bool, points.
func address(bind any) uintptr {
	switch b := bind.(type) {
	case *float64:
		return uintptr(unsafe.Pointer(b))
	case *int:
		return uintptr(unsafe.Pointer(b))
	case *bool:
		return uintptr(unsafe.Pointer(b))
	}
	return 0
}

// controls returns the controls bound into *q, each at its field's value.
// A control must be bound to a float64, int or bool (a toggle) inside *q
// itself, not behind a pointer, slice or map it holds: a reader's setting
// is applied to a copy of the parameters, and must never reach the
// parameter file's own.
func (d defined[P]) controls(q *P) ([]Control, error) {
	if d.spec.Controls == nil {
		return nil, nil
	}
	cs := d.spec.Controls(q)
	// Addresses by unsafe, not reflect.Value.Pointer, which links reflect's
	// method calls into the page's engine.
	base, size := uintptr(unsafe.Pointer(q)), unsafe.Sizeof(*q)
	seen := map[string]bool{}
	for i := range cs {
		c := &cs[i]
		switch {
		case c.Key == "" || seen[c.Key]:
			return nil, msg.Errorf("control %d: its key %q is empty or given twice", i, c.Key)
		case c.Bind == nil:
			return nil, msg.Errorf("ayar.%s: the control is bound to no field (Bind)", c.Key)
		}
		seen[c.Key] = true
		switch c.Bind.(type) {
		case *float64, *int, *bool:
		default:
			return nil, msg.Errorf("ayar.%s: Bind is a %T; bind a *float64, an *int or a *bool", c.Key, c.Bind)
		}
		if ptr := address(c.Bind); ptr < base || ptr >= base+size {
			return nil, msg.Errorf("ayar.%s: Bind points outside the parameters (into a list or behind a pointer): bind a field of the struct itself", c.Key)
		}
		switch b := c.Bind.(type) {
		case *float64:
			c.Value = *b
		case *int:
			c.Value = float64(*b)
		case *bool:
			c.Toggle, c.Value = true, 0
			if *b {
				c.Value = 1
			}
		}
		if _, isBool := c.Bind.(*bool); c.Toggle != isBool {
			return nil, msg.Errorf("ayar.%s: a toggle is bound to a bool, and only a toggle", c.Key)
		}
	}
	return cs, ownValues(cs)
}

// ownValues says where the lesson's own values stand outside their
// controls: a slider's range, or the control its MaxKey names.
func ownValues(cs []Control) error {
	byKey := make(map[string]Control, len(cs))
	for _, c := range cs {
		byKey[c.Key] = c
	}
	for _, c := range cs {
		if !c.Toggle && !(c.Value >= c.Min && c.Value <= c.Max) {
			return msg.Errorf("ayar.%s: the lesson's own value %s is outside the control's range, %s to %s", c.Key, jsnum.String(c.Value), jsnum.String(c.Min), jsnum.String(c.Max))
		}
		if c.MaxKey == "" {
			continue
		}
		top, ok := byKey[c.MaxKey]
		switch {
		case !ok || c.MaxKey == c.Key || top.Toggle:
			return msg.Errorf("ayar.%s: MaxKey %q names no other slider", c.Key, c.MaxKey)
		case c.Value > top.Value:
			return msg.Errorf("ayar.%s: the lesson's own value %s is above %s's, %s", c.Key, jsnum.String(c.Value), c.MaxKey, jsnum.String(top.Value))
		}
	}
	return nil
}

// apply sets each of s in the field its control is bound to, and says
// every setting no reader can make.
func apply(cs []Control, s Settings) error {
	byKey := make(map[string]*Control, len(cs))
	for i := range cs {
		byKey[cs[i].Key] = &cs[i]
	}
	var errs []error
	bad := func(key, format string, args ...any) {
		errs = append(errs, msg.Errorf("ayar.%s: "+format, append([]any{key}, args...)...))
	}
	for _, k := range slices.Sorted(maps.Keys(s)) {
		v, c := s[k], byKey[k]
		switch b := c.bindOrNil().(type) {
		case nil:
			bad(k, "the lesson has no such setting")
		case *bool:
			if v != 0 && v != 1 {
				bad(k, "expected 0 or 1, got %s", jsnum.String(v))
				continue
			}
			*b, c.Value = v == 1, v
		case *int:
			if !(v >= c.Min && v <= c.Max) || v != math.Trunc(v) {
				bad(k, "expected a whole number from %s to %s, got %s", jsnum.String(c.Min), jsnum.String(c.Max), jsnum.String(v))
				continue
			}
			*b, c.Value = int(v), v
		case *float64:
			if !(v >= c.Min && v <= c.Max) {
				bad(k, "expected a number from %s to %s, got %s", jsnum.String(c.Min), jsnum.String(c.Max), jsnum.String(v))
				continue
			}
			*b, c.Value = v, v
		}
	}
	for _, c := range cs {
		if top, ok := byKey[c.MaxKey]; ok && c.Value > top.Value {
			bad(c.Key, "expected at most %s (%s), got %s", c.MaxKey, jsnum.String(top.Value), jsnum.String(c.Value))
		}
	}
	return errors.Join(errs...)
}

// bindOrNil is the field c is bound to; nil for no control.
func (c *Control) bindOrNil() any {
	if c == nil {
		return nil
	}
	return c.Bind
}
