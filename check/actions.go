package check

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/template/parse"
	"unicode/utf8"

	"coursesite/turkce"
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
	// issues are what actions put into the prose that the model did not
	// write, or write in a way that does not follow it: a number computed
	// in the template, a bare deger, a suffix spelt out in ek or typed
	// after an action. Each is a finding as it stands (see issue).
	issues []issue
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

// An issueKind says what an issue is.
type issueKind int

const (
	issueComputed      issueKind = iota // a value computed in the template and printed: {{ len "abcdefgh" }}, {{ range $i := 3 }}{{ $i }}{{ end }}
	issueDeger                          // {{ deger "x" }} printed into the prose
	issueLiteralEk                      // ek "dan": a suffix spelt out, the same after every number
	issueTypedSuffix                    // {{ sayi "n" }}’tan: a suffix typed by hand after a model numeral
	issuePrintfNumeral                  // {{ printf "%d" (sayi "n") }}: a numeral formatted as a number, which prints garbage
)

// An issue is a finding about an action, with its message. pos is where
// it stands in the file: the command that computes or prints, the suffix
// string, the typed suffix.
type issue struct {
	pos  int
	kind issueKind
	msg  string
	// value is what a computed action prints, when the check can tell
	// ("8" for len "abcdefgh"), so a hint may name the figures equal to it;
	// ek is the suffix chain to write instead, for issueLiteralEk and
	// issueTypedSuffix ("DAn").
	value, ek string
}

// formatVerb matches a printf verb.
var formatVerb = regexp.MustCompile(`%[-+# 0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?[a-zA-Z%]`)

// A claimSite is an {{ iddia "text" "expr" }} in the source.
type claimSite struct {
	pos        int // of the claim's text
	text, expr string
	node       *parse.StringNode
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
	var rawEnds []int // where each action's bytes end, the whitespace it trims included
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
		rawEnds = append(rawEnds, j)
		i = j
	}
	p := &printer{pt: pt, vars: map[string][]varDef{}, seen: map[int]bool{}}
	for _, n := range nodes {
		p.declare(n)
	}
	for _, n := range nodes {
		switch n := n.(type) {
		case *parse.ActionNode:
			pt.readAction(n)
		case *parse.CommandNode:
			pt.checkEk(n)
		}
	}
	for _, name := range keys(trees) {
		p.walk(trees[name].Root, dotValue{})
	}
	pt.typedSuffixes(rawEnds, p.numerals)
	slices.SortFunc(pt.literals, func(a, b literal) int { return a.pos - b.pos })
	slices.SortStableFunc(pt.issues, func(a, b issue) int { return a.pos - b.pos })
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

// readAction notes the figures an action names and its claim.
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
				pt.claims = append(pt.claims, claimSite{pos: int(strs[0].Pos), text: strs[0].Text, expr: strs[1].Text, node: strs[0]})
			}
		}
	})
}

// A varDef is what a template variable is set to: a pipeline, or an
// element of a range (ranged), which the template computes.
type varDef struct {
	pipe   *parse.PipeNode
	ranged bool
}

// A dotValue is what dot stands for where an action prints it: the root's
// (nothing: the site runs pages without data), a with's pipeline, or a
// range's element.
type dotValue struct {
	pipe   *parse.PipeNode
	ranged bool
}

// A printer follows what each action prints back to where it comes from.
type printer struct {
	pt       *pageTemplate
	vars     map[string][]varDef // every value each variable is set to, anywhere in the page
	seen     map[int]bool        // positions already reported, as a variable may be printed twice
	numerals map[int]string      // the actions (by index) that print a numeral the model wrote: sayi, yazi or mertebe
	depth    int                 // of variables followed, against $x = $x
}

// declare notes the variables n sets.
func (p *printer) declare(n parse.Node) {
	var pipe *parse.PipeNode
	ranged := false
	switch n := n.(type) {
	case *parse.ActionNode:
		pipe = n.Pipe
	case *parse.IfNode:
		pipe = n.Pipe
	case *parse.WithNode:
		pipe = n.Pipe
	case *parse.RangeNode:
		pipe, ranged = n.Pipe, true
	}
	if pipe == nil {
		return
	}
	for _, v := range pipe.Decl {
		if len(v.Ident) == 1 {
			p.vars[v.Ident[0]] = append(p.vars[v.Ident[0]], varDef{pipe: pipe, ranged: ranged})
		}
	}
}

// walk follows the actions under n that print, with dot as dot.
func (p *printer) walk(n parse.Node, dot dotValue) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			p.walk(c, dot)
		}
	case *parse.ActionNode:
		if len(n.Pipe.Decl) == 0 {
			ai := p.pt.actionAt(int(n.Pos))
			if fn := p.pipe(n.Pipe, ai, dot); fn != "" {
				if p.numerals == nil {
					p.numerals = map[int]string{}
				}
				p.numerals[ai] = fn
			}
		}
	case *parse.IfNode:
		p.walk(n.List, dot)
		p.walk(n.ElseList, dot)
	case *parse.WithNode:
		p.walk(n.List, dotValue{pipe: n.Pipe})
		p.walk(n.ElseList, dot)
	case *parse.RangeNode:
		p.walk(n.List, dotValue{pipe: n.Pipe, ranged: true})
		p.walk(n.ElseList, dot)
	}
}

// pipe follows what a pipeline prints, and returns the function that
// wrote it when that is a numeral the model wrote (sayi, yazi, mertebe,
// maybe through ek and buyuk), else "".
func (p *printer) pipe(pn *parse.PipeNode, ai int, dot dotValue) string {
	if pn == nil || len(pn.Cmds) == 0 {
		return ""
	}
	return p.printed(pn.Cmds, len(pn.Cmds)-1, ai, dot)
}

// printed follows what command k of a pipeline prints back to where it
// comes from: through ek and buyuk to sayi or yazi (whose value must be a
// figure's name, not a number), to a literal, which is typed by hand, to a
// builtin that computes (len, index), or to deger. It returns the
// function that wrote what the command prints when that is a numeral the
// model wrote, else "".
func (p *printer) printed(cmds []*parse.CommandNode, k, ai int, dot dotValue) string {
	if k < 0 {
		return ""
	}
	pt := p.pt
	cmd := cmds[k]
	// operand follows the value a command works on: its argument at index
	// i, or else what the pipeline feeds it.
	operand := func(i int) string {
		if i < len(cmd.Args) {
			return p.node(cmd.Args[i], ai, dot)
		}
		return p.printed(cmds, k-1, ai, dot)
	}
	switch a := cmd.Args[0].(type) {
	case *parse.IdentifierNode:
		switch a.Ident {
		case "ek":
			return operand(2)
		case "buyuk":
			return operand(1)
		case "print", "println", "printf", "html", "js", "urlquery", "and", "or":
			// Every argument is printed; printf's format too, but for its
			// verbs (%.1f).
			var kinds []string // what each argument prints, for printf's verbs
			for i, arg := range cmd.Args[1:] {
				if sn, ok := arg.(*parse.StringNode); ok && i == 0 && a.Ident == "printf" {
					p.addString(printedText{pos: int(sn.Pos), node: sn, format: true})
					continue
				}
				kinds = append(kinds, p.node(arg, ai, dot))
			}
			if k > 0 {
				kinds = append(kinds, p.printed(cmds, k-1, ai, dot))
			}
			if a.Ident == "printf" {
				p.checkVerbs(cmd, kinds)
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
				p.numeralValue(value, a.Ident, 0)
				return a.Ident
			}
			dec := -1
			if d, ok := args[0].(*parse.NumberNode); ok && len(args) == 2 && d.IsInt {
				dec = int(d.Int64)
			}
			p.addLiteral(literal{pos: int(num.Pos), text: num.Text, fn: a.Ident, value: num.Float64, decimals: dec, action: pt.actionAt(int(num.Pos)), isFloat: num.IsFloat})
			return a.Ident
		case "mertebe":
			return a.Ident
		case "deger":
			name := "…"
			if len(cmd.Args) > 1 {
				if s, ok := cmd.Args[1].(*parse.StringNode); ok {
					name = s.Text
				}
			}
			p.addIssue(issue{pos: int(cmd.Pos), kind: issueDeger, msg: fmt.Sprintf(
				"{{ %s }} prints the figure's bare value into the prose, unrounded and unmarked, so the page's controls cannot rewrite it; deger is for use inside other actions: write {{ sayi %q }} or {{ yazi %q }}",
				cmd, name, name)})
		case "len", "index", "slice":
			p.computed(cmds, k, ai, dot)
		}
	case *parse.VariableNode:
		return p.variable(a, ai)
	case *parse.DotNode:
		return p.dot(dot, int(a.Pos), ai)
	default:
		if len(cmd.Args) == 1 {
			return p.node(a, ai, dot)
		}
	}
	return ""
}

// numeralValue follows the value sayi or yazi writes when it is not a
// figure's name: a number the template computes (sayi (len "abc")) is a
// finding, and a number typed into a variable ({{ $n := 48 }}{{ sayi $n
// }}) is a literal. deger inside them is what deger is for.
func (p *printer) numeralValue(n parse.Node, fn string, depth int) {
	if depth > 8 {
		return
	}
	switch n := n.(type) {
	case *parse.PipeNode:
		if n == nil || len(n.Cmds) == 0 {
			return
		}
		k := len(n.Cmds) - 1
		cmd := n.Cmds[k]
		switch a := cmd.Args[0].(type) {
		case *parse.IdentifierNode:
			if a.Ident == "len" || a.Ident == "index" {
				p.computed(n.Cmds, k, -1, dotValue{})
			}
		default:
			if len(cmd.Args) == 1 {
				p.numeralValue(a, fn, depth+1)
			}
		}
	case *parse.NumberNode:
		// The name goes where the number stands: {{ $n := "x" }}{{ sayi $n }}.
		p.addLiteral(literal{pos: int(n.Pos), text: n.Text, fn: fn, value: n.Float64, decimals: -1, action: p.pt.actionAt(int(n.Pos)), isFloat: n.IsFloat})
	case *parse.VariableNode:
		if len(n.Ident) != 1 {
			return
		}
		for _, d := range p.vars[n.Ident[0]] {
			if d.ranged {
				p.rangedValue(d.pipe, int(n.Pos), n.Ident[0])
				continue
			}
			p.numeralValue(d.pipe, fn, depth+1)
		}
	}
}

// checkVerbs reports a printf verb other than %s and %v applied to a
// numeral the model wrote: {{ printf "%d" (sayi "n") }} prints Go's
// complaint about the numeral, not the number.
func (p *printer) checkVerbs(cmd *parse.CommandNode, kinds []string) {
	if len(cmd.Args) < 2 {
		return
	}
	format, ok := cmd.Args[1].(*parse.StringNode)
	if !ok {
		return
	}
	i := 0
	for _, v := range formatVerb.FindAllString(format.Text, -1) {
		verb := v[len(v)-1]
		if verb == '%' {
			continue
		}
		if i < len(kinds) && kinds[i] != "" && verb != 's' && verb != 'v' {
			p.addIssue(issue{pos: int(cmd.Pos), kind: issuePrintfNumeral, msg: fmt.Sprintf(
				"{{ %s }} formats what %s wrote with %s, which prints Go's complaint instead of the number; write the numeral in the prose beside the text, or use %%s", cmd, kinds[i], v)})
		}
		i++
	}
}

// node follows a value that an action prints.
func (p *printer) node(n parse.Node, ai int, dot dotValue) string {
	switch n := n.(type) {
	case *parse.PipeNode:
		return p.pipe(n, ai, dot)
	case *parse.NumberNode:
		p.addLiteral(literal{pos: int(n.Pos), text: n.Text, value: n.Float64, decimals: -1, action: p.pt.actionAt(int(n.Pos)), isFloat: n.IsFloat})
	case *parse.StringNode:
		p.addString(printedText{pos: int(n.Pos), node: n})
	case *parse.VariableNode:
		return p.variable(n, ai)
	case *parse.DotNode:
		return p.dot(dot, int(n.Pos), ai)
	}
	return ""
}

// variable follows a printed variable to every value it is set to.
func (p *printer) variable(v *parse.VariableNode, ai int) string {
	if len(v.Ident) != 1 || v.Ident[0] == "$" || p.depth > 8 {
		return ""
	}
	p.depth++
	defer func() { p.depth-- }()
	numeral := ""
	for _, d := range p.vars[v.Ident[0]] {
		if d.ranged {
			p.rangedValue(d.pipe, int(v.Pos), v.Ident[0])
			continue
		}
		if fn := p.pipe(d.pipe, p.pt.actionAt(int(d.pipe.Pos)), dotValue{}); fn != "" {
			numeral = fn
		}
	}
	return numeral
}

// dot follows a printed dot to what it stands for.
func (p *printer) dot(dot dotValue, pos, ai int) string {
	switch {
	case dot.pipe == nil:
		return "" // the root: no data
	case dot.ranged:
		p.rangedValue(dot.pipe, pos, ".")
		return ""
	}
	return p.pipe(dot.pipe, ai, dotValue{})
}

// rangedValue reports a range's element or index printed at pos: the
// template counts.
func (p *printer) rangedValue(over *parse.PipeNode, pos int, what string) {
	p.addIssue(issue{pos: pos, kind: issueComputed, msg: fmt.Sprintf(
		"%s prints what {{ range %s }} counts, computed in the template rather than written by the model; write the numbers with sayi or yazi", what, over)})
}

// computed reports a builtin that computes what an action prints (len,
// index, slice), with its value when its arguments are literals.
func (p *printer) computed(cmds []*parse.CommandNode, k, ai int, dot dotValue) {
	cmd := cmds[k]
	var args []parse.Node
	args = append(args, cmd.Args[1:]...)
	if k > 0 && len(cmds[k-1].Args) == 1 {
		args = append(args, cmds[k-1].Args[0])
	}
	fn := cmd.Args[0].(*parse.IdentifierNode).Ident
	value, known := evalBuiltin(fn, args)
	if fn == "slice" {
		// A slice of a string prints text; only digits or number words in
		// it are a number.
		if !known || len(read([]byte(value)).Numbers) == 0 {
			return
		}
	}
	expr := "{{ " + cmd.String() + " }}"
	if k > 0 {
		expr = "{{ " + pipeString(cmds[:k+1]) + " }}"
	}
	msg := expr + " prints a number computed in the template rather than written by the model; write it with sayi or yazi from the figure it stands for"
	if known {
		msg = fmt.Sprintf("%s prints %s, computed in the template rather than written by the model; write the number with sayi or yazi from the figure it stands for", expr, value)
	} else {
		value = ""
	}
	p.addIssue(issue{pos: int(cmd.Pos), kind: issueComputed, msg: msg, value: value})
}

// pipeString writes commands as a pipeline.
func pipeString(cmds []*parse.CommandNode) string {
	s := make([]string, len(cmds))
	for i, c := range cmds {
		s[i] = c.String()
	}
	return strings.Join(s, " | ")
}

// evalBuiltin computes len, index or slice of literal arguments as
// text/template would: len and index count bytes.
func evalBuiltin(fn string, args []parse.Node) (string, bool) {
	if len(args) == 0 {
		return "", false
	}
	var s string
	// The operand is the first argument, or the last when it was piped in
	// (len takes only one).
	str, ok := args[0].(*parse.StringNode)
	if !ok && fn == "len" {
		str, ok = args[len(args)-1].(*parse.StringNode)
	}
	if !ok {
		return "", false
	}
	s = str.Text
	ints := make([]int, 0, len(args)-1)
	for _, a := range args[1:] {
		n, ok := a.(*parse.NumberNode)
		if !ok || !n.IsInt {
			return "", false
		}
		ints = append(ints, int(n.Int64))
	}
	switch fn {
	case "len":
		return strconv.Itoa(len(s)), true
	case "index":
		if len(ints) == 1 && ints[0] >= 0 && ints[0] < len(s) {
			return strconv.Itoa(int(s[ints[0]])), true
		}
	case "slice":
		lo, hi := 0, len(s)
		if len(ints) > 0 {
			lo = ints[0]
		}
		if len(ints) > 1 {
			hi = ints[1]
		}
		if 0 <= lo && lo <= hi && hi <= len(s) {
			return s[lo:hi], true
		}
	}
	return "", false
}

func (p *printer) addLiteral(l literal) {
	if !p.seen[l.pos] {
		p.seen[l.pos] = true
		p.pt.literals = append(p.pt.literals, l)
	}
}

func (p *printer) addString(s printedText) {
	if !p.seen[s.pos] {
		p.seen[s.pos] = true
		p.pt.strings = append(p.pt.strings, s)
	}
}

func (p *printer) addIssue(is issue) {
	if !p.seen[-1-is.pos] {
		p.seen[-1-is.pos] = true
		p.pt.issues = append(p.pt.issues, is)
	}
}

// checkEk reports a suffix whose letters are spelt out where they follow
// the number: ek "dan" writes 64’dan, and stays dan when the number
// changes. Consonants that never change (l, r, n, k…) and the invariant
// ki and ken are fine literally.
func (pt *pageTemplate) checkEk(cmd *parse.CommandNode) {
	if len(cmd.Args) < 2 {
		return
	}
	if id, ok := cmd.Args[0].(*parse.IdentifierNode); !ok || id.Ident != "ek" {
		return
	}
	sn, ok := cmd.Args[1].(*parse.StringNode)
	if !ok || !spelledOut(sn.Text) {
		return
	}
	want := archiphonemes(sn.Text)
	msg := fmt.Sprintf("ek %q spells its suffix out, the same after every number", sn.Text)
	if ex := wrongAfter(sn.Text, want); ex != "" {
		msg += " (" + ex + ")"
	}
	msg += fmt.Sprintf("; write it in archiphonemes: ek %q", want)
	pt.issues = append(pt.issues, issue{pos: int(sn.Pos), kind: issueLiteralEk, msg: msg, ek: want})
}

// typedSuffixes reports a suffix typed by hand right after an action that
// writes a model numeral ({{ sayi "n" }}’tan, {{ yazi "n" }}e): it does
// not follow the number when the number changes. Letters joined to digits
// without an apostrophe are a unit ({{ sayi "x" }}ms), not a suffix.
func (pt *pageTemplate) typedSuffixes(rawEnds []int, numerals map[int]string) {
	for ai, a := range pt.actions {
		fn := numerals[ai]
		if fn == "" {
			continue
		}
		at := rawEnds[ai]
		rest := pt.src[at:]
		r, n := utf8.DecodeRune(rest)
		skip := 0
		if strings.ContainsRune(apostrophes, r) {
			skip = n
		}
		letters := letters(rest[skip:])
		if letters == 0 || skip == 0 && (fn == "sayi" || !isLowerLetter(rest)) {
			continue
		}
		typedSuffix := string(rest[skip : skip+letters])
		want := archiphonemes(typedSuffix)
		act := string(pt.src[a.start:a.end])
		fix := act
		if k := strings.LastIndex(act, "}}"); k >= 0 {
			head := strings.TrimRight(act[:k], " -")
			fix = head + fmt.Sprintf(" | ek %q", want) + act[len(head):]
		}
		pt.issues = append(pt.issues, issue{pos: at, kind: issueTypedSuffix, ek: want, msg: fmt.Sprintf(
			"%q typed by hand after %s: a suffix must follow the number when it changes; write %s", string(rest[:skip+letters]), act, fix)})
	}
}

// isLowerLetter reports whether b starts with a lower-case letter: a
// suffix joined to an action's words (ikiye), not a word after it.
func isLowerLetter(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return strings.ContainsRune("abcçdefgğhıijklmnoöprsştuüvyz", r)
}

// bufferPattern matches a buffer in a suffix pattern: (y), (I).
var bufferPattern = regexp.MustCompile(`\([^)]*\)`)

// spelledOut reports a suffix pattern with a letter spelt out that vowel
// harmony or voicing would vary: a vowel or d/t outside the invariant ki
// and ken.
func spelledOut(ek string) bool {
	// Letters inside a buffer, (y), are archiphonemes already.
	s := bufferPattern.ReplaceAllString(ek, "")
	s = strings.NewReplacer("ken", "", "ki", "").Replace(s)
	return strings.ContainsAny(s, "aeıioöuüdt")
}

// archiphonemes writes a suffix spelt out in letters as the chain that
// makes it (dan → DAn, ye → (y)A, şer → (ş)Ar, üncü → (I)ncI): the first
// chain the check knows that spells it after some number word, else its
// letters mapped one by one (a, e → A; ı, i, u, ü → I; d, t → D).
func archiphonemes(lit string) string {
	if !strings.ContainsAny(lit, "()AID") {
		for _, c := range append(slices.Clone(turkce.DigitSuffixes()), "(y)ken", "DAki") {
			for _, w := range turkce.NumberRoots() {
				form, err := turkce.Suffix(w, c)
				if err != nil {
					continue
				}
				if suffixOfForm(form, w) == lit {
					return c
				}
			}
		}
	}
	var b strings.Builder
	rs := []rune(lit)
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; {
		case r == '(':
			j := i
			for j < len(rs) && rs[j] != ')' {
				j++
			}
			b.WriteString(string(rs[i:min(j+1, len(rs))]))
			i = j
		case strings.HasPrefix(string(rs[i:]), "ken"):
			b.WriteString("ken")
			i += 2
		case strings.HasPrefix(string(rs[i:]), "ki"):
			b.WriteString("ki")
			i++
		case r == 'a' || r == 'e':
			b.WriteByte('A')
		case strings.ContainsRune("ıiuü", r):
			b.WriteByte('I')
		case r == 'd' || r == 't':
			b.WriteByte('D')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// suffixOfForm is what a suffix added to word in form, whose last letter
// may have softened (dört → dörd).
func suffixOfForm(form, word string) string {
	if strings.HasPrefix(form, word) {
		return form[len(word):]
	}
	_, size := utf8.DecodeLastRuneInString(word)
	if len(form) >= len(word) && strings.HasPrefix(form, word[:len(word)-size]) {
		return form[len(word):]
	}
	return ""
}

// wrongAfter gives an example of a number after which the literal suffix
// lit is wrong Turkish and want is right: “64’dan; Turkish writes 64’ten”.
func wrongAfter(lit, want string) string {
	for _, v := range []string{"64", "5540", "48", "3", "10", "90", "2", "6", "100", "4", "40", "1000"} {
		right, err := turkce.Suffix(v, want)
		wrong, err2 := turkce.Suffix(v, lit)
		if err != nil || err2 != nil || right == wrong {
			continue
		}
		return fmt.Sprintf("%s; Turkish writes %s", wrong, right)
	}
	return ""
}

// text returns a printed string literal as a text, placed in the file.
func (p printedText) text(src []byte) *text {
	t := stringText(p.node, p.pos, src, true)
	if p.format {
		t.b = formatVerb.ReplaceAllFunc(t.b, func(v []byte) []byte { return bytes.Repeat([]byte{filler}, len(v)) })
	}
	return t
}

// prose returns a claim's text as a text, placed in the file; in says it
// is a claim's (readers see it when the claim fails). The caller checks it
// as it checks the prose.
func (c claimSite) prose(src []byte) *text {
	if c.node == nil {
		return &text{b: []byte(c.text), pieces: []piece{{at: 0, src: c.pos, n: 0}}, in: inClaim}
	}
	t := stringText(c.node, c.pos, src, false)
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

// stringText returns a string literal at pos as a text: byte for byte when
// it has no escapes, else all of it at the quote. html reads character
// references as the site's markdown does, for a string printed into it.
func stringText(n *parse.StringNode, pos int, src []byte, html bool) *text {
	q := n.Quoted
	t := &text{}
	switch {
	case !strings.Contains(q, `\`) && pos+len(q) <= len(src) && html:
		t.addHTML(src, pos+1, pos+len(q)-1)
	case !strings.Contains(q, `\`) && pos+len(q) <= len(src):
		t.add(src, pos+1, pos+len(q)-1)
	default:
		// With escapes the bytes differ from the file's; place it all at
		// the quote.
		t = &text{b: []byte(n.Text), pieces: []piece{{at: 0, src: pos, n: 0}}}
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
