package glossary

import (
	"html"
	"slices"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"coursesite/terms"
)

// Title is the glossary page's title.
const Title = "Terimler"

// A Page is a page of the course as the glossary sees it: a lesson (its
// folder's name; "" for the index), its title, its path from the site's
// root and the terms it marked (Mark).
type Page struct {
	Lesson, Title, URL string
	Marked             []*terms.Term
}

// HTML returns the glossary page's body: every term of t in Turkish
// alphabetical order, each with its English word, its definition — or
// its senses, each with the lessons that mean it — the lessons that use
// it, linked (root is the site's root from the glossary page), and the
// forms the course does not write for it.
func HTML(t *terms.Terms, pages []Page, root string) string {
	if t == nil {
		return ""
	}
	list := slices.Clone(t.List)
	c := collate.New(language.Turkish)
	slices.SortStableFunc(list, func(a, b *terms.Term) int { return c.CompareString(a.Name, b.Name) })
	var b strings.Builder
	b.WriteString("<p>Kursun her terimi bir kez tanımlanır ve her derste aynı sözcükle yazılır. Bir dersin metninde bir terimin ilk geçtiği yer bu sayfaya bağlanır.</p>\n<dl class=\"glossary\">\n")
	for _, term := range list {
		b.WriteString(`<dt id="` + Anchor(term) + `"><dfn>` + html.EscapeString(term.Name) + `</dfn>`)
		if len(term.Senses) == 1 && term.Senses[0].English != "" {
			b.WriteString(` <span class="term-english" lang="en">` + html.EscapeString(term.Senses[0].English) + `</span>`)
		}
		b.WriteString("</dt>\n")
		for _, s := range term.Senses {
			b.WriteString("<dd>")
			if len(term.Senses) > 1 {
				b.WriteString(`<span class="term-sense">` + html.EscapeString(s.Name) + ` anlamında`)
				if s.English != "" {
					b.WriteString(` (<span lang="en">` + html.EscapeString(s.English) + `</span>)`)
				}
				b.WriteString(":</span> ")
			}
			b.WriteString(html.EscapeString(s.Definition))
			if links := lessonsUsing(term, s, pages, root); len(links) > 0 {
				lessons := "Geçtiği ders"
				if len(links) > 1 {
					lessons += "ler"
				}
				b.WriteString(` <span class="term-lessons">` + lessons + `: ` + strings.Join(links, ", ") + `.</span>`)
			}
			b.WriteString("</dd>\n")
		}
		if len(term.Avoid) > 0 {
			b.WriteString(`<dd class="term-avoid">Bu anlamda kullanılmaz: ` + html.EscapeString(strings.Join(term.Avoid, ", ")) + ".</dd>\n")
		}
	}
	b.WriteString("</dl>\n")
	return b.String()
}

// lessonsUsing links the lessons whose pages mark term in sense s.
func lessonsUsing(term *terms.Term, s *terms.Sense, pages []Page, root string) []string {
	var links []string
	for _, p := range pages {
		if p.Lesson == "" || !slices.Contains(p.Marked, term) || term.SenseIn(p.Lesson) != s {
			continue
		}
		links = append(links, `<a href="`+html.EscapeString(root+p.URL)+`#term-`+term.ID+`">`+html.EscapeString(p.Title)+`</a>`)
	}
	return links
}

// Summary is the glossary page's description.
const Summary = "Kursun terimleri: her birinin tanımı, İngilizce karşılığı ve geçtiği dersler."

// markPrefix opens the mark of a term's first use on a page (Mark).
const markPrefix = `<dfn class="term" id="term-`

// Marked returns the terms of t that a page's HTML marks (Mark), in the
// page's order: what a page publishes, whether the build rendered it or
// took it from its cache.
func Marked(page string, t *terms.Terms) []*terms.Term {
	if t == nil {
		return nil
	}
	byID := map[string]*terms.Term{}
	for _, term := range t.List {
		byID[term.ID] = term
	}
	var out []*terms.Term
	for rest := page; ; {
		_, after, ok := strings.Cut(rest, markPrefix)
		if !ok {
			return out
		}
		id, _, _ := strings.Cut(after, `"`)
		if term := byID[id]; term != nil {
			out = append(out, term)
		}
		rest = after
	}
}
