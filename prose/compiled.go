package prose

import (
	"strconv"
	"text/template/parse"

	"coursesite/internal/msg"
	"coursesite/place"
	"coursesite/plainjson"
)

// A text travels to the page's WebAssembly parsed: the build writes its
// tree as plain data (Compiled) and the page reads it back (FromCompiled),
// so the page's engine carries no template parser (text/template/parse's
// lexer and parser, some seventy kilobytes of its gzip), only the node
// types this package runs.
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
	nodes := make([]any, 0, len(x.root.Nodes))
	for _, n := range x.root.Nodes {
		switch n := n.(type) {
		case *parse.TextNode:
			nodes = append(nodes, []any{"t", int(n.Pos), string(n.Text)})
		case *parse.ActionNode:
			nodes = append(nodes, []any{"a", int(n.Pos), n.Line, compiledPipe(n.Pipe)})
		}
	}
	return nodes
}

func compiledPipe(p *parse.PipeNode) []any {
	cmds := make([]any, len(p.Cmds))
	for i, c := range p.Cmds {
		args := make([]any, len(c.Args))
		for j, a := range c.Args {
			switch a := a.(type) {
			case *parse.IdentifierNode:
				args[j] = []any{"i", int(a.Pos), a.Ident}
			case *parse.StringNode:
				args[j] = []any{"s", int(a.Pos), a.Quoted, a.Text}
			case *parse.NumberNode:
				args[j] = []any{"n", int(a.Pos), a.Text, a.Float64, a.IsFloat}
			case *parse.PipeNode:
				args[j] = []any{"p", compiledPipe(a)}
			}
		}
		cmds[i] = []any{int(c.Pos), args}
	}
	return []any{int(p.Pos), cmds}
}

// FromCompiled returns the text whose tree Compiled wrote (v, read back),
// standing at byte offset base of file, checked as Parse checks a text.
// Its Actions are not read: the page's engine runs texts, the check reads
// them.
func FromCompiled(file *place.File, base int, v *plainjson.Value, opt Options) (*Text, error) {
	x := &Text{file: file, base: base, html: opt.Escape, funcs: Funcs{}}
	for name, f := range standard {
		x.funcs[name] = f
	}
	for name, f := range opt.Extra {
		x.funcs[name] = f
	}
	r := treeReader{}
	x.root = &parse.ListNode{NodeType: parse.NodeList}
	for _, n := range r.list(v, "text") {
		switch r.str(r.item(n, 0)) {
		case "t":
			x.root.Nodes = append(x.root.Nodes, &parse.TextNode{NodeType: parse.NodeText, Pos: r.pos(r.item(n, 1)), Text: []byte(r.str(r.item(n, 2)))})
		case "a":
			x.root.Nodes = append(x.root.Nodes, &parse.ActionNode{NodeType: parse.NodeAction, Pos: r.pos(r.item(n, 1)), Line: int(r.num(r.item(n, 2))), Pipe: r.pipe(r.item(n, 3))})
		default:
			r.fail("a node is [\"t\", …] or [\"a\", …]")
		}
	}
	if r.err != nil {
		return nil, file.At(base, "the compiled text: %v", r.err)
	}
	if err := x.check(x.root); err != nil {
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

func (r *treeReader) pos(v *plainjson.Value) parse.Pos {
	f := r.num(v)
	if f < 0 || f != float64(int(f)) {
		r.fail("a position is a whole number")
	}
	return parse.Pos(int(f))
}

// maxPipeDepth bounds calls nested in parentheses, as the parser's input
// would (a compiled tree comes from a build, but is read like any input).
const maxPipeDepth = 16

func (r *treeReader) pipe(v *plainjson.Value) *parse.PipeNode {
	return r.pipeAt(v, 0)
}

func (r *treeReader) pipeAt(v *plainjson.Value, depth int) *parse.PipeNode {
	p := &parse.PipeNode{NodeType: parse.NodePipe, Pos: r.pos(r.item(v, 0))}
	if depth > maxPipeDepth {
		r.fail("calls nested deeper than %d", maxPipeDepth)
		return p
	}
	for _, c := range r.list(r.item(v, 1), "a pipeline") {
		cmd := &parse.CommandNode{NodeType: parse.NodeCommand, Pos: r.pos(r.item(c, 0))}
		for _, a := range r.list(r.item(c, 1), "a command") {
			switch kind := r.str(r.item(a, 0)); kind {
			case "i":
				cmd.Args = append(cmd.Args, &parse.IdentifierNode{NodeType: parse.NodeIdentifier, Pos: r.pos(r.item(a, 1)), Ident: r.str(r.item(a, 2))})
			case "s":
				cmd.Args = append(cmd.Args, &parse.StringNode{NodeType: parse.NodeString, Pos: r.pos(r.item(a, 1)), Quoted: r.str(r.item(a, 2)), Text: r.str(r.item(a, 3))})
			case "n":
				n := &parse.NumberNode{NodeType: parse.NodeNumber, Pos: r.pos(r.item(a, 1)), Text: r.str(r.item(a, 2)), Float64: r.num(r.item(a, 3)), IsFloat: r.boolean(r.item(a, 4))}
				if i, err := strconv.ParseInt(n.Text, 10, 64); err == nil {
					n.IsInt, n.Int64 = true, i
				}
				cmd.Args = append(cmd.Args, n)
			case "p":
				cmd.Args = append(cmd.Args, r.pipeAt(r.item(a, 1), depth+1))
			default:
				r.fail("an argument is [\"i\"|\"s\"|\"n\"|\"p\", …], not %q", kind)
			}
		}
		if len(cmd.Args) == 0 {
			r.fail("a command without arguments")
			cmd.Args = []parse.Node{&parse.StringNode{NodeType: parse.NodeString}}
		}
		p.Cmds = append(p.Cmds, cmd)
	}
	if len(p.Cmds) == 0 {
		r.fail("a pipeline without commands")
	}
	return p
}
