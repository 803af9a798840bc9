// Package prose writes a lesson's text — a page's body, or one of the words
// of its tables and charts — from text/template sources that write the
// model's figures through the authoring functions (AUTHORING.md):
//
//	{{ sayi "toplam" | ek "DAn" }}   5540’tan
//	{{ yazi "n" | ek "(s)I(n)I" }}                      kırk sekizini
//	{{ eger "x > 0" }}…{{ yoksa }}…{{ son }}             one of two phrasings
//
// Each numeral is written as a <data> element (package numeral), each
// condition as a pair of <span class="condition"> holding both phrasings, the
// one that does not hold hidden; so the page's in-browser model can write
// every numeral again and choose every phrasing again for a reader's
// settings, and the check knows which text the model wrote.
//
// # The language
//
// A text is plain prose (markdown, for a page) with actions: a call of one
// of the functions, its arguments strings, numbers or a parenthesised
// call, and calls chained with | (the value before the | is the last
// argument of the call after it). That is all: no variables, no if or
// range (a condition is eger … son), no fields. The texts are read with
// text/template's parser and run by this package, which needs no
// reflection: the page's in-browser model runs the same code.
//
// # Places
//
// Every call knows where it stands, from its node in the parse tree, so an
// error about {{ tablo "x" }} on line 10 is reported at line 10 even when
// the same text stands on line 6. Parse errors are placed by the parser's
// line; an action left open is said as such.
package prose

import (
	"bytes"
	"strconv"
	"strings"
	"text/template/parse"

	"coursesite/internal/msg"
	"coursesite/numeral"
	"coursesite/place"
)

// A Func is a function a text calls. It is given the run, the place of
// the call and its arguments — strings, numbers (float64), or what another
// call returned — and returns what the text prints (or passes down a chain
// of calls); an error stops the text.
type Func func(r *Run, at place.Pos, args ...any) (any, error)

// Funcs are functions by name.
type Funcs map[string]Func

// A Text is a parsed text. It keeps no state of its own: several runs may
// execute it at once.
type Text struct {
	file  *place.File
	base  int // the offset of the text in file
	root  *parse.ListNode
	funcs Funcs
	html  bool // escape the literal parts
	// actions are the text's actions as the parser read them.
	actions []Action
}

// Options say how a text is read.
type Options struct {
	// Escape makes the text's literal parts HTML-escaped: a word of a
	// table is plain text, where a page's body is markdown.
	Escape bool
	// Extra are functions beyond the standard ones, e.g. a page's tablo and
	// grafik.
	Extra Funcs
}

// Parse parses src, the text standing at byte offset base of file, and
// checks that it calls only the functions it may, as the language allows.
func Parse(file *place.File, base int, src string, opt Options) (*Text, error) {
	x := &Text{file: file, base: base, html: opt.Escape, funcs: Funcs{}}
	for name, f := range standard {
		x.funcs[name] = f
	}
	for name, f := range opt.Extra {
		x.funcs[name] = f
	}
	t, err := x.parseTree(src)
	if err != nil {
		return nil, err
	}
	x.root = t.Root
	if err := x.check(x.root); err != nil {
		return nil, err
	}
	x.actions = x.readActions(x.root, len(src))
	return x, nil
}

// parseTree parses src with text/template's parser, which the language's
// syntax is a part of.
func (x *Text) parseTree(src string) (*parse.Tree, error) {
	t := parse.New(x.file.Name)
	t.Mode = parse.SkipFuncCheck
	trees := map[string]*parse.Tree{}
	if _, err := t.Parse(src, "", "", trees); err != nil {
		return nil, x.parseError(src, err)
	}
	for name, tree := range trees {
		if name != x.file.Name {
			return nil, x.at(tree.Root, "{{ define }} is not part of a lesson's text")
		}
	}
	return t, nil
}

// pos returns the place of node n.
func (x *Text) pos(n parse.Node) place.Pos { return x.file.Position(x.base + int(n.Position())) }

// at returns an error at node n.
func (x *Text) at(n parse.Node, format string, args ...any) *place.Error {
	return x.pos(n).Errorf(format, args...)
}

// check reports the first node of the tree the language has no place for,
// and the first call of an unknown function.
func (x *Text) check(list *parse.ListNode) error {
	if list == nil {
		return nil
	}
	for _, n := range list.Nodes {
		switch n := n.(type) {
		case *parse.TextNode, *parse.CommentNode:
		case *parse.ActionNode:
			if len(n.Pipe.Decl) > 0 {
				return x.at(n, "a variable is not part of a lesson's text: write the call where its value goes")
			}
			if err := x.checkPipe(n.Pipe); err != nil {
				return err
			}
		case *parse.IfNode:
			return x.at(n, `{{ if }} is not part of a lesson's text: write {{ eger "expression" }} … {{ yoksa }} … {{ son }}`)
		default:
			return x.at(n, "%s is not part of a lesson's text: a text holds prose and calls of its functions", n.String())
		}
	}
	return nil
}

func (x *Text) checkPipe(p *parse.PipeNode) error {
	for i, c := range p.Cmds {
		for j, a := range c.Args {
			switch a := a.(type) {
			case *parse.IdentifierNode:
				if j > 0 {
					return x.at(a, "%s: a function's argument is a string, a number or a call in parentheses", a.Ident)
				}
				if _, ok := x.funcs[a.Ident]; !ok {
					return x.at(a, "function %q not defined (AUTHORING.md lists the functions)", a.Ident)
				}
			case *parse.StringNode, *parse.NumberNode:
				if j == 0 && len(c.Args) > 1 {
					return x.at(a, "%s is not a function", a.String())
				}
				if j == 0 && i > 0 {
					return x.at(a, "after | comes a function, not %s", a.String())
				}
			case *parse.PipeNode:
				if len(a.Decl) > 0 {
					return x.at(a, "a variable is not part of a lesson's text")
				}
				if err := x.checkPipe(a); err != nil {
					return err
				}
			default:
				return x.at(a, "%s is not part of a lesson's text: write a string, a number or a function's call", a.String())
			}
		}
	}
	return nil
}

// Execute runs the text on r and returns what it writes. Problems the run
// records (an unknown figure, a claim that does not hold) come back with
// the run's others (Run.Err); an error that stops the text is returned at
// its place.
func (x *Text) Execute(r *Run) (string, error) {
	out, _, err := x.ExecuteSpans(r)
	return out, err
}

// A Span is a range of bytes [Start, End) of what a text wrote.
type Span struct{ Start, End int }

// ExecuteSpans is Execute, and also returns where in what it writes the
// engine wrote, in order: numerals, conditions, claims, blocks'
// placeholders — all the rest is the author's own text, a string an
// action printed (escaped) included, which may stand inside the author's
// HTML (<img title=a{{ " onerror=…" }}>) and is sanitized with it. The site
// sanitizes the author's raw HTML and leaves the engine's alone
// (package sanitize).
func (x *Text) ExecuteSpans(r *Run) (string, []Span, error) {
	var b strings.Builder
	var spans []Span
	for _, n := range x.root.Nodes {
		switch n := n.(type) {
		case *parse.TextNode:
			if x.html {
				b.WriteString(escaper.Replace(string(n.Text)))
			} else {
				b.Write(n.Text)
			}
		case *parse.ActionNode:
			v, err := x.pipe(r, n.Pipe)
			if err != nil {
				return "", nil, err
			}
			if num, ok := v.(numeral.Numeral); ok {
				r.recordNumeral(x.pos(n.Pipe.Cmds[0].Args[0]), num)
			}
			start := b.Len()
			b.WriteString(printed(v))
			if b.Len() > start && engineWrote(v) {
				spans = append(spans, Span{start, b.Len()})
			}
		}
	}
	if err := r.closeConditions(); err != nil {
		return "", nil, err
	}
	return b.String(), spans, nil
}

// engineWrote reports whether a printed value is the engine's markup
// rather than the author's text.
func engineWrote(v any) bool {
	switch v.(type) {
	case Markup, numeral.Numeral, claimMarker:
		return true
	}
	return false
}

// escaper escapes plain text for HTML, as html.EscapeString does.
var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;")

// Markup is HTML the engine wrote, which a text prints as it is: a
// condition's span, a block's placeholder, a link to a lesson. Every
// other string an action prints (a string literal, the text ek or buyuk
// made of one) is the author's text, and is printed escaped, in a page's
// body as in a word of the labels file: {{ "<img src=x onerror=…>" }}
// reads as what it says, and never becomes an element.
type Markup string

// printed is how a text prints a value: a numeral as its <data> element,
// the engine's markup as it is, a string escaped for HTML.
func printed(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case Markup:
		return string(v)
	case string:
		return escaper.Replace(v)
	case numeral.Numeral:
		return v.String()
	case claimMarker:
		return v.String()
	case float64:
		return escaper.Replace(msg.Sprint(v))
	}
	// Nothing else is printed as markup: what the engine's functions
	// return is one of the above.
	return escaper.Replace(msg.Sprint(v))
}

// pipe runs a chain of calls: each call's value is the next one's last
// argument.
func (x *Text) pipe(r *Run, p *parse.PipeNode) (any, error) {
	var v any
	for i, c := range p.Cmds {
		first := c.Args[0]
		id, ok := first.(*parse.IdentifierNode)
		if !ok { // a literal, printed as it is
			lit, err := x.arg(r, first)
			if err != nil {
				return nil, err
			}
			v = lit
			continue
		}
		args := make([]any, 0, len(c.Args))
		for _, a := range c.Args[1:] {
			val, err := x.arg(r, a)
			if err != nil {
				return nil, err
			}
			args = append(args, val)
		}
		if i > 0 {
			args = append(args, v)
		}
		var err error
		if v, err = x.funcs[id.Ident](r, x.pos(id), args...); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// arg evaluates an argument.
func (x *Text) arg(r *Run, n parse.Node) (any, error) {
	switch n := n.(type) {
	case *parse.StringNode:
		return n.Text, nil
	case *parse.NumberNode:
		if !n.IsFloat {
			return nil, x.at(n, "%s is not a number a text can use", n.Text)
		}
		return n.Float64, nil
	case *parse.PipeNode:
		return x.pipe(r, n)
	}
	return nil, x.at(n, "%s is not an argument", n.String())
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
