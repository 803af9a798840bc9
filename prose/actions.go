package prose

import (
	"text/template/parse"

	"coursesite/place"
)

// A text's actions are recorded as the parser read them (Text.Actions):
// where each one's bytes stand and the calls it makes. The check reads
// them to tell what the model wrote from what the author typed, without
// a template reader of its own.

// An Action is one {{ … }} of a text.
type Action struct {
	// Start and End are the file offsets of the bytes between two pieces
	// of prose that hold the action: its delimiters, and the spaces its
	// trim markers take. Actions written next to each other share them.
	Start, End int
	// Cmds is its chain of calls: each one's value is the next one's last
	// argument. None for a comment.
	Cmds []Cmd
}

// A Cmd is one call of a chain, or a literal printed as it is.
type Cmd struct {
	At   place.Pos
	Func string // "" for a literal: Args holds it
	Args []Arg
}

// An ArgKind is what an argument is.
type ArgKind int

// The kinds of argument.
const (
	StringArg ArgKind = iota
	NumberArg
	CallArg // a parenthesised chain of calls
)

// An Arg is an argument of a call.
type Arg struct {
	At   place.Pos
	Kind ArgKind
	// Text is a string's value, or a number as typed; Quoted a string as
	// typed, quotes and escapes included.
	Text, Quoted string
	// A number's value; IsFloat is false for one that has none (1i).
	Num     float64
	IsFloat bool
	Cmds    []Cmd // a call's chain
}

// Actions returns the text's actions, in order.
func (x *Text) Actions() []Action { return x.actions }

// ReadActions reads the actions of src, a text standing at byte offset
// base of file, without checking its functions: for a text whose
// functions are not at hand, as when a build has failed.
func ReadActions(file *place.File, base int, src string) ([]Action, error) {
	x := &Text{file: file, base: base}
	t, err := x.parseTree(src)
	if err != nil {
		return nil, err
	}
	return x.readActions(t.Root, len(src)), nil
}

// readActions records the actions under root, a text of n bytes: the
// spans between its pieces of prose, and the calls in each.
func (x *Text) readActions(root *parse.ListNode, n int) []Action {
	var out []Action
	gap := func(start, end int) {
		if start < end {
			out = append(out, Action{Start: x.base + start, End: x.base + end})
		}
	}
	at := 0
	for _, node := range root.Nodes {
		if tn, ok := node.(*parse.TextNode); ok {
			gap(at, int(tn.Pos))
			at = int(tn.Pos) + len(tn.Text)
		}
	}
	gap(at, n)
	// Each action goes to the span its first token stands in; a span
	// with several gets a copy for each.
	var actions []Action
	i := 0
	for _, node := range root.Nodes {
		an, ok := node.(*parse.ActionNode)
		if !ok {
			continue
		}
		off := x.base + int(an.Pos)
		for i < len(out) && out[i].End <= off {
			actions = appendComment(actions, out[i])
			i++
		}
		if i == len(out) {
			break
		}
		a := out[i]
		a.Cmds = x.cmds(an.Pipe)
		actions = append(actions, a)
	}
	for ; i < len(out); i++ {
		actions = appendComment(actions, out[i])
	}
	return actions
}

// appendComment appends span s unless an action already stands in it: a
// span without one holds a comment.
func appendComment(actions []Action, s Action) []Action {
	if n := len(actions); n > 0 && actions[n-1].Start == s.Start {
		return actions
	}
	return append(actions, s)
}

// cmds records a pipeline's calls.
func (x *Text) cmds(p *parse.PipeNode) []Cmd {
	if p == nil {
		return nil
	}
	out := make([]Cmd, 0, len(p.Cmds))
	for _, c := range p.Cmds {
		cmd := Cmd{At: x.pos(c)}
		args := c.Args
		if id, ok := args[0].(*parse.IdentifierNode); ok {
			cmd.Func, cmd.At, args = id.Ident, x.pos(id), args[1:]
		}
		for _, a := range args {
			arg := Arg{At: x.pos(a)}
			switch a := a.(type) {
			case *parse.StringNode:
				arg.Kind, arg.Text, arg.Quoted = StringArg, a.Text, a.Quoted
			case *parse.NumberNode:
				arg.Kind, arg.Text, arg.Num, arg.IsFloat = NumberArg, a.Text, a.Float64, a.IsFloat
			case *parse.PipeNode:
				arg.Kind, arg.Cmds = CallArg, x.cmds(a)
			default:
				continue // the language refuses it (Parse)
			}
			cmd.Args = append(cmd.Args, arg)
		}
		out = append(out, cmd)
	}
	return out
}
