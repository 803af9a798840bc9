// Package msg formats the engine's messages and errors as fmt does, for
// the few verbs and kinds of value they use, without linking fmt into the
// engine: fmt, with the reflection it prints by, os, time and the rest it
// imports, weighs some 70 KB of each lesson's WebAssembly (gzip). Outside
// the engine (any GOOS but js) the functions are fmt's own, so the build
// and the tests print every value as fmt does; in the engine a value or
// verb it does not know prints as fmt prints a bad verb, %!v(TYPE).
//
// The verbs: %s, %v, %q, %d, %c, %T, %w and %%, without flags, widths or
// argument indexes.
package msg

import (
	"reflect"
	"strconv"
	"strings"
)

// render returns f with its verbs replaced by the values a, and the
// errors its %w verbs took.
func render(f string, a []any) (string, []error) {
	var b strings.Builder
	var wrapped []error
	n := 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i++; i == len(f) {
			b.WriteString("%!(NOVERB)")
			break
		}
		verb := f[i]
		if verb == '%' {
			b.WriteByte('%')
			continue
		}
		if n == len(a) {
			b.WriteString("%!" + string(verb) + "(MISSING)")
			continue
		}
		x := a[n]
		n++
		if e, ok := x.(error); ok && verb == 'w' {
			wrapped = append(wrapped, e)
		}
		b.WriteString(value(verb, x))
	}
	if n < len(a) {
		b.WriteString("%!(EXTRA ")
		for k, x := range a[n:] {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typeName(x) + "=" + value('v', x))
		}
		b.WriteByte(')')
	}
	return b.String(), wrapped
}

// value prints x for verb as fmt does.
func value(verb byte, x any) string {
	switch verb {
	case 'T':
		return typeName(x)
	case 'c':
		if r, ok := x.(rune); ok {
			return string(r)
		}
	case 'd':
		if s, ok := integer(x); ok {
			return s
		}
	case 'q':
		switch x := x.(type) {
		case string:
			return strconv.Quote(x)
		case []string:
			return list(x, strconv.Quote)
		case error:
			return strconv.Quote(x.Error())
		case interface{ String() string }:
			return strconv.Quote(x.String())
		}
	case 's', 'v', 'w':
		if x == nil && verb != 's' {
			return "<nil>"
		}
		switch x := x.(type) {
		case string:
			return x
		case error:
			return x.Error()
		case interface{ String() string }:
			return x.String()
		case []string:
			return list(x, func(s string) string { return s })
		}
		if verb == 's' {
			break
		}
		switch x := x.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return strconv.FormatFloat(x, 'g', -1, 64)
		case float32:
			return strconv.FormatFloat(float64(x), 'g', -1, 32)
		}
		if s, ok := integer(x); ok {
			return s
		}
	}
	return "%!" + string(verb) + "(" + typeName(x) + ")"
}

// integer prints an integer of a kind without methods in decimal.
func integer(x any) (string, bool) {
	switch x := x.(type) {
	case int:
		return strconv.Itoa(x), true
	case int64:
		return strconv.FormatInt(x, 10), true
	case int32:
		return strconv.FormatInt(int64(x), 10), true
	case uint8:
		return strconv.FormatUint(uint64(x), 10), true
	case uint64:
		return strconv.FormatUint(x, 10), true
	}
	return "", false
}

// list prints a list of strings as fmt does, each written by write.
func list(s []string, write func(string) string) string {
	w := make([]string, len(s))
	for i, x := range s {
		w[i] = write(x)
	}
	return "[" + strings.Join(w, " ") + "]"
}

// typeName is %T's: the name of x's type, <nil> for nil.
func typeName(x any) string {
	if x == nil {
		return "<nil>"
	}
	return reflect.TypeOf(x).String()
}

// wrapError is an error that wraps those its message's %w verbs took, as
// fmt.Errorf's does.
type wrapError struct {
	msg  string
	errs []error
}

func (e *wrapError) Error() string { return e.msg }

// Unwrap returns the errors e wraps, for errors.Is and errors.As.
func (e *wrapError) Unwrap() []error { return e.errs }
