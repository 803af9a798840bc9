package check

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"coursesite/listings/listingstest"
)

// The fixture project passes: no hand-typed number, no stale given or
// word, its claim holds (and its listing prints the model's report:
// package listings runs it under node). Every mutation below starts from
// it, so each finding is the mutation's.
func TestFixtureIsClean(t *testing.T) {
	r := runCheck(t, project(t))
	if len(r.Findings) > 0 {
		t.Errorf("the fixture project has findings:\n%s", findingLines(r.Findings))
	}
	if len(r.Pages) != 2 || r.Pages[0].Src != "content/index.md" || r.Pages[1].Src != lessonFile {
		t.Fatalf("checked %v, want the index and the fixture lesson", r.Pages)
	}
	if idx := r.Pages[0]; len(idx.Figures) != 0 || len(idx.Claims) != 0 || len(idx.Givens) != 0 {
		t.Errorf("the index has no model, yet lists %d figures, %d claims, %d givens", len(idx.Figures), len(idx.Claims), len(idx.Givens))
	}
	lesson := r.Pages[1]
	if len(lesson.Figures) != 14 {
		t.Errorf("the lesson lists %d figures, want the fixture model's 14", len(lesson.Figures))
	}
	if len(lesson.Claims) != 1 || !lesson.Claims[0].Holds || lesson.Claims[0].Pos.String() != lessonFile+":15:5" {
		t.Errorf("claims %v, want the one at %s:15:5, holding", lesson.Claims, lessonFile)
	}
	if len(lesson.Givens) != 1 || lesson.Givens[0].Pos.String() != lessonFile+":10:99" || lesson.Givens[0].Phrase != "R2" {
		t.Errorf("givens %v, want R2 at %s:10:99", lesson.Givens, lessonFile)
	}
}

// A mutation changes one file of the fixture project; want lists each
// finding by the text it stands at (its first place in new) and its
// message, in the order the check reports them.
type mutation struct {
	name     string
	file     string // lessonFile unless set
	old, new string // replace old (once in the file) with new; old "" appends new to the first paragraph
	params   string // when set, the lesson's model.json
	want     []found
}

type found struct{ at, msg string }

// firstSentence ends the fixture lesson's first paragraph: a mutation with
// no old adds its text after it.
const firstSentence = "ms sürer (R2)."

// runMutation applies c to the fixture project and checks that the
// findings are exactly c.want, each at the place of its text in c.new.
func runMutation(t *testing.T, c mutation) {
	t.Helper()
	fsys := project(t)
	if c.params != "" {
		fsys[modelFile].Data = []byte(c.params)
	}
	file := c.file
	if file == "" {
		file = lessonFile
	}
	if c.old == "" {
		c.old, c.new = firstSentence, firstSentence+" "+c.new
	}
	at := edit(t, fsys, file, c.old, c.new)
	r := runCheck(t, fsys)
	got := r.Findings
	if len(got) != len(c.want) {
		t.Fatalf("got %d findings, want %d:\n%s", len(got), len(c.want), findingLines(got))
	}
	for i, w := range c.want {
		k := strings.Index(c.new, w.at)
		if k < 0 {
			t.Fatalf("test: %q is not in the inserted text", w.at)
		}
		want := posOf(fsys, file, at+k)
		if got[i].Pos != want {
			t.Errorf("finding %d at %v, want %v (%q): %s", i, got[i].Pos, want, w.at, got[i].Msg)
		}
		if got[i].Msg != w.msg {
			t.Errorf("finding %d:\n got %s\nwant %s", i, got[i].Msg, w.msg)
		}
	}
}

func runMutations(t *testing.T, cases []mutation) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runMutation(t, c) })
	}
}

// The fixture's figures: hiz 40, n 6, toplam 120, ortalama 20, enUzun 30,
// yuk 0.8, bosOran 2, carpan 1, iptal 0, sureSayi 3, sure1.ms 10,
// sure2.ms 20, sure3.ms 30.

// Numbers typed by hand into the page, in every place prose stands.
func TestTypedNumbers(t *testing.T) {
	runMutations(t, []mutation{
		{name: "digits", new: "Toplam 120 ms sürer.",
			want: []found{{"120", `"120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it`}}},
		{name: "digits with a suffix", new: "Süre 120’den azdır.",
			want: []found{{"120’den", `"120’den" typed by hand; write {{ sayi "toplam" | ek "DAn" }}; check -fix writes it`}}},
		{name: "digits with their decimals", new: "Yük 0,80 olur.",
			want: []found{{"0,80", `"0,80" typed by hand; write {{ sayi 2 "yuk" }}`}}}, // it writes 0,8: -fix leaves it
		{name: "a percentage with a decimal comma and a suffix", new: "Yük %0,8’i kadardır.",
			want: []found{{"%0,8’i", `"%0,8’i" typed by hand; write %{{ sayi "yuk" | ek "(s)I" }}; check -fix writes it`}}},
		{name: "a unit after the digits", new: "Hız 40 iş/s, süre 10ms.",
			want: []found{
				{"40", `"40" typed by hand; write {{ sayi "hiz" }}; check -fix writes it`},
				{"10ms", `"10ms" typed by hand; write {{ sayi "sure1.ms" }}ms; check -fix writes it`},
			}},
		{name: "several figures equal it", new: "En uzun iş 30 ms.",
			want: []found{{"30", `"30" typed by hand; write {{ sayi "enUzun" }}; also equal to it, less likely here: sure3.ms; check -fix writes it`}}},
		{name: "no model figure equals it", new: "Bu 3,7 kez olur.",
			want: []found{{"3,7", `"3,7" typed by hand; no model figure equals it`}}},
		{name: "words with a suffix", new: "İşçi altısını yanıtlar.",
			want: []found{{"altısını", `"altısını" typed by hand; write {{ yazi "n" | ek "(s)I(n)I" }}; check -fix writes it`}}},
		{name: "words in emphasis", new: "İşçi *altı işi* bitirir.",
			want: []found{{"altı işi", `"altı" typed by hand; write {{ yazi "n" }}; check -fix writes it`}}},
		{name: "words in a link", new: "Döngü [üç süre](#sureler-ve-yuk) tutar.",
			want: []found{{"üç süre", `"üç" typed by hand; write {{ yazi "sureSayi" }}; check -fix writes it`}}},
		{name: "words across emphasis", new: "Toplam yüz *yirmi* milisaniye.",
			want: []found{{"yüz *yirmi", `"yüz yirmi" typed by hand; write {{ yazi "toplam" }}`}}}, // check -fix leaves the emphasis as it is
		{name: "words across a line break", new: "Toplam yüz\nyirmi milisaniye.",
			want: []found{{"yüz\nyirmi", `"yüz yirmi" typed by hand; write {{ yazi "toplam" }}; check -fix writes it`}}},
		{name: "words and their cases", new: "Oran iki katına, iş altıya çıkar; üçe bölünür.",
			want: []found{
				{"iki katına", `"iki" typed by hand; write {{ yazi "bosOran" }}; check -fix writes it`},
				{"altıya", `"altıya" typed by hand; write {{ yazi "n" | ek "(y)A" }}; check -fix writes it`},
				{"üçe", `"üçe" typed by hand; write {{ yazi "sureSayi" | ek "(y)A" }}; check -fix writes it`},
			}},
		{name: "a fraction", new: "İşlerin altıda biri uzundur.",
			want: []found{{"altıda biri", `"altıda biri" typed by hand; write {{ yazi "n" | ek "DA" }} {{ yazi "carpan" | ek "(s)I" }}`}}},
		{name: "a share after yüzde, even bir", new: "Pay yüzde bir artar, sonra yüzde kırk.",
			want: []found{
				{"bir artar", `"bir" typed by hand; the words around it do not tell carpan (sürelerin çarpanı) from yuk (işçinin yükü): write {{ yazi "carpan" }} or {{ yazi 0 "yuk" }}`},
				{"kırk.", `"kırk" typed by hand; write {{ yazi "hiz" }}; check -fix writes it`},
			}},
		{name: "zero", new: "İşçi sıfır iş düşürür.",
			want: []found{{"sıfır", `"sıfır" typed by hand; write {{ yazi "iptal" }} if it is iptal (iptal sinyali (1) ya da yok (0)): nothing around it says so`}}},
		{name: "a sentence start", new: "Üçü de aynıdır.",
			want: []found{{"Üçü", `"Üçü" typed by hand; write {{ yazi "sureSayi" | ek "(s)I" | buyuk }}; check -fix writes it`}}},
		{name: "an order of magnitude", new: "Süre onlarca katına çıkar.",
			want: []found{{"onlarca", `"onlarca" typed by hand; write {{ mertebe "…" }} with the figure whose order of magnitude it names`}}},
		{name: "a name with digits", new: "Bu, K07’nin varsayımıdır.",
			want: []found{{"K07’nin", `"K07’nin" typed by hand; a name with a number in it is declared under verilen with its reason`}}},
		{name: "a suffix after an apostrophe on a word", new: "Sayı kırk’a iki ekler.",
			want: []found{
				{"kırk’a", `"kırk’a" typed by hand; write {{ yazi "hiz" }} with its suffix (’a) through ek`},
				{"iki ekler", `"iki" typed by hand; write {{ yazi "bosOran" }} if it is bosOran (kısa işlerin uzunlara oranı): nothing around it says so`},
			}},
		{name: "a heading", old: "## Süreler ve Yük", new: "## Üç Süre ve Yük",
			want: []found{{"Üç", `"Üç" typed by hand; write {{ yazi "sureSayi" | buyuk }}; check -fix writes it`}}},
		{name: "a list item", new: "\n\n- Kısa iş (10 ms)\n- Uzun iş\n",
			want: []found{{"10 ms", `"10" typed by hand; write {{ sayi "sure1.ms" }}; check -fix writes it`}}},
		{name: "a table cell written in markdown", new: "\n\n| iş | süre |\n|---|---|\n| uzun | 30 ms |\n",
			want: []found{{"30 ms", `"30" typed by hand; write {{ sayi "enUzun" }}; also equal to it, less likely here: sure3.ms; check -fix writes it`}}},
		{name: "HTML written in the markdown", new: "Süre <b>yüz</b> yirmi ms.\n\n<div lang=\"tr\">\n<!-- 99 -->\nToplam 120 ms.\n</div>\n",
			want: []found{
				{"yüz", `"yüz yirmi" typed by hand; write {{ yazi "toplam" }}`},
				{"120", `"120" typed by hand; write {{ sayi "toplam" }}; check -fix writes it`},
			}},
		{name: "a phrasing the lesson's parameters hide", old: "Uzun iş yoktur.", new: "Uzun iş yoktur, üç kısa iş vardır.",
			want: []found{{"üç", `"üç" typed by hand; write {{ yazi "sureSayi" }}; check -fix writes it`}}},
		{name: "the title in the front matter", old: "baslik: Örnek Ders", new: "baslik: Örnek Ders, Üç Süre",
			want: []found{{"Üç", `"Üç" typed by hand; baslik and ozet are plain text, which no action writes: rephrase without it (it equals sureSayi)`}}},
		{name: "the summary in the front matter", old: "ozet: Bir işçinin", new: "ozet: Altı işçinin",
			want: []found{{"Altı", `"Altı" typed by hand; baslik and ozet are plain text, which no action writes: rephrase without it (it equals n)`}}},
		{name: "the course index, which has no model", file: "content/index.md", old: "her biri kendi modelinden.", new: "her biri kendi modelinden, iki ders.",
			want: []found{{"iki", `"iki" typed by hand; no model figure equals it`}}},
		{name: "homonyms, ordinals and the article are not numbers",
			new: "Bir iş milisaniyenin altında kalır; bunun yüzünden ikinci iş ilk işin yarısını alır, biri sıfırlanır, onu tek tek sayar, onlar birinden sonra gelir. Üçüncü tablo ikinci yüzü gösterir; altına, altından, onda bir sorun yok."},
		{name: "code, math and code blocks are not prose",
			new: "Kod `sleep(120)` ve $x^2 + 3$ ile.\n\n```js\nconst n = 6;\n```\n\n    girintili 30 satır\n"},
		{name: "what the model writes is the model's",
			new: `İşçi {{ yazi "n" }} işin {{ yazi "n" | ek "(s)I(n)I" }} yanıtlar, {{ mertebe "toplam" }} milisaniyede; {{ sayi "toplam" | ek "DAn" | buyuk }}.`},
	})
}

// Numbers typed into actions that print them.
func TestTypedIntoActions(t *testing.T) {
	runMutations(t, []mutation{
		{name: "a number typed into sayi", old: `{{ sayi "ortalama" }} ms sürer`, new: `{{ sayi 20 }} ms sürer`,
			want: []found{{"20", `"20" typed by hand in {{ sayi 20 }}; write {{ sayi "ortalama" }}; also equal to it, less likely here: sure2.ms; check -fix writes it`}}},
		{name: "a number typed into sayi with decimals and a suffix", new: `Yük {{ sayi 2 0.8 | ek "(y)A" }} iner.`,
			want: []found{{"0.8", `"0.8" typed by hand in {{ sayi 2 0.8 | ek "(y)A" }}; write {{ sayi 2 "yuk" | ek "(y)A" }}; check -fix writes it`}}},
		{name: "a number typed into yazi", new: `İş {{ yazi 6 }} olur.`,
			want: []found{{"6", `"6" typed by hand in {{ yazi 6 }}; write {{ yazi "n" }}; check -fix writes it`}}},
		{name: "a number an action prints", new: `Toplam {{ 120 }} ms.`,
			want: []found{{"120", `"120" typed by hand in {{ 120 }}; write {{ sayi "toplam" }}; check -fix writes it`}}},
		{name: "a number no figure equals", new: `Toplam {{ sayi 121 }} ms.`,
			want: []found{{"121", `"121" typed by hand in {{ sayi 121 }}; no model figure equals it`}}},
		{name: "a string an action prints", new: `İş {{ "altı" | ek "(y)A" }} çıkar.`,
			want: []found{{"altı", `"altı" typed by hand; write {{ yazi "n" }} if it is n (iş sayısı): nothing around it says so`}}},
		// A text has no printf: no number can be formatted into it.
		{name: "printf is no function of a text", new: `Pay {{ printf "%.1f ile %d, 10 ms" 2.5 120 }} olur.`,
			want: []found{{"printf", `function "printf" not defined (AUTHORING.md lists the functions)`}}},
		{name: "a claim's and a condition's numbers are not printed",
			old: `"yuk < 1" |`, new: `"yuk < 1 && n > 2" |`},
		{name: "a condition's numbers are not printed",
			old: `{{ eger "bosOran > 0" }}`, new: `{{ eger "bosOran > 0.5 && hiz > 2" }}`},
	})
}

// The lesson's words (metinler.txt) are prose too: a number typed into a
// caption, a header, a row's or a control's label, or into an action
// there, is a finding at its place in metinler.txt.
func TestTypedInWords(t *testing.T) {
	w := func(m mutation) mutation { m.file = wordsFile; return m }
	runMutations(t, []mutation{
		w(mutation{name: "a table's caption", old: "tablo.sureler.baslik: Döngünün süreleri", new: "tablo.sureler.baslik: Döngünün üç süresi",
			want: []found{{"üç", `"üç" typed by hand; write {{ yazi "sureSayi" }}; check -fix writes it`}}}),
		w(mutation{name: "a column's header", old: "ms: Süre (ms)", new: "ms: Süre (30 ms’ye kadar)",
			want: []found{{"30", `"30" typed by hand; write {{ sayi "sure3.ms" }}; also equal to it, less likely here: enUzun; check -fix writes it`}}}),
		w(mutation{name: "a row's label", old: "tablo.ozet.toplam: Toplam süre", new: "tablo.ozet.toplam: Altı işin toplam süresi",
			want: []found{{"Altı", `"Altı" typed by hand; write {{ yazi "n" | buyuk }}; check -fix writes it`}}}),
		w(mutation{name: "a chart's description", old: `en uzun iş {{ sayi "enUzun" }} ms.`, new: `en uzun iş {{ sayi "enUzun" }} ms, kısası 10 ms.`,
			want: []found{{"10", `"10" typed by hand; write {{ sayi "sure1.ms" }}; check -fix writes it`}}}),
		w(mutation{name: "a control's label", old: "ayar.hiz: Gelen işin hızı", new: "ayar.hiz: Gelen işin hızı (en çok iki yüz)",
			want: []found{{"iki yüz", `"iki yüz" typed by hand; no model figure equals it`}}}),
		w(mutation{name: "a number typed into sayi", old: `en uzun iş {{ sayi "enUzun" }} ms.`, new: `en uzun iş {{ sayi 30 }} ms.`,
			want: []found{{"30", `"30" typed by hand in {{ sayi 30 }}; write {{ sayi "enUzun" }}; also equal to it, less likely here: sure3.ms; check -fix writes it`}}}),
		w(mutation{name: "a string an action prints", old: `en uzun iş {{ sayi "enUzun" }} ms.`, new: `en uzun iş {{ sayi "enUzun" }} ms, {{ "altı" | ek "(y)A" }} kadar.`,
			want: []found{{"altı", `"altı" typed by hand; write {{ yazi "n" }} if it is n (iş sayısı): nothing around it says so`}}}),
		w(mutation{name: "a comment is not prose", old: "# Örnek dersin metinleri", new: "# Örnek dersin metinleri, 3 tablo ve 20 sözcük"}),
		w(mutation{name: "what the model writes is the model's", old: "tablo.sureler.baslik: Döngünün süreleri", new: `tablo.sureler.baslik: Döngünün {{ yazi "sureSayi" }} süresi`}),
	})
}

// A finding's hint is what to write: the figure at its precision when the
// author typed it so, else with the decimals typed. Here ortalama is
// 73.333… (precision 1) and yuk 0.7333… (precision 2).
func TestHints(t *testing.T) {
	const params = `{"hiz": 10, "sureler": [100, 20, 100], "n": 3}`
	p := func(m mutation) mutation { m.params = params; return m }
	runMutations(t, []mutation{
		p(mutation{name: "typed at the figure's precision", new: "Ortalama 73,3 ms.",
			want: []found{{"73,3", `"73,3" typed by hand; write {{ sayi "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "typed with more decimals", new: "Ortalama 73,33 ms.",
			want: []found{{"73,33", `"73,33" typed by hand; write {{ sayi 2 "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "typed rounded to a whole number", new: "Ortalama 73 ms.",
			want: []found{{"73", `"73" typed by hand; write {{ sayi 0 "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "rounded otherwise than the site rounds", new: "Ortalama 73,4 ms.",
			want: []found{{"73,4", `"73,4" typed by hand; no model figure equals it`}}}),
		p(mutation{name: "in words with decimals", new: "Ortalama yetmiş üç virgül üç milisaniye.",
			want: []found{{"yetmiş", `"yetmiş üç virgül üç" typed by hand; write {{ yazi "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "a figure of precision 2", new: "Yük 0,73 olur.",
			want: []found{{"0,73", `"0,73" typed by hand; write {{ sayi "yuk" }}; check -fix writes it`}}}),
		p(mutation{name: "a literal at the figure's precision", new: "Ortalama {{ sayi 73.3 }} ms.",
			want: []found{{"73.3", `"73.3" typed by hand in {{ sayi 73.3 }}; write {{ sayi "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "a literal rounded to a whole number", new: "Ortalama {{ sayi 73 }} ms.",
			want: []found{{"73", `"73" typed by hand in {{ sayi 73 }}; write {{ sayi 0 "ortalama" }}; check -fix writes it`}}}),
		p(mutation{name: "a literal with its decimals", new: "Ortalama {{ yazi 1 73.3 }} milisaniye.",
			want: []found{{"73.3", `"73.3" typed by hand in {{ yazi 1 73.3 }}; write {{ yazi 1 "ortalama" }}; check -fix writes it`}}}),
	})
}

// Writing what a hint says makes the finding go away, and the built page
// reads as the author typed it.
func TestHintsWriteWhatWasTyped(t *testing.T) {
	for _, typed := range []string{"440’tan", "2,9", "%2,93’ü", "altısını", "Üçü", "altıda biri", "73,33", "yetmiş üç virgül üç"} {
		t.Run(typed, func(t *testing.T) {
			fsys := project(t)
			fsys[modelFile].Data = []byte(`{"hiz": 40, "sureler": [100, 20, 100], "n": 6}`) // toplam 440, ortalama 73.333…, yuk 2.93…
			sentence := "İlk cümle. " + typed + " yazılır."
			edit(t, fsys, lessonFile, firstSentence, firstSentence+" "+sentence)
			edit(t, fsys, lessonFile, `"yuk < 1"`, `"yuk < 3"`)
			r := runCheck(t, fsys)
			if len(r.Findings) != 1 {
				t.Fatalf("want one finding on %q, got:\n%s", typed, findingLines(r.Findings))
			}
			hint, ok := strings.CutPrefix(r.Findings[0].Msg, `"`+typed+`" typed by hand; write `)
			if !ok {
				t.Fatalf("not a hint to write: %s", r.Findings[0])
			}
			// The action alone: not the others equal to it, nor what the
			// hint says of it.
			hint, _, _ = strings.Cut(hint, "; ")
			hint, _, _ = strings.Cut(hint, " if it is ")
			edit(t, fsys, lessonFile, sentence, "İlk cümle. "+hint+" yazılır.")
			// What a reader's setting makes of the figure (yuk at a rate
			// of 1 reads 0 with one decimal) is the exploration's, not the
			// hint's.
			r, _, err := check(context.Background(), fsys, repoAssets(t), listingstest.Run, false)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Findings) != 0 {
				t.Errorf("with %s written, findings:\n%s", hint, findingLines(r.Findings))
			}
			if got := builtText(t, fsys, lessonFile); !strings.Contains(got, "İlk cümle. "+typed+" yazılır.") {
				t.Errorf("with %s written, the page does not read %q:\n%s", hint, typed, got)
			}
		})
	}
}

// Givens exempt their phrase, in the page and in the lesson's words; a
// given that stands nowhere is a finding; without its given, a phrase is
// typed by hand.
func TestGivens(t *testing.T) {
	const declared = "  - metin: R2\n"
	t.Run("stale", func(t *testing.T) {
		runMutation(t, mutation{old: declared, new: "  - metin: AY11\n    neden: başka bir senaryo\n" + declared,
			want: []found{{"AY11", `given "AY11" stands nowhere in the page's prose; remove it from verilen`}}})
	})
	t.Run("removed", func(t *testing.T) {
		fsys := project(t)
		edit(t, fsys, lessonFile, declared+"    neden: bir belgenin adı\n", "")
		edit(t, fsys, lessonFile, "verilen:\n", "")
		r := runCheck(t, fsys)
		want := Pos{File: lessonFile, Line: 7, Col: 99} // (R2) at the end of the first paragraph, two lines up
		if len(r.Findings) != 1 || r.Findings[0].Pos.String() != want.String() || r.Findings[0].Msg != `"R2" typed by hand; a name with a number in it is declared under verilen with its reason` {
			t.Errorf("got\n%swant one finding on R2 at %v", findingLines(r.Findings), want)
		}
	})
	t.Run("with a suffix, a capital and any white space", func(t *testing.T) {
		fsys := project(t)
		edit(t, fsys, lessonFile, declared, "  - metin: iki kalem\n    neden: bir belgenin iki kalemi\n"+declared)
		at := edit(t, fsys, lessonFile, firstSentence, firstSentence+" İki kalemin biri R2’deki gibidir, iki\n  kalemdir; R2x ise değil, R22 de.")
		r := runCheck(t, fsys)
		src := string(fsys[lessonFile].Data)
		want := []Finding{
			{posOf(fsys, lessonFile, at+strings.Index(src[at:], "R2x")), `"R2x" typed by hand; a name with a number in it is declared under verilen with its reason`},
			{posOf(fsys, lessonFile, at+strings.Index(src[at:], "R22")), `"R22" typed by hand; a name with a number in it is declared under verilen with its reason`},
		}
		if findingLines(r.Findings) != findingLines(want) {
			t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
		}
		var places []string
		for _, g := range r.Pages[1].Givens {
			places = append(places, g.Pos.String()+" "+g.Phrase)
		}
		wantPlaces := []string{
			lessonFile + ":12:99 R2",
			posOf(fsys, lessonFile, at+strings.Index(src[at:], "İki kalemin")).String() + " iki kalem",
			posOf(fsys, lessonFile, at+strings.Index(src[at:], "R2’deki")).String() + " R2",
			posOf(fsys, lessonFile, at+strings.Index(src[at:], "iki\n")).String() + " iki kalem",
		}
		if strings.Join(places, "\n") != strings.Join(wantPlaces, "\n") {
			t.Errorf("givens listed at\n%s\nwant\n%s", strings.Join(places, "\n"), strings.Join(wantPlaces, "\n"))
		}
	})
	t.Run("in the lesson's words", func(t *testing.T) {
		// K01 stands only in metinler.txt: it is exempt there and not stale;
		// R2 stands in both.
		fsys := project(t)
		edit(t, fsys, lessonFile, declared, "  - metin: K01\n    neden: başka bir belge\n"+declared)
		at := edit(t, fsys, wordsFile, "tablo.sureler.baslik: Döngünün süreleri", "tablo.sureler.baslik: Döngünün süreleri (R2, K01’e göre; K02 değil)")
		r := runCheck(t, fsys)
		src := string(fsys[wordsFile].Data)
		want := []Finding{{posOf(fsys, wordsFile, at+strings.Index(src[at:], "K02")), `"K02" typed by hand; a name with a number in it is declared under verilen with its reason`}}
		if findingLines(r.Findings) != findingLines(want) {
			t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
		}
		var places []string
		for _, g := range r.Pages[1].Givens {
			places = append(places, g.Pos.String()+" "+g.Phrase+": "+g.Reason)
		}
		wantPlaces := lessonFile + ":12:99 R2: bir belgenin adı\n" +
			wordsFile + ":7:42 R2: bir belgenin adı\n" +
			wordsFile + ":7:46 K01: başka bir belge"
		if strings.Join(places, "\n") != wantPlaces {
			t.Errorf("givens listed at\n%s\nwant\n%s", strings.Join(places, "\n"), wantPlaces)
		}
	})
}

// A word of metinler.txt that no table, chart or control of the lesson
// asks for is stale: a finding at its key.
func TestStaleWords(t *testing.T) {
	runMutations(t, []mutation{
		{name: "a row the table does not have", file: wordsFile, old: "tablo.ozet.enUzun:", new: "tablo.ozet.ortalama: Ortalama süre\ntablo.ozet.enUzun:",
			want: []found{{"tablo.ozet.ortalama", "word tablo.ozet.ortalama is used by no table, chart or control of the lesson; remove it"}}},
		{name: "a chart the lesson does not have", file: wordsFile, old: "grafik.cizgi.baslik:", new: "grafik.sutun.baslik: Sütunlar\ngrafik.cizgi.baslik:",
			want: []found{{"grafik.sutun.baslik", "word grafik.sutun.baslik is used by no table, chart or control of the lesson; remove it"}}},
		{name: "a control the model does not have", file: wordsFile, old: "ayar.iptal:", new: "ayar.esik: Eşik\nayar.iptal:",
			want: []found{{"ayar.esik", "word ayar.esik is used by no table, chart or control of the lesson; remove it"}}},
	})
	t.Run("a table the page no longer shows", func(t *testing.T) {
		fsys := project(t)
		edit(t, fsys, lessonFile, "{{ tablo \"sureler\" }}\n\n", "")
		r := runCheck(t, fsys)
		// Its caption is stale; its column headers are the bare words sira
		// and ms, which the chart does not use either.
		want := []Finding{
			{Pos{File: wordsFile, Line: 7, Col: 1}, "word tablo.sureler.baslik is used by no table, chart or control of the lesson; remove it"},
			{Pos{File: wordsFile, Line: 8, Col: 1}, "word sira is used by no table, chart or control of the lesson; remove it"},
			{Pos{File: wordsFile, Line: 9, Col: 1}, "word ms is used by no table, chart or control of the lesson; remove it"},
		}
		if findingLines(r.Findings) != findingLines(want) {
			t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
		}
	})
}

// A parameter change that makes a claim false is a finding at its iddia
// call, naming the claim, its figures' values and the sentence it stands
// beside; every false claim of the page at once, in the page's order.
func TestClaims(t *testing.T) {
	const yuk = `claim "yük birden küçüktür" does not hold: yuk < 1, where yuk = %s; the sentence (line 14): “Toplam {{ sayi "toplam" | ek "DAn" }} sonra yük {{ sayi "yuk" }} olur; en uzun iş {{ sayi "enUzun" }} ms.”`
	t.Run("one", func(t *testing.T) {
		fsys := project(t)
		edit(t, fsys, modelFile, `"hiz": 40`, `"hiz": 60`)
		r := runCheck(t, fsys)
		want := []Finding{{Pos{File: lessonFile, Line: 15, Col: 5}, fmt.Sprintf(yuk, "1.2")}}
		if findingLines(r.Findings) != findingLines(want) {
			t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
		}
		if len(r.Pages) != 0 {
			t.Errorf("the site did not build, yet %d pages are listed", len(r.Pages))
		}
	})
	t.Run("every one", func(t *testing.T) {
		fsys := project(t)
		fsys[modelFile].Data = []byte(`{"hiz": 60, "sureler": [10, 30, 30], "n": 6}`)
		at := edit(t, fsys, lessonFile, "katıdır.{{ yoksa }}", `katıdır.{{ iddia "kısa işler uzunların en az iki katıdır" "bosOran >= 2" }}{{ yoksa }}`)
		r := runCheck(t, fsys)
		want := []Finding{
			{Pos{File: lessonFile, Line: 15, Col: 5}, fmt.Sprintf(yuk, "1.4")},
			{posOf(fsys, lessonFile, at+len("katıdır.{{ ")), `claim "kısa işler uzunların en az iki katıdır" does not hold: bosOran >= 2, where bosOran = 0.5; the sentence (line 16): “Kısa işler uzunların {{ sayi "bosOran" }} katıdır.”`},
		}
		if findingLines(r.Findings) != findingLines(want) {
			t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
		}
	})
}

// What else fails the build on the lesson's content is a finding at its
// place: an unknown figure (in the page or its words), a bad parameter
// file, a bad words file, a missing word, an unknown model.
func TestBuildErrors(t *testing.T) {
	cases := []struct {
		name   string
		file   string
		old    string
		new    string // replaces old in file
		params string // the whole model.json, when set
		want   string // the findings, as the check prints them
	}{
		{name: "unknown figures", file: lessonFile, old: `ortalama {{ sayi "ortalama" }} ms sürer`, new: `ortalama {{ sayi "ortalma" }} ms sürer, en çok {{ yazi "enUzn" }}`,
			want: lessonFile + `:10:70: unknown model figure "ortalma"; nearest: ortalama` + "\n" +
				lessonFile + `:10:108: unknown model figure "enUzn"; nearest: enUzun` + "\n"},
		{name: "an unknown figure in the words", file: wordsFile, old: `grafik.cizgi.seri: süre`, new: `grafik.cizgi.seri: süre, en çok {{ sayi "enUzn" }}`,
			want: wordsFile + `:13:36: unknown model figure "enUzn"; nearest: enUzun` + "\n"},
		{name: "bad parameters", params: "{\n  \"hiz\": -40,\n  \"sureler\": [10, \"yirmi\", 30],\n  \"n\": 6.5,\n  \"fazla\": 1\n}\n",
			want: modelFile + `:2:10: hiz: expected a number from 0 to 1000, got -40` + "\n" +
				modelFile + `:3:19: sureler[1]: expected a number from 0 to 10000, got "yirmi"` + "\n" +
				modelFile + `:4:8: n: expected a whole number from 0 to 1000, got 6.5` + "\n" +
				modelFile + `:5:3: unknown field "fazla" (expected one of "hiz", "sureler", "n")` + "\n"},
		{name: "malformed parameters", params: "{\"hiz\": 40,\n \"n\": 6\n",
			want: modelFile + `:3:1: malformed JSON: unexpected end of JSON input` + "\n"},
		{name: "a bad words file", file: wordsFile, old: "ayar.hiz: Gelen işin hızı", new: "ayar.hiz Gelen işin hızı",
			want: wordsFile + `:15:1: expected a word as key: text (a key is letters and digits, joined by dots), got "ayar.hiz Gelen işin hızı"` + "\n"},
		{name: "a missing word", file: wordsFile, old: "tablo.sureler.baslik: Döngünün süreleri\n", new: "",
			want: lessonFile + `:20:4: tablo "sureler": ` + wordsFile + ` has no word for it: write tablo.sureler.baslik: …` + "\n"},
		{name: "missing words, all at once", file: wordsFile, old: "tablo.sureler.baslik: Döngünün süreleri\nsira: Sıra\nms: Süre (ms)\n", new: "",
			want: lessonFile + `:20:4: tablo "sureler": ` + wordsFile + ` has no word for 3 of what it writes: write tablo.sureler.baslik: …; tablo.sureler.sira: … or sira: …; tablo.sureler.ms: … or ms: …` + "\n"},
		{name: "an unknown table", file: lessonFile, old: `{{ tablo "ozet" }}`, new: `{{ tablo "yok" }}`,
			want: lessonFile + `:18:4: tablo "yok": the model has no such table (tables: ozet, sureler)` + "\n"},
		{name: "an unknown model", file: lessonFile, old: "model: ornek", new: "model: yok",
			// The package's tests link the first lesson's model too (its
			// figures test the hints' ranking, meaning_test.go).
			want: lessonFile + `:5:1: model: unknown model "yok" (models: butce, ornek)` + "\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := project(t)
			if c.params != "" {
				fsys[modelFile].Data = []byte(c.params)
			} else {
				edit(t, fsys, c.file, c.old, c.new)
			}
			r := runCheck(t, fsys)
			if got := findingLines(r.Findings); got != c.want {
				t.Errorf("got\n%swant\n%s", got, c.want)
			}
		})
	}
}
