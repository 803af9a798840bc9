//go:build !js

package turkce

import (
	"strings"
	"testing"
)

// The reader's verdict on single words and short phrases: the numbers it
// finds, by their text.
func TestReadPhrases(t *testing.T) {
	cases := []struct {
		text string
		want []string // the typed numbers, as they stand
	}{
		{"altı isteği düşer", []string{"altı"}},
		{"kırk iki kez", []string{"kırk iki"}},
		{"on altıda bir", []string{"on altıda bir"}},
		{"dörtte üçü", []string{"dörtte üçü"}},
		{"iki katına çıkar, beşe çıkar", []string{"iki", "beşe"}},
		{"ikişer okuma, dörder kez", []string{"ikişer", "dörder"}},
		{"yüzde 8,3 ve yüzde bir ve binde bir", []string{"8,3", "bir", "bir"}},
		{"sıfır hata", []string{"sıfır"}},
		{"bir milyon, on bir, bir buçuk", []string{"bir milyon", "on bir", "bir buçuk"}},
		{"yüz istek, bin istek", []string{"yüz", "bin"}},
		{"kırk\niki", []string{"kırk\niki"}},
		{"kırk, iki", []string{"kırk", "iki"}},
		{"5540 ms, 5540’tan, %42,6’sı, 1.000 kez, 3.5 kat, 200ms", []string{"5540", "5540’tan", "%42,6’sı", "1.000", "3.5", "200ms"}},
		{"K01’in, AY10, ES2020", []string{"K01’in", "AY10", "ES2020"}},
		{"onlarca, yüzlercesi, binlerce", []string{"onlarca", "yüzlercesi", "binlerce"}},
		{"@@@@ bir @@@@’tan @@@@ kırk", []string{"kırk"}},
		// Not numbers: the article, pronouns, under, face, ordinals, half,
		// to reset, single, a few.
		{"bir adım, biri, birinden, birer birer", nil},
		{"onu, ona, onda, ondan, onlar, onların, onda bir", nil},
		{"altında, altına, altından, altındaki, altın", nil},
		{"yüzü, yüzünden, yüzden, yüzey, yüzyıl, yüzde", nil},
		{"ikinci, üçüncü, birincisi, dördüncü, ilk, sonuncu, altıncı", nil},
		{"yarı, yarısı, yarım, tek, çift, çeyrek, birkaç", nil},
		{"sıfırlamaz, sıfırlanır, sıfırla", nil},
		{"bindi, biner, binmek, bina", nil},
		// Numbers by their context: derived words, ordinals of several
		// words, a dozen, fractions, bounds.
		{"üçlü, ikilisi, dörtlüğü, beşliğe, onlu", []string{"üçlü", "ikilisi", "dörtlüğü", "beşliğe", "onlu"}},
		{"on yedinci, kırk ikincisi, yirminci; ikinci, onuncu", []string{"on yedinci", "kırk ikincisi", "yirminci"}},
		{"bir düzine, yarım düzine, düzinelerce", []string{"bir düzine", "yarım düzine", "düzinelerce"}},
		{"isteklerin onda biri, milyonda bir, ½, 2½", []string{"onda biri", "bir", "½", "2½"}},
		{"yüzden fazla, bine kadar, sıfırdan büyüktür, bire iki", []string{"yüzden", "bine", "sıfırdan", "bire", "iki"}},
		{"Sayısı yedi. Payı kırktı.", []string{"yedi", "kırktı"}},
		{"Iki, onbir, kır\u00adk", []string{"Iki", "onbir", "kır\u00adk"}},
		// Not numbers by their context: plurals, verbs, a noun after a
		// genitive, names, bases and decades, idioms.
		{"yediler, Yediler, doksanlar, seksenlerde, onlar", nil},
		{"Tarife bütçeyi yedi. Çoban koyunları kırktı. Süre yetmiş. Hatayı onar ve git.", nil},
		{"eşiğin altı, masanın altı", nil},
		{"Bu süreç Altı Sigma ile ölçülür, sonra Dokuz Eylül’de anlatılır.", nil},
		{"ikili arama, onluk taban, on altılık gösterim, doksanlı yıllar, binlik ayırıcı", nil},
		{"ikide bir, yüz yüze, dört gözle, kırk yılda bir, iki yüzlü, bire bir", nil},
		{"bu yüzden fazla, sıfırdan kurmak, yüzer nokta", nil},
	}
	for _, c := range cases {
		var got []string
		for _, n := range Read([]byte(c.text), '@').Numbers {
			got = append(got, c.text[n.Start:n.End])
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// Digits read as the site writes them, a grouping dot or a decimal point
// as the digits after it say; the suffix after an apostrophe is named as
// ek writes it.
func TestNumeralParts(t *testing.T) {
	cases := []struct {
		text     string
		digits   string
		decimals int
		suffix   string
	}{
		{"5540", "5540", 0, ""},
		{"42,6", "42.6", 1, ""},
		{"0,50", "0.50", 2, ""},
		{"1.000", "1000", 0, ""},
		{"1.000,5", "1000.5", 1, ""},
		{"3.5", "3.5", 1, ""},
		{"5540’tan", "5540", 0, "DAn"},
		{"5540'tan", "5540", 0, "DAn"},
		{"%42,6’sı", "42.6", 1, "(s)I"},
		{"8,3’üdür", "8.3", 1, "(s)IDIr"},
		{"3’üncü", "3", 0, "(I)ncI"},
		{"4’e", "4", 0, "(y)A"},
		{"5 540", "5540", 0, ""},
		{"5\u00a0540’tan", "5540", 0, "DAn"},
		{"1 000 000", "1000000", 0, ""},
		{"12\u202f500,5", "12500.5", 1, ""},
		{"−5", "-5", 0, ""},
		{"-42,6’sı", "-42.6", 1, "(s)I"},
		{"1e6", "1000000", 0, ""},
		{"2,5e-3", "0.0025", 4, ""},
		{"10⁶", "1000000", 0, ""},
		{"10³’ten", "1000", 0, "DAn"},
		{"４８", "48", 0, ""},
		{"4’lüğü", "4", 0, "lIk(s)I"},
		{"6’şar", "6", 0, "(ş)Ar"},
		{"1990’larda", "1990", 0, "lArDA"},
	}
	for _, c := range cases {
		ts := Tokens([]byte(c.text), 0)
		if len(ts) != 1 || ts[0].Kind != TokenNumeral || ts[0].Start != 0 || ts[0].End != len(c.text) {
			t.Errorf("%q: tokens %+v, want one numeral", c.text, ts)
			continue
		}
		p := numeralPart(ts[0])
		if p.Digits != c.digits || p.Decimals != c.decimals || p.Suffix != c.suffix || p.TypedSuffix != "" {
			t.Errorf("%q: %+v, want %s with %d decimals and suffix %q", c.text, p, c.digits, c.decimals, c.suffix)
		}
	}
	if p := numeralPart(Tokens([]byte("5540’xyz"), 0)[0]); p.Suffix != "" || p.TypedSuffix != "’xyz" {
		t.Errorf("an unknown suffix: %+v, want it kept as typed", p)
	}
}

// FuzzRead checks that the reader never panics, and that the numbers it
// finds lie in the text, in order, without overlapping, each on its own
// tokens.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"5 540’tan", "−5 -5 3-5", "½ 2½ 3⁄4 ¾’ü", "on yedinci kırk ikincisi", "bir düzine yarım düzine",
		"yüzde kırk, binde bir, milyonda", "Tarife bütçeyi yedi.", "onbir Iki kır\u00adk ４８ 10⁶ 1e6", "&#52;&#56; &nbsp;",
		"12.05.2024 2024-05-12 1.2.3", "×2 2× @@@@ bir", "%", "-", "’", "⁄", "e", "1e", "10⁶’", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := Read([]byte(s), '@')
		end, tok := 0, 0
		for _, n := range r.Numbers {
			if n.Start < end || n.End <= n.Start || n.End > len(s) {
				t.Fatalf("%q: span [%d, %d) after %d", s, n.Start, n.End, end)
			}
			if n.TokenStart < tok || n.TokenEnd <= n.TokenStart || n.TokenEnd > len(r.Tokens) ||
				r.Tokens[n.TokenStart].Start != n.Start || r.Tokens[n.TokenEnd-1].End != n.End {
				t.Fatalf("%q: tokens [%d, %d) after %d for span [%d, %d)", s, n.TokenStart, n.TokenEnd, tok, n.Start, n.End)
			}
			end, tok = n.End, n.TokenEnd
		}
	})
}
