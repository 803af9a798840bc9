package check

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"text/template/parse"
)

// filler replaces what template actions write when the check reads a page's
// markdown (see readTemplate): a byte that is not a letter, a digit, space
// or markdown syntax, so the prose around an action keeps its structure and
// no number or given runs into it.
const filler = '@'

// A pageTemplate is a page's template source as the check reads it.
type pageTemplate struct {
	src      []byte        // the file, front matter blanked
	masked   []byte        // src with every action's bytes (newlines kept) replaced by filler
	actions  []action      // every action, in order
	literals []literal     // numbers typed into actions that print them
	claims   []claimSite   // the iddia calls
	strings  []printedText // string literals that actions print
}

// An action is the bytes of one {{ … }} (or several joined by trimming) and
// the model figures it names.
type action struct {
	start, end int
	names      []string
}

// A literal is a number typed into an action that writes it: {{ sayi 5540 }}.
type literal struct {
	pos      int    // of the number in the file
	text     string // the number as typed
	fn       string // sayi, yazi, or "" when the action prints the number itself
	value    float64
	decimals int  // the decimals argument, -1 if none
	action   int  // index in actions
	isFloat  bool // it has a float value (false only for a complex number)
}

// A printedText is a string literal an action prints ({{ "beş" | ek "(y)A" }}):
// text typed by hand, as prose is.
type printedText struct {
	pos    int // of the opening quote
	node   *parse.StringNode
	format bool // a printf format, whose verbs are not text
}

// formatVerb matches a printf verb.
var formatVerb = regexp.MustCompile(`%[-+# 0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?[a-zA-Z%]`)

// A claimSite is an {{ iddia "text" "expr" }} in the source.
type claimSite struct {
	pos        int // of the claim's text
	text, expr string
}

// readTemplate parses a page's template source (front matter blanked) and
// finds its actions.
func readTemplate(name string, src []byte) (*pageTemplate, error) {
	trees := map[string]*parse.Tree{}
	t := parse.New(name)
	t.Mode = parse.SkipFuncCheck
	if _, err := t.Parse(string(src), "", "", trees); err != nil {
		return nil, err
	}
	pt := &pageTemplate{src: src}
	isText := make([]bool, len(src))
	var nodes []parse.Node
	for _, name := range keys(trees) {
		walkNodes(trees[name].Root, func(n parse.Node) {
			if tn, ok := n.(*parse.TextNode); ok {
				start := int(tn.Pos)
				for i := start; i < start+len(tn.Text) && i < len(src); i++ {
					isText[i] = true
				}
			}
			nodes = append(nodes, n)
		})
	}
	pt.masked = bytes.Clone(src)
	for i := 0; i < len(src); {
		if isText[i] {
			i++
			continue
		}
		j := i
		for j < len(src) && !isText[j] {
			if src[j] != '\n' {
				pt.masked[j] = filler
			}
			j++
		}
		a := action{start: i, end: j}
		for a.start < a.end && isSpace(src[a.start:a.start+1]) {
			a.start++
		}
		for a.end > a.start && isSpace(src[a.end-1:a.end]) {
			a.end--
		}
		pt.actions = append(pt.actions, a)
		i = j
	}
	for _, n := range nodes {
		if an, ok := n.(*parse.ActionNode); ok {
			pt.readAction(an)
		}
	}
	slices.SortFunc(pt.literals, func(a, b literal) int { return a.pos - b.pos })
	return pt, nil
}

// actionAt returns the index of the action holding file offset pos.
func (pt *pageTemplate) actionAt(pos int) int {
	for i, a := range pt.actions {
		if a.start <= pos && pos < a.end {
			return i
		}
	}
	return -1
}

// readAction notes the figures an action names, its claim, and what it
// prints when that is typed by hand.
func (pt *pageTemplate) readAction(an *parse.ActionNode) {
	ai := pt.actionAt(int(an.Pos))
	walkNodes(an, func(n parse.Node) {
		cmd, ok := n.(*parse.CommandNode)
		if !ok || len(cmd.Args) == 0 {
			return
		}
		id, ok := cmd.Args[0].(*parse.IdentifierNode)
		if !ok {
			return
		}
		var strs []*parse.StringNode
		for _, a := range cmd.Args[1:] {
			if s, ok := a.(*parse.StringNode); ok {
				strs = append(strs, s)
			}
		}
		switch id.Ident {
		case "sayi", "yazi", "mertebe", "deger":
			if ai >= 0 && len(strs) > 0 {
				pt.actions[ai].names = append(pt.actions[ai].names, strs[len(strs)-1].Text)
			}
		case "iddia":
			if len(strs) == 2 {
				pt.claims = append(pt.claims, claimSite{pos: int(strs[0].Pos), text: strs[0].Text, expr: strs[1].Text})
			}
		}
	})
	if len(an.Pipe.Decl) == 0 {
		pt.printed(an.Pipe.Cmds, len(an.Pipe.Cmds)-1, ai)
	}
}

// printed follows what command k of a pipeline prints back to where it
// comes from: through ek and buyuk to sayi or yazi (whose value must be a
// figure's name, not a number), or to a literal, which is typed by hand.
func (pt *pageTemplate) printed(cmds []*parse.CommandNode, k, ai int) {
	if k < 0 {
		return
	}
	cmd := cmds[k]
	// operand follows the value a command works on: its argument at index
	// i, or else what the pipeline feeds it.
	operand := func(i int) {
		if i < len(cmd.Args) {
			pt.printedNode(cmd.Args[i], ai)
		} else {
			pt.printed(cmds, k-1, ai)
		}
	}
	switch a := cmd.Args[0].(type) {
	case *parse.IdentifierNode:
		switch a.Ident {
		case "ek":
			operand(2)
		case "buyuk":
			operand(1)
		case "print", "println", "printf":
			// Every argument is printed; printf's format too, but for its
			// verbs (%.1f).
			for i, arg := range cmd.Args[1:] {
				if sn, ok := arg.(*parse.StringNode); ok && i == 0 && a.Ident == "printf" {
					pt.strings = append(pt.strings, printedText{pos: int(sn.Pos), node: sn, format: true})
					continue
				}
				pt.printedNode(arg, ai)
			}
		case "sayi", "yazi":
			// The value is the last argument, or what the pipeline feeds
			// in; a decimals argument comes before it.
			args := slices.Clone(cmd.Args[1:])
			var value parse.Node
			if k > 0 {
				if len(cmds[k-1].Args) == 1 {
					value = cmds[k-1].Args[0] // {{ 5540 | sayi }}
				}
				args = append(args, nil)
			} else if len(args) > 0 {
				value = args[len(args)-1]
			}
			num, ok := value.(*parse.NumberNode)
			if !ok {
				return
			}
			dec := -1
			if d, ok := args[0].(*parse.NumberNode); ok && len(args) == 2 && d.IsInt {
				dec = int(d.Int64)
			}
			pt.literals = append(pt.literals, literal{pos: int(num.Pos), text: num.Text, fn: a.Ident, value: num.Float64, decimals: dec, action: ai, isFloat: num.IsFloat})
		}
	default:
		if len(cmd.Args) == 1 {
			pt.printedNode(a, ai)
		}
	}
}

// printedNode follows a value that an action prints.
func (pt *pageTemplate) printedNode(n parse.Node, ai int) {
	switch n := n.(type) {
	case *parse.PipeNode:
		pt.printed(n.Cmds, len(n.Cmds)-1, ai)
	case *parse.NumberNode:
		pt.literals = append(pt.literals, literal{pos: int(n.Pos), text: n.Text, value: n.Float64, decimals: -1, action: ai, isFloat: n.IsFloat})
	case *parse.StringNode:
		pt.strings = append(pt.strings, printedText{pos: int(n.Pos), node: n})
	}
}

// text returns a printed string literal as a text, placed in the file.
func (p printedText) text(src []byte) *text {
	q := p.node.Quoted
	t := &text{}
	if !strings.Contains(q, `\`) && p.pos+len(q) <= len(src) {
		t.add(src, p.pos+1, p.pos+len(q)-1)
	} else {
		// With escapes the bytes differ from the file's; place it all at
		// the quote.
		t = &text{b: []byte(p.node.Text), pieces: []piece{{at: 0, src: p.pos, n: 0}}}
	}
	if p.format {
		t.b = formatVerb.ReplaceAllFunc(t.b, func(v []byte) []byte { return bytes.Repeat([]byte{filler}, len(v)) })
	}
	return t
}

// walkNodes calls fn for n and every node under it.
func walkNodes(n parse.Node, fn func(parse.Node)) {
	switch n := n.(type) {
	case nil:
		return
	case *parse.ListNode:
		if n == nil {
			return
		}
	case *parse.PipeNode:
		if n == nil {
			return
		}
	}
	fn(n)
	switch n := n.(type) {
	case *parse.ListNode:
		for _, c := range n.Nodes {
			walkNodes(c, fn)
		}
	case *parse.ActionNode:
		walkNodes(n.Pipe, fn)
	case *parse.PipeNode:
		for _, c := range n.Cmds {
			walkNodes(c, fn)
		}
	case *parse.CommandNode:
		for _, c := range n.Args {
			walkNodes(c, fn)
		}
	case *parse.IfNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.RangeNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.WithNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.TemplateNode:
		walkNodes(n.Pipe, fn)
	}
}

func walkBranch(b *parse.BranchNode, fn func(parse.Node)) {
	walkNodes(b.Pipe, fn)
	walkNodes(b.List, fn)
	walkNodes(b.ElseList, fn)
}
