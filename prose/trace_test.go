//go:build !js

package prose

import (
	"fmt"
	"strings"
	"testing"
)

// TestCalls: a run records every numeral as printed (its suffixes and
// capital), every condition and every claim, at its call's place, under
// the conditions it stands in; what the check reads a page by at a
// reader's settings.
func TestCalls(t *testing.T) {
	src := `{{ yazi "n" | ek "(s)I" | buyuk }} gelir. {{ eger "n > 40" }}Çok: {{ sayi "pay" }}{{ eger "pay > 1" }} ve {{ sayi "n" }}{{ son }}{{ yoksa }}az{{ son }}.{{ iddia "çok" "n > 2" }}`
	_, r, err := run(t, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range r.Calls {
		var under []string
		for _, g := range c.Under {
			under = append(under, fmt.Sprintf("%d:%v", g.Cond, g.Yes))
		}
		s := fmt.Sprintf("%d@%d %s%s%s [%s]", c.Kind, c.At.Off, c.Figure, c.Expr, strings.Join(c.Spec.Suffixes, "+"), strings.Join(under, " "))
		if c.Spec.Upper {
			s += " upper"
		}
		got = append(got, s)
	}
	want := []string{
		`0@3 n(s)I [] upper`,
		`1@45 n > 40 []`,
		`0@70 pay [1:true]`,
		`1@86 pay > 1 [1:true]`,
		`0@110 n [1:true 3:true]`,
		`2@156 n > 2 []`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("calls:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i, c := range r.Calls {
		if !strings.HasPrefix(src[c.At.Off:], [...]string{"yazi", "eger", "sayi", "eger", "sayi", "iddia"}[i]) {
			t.Errorf("call %d is placed at %q", i, src[c.At.Off:min(len(src), c.At.Off+10)])
		}
	}
}

// TestKabul: kabul accepts the claim before it, for the reason given; the
// marker says so (data-accepted), and a claim that does not hold at the
// lesson's own settings still fails.
func TestKabul(t *testing.T) {
	out, r, err := run(t, `{{ iddia "çok" "n > 2" | kabul "okur azaltırsa işaretlenir" }}`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if out != `<span class="claim" data-text="çok" data-expr="n &gt; 2" data-accepted="okur azaltırsa işaretlenir" hidden></span>` {
		t.Errorf("printed %s", out)
	}
	if r.Claims[0].Accepted != "okur azaltırsa işaretlenir" || r.Calls[0].Accepted != "okur azaltırsa işaretlenir" {
		t.Errorf("claim %+v, call %+v: not accepted", r.Claims[0], r.Calls[0])
	}
	for src, want := range map[string]string{
		`{{ iddia "çok" "n > 100" | kabul "neden" }}`: `claim "çok" does not hold`,
		`{{ iddia "çok" "n > 2" | kabul "" }}`:        "kabul: want the reason",
		`{{ iddia "çok" "n > 2" | kabul 3 }}`:         "kabul: want the reason",
		`{{ sayi "n" | kabul "neden" }}`:              "kabul follows an iddia",
		`{{ kabul }}`:                                 "kabul: want a reason and the claim",
		`{{ kabul "" }}`:                              "kabul: want the reason",
	} {
		if _, _, err := run(t, src, Options{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", src, err, want)
		}
	}
	// Alone after a sentence, kabul gives its reason to the claims the build
	// reads from the sentence (package relation): it prints nothing here.
	if out, r, err := run(t, `Az.{{ kabul "neden" }}`, Options{}); err != nil || out != "Az." || len(r.Claims) != 0 {
		t.Errorf("a kabul alone: %q, %v claims, %v; want it to print nothing", out, len(r.Claims), err)
	}
}
