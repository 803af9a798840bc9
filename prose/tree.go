package prose

// A text's tree is this package's own: the build reads a text with
// text/template's parser and converts its tree (parse.go), the page's
// engine reads the tree the build compiled (FromCompiled). The engine so
// links neither the parser nor its node types, whose String methods, kept
// by the linker because nodes are called through an interface, pull fmt
// in with them.

// A node is a piece of a text's tree: prose or an action at its top, an
// argument of a call below. pos is its byte offset in the text.
type node interface{ position() int }

// textNode is a piece of prose.
type textNode struct {
	pos  int
	text string
}

// actionNode is a {{ … }}: a chain of calls on the line it starts on.
type actionNode struct {
	pos, line int
	pipe      *pipeNode
}

// pipeNode is a chain of calls, each one's value the next one's last
// argument: an action's, or one in parentheses.
type pipeNode struct {
	pos  int
	cmds []*command
	// declares is true for a chain that declares a variable ($x := …),
	// which the language refuses.
	declares bool
}

// command is one call of a chain, or a literal printed as it is: its
// first argument names the function.
type command struct {
	pos  int
	args []node
}

// identNode is a function's name.
type identNode struct {
	pos  int
	name string
}

// stringNode is a string: quoted as typed, text its value.
type stringNode struct {
	pos          int
	quoted, text string
}

// numberNode is a number: text as typed; isFloat is false for one without
// a float64 value (1i).
type numberNode struct {
	pos     int
	text    string
	value   float64
	isFloat bool
}

// refusedNode stands where the parser read something the language has no
// place for ({{ if }}, {{ range }}, a field, a variable), saying why: the
// check reports the first one, in the tree's order.
type refusedNode struct {
	pos int
	why string
}

func (n *textNode) position() int    { return n.pos }
func (n *actionNode) position() int  { return n.pos }
func (n *pipeNode) position() int    { return n.pos }
func (n *command) position() int     { return n.pos }
func (n *identNode) position() int   { return n.pos }
func (n *stringNode) position() int  { return n.pos }
func (n *numberNode) position() int  { return n.pos }
func (n *refusedNode) position() int { return n.pos }

// check reports the first node of the tree the language has no place for,
// and the first call of an unknown function.
func (x *Text) check(nodes []node) error {
	for _, n := range nodes {
		switch n := n.(type) {
		case *refusedNode:
			return x.at(n, "%s", n.why)
		case *actionNode:
			if n.pipe.declares {
				return x.at(n, "a variable is not part of a lesson's text: write the call where its value goes")
			}
			if err := x.checkPipe(n.pipe); err != nil {
				return err
			}
		}
	}
	return nil
}

func (x *Text) checkPipe(p *pipeNode) error {
	for i, c := range p.cmds {
		for j, a := range c.args {
			switch a := a.(type) {
			case *identNode:
				if j > 0 {
					return x.at(a, "%s: a function's argument is a string, a number or a call in parentheses", a.name)
				}
				if _, ok := x.funcs[a.name]; !ok {
					return x.at(a, "function %q not defined (AUTHORING.md lists the functions)", a.name)
				}
			case *stringNode, *numberNode:
				if j == 0 && len(c.args) > 1 {
					return x.at(a, "%s is not a function", literal(a))
				}
				if j == 0 && i > 0 {
					return x.at(a, "after | comes a function, not %s", literal(a))
				}
			case *pipeNode:
				if a.declares {
					return x.at(a, "a variable is not part of a lesson's text")
				}
				if err := x.checkPipe(a); err != nil {
					return err
				}
			case *refusedNode:
				return x.at(a, "%s", a.why)
			}
		}
	}
	return nil
}

// literal returns a string or a number as the text types it.
func literal(n node) string {
	if s, ok := n.(*stringNode); ok {
		return s.quoted
	}
	return n.(*numberNode).text
}
