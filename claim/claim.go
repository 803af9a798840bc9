// Package claim evaluates the claims a lesson states on top of its figures
// (“doubles”, “nearly the same”, “none”), so that a change of parameters that
// makes one false is caught: by the build, the check and the page's
// in-browser model alike.
package claim

import (
	"fmt"
	"math"
	"strconv"

	"coursesite/jsnum"
)

// A Claim is a qualitative statement the prose makes on top of the model's
// figures, written next to its sentence (in a lesson's template) as
//
//	{{ iddia "ağırlıklı dağıtım terk edilen işi iki katına çıkarır" "bosaIsOrani >= 1.5" }}
//
// The expression uses model figure names, numbers, + - * /, comparisons,
// && || !, parentheses and abs(x), min(x, y), max(x, y), yuvarla(x, d)
// (rounds like the tables), with Go's syntax and precedence. A claim that
// does not hold fails the build.
type Claim struct {
	Text   string
	Expr   string
	Holds  bool
	Values []string // "name = value" for every figure the expression reads
}

// Lookup returns the figure called name, or an error saying it is unknown.
type Lookup func(name string) (float64, error)

// Eval evaluates the claim text, written as expr, against the figures
// lookup returns.
func Eval(text, expr string, lookup Lookup) (Claim, error) {
	p := evaluator{lookup, expr}
	c := Claim{Text: text, Expr: expr}
	e, err := parse(expr)
	if err != nil {
		return c, fmt.Errorf("iddia %q: cannot parse %q: %v", text, expr, err)
	}
	seen := map[string]bool{}
	v, err := p.eval(e, func(name string, x float64) {
		if !seen[name] {
			seen[name] = true
			c.Values = append(c.Values, name+" = "+jsnum.String(x))
		}
	})
	if err != nil {
		return c, fmt.Errorf("iddia %q: %v", text, err)
	}
	b, ok := v.(bool)
	if !ok {
		return c, fmt.Errorf("iddia %q: %q is a number, want a comparison", text, expr)
	}
	c.Holds = b
	return c, nil
}

// evaluator evaluates expressions over figures.
type evaluator struct {
	lookup Lookup
	src    string // the expression's source, which errors quote
}

// text returns the source of n as the claim writes it.
func (p evaluator) text(n *node) string { return p.src[n.from:n.to] }

func (p evaluator) eval(e *node, read func(string, float64)) (any, error) {
	num := func(e *node) (float64, error) {
		v, err := p.eval(e, read)
		if err != nil {
			return 0, err
		}
		f, ok := v.(float64)
		if !ok {
			return 0, fmt.Errorf("want a number, got a truth value at %q", p.text(e))
		}
		return f, nil
	}
	truth := func(e *node) (bool, error) {
		v, err := p.eval(e, read)
		if err != nil {
			return false, err
		}
		b, ok := v.(bool)
		if !ok {
			return false, fmt.Errorf("want a truth value, got a number at %q", p.text(e))
		}
		return b, nil
	}
	switch e.kind {
	case nameNode:
		if e.name == "true" || e.name == "false" {
			return e.name == "true", nil
		}
		v, err := p.lookup(e.name)
		if err != nil {
			return nil, err
		}
		read(e.name, v)
		return v, nil
	case numberNode:
		return e.num, nil
	case parenNode:
		return p.eval(e.args[0], read)
	case unaryNode:
		switch e.op {
		case "-":
			x, err := num(e.args[0])
			return -x, err
		case "!":
			x, err := truth(e.args[0])
			return !x, err
		}
	case binaryNode:
		switch e.op {
		case "&&", "||":
			x, err := truth(e.args[0])
			if err != nil {
				return nil, err
			}
			y, err := truth(e.args[1])
			if e.op == "&&" {
				return x && y, err
			}
			return x || y, err
		}
		x, err := num(e.args[0])
		if err != nil {
			return nil, err
		}
		y, err := num(e.args[1])
		if err != nil {
			return nil, err
		}
		switch e.op {
		case "+":
			return x + y, nil
		case "-":
			return x - y, nil
		case "*":
			return x * y, nil
		case "/":
			return x / y, nil
		case "<":
			return x < y, nil
		case "<=":
			return x <= y, nil
		case ">":
			return x > y, nil
		case ">=":
			return x >= y, nil
		case "==":
			return x == y, nil
		case "!=":
			return x != y, nil
		}
	case callNode:
		args := make([]float64, len(e.args))
		for i, a := range e.args {
			v, err := num(a)
			if err != nil {
				return nil, err
			}
			args[i] = v
		}
		want := map[string]int{"abs": 1, "min": 2, "max": 2, "yuvarla": 2}[e.name]
		if want == 0 {
			return nil, fmt.Errorf("unknown function %q (want abs, min, max, yuvarla)", e.name)
		}
		if len(args) != want {
			return nil, fmt.Errorf("%s takes %d arguments, got %d", e.name, want, len(args))
		}
		switch e.name {
		case "abs":
			return math.Abs(args[0]), nil
		case "min":
			return min(args[0], args[1]), nil
		case "max":
			return max(args[0], args[1]), nil
		case "yuvarla":
			return strconv.ParseFloat(jsnum.ToFixed(args[0], int(args[1])), 64)
		}
	}
	return nil, fmt.Errorf("unsupported expression %q", p.text(e))
}
