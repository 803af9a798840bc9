//go:build !js

package turkce

import (
	"strings"
	"testing"

	"coursesite/jsnum"
)

// TestParseWordsReadsWords: every number the site writes in words reads back as the
// digits it rounds to — the writer and the reader agree on what a number
// word says.
func TestParseWordsReadsWords(t *testing.T) {
	values := []float64{0, 1, 2, 9, 10, 11, 16, 19, 20, 48, 99, 100, 101, 110, 999, 1000, 1001, 1100, 5540, 10000, 100000, 250000,
		1e6, 1e6 + 1, 2.5e9, 1e12, 20.07, 0.5, 42.6, 136.68512125, 8.333, -5, -0.5, 416.67}
	for x := 1.0; x < 2e15; x = x*7 + 3 {
		values = append(values, x, x/1000)
	}
	for _, x := range values {
		for d := 0; d <= 3; d++ {
			words := Words(x, d)
			digits, decimals, ok := ParseWords(strings.Fields(words))
			if want := jsnum.ToFixed(x, d); !ok || digits != want || decimals != d {
				t.Errorf("ParseWords(%q) = %q, %d, %v; want %q, %d", words, digits, decimals, ok, want, d)
			}
		}
	}
}

// TestParseWordsNotOneNumber: words that do not read as one number are not one.
func TestParseWordsNotOneNumber(t *testing.T) {
	for _, words := range []string{"iki üç", "yüz yüz", "on on", "bin milyon", "virgül beş", "eksi", "beş virgül", "yirmi on", "bir bin", "bir yüz", "sıfır iki"} {
		if digits, _, ok := ParseWords(strings.Fields(words)); ok {
			t.Errorf("ParseWords(%q) = %q, want no number", words, digits)
		}
	}
	if digits, d, ok := ParseWords([]string{"iki", "buçuk"}); !ok || digits != "2.5" || d != 1 {
		t.Errorf("iki buçuk = %q, %d, %v; want 2.5", digits, d, ok)
	}
}

// TestFormSuffix: every form Suffix makes of a number word with a chain the
// reader knows reads back as that word, and as the same surface form
// (where two chains make one form, üçü, either reads it); ordinals too.
func TestFormSuffix(t *testing.T) {
	n := 0
	for _, rootWord := range append(NumberRoots(), magnitudeWords...) {
		for _, pattern := range cardinalChains() {
			form, err := Suffix(rootWord, pattern)
			if err != nil || isOtherWord(rootWord, form) {
				continue
			}
			n++
			b, ok := NumberForm(form)
			if !ok {
				t.Errorf("%s + %s = %q does not read back", rootWord, pattern, form)
				continue
			}
			if again, err := Suffix(b.Root, b.Suffix); err != nil || again != form || b.Root != rootWord && !IsMagnitude(b.Root) {
				t.Errorf("%q reads as %+v, which writes %q (%v)", form, b, again, err)
			}
		}
		for _, pattern := range ordinalChains() {
			if IsMagnitude(rootWord) {
				break // onlarca has no ordinal
			}
			form, err := Suffix(rootWord, pattern)
			if err != nil {
				continue
			}
			if b, ok := OrdinalForm(form); !ok || !b.Ordinal() {
				t.Errorf("the ordinal %s + %s = %q reads as %+v, %v", rootWord, pattern, form, b, ok)
			}
		}
	}
	if n < 4000 {
		t.Errorf("only %d forms made", n)
	}
}

// TestForm: a number word's forms follow the writer's suffixes (dört
// softens, buffers fall after consonants); a form that is another word is
// none.
func TestForm(t *testing.T) {
	for form, want := range map[string]Form{
		"dörde": {"dört", "(y)A"}, "kırkı": {"kırk", "(s)I"}, "ikisini": {"iki", "(s)I(n)I"}, "altıda": {"altı", "DA"},
		"beşten": {"beş", "DAn"}, "ikişer": {"iki", "(ş)Ar"}, "üçer": {"üç", "(ş)Ar"}, "dörder": {"dört", "(ş)Ar"}, "dörtlüğü": {"dört", "lIk(s)I"}, "ikilisi": {"iki", "lI(s)I"}, "sekizdir": {"sekiz", "DIr"},
	} {
		if got, _ := NumberForm(form); got != want {
			t.Errorf("NumberForm(%q) = %+v, want %+v", form, got, want)
		}
	}
	for _, form := range []string{"altına", "altının", "sıfırla", "sıfırlar", "ikinci", "dördüncü", "yediler", "doksanlar", "onlar", "kırklar"} {
		if f, ok := NumberForm(form); ok {
			t.Errorf("NumberForm(%q) = %+v, want none: it is another word", form, f)
		}
	}
}
