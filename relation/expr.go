package relation

import (
	"strconv"
	"strings"

	"coursesite/jsnum"
)

// An operand is what a slot stands for in a relation's expression.
type operand struct {
	expr     string // a figure's name, or a typed number
	fig      string // the figure's name; "" for a typed number
	decimals int    // as the page writes it; -1 for a typed number
	unit     string
}

// expand writes a table row's expression with its slots' operands: near
// and same become the claim language's (see table.go); tol is near's
// tolerance.
func expand(tmpl string, ops map[byte]operand, tol float64) string {
	var b strings.Builder
	for i := 0; i < len(tmpl); {
		if text, end, ok := macro(tmpl, i, ops, tol); ok {
			b.WriteString(text)
			i = end
			continue
		}
		if c := tmpl[i]; isSlot(c) && (i == 0 || !isIdent(tmpl[i-1])) && (i+1 == len(tmpl) || !isIdent(tmpl[i+1])) {
			if op, ok := ops[c]; ok {
				b.WriteString(op.expr)
				i++
				continue
			}
		}
		b.WriteByte(tmpl[i])
		i++
	}
	return b.String()
}

// macro writes the near(x, y) or same(x, y) starting at tmpl[i], if one
// does, and returns where it ends.
func macro(tmpl string, i int, ops map[byte]operand, tol float64) (string, int, bool) {
	for _, fn := range []string{"near(", "same("} {
		if !strings.HasPrefix(tmpl[i:], fn) || i > 0 && isIdent(tmpl[i-1]) {
			continue
		}
		args, end := callArgs(tmpl, i+len(fn))
		if len(args) != 2 {
			return "", 0, false
		}
		x, y := expand(args[0], ops, tol), expand(args[1], ops, tol)
		if fn == "near(" {
			return "abs(" + x + " - " + paren(y) + ") <= " + jsnum.String(tol) + " * max(abs(" + x + "), abs(" + y + "))", end, true
		}
		d := min(decimalsOf(args[0], ops), decimalsOf(args[1], ops))
		if d > 99 {
			d = 0
		}
		ds := strconv.Itoa(d)
		return "yuvarla(" + x + ", " + ds + ") == yuvarla(" + y + ", " + ds + ")", end, true
	}
	return "", 0, false
}

// isIdent reports a byte of a name.
func isIdent(c byte) bool {
	return c == '_' || c == '.' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// callArgs splits the arguments of a call whose parenthesis opened before
// s[from], at its top-level commas, and returns where the call ends.
func callArgs(s string, from int) ([]string, int) {
	depth, start := 0, from
	var args []string
	for i := from; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return append(args, strings.TrimSpace(s[start:i])), i + 1
			}
			depth--
		case ',':
			if depth == 0 {
				args = append(args, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return nil, len(s)
}

// decimalsOf returns the decimals the page writes a template's argument
// with, when it is one slot's figure; a large number otherwise (a sum is
// compared at the decimals of what it is compared with).
func decimalsOf(arg string, ops map[byte]operand) int {
	if len(arg) == 1 && isSlot(arg[0]) {
		if op, ok := ops[arg[0]]; ok && op.decimals >= 0 {
			return op.decimals
		}
	}
	return 1 << 10
}

// paren puts an expression that is more than a name or a number in
// parentheses.
func paren(x string) string {
	if strings.ContainsAny(x, " +-*/<>=!&|") {
		return "(" + x + ")"
	}
	return x
}

// flipped are the comparisons that say the opposite.
var flipped = map[string]string{"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}

// negate returns the expression that says the opposite of x: a single
// comparison turned round, anything else under !.
func negate(x string) string {
	depth, at, op := 0, -1, ""
	for i := 0; i < len(x); i++ {
		switch c := x[i]; {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && (c == '&' || c == '|'):
			return "!(" + x + ")"
		case depth == 0 && strings.IndexByte("<>=!", c) >= 0:
			o := string(c)
			if i+1 < len(x) && x[i+1] == '=' {
				o += "="
			}
			if _, ok := flipped[o]; !ok {
				continue // a lone ! negates what follows
			}
			if at >= 0 {
				return "!(" + x + ")"
			}
			at, op = i, o
			i += len(o) - 1
		}
	}
	if at < 0 {
		return "!(" + x + ")"
	}
	return x[:at] + flipped[op] + x[at+len(op):]
}

// listExpr writes a relation over figures listed together: every pair
// within the tolerance (near), every one the same as the first as
// written (same), the target above (most) or below (least) every other.
func listExpr(kind resolver, list []operand, target int, tol float64) string {
	var parts []string
	for i := range list {
		for j := i + 1; j < len(list); j++ {
			ops := map[byte]operand{'X': list[i], 'Y': list[j]}
			switch kind {
			case resolveNear:
				parts = append(parts, expand("near(X, Y)", ops, tol))
			case resolveSame:
				if i == 0 {
					parts = append(parts, expand("same(X, Y)", ops, tol))
				}
			}
		}
		if i == target {
			continue
		}
		switch kind {
		case resolveMost:
			parts = append(parts, list[target].expr+" > "+list[i].expr)
		case resolveLeast:
			parts = append(parts, list[target].expr+" < "+list[i].expr)
		}
	}
	return strings.Join(parts, " && ")
}

// guarded returns a relation's expression for a claim read under some
// conditions: it holds as the relation does, or wherever one of them
// hides the words it was read from — the page's engine checks every
// claim of the page, those of a hidden phrasing too, and marks its
// paragraph for any that fails.
func guarded(rel string, guards []guardExpr) string {
	if len(guards) == 0 {
		return rel
	}
	parts := []string{"(" + rel + ")"}
	for _, g := range guards {
		if g.yes {
			parts = append(parts, "!("+g.expr+")")
		} else {
			parts = append(parts, "("+g.expr+")")
		}
	}
	return strings.Join(parts, " || ")
}

// A guardExpr is a condition a relation was read under, by its
// expression.
type guardExpr struct {
	cond int
	expr string
	yes  bool
}
