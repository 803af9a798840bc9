package relation

import (
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
)

// relationsOf returns the relations read from src, as name: relation
// (mark's expression) [accepted], covered ones marked.
func relationsOf(t *testing.T, src string, opt Options) []string {
	t.Helper()
	x, err := prose.Parse(&place.File{Name: "ders.md", Data: []byte(src)}, 0, src, prose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range Read([]byte(src), x.Actions(), model.Index(testFigures), opt).Relations {
		s := r.Name + ": " + r.Expr
		if r.Accepted != "" {
			s += " [" + r.Accepted + "]"
		}
		if r.Covered {
			s += " (covered)"
		}
		out = append(out, s)
	}
	return out
}

func TestRead(t *testing.T) {
	for _, c := range []struct {
		name, src string
		opt       Options
		want      []string
	}{
		// A relation read in a condition's phrasing holds wherever the
		// phrasing is hidden: the page checks every claim it holds.
		{name: "a relation in the phrasing of a condition",
			src:  `Süre {{ sayi "a" | ek "DAn" }} {{ eger "b > a" }}{{ sayi "b" | ek "(y)A" }} çıkar{{ yoksa }}{{ sayi "b" | ek "DA" }} kalır{{ son }}.`,
			want: []string{"a rise: (b > a) || !(b > a)"}},
		{name: "relations read across conditions",
			src:  `Boşa iş {{ eger "b > a" }}{{ eger "a > 0" }}{{ sayi "a" | ek "DAn" }} {{ sayi "b" }} milisaniyeye{{ yoksa }}hiç yokken {{ sayi "b" }} milisaniyeye{{ son }} çıkar{{ yoksa }}artmaz{{ son }}.`,
			want: []string{"a rise from nothing: (b > 0) || !(b > a) || (a > 0)", "a rise: (b > a) || !(b > a) || !(a > 0)"}},
		{name: "the same relation whichever way a condition in its words goes",
			src:  `Süre {{ sayi "a" | ek "DAn" }} {{ sayi "b" | ek "(y)A" }} {{ eger "k > 1" }}hızla{{ yoksa }}yavaşça{{ son }} çıkar.`,
			want: []string{"a rise: b > a"}},
		{name: "an iddia of its paragraph states it",
			src:  "Süre {{ sayi \"a\" | ek \"DAn\" }} {{ sayi \"b\" | ek \"(y)A\" }} çıkar.\n{{- iddia \"süre artar\" \"b > a + 1\" }}",
			want: []string{"a rise: b > a (covered)"}},
		{name: "an iddia of another paragraph, or of one figure, does not",
			src:  "Süre {{ sayi \"a\" | ek \"DAn\" }} {{ sayi \"b\" | ek \"(y)A\" }} çıkar.\n{{- iddia \"süre vardır\" \"b > 0\" }}\n\n{{ iddia \"süreler\" \"a < b\" }}",
			want: []string{"a rise: b > a"}},
		{name: "a kabul after the sentence accepts what it states",
			src:  `Süre {{ sayi "a" | ek "DAn" }} {{ sayi "b" | ek "(y)A" }} çıkar.{{ kabul "okur eşiği daraltınca süreler eşitlenir" }} Sonra durur.`,
			want: []string{"a rise: b > a [okur eşiği daraltınca süreler eşitlenir]"}},
		{name: "near-equality within the lesson's tolerance",
			src:  `Toplam yuva açgözlüde {{ sayi "a" }}, eşitte {{ sayi "b" }}. Neredeyse aynı sayı.`,
			opt:  Options{Tolerance: 0.05},
			want: []string{"nearly the same: abs(a - b) <= 0.05 * max(abs(a), abs(b))"}},
		{name: "a list item is a paragraph of its own",
			src:  "- Toplam yuva açgözlüde {{ sayi \"a\" }}.\n- Eşitte {{ sayi \"b\" }}. Neredeyse aynı sayı.\n",
			want: nil},
		{name: "a tag, a code span and a link's address are no words",
			src:  "Süre {{ sayi \"a\" | ek \"DAn\" }} <em>{{ sayi \"b\" | ek \"(y)A\" }}</em> [çıkar](#table-x) `kod`.",
			want: []string{"a rise: b > a"}},
		{name: "a heading is no prose to read",
			src:  "## Süre {{ sayi \"a\" | ek \"DAn\" }} {{ sayi \"b\" | ek \"(y)A\" }} çıkar\n\nMetin.",
			want: nil},
		{name: "none, in the phrasing for none of a condition on one figure",
			src:  `{{ eger "n > 1" }}{{ sayi "n" }} istek düşer.{{ yoksa }}Hiçbir istek düşmez.{{ son }}`,
			want: []string{"none: (n == 0) || (n > 1)"}},
		{name: "hiç under a condition that sets apart no zero says none of nothing the reader can tell",
			src:  `{{ eger "k > 1" }}İşçi {{ sayi "k" }} kat yavaşlar.{{ yoksa }}İşçi hiç yavaşlamaz.{{ son }}`,
			want: nil},
		{name: "hiç in the phrasing of a condition on two figures says none of neither",
			src:  `{{ eger "n > 0 && m > 0" }}{{ sayi "n" }} istek düşer.{{ yoksa }}Hiçbir istek düşmez.{{ son }}`,
			want: nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := relationsOf(t, c.src, c.opt)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s\nread\n%s\nwant\n%s", c.src, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// A sentence shaped like a relation the reader cannot read says so, with
// the iddia it would need; one an iddia of its paragraph speaks of does
// not. A kabul with no relation before it is stray.
func TestHintsAndStrayKabul(t *testing.T) {
	rd := readText(t, `Ortanca {{ sayi "a" | ek "DAn" }} kısadır ve {{ sayi "b" }} ms olur. Bekleyen olay hiçbir zaman {{ sayi "m" | ek "(y)I" }} geçmez; en çok {{ sayi "n" }} olay bekler.`)
	var got []string
	for _, h := range rd.Hints {
		got = append(got, h.Name+" ("+h.Words+"): "+h.Need)
	}
	want := []string{"less than (Ortanca …’dan kısadır): … < a", "over a bound (hiçbir zaman …’i geçmez): … <= m"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("hints\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if rd := readText(t, "Bekleyen olay hiçbir zaman {{ sayi \"m\" | ek \"(y)I\" }} geçmez; en çok {{ sayi \"n\" }} olay bekler.\n{{- iddia \"bekleyen gönderiyi geçmez\" \"n <= m\" }}"); len(rd.Hints) > 0 {
		t.Errorf("hints %+v, though an iddia speaks of the sentence", rd.Hints)
	}
	src := `Süre {{ sayi "a" }} ms.{{ kabul "neden" }}`
	if rd := readText(t, src); len(rd.Stray) != 1 || rd.Stray[0] != strings.Index(src, "kabul") {
		t.Errorf("stray kabuls at %v, want the one at %d", rd.Stray, strings.Index(src, "kabul"))
	}
}

// Compile adds what it reads to the text as claims, but those an iddia
// states: the run checks them, records them where their words stand, and
// prints their markers for the page's engine.
func TestCompile(t *testing.T) {
	src := "Süre {{ sayi \"a\" | ek \"DAn\" }} {{ sayi \"b\" | ek \"(y)A\" }} çıkar, sonra {{ sayi \"c\" | ek \"DAn\" }} {{ sayi \"a\" | ek \"(y)A\" }} iner.\n{{- iddia \"düşer\" \"a < c\" }}"
	file := &place.File{Name: "ders.md", Data: []byte(src)}
	x, err := prose.Parse(file, 0, src, prose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	figs := model.Index(testFigures)
	rd := Compile(x, []byte(src), figs, Options{})
	if len(rd.Relations) != 2 || !rd.Relations[1].Covered {
		t.Fatalf("read %+v: want a rise, and a fall the iddia states", rd.Relations)
	}
	r := &prose.Run{Figures: figs}
	out, err := x.Execute(r)
	if err != nil || r.Err() != nil {
		t.Fatal(err, r.Err())
	}
	if want := `çıkar<span class="claim" data-text="Süre …’dan …’ye çıkar" data-expr="b &gt; a" hidden></span>, sonra`; !strings.Contains(out, want) {
		t.Errorf("printed\n%s\nwant\n%s", out, want)
	}
	var derived []prose.Claim
	for _, c := range r.Claims {
		if c.Derived != "" {
			derived = append(derived, c)
		}
	}
	if len(derived) != 1 || derived[0].Derived != "a rise" || !derived[0].Holds || derived[0].At != file.Position(strings.Index(src, `sayi "a"`)) {
		t.Errorf("claims %+v: want the rise, read at its first number", r.Claims)
	}
}
