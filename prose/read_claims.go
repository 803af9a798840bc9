//go:build !js

package prose

import (
	"slices"
	"strconv"

	"coursesite/place"
)

// The build reads claims from a page's prose as well as from its iddia
// actions (package relation: "ortancayı 200’den 93 ms’ye indirir" says the
// second median is below the first). It adds each to the page's text as
// if its author had written an iddia where its words end, before the text
// runs: so the run checks it, records it among the page's claims and calls
// at its place and under the conditions it stands in, and prints its
// marker, which the page's engine checks again for a reader's settings as
// it checks any claim's. The engine reads no Turkish: it gets the claim's
// expression. Only the build links this.

// A ReadClaim is a claim the build read from a text's prose.
type ReadClaim struct {
	// At is the file offset the claim is reported at (where its words
	// start); Off the one its marker goes at (where they end).
	At, Off int
	// Text is the words it was read from, Expr its expression, Derived
	// the construction it was read as, Accepted the reason of a kabul
	// after its sentence ("" for none).
	Text, Expr, Derived, Accepted string
}

// readClaimFunc is the function a read claim's action calls: a name no
// author can type (the template parser reads no identifier with a space).
const readClaimFunc = "iddia (read)"

// AddReadClaims adds claims read from the text's prose to it, each an
// action of its own at its Off: in a piece of prose, which it splits, or
// before the action that starts there.
func (x *Text) AddReadClaims(claims []ReadClaim) {
	if len(claims) == 0 {
		return
	}
	x.funcs[readClaimFunc] = func(r *Run, at place.Pos, args ...any) (any, error) {
		a, err := Strings(at, "iddia", args, "the claim's text", "its expression", "what it was read as")
		if err != nil {
			return nil, err
		}
		return r.claim(at, a[0], a[1], a[2])
	}
	claims = slices.Clone(claims)
	slices.SortStableFunc(claims, func(a, b ReadClaim) int { return a.Off - b.Off })
	for _, c := range claims {
		x.insert(c.Off-x.base, readClaimAction(c.At-x.base, c))
	}
}

// readClaimAction returns the action of a read claim whose call stands at
// text offset at: {{ iddia-read "text" "expr" "derived" | kabul "…" }}.
func readClaimAction(at int, c ReadClaim) *actionNode {
	str := func(s string) node { return &stringNode{pos: at, quoted: strconv.Quote(s), text: s} }
	cmds := []*command{{pos: at, args: []node{&identNode{pos: at, name: readClaimFunc}, str(c.Text), str(c.Expr), str(c.Derived)}}}
	if c.Accepted != "" {
		cmds = append(cmds, &command{pos: at, args: []node{&identNode{pos: at, name: "kabul"}, str(c.Accepted)}})
	}
	return &actionNode{pos: at, pipe: &pipeNode{pos: at, cmds: cmds}}
}

// insert puts node a at text offset off: inside a piece of prose, split
// there, or before the first node at or after off.
func (x *Text) insert(off int, a *actionNode) {
	for i, n := range x.nodes {
		t, ok := n.(*textNode)
		if ok && t.pos < off && off < t.pos+len(t.text) {
			k := off - t.pos
			before, after := &textNode{pos: t.pos, text: t.text[:k]}, &textNode{pos: off, text: t.text[k:]}
			x.nodes = slices.Insert(slices.Delete(x.nodes, i, i+1), i, node(before), node(a), node(after))
			return
		}
		if n.position() >= off {
			x.nodes = slices.Insert(x.nodes, i, node(a))
			return
		}
	}
	x.nodes = append(x.nodes, a)
}
