package prose

import (
	"coursesite/internal/msg"
	"coursesite/place"
	"coursesite/plainjson"
)

// A text travels to the page's WebAssembly parsed: the build writes its
// tree as plain data (Compiled) and the page reads it back (FromCompiled),
// so the page's engine carries no template parser (text/template/parse's
// lexer and parser, some seventy kilobytes of its gzip), only this
// package's own node types (tree.go).
//
// A tree is a list of nodes, each a list:
//
//	["t", pos, text]            prose
//	["a", pos, line, pipe]      an action
//	pipe: [pos, [cmd…]]         cmd: [pos, [arg…]]
//	arg:  ["i", pos, name] | ["s", pos, quoted, text] | ["n", pos, text, value, isFloat] | ["p", pipe]
//
// pos are the nodes' byte offsets in the text, as the parser gave them.

// Compiled returns x's tree as plain data, for FromCompiled.
func (x *Text) Compiled() []any {
	nodes := make([]any, 0, len(x.nodes))
	for _, n := range x.nodes {
		switch n := n.(type) {
		case *textNode:
			nodes = append(nodes, []any{"t", n.pos, n.text})
		case *actionNode:
			nodes = append(nodes, []any{"a", n.pos, n.line, compiledPipe(n.pipe)})
		}
	}
	return nodes
}

func compiledPipe(p *pipeNode) []any {
	cmds := make([]any, len(p.cmds))
	for i, c := range p.cmds {
		args := make([]any, len(c.args))
		for j, a := range c.args {
			switch a := a.(type) {
			case *identNode:
				args[j] = []any{"i", a.pos, a.name}
			case *stringNode:
				args[j] = []any{"s", a.pos, a.quoted, a.text}
			case *numberNode:
				args[j] = []any{"n", a.pos, a.text, a.value, a.isFloat}
			case *pipeNode:
				args[j] = []any{"p", compiledPipe(a)}
			}
		}
		cmds[i] = []any{c.pos, args}
	}
	return []any{p.pos, cmds}
}

// FromCompiled returns the text whose tree Compiled wrote (v, read back),
// standing at byte offset base of file, checked as Parse checks a text.
// Its Actions are not read: the page's engine runs texts, the check reads
// them.
func FromCompiled(file *place.File, base int, v *plainjson.Value, opt Options) (*Text, error) {
	x := newText(file, base, opt)
	r := treeReader{}
	for _, n := range r.list(v, "text") {
		switch r.str(r.item(n, 0)) {
		case "t":
			x.nodes = append(x.nodes, &textNode{pos: r.pos(r.item(n, 1)), text: r.str(r.item(n, 2))})
		case "a":
			x.nodes = append(x.nodes, &actionNode{pos: r.pos(r.item(n, 1)), line: int(r.num(r.item(n, 2))), pipe: r.pipe(r.item(n, 3))})
		default:
			r.fail("a node is [\"t\", …] or [\"a\", …]")
		}
	}
	if r.err != nil {
		return nil, file.At(base, "the compiled text: %v", r.err)
	}
	if err := x.check(x.nodes); err != nil {
		return nil, err
	}
	return x, nil
}

// treeReader reads a compiled tree, keeping the first problem.
type treeReader struct{ err error }

func (r *treeReader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = msg.Errorf(format, args...)
	}
}

func (r *treeReader) list(v *plainjson.Value, what string) []*plainjson.Value {
	if v == nil || v.Kind != plainjson.Array {
		r.fail("%s: want a list", what)
		return nil
	}
	return v.Items
}

func (r *treeReader) item(v *plainjson.Value, i int) *plainjson.Value {
	if v == nil || v.Kind != plainjson.Array || i >= len(v.Items) {
		r.fail("want a list of at least %d items", i+1)
		return nil
	}
	return v.Items[i]
}

func (r *treeReader) str(v *plainjson.Value) string {
	if v == nil || v.Kind != plainjson.String {
		r.fail("want a string")
		return ""
	}
	return v.Str
}

func (r *treeReader) num(v *plainjson.Value) float64 {
	f, err := v.Float()
	if err != nil {
		r.fail("want a number")
	}
	return f
}

func (r *treeReader) boolean(v *plainjson.Value) bool {
	if v == nil || v.Kind != plainjson.Boolean {
		r.fail("want true or false")
		return false
	}
	return v.Bool
}

func (r *treeReader) pos(v *plainjson.Value) int {
	f := r.num(v)
	if f < 0 || f != float64(int(f)) {
		r.fail("a position is a whole number")
	}
	return int(f)
}

// maxPipeDepth bounds calls nested in parentheses, as the parser's input
// would (a compiled tree comes from a build, but is read like any input).
const maxPipeDepth = 16

func (r *treeReader) pipe(v *plainjson.Value) *pipeNode {
	return r.pipeAt(v, 0)
}

func (r *treeReader) pipeAt(v *plainjson.Value, depth int) *pipeNode {
	p := &pipeNode{pos: r.pos(r.item(v, 0))}
	if depth > maxPipeDepth {
		r.fail("calls nested deeper than %d", maxPipeDepth)
		return p
	}
	for _, c := range r.list(r.item(v, 1), "a pipeline") {
		cmd := &command{pos: r.pos(r.item(c, 0))}
		for _, a := range r.list(r.item(c, 1), "a command") {
			switch kind := r.str(r.item(a, 0)); kind {
			case "i":
				cmd.args = append(cmd.args, &identNode{r.pos(r.item(a, 1)), r.str(r.item(a, 2))})
			case "s":
				cmd.args = append(cmd.args, &stringNode{r.pos(r.item(a, 1)), r.str(r.item(a, 2)), r.str(r.item(a, 3))})
			case "n":
				cmd.args = append(cmd.args, &numberNode{r.pos(r.item(a, 1)), r.str(r.item(a, 2)), r.num(r.item(a, 3)), r.boolean(r.item(a, 4))})
			case "p":
				cmd.args = append(cmd.args, r.pipeAt(r.item(a, 1), depth+1))
			default:
				r.fail("an argument is [\"i\"|\"s\"|\"n\"|\"p\", …], not %q", kind)
			}
		}
		if len(cmd.args) == 0 {
			r.fail("a command without arguments")
			cmd.args = []node{&stringNode{}}
		}
		p.cmds = append(p.cmds, cmd)
	}
	if len(p.cmds) == 0 {
		r.fail("a pipeline without commands")
	}
	return p
}
