package prose

import (
	"strings"
	"testing"

	"coursesite/place"
)

// A claim read from the prose runs as an iddia where its words end: in
// the middle of a piece of prose, which it splits, or before an action;
// under the conditions open there; accepted by a kabul; and, false at the
// lesson's own settings, recorded as false without failing the run (its
// author did not write it: the check reports it).
func TestAddReadClaims(t *testing.T) {
	src := `Az {{ sayi "n" }} iş gelir, {{ eger "n > 40" }}çok olur{{ yoksa }}az olur{{ son }}. Son.`
	f := &place.File{Name: "ders.md", Data: []byte(src)}
	x, err := Parse(f, 0, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(src, "gelir")
	inPhrasing := strings.Index(src, "çok olur") + len("çok olur")
	x.AddReadClaims([]ReadClaim{
		{At: at, Off: at + len("gelir"), Text: "… iş gelir", Expr: "n > 2", Derived: "a test"},
		{At: inPhrasing - 3, Off: inPhrasing, Text: "çok olur", Expr: "n > 100", Derived: "a test", Accepted: "okur azaltır"},
	})
	r := &Run{Figures: figs}
	out, err := x.Execute(r)
	if err != nil || r.Err() != nil {
		t.Fatalf("%v; %v: a read claim that does not hold fails no run", err, r.Err())
	}
	for _, want := range []string{
		`iş gelir<span class="claim" data-text="… iş gelir" data-expr="n &gt; 2" hidden></span>, `,
		`çok olur<span class="claim" data-text="çok olur" data-expr="n &gt; 100" data-accepted="okur azaltır" hidden></span></span>`,
		`. Son.`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("printed\n%s\nwant it to hold\n%s", out, want)
		}
	}
	if len(r.Claims) != 2 || !r.Claims[0].Holds || r.Claims[1].Holds || r.Claims[0].Derived != "a test" || r.Claims[1].Accepted != "okur azaltır" {
		t.Fatalf("claims %+v", r.Claims)
	}
	var claims []Call
	for _, c := range r.Calls {
		if c.Kind == ClaimCall {
			claims = append(claims, c)
		}
	}
	if len(claims) != 2 || claims[0].At.Off != at || claims[0].Derived != "a test" || len(claims[0].Under) != 0 || len(claims[1].Under) != 1 || !claims[1].Under[0].Yes {
		t.Errorf("calls %+v: want each at its words, the second under its condition", claims)
	}
	if len(x.Actions()) != 4 {
		t.Errorf("%d actions: the page's own are its author's alone", len(x.Actions()))
	}
}
