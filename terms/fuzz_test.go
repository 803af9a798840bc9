package terms

import (
	"os"
	"testing"
	"unicode/utf8"

	"coursesite/turkce"
)

// FuzzParse reads any file as a terms file: it never panics, and what it
// reads finds uses within the text it reads.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"testdata/terimler.txt", "../content/terimler.txt"} {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("terim: a\ntanim: A.\nkacin: b → c, d\nizin.x: b\ndegil: e a\n"))
	f.Add([]byte("terim: kuyruk\nanlam.x: A.\nanlam.y: B.\nders.l: x\ndizin: y\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tm, err := Parse("t", data)
		if err != nil {
			return
		}
		for _, term := range tm.List {
			if term.ID == "" || len(term.Senses) == 0 || term.At < 0 || term.At > len(data) {
				t.Fatalf("term %+v", term)
			}
		}
		checkUses(t, data, tm.Find(data, ""))
		checkUses(t, data, tm.FindWords(data, "x"))
	})
}

// FuzzFind finds the fixture's terms in any text, for any lesson: it never
// panics, and its uses are whole words of the text, in order, apart.
func FuzzFind(f *testing.F) {
	tm := fixture(f)
	f.Add("Sığasından kuyruğunun geri\nbasınçla, tutulan yuvayı İPTAL SİNYALİ", "a")
	f.Add("ölçümün taşıyıcısıdır kitabı umudu kuyruk kuramının", "b")
	f.Add("İİ\u0307 kapasite\u0307si yuva’nın arıza payı", "")
	f.Fuzz(func(t *testing.T, text, lesson string) {
		b := []byte(text)
		checkUses(t, b, tm.Find(b, lesson))
		checkUses(t, b, tm.FindWords(b, lesson))
	})
}

// checkUses fails the test unless uses are whole words of text, in order,
// apart, each with a term, and a fix only where the form is avoided.
func checkUses(t *testing.T, text []byte, uses []Use) {
	t.Helper()
	end := 0
	for _, u := range uses {
		if u.Start < end || u.End <= u.Start || u.End > len(text) || u.Term == nil {
			t.Fatalf("use %+v out of place in %q (after %d)", u, text, end)
		}
		if r, _ := utf8.DecodeLastRune(text[:u.Start]); u.Start > 0 && turkce.IsWordRune(r) {
			t.Fatalf("use %q starts inside a word of %q", text[u.Start:u.End], text)
		}
		if r, _ := utf8.DecodeRune(text[u.End:]); u.End < len(text) && turkce.IsWordRune(r) {
			t.Fatalf("use %q ends inside a word of %q", text[u.Start:u.End], text)
		}
		if u.Fix != "" && u.Avoided == "" || u.Avoided != "" && u.Form != u.Avoided {
			t.Fatalf("use %+v: a fix without an avoided form", u)
		}
		end = u.End
	}
}
