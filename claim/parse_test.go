package claim

import (
	"fmt"
	"go/ast"
	"go/parser"
	"math/rand/v2"
	"strings"
	"testing"
)

// goForm writes a Go expression fully parenthesised, as Go's parser reads
// it.
func goForm(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.BasicLit:
		return e.Value
	case *ast.SelectorExpr:
		return goForm(e.X) + "." + e.Sel.Name
	case *ast.ParenExpr:
		return goForm(e.X)
	case *ast.UnaryExpr:
		return "(" + e.Op.String() + goForm(e.X) + ")"
	case *ast.BinaryExpr:
		return "(" + goForm(e.X) + " " + e.Op.String() + " " + goForm(e.Y) + ")"
	case *ast.CallExpr:
		args := make([]string, len(e.Args))
		for i, a := range e.Args {
			args[i] = goForm(a)
		}
		return goForm(e.Fun) + "(" + strings.Join(args, ", ") + ")"
	}
	return fmt.Sprintf("?%T", e)
}

// form writes a parsed claim expression the same way.
func form(src string, n *node) string {
	switch n.kind {
	case numberNode:
		return src[n.from:n.to]
	case nameNode:
		return n.name
	case parenNode:
		return form(src, n.args[0])
	case unaryNode:
		return "(" + n.op + form(src, n.args[0]) + ")"
	case binaryNode:
		return "(" + form(src, n.args[0]) + " " + n.op + " " + form(src, n.args[1]) + ")"
	case callNode:
		args := make([]string, len(n.args))
		for i, a := range n.args {
			args[i] = form(src, a)
		}
		return n.name + "(" + strings.Join(args, ", ") + ")"
	}
	return "?"
}

// randomExpr writes a random expression of the claims' grammar, with
// parentheses only here and there and spacing of all kinds, so that
// precedence and associativity decide most of its shape.
func randomExpr(rng *rand.Rand, depth int) string {
	sp := func() string { return []string{"", " ", "  "}[rng.IntN(3)] }
	if depth <= 0 || rng.IntN(4) == 0 {
		switch rng.IntN(4) {
		case 0:
			return []string{"0", "1", "48", "0.05", "2.5e3", "1e-3", ".5"}[rng.IntN(7)]
		case 1:
			return []string{"n", "bosaIsOrani", "yuva.esit.toplamIptalsiz", "tarifeYavas.agirlikli.yanit"}[rng.IntN(4)]
		case 2:
			fn := []string{"abs", "min", "max", "yuvarla"}[rng.IntN(4)]
			args := []string{randomExpr(rng, depth-1)}
			if fn != "abs" {
				args = append(args, randomExpr(rng, depth-1))
			}
			return fn + "(" + strings.Join(args, ","+sp()) + ")"
		}
		return "(" + sp() + randomExpr(rng, depth-1) + sp() + ")"
	}
	if rng.IntN(5) == 0 {
		return []string{"-", "!", "- ", "! "}[rng.IntN(4)] + strings.TrimPrefix(strings.TrimPrefix(randomExpr(rng, depth-1), "-"), "!")
	}
	ops := []string{"||", "&&", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/"}
	// A space after the operator: Go would read "- -x" written "--x" as a
	// decrement.
	return randomExpr(rng, depth-1) + sp() + ops[rng.IntN(len(ops))] + " " + sp() + randomExpr(rng, depth-1)
}

// TestParseIsGo: every expression parses to the tree Go's parser gives,
// precedence and associativity included.
func TestParseIsGo(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		src := randomExpr(rng, 5)
		want, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatalf("%q: Go cannot parse it: %v", src, err)
		}
		got, err := parse(src)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if g, w := form(src, got), goForm(want); g != w {
			t.Fatalf("%q parses as\n%s\nGo reads\n%s", src, g, w)
		}
	}
}
