package prose

import (
	"coursesite/numeral"
	"coursesite/place"
)

// A run records what its texts show that the model computes — each numeral
// as printed, each condition, each claim — with its place and the
// conditions it stands under (Run.Calls). The page shows these again for
// every reader's settings; the check (package explore) computes them for
// the settings a reader can reach and judges each sentence there, without
// building the page again.

// A CallKind is what a recorded call is.
type CallKind int

// The kinds of recorded call.
const (
	NumeralCall   CallKind = iota // sayi, yazi or mertebe, as printed (its suffixes and capital included)
	ConditionCall                 // eger: its phrasings follow
	ClaimCall                     // iddia
)

// A Call is one call a run recorded.
type Call struct {
	Kind CallKind
	At   place.Pos
	// Under lists the conditions the call stands in, outermost first: the
	// call shows only while each holds (Yes) or does not (!Yes).
	Under []Guard

	// A numeral's figure (its full name) and how it is written.
	Figure string
	Spec   numeral.Spec

	// A condition's or a claim's expression; a claim's text, and the
	// reason its author gave for accepting that some readers' settings
	// make it false (kabul), or "".
	Expr, Text, Accepted string
	// Derived names the construction a claim the build read from the
	// prose was read as (Claim.Derived); "" for a claim its author
	// stated.
	Derived string
}

// A Guard is a condition a call stands under: Cond indexes the run's
// Calls (a ConditionCall), Yes says in which of its phrasings.
type Guard struct {
	Cond int
	Yes  bool
}

// guards returns the conditions open now, outermost first.
func (r *Run) guards() []Guard {
	if len(r.open) == 0 {
		return nil
	}
	out := make([]Guard, len(r.open))
	for i, c := range r.open {
		out[i] = Guard{Cond: c.call, Yes: !c.other}
	}
	return out
}

// record appends a call at the conditions open now and returns its index.
func (r *Run) record(c Call) int {
	c.Under = r.guards()
	r.Calls = append(r.Calls, c)
	return len(r.Calls) - 1
}

// recordNumeral records a numeral a text printed at the place at.
func (r *Run) recordNumeral(at place.Pos, n numeral.Numeral) {
	if n.Name == "" { // a number typed in: the check reports it as such
		return
	}
	r.record(Call{Kind: NumeralCall, At: at, Figure: n.Name, Spec: n.Spec})
}
