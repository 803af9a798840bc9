//go:build !js

package turkce

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"coursesite/jsnum"
)

// roundTripValues are the values written and read back: every unit, ten
// and scale as a number's last word, compounds, decimals (with leading
// zeros after the comma), negatives, and the largest numbers the words
// name.
func roundTripValues() []float64 {
	values := []float64{11, 16, 19, 48, 99, 101, 110, 256, 999, 1001, 1100, 5540, 11120, 250000, 1e6 + 1, 2.5e9,
		20.07, 0.5, 42.6, 136.68512125, 8.333, 416.67, 0.05, -5, -0.5, -0.04, -42.6, -1e6, 999999999999, 1.2345678901234567e20}
	for d := 0.0; d < 10; d++ {
		values = append(values, d, 10*d)
	}
	for p := 2; p <= 20; p++ {
		values = append(values, math.Pow(10, float64(p)))
	}
	return values
}

// chainsWritten are suffix chains the lessons write with ek, and those
// Suffix's doc names (but for lAr and (I)m, which no number word takes): the
// round trip covers them, whatever the reader's lists hold.
var chainsWritten = []string{"(y)A", "DAn", "DA", "(n)In", "(y)I", "(s)I", "(s)I(n)I", "(s)I(n)A", "(s)I(n)In", "(s)I(n)DAn",
	"lIk", "lIk(s)I", "DIr", "(s)IDIr", "(y)lA", "(I)ncI", "(ş)Ar", "lI"}

// A written form is a number as the writer wrote it, and what reading it
// should give back.
type written struct {
	text     string // as written: Suffix(Digits(x, d), chain), Suffix(Words(x, d), chain)
	bare     string // without its suffix: Digits(x, d), Words(x, d)
	digits   string // the value, as toFixed writes it
	decimals int
	words    bool
	prefix   string
}

// TestRoundTrip: every form the writer makes reads back as what it
// wrote. For a spread of values and decimals, digits (Digits, also after
// %) with every chain a number in digits takes (DigitSuffixes) and words
// (Words) with every chain of a number word's forms and of its ordinal,
// written into a sentence, read back as one number at the written span,
// with the value toFixed writes, the decimals written, in words or
// digits, and a suffix chain that writes the same form. Words are read
// after yüzde, where a number is a share whatever it is (even bir), and
// in a plain sentence, where only the homonyms the package doc lists
// read as other words; the sentence's first word, capitalised, reads as
// the same number with a capital.
func TestRoundTrip(t *testing.T) {
	wordChains := append(append([]string{""}, cardinalChains()...), ordinalChains()...)
	digitChains := append([]string{""}, DigitSuffixes()...)
	for _, c := range chainsWritten {
		if !slices.Contains(wordChains, c) || !slices.Contains(digitChains, c) {
			t.Errorf("the reader knows no chain %s, which the lessons write", c)
		}
	}
	if !slices.Contains(digitChains, "lAr") {
		t.Errorf("the reader knows no chain lAr after digits (1990’lar)")
	}
	n, skipped := 0, 0
	for _, x := range roundTripValues() {
		for d := 0; d <= 3; d++ {
			if x == math.Trunc(x) && d%2 == 1 {
				continue // a whole number's decimals are zeros: two of them are enough
			}
			want := jsnum.ToFixed(x, d)
			r := Digits(x, d)
			prefixes := []string{""}
			if x >= 0 && d == 1 {
				prefixes = append(prefixes, "%")
			}
			for _, chain := range digitChains {
				for _, p := range prefixes {
					w := written{text: withChain(t, p+r, chain), bare: p + r, digits: want, decimals: d, prefix: p}
					roundTrip(t, "pay ", w, " olur.", false)
					n++
				}
			}
			words, err := WordsE(x, d)
			if err != nil {
				t.Fatalf("WordsE(%v, %d): %v", x, d, err)
			}
			for _, chain := range wordChains {
				w := written{text: withChain(t, words, chain), bare: words, digits: want, decimals: d, words: true}
				if otherWord(words, w.text) {
					skipped++
					continue
				}
				if f, ok := smallOrdinal(w.text); ok {
					// birinci…onuncu number the prose's own parts, even
					// after yüzde.
					for _, s := range []string{"pay yüzde " + w.text + " olur.", "pay " + w.text + " olur."} {
						if got := Read([]byte(s), 0).Numbers; len(got) != 0 {
							t.Errorf("%q (%+v) read as %+v; want none, an ordinal of one to ten", s, f, got)
						}
					}
					continue
				}
				roundTrip(t, "pay yüzde ", w, " olur.", false)
				if f, ok := NumberForm(w.text); ok && (aloneIsNotNumber(f) || f == (Form{Root: zeroWord, Suffix: "DAn"})) {
					skipped++ // bir adım, onu, yüzü, bindi, sıfırdan: see the package doc
					continue
				}
				roundTrip(t, "pay ", w, " olur.", false)
				roundTrip(t, "", written{text: Capitalize(w.text), bare: w.bare, digits: w.digits, decimals: w.decimals, words: true}, " olur.", true)
				n++
			}
		}
	}
	t.Logf("%d forms read back, %d words left to the homonyms", n, skipped)
	if n < 40000 {
		t.Errorf("only %d forms read back", n)
	}
}

// withChain is Suffix(v, chain), v for no chain.
func withChain(t *testing.T, v, chain string) string {
	t.Helper()
	if chain == "" {
		return v
	}
	s, err := Suffix(v, chain)
	if err != nil {
		t.Fatalf("Suffix(%q, %q): %v", v, chain, err)
	}
	return s
}

// otherWord reports a form the writer makes that is another word, as the
// package doc says: its last word is one that only starts like a number
// word (altına, altınız, sıfırla), or it is an idiom (iki yüzlü).
func otherWord(bare, form string) bool {
	roots, words := strings.Fields(bare), strings.Fields(form)
	if isOtherWord(roots[len(roots)-1], words[len(words)-1]) {
		return true
	}
	return idiomAt(Tokens([]byte(form), 0), 0) > 0
}

// smallOrdinal reports a one-word ordinal of one to ten: ikinci, onuncusu.
func smallOrdinal(form string) (Form, bool) {
	f, ok := OrdinalForm(form)
	return f, ok && !bigOrdinal(f.Root)
}

// roundTrip reads before+w.text+after and checks that it is the one
// number w, with a capital if capital.
func roundTrip(t *testing.T, before string, w written, after string, capital bool) {
	t.Helper()
	s := before + w.text + after
	got := Read([]byte(s), 0).Numbers
	if len(got) != 1 || len(got[0].Parts) != 1 {
		t.Errorf("%q reads as %s; want %s", s, numbersString(s, got), w.digits)
		return
	}
	n, p := got[0], got[0].Parts[0]
	if at := s[n.Start:n.End]; at != w.text || p.Digits != w.digits || p.Decimals != w.decimals || p.Words != w.words ||
		p.Capital != capital || p.Prefix != w.prefix || p.Tail != "" || p.TypedSuffix != "" || n.Name || n.Magnitude != "" {
		t.Errorf("%q reads as %s; want %q: %s with %d decimals (words %v, capital %v, prefix %q)", s, numbersString(s, got), w.text, w.digits, w.decimals, w.words, capital, w.prefix)
		return
	}
	bare := w.bare
	if capital {
		bare = Capitalize(bare)
	}
	if again := withChain(t, bare, p.Suffix); again != w.text {
		t.Errorf("%q reads with suffix %q, which writes %q", s, p.Suffix, again)
	}
}

// numbersString lists what Read found in s.
func numbersString(s string, ns []Number) string {
	var out []string
	for _, n := range ns {
		out = append(out, fmt.Sprintf("%q %+v", s[n.Start:n.End], n.Parts))
	}
	return "[" + strings.Join(out, ", ") + "]"
}
