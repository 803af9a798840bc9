// Package claim evaluates the claims a lesson states on top of its figures
// (“doubles”, “nearly the same”, “none”), so that a change of parameters that
// makes one false is caught: by the build, the check and the page's
// in-browser model alike.
package claim

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
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
// (rounds like the tables). A claim that does not hold fails the build.
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
	p := evaluator{lookup}
	c := Claim{Text: text, Expr: expr}
	e, err := parser.ParseExpr(expr)
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

// dottedName turns a selector chain (a.b.c) back into a figure's name.
func dottedName(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name, true
	case *ast.SelectorExpr:
		x, ok := dottedName(e.X)
		return x + "." + e.Sel.Name, ok
	}
	return "", false
}

// evaluator evaluates expressions over figures.
type evaluator struct {
	lookup Lookup
}

func (p evaluator) eval(e ast.Expr, read func(string, float64)) (any, error) {
	if name, ok := dottedName(e); ok {
		if name == "true" || name == "false" {
			return name == "true", nil
		}
		v, err := p.lookup(name)
		if err != nil {
			return nil, err
		}
		read(name, v)
		return v, nil
	}
	num := func(e ast.Expr) (float64, error) {
		v, err := p.eval(e, read)
		if err != nil {
			return 0, err
		}
		f, ok := v.(float64)
		if !ok {
			return 0, fmt.Errorf("want a number, got a truth value at %q", types.ExprString(e))
		}
		return f, nil
	}
	truth := func(e ast.Expr) (bool, error) {
		v, err := p.eval(e, read)
		if err != nil {
			return false, err
		}
		b, ok := v.(bool)
		if !ok {
			return false, fmt.Errorf("want a truth value, got a number at %q", types.ExprString(e))
		}
		return b, nil
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.INT && e.Kind != token.FLOAT {
			return nil, fmt.Errorf("unexpected %s", e.Value)
		}
		return strconv.ParseFloat(e.Value, 64)
	case *ast.ParenExpr:
		return p.eval(e.X, read)
	case *ast.UnaryExpr:
		switch e.Op {
		case token.SUB:
			x, err := num(e.X)
			return -x, err
		case token.NOT:
			x, err := truth(e.X)
			return !x, err
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			x, err := truth(e.X)
			if err != nil {
				return nil, err
			}
			y, err := truth(e.Y)
			if e.Op == token.LAND {
				return x && y, err
			}
			return x || y, err
		}
		x, err := num(e.X)
		if err != nil {
			return nil, err
		}
		y, err := num(e.Y)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case token.ADD:
			return x + y, nil
		case token.SUB:
			return x - y, nil
		case token.MUL:
			return x * y, nil
		case token.QUO:
			return x / y, nil
		case token.LSS:
			return x < y, nil
		case token.LEQ:
			return x <= y, nil
		case token.GTR:
			return x > y, nil
		case token.GEQ:
			return x >= y, nil
		case token.EQL:
			return x == y, nil
		case token.NEQ:
			return x != y, nil
		}
	case *ast.CallExpr:
		fn, _ := dottedName(e.Fun)
		args := make([]float64, len(e.Args))
		for i, a := range e.Args {
			v, err := num(a)
			if err != nil {
				return nil, err
			}
			args[i] = v
		}
		want := map[string]int{"abs": 1, "min": 2, "max": 2, "yuvarla": 2}[fn]
		if want == 0 {
			return nil, fmt.Errorf("unknown function %q (want abs, min, max, yuvarla)", fn)
		}
		if len(args) != want {
			return nil, fmt.Errorf("%s takes %d arguments, got %d", fn, want, len(args))
		}
		switch fn {
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
	return nil, fmt.Errorf("unsupported expression %q", types.ExprString(e))
}
