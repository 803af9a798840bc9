package site

import (
	"context"
	"html"
	"os"
	"regexp"
	"strings"
	"testing"
)

// lessonText is the lesson as its author wrote it.
const lessonText = "../../shared/lesson/zaman-asimi-butceleri.txt"

// modelWins lists the sentences of the lesson that the page says otherwise,
// each because the author's hand-written text disagrees with the model (the
// model wins) or writes in the reference's ASCII.
var modelWins = map[string]struct{ page, why string }{
	"Bunlar hiçbir arızanın olmadığı bir gündeki yanlış pozitiflerdir — modelde on altıda bir gelen uzun kuyruk, adımın payını aşıyor.": {
		"Bunlar hiçbir arızanın olmadığı bir gündeki yanlış pozitiflerdir — modelde on yedide bir gelen uzun kuyruk, adımın payını aşıyor.",
		"D(govde, kuyruk) is [...govde, ...govde, kuyruk]: 8 + 8 + 1 = 17 durations, so the tail comes once in 17",
	},
	"Tarife kimi turlarda 150 ya da 180 milisaniyede dönüyor; 180 milisaniyelik payla bunlar başarılı olur ve geriye ölçüye yetecek kadar kalır.": {
		"Tarife kimi turlarda 150 ya da 180 milisaniyede dönüyor; 180 milisaniyelik payla bunlar başarılı olur ve 150 milisaniyelik okumalardan sonra geriye ölçüye yetecek kadar kalır.",
		"after a 180 ms tariff read the greedy split leaves 180 − 180 = 0 ms for the size read, which then fails: only the 150 ms reads leave room (the six answered requests)",
	},
	"Bu iş kimsenin beklemediği iştir ve modelde bosa is olarak sayılır: açgözlü dağıtımda 5540, ağırlıklı dağıtımda 11120 milisaniye.": {
		"Bu iş kimsenin beklemediği iştir ve modelde boşa iş olarak sayılır: açgözlü dağıtımda 5540, ağırlıklı dağıtımda 11120 milisaniye.",
		"the page writes Turkish, not the console's ASCII; its table's column is “Boşa iş (ms)”",
	},
}

// turkishLetter marks prose: the code listings and the console output in the
// lesson text are ASCII.
var turkishLetter = regexp.MustCompile(`[ıİşŞğĞçÇöÖüÜ]`)

// lessonSentences returns the lesson's prose, sentence by sentence, in order.
func lessonSentences(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(lessonText)
	if err != nil {
		t.Fatalf("the lesson as written is needed to check the page against it: %v", err)
	}
	var out []string
	for _, block := range strings.Split(string(data), "\n\n") {
		if !turkishLetter.MatchString(block) || strings.HasPrefix(block, "//") {
			continue
		}
		for _, line := range strings.Split(block, "\n") {
			line = strings.TrimPrefix(strings.TrimSpace(line), "• ")
			out = append(out, splitSentences(line)...)
		}
	}
	return out
}

var sentenceEnd = regexp.MustCompile(`[.!?] `)

func splitSentences(s string) []string {
	var out []string
	for {
		loc := sentenceEnd.FindStringIndex(s)
		if loc == nil {
			break
		}
		out = append(out, s[:loc[0]+1])
		s = s[loc[1]:]
	}
	if s = strings.TrimSpace(s); s != "" {
		out = append(out, s)
	}
	return out
}

var (
	mathML = regexp.MustCompile(`<math .*?<annotation encoding="application/x-tex">(.*?)</annotation></semantics></math>`)
	tag    = regexp.MustCompile(`<[^>]*>`)
	space  = regexp.MustCompile(`\s+`)
)

// pageText returns the visible text of an HTML page, whitespace collapsed.
func pageText(page []byte) string {
	s := mathML.ReplaceAllString(string(page), "$$$1$$")
	s = tag.ReplaceAllString(s, " ")
	s = html.UnescapeString(s)
	s = space.ReplaceAllString(s, " ")
	return tight(s)
}

var (
	spaceBefore = regexp.MustCompile(`\s+([’,.;:)/])`)
	spaceAfter  = regexp.MustCompile(`([(/])\s+`)
)

// tight removes the spaces that stripping inline tags leaves beside
// punctuation, the same way on the page and in the lesson.
func tight(s string) string {
	return spaceAfter.ReplaceAllString(spaceBefore.ReplaceAllString(s, "$1"), "$1")
}

// TestEverySentenceOnPage checks that the built lesson says every sentence of
// the lesson as written, in its order — word for word, numbers included,
// where the model computes what the author wrote.
func TestEverySentenceOnPage(t *testing.T) {
	out, err := New(os.DirFS(projectRoot), sharedAssets(t)).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	text := pageText(out.Files["zaman-asimi-butceleri/index.html"])
	pos := 0
	for _, s := range lessonSentences(t) {
		want := s
		if w, ok := modelWins[s]; ok {
			want = w.page
		}
		want = tight(want)
		i := strings.Index(text[pos:], want)
		if i < 0 {
			if strings.Contains(text, want) {
				t.Errorf("sentence out of order: %q", want)
				continue
			}
			t.Errorf("sentence missing from the page: %q\npage text near its start: %q", want, near(text, want))
			continue
		}
		pos += i + len(want)
	}
	for s := range modelWins {
		if !strings.Contains(strings.Join(lessonSentences(t), "\n"), s) {
			t.Errorf("modelWins lists a sentence the lesson does not have: %q", s)
		}
	}
}

// near returns the page text around the first words of want, to show how a
// missing sentence reads on the page.
func near(text, want string) string {
	words := strings.Fields(want)
	head := strings.Join(words[:min(3, len(words))], " ")
	i := strings.Index(text, head)
	if i < 0 {
		return "(its first words are not on the page either)"
	}
	return text[i:min(len(text), i+len(want)+40)]
}
