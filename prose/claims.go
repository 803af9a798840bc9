package prose

import (
	"html"
	"strings"

	"coursesite/claim"
	"coursesite/internal/msg"
	"coursesite/place"
)

// A ClaimError is a claim that does not hold at the lesson's own
// parameters, at its place: the check reads it with errors.As to quote
// the sentence the claim stands beside.
type ClaimError struct {
	Place *place.Error
	Claim claim.Claim
}

// Error says where the claim stands and why it does not hold.
func (e *ClaimError) Error() string { return e.Place.Error() }

// Unwrap returns the error's place.
func (e *ClaimError) Unwrap() error { return e.Place }

// A Claim is a claim a text stated, and where.
type Claim struct {
	claim.Claim
	At place.Pos
	// Shown is false for a claim in a phrasing the page hides (eger):
	// such a claim says nothing a reader reads, and does not fail the
	// build.
	Shown bool
	// Accepted is the reason the author gave (kabul) for letting some
	// readers' settings make the claim false, the page marking it there;
	// "" when the claim must hold wherever the controls reach.
	Accepted string
	// Derived names the construction the build read the claim from, in
	// its sentence's Turkish (package relation: "a fall"); "" for a claim
	// its author stated. A derived claim that does not hold is the
	// check's finding, not the build's error.
	Derived string
}

// cond is a condition open in the text (eger … yoksa … son).
type cond struct {
	call  int // its index in the run's Calls
	at    place.Pos
	expr  string
	holds bool
	other bool // in its yoksa part
}

// lookup returns the claim evaluator's view of the figures: an unknown
// name is the run's problem, at the call, and fails the expression.
func (r *Run) lookup(at place.Pos, unknown *bool) claim.Lookup {
	return func(name string) (float64, error) {
		f, known, err := r.figure(at, name)
		if err != nil {
			return 0, err
		}
		if !known {
			*unknown = true
		}
		return f.Value, nil
	}
}

// iddia checks a claim and prints an invisible marker of it, so that the
// page's controls (package live) can check it again for a reader's
// settings and mark it in place when it stops holding:
//
//	<span class="claim" data-text="…" data-expr="…" hidden></span>
func (r *Run) iddia(at place.Pos, args []any) (any, error) {
	a, err := Strings(at, "iddia", args, "the claim's text", "its expression")
	if err != nil {
		return nil, err
	}
	return r.claim(at, a[0], a[1], "")
}

// claim checks a claim, stated (derived "") or read from the prose, and
// returns its marker.
func (r *Run) claim(at place.Pos, text, expr, derived string) (any, error) {
	unknown := false
	c, err := claim.Eval(text, expr, r.lookup(at, &unknown))
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	shown := !r.Hidden()
	r.Claims = append(r.Claims, Claim{Claim: c, At: at, Shown: shown, Derived: derived})
	// A claim on an unknown figure is reported as that, not as false.
	if !c.Holds && !unknown && shown && derived == "" {
		r.problems = append(r.problems, &ClaimError{Place: at.Errorf("claim %q does not hold: %s, where %s", text, expr, strings.Join(c.Values, ", ")), Claim: c})
	}
	call := r.record(Call{Kind: ClaimCall, At: at, Expr: expr, Text: text, Derived: derived})
	return claimMarker{claim: len(r.Claims) - 1, call: call, text: text, expr: expr}, nil
}

// claimMarker is what iddia prints: an invisible marker of the claim,
//
//	<span class="claim" data-text="…" data-expr="…" hidden></span>
//
// which kabul may take first, and then marks the claim accepted
// (data-accepted: the reason): the published page says which marks its
// author accepted, for the browser tests and for whoever reads its
// source.
type claimMarker struct {
	claim, call          int // its indexes in the run's Claims and Calls
	text, expr, accepted string
}

func (m claimMarker) String() string {
	kabul := ""
	if m.accepted != "" {
		kabul = ` data-accepted="` + html.EscapeString(m.accepted) + `"`
	}
	return msg.Sprintf(`<span class="claim" data-text="%s" data-expr="%s"%s hidden></span>`,
		html.EscapeString(m.text), html.EscapeString(m.expr), kabul)
}

// kabul accepts that some readers' settings make a claim false, for the
// reason given: {{ iddia "…" "…" | kabul "neden" }}. The page marks the
// claim (⚠) where it does not hold, as for any claim; the check then does
// not report those settings. At the lesson's own settings the claim must
// hold all the same. Standing alone after a sentence, {{ kabul "neden" }}
// accepts the claims the build reads from that sentence (package
// relation), which it gives the reason to; it prints nothing.
func (r *Run) kabul(at place.Pos, args []any) (any, error) {
	if len(args) != 1 && len(args) != 2 {
		return nil, at.Errorf(`kabul: want a reason and the claim it accepts ({{ iddia "…" "…" | kabul "neden" }}), or a reason alone after a sentence, got %d arguments`, len(args))
	}
	reason, ok := args[0].(string)
	if !ok || strings.TrimSpace(reason) == "" {
		return nil, at.Errorf("kabul: want the reason as a string saying why a reader may see the claim marked, got %s", describe(args[0]))
	}
	if len(args) == 1 {
		return nil, nil
	}
	m, ok := args[1].(claimMarker)
	if !ok {
		return nil, at.Errorf(`kabul follows an iddia ({{ iddia "…" "…" | kabul "neden" }}), not %s`, describe(args[1]))
	}
	r.Claims[m.claim].Accepted = reason
	r.Calls[m.call].Accepted = reason
	m.accepted = reason
	return m, nil
}

// eger opens a condition: what follows, up to yoksa or son, is shown only
// while expr (a claim's expression) holds; what follows yoksa only while it
// does not. Both phrasings are written, each in a span the page's controls
// show or hide for a reader's settings.
func (r *Run) eger(at place.Pos, args []any) (any, error) {
	a, err := Strings(at, "eger", args, "an expression")
	if err != nil {
		return nil, err
	}
	expr := a[0]
	unknown := false
	c, err := claim.Eval("eger", expr, r.lookup(at, &unknown))
	if err != nil {
		return "", at.Errorf("%v", err)
	}
	holds := c.Holds && !unknown
	call := r.record(Call{Kind: ConditionCall, At: at, Expr: expr})
	r.open = append(r.open, &cond{call: call, at: at, expr: expr, holds: holds})
	return branch(expr, true, holds), nil
}

// yoksa turns the open condition to its other phrasing.
func (r *Run) yoksa(at place.Pos, args []any) (any, error) {
	if len(args) > 0 {
		return nil, at.Errorf("yoksa takes no argument")
	}
	if len(r.open) == 0 || r.open[len(r.open)-1].other {
		return "", at.Errorf("yoksa without an open eger")
	}
	c := r.open[len(r.open)-1]
	c.other = true
	return "</span>" + branch(c.expr, false, !c.holds), nil
}

// son closes the open condition.
func (r *Run) son(at place.Pos, args []any) (any, error) {
	if len(args) > 0 {
		return nil, at.Errorf("son takes no argument")
	}
	if len(r.open) == 0 {
		return "", at.Errorf("son without an open eger")
	}
	r.open = r.open[:len(r.open)-1]
	return Markup("</span>"), nil
}

// closeConditions reports a condition the text left open.
func (r *Run) closeConditions() error {
	if len(r.open) == 0 {
		return nil
	}
	c := r.open[0]
	r.open = nil
	return c.at.Errorf("eger %q is not closed: write {{ son }} after its text", c.expr)
}

// branch opens the span of one phrasing of a condition: yes is the
// phrasing for when expr holds; shown says whether it is shown now.
func branch(expr string, yes, shown bool) Markup {
	which := "yes"
	if !yes {
		which = "no"
	}
	hidden := ""
	if !shown {
		hidden = " hidden"
	}
	return Markup(msg.Sprintf(`<span class="condition" data-expr="%s" data-branch="%s"%s>`, html.EscapeString(expr), which, hidden))
}
