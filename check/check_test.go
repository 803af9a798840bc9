package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The unmodified repository passes: no hand-typed number, no stale given,
// every claim holds. This is what makes drift in the lesson fail go test.
func TestRealContentIsClean(t *testing.T) {
	r := runCheck(t, realProject(t))
	if len(r.Findings) > 0 {
		t.Errorf("the repository's lesson has findings:\n%s", findingLines(r.Findings))
	}
	if len(r.Pages) != 2 {
		t.Fatalf("checked %d pages, want the index and the lesson", len(r.Pages))
	}
	lesson := r.Pages[1]
	if lesson.Src != lessonFile || len(lesson.Figures) == 0 || len(lesson.Claims) == 0 || len(lesson.Givens) == 0 {
		t.Errorf("lesson report: %s, %d figures, %d claims, %d givens; want all listed", lesson.Src, len(lesson.Figures), len(lesson.Claims), len(lesson.Givens))
	}
	for _, c := range lesson.Claims {
		if !c.Holds || c.Line < 2 {
			t.Errorf("claim %q: holds %v at %v", c.Text, c.Holds, c.Pos)
		}
	}
}

// A mutation inserts text into the real lesson; want lists each finding as
// the typed text (its position is where the mutation put it) and its
// message. A message ending in … is a prefix: the figures listed after it
// depend on how many of the model's figures share the value.
type mutation struct {
	name     string
	file     string // lessonFile unless set
	old, new string // replace old (once in the file) with new
	want     [][2]string
}

func TestTypedNumbers(t *testing.T) {
	const para = "Bu dersin sorusu bir basamak sonrasıdır."
	after := func(s string) (string, string) { return para, para + " " + s }
	cases := []mutation{
		{name: "digits", new: "Açgözlü dağıtım 5540 milisaniye boşa iş bırakır.",
			want: [][2]string{{"5540", `"5540" typed by hand; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}`}}},
		{name: "digits with a suffix", new: "Boşa iş 5540’tan azalır.",
			want: [][2]string{{"5540’tan", `"5540’tan" typed by hand; write {{ sayi "tarifeYavas.acgozlu.bosaIs" | ek "DAn" }}`}}},
		{name: "percent with a decimal comma", new: "Alan yanıtın %8,3’ü kadardır.",
			want: [][2]string{{"%8,3’ü", `"%8,3’ü" typed by hand; write %{{ sayi 1 "sonTarih.yanitYuzde" | ek "(s)I" }}`}}},
		{name: "digits rounded as the site rounds", new: "Pay yüzde 42,6 harcanır.",
			want: [][2]string{{"42,6", `"42,6" typed by hand; write {{ sayi 1 "duyarlilik1.yuzde" }}`}}},
		{name: "a unit after the digits", new: "Eşik 200 ms, gecikme 12ms.",
			want: [][2]string{
				{"200", `"200" typed by hand; write {{ sayi "esik" }}; also equal to it: …`},
				{"12ms", `"12ms" typed by hand; write {{ sayi "ortanca.olcu" }}ms; also equal to it: …`},
			}},
		{name: "no model figure equals it", new: "Bu 3,7 kez olur.",
			want: [][2]string{{"3,7", `"3,7" typed by hand; no model figure equals it`}}},
		{name: "words with a suffix", new: "Açgözlü dağıtım kırk sekizini yanıtlar.",
			want: [][2]string{{"kırk sekizini", `"kırk sekizini" typed by hand; write {{ yazi "n" | ek "(s)I(n)I" }}; also equal to it: …`}}},
		{name: "words in emphasis", new: "Eşit dağıtım *altı isteği* düşürür.",
			want: [][2]string{{"altı isteği", `"altı" typed by hand; write {{ yazi "ortanca.tarife" }}; also equal to it: …`}}},
		{name: "words in a link", new: "Ölçü [kırk iki kez](#ozet) başarısız olur.",
			want: [][2]string{{"kırk iki", `"kırk iki" typed by hand; write {{ yazi "tarifeYavas.acgozlu.dusen" }}; also equal to it: tarifeYavas.acgozlu.sucOlcu`}}},
		{name: "words across emphasis", new: "Ölçü kırk *iki* kez başarısız olur.",
			want: [][2]string{{"kırk *iki", `"kırk iki" typed by hand; write {{ yazi "tarifeYavas.acgozlu.dusen" }}; also equal to it: tarifeYavas.acgozlu.sucOlcu`}}},
		{name: "words and their cases", new: "Oran iki katına, çağrı beşe çıkar; dörde bölünür.",
			want: [][2]string{
				{"iki katına", `"iki" typed by hand; write {{ yazi "yapi.kol" }}; also equal to it: …`},
				{"beşe", `"beşe" typed by hand; write {{ yazi "cagri" | ek "(y)A" }}; also equal to it: yapi.cagri`},
				{"dörde", `"dörde" typed by hand; write {{ yazi "yapi.oncekiCagri" | ek "(y)A" }}; also equal to it: …`},
			}},
		{name: "a fraction", new: "Kuyruk on yedide bir gelir.",
			want: [][2]string{{"on yedide bir", `"on yedide bir" typed by hand; write {{ yazi "dongu.arizasiz.teslimat.uzunluk" | ek "DA" }} {{ yazi "yapi.teslimatOkuma" }}`}}},
		{name: "a share after yüzde, even bir", new: "Pay yüzde bir artar, sonra yüzde kırk.",
			want: [][2]string{
				{"bir artar", `"bir" typed by hand; write {{ yazi "yapi.teslimatOkuma" }}; also equal to it: …`},
				{"kırk.", `"kırk" typed by hand; write {{ yazi "arizasiz.acgozlu.ortanca" }}; also equal to it: …`},
			}},
		{name: "zero", new: "Açgözlü dağıtım sıfır istek düşürür.",
			want: [][2]string{{"sıfır", `"sıfır" typed by hand; write {{ yazi "arizasiz.acgozlu.dusen" }}; also equal to it: …`}}},
		{name: "a sentence start", new: "Üçü de aynıdır.",
			want: [][2]string{{"Üçü", `"Üçü" typed by hand; write {{ yazi "yapi.politika" | ek "(s)I" | buyuk }}; also equal to it: duyarlilik.sayi`}}},
		{name: "an order of magnitude", new: "Süre onlarca katına çıkar.",
			want: [][2]string{{"onlarca", `"onlarca" typed by hand; write {{ mertebe "…" }} with the figure whose order of magnitude it names`}}},
		{name: "a name with digits", new: "Bu, K07’nin varsayımıdır.",
			want: [][2]string{{"K07’nin", `"K07’nin" typed by hand; a name with a number in it is declared under verilen with its reason`}}},
		{name: "a heading", old: "## Arıza Kipi", new: "## Beş Adımda Arıza Kipi",
			want: [][2]string{{"Beş", `"Beş" typed by hand; write {{ yazi "cagri" | buyuk }}; also equal to it: yapi.cagri`}}},
		{name: "a list item", old: "- Açgözlü dağıtımda sağlam adım (ölçü)", new: "- Açgözlü dağıtımda sağlam adım (ölçü, 12 ms)",
			want: [][2]string{{"12 ms", `"12" typed by hand; write {{ sayi "ortanca.olcu" }}; also equal to it: …`}}},
		{name: "a table written in markdown", new: "\n\n| adım | süre |\n|---|---|\n| tarife | 6 ms |\n",
			want: [][2]string{{"6 ms", `"6" typed by hand; write {{ sayi "ortanca.tarife" }}; also equal to it: …`}}},
		{name: "HTML written in the markdown", new: "Süre <b>kırk</b> iki kez.\n\n<div class=\"not\">\n<!-- 99 -->\nToplam 5540 ms.\n</div>\n",
			want: [][2]string{
				{"kırk", `"kırk iki" typed by hand; write {{ yazi "tarifeYavas.acgozlu.dusen" }}; also equal to it: tarifeYavas.acgozlu.sucOlcu`},
				{"5540", `"5540" typed by hand; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}`},
			}},
		{name: "a suffix after an apostrophe on a word", new: "Sayı kırk’a iki ekler.",
			want: [][2]string{
				{"kırk’a", `"kırk’a" typed by hand; write {{ yazi "arizasiz.acgozlu.ortanca" }} with its suffix (’a) through ek; also equal to it: …`},
				{"iki ekler", `"iki" typed by hand; write {{ yazi "yapi.kol" }}; also equal to it: …`},
			}},
		{name: "a number typed into sayi", old: `{{ sayi "tarifeYavas.acgozlu.bosaIs" }}, ağırlıklı`, new: `{{ sayi 5540 }}, ağırlıklı`,
			want: [][2]string{{"5540", `"5540" typed by hand in {{ sayi 5540 }}; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}`}}},
		{name: "a number typed into sayi with decimals", new: `Yuva {{ sayi 1 82.43 | ek "(y)A" }} iner.`,
			want: [][2]string{{"82.43", `"82.43" typed by hand in {{ sayi 1 82.43 | ek "(y)A" }}; write {{ sayi 1 "tarifeYavas.acgozlu.yuva" | ek "(y)A" }}; also equal to it: yuva.acgozlu.cagiran, yuva.acgozlu.toplamIptalli`}}},
		{name: "a number an action prints", new: `Toplam {{ 5540 }} ms.`,
			want: [][2]string{{"5540", `"5540" typed by hand in {{ 5540 }}; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}`}}},
		{name: "a string an action prints", new: `Çağrı {{ "beş" | ek "(y)A" }} çıkar.`,
			want: [][2]string{{"beş", `"beş" typed by hand; write {{ yazi "cagri" }}; also equal to it: yapi.cagri`}}},
		{name: "numbers printf prints", new: `Pay {{ printf "%.1f ile %d, 12 ms" 2.5 5540 }} olur.`,
			want: [][2]string{
				{"12 ms", `"12" typed by hand; write {{ sayi "ortanca.olcu" }}; also equal to it: …`},
				{"2.5", `"2.5" typed by hand in {{ printf "%.1f ile %d, 12 ms" 2.5 5540 }}; no model figure equals it`},
				{"5540", `"5540" typed by hand in {{ printf "%.1f ile %d, 12 ms" 2.5 5540 }}; write {{ printf "%.1f ile %d, 12 ms" 2.5 (sayi "tarifeYavas.acgozlu.bosaIs") }}`},
			}},
		{name: "the summary in the front matter", old: "ozet: Zincirdeki", new: "ozet: Kırk sekiz istekte zincirdeki",
			want: [][2]string{{"Kırk sekiz", `"Kırk sekiz" typed by hand; write {{ yazi "n" | buyuk }}; also equal to it: …`}}},
		{name: "homonyms, ordinals and the article are not numbers",
			new: "Bir adım milisaniyenin altında kalır; bunun yüzünden ikinci okuma ilk okumanın yarısını alır, biri sıfırlanır, onu tek tek sayar, onlar birinden sonra gelir. Üçüncü tablo ikinci yüzü gösterir; altına, altından, onda bir sorun yok."},
		{name: "code, math and listings are not prose",
			new: "Kod `sleep(5540)` ve $x^2 + 3$ ile.\n\n```js\nconst n = 48;\n```\n\n    girintili 200 satır\n"},
		{name: "a model figure's words are the model's", new: `Açgözlü dağıtım {{ yazi "n" }} isteğin {{ yazi "n" | ek "(s)I(n)I" }} yanıtlar, {{ mertebe "tarifeYavaslama" }} katına.`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.old == "" {
				c.old, c.new = after(c.new)
			}
			runMutation(t, c)
		})
	}
}

// runMutation applies c to the real project and checks that the findings
// are exactly c.want, each at the place of its text in c.new.
func runMutation(t *testing.T, c mutation) {
	t.Helper()
	file := c.file
	if file == "" {
		file = lessonFile
	}
	fsys := realProject(t)
	at := edit(t, fsys, file, c.old, c.new)
	r := runCheck(t, fsys)
	got := r.Findings
	if len(got) != len(c.want) {
		t.Fatalf("got %d findings, want %d:\n%s", len(got), len(c.want), findingLines(got))
	}
	for i, w := range c.want {
		k := strings.Index(c.new, w[0])
		if k < 0 {
			t.Fatalf("test: %q is not in the inserted text", w[0])
		}
		want := posOf(fsys, file, at+k)
		if got[i].Pos != want {
			t.Errorf("finding %d at %v, want %v (%q): %s", i, got[i].Pos, want, w[0], got[i].Msg)
		}
		if msg, ok := strings.CutSuffix(w[1], "…"); ok && len(w[1]) > 0 && strings.HasSuffix(w[1], "also equal to it: …") {
			if !strings.HasPrefix(got[i].Msg, msg) {
				t.Errorf("finding %d:\n got %s\nwant %s", i, got[i].Msg, w[1])
			}
		} else if got[i].Msg != w[1] {
			t.Errorf("finding %d:\n got %s\nwant %s", i, got[i].Msg, w[1])
		}
	}
}

// Givens exempt their phrase, with a suffix, as written; a given that
// stands nowhere is a finding; without its given, a phrase is typed by
// hand.
func TestGivens(t *testing.T) {
	t.Run("stale", func(t *testing.T) {
		runMutation(t, mutation{old: "  - metin: AY10\n", new: "  - metin: AY11\n    neden: başka bir senaryo\n  - metin: AY10\n",
			want: [][2]string{{"AY11", `given "AY11" stands nowhere in the page's prose; remove it from verilen`}}})
	})
	t.Run("removed", func(t *testing.T) {
		fsys := realProject(t)
		edit(t, fsys, lessonFile, "  - metin: iki tarafı\n    neden: toplamın iki terimi, çağıran ve terk edilen yuva\n", "")
		r := runCheck(t, fsys)
		src := string(fsys[lessonFile].Data)
		want := posOf(fsys, lessonFile, strings.Index(src, "iki tarafı"))
		if len(r.Findings) != 1 || r.Findings[0].Pos != want || !strings.HasPrefix(r.Findings[0].Msg, `"iki" typed by hand; write {{ yazi "yapi.kol" }}`) {
			t.Errorf("got\n%swant one finding on “iki tarafı” at %v", findingLines(r.Findings), want)
		}
	})
	t.Run("suffix and capital", func(t *testing.T) {
		runMutation(t, mutation{new: "Bu dersin sorusu bir basamak sonrasıdır. İki kalemin ikisi de K01’deki gibidir; AY10x ise değil.",
			old:  "Bu dersin sorusu bir basamak sonrasıdır.",
			want: [][2]string{{"AY10x", `"AY10x" typed by hand; a name with a number in it is declared under verilen with its reason`}}})
	})
	t.Run("listed", func(t *testing.T) {
		r := runCheck(t, realProject(t))
		for _, g := range r.Pages[1].Givens {
			if g.Phrase == "iki kalem" {
				return
			}
		}
		t.Errorf("no place of the given “iki kalem” listed: %v", r.Pages[1].Givens)
	})
}

// A model change that makes a claim false is a finding at the claim,
// naming it, its figures' values and the sentence it stands beside.
func TestClaims(t *testing.T) {
	const slowTarife = `"tarife": [150, 400, 220, 400, 180, 300, 260, 400, 150, 400, 220, 400, 180, 300, 260, 400, 400]`
	cases := []struct {
		name, old, new string
		claim          string // the claim's text
		values         string
		sentence       string // in the sentence the finding quotes
	}{
		{"call count", `"cagri": 5`, `"cagri": 6`,
			"dış istek başına alt çağrı sayısı zincirin yapısından gelir: iki kol, teslimat okuması ve iki ücret okuması",
			"cagri = 6, yapi.cagri = 5", `ardışık okumaya ayrıldığında sayı {{ yazi "cagri" | ek "(y)A" }} çıkar.`},
		{"only the tariff slows", slowTarife + ",\n      \"olcu\": [12,", slowTarife + ",\n      \"olcu\": [13,",
			"yavaşlayan yalnız tarife deposudur",
			"ayni.teslimat = 1, ayni.olcu = 0, ayni.tarife = 0", "AY10 — tarife deposu yavaşlıyor."},
		{"usual durations within the shares", `"olcu": 12}`, `"olcu": 40}`,
			"olağan süreler en dar payın dörtte birinden kısadır",
			"ortanca.tarife = 6, pay.esit.tarife = 90, pay.agirlikli.tarife = 23.47826086956522, ortanca.olcu = 40, pay.esit.olcu = 90, pay.agirlikli.olcu = 156.52173913043478", "Ayrım, bir okuma payını aştığı anda çıkar."},
		{"fault-free means close", `6, 7, 6, 8, 80]`, `6, 7, 6, 8, 200]`,
			"arızasız günde üç politikanın ortalama süresi birbirine yakındır",
			"arizasiz.acgozlu.ortalama = 49.8125, arizasiz.agirlikli.ortalama = 45.333333333333336, arizasiz.esit.ortalama = 46.166666666666664", "de arızasız günde neredeyse aynı görünür"},
		{"two tariff durations fit", slowTarife, strings.Replace(slowTarife, "400]", "170]", 1),
			"tarife, açgözlü payın içinde iki ayrı sürede döner ve ölçüye yalnız birinden sonra süre kalır",
			"dongu.tarifeYavas.tarife.payaSiganSayi = 3, dongu.tarifeYavas.tarife.olcuyeYetenSayi = 1", "milisaniyede dönüyor"},
		{"wasted work doubles", slowTarife, `"tarife": [150, 190, 220, 190, 180, 190, 190, 190, 150, 190, 220, 190, 180, 190, 190, 190, 190]`,
			"terk edilen işin oranı bir tam sayıya yakındır",
			"bosaIsOrani = 11.333333333333334", `terk edilen işi {{ yazi 0 "bosaIsOrani" }} katına çıkarıyor`},
		{"the sensitivity scenarios", `[24, 1]]`, `[24, 2]]`,
			"ikinci ve üçüncü senaryo aynı yavaşlamanın iki katıdır: ayda iki kez ya da bir kez iki kat uzun",
			"duyarlilik2.dk = 12, duyarlilik1.dk = 12, duyarlilik2.aylik = 24, duyarlilik1.aylik = 12, duyarlilik3.aylik = 48, duyarlilik3.kez = 2", "kez olursa ya da"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := realProject(t)
			edit(t, fsys, modelFile, c.old, c.new)
			r := runCheck(t, fsys)
			src := string(fsys[lessonFile].Data)
			m := regexp.MustCompile(`iddia ("` + regexp.QuoteMeta(c.claim) + `") "([^"]*)"`).FindStringSubmatchIndex(src)
			if m == nil {
				t.Fatalf("claim %q is not in the lesson (has it changed?)", c.claim)
			}
			want := posOf(fsys, lessonFile, m[2])
			expr := src[m[4]:m[5]]
			prefix := fmt.Sprintf("claim %q does not hold: %s, where %s; the sentence (line ", c.claim, expr, c.values)
			// Every claim the change breaks is a finding; this one must be
			// among them, at its place.
			i := slices.IndexFunc(r.Findings, func(f Finding) bool { return f.Pos == want })
			if i < 0 {
				t.Fatalf("no finding at %v:\n%s", want, findingLines(r.Findings))
			}
			for _, f := range r.Findings {
				if !strings.HasPrefix(f.Msg, "claim ") {
					t.Errorf("a finding that is not a claim: %s", f)
				}
			}
			if c.name == "fault-free means close" && len(r.Findings) != 4 {
				t.Errorf("a longer tail breaks four claims; got %d findings:\n%s", len(r.Findings), findingLines(r.Findings))
			}
			f := r.Findings[i]
			if !strings.HasPrefix(f.Msg, prefix) || !strings.Contains(f.Msg, c.sentence) || !strings.HasSuffix(f.Msg, "”") {
				t.Errorf("got  %s\nwant %v: %s…%s…”", f, want, prefix, c.sentence)
			}
		})
	}
}

// Other content errors of the build are findings too, placed.
func TestBuildErrors(t *testing.T) {
	t.Run("unknown figure", func(t *testing.T) {
		fsys := realProject(t)
		at := edit(t, fsys, lessonFile, `{{ sayi "tarifeYavas.acgozlu.bosaIs" }}, ağırlıklı`, `{{ sayi "tarifeYavas.acgozlu.bosais" }}, ağırlıklı`)
		r := runCheck(t, fsys)
		want := posOf(fsys, lessonFile, at+len(`{{ sayi `))
		if len(r.Findings) != 1 || r.Findings[0].Pos != want || !strings.HasPrefix(r.Findings[0].Msg, `unknown model figure "tarifeYavas.acgozlu.bosais"; nearest: tarifeYavas.acgozlu.bosaIs`) {
			t.Errorf("got\n%swant one at %v", findingLines(r.Findings), want)
		}
	})
	t.Run("bad parameters", func(t *testing.T) {
		fsys := realProject(t)
		edit(t, fsys, modelFile, `"n": 48`, `"n": -48`)
		edit(t, fsys, modelFile, `"cagri": 5`, `"cagri": "beş"`)
		r := runCheck(t, fsys)
		if len(r.Findings) != 2 || r.Findings[0].File != modelFile || r.Findings[1].File != modelFile || r.Findings[0].Line >= r.Findings[1].Line {
			t.Errorf("got\n%swant both problems of %s, in order", findingLines(r.Findings), modelFile)
		}
	})
}
