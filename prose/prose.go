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
	"strings"

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
	base  int    // the offset of the text in file
	nodes []node // its tree
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

// newText returns a text of file at byte offset base, without its tree,
// calling the standard functions and opt's.
func newText(file *place.File, base int, opt Options) *Text {
	x := &Text{file: file, base: base, html: opt.Escape, funcs: Funcs{}}
	for name, f := range standard {
		x.funcs[name] = f
	}
	for name, f := range opt.Extra {
		x.funcs[name] = f
	}
	return x
}

// pos returns the place of node n.
func (x *Text) pos(n node) place.Pos { return x.file.Position(x.base + n.position()) }

// at returns an error at node n.
func (x *Text) at(n node, format string, args ...any) *place.Error {
	return x.atOffset(n.position(), format, args...)
}

// atOffset returns an error at byte offset off of the text.
func (x *Text) atOffset(off int, format string, args ...any) *place.Error {
	return x.file.Position(x.base+off).Errorf(format, args...)
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
	for _, n := range x.nodes {
		switch n := n.(type) {
		case *textNode:
			if x.html {
				b.WriteString(escaper.Replace(n.text))
			} else {
				b.WriteString(n.text)
			}
		case *actionNode:
			v, err := x.pipe(r, n.pipe)
			if err != nil {
				return "", nil, err
			}
			if num, ok := v.(numeral.Numeral); ok {
				r.recordNumeral(x.pos(n.pipe.cmds[0].args[0]), num)
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
	case Markup, numeral.Numeral, claimMarker, Link:
		return true
	}
	return false
}

// escapes are the pairs escaper replaces: plain text escaped for HTML, as
// html.EscapeString does.
var escapes = []string{"&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;"}

// escaper escapes plain text for HTML.
var escaper = strings.NewReplacer(escapes...)

// replacerOf returns a replacer of base's pairs and more.
func replacerOf(base []string, more ...string) *strings.Replacer {
	return strings.NewReplacer(append(append([]string(nil), base...), more...)...)
}

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
	case Link:
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
func (x *Text) pipe(r *Run, p *pipeNode) (any, error) {
	var v any
	for i, c := range p.cmds {
		first := c.args[0]
		id, ok := first.(*identNode)
		if !ok { // a literal, printed as it is
			lit, err := x.arg(r, first)
			if err != nil {
				return nil, err
			}
			v = lit
			continue
		}
		args := make([]any, 0, len(c.args))
		for _, a := range c.args[1:] {
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
		if v, err = x.funcs[id.name](r, x.pos(id), args...); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// arg evaluates an argument.
func (x *Text) arg(r *Run, n node) (any, error) {
	switch n := n.(type) {
	case *stringNode:
		return n.text, nil
	case *numberNode:
		if !n.isFloat {
			return nil, x.at(n, "%s is not a number a text can use", n.text)
		}
		return n.value, nil
	case *pipeNode:
		return x.pipe(r, n)
	}
	// The check lets no other argument through (an identifier stands
	// first in a call, and is taken as its function).
	return nil, x.at(n, "an argument is a string, a number or a call in parentheses")
}
