package check

import (
	"strings"
	"testing"
)

// The texts a page's markdown holds, in order, with where each stands:
// prose, then what its tags and links show a reader.
func TestProseTexts(t *testing.T) {
	src := "Kuyruk <abbr title=\"48 istek\">dolar</abbr> ve [bağ](#x \"49 istek\") ile ![resim](r.png 'r 50').\n\n" +
		"<div aria-label=\"51 kayıt\">\nMetin <code>52</code> ve <kbd>53</kbd> 54.\n</div>\n\n" +
		"[ref]: /u \"55 istek\"\n\nSatır <code>56</code> 57 <img alt=58>.\n"
	var got []string
	for _, tx := range proseTexts([]byte(src)) {
		s := strings.Join(strings.Fields(strings.ReplaceAll(string(tx.b), "\x00", " ")), " ")
		if tx.in != "" {
			s += " (" + tx.in + ")"
		}
		got = append(got, s)
	}
	want := []string{
		"Kuyruk dolar ve bağ ile resim.",
		"48 istek (title attribute)",
		"49 istek (link title)",
		"r 50 (link title)",
		"Metin ve 54.",
		"51 kayıt (aria-label attribute)",
		"55 istek (link title)",
		"Satır 57 .",
		"58 (alt attribute)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("texts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Each attribute and title is placed where it stands in the file.
	for _, tx := range proseTexts([]byte(src)) {
		if tx.in == "" {
			continue
		}
		if at := tx.offset(0); !strings.HasPrefix(src[at:], string(tx.b)) {
			t.Errorf("%q (%s) placed at %d: %q", tx.b, tx.in, at, src[at:min(at+10, len(src))])
		}
	}
}

// A character reference is the character it stands for, placed at the
// reference; a span ends after the last reference it holds, and before
// markup that follows it.
func TestCharacterReferences(t *testing.T) {
	src := "Kuyruk &#52;&#56; ve 5&nbsp;540, *kırk iki* ve &bogus; 7&#x38;"
	texts := proseTexts([]byte(src))
	if len(texts) != 1 {
		t.Fatalf("%d texts, want 1", len(texts))
	}
	tx := texts[0]
	if want := "Kuyruk 48 ve 5\u00a0540, kırk iki ve &bogus; 78"; string(tx.b) != want {
		t.Fatalf("text %q, want %q", tx.b, want)
	}
	var got []string
	for _, tn := range read(tx.b).Numbers {
		got = append(got, src[tx.offset(tn.Start):tx.endOffset(tn.End)])
	}
	if want := []string{"&#52;&#56;", "5&nbsp;540", "kırk iki", "7&#x38;"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("numbers %q, want %q", got, want)
	}
}

// offset and endOffset map a text's bytes back to the file: through
// references, inserted bytes and the end of the text.
func TestTextOffsets(t *testing.T) {
	src := []byte("ab&#52;cd")
	tx := &text{}
	tx.addHTML(src, 0, len(src))
	tx.insert('\n')
	if string(tx.b) != "ab4cd\n" {
		t.Fatalf("text %q", tx.b)
	}
	for i, want := range []int{0, 1, 2, 7, 8, 9, 9} {
		if got := tx.offset(i); got != want {
			t.Errorf("offset(%d) = %d, want %d", i, got, want)
		}
	}
	for i, want := range []int{0, 1, 2, 7, 8, 9, 9} {
		if got := tx.endOffset(i); got != want {
			t.Errorf("endOffset(%d) = %d, want %d", i, got, want)
		}
	}
}

// FuzzReadTemplate checks that a page's template source, however odd,
// reads without a panic: masked, its printed strings and its claims'
// texts, each then read for its numbers. (The markdown parser is left
// out: it is the site's, and the site's own tests fuzz what it parses;
// turkce.FuzzRead fuzzes the reader.)
func FuzzReadTemplate(f *testing.F) {
	for _, s := range []string{"5 540’tan", "{{ sayi 48 }}’tan", `{{ "altı" | ek "(y)A" }}`, `{{ iddia "48 istek düşer" "n > 2" }}`,
		"×2 2× @@@@ bir", "{{", "}}", "{{ $x := \"48\" }}{{ $x }}", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if pt, err := parseSource("f.md", []byte(s)); err == nil {
			read(pt.masked)
			for _, st := range pt.strings {
				read(st.text(pt.src).b)
			}
			for _, c := range pt.claimTexts() {
				read(c.b)
			}
		}
	})
}
