//go:build !js

package prose

import (
	"bytes"
	"strconv"
	"strings"
	"text/template/parse"

	"coursesite/place"
)

// The build reads a text with text/template's parser, which the
// language's syntax is a part of, and converts its tree into this
// package's (tree.go); the page's engine, which reads the tree the build
// compiled, links neither.

// Parse parses src, the text standing at byte offset base of file, and
// checks that it calls only the functions it may, as the language allows.
func Parse(file *place.File, base int, src string, opt Options) (*Text, error) {
	x := newText(file, base, opt)
	nodes, err := x.parseTree(src)
	if err != nil {
		return nil, err
	}
	x.nodes = nodes
	if err := x.check(x.nodes); err != nil {
		return nil, err
	}
	x.actions = x.readActions(x.nodes, len(src))
	return x, nil
}

// ReadActions reads the actions of src, a text standing at byte offset
// base of file, without checking its functions: for a text whose
// functions are not at hand, as when a build has failed.
func ReadActions(file *place.File, base int, src string) ([]Action, error) {
	x := &Text{file: file, base: base}
	nodes, err := x.parseTree(src)
	if err != nil {
		return nil, err
	}
	return x.readActions(nodes, len(src)), nil
}

// parseTree parses src and returns its tree as this package's nodes.
func (x *Text) parseTree(src string) ([]node, error) {
	t := parse.New(x.file.Name)
	t.Mode = parse.SkipFuncCheck
	trees := map[string]*parse.Tree{}
	if _, err := t.Parse(src, "", "", trees); err != nil {
		return nil, x.parseError(src, err)
	}
	for name, tree := range trees {
		if name != x.file.Name {
			return nil, x.atOffset(int(tree.Root.Pos), "{{ define }} is not part of a lesson's text")
		}
	}
	return fromParse(t.Root), nil
}

// fromParse converts the parser's tree. What the language has no place
// for becomes a refusedNode saying why, for the check to report in the
// tree's order; a comment goes, as nothing runs or checks it.
func fromParse(list *parse.ListNode) []node {
	var nodes []node
	for _, n := range list.Nodes {
		switch n := n.(type) {
		case *parse.TextNode:
			nodes = append(nodes, &textNode{pos: int(n.Pos), text: string(n.Text)})
		case *parse.CommentNode:
		case *parse.ActionNode:
			nodes = append(nodes, &actionNode{pos: int(n.Pos), line: n.Line, pipe: fromParsePipe(n.Pipe)})
		case *parse.IfNode:
			nodes = append(nodes, &refusedNode{int(n.Pos), `{{ if }} is not part of a lesson's text: write {{ eger "expression" }} … {{ yoksa }} … {{ son }}`})
		default:
			nodes = append(nodes, &refusedNode{int(n.Position()), n.String() + " is not part of a lesson's text: a text holds prose and calls of its functions"})
		}
	}
	return nodes
}

func fromParsePipe(p *parse.PipeNode) *pipeNode {
	out := &pipeNode{pos: int(p.Pos), declares: len(p.Decl) > 0}
	for _, c := range p.Cmds {
		cmd := &command{pos: int(c.Pos)}
		for _, a := range c.Args {
			var arg node
			switch a := a.(type) {
			case *parse.IdentifierNode:
				arg = &identNode{int(a.Pos), a.Ident}
			case *parse.StringNode:
				arg = &stringNode{int(a.Pos), a.Quoted, a.Text}
			case *parse.NumberNode:
				arg = &numberNode{int(a.Pos), a.Text, a.Float64, a.IsFloat}
			case *parse.PipeNode:
				arg = fromParsePipe(a)
			default:
				arg = &refusedNode{int(a.Position()), a.String() + " is not part of a lesson's text: write a string, a number or a function's call"}
			}
			cmd.args = append(cmd.args, arg)
		}
		out.cmds = append(out.cmds, cmd)
	}
	return out
}

// parsePos reads the line and message of a text/template parse error,
// "template: NAME:LINE: MESSAGE" (NAME holds no colon).
func parsePos(err string) (line int, msg string, ok bool) {
	rest, ok := strings.CutPrefix(err, "template: ")
	if !ok {
		return 0, "", false
	}
	_, rest, ok = strings.Cut(rest, ":")
	if !ok {
		return 0, "", false
	}
	num, msg, ok := strings.Cut(rest, ": ")
	line, e := strconv.Atoi(num)
	if !ok || e != nil || num == "" || num[0] < '0' || num[0] > '9' {
		return 0, "", false
	}
	return line, msg, true
}

// atLine returns an error at line and column (1-based; the column in
// bytes) of the text.
func (x *Text) atLine(line, col int, msg string) *place.Error {
	src := x.file.Data[x.base:]
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			break
		}
		off += i + 1
	}
	return x.file.At(x.base+off+max(col-1, 0), "%s", msg)
}

// parseError places a parse error: the parser gives a line only, so the
// column is the action's the error is about, when the line shows it. An
// action left open (the parser then reads the prose after it as its
// operands, or to the end) is said as such.
func (x *Text) parseError(src string, err error) error {
	line, msg, ok := parsePos(err.Error())
	if !ok {
		return x.atLine(1, 1, err.Error())
	}
	// The action the error is in: the last one opened up to the error's
	// line.
	end := len(src)
	if i := lineEnd(src, line); i >= 0 {
		end = i
	}
	open := strings.LastIndex(src[:end], "{{")
	if open < 0 {
		return x.atLine(line, 1, msg)
	}
	next := len(src)
	if j := strings.Index(src[open+2:], "{{"); j >= 0 {
		next = open + 2 + j
	}
	if !strings.Contains(src[open:next], "}}") {
		msg = "this action is not closed: expected }} (" + msg + ")"
	}
	line = strings.Count(src[:open], "\n") + 1
	col := open - (strings.LastIndex(src[:open], "\n") + 1) + 1
	return x.atLine(line, col, msg)
}

// lineEnd returns the offset of the end of line n (1-based) of src, or -1.
func lineEnd(src string, n int) int {
	off := 0
	for l := 1; l <= n; l++ {
		i := strings.IndexByte(src[off:], '\n')
		if i < 0 {
			return len(src)
		}
		if l == n {
			return off + i
		}
		off += i + 1
	}
	return -1
}
