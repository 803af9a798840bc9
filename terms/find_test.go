package terms

import (
	"os"
	"strings"
	"testing"
)

// fixture reads testdata/terimler.txt, the matcher's terms.
func fixture(t testing.TB) *Terms {
	t.Helper()
	data, err := os.ReadFile("testdata/terimler.txt")
	if err != nil {
		t.Fatal(err)
	}
	tm, err := Parse("testdata/terimler.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// marked writes text with each use bracketed and named: [written]{term},
// {term/sense} for a term of several senses ({term/?} with no sense),
// {term=form} for an allowed avoided form, {term!form→fix} for an avoided
// one (fix ? when ambiguous).
func marked(text string, uses []Use) string {
	var b strings.Builder
	at := 0
	for _, u := range uses {
		b.WriteString(text[at:u.Start])
		b.WriteString("[" + text[u.Start:u.End] + "]{" + u.Term.Name)
		switch {
		case u.Avoided != "":
			fix := u.Fix
			if fix == "" {
				fix = "?"
			}
			b.WriteString("!" + u.Avoided + "→" + fix)
		case u.Form != "":
			b.WriteString("=" + u.Form)
		}
		if len(u.Term.Senses) > 1 {
			if u.Sense == nil {
				b.WriteString("/?")
			} else {
				b.WriteString("/" + u.Sense.Name)
			}
		}
		b.WriteString("}")
		at = u.End
	}
	b.WriteString(text[at:])
	return b.String()
}

// TestFind holds the matcher to small texts: every form a term takes in
// Turkish, the words that only look like one, and the avoided forms with
// what to write instead. Lessons: a (kuyruk's gecikme; it may write
// tutulan yuva), b (bekleme), c (no sense said), "" the index (bekleme).
func TestFind(t *testing.T) {
	tm := fixture(t)
	cases := []struct{ lesson, text, want string }{
		// Inflection: the plural, possessives, cases, -ki, the copula,
		// their buffers, and the final stop softened before a vowel.
		{"b", "kuyruk", "[kuyruk]{kuyruk/bekleme}"},
		{"b", "kuyruğunun sonu", "[kuyruğunun]{kuyruk/bekleme} sonu"},
		{"b", "kuyrukta, kuyruktaki, kuyruktakiler, kuyruktakinin", "[kuyrukta]{kuyruk/bekleme}, [kuyruktaki]{kuyruk/bekleme}, [kuyruktakiler]{kuyruk/bekleme}, [kuyruktakinin]{kuyruk/bekleme}"},
		{"b", "kuyruklar kuyrukların kuyruklarından kuyruğa kuyruktan kuyrukla kuyruktur kuyruktuysa kuyrukken", "[kuyruklar]{kuyruk/bekleme} [kuyrukların]{kuyruk/bekleme} [kuyruklarından]{kuyruk/bekleme} [kuyruğa]{kuyruk/bekleme} [kuyruktan]{kuyruk/bekleme} [kuyrukla]{kuyruk/bekleme} [kuyruktur]{kuyruk/bekleme} [kuyruktuysa]{kuyruk/bekleme} [kuyrukken]{kuyruk/bekleme}"},
		{"", "kapasite kapasitesi kapasitesine kapasitesinden kapasiteye kapasiteyle kapasitenin kapasitesindeki", "[kapasite]{kapasite} [kapasitesi]{kapasite} [kapasitesine]{kapasite} [kapasitesinden]{kapasite} [kapasiteye]{kapasite} [kapasiteyle]{kapasite} [kapasitenin]{kapasite} [kapasitesindeki]{kapasite}"},
		{"", "payı payın payını payının paya paydan payla paylar payları", "[payı]{pay} [payın]{pay} [payını]{pay} [payının]{pay} [paya]{pay} [paydan]{pay} [payla]{pay} [paylar]{pay} [payları]{pay}"},
		{"", "eşiği eşiğin eşiğinden eşikte eşiklerde", "[eşiği]{eşik} [eşiğin]{eşik} [eşiğinden]{eşik} [eşikte]{eşik} [eşiklerde]{eşik}"},
		{"", "geri basıncı geri basınçla geri basınçta", "[geri basıncı]{geri basınç} [geri basınçla]{geri basınç} [geri basınçta]{geri basınç}"},
		{"", "kitabı kitapta umudu umutla", "[kitabı]{kitap} [kitapta]{kitap} [umudu]{umut} [umutla]{umut}"},
		{"", "izdüşümü izdüşümün izdüşümdür", "[izdüşümü]{izdüşüm} [izdüşümün]{izdüşüm} [izdüşümdür]{izdüşüm}"},
		{"", "yuvası yuvasını yuvaya yuvalar", "[yuvası]{yuva} [yuvasını]{yuva} [yuvaya]{yuva} [yuvalar]{yuva}"},
		// Either harmony: a suffix of the other harmony is still the term's.
		{"", "kapasitesından", "[kapasitesından]{kapasite}"},
		// The Turkish case: İ is i, I is ı, at a sentence start or all capitals.
		{"", "İzdüşüm. KUYRUĞU. İPTAL SİNYALİ", "[İzdüşüm]{izdüşüm}. [KUYRUĞU]{kuyruk/bekleme}. [İPTAL SİNYALİ]{iptal sinyali}"},
		{"", "IPTAL sinyali", "IPTAL sinyali"}, // I is ı: ıptal is no word of the terms
		// Words that only look like a form: no suffix chain makes them.
		{"", "yuvarla yuvarlak paylaş paylaştırır eşit eşitte kapasitif sığar sığmaz basınçlı", "yuvarla yuvarlak paylaş paylaştırır eşit eşitte kapasitif sığar sığmaz basınçlı"},
		{"", "geri basınçlı kuyruk", "geri basınçlı [kuyruk]{kuyruk/bekleme}"}, // -lI is no inflection
		// payda reads as pay in the locative: the grammar cannot tell the
		// denominator apart (a degil would).
		{"", "payda", "[payda]{pay}"},
		// Whole words: letters, digits and marks around stop a form.
		{"", "ayyuva yuva2 süperkuyruk pay’ın", "ayyuva yuva2 süperkuyruk [pay]{pay}’ın"},
		// Several words: white space alone between them, line breaks too.
		{"", "geri\nbasınç geri  basınç geri, basınç", "[geri\nbasınç]{geri basınç} [geri  basınç]{geri basınç} geri, basınç"},
		{"", "iptal sinyaliyle iptal sinyalinin", "[iptal sinyaliyle]{iptal sinyali} [iptal sinyalinin]{iptal sinyali}"},
		// The longest form that starts at a word.
		{"a", "kuyruk kuramının bağıntısı", "[kuyruk kuramının]{kuyruk kuramı} bağıntısı"},
		{"", "arıza payının yüzdesi", "[arıza payının]{hata bütçesi!arıza payı→hata bütçesinin} yüzdesi"},
		// A phrase in which the word is not the term.
		{"", "ölçümün taşıyıcısıdır; taşıyıcıdan gelen", "ölçümün taşıyıcısıdır; [taşıyıcıdan]{taşıyıcı} gelen"},
		// Senses: the lesson's, none where the file says none.
		{"a", "uzun kuyruk", "uzun [kuyruk]{kuyruk/gecikme}"},
		{"c", "uzun kuyruk", "uzun [kuyruk]{kuyruk/?}"},
		// Avoided forms, and what to write, its suffixes harmonised again.
		{"", "sığa", "[sığa]{kapasite!sığa→kapasite}"},
		{"", "Sığasından", "[Sığasından]{kapasite!sığa→Kapasitesinden}"},
		{"", "sığaya sığalar sığasıdır sığanın", "[sığaya]{kapasite!sığa→kapasiteye} [sığalar]{kapasite!sığa→kapasiteler} [sığasıdır]{kapasite!sığa→kapasitesidir} [sığanın]{kapasite!sığa→kapasitenin}"},
		{"", "tavanda tavanı", "[tavanda]{kapasite!tavan→kapasitede} [tavanı]{kapasite!tavan→?}"}, // tavanı: kapasiteyi or kapasitesi
		{"", "sınırından sınırı", "[sınırından]{eşik!sınır→eşiğinden} [sınırı]{eşik!sınır→eşiği}"},
		{"", "Eşzamanlı yuvası", "[Eşzamanlı yuvası]{yuva!eşzamanlı yuva→Yuvası}"},
		{"", "geri basınç sinyalini", "[geri basınç sinyalini]{geri basınç!geri basınç sinyali→geri basınç bildirimini}"},
		// A lesson's allowance: its page may write the form, its words not.
		{"a", "tutulan yuvayı", "[tutulan yuvayı]{yuva=tutulan yuva}"},
		{"b", "tutulan yuvayı", "[tutulan yuvayı]{yuva!tutulan yuva→yuvayı}"},
		{"a", "eşzamanlı yuva", "[eşzamanlı yuva]{yuva!eşzamanlı yuva→yuva}"},
	}
	for _, c := range cases {
		got := marked(c.text, tm.Find([]byte(c.text), c.lesson))
		if got != c.want {
			t.Errorf("Find(%q, %q):\n got %s\nwant %s", c.text, c.lesson, got, c.want)
		}
	}
}

// FindWords reads a lesson's words file: the lesson's allowances are its
// page's, and do not hold there.
func TestFindWords(t *testing.T) {
	tm := fixture(t)
	text := "tutulan yuva, uzun kuyruk"
	want := "[tutulan yuva]{yuva!tutulan yuva→yuva}, uzun [kuyruk]{kuyruk/gecikme}"
	if got := marked(text, tm.FindWords([]byte(text), "a")); got != want {
		t.Errorf("FindWords:\n got %s\nwant %s", got, want)
	}
}

// A use's offsets are bytes, whatever lower-casing does to the letters'
// lengths (İ is two bytes, i one).
func TestFindOffsets(t *testing.T) {
	tm := fixture(t)
	text := "İİ İzdüşümü, İPTAL SİNYALİNİ"
	uses := tm.Find([]byte(text), "")
	if len(uses) != 2 || text[uses[0].Start:uses[0].End] != "İzdüşümü" || text[uses[1].Start:uses[1].End] != "İPTAL SİNYALİNİ" {
		t.Errorf("uses %+v of %q", uses, text)
	}
}

// A nil Terms — a course without a terms file — finds nothing.
func TestFindWithoutTerms(t *testing.T) {
	var tm *Terms
	if uses := tm.Find([]byte("kuyruk"), ""); uses != nil {
		t.Errorf("nil terms found %v", uses)
	}
}

// TestReading: pages whose lessons the file says nothing of read the terms
// alike, and so mark the same text alike; a lesson with a sense of its own
// or forms it may write reads them otherwise.
func TestReading(t *testing.T) {
	tm := fixture(t)
	if tm.Reading("x") != tm.Reading("y") {
		t.Errorf("two lessons the file does not name read it differently: %q, %q", tm.Reading("x"), tm.Reading("y"))
	}
	for _, lesson := range []string{"a", "b", ""} {
		if tm.Reading(lesson) == tm.Reading("x") {
			t.Errorf("lesson %q, which the file names, reads it as one it does not name: %q", lesson, tm.Reading(lesson))
		}
	}
	if tm.Reading("a") == tm.Reading("b") {
		t.Errorf("lessons a and b mean kuyruk in two senses and read the file alike: %q", tm.Reading("a"))
	}
	var none *Terms
	if none.Reading("a") != "" {
		t.Error("no terms read as some")
	}
}
