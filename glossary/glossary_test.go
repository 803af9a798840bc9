package glossary

import (
	"bytes"
	"strings"
	"testing"

	"coursesite/markdown"
	"coursesite/terms"
)

const fixture = `terim: kapasite
tanim: Bir kuyruğun tutabildiği en çok olay.
ingilizce: capacity
kacin: sığa

terim: yuva
tanim: Bir isteğin tuttuğu eşzamanlılık birimi.
kacin: tutulan yuva
izin.a: tutulan yuva

terim: kuyruk
anlam.gecikme: Bir dağılımın en uzun kesimi.
anlam.gecikme.ingilizce: tail
anlam.bekleme: İşlenmeyi bekleyen olaylar.
ders.a: gecikme

terim: çağıran
tanim: İsteği gönderen hizmet.

terim: eşik
tanim: En uzun süre.
`

func fixtureTerms(t *testing.T) *terms.Terms {
	t.Helper()
	tt, err := terms.Parse("terimler.txt", []byte(fixture))
	if err != nil {
		t.Fatal(err)
	}
	return tt
}

// render marks src's terms as lesson's page and renders it.
func render(t *testing.T, tt *terms.Terms, lesson, src string) (string, []*terms.Term) {
	t.Helper()
	doc := markdown.Parse([]byte(src))
	marked := Mark(doc, []byte(src), tt, lesson, "../terimler/")
	var b bytes.Buffer
	if err := markdown.Render(&b, []byte(src), doc); err != nil {
		t.Fatal(err)
	}
	return b.String(), marked
}

// TestMark: a page marks each term's first use in its prose, as the
// course writes it and in the sense its lesson means, and nothing else.
func TestMark(t *testing.T) {
	tt := fixtureTerms(t)
	for _, c := range []struct {
		name, lesson, src string
		want              []string // the marked words, in order
		html              string   // a piece the HTML holds, when set
	}{
		{name: "first use only", lesson: "a", src: "Yuvalar dolar. Bir yuva daha.\n",
			want: []string{"Yuvalar"},
			html: `<p><dfn class="term" id="term-yuva"><a href="../terimler/#yuva" aria-describedby="term-definition-yuva">Yuvalar</a></dfn> dolar. Bir yuva daha.</p>`},
		{name: "suffixes and softening", lesson: "a", src: "Kuyruğun ucu ve eşiği.\n", want: []string{"Kuyruğun", "eşiği"}},
		{name: "a heading, a link and code are not prose", lesson: "a",
			src: "## Yuva\n\n[yuva](x) ve `yuva`, sonra yuvası.\n", want: []string{"yuvası"}},
		{name: "an avoided form, even allowed, is not the term", lesson: "a",
			src: "Tutulan yuva ile sığa; sonra kapasite.\n", want: []string{"kapasite"}},
		{name: "a two-sense word its lesson does not say", lesson: "b", src: "Kuyruk uzar.\n", want: nil},
		{name: "several on one line, and emphasis", lesson: "a", src: "Çağıran *eşik* ile kapasiteyi bilir.\n",
			want: []string{"Çağıran", "eşik", "kapasiteyi"}},
		{name: "across a soft line break", lesson: "a", src: "bir\nyuva\nsonra\n", want: []string{"yuva"},
			html: "<p>bir\n<dfn class=\"term\" id=\"term-yuva\"><a href=\"../terimler/#yuva\" aria-describedby=\"term-definition-yuva\">yuva</a></dfn>\nsonra</p>"},
		{name: "escaped text stays escaped", lesson: "a", src: "a < b yuva & c\n", want: []string{"yuva"},
			html: "<p>a &lt; b <dfn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			html, marked := render(t, tt, c.lesson, c.src)
			var got []string
			for _, m := range marked {
				at := strings.Index(html, `id="term-`+m.ID+`"`)
				if at < 0 {
					t.Fatalf("%s is returned as marked, and the HTML has no mark of it:\n%s", m.Name, html)
				}
				rest := html[at:]
				rest = rest[strings.Index(rest, `">`)+2:]
				rest = rest[strings.Index(rest, `">`)+2:]
				got = append(got, rest[:strings.Index(rest, "<")])
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("marked %q, want %q\n%s", got, c.want, html)
			}
			if strings.Count(html, "<dfn") != len(c.want) {
				t.Errorf("%d marks in the HTML, want %d:\n%s", strings.Count(html, "<dfn"), len(c.want), html)
			}
			if c.html != "" && !strings.Contains(html, c.html) {
				t.Errorf("the HTML does not hold %q:\n%s", c.html, html)
			}
			if ids := Marked(html, tt); len(ids) != len(marked) {
				t.Errorf("Marked reads %d marks back, Mark made %d", len(ids), len(marked))
			}
		})
	}
}

// TestDefinitions: the hidden list describes each mark by the definition
// its lesson means, with its English word, out of the search.
func TestDefinitions(t *testing.T) {
	tt := fixtureTerms(t)
	_, marked := render(t, tt, "a", "Kuyruk ve kapasite.\n")
	got := Definitions(marked, "a")
	for _, want := range []string{
		`<div class="term-definitions" hidden data-pagefind-ignore>`,
		`<p id="term-definition-kuyruk">Bir dağılımın en uzun kesimi. <span lang="en">(tail)</span></p>`,
		`<p id="term-definition-kapasite">Bir kuyruğun tutabildiği en çok olay. <span lang="en">(capacity)</span></p>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the definitions do not hold %q:\n%s", want, got)
		}
	}
	if Definitions(nil, "a") != "" {
		t.Error("a page that marks nothing carries a list of definitions")
	}
}

// TestGlossaryPage: the glossary lists every term in Turkish alphabetical
// order (ç after c, ş after s, not after z), each sense with the lessons
// that mark it in that sense, linked, and the forms the course avoids.
func TestGlossaryPage(t *testing.T) {
	tt := fixtureTerms(t)
	_, a := render(t, tt, "a", "Kuyruk, yuva ve eşik.\n")
	html := HTML(tt, []Page{{Lesson: "", Title: "Dizin", URL: ""}, {Lesson: "a", Title: "Ders A", URL: "a/", Marked: a}}, "../")
	var order []string
	for rest := html; ; {
		_, after, ok := strings.Cut(rest, `<dt id="`)
		if !ok {
			break
		}
		id, _, _ := strings.Cut(after, `"`)
		order = append(order, id)
		rest = after
	}
	if got, want := strings.Join(order, " "), "cagiran esik kapasite kuyruk yuva"; got != want {
		t.Errorf("the terms in the order %s, want %s", got, want)
	}
	for _, want := range []string{
		`<span class="term-sense">gecikme anlamında (<span lang="en">tail</span>):</span> Bir dağılımın en uzun kesimi. <span class="term-lessons">Geçtiği ders: <a href="../a/#term-kuyruk">Ders A</a>.</span>`,
		`<span class="term-sense">bekleme anlamında:</span> İşlenmeyi bekleyen olaylar.</dd>`,
		`<dd class="term-avoid">Bu anlamda kullanılmaz: sığa.</dd>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the glossary does not hold %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "Dizin") {
		t.Error("the glossary lists the index among the lessons")
	}
}
