package claim

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// A node is a parsed claim expression: a number, a figure's (dotted) name,
// a unary or binary operation, a call or a parenthesised expression. The
// grammar is Go's for these forms, with Go's precedence, so a claim reads
// as the code it looks like. (The page's in-browser model evaluates claims
// too: go/parser would weigh more there than this file and the model.)
type node struct {
	kind     nodeKind
	op       string  // unary and binary: the operator
	name     string  // name: the figure; call: the function
	num      float64 // number: its value
	args     []*node // unary: operand; binary: both; call: arguments; paren: the inner expression
	from, to int     // the node's bytes in the source
	depth    int     // levels of the tree from here down: 1 for a number or a name
}

// MaxDepth is how deeply a claim's expression may nest: parentheses,
// calls, unary operators and chains of binary operators (a + b + c is
// (a + b) + c) each add a level. A claim is one sentence's condition and
// needs a handful; the limit keeps the parser and the evaluator, which
// recurse, from overflowing the stack (fatal in the page's WebAssembly and
// in the build) on an expression written or generated deeper.
const MaxDepth = 100

// tooDeep is the error for an expression nested deeper than MaxDepth, at
// the byte at of src.
func tooDeep(src string, at int) error {
	return msg.Errorf("the expression is nested deeper than %d levels at column %d", MaxDepth, utf8.RuneCountInString(src[:at])+1)
}

// newNode returns n with its depth set, or an error at the byte at (where
// n's operator stands) if that is deeper than MaxDepth.
func (p *exprParser) newNode(n *node, at int) (*node, error) {
	n.depth = 1
	for _, a := range n.args {
		n.depth = max(n.depth, a.depth+1)
	}
	if n.depth > MaxDepth {
		return nil, tooDeep(p.src, at)
	}
	return n, nil
}

type nodeKind int

const (
	numberNode nodeKind = iota
	nameNode
	unaryNode
	binaryNode
	callNode
	parenNode
)

// precedence is Go's binary operator precedence, for the operators claims
// use.
var precedence = map[string]int{
	"||": 1,
	"&&": 2,
	"==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
	"+": 4, "-": 4,
	"*": 5, "/": 5,
}

// token is a lexed token: kind is "num", "name", "str", "op" or "eof".
type token struct {
	kind     string
	text     string
	from, to int
}

// exprParser parses one expression.
type exprParser struct {
	src  string
	tok  token
	nest int // how many unary operators, parentheses and calls enclose the token
}

// enter counts one more level of nesting at the current token, and fails
// beyond MaxDepth: before the nested operand is parsed, so that the
// recursion stops there.
func (p *exprParser) enter() error {
	p.nest++
	if p.nest >= MaxDepth {
		return tooDeep(p.src, p.tok.from)
	}
	return nil
}

// parse parses src as one expression.
func parse(src string) (*node, error) {
	p := &exprParser{src: src}
	if err := p.next(0); err != nil {
		return nil, err
	}
	n, err := p.binary(1)
	if err != nil {
		return nil, err
	}
	if p.tok.kind != "eof" {
		return nil, p.unexpected()
	}
	return n, nil
}

// unexpected reports the current token.
func (p *exprParser) unexpected() error {
	if p.tok.kind == "eof" {
		return msg.Errorf("unexpected end of the expression")
	}
	text := strconv.Quote(p.tok.text)
	if p.tok.kind == "str" {
		text = p.tok.text // quoted as written
	}
	return msg.Errorf("unexpected %s at column %d", text, utf8.RuneCountInString(p.src[:p.tok.from])+1)
}

// next lexes the token at offset i.
func (p *exprParser) next(i int) error {
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n' || p.src[i] == '\r') {
		i++
	}
	if i == len(p.src) {
		p.tok = token{kind: "eof", from: i, to: i}
		return nil
	}
	r, size := utf8.DecodeRuneInString(p.src[i:])
	j := i + size
	switch {
	case r >= '0' && r <= '9' || r == '.' && j < len(p.src) && p.src[j] >= '0' && p.src[j] <= '9':
		for j < len(p.src) && (isDigit(p.src[j]) || p.src[j] == '.' ||
			(p.src[j] == 'e' || p.src[j] == 'E') ||
			(p.src[j] == '+' || p.src[j] == '-') && (p.src[j-1] == 'e' || p.src[j-1] == 'E')) {
			j++
		}
		p.tok = token{"num", p.src[i:j], i, j}
	case r == '_' || unicode.IsLetter(r):
		for j < len(p.src) {
			r, size := utf8.DecodeRuneInString(p.src[j:])
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			j += size
		}
		p.tok = token{"name", p.src[i:j], i, j}
	case r == '"' || r == '`' || r == '\'':
		end := strings.IndexRune(p.src[j:], r)
		if end < 0 {
			return msg.Errorf("unterminated %c at column %d", r, utf8.RuneCountInString(p.src[:i])+1)
		}
		j += end + 1
		p.tok = token{"str", p.src[i:j], i, j}
	default:
		for _, op := range []string{"&&", "||", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "!", "(", ")", ",", "."} {
			if strings.HasPrefix(p.src[i:], op) {
				p.tok = token{"op", op, i, i + len(op)}
				return nil
			}
		}
		p.tok = token{"op", string(r), i, j}
	}
	return nil
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// binary parses operands joined by operators of precedence prec or above.
func (p *exprParser) binary(prec int) (*node, error) {
	x, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		op, at := p.tok.text, p.tok.from
		q, ok := precedence[op]
		if p.tok.kind != "op" || !ok || q < prec {
			return x, nil
		}
		if err := p.next(p.tok.to); err != nil {
			return nil, err
		}
		y, err := p.binary(q + 1)
		if err != nil {
			return nil, err
		}
		if x, err = p.newNode(&node{kind: binaryNode, op: op, args: []*node{x, y}, from: x.from, to: y.to}, at); err != nil {
			return nil, err
		}
	}
}

// unary parses an operand, with any - or ! before it.
func (p *exprParser) unary() (*node, error) {
	if p.tok.kind == "op" && (p.tok.text == "-" || p.tok.text == "!" || p.tok.text == "+") {
		op, from := p.tok.text, p.tok.from
		if err := p.enter(); err != nil {
			return nil, err
		}
		if err := p.next(p.tok.to); err != nil {
			return nil, err
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		p.nest--
		return p.newNode(&node{kind: unaryNode, op: op, args: []*node{x}, from: from, to: x.to}, from)
	}
	return p.primary()
}

// primary parses a number, a dotted name or a call, or a parenthesised
// expression.
func (p *exprParser) primary() (*node, error) {
	t := p.tok
	switch {
	case t.kind == "num":
		v, err := strconv.ParseFloat(t.text, 64)
		if err != nil {
			return nil, msg.Errorf("bad number %s at column %d", t.text, utf8.RuneCountInString(p.src[:t.from])+1)
		}
		return &node{kind: numberNode, num: v, from: t.from, to: t.to, depth: 1}, p.next(t.to)
	case t.kind == "name":
		n := &node{kind: nameNode, name: t.text, from: t.from, to: t.to, depth: 1}
		if err := p.next(t.to); err != nil {
			return nil, err
		}
		for p.tok.kind == "op" && p.tok.text == "." {
			if err := p.next(p.tok.to); err != nil {
				return nil, err
			}
			if p.tok.kind != "name" {
				return nil, p.unexpected()
			}
			n.name += "." + p.tok.text
			n.to = p.tok.to
			if err := p.next(p.tok.to); err != nil {
				return nil, err
			}
		}
		if p.tok.kind == "op" && p.tok.text == "(" {
			return p.call(n)
		}
		return n, nil
	case t.kind == "op" && t.text == "(":
		if err := p.enter(); err != nil {
			return nil, err
		}
		if err := p.next(t.to); err != nil {
			return nil, err
		}
		x, err := p.binary(1)
		if err != nil {
			return nil, err
		}
		if p.tok.kind != "op" || p.tok.text != ")" {
			return nil, p.unexpected()
		}
		p.nest--
		n, err := p.newNode(&node{kind: parenNode, args: []*node{x}, from: t.from, to: p.tok.to}, t.from)
		if err != nil {
			return nil, err
		}
		return n, p.next(p.tok.to)
	}
	return nil, p.unexpected()
}

// call parses the arguments of a call of fn, at its "(".
func (p *exprParser) call(fn *node) (*node, error) {
	n := &node{kind: callNode, name: fn.name, from: fn.from}
	if err := p.enter(); err != nil {
		return nil, err
	}
	if err := p.next(p.tok.to); err != nil {
		return nil, err
	}
	for !(p.tok.kind == "op" && p.tok.text == ")") {
		x, err := p.binary(1)
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, x)
		if p.tok.kind == "op" && p.tok.text == "," {
			if err := p.next(p.tok.to); err != nil {
				return nil, err
			}
		} else if !(p.tok.kind == "op" && p.tok.text == ")") {
			return nil, p.unexpected()
		}
	}
	n.to = p.tok.to
	p.nest--
	if _, err := p.newNode(n, n.from); err != nil {
		return nil, err
	}
	return n, p.next(p.tok.to)
}

// Names returns the figures expr reads, each once, in the order they
// stand.
func Names(expr string) ([]string, error) {
	e, err := parse(expr)
	if err != nil {
		return nil, err
	}
	var out []string
	var walk func(n *node)
	walk = func(n *node) {
		if n.kind == nameNode && !slices.Contains(out, n.name) {
			out = append(out, n.name)
		}
		for _, a := range n.args {
			walk(a)
		}
	}
	walk(e)
	return out, nil
}
