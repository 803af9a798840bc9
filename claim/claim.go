// Package claim evaluates the claims a lesson states on top of its figures
// (“doubles”, “nearly the same”, “none”), so that a change of parameters that
// makes one false is caught: by the build, the check and the page's
// in-browser model alike.
package claim

import (
	"math"
	"strconv"
	"unicode/utf8"

	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/turkce"
)

// A Claim is a qualitative statement the prose makes on top of the model's
// figures, written next to its sentence (in a lesson's template) as
//
//	{{ iddia "yük birden küçüktür" "yuk < 1" }}
//
// The expression uses model figure names, numbers, + - * /, comparisons,
// && || !, parentheses and abs(x), min(x, y), max(x, y), yuvarla(x, d)
// (rounds like the tables), with Go's syntax and precedence. A claim that
// does not hold fails the build.
//
// A figure may have no value (NaN: the settings leave it undefined); what
// is computed from it has none either, and a comparison with no value
// does not hold, so a condition (eger) on it takes its other phrasing and
// a claim on it is marked. Everything else computes with finite numbers
// only: an infinite figure, a division by zero, or an operation whose
// result is infinite (or NaN from numbers that had values) is an error
// naming that part of the expression, never a comparison that silently
// holds (n / 0 is +Inf in floating point, and x < n / 0 would hold for
// every x).
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
	return Parse(expr).Eval(text, lookup)
}

// A Parsed is an expression read once, to be evaluated against the
// figures of many settings (the check's exploration of a reader's).
type Parsed struct {
	expr string
	e    *node
	err  error
}

// Parse reads expr; an error is Eval's to report.
func Parse(expr string) *Parsed {
	e, err := parse(expr)
	return &Parsed{expr: expr, e: e, err: err}
}

// Eval evaluates the claim text, written as the parsed expression,
// against the figures lookup returns, as Eval does.
func (x *Parsed) Eval(text string, lookup Lookup) (Claim, error) {
	expr := x.expr
	p := evaluator{lookup, expr}
	c := Claim{Text: text, Expr: expr}
	if x.err != nil {
		return c, msg.Errorf("iddia %q: cannot parse %s: %v", text, quote(expr), x.err)
	}
	e := x.e
	seen := map[string]bool{}
	v, err := p.eval(e, func(name string, x float64) {
		if !seen[name] {
			seen[name] = true
			c.Values = append(c.Values, name+" = "+jsnum.String(x))
		}
	})
	if err != nil {
		return c, msg.Errorf("iddia %q: %v", text, err)
	}
	b, ok := v.(bool)
	if !ok {
		return c, msg.Errorf("iddia %q: %s is a number, want a comparison", text, quote(expr))
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

// quote quotes the source of n for an error (see quote).
func (p evaluator) quote(n *node) string { return quote(p.text(n)) }

// quoteMax is how many characters of an expression an error quotes.
const quoteMax = 200

// quote quotes an expression for an error, cut short (…) past quoteMax
// characters: an error about a generated megabyte of parentheses need not
// repeat it.
func quote(s string) string {
	if utf8.RuneCountInString(s) <= quoteMax {
		return strconv.Quote(s)
	}
	cut, n := 0, 0
	for i := range s {
		if n == quoteMax {
			cut = i
			break
		}
		n++
	}
	return strconv.Quote(s[:cut]) + "…"
}

// finite returns x, or an error naming e, the part of the expression that
// gave x, if x is infinite, or NaN though no operand was (nan says one
// was: no value in, no value out).
func (p evaluator) finite(e *node, x float64, nan ...float64) (any, error) {
	for _, o := range nan {
		if math.IsNaN(o) {
			return math.NaN(), nil
		}
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil, msg.Errorf("%s is %s, not a finite number", p.quote(e), jsnum.String(x))
	}
	return x, nil
}

func (p evaluator) eval(e *node, read func(string, float64)) (any, error) {
	num := func(e *node) (float64, error) {
		v, err := p.eval(e, read)
		if err != nil {
			return 0, err
		}
		f, ok := v.(float64)
		if !ok {
			return 0, msg.Errorf("want a number, got a truth value at %s", p.quote(e))
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
			return false, msg.Errorf("want a truth value, got a number at %s", p.quote(e))
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
		if math.IsInf(v, 0) {
			return nil, msg.Errorf("figure %q is %s for these parameters, not a finite number", e.name, jsnum.String(v))
		}
		return v, nil
	case numberNode:
		return p.finite(e, e.num)
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
			return p.finite(e, x+y, x, y)
		case "-":
			return p.finite(e, x-y, x, y)
		case "*":
			return p.finite(e, x*y, x, y)
		case "/":
			if y == 0 && e.args[1].kind == numberNode {
				return nil, msg.Errorf("division by zero in %s", p.quote(e))
			}
			if y == 0 {
				return nil, msg.Errorf("division by zero in %s: %s is 0", p.quote(e), p.quote(e.args[1]))
			}
			return p.finite(e, x/y, x, y)
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
			return nil, msg.Errorf("unknown function %q (want abs, min, max, yuvarla)", e.name)
		}
		if len(args) != want {
			return nil, msg.Errorf("%s takes %d arguments, got %d", e.name, want, len(args))
		}
		switch e.name {
		case "abs":
			return math.Abs(args[0]), nil
		case "min":
			return min(args[0], args[1]), nil
		case "max":
			return max(args[0], args[1]), nil
		case "yuvarla":
			return p.round(e, args[0], args[1])
		}
	}
	return nil, msg.Errorf("unsupported expression %s", p.quote(e))
}

// round is yuvarla(x, d): x rounded to d decimals as the tables round
// (JavaScript's toFixed), for a whole d from 0 to turkce.MaxDecimals.
func (p evaluator) round(e *node, x, d float64) (any, error) {
	if d != math.Trunc(d) || d < 0 || d > turkce.MaxDecimals {
		return nil, msg.Errorf("yuvarla's decimals %s is %s; want a whole number from 0 to %d, in %s",
			p.quote(e.args[1]), jsnum.String(d), turkce.MaxDecimals, p.quote(e))
	}
	v, err := strconv.ParseFloat(jsnum.ToFixed(x, int(d)), 64)
	if err != nil {
		return nil, msg.Errorf("yuvarla cannot round %s to %s decimals in %s: %v", jsnum.String(x), jsnum.String(d), p.quote(e), err)
	}
	return p.finite(e, v)
}
