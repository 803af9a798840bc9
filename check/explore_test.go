package check

import "testing"

// The fixture's controls: hiz 0–200, ust 1–4, carpan 0.5–4 up to ust, iptal.
// At carpan 0.5 no job is over 25 ms (bosOran has no value); at carpan 4
// (ust 4) every job is (kisaIs is 0); yuk is hiz × 20 × carpan / 1000.

// What a reader reads at some of the settings the page's controls reach,
// and the model does not back, is a finding at its place, naming the first
// setting that shows it as the page's URL query.
func TestExploredSettings(t *testing.T) {
	runMutations(t, []mutation{
		{name: "a claim a reader's setting makes false",
			new: `Yük {{ sayi "yuk" }} olur.{{ iddia "yük birden epey küçüktür" "yuk < 0.9" }}`,
			want: []found{{"iddia", `claim "yük birden epey küçüktür" does not hold at ?hiz=48: yuk < 0.9, where yuk = 0.96; ` +
				`write the sentence under a condition, narrow the control, or accept the page's mark there with {{ iddia … | kabul "neden" }} (and at 197 more of the 258 settings explored)`}}},
		{name: "a claim its author accepts a mark for",
			new: `Yük {{ sayi "yuk" }} olur.{{ iddia "yük birden epey küçüktür" "yuk < 0.9" | kabul "okur hızı artırınca yük artar" }}`},
		{name: "a claim under the condition it needs",
			new: `{{ eger "yuk < 0.9" }}Yük {{ sayi "yuk" }} olur.{{ iddia "yük birden epey küçüktür" "yuk < 0.9" }}{{ yoksa }}Yük yüksektir.{{ son }}`},
		{name: "a figure without a value",
			new: `Oran {{ sayi "bosOran" }} olur.`,
			want: []found{
				{"sayi", `sayi "bosOran" reads — at ?carpan=0.5: the model gives it no value there; write the sentence under {{ eger … }} for the settings it holds for, or with another figure (and at 32 more of the 258 settings explored)`},
				// All jobs long: a share of nothing.
				{"sayi", `sayi "bosOran" reads 0 at ?ust=4&carpan=4, and no condition on it guards the sentence: Turkish says nothing with a word (hiçbir olay düşmez, not 0 olay düşer; beklemeden, not 0 milisaniye bekleyerek); write it under {{ eger "bosOran > 0" }} with a phrasing for nothing (and at 33 more of the 258 settings explored)`},
			}},
		{name: "a count of nothing",
			new:  `Kısa iş {{ yazi "kisaIs" }} tanedir.`,
			want: []found{{"yazi", `yazi "kisaIs", a count, reads sıfır at ?ust=4&carpan=4, and no condition on it guards the sentence: Turkish says none with a word (hiçbir olay düşmez, not 0 olay düşer; beklemeden, not 0 milisaniye bekleyerek); write it under {{ eger "kisaIs > 0" }} with a phrasing for none (and at 33 more of the 258 settings explored)`}}},
		{name: "a count of nothing, in the phrasing for none",
			new:  `{{ eger "kisaIs > 0" }}Kısa iş var.{{ yoksa }}Kısa iş {{ yazi "kisaIs" }} tanedir.{{ son }}`,
			want: []found{{"yazi", `yazi "kisaIs", a count, reads sıfır at ?ust=4&carpan=4, and no condition on it guards the sentence: Turkish says none with a word (hiçbir olay düşmez, not 0 olay düşer; beklemeden, not 0 milisaniye bekleyerek); write it under {{ eger "kisaIs > 0" }} with a phrasing for none (and at 33 more of the 258 settings explored)`}}},
		{name: "an accepted claim no setting marks",
			new:  `Toplam {{ sayi "toplam" }} ms.{{ iddia "işler zaman alır" "toplam > 0" | kabul "okur işleri kısaltabilir" }}`,
			want: []found{{"iddia", `claim "işler zaman alır" holds at every one of the 258 settings explored: its kabul accepts a mark no reader sees; remove it`}}},
		{name: "a count of nothing, guarded",
			new: `{{ eger "kisaIs > 0" }}Kısa iş {{ yazi "kisaIs" }} tanedir.{{ yoksa }}Kısa iş yoktur.{{ son }}`},
		{name: "digits that hide a value",
			new:  `Yük yaklaşık {{ sayi 0 "yuk" }} olur.`,
			want: []found{{"sayi", `sayi "yuk" reads 0 at ?hiz=1, where the figure is 0.02: its digits hide it; write it with more decimals, or the sentence under a condition (and at 29 more of the 258 settings explored)`}}},
		{name: "two figures set against each other that read the same",
			new: `Yük {{ sayi "yuk" }} ile {{ eger "bosOran > 0" }}{{ sayi "bosOran" }}{{ yoksa }}hiçbir oran{{ son }} arasındadır.`,
			want: []found{
				// X ile Y arasında: a range, whose ends the sentence orders.
				{`sayi "yuk"`, `relation "Yük … ile … arasındadır" (a range, read from its sentence) does not hold at ?hiz=101: (yuk < bosOran) || !(bosOran > 0), where yuk = 2.02, bosOran = 2; write the sentence under a condition, narrow the control, or accept the page's mark there with {{ kabul "neden" }} after the sentence, or state the claim it makes yourself with {{ iddia … }} (and at 135 more of the 258 settings explored)`},
				{`sayi "bosOran"`, `sayi "bosOran" reads 0,5 at ?hiz=10&ust=2.5&carpan=2.5, as sayi "yuk" just before it does, and the sentence sets the two against each other (0,8 and 2 at the lesson's settings); write the sentence under a condition for when they read the same`},
			}},
		{name: "a condition that always holds",
			new:  `{{ eger "n > 2" }}Çok iş var.{{ son }}`,
			want: []found{{"eger", `eger "n > 2" holds at every one of the 259 settings where it stands (the lesson's own and those explored): its other phrasing is never shown; write the sentence without the condition, or change it`}}},
		{name: "a condition that never holds",
			new:  `{{ eger "hiz > 500" }}Çok iş var.{{ son }}`,
			want: []found{{"eger", `eger "hiz > 500" holds at none of the 259 settings where it stands (the lesson's own and those explored): its first phrasing is never shown; drop it, or change the condition`}}},
	})
}
