package terms

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/place"
)

// TestParse reads the fixture's terms as the file writes them: headwords,
// anchors, senses, English words, avoided forms with what to write
// instead, allowances and the senses lessons mean.
func TestParse(t *testing.T) {
	tm := fixture(t)
	var names []string
	for _, term := range tm.List {
		names = append(names, term.String())
	}
	want := "kapasite (#kapasite), yuva (#yuva), pay (#pay), hata bütçesi (#hata-butcesi), kuyruk (#kuyruk), kuyruk kuramı (#kuyruk-kurami), eşik (#esik), geri basınç (#geri-basinc), iptal sinyali (#iptal-sinyali), taşıyıcı (#tasiyici), kitap (#kitap), umut (#umut), izdüşüm (#izdusum)"
	if got := strings.Join(names, ", "); got != want {
		t.Errorf("terms:\n got %s\nwant %s", got, want)
	}
	kapasite, yuva, kuyruk, geri := tm.List[0], tm.List[1], tm.List[4], tm.List[7]
	if s := kapasite.Senses; len(s) != 1 || s[0].Name != "" || s[0].English != "capacity" || !strings.HasPrefix(s[0].Definition, "Bir kuyruğun") {
		t.Errorf("kapasite's sense: %+v", s[0])
	}
	if strings.Join(kapasite.Avoid, ",") != "sığa,tavan" || kapasite.Instead("sığa") != "kapasite" {
		t.Errorf("kapasite avoids %v, instead of sığa %q", kapasite.Avoid, kapasite.Instead("sığa"))
	}
	if line, _ := tm.file.Pos(kapasite.AvoidAt("tavan")); line != 5 {
		t.Errorf("tavan is avoided on line %d, want 5", line)
	}
	if len(yuva.Allow) != 1 || yuva.Allow[0].Lesson != "a" || strings.Join(yuva.Allow[0].Forms, ",") != "tutulan yuva" {
		t.Errorf("yuva's allowances: %+v", yuva.Allow)
	}
	if len(kuyruk.Senses) != 2 || kuyruk.Senses[0].Name != "gecikme" || kuyruk.Senses[1].English != "queue" {
		t.Errorf("kuyruk's senses: %+v %+v", kuyruk.Senses[0], kuyruk.Senses[1])
	}
	var lessons []string
	for _, l := range tm.Senses(kuyruk) {
		lessons = append(lessons, l.Lesson+"="+l.Sense.Name)
	}
	if got := strings.Join(lessons, ","); got != "a=gecikme,b=bekleme,=bekleme" {
		t.Errorf("kuyruk's senses by lesson: %s", got)
	}
	if kuyruk.SenseIn("c") != nil || kuyruk.SenseIn("a") != kuyruk.Senses[0] || kapasite.SenseIn("c") != kapasite.Senses[0] {
		t.Error("SenseIn: wrong sense")
	}
	if geri.Instead("geri basınç sinyali") != "geri basınç bildirimi" {
		t.Errorf("geri basınç sinyali: write %q", geri.Instead("geri basınç sinyali"))
	}
	if pos := tm.Position(kuyruk.At); pos.String() != "testdata/terimler.txt:20:1" {
		t.Errorf("kuyruk at %v", pos)
	}
}

// TestParseErrors: each problem at its line and column, with what was
// expected, every one of the file at once.
func TestParseErrors(t *testing.T) {
	cases := []struct{ name, file, want string }{
		{"not a line", "terim: a\ntanim: A.\nbu bir satır değil\n", `t:3:1: expected a line key: text (terim: yuva, tanim: …), got "bu bir satır değil"`},
		{"before a term", "tanim: A.\n", "t:1:1: tanim before the first term: a term starts with terim: its headword"},
		{"unknown key", "terim: a\ntanim: A.\nanlami: b\n", "t:3:1: unknown key anlami; a term's lines are " + keys},
		{"empty text", "terim: a\ntanim: A.\nkacin:\n", "t:3:7: kacin has no text"},
		{"no definition", "terim: a\ningilizce: b\n", "t:1:1: a has no definition: write tanim: one sentence (or anlam.KEY: for each of its senses)"},
		{"two sentences", "terim: a\ntanim: Bir. İki.\n", `t:2:11: a definition is one sentence; this one goes on after "Bir."`},
		{"no stop", "terim: a\ntanim: Bir\n", "t:2:11: a definition is one sentence, ended by a full stop"},
		{"twice", "terim: a\ntanim: A.\nterim: A\ntanim: B.\n", "t:3:1: A is defined twice (first on line 1)"},
		{"one anchor", "terim: çam\ntanim: A.\nterim: cam\ntanim: B.\n", "t:3:1: cam and çam (line 1) have the same anchor #cam on the glossary page; name one otherwise"},
		{"not words", "terim: a1\ntanim: A.\n", `t:1:8: terim "a1": a headword is words of letters, separated by spaces`},
		{"one sense", "terim: a\nanlam.x: A.\n", "t:2:1: a has one sense only: write it as tanim"},
		{"tanim and senses", "terim: a\ntanim: A.\nanlam.x: B.\nanlam.y: C.\n", "t:2:1: a has a tanim and senses (anlam.KEY): write one or the other"},
		{"unknown sense", "terim: a\nanlam.x: A.\nanlam.y: B.\nders.l: z\n", `t:4:9: a has no sense "z"; its senses are x, y`},
		{"a sense for one", "terim: a\ntanim: A.\nders.l: x\n", "t:3:1: a has one sense: no page need say which it means"},
		{"two senses a lesson", "terim: a\nanlam.x: A.\nanlam.y: B.\nders.l: x\nders.l: y\n", "t:5:1: the sense this page means is given twice (first on line 4)"},
		{"English of several", "terim: a\nanlam.x: A.\nanlam.y: B.\ningilizce: c\n", "t:4:1: a has several senses: give each its English as anlam.KEY.ingilizce"},
		{"English of no sense", "terim: a\nanlam.x: A.\nanlam.y: B.\nanlam.z.ingilizce: c\n", "t:4:1: anlam.z.ingilizce: a has no sense z"},
		{"a lesson's name", "terim: a\ntanim: A.\nkacin: b\nizin.: b\n", "t:4:1: izin.: a lesson is named by its folder (lower-case letters a to z, digits and hyphens)"},
		{"allowance not avoided", "terim: a\ntanim: A.\nkacin: b\nizin.l: b, c\n", `t:4:12: izin.l allows "c", which is not among a's forms not to write (kacin, written before it)`},
		{"avoided itself", "terim: a\ntanim: A.\nkacin: A\n", `t:3:8: kacin "A" is a itself`},
		{"avoided twice", "terim: a\ntanim: A.\nkacin: b\nterim: c\ntanim: C.\nkacin: b\n", `t:6:8: "b" is already a's (line 1): a form names one term`},
		{"avoided a headword", "terim: a\ntanim: A.\nterim: c\ntanim: C.\nkacin: a\n", `t:5:8: "a" is already a's (line 1): a form names one term`},
		{"empty element", "terim: a\ntanim: A.\nkacin: b, , c\n", "t:3:10: an empty element in the list"},
		{"avoided not words", "terim: a\ntanim: A.\nkacin: b2\n", `t:3:8: kacin "b2": a form is words of letters (and → what to write instead)`},
		{"degil no form", "terim: pay\ntanim: A.\ndegil: kitap\n", `t:3:8: degil "kitap": name the phrase in which the word is not the term, or a word the grammar reads as one of its forms`},
		{"not UTF-8", "terim: \xff\n", "t:1:1: the terms file is not UTF-8 text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("t", []byte(c.file))
			var errs place.Errors
			if !errors.As(err, &errs) || len(errs) == 0 {
				t.Fatalf("error %v, want place.Errors", err)
			}
			if errs[0].Error() != c.want {
				t.Errorf("got  %s\nwant %s", errs[0], c.want)
			}
		})
	}
}

// All of a file's errors come at once, in the file's order.
func TestParseErrorsInOrder(t *testing.T) {
	_, err := Parse("t", []byte("terim: a\ningilizce: x\nterim: b\ntanim: B\n"))
	if err == nil || err.Error() != "t:1:1: a has no definition: write tanim: one sentence (or anlam.KEY: for each of its senses)\nt:4:9: a definition is one sentence, ended by a full stop" {
		t.Errorf("errors:\n%v", err)
	}
}

// Read reads the project's terms file, and none is none.
func TestRead(t *testing.T) {
	tm, err := Read(fstest.MapFS{"content/index.md": {Data: []byte("x")}})
	if tm != nil || err != nil {
		t.Errorf("a course without a terms file: %v, %v", tm, err)
	}
	tm, err = Read(fstest.MapFS{File: {Data: []byte("terim: a\ntanim: A.\n")}})
	if err != nil || len(tm.List) != 1 || tm.Name() != File {
		t.Errorf("Read: %v, %v", tm, err)
	}
	if _, err := Read(fstest.MapFS{File: {Data: []byte("tanim: A.\n")}}); err == nil || !strings.HasPrefix(err.Error(), File+":1:1: ") {
		t.Errorf("Read of a bad file: %v", err)
	}
}
