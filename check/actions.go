package check

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"coursesite/prose"
	"coursesite/turkce"
)

// filler replaces what template actions write when the check reads a page's
// markdown (see readActions): a byte that is not a letter, a digit, space
// or markdown syntax, so the prose around an action keeps its structure and
// no number or given runs into it.
const filler = '@'

// A pageTemplate is a page's source as the check reads it: the prose, and
// its actions as the build's parser read them (prose.Action).
type pageTemplate struct {
	src      []byte        // the file, front matter blanked
	masked   []byte        // src with every action's bytes (newlines kept) replaced by filler
	actions  []action      // every action, in order
	literals []literal     // numbers typed into actions that print them
	claims   []claimSite   // the iddia calls
	strings  []printedText // string literals that actions print
	// issues are what actions put into the prose that the model did not
	// write, or write in a way that does not follow it: a bare deger, a
	// suffix spelt out in ek or typed after an action. Each is a finding
	// as it stands (see issue).
	issues []issue
}

// An action is the bytes of one {{ … }} (or several written next to each
// other) and the model figures it names.
type action struct {
	start, end int // without the spaces a trim marker takes
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
	quoted string
	value  string
}

// An issueKind says what an issue is.
type issueKind int

const (
	issueDeger       issueKind = iota // {{ deger "x" }} printed into the prose
	issueLiteralEk                    // ek "dan": a suffix spelt out, the same after every number
	issueTypedSuffix                  // {{ sayi "n" }}’tan: a suffix typed by hand after a model numeral
)

// An issue is a finding about an action, with its message. pos is where
// it stands in the file: the call that prints, the suffix string, the
// typed suffix.
type issue struct {
	pos  int
	kind issueKind
	msg  string
}

// A claimSite is an {{ iddia "text" "expr" }} in the source.
type claimSite struct {
	pos        int // of the claim's text
	text, expr string
	quoted     string
}

// readActions reads a page's source (front matter blanked) with its
// actions, as the build's parser read them.
func readActions(src []byte, acts []prose.Action) *pageTemplate {
	pt := &pageTemplate{src: src, masked: bytes.Clone(src)}
	var rawEnds []int            // where each action's bytes end, the spaces it trims included
	numerals := map[int]string{} // the actions (by index) that print a numeral the model wrote
	for _, a := range acts {
		if a.Start < 0 || a.End > len(src) || a.Start >= a.End {
			continue
		}
		if n := len(pt.actions); n == 0 || rawEnds[n-1] != a.End {
			for i := a.Start; i < a.End; i++ {
				if src[i] != '\n' {
					pt.masked[i] = filler
				}
			}
			start, end := a.Start, a.End
			for start < end && turkce.IsSpace(src[start:start+1]) {
				start++
			}
			for end > start && turkce.IsSpace(src[end-1:end]) {
				end--
			}
			pt.actions = append(pt.actions, action{start: start, end: end})
			rawEnds = append(rawEnds, a.End)
		}
		ai := len(pt.actions) - 1
		pt.readCalls(a.Cmds, ai)
		if fn := pt.printed(a.Cmds, len(a.Cmds)-1, ai); fn != "" {
			numerals[ai] = fn
		}
	}
	pt.typedSuffixes(rawEnds, numerals)
	slices.SortFunc(pt.literals, func(a, b literal) int { return a.pos - b.pos })
	slices.SortStableFunc(pt.issues, func(a, b issue) int { return a.pos - b.pos })
	return pt
}

// actionAt returns the index of the action holding file offset pos, or -1.
func (pt *pageTemplate) actionAt(pos int) int {
	for i, a := range pt.actions {
		if a.start <= pos && pos < a.end {
			return i
		}
	}
	return -1
}

// readCalls notes the figures a chain of calls names, its claims and
// its suffixes spelt out, in nested calls too.
func (pt *pageTemplate) readCalls(cmds []prose.Cmd, ai int) {
	for _, c := range cmds {
		var strs []prose.Arg
		for _, a := range c.Args {
			switch a.Kind {
			case prose.StringArg:
				strs = append(strs, a)
			case prose.CallArg:
				pt.readCalls(a.Cmds, ai)
			}
		}
		switch c.Func {
		case "sayi", "yazi", "mertebe", "deger":
			if len(strs) > 0 {
				pt.actions[ai].names = append(pt.actions[ai].names, strs[len(strs)-1].Text)
			}
		case "iddia":
			if len(strs) == 2 {
				pt.claims = append(pt.claims, claimSite{pos: strs[0].At.Off, text: strs[0].Text, expr: strs[1].Text, quoted: strs[0].Quoted})
			}
		case "ek":
			if len(c.Args) > 0 && c.Args[0].Kind == prose.StringArg {
				pt.checkEk(c.Args[0])
			}
		}
	}
}

// printed follows what call k of a chain prints back to where it comes
// from: through ek and buyuk to sayi or yazi (whose value must be a
// figure's name, not a number), to a literal, which is typed by hand, or
// to deger. It returns the function that wrote what the call prints when
// that is a numeral the model wrote (sayi, yazi, mertebe), else "".
func (pt *pageTemplate) printed(cmds []prose.Cmd, k, ai int) string {
	if k < 0 {
		return ""
	}
	c := cmds[k]
	// operand follows the value a call works on: its argument i, or else
	// what the chain feeds it.
	operand := func(i int) string {
		if i < len(c.Args) {
			return pt.arg(c.Args[i], ai)
		}
		return pt.printed(cmds, k-1, ai)
	}
	switch c.Func {
	case "":
		return operand(0)
	case "ek":
		return operand(1)
	case "buyuk":
		return operand(0)
	case "sayi", "yazi":
		// The value is the last argument, or what the chain feeds in; a
		// decimals argument comes before it.
		args := slices.Clone(c.Args)
		var value *prose.Arg
		if k > 0 {
			if prev := cmds[k-1]; prev.Func == "" && len(prev.Args) == 1 {
				value = &prev.Args[0] // {{ 5540 | sayi }}
			}
			args = append(args, prose.Arg{Kind: prose.CallArg})
		} else if len(args) > 0 {
			value = &args[len(args)-1]
		}
		for value != nil && value.Kind == prose.CallArg && len(value.Cmds) > 0 {
			last := value.Cmds[len(value.Cmds)-1] // sayi (5540)
			if last.Func != "" || len(last.Args) != 1 {
				break
			}
			value = &last.Args[0]
		}
		if value == nil || value.Kind != prose.NumberArg {
			return c.Func
		}
		dec := -1
		if d := args[0]; len(args) == 2 && d.Kind == prose.NumberArg && d.IsFloat && d.Num == float64(int(d.Num)) {
			dec = int(d.Num)
		}
		pt.literals = append(pt.literals, literal{pos: value.At.Off, text: value.Text, fn: c.Func, value: value.Num, decimals: dec, action: ai, isFloat: value.IsFloat})
		return c.Func
	case "mertebe":
		return c.Func
	case "deger":
		name := "…"
		if len(c.Args) > 0 && c.Args[0].Kind == prose.StringArg {
			name = c.Args[0].Text
		}
		call := "deger " + name
		if len(c.Args) > 0 {
			call = "deger " + c.Args[0].Quoted
		}
		pt.issues = append(pt.issues, issue{pos: c.At.Off, kind: issueDeger, msg: fmt.Sprintf(
			"{{ %s }} prints the figure's bare value into the prose, unrounded and unmarked, so the page's controls cannot rewrite it; deger is for use inside other actions: write {{ sayi %q }} or {{ yazi %q }}",
			call, name, name)})
	}
	return ""
}

// arg follows a value that an action prints.
func (pt *pageTemplate) arg(a prose.Arg, ai int) string {
	switch a.Kind {
	case prose.CallArg:
		return pt.printed(a.Cmds, len(a.Cmds)-1, ai)
	case prose.NumberArg:
		pt.literals = append(pt.literals, literal{pos: a.At.Off, text: a.Text, value: a.Num, decimals: -1, action: ai, isFloat: a.IsFloat})
	case prose.StringArg:
		pt.strings = append(pt.strings, printedText{pos: a.At.Off, quoted: a.Quoted, value: a.Text})
	}
	return ""
}

// text returns a printed string literal as a text, placed in the file:
// as typed, since the page prints it escaped (&#52; reads &#52;, not 4).
func (p printedText) text(src []byte) *text {
	return stringText(p.quoted, p.value, p.pos, src)
}

// prose returns a claim's text as a text, placed in the file; in says it
// is a claim's (readers see it when the claim fails). The caller checks it
// as it checks the prose.
func (c claimSite) prose(src []byte) *text {
	t := stringText(c.quoted, c.text, c.pos, src)
	t.in = inClaim
	return t
}

// claimTexts returns the text of every claim of the page.
func (pt *pageTemplate) claimTexts() []*text {
	out := make([]*text, len(pt.claims))
	for i, c := range pt.claims {
		out[i] = c.prose(pt.src)
	}
	return out
}

// stringText returns a string literal at pos, quoted as typed and value
// as it reads, as a text: byte for byte when it has no escapes, else all
// of it at the quote.
func stringText(quoted, value string, pos int, src []byte) *text {
	if !strings.Contains(quoted, `\`) && pos+len(quoted) <= len(src) {
		t := &text{}
		t.add(src, pos+1, pos+len(quoted)-1)
		return t
	}
	// With escapes the bytes differ from the file's; place it all at the
	// quote.
	return &text{b: []byte(value), pieces: []piece{{at: 0, src: pos, n: 0}}}
}
