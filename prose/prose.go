// Package prose writes a lesson's text — a page's body, or one of the words
// of its tables and charts — from text/template sources that write the
// model's figures through the authoring functions (AUTHORING.md):
//
//	{{ sayi "tarifeYavas.acgozlu.bosaIs" | ek "DAn" }}   5540’tan
//	{{ yazi "n" | ek "(s)I(n)I" }}                      kırk sekizini
//	{{ eger "x > 0" }}…{{ yoksa }}…{{ son }}             one of two phrasings
//
// Each numeral is written as a <data> element (package numeral), each
// condition as a pair of <span class="kosul"> holding both phrasings, the
// one that does not hold hidden; so the page's in-browser model can write
// every numeral again and choose every phrasing again for a reader's
// settings, and the check knows which text the model wrote.
//
// # Places
//
// Every function knows where it is called: after parsing, each call's
// identifier is renamed to one bound to its node's position, so an error
// about {{ tablo "x" }} on line 10 is reported at line 10 even when the
// same text stands on line 6. Parse errors are placed by the parser's
// line; an action left open is said as such.
package prose

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"text/template"
	"text/template/parse"

	"coursesite/place"
)

// A Pos is where a call stands: a byte offset of a file.
type Pos struct {
	File *place.File
	Off  int
}

// Errorf returns an error at p.
func (p Pos) Errorf(format string, args ...any) *place.Error {
	if p.File == nil {
		return &place.Error{Msg: fmt.Sprintf(format, args...)}
	}
	return p.File.At(p.Off, format, args...)
}

// A Func makes the function a template calls at one place; the function
// is as text/template takes one (a result, or a result and an error).
type Func func(at Pos) any

// Funcs are functions by name.
type Funcs map[string]Func

// A Text is a parsed template text. It runs on one Run at a time.
type Text struct {
	file *place.File
	base int // the offset of the text in file
	t    *template.Template

	mu  sync.Mutex
	run *Run // the run executing the text, for the standard functions
}

// Options say how a text is read.
type Options struct {
	// Escape makes the text's literal parts HTML-escaped: a word of a
	// table is plain text, where a page's body is markdown.
	Escape bool
	// Extra are functions beyond the standard ones (Standard), e.g. a
	// page's tablo and grafik.
	Extra Funcs
}

// Parse parses src, the text standing at byte offset base of file.
func Parse(file *place.File, base int, src string, opt Options) (*Text, error) {
	x := &Text{file: file, base: base}
	funcs := x.standard()
	for name, f := range opt.Extra {
		funcs[name] = f
	}
	// Parse with each function made for no place: the parser checks
	// names, the calls made at run time are bound to their places below.
	parseFuncs := template.FuncMap{}
	for name, f := range funcs {
		parseFuncs[name] = f(Pos{})
	}
	t, err := template.New(file.Name).Option("missingkey=error").Funcs(parseFuncs).Parse(src)
	if err != nil {
		return nil, x.parseError(src, err)
	}
	bound := template.FuncMap{}
	for _, tt := range t.Templates() {
		if tt.Tree == nil {
			continue
		}
		walk(tt.Tree.Root, func(n parse.Node) {
			switch n := n.(type) {
			case *parse.IdentifierNode:
				f, ok := funcs[n.Ident]
				if !ok {
					return
				}
				alias := n.Ident + "__" + strconv.Itoa(int(n.Pos))
				bound[alias] = f(Pos{File: file, Off: base + int(n.Pos)})
				n.Ident = alias
			case *parse.TextNode:
				if opt.Escape {
					n.Text = []byte(template.HTMLEscapeString(string(n.Text)))
				}
			}
		})
	}
	// Funcs after Parse adds to the functions execution looks up by name;
	// the parser has checked every call already.
	t.Funcs(bound)
	x.t = t
	return x, nil
}

// Execute runs the text on r and returns what it writes. Problems the run
// records (an unknown figure, a claim that does not hold) come back with
// the run's others (Run.Err); an error that stops the text is returned at
// its place.
func (x *Text) Execute(r *Run) (string, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.run = r
	defer func() { x.run = nil }()
	var b bytes.Buffer
	if err := x.t.Execute(&b, nil); err != nil {
		return "", x.execError(err)
	}
	if err := r.closeConditions(); err != nil {
		return "", err
	}
	return b.String(), nil
}

// ExecuteTo is Execute writing to w.
func (x *Text) ExecuteTo(w io.Writer, r *Run) error {
	s, err := x.Execute(r)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, s)
	return err
}

// execError places an error that stopped a text: one of our functions'
// own (a *place.Error, found through the executor's wrapping), or the
// executor's, at the place it names.
func (x *Text) execError(err error) error {
	var pe *place.Error
	if errors.As(err, &pe) {
		return pe
	}
	var ee template.ExecError
	msg := err.Error()
	if errors.As(err, &ee) && ee.Err != nil {
		msg = ee.Err.Error()
	}
	if m := execPos.FindStringSubmatch(err.Error()); m != nil {
		line, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		detail := unalias(m[3])
		return x.at(line, col, detail)
	}
	return x.at(1, 1, unalias(msg))
}

var (
	execPos  = regexp.MustCompile(`(?s)^template: [^:]*:(\d+):(\d+): (?:executing ".*?" at <.*?>: )?(?:error calling [^:]*: )?(.*)$`)
	parsePos = regexp.MustCompile(`(?s)^template: [^:]*:(\d+): (.*)$`)
	aliasRE  = regexp.MustCompile(`__\d+\b`)
	undef    = regexp.MustCompile(`^function "([^"]*)" not defined$`)
)

// unalias writes the functions' own names back into a message.
func unalias(msg string) string { return aliasRE.ReplaceAllString(msg, "") }

// at returns an error at line and column (1-based; the column in bytes) of
// the text.
func (x *Text) at(line, col int, msg string) *place.Error {
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
// action left open (the parser then reads the prose after it as names) is
// said as such.
func (x *Text) parseError(src string, err error) error {
	m := parsePos.FindStringSubmatch(err.Error())
	if m == nil {
		return x.at(1, 1, err.Error())
	}
	line, _ := strconv.Atoi(m[1])
	msg := m[2]
	text := lineOf(src, line)
	col := 1
	if open := strings.LastIndex(text, "{{"); open >= 0 {
		col = open + 1
		if u := undef.FindStringSubmatch(msg); u != nil && !strings.Contains(text[open:], "}}") {
			msg = fmt.Sprintf("this action is not closed: expected }} before %q (%s)", u[1], msg)
		}
		if strings.Contains(msg, "unclosed action") {
			msg = "this action is not closed: expected }} (" + msg + ")"
		}
	}
	return x.at(line, col, msg)
}

// lineOf returns line n (1-based) of src.
func lineOf(src string, n int) string {
	lines := strings.Split(src, "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// walk calls fn for n and every node under it.
func walk(n parse.Node, fn func(parse.Node)) {
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
			walk(c, fn)
		}
	case *parse.ActionNode:
		walk(n.Pipe, fn)
	case *parse.PipeNode:
		for _, c := range n.Cmds {
			walk(c, fn)
		}
	case *parse.CommandNode:
		for _, c := range n.Args {
			walk(c, fn)
		}
	case *parse.IfNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.RangeNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.WithNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.TemplateNode:
		walk(n.Pipe, fn)
	}
}

func walkBranch(b *parse.BranchNode, fn func(parse.Node)) {
	walk(b.Pipe, fn)
	walk(b.List, fn)
	walk(b.ElseList, fn)
}
