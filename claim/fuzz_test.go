package claim

import (
	"math"
	"strings"
	"testing"
)

// fuzzSeeds are expressions of every kind the tests know: the lesson's
// claims' forms, each kind of error, divisions by zero, yuvarla's bounds
// and deep nesting.
var fuzzSeeds = []string{
	"bosaIsOrani >= 2 && bosaIsOrani < 2.01",
	"yuvarla(yuva.esit.toplamIptalsiz, 1) == 136.7",
	"abs(-3) == 3 && min(1, 2) == 1 && max(1, 2) == 2",
	"!(n == 48) || false",
	"tarifeYavas.agirlikli.yanit == 0 && n - 48 == 0",
	"n / 2 * 3 + 1 - 1 == 72 && n != 47",
	"abs(bosaIsOrani - yuvarla(bosaIsOrani, 0)) < 0.1 && bosaIsOrani > 1",
	"n >", "n + 1", "foo(n) > 1", "abs(n, n) > 1", "yok > 1", `n > "a"`, "(n > 1) + 1 > 0",
	"n > 1 && n[0] > 1", "n > 1 && +n > 1", "n >= 1 &&", "n > 'a", "n > 1.2.3", "n > 1e999",
	"x < n/0", "n < n / 0", "0 / 0 == 0", "1e308 * 10 > 0", "bos == bos", "sonsuz < 0",
	"yuvarla(n, 200) == n", "yuvarla(n, -1) == n", "yuvarla(n, 0.5) == n", "yuvarla(n, 1e300) > 0",
	"yuvarla(1e300, 100) > 0", "yuvarla(n / 0, 1) > 0", "yuvarla(n, n) > 0",
	strings.Repeat("(", 1000) + "n" + strings.Repeat(")", 1000) + " > 1",
	strings.Repeat("(", 10000),
	strings.Repeat("-", 1000) + "n > 1",
	strings.Repeat("abs(", 200) + "n" + strings.Repeat(")", 200) + " > 1",
	"n" + strings.Repeat(" + n", 1000) + " > 1",
	"ğ.ş > 1 && \xff > 0", "n\x00 > 1", ".5 < .e5", "1e+ > 1", "n..x > 1",
}

// fuzzLookup knows the test figures and, for a name it does not know,
// returns an error; one figure has no value (NaN, as a figure a reader's
// settings leave undefined), one is -Inf (which no model gives).
func fuzzLookup(name string) (float64, error) {
	switch name {
	case "bos":
		return math.NaN(), nil
	case "sonsuz":
		return math.Inf(-1), nil
	}
	return lookup(name)
}

// checkTree checks what the evaluator relies on of a parsed tree: every
// node lies within the source, inside its parent, with the arguments its
// kind needs, and no deeper than MaxDepth.
func checkTree(t *testing.T, src string, n *node, from, to int) int {
	t.Helper()
	if n.from < from || n.to > to || n.from > n.to {
		t.Fatalf("%q: node %d..%d outside %d..%d", src, n.from, n.to, from, to)
	}
	want := map[nodeKind]int{numberNode: 0, nameNode: 0, unaryNode: 1, binaryNode: 2, parenNode: 1}[n.kind]
	if n.kind != callNode && len(n.args) != want {
		t.Fatalf("%q: node %q of kind %d has %d arguments", src, src[n.from:n.to], n.kind, len(n.args))
	}
	depth := 1
	for _, a := range n.args {
		depth = max(depth, checkTree(t, src, a, n.from, n.to)+1)
	}
	if depth != n.depth || depth > MaxDepth {
		t.Fatalf("%q: node %q is %d deep, records %d (MaxDepth %d)", src, src[n.from:n.to], depth, n.depth, MaxDepth)
	}
	return depth
}

// FuzzParse: no input panics or overflows the parser's stack, and what
// parses is a tree the evaluator can walk.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		n, err := parse(src)
		if err != nil {
			if n != nil {
				t.Fatalf("%q: a tree and an error %v", src, err)
			}
			return
		}
		checkTree(t, src, n, 0, len(src))
	})
}

// FuzzEval: no input panics; each gives an error or a truth value, the
// same one twice, and the figures it says it read are figures.
func FuzzEval(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		c, err := Eval("t", src, fuzzLookup)
		again, err2 := Eval("t", src, fuzzLookup)
		if (err == nil) != (err2 == nil) || err == nil && c.Holds != again.Holds {
			t.Fatalf("%q: %v, %v then %v, %v", src, c.Holds, err, again.Holds, err2)
		}
		if err != nil {
			if c.Holds {
				t.Fatalf("%q: holds and fails (%v)", src, err)
			}
			return
		}
		for _, v := range c.Values {
			name, _, _ := strings.Cut(v, " = ")
			if _, ok := figures[name]; !ok && name != "bos" {
				t.Fatalf("%q holds = %v reading %q, not a figure", src, c.Holds, v)
			}
		}
	})
}
