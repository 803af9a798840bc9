package check

import (
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/terms"
)

// The fixture project with a terms file: the lesson's page and words use
// every term it defines — iş, kuyruk (in the sense the file gives the
// lesson), kapasite (and tavan, which the file lets the lesson's page
// write), iptal sinyali — and none of the forms it says not to write.
const (
	fixtureTerms = `# The check's fixture terms.
terim: iş
tanim: İşçinin sırayla gördüğü bir görev.
ingilizce: job
kacin: görev

terim: kuyruk
anlam.bekleme: Görülmeyi bekleyen işler.
anlam.bekleme.ingilizce: queue
anlam.gecikme: Sürelerin en uzun kesimi.
anlam.gecikme.ingilizce: tail
ders.ornek-ders: bekleme

terim: kapasite
tanim: Kuyruğun tutabildiği en çok iş.
ingilizce: capacity
kacin: sığa, tavan
izin.ornek-ders: tavan

terim: iptal sinyali
tanim: Vazgeçildiğini bildiren haber.
ingilizce: cancellation
`
	// termsSentence joins the lesson's first paragraph: the page's uses.
	termsSentence = " İşler bir kuyrukta bekler; kuyruğun kapasitesi, yazarın deyişiyle tavanı, sınırlıdır."
	termsFile     = terms.File
)

// termsProject returns the fixture project with the terms file and the
// lesson's sentence that uses its terms, for a test to change.
func termsProject(t testing.TB) fstest.MapFS {
	fsys := project(t)
	fsys[termsFile] = fileOf(fixtureTerms)
	edit(t, fsys, lessonFile, firstSentence, firstSentence+termsSentence)
	return fsys
}

// termsLine returns the line of the fixture's terms file that starts
// with prefix, as a message names it (content/terimler.txt:12).
func termsLine(t testing.TB, prefix string) string {
	t.Helper()
	for i, l := range strings.Split(fixtureTerms, "\n") {
		if strings.HasPrefix(l, prefix) {
			return termsFile + ":" + strconv.Itoa(i+1)
		}
	}
	t.Fatalf("no line %q in the fixture's terms", prefix)
	return ""
}

// The project whose pages use every term as the terms file says is clean.
func TestTermsClean(t *testing.T) {
	if r := runCheck(t, termsProject(t)); len(r.Findings) > 0 {
		t.Errorf("findings:\n%s", findingLines(r.Findings))
	}
}

// A term change: one file of the terms project changed; the findings,
// each at the first place of its text in the changed file (or at a line
// of the terms file, where at starts with "terimler:" and the line's
// start), with their messages, in order.
type termsCase struct {
	name     string
	file     string // lessonFile unless set
	old, new string // old "" appends new to the terms sentence
	want     []found
}

func runTermsCases(t *testing.T, cases []termsCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := termsProject(t)
			file := c.file
			if file == "" {
				file = lessonFile
			}
			if c.old == "" {
				c.old, c.new = termsSentence, termsSentence+c.new
			}
			at := edit(t, fsys, file, c.old, c.new)
			got := runCheck(t, fsys).Findings
			if len(got) != len(c.want) {
				t.Fatalf("got %d findings, want %d:\n%s", len(got), len(c.want), findingLines(got))
			}
			for i, w := range c.want {
				var want Pos
				if line, ok := strings.CutPrefix(w.at, "terimler:"); ok {
					want = posOf(fsys, termsFile, strings.Index(string(fsys[termsFile].Data), line))
				} else {
					k := strings.Index(c.new, w.at)
					if k < 0 {
						t.Fatalf("test: %q is not in the changed text", w.at)
					}
					want = posOf(fsys, file, at+k)
				}
				if got[i].Pos != want {
					t.Errorf("finding %d at %v, want %v (%q): %s", i, got[i].Pos, want, w.at, got[i].Msg)
				}
				if got[i].Msg != w.msg {
					t.Errorf("finding %d:\n got %s\nwant %s", i, got[i].Msg, w.msg)
				}
			}
		})
	}
}

// A form the terms file says not to write is a finding at its place, in
// the page's prose and in the lesson's words, naming the term to write
// with its suffixes harmonised again; a form the file lets the lesson's
// page write is its author's word there, and not in the words the course
// writes around it.
func TestTermsAvoided(t *testing.T) {
	kapasite := termsLine(t, "kacin: sığa")
	runTermsCases(t, []termsCase{
		{name: "sığa in the page", new: " Fazla iş kuyruğun sığasından taşar.",
			want: []found{{"sığasından", "«sığasından» is not the course's word for kapasite (" + kapasite + "): write «kapasitesinden»; check -fix writes it"}}},
		{name: "at a sentence's start", new: " Sığa küçüktür.",
			want: []found{{"Sığa", "«Sığa» is not the course's word for kapasite (" + kapasite + "): write «Kapasite»; check -fix writes it"}}},
		{name: "in a heading, which -fix leaves", old: "## Süreler ve Yük", new: "## Süreler ve Sığa",
			want: []found{{"Sığa", "«Sığa» is not the course's word for kapasite (" + kapasite + "): write «Kapasite» (in a heading, which check -fix leaves: its anchor changes with it)"}}},
		{name: "in the front matter", old: "ozet: Bir işçinin işleri, modelden.", new: "ozet: Bir işçinin işleri ve sığası, modelden.",
			want: []found{{"sığası", "«sığası» is not the course's word for kapasite (" + kapasite + "): write «kapasitesi»; check -fix writes it"}}},
		{name: "in a word of metinler.txt", file: wordsFile, old: "tablo.ozet.kalem: Kalem", new: "tablo.ozet.kalem: Görevler",
			want: []found{{"Görevler", "«Görevler» is not the course's word for iş (" + termsLine(t, "kacin: görev") + "): write «İşler»; check -fix writes it"}}},
		{name: "the page's allowance does not hold in its words", file: wordsFile, old: "tablo.ozet.deger: Değer", new: "tablo.ozet.deger: Tavanda",
			want: []found{{"Tavanda", "«Tavanda» is not the course's word for kapasite (" + kapasite + "): write «Kapasitede»; check -fix writes it"}}},
		{name: "suffixes that read two ways", file: wordsFile, old: "tablo.ozet.deger: Değer", new: "tablo.ozet.deger: Tavanı",
			want: []found{{"Tavanı", "«Tavanı» is not the course's word for kapasite (" + kapasite + "): write kapasite, with the suffixes the sentence needs (those of «Tavanı» read two ways)"}}},
		{name: "words that only look like a form", new: " İşçi sığar; görevli yok.", want: nil},
	})
}

// A word of two senses that a page writes without the terms file saying
// which sense it means is a finding at its first use in the file; a term
// no page uses, an allowance no page needs, a sense given for a page that
// never writes the word, are findings at their lines of the terms file;
// so is what the file says that is no terms file.
func TestTermsFile(t *testing.T) {
	runTermsCases(t, []termsCase{
		{name: "a sense the index does not say", file: "content/index.md", old: "Kursun dersleri, her biri kendi modelinden.", new: "Kursun dersleri ve kuyrukları.",
			want: []found{{"kuyrukları", "«kuyrukları» is kuyruk, which the course writes in 2 senses, and content/terimler.txt does not say which the course's index page means: add dizin: bekleme or dizin: gecikme to kuyruk (" + termsLine(t, "terim: kuyruk") + ")"}}},
		{name: "a term no page uses", file: termsFile, old: "terim: iptal sinyali", new: "terim: izdüşüm\ntanim: Güncel görünüm.\n\nterim: iptal sinyali",
			want: []found{{"terimler:terim: izdüşüm", "izdüşüm is used by no page of the course: use it, or remove it from the terms file"}}},
		{name: "an allowance no page needs", old: "yazarın deyişiyle tavanı", new: "yazarın deyişiyle sınırı",
			want: []found{{"terimler:izin.ornek-ders", "izin.ornek-ders: lesson ornek-ders's page never writes «tavan»; remove it"}}},
		{name: "an allowance for no lesson", file: termsFile, old: "izin.ornek-ders: tavan", new: "izin.ornek-ders: tavan\nizin.yok: sığa",
			want: []found{{"terimler:izin.yok", "izin.yok: the course has no lesson yok"}}},
		{name: "a sense of a page that never writes the word", file: termsFile, old: "ders.ornek-ders: bekleme", new: "ders.ornek-ders: bekleme\ndizin: gecikme",
			want: []found{{"terimler:dizin: gecikme", "dizin: the course's index page never writes kuyruk; remove the line"}}},
		{name: "a file that is no terms file", file: termsFile, old: "terim: iş\n", new: "iş:\n",
			want: []found{
				{"terimler:iş:", "expected a line key: text (terim: yuva, tanim: …), got \"iş:\""},
				{"terimler:tanim: İşçinin", "tanim before the first term: a term starts with terim: its headword"},
				{"terimler:ingilizce: job", "ingilizce before the first term: a term starts with terim: its headword"},
				{"terimler:kacin: görev", "kacin before the first term: a term starts with terim: its headword"},
			}},
	})
}

// A lesson that writes a word of two senses, the terms file not saying
// which it means: a finding at the first use in each file, counting the
// rest.
func TestTermsSenseUnsaid(t *testing.T) {
	fsys := termsProject(t)
	edit(t, fsys, termsFile, "ders.ornek-ders: bekleme\n", "")
	edit(t, fsys, wordsFile, "tablo.ozet.kalem: Kalem", "tablo.ozet.kalem: Kuyruk")
	got := findingLines(runCheck(t, fsys).Findings)
	line := termsLine(t, "terim: kuyruk")
	at := posOf(fsys, lessonFile, strings.Index(string(fsys[lessonFile].Data), "kuyrukta"))
	atWords := posOf(fsys, wordsFile, strings.Index(string(fsys[wordsFile].Data), "Kuyruk"))
	want := at.String() + ": «kuyrukta» is kuyruk, which the course writes in 2 senses, and content/terimler.txt does not say which lesson ornek-ders means: add ders.ornek-ders: bekleme or ders.ornek-ders: gecikme to kuyruk (" + line + "); 2 uses in this file\n" +
		atWords.String() + ": «Kuyruk» is kuyruk, which the course writes in 2 senses, and content/terimler.txt does not say which lesson ornek-ders means: add ders.ornek-ders: bekleme or ders.ornek-ders: gecikme to kuyruk (" + line + ")\n"
	if got != want {
		t.Errorf("findings:\n%s\nwant\n%s", got, want)
	}
}

// check -fix writes the term in place of an avoided form, its suffixes
// harmonised again and a capital kept, in the page and in its words, and
// binds the numbers typed beside them; it leaves what it cannot say; a
// second run changes nothing.
func TestFixWritesTerms(t *testing.T) {
	page := strings.Replace(string(termsProject(t)[lessonFile].Data), termsSentence, termsSentence+" Fazla iş kuyruğun sığasından taşar; toplam 120 ms sürer.", 1)
	words := replace(t, wordsFile, "tablo.ozet.kalem: Kalem", "tablo.ozet.kalem: Sığa ve görevler")
	words = strings.Replace(words, "tablo.ozet.deger: Değer", "tablo.ozet.deger: Tavanı", 1)
	dir := writeProject(t, map[string]string{termsFile: fixtureTerms, lessonFile: page, wordsFile: words})

	code, out, errOut := run("-fix")
	left := wordsFile + ":4:19: «Tavanı» is not the course's word for kapasite (" + termsLine(t, "kacin: sığa") + "): write kapasite, with the suffixes the sentence needs (those of «Tavanı» read two ways)\n"
	if code != ExitFindings || !strings.HasSuffix(out, left) || !strings.Contains(out, "-tablo.ozet.kalem: Sığa ve görevler\n+tablo.ozet.kalem: Kapasite ve işler\n") {
		t.Errorf("exit %d, stdout:\n%s", code, out)
	}
	if !strings.HasPrefix(errOut, "check -fix: wrote 3 terms and bound 1 number in 2 files\n") {
		t.Errorf("stderr %q", errOut)
	}
	if got := readFile(t, dir, lessonFile); !strings.Contains(got, ` Fazla iş kuyruğun kapasitesinden taşar; toplam {{ sayi "toplam" }} ms sürer.`) {
		t.Errorf("the lesson reads\n%s", got)
	}
	if got := readFile(t, dir, wordsFile); !strings.Contains(got, "tablo.ozet.kalem: Kapasite ve işler\n") || !strings.Contains(got, "tablo.ozet.deger: Tavanı\n") {
		t.Errorf("the words read\n%s", got)
	}
	if code, out, _ := run("-fix"); code != ExitFindings || out != left {
		t.Errorf("second run: exit %d, stdout:\n%s", code, out)
	}
}
