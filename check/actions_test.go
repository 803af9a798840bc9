package check

import (
	"strings"
	"testing"

	"coursesite/place"
	"coursesite/prose"
)

// Each issue an action can have, at its place, with its message.
func TestActionIssues(t *testing.T) {
	cases := []struct {
		src  string
		at   string // the issue stands where this first occurs in src
		kind issueKind
		msg  string // the message, or a prefix of it ending in …
	}{
		{`Pay {{ deger "duyarlilik1.yuzde" }} olur.`, `deger`, issueDeger,
			`{{ deger "duyarlilik1.yuzde" }} prints the figure's bare value into the prose, unrounded and unmarked, so the page's controls cannot rewrite it; deger is for use inside other actions: write {{ sayi "duyarlilik1.yuzde" }} or {{ yazi "duyarlilik1.yuzde" }}`},
		{`Boşa iş {{ sayi "n" | ek "dan" }} azalır.`, `"dan"`, issueLiteralEk,
			`ek "dan" spells its suffix out, the same after every number (64’dan; Turkish writes 64’ten); write it in archiphonemes: ek "DAn"`},
		{`Pay {{ yazi "n" | ek "(y)a" }} iner.`, `"(y)a"`, issueLiteralEk, `ek "(y)a" spells its suffix out, the same after every number (64’a; Turkish writes 64’e); write it in archiphonemes: ek "(y)A"`},
		{`Her kol {{ yazi "n" | ek "şer" }} okur.`, `"şer"`, issueLiteralEk, `ek "şer" spells its suffix out, the same after every number (64’şer; Turkish writes 64’er); write it in archiphonemes: ek "(ş)Ar"`},
		{`Boşa iş {{ sayi "n" }}’tan azalır.`, `’tan`, issueTypedSuffix,
			`"’tan" typed by hand after {{ sayi "n" }}: a suffix must follow the number when it changes; write {{ sayi "n" | ek "DAn" }}`},
		{`Pay {{ yazi "n" }}e bölünür.`, `e bölünür`, issueTypedSuffix, `"e" typed by hand after {{ yazi "n" }}: a suffix must follow the number when it changes; write {{ yazi "n" | ek "(y)A" }}`},
		{`Pay {{ sayi "n" -}} ’ten düşer.`, `’ten`, issueTypedSuffix, `"’ten" typed by hand after {{ sayi "n" -}}: …`},
		{`Pay {{ mertebe "n" }}ca artar.`, `ca artar`, issueTypedSuffix, `"ca" typed by hand after {{ mertebe "n" }}: …`},
	}
	for _, c := range cases {
		pt := readSource(t, c.src)
		if len(pt.issues) != 1 {
			t.Errorf("%s: %d issues %+v, want one", c.src, len(pt.issues), pt.issues)
			continue
		}
		is := pt.issues[0]
		if want := strings.Index(c.src, c.at); is.pos != want || is.kind != c.kind {
			t.Errorf("%s: issue %d at %d, want %d at %d", c.src, is.kind, is.pos, c.kind, want)
		}
		if prefix, ok := strings.CutSuffix(c.msg, "…"); ok && !strings.HasPrefix(is.msg, prefix) || !ok && is.msg != c.msg {
			t.Errorf("%s:\n got %s\nwant %s", c.src, is.msg, c.msg)
		}
	}
}

// What the model writes, and what only looks like an issue, is none: a
// suffix in archiphonemes, the invariant ki and ken, a unit against
// digits, a word after an action, deger inside another action.
func TestNoActionIssues(t *testing.T) {
	for _, src := range []string{
		`{{ sayi "n" | ek "DAn" }} {{ yazi "n" | ek "(s)I(n)I" }} {{ sayi "n" | ek "DAki" }} {{ yazi "n" | ek "(y)ken" }}`,
		`{{ sayi "n" | ek "lIk(s)I" }} {{ yazi "n" | ek "(ş)Ar" }} {{ sayi "n" | ek "(I)ncI" }} {{ sayi "n" | ek "lAr" }}`,
		`{{ sayi "ortanca.olcu" }}ms ve {{ sayi "n" }} istek, {{ yazi "n" }} kez; {{ yazi "n" | buyuk }} İstek.`,
		`{{ sayi (deger "n") }} {{ iddia "n büyüktür" "n > 0" }} {{ tablo "paylar" }}`,
	} {
		pt := readSource(t, src)
		if len(pt.issues) > 0 || len(pt.literals) > 0 {
			t.Errorf("%s: issues %+v, literals %+v; want none", src, pt.issues, pt.literals)
		}
	}
}

// A claim's text is a text of its own, placed at its quote, in the claim.
func TestClaimTexts(t *testing.T) {
	src := `Kuyruk düşer.{{ iddia "48 istek düşer" "n == 48" }} {{ iddia "a\"b 3" "n > 0" }}`
	pt := readSource(t, src)
	ts := pt.claimTexts()
	if len(ts) != 2 {
		t.Fatalf("%d claim texts, want 2", len(ts))
	}
	if string(ts[0].b) != "48 istek düşer" || ts[0].offset(0) != strings.Index(src, "48") || ts[0].in != inClaim {
		t.Errorf("claim text %q at %d in %q", ts[0].b, ts[0].offset(0), ts[0].in)
	}
	// With an escape the bytes are not the file's: all of it at the quote.
	if string(ts[1].b) != `a"b 3` || ts[1].offset(4) != strings.Index(src, `"a\"b`) {
		t.Errorf("escaped claim text %q at %d", ts[1].b, ts[1].offset(4))
	}
}

// A suffix spelt out reads back as the chain that writes it.
func TestArchiphonemes(t *testing.T) {
	for lit, want := range map[string]string{
		"dan": "DAn", "ten": "DAn", "ye": "(y)A", "e": "(y)A", "sı": "(s)I", "şer": "(ş)Ar", "er": "(ş)Ar",
		"üncü": "(I)ncI", "lik": "lIk", "liği": "lIk(s)I", "deki": "DAki", "(y)a": "(y)A", "dAn": "DAn", "xyz": "xyz",
	} {
		if got := archiphonemes(lit); got != want {
			t.Errorf("archiphonemes(%q) = %q, want %q", lit, got, want)
		}
	}
	for ek, want := range map[string]bool{"dan": true, "(y)a": true, "DAn": false, "DAki": false, "(y)ken": false, "lIk": false, "lAr": false, "(I)ncI": false, "(ş)Ar": false} {
		if got := spelledOut(ek); got != want {
			t.Errorf("spelledOut(%q) = %v, want %v", ek, got, want)
		}
	}
}

// A number in an attribute or a claim's text is told where it stands, and
// what to do there: no action can write it.
func TestPlacedMessage(t *testing.T) {
	for in, want := range map[string]string{
		inClaim:           `"iki" typed by hand in a claim text, which readers see when the claim fails; say it without the number (the claim's expression names the figures), or declare the phrase under verilen`,
		"title attribute": `"iki" typed by hand in a title attribute, which readers see or hear; write the number in the prose with sayi or yazi instead, or declare the phrase under verilen`,
		inLinkTitle:       `"iki" typed by hand in a link title, which readers see or hear; write the number in the prose with sayi or yazi instead, or declare the phrase under verilen`,
	} {
		if got := placedMessage("iki", in); got != want {
			t.Errorf("in %s:\n got %s\nwant %s", in, got, want)
		}
	}
}

// readSource reads src as the build's parser reads a page.
func readSource(t *testing.T, src string) *pageTemplate {
	t.Helper()
	pt, err := parseSource("t.md", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return pt
}

// parseSource reads src, a page named name, as the build's parser reads it.
func parseSource(name string, src []byte) (*pageTemplate, error) {
	acts, err := prose.ReadActions(&place.File{Name: name, Data: src}, 0, string(src))
	if err != nil {
		return nil, err
	}
	return readActions(src, acts), nil
}
