package explore

import (
	"fmt"
	"slices"
	"strings"

	"coursesite/claim"
	"coursesite/prose"
)

// The claims of a page at a reader's setting: the iddia its author wrote
// and the relations the build read from its prose, each judged as the
// page's engine checks it; those accepted (kabul) and those read counted
// at the settings that mark them, for check -v.

// claim judges claim call i, shown at setting q (one its author stated,
// or a relation read from the prose: c.Derived), noting it among the
// marked when its author accepted it and among the derived when it was
// read.
func (e *explorer) claim(i int, c prose.Call, q string, lookup claim.Lookup) {
	got, err := e.expr(i).Eval(c.Text, lookup)
	if c.Accepted != "" || c.Derived != "" {
		e.mark(i, q, err != nil || !got.Holds)
	}
	if e.quiet && c.Derived != "" && (err != nil || !got.Holds) {
		if e.ownFails == nil {
			e.ownFails = map[int]bool{}
		}
		e.ownFails[i] = true
	}
	what, fix := fmt.Sprintf("claim %q", c.Text), `accept the page's mark there with {{ iddia … | kabul "neden" }}`
	if c.Derived != "" {
		what = fmt.Sprintf("relation %q (%s, read from its sentence)", c.Text, c.Derived)
		fix = `accept the page's mark there with {{ kabul "neden" }} after the sentence, or state the claim it makes yourself with {{ iddia … }}`
	}
	switch {
	case c.Accepted != "":
	case err != nil:
		e.add(i, "claim", "", q, fmt.Sprintf("%s cannot be evaluated at %s: %v", what, q, err))
	case !got.Holds:
		e.add(i, "claim", "", q, fmt.Sprintf("%s does not hold at %s: %s, where %s; write the sentence under a condition, narrow the control, or %s",
			what, q, c.Expr, strings.Join(got.Values, ", "), fix))
	}
}

// expr returns call i's expression, parsed once for every setting.
func (e *explorer) expr(i int) *claim.Parsed {
	if e.parsed == nil {
		e.parsed = make([]*claim.Parsed, len(e.calls))
	}
	if e.parsed[i] == nil {
		e.parsed[i] = claim.Parse(e.calls[i].Expr)
	}
	return e.parsed[i]
}

// mark notes accepted claim i at setting q, and counts the setting when
// the claim fails there; a derived claim no kabul accepts is noted among
// the derived.
func (e *explorer) mark(i int, q string, fails bool) {
	c := e.calls[i]
	list := &e.marked
	if c.Accepted == "" {
		list = &e.derived
	}
	k := slices.IndexFunc(*list, func(m Marked) bool { return m.At.File == c.At.File && m.At.Off == c.At.Off && m.Text == c.Text })
	if k < 0 {
		*list = append(*list, Marked{At: c.At, Text: c.Text})
		k = len(*list) - 1
	}
	if m := &(*list)[k]; fails && !e.quiet && m.last != q {
		if m.Count == 0 {
			m.First = q
		}
		m.Count, m.last = m.Count+1, q
	}
}
