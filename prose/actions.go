package prose

import "coursesite/place"

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

// readActions records the actions under root, a text of n bytes: the
// spans between its pieces of prose, and the calls in each.
func (x *Text) readActions(nodes []node, n int) []Action {
	var out []Action
	gap := func(start, end int) {
		if start < end {
			out = append(out, Action{Start: x.base + start, End: x.base + end})
		}
	}
	at := 0
	for _, n := range nodes {
		if tn, ok := n.(*textNode); ok {
			gap(at, tn.pos)
			at = tn.pos + len(tn.text)
		}
	}
	gap(at, n)
	// Each action goes to the span its first token stands in; a span
	// with several gets a copy for each.
	var actions []Action
	i := 0
	for _, n := range nodes {
		an, ok := n.(*actionNode)
		if !ok {
			continue
		}
		off := x.base + an.pos
		for i < len(out) && out[i].End <= off {
			actions = appendComment(actions, out[i])
			i++
		}
		if i == len(out) {
			break
		}
		a := out[i]
		a.Cmds = x.cmds(an.pipe)
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
func (x *Text) cmds(p *pipeNode) []Cmd {
	if p == nil {
		return nil
	}
	out := make([]Cmd, 0, len(p.cmds))
	for _, c := range p.cmds {
		cmd := Cmd{At: x.pos(c)}
		args := c.args
		if id, ok := args[0].(*identNode); ok {
			cmd.Func, cmd.At, args = id.name, x.pos(id), args[1:]
		}
		for _, a := range args {
			arg := Arg{At: x.pos(a)}
			switch a := a.(type) {
			case *stringNode:
				arg.Kind, arg.Text, arg.Quoted = StringArg, a.text, a.quoted
			case *numberNode:
				arg.Kind, arg.Text, arg.Num, arg.IsFloat = NumberArg, a.text, a.value, a.isFloat
			case *pipeNode:
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
