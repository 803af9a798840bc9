package check

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"

	"coursesite/site"
	"coursesite/terms"
)

// The course's terms (package terms, content/terimler.txt) in the prose
// the check reads — a page's texts (its paragraphs, headings, list items,
// table cells, link text, front matter's baslik and ozet, what it prints
// in actions and claims) and its lesson's words: a form the terms file
// says not to write is a finding at its place, naming the term to write,
// which check -fix writes (its suffixes harmonised again); a word of two
// senses that a lesson writes without the file saying which sense the
// lesson means is a finding at its first use in each file; and, once
// every page is read, a term no page uses, an allowance no page needs and
// a lesson's sense of a word it never writes are findings at their lines
// of the terms file.

// termsCheck is what the check reads of the course's terms across its
// pages.
type termsCheck struct {
	tm      *terms.Terms
	used    map[*terms.Term]bool
	allowed map[allowance]bool // the allowances a page used
	meant   map[allowance]bool // the senses a page's uses took (form "")
	pages   map[string]bool    // the pages read, by lesson ("" the index)

	found []Finding // on the pages read
	edits []fixEdit // what check -fix writes for them
}

// An allowance is a form of a term a lesson's page writes: the term's
// Allow it used, or with form "" the sense it means.
type allowance struct {
	term         *terms.Term
	lesson, form string
}

// readTerms reads the course's terms file from fsys: nil when the course
// has none; the file's errors are findings, and its terms are then not
// checked.
func readTerms(fsys fs.FS) (*termsCheck, []Finding, error) {
	tm, err := terms.Read(fsys)
	if err != nil {
		if found, ok := buildFindings(fsys, err); ok {
			return nil, found, nil
		}
		return nil, nil, err
	}
	if tm == nil {
		return nil, nil, nil
	}
	return &termsCheck{tm: tm, used: map[*terms.Term]bool{}, allowed: map[allowance]bool{}, meant: map[allowance]bool{}, pages: map[string]bool{}}, nil, nil
}

// lessonOf returns the name the terms file gives page p: its lesson's
// folder, "" for the course's index.
func lessonOf(p *site.Page) string { return strings.TrimSuffix(p.URL, "/") }

// page checks the terms in the texts of a page's sources — the page's
// own (the first), where its lesson's allowances hold, and its lesson's
// words — adding its findings and the edits check -fix writes.
func (tc *termsCheck) page(p *site.Page, sources []source) {
	lesson := lessonOf(p)
	tc.pages[lesson] = true
	for si, src := range sources {
		unsaid := map[*terms.Term][]termUse{} // two-sense uses whose sense the file does not give
		var order []*terms.Term
		for _, t := range src.texts {
			find := tc.tm.Find
			if si > 0 {
				find = tc.tm.FindWords
			}
			for _, u := range find(t.b, lesson) {
				tc.used[u.Term] = true
				switch {
				case u.Avoided != "":
					f, e, ok := tc.avoided(src, t, u)
					tc.found = append(tc.found, f)
					if ok {
						tc.edits = append(tc.edits, e)
					}
				case u.Form != "":
					tc.allowed[allowance{u.Term, lesson, u.Form}] = true
				}
				if len(u.Term.Senses) > 1 {
					if u.Sense != nil {
						tc.meant[allowance{u.Term, lesson, ""}] = true
					} else {
						if unsaid[u.Term] == nil {
							order = append(order, u.Term)
						}
						unsaid[u.Term] = append(unsaid[u.Term], termUse{t, u})
					}
				}
			}
		}
		for _, term := range order {
			tc.found = append(tc.found, tc.unsaid(src, lesson, unsaid[term]))
		}
	}
}

// A termUse is a use of a term in a text.
type termUse struct {
	t *text
	u terms.Use
}

// avoided returns the finding on use u of an avoided form in text t of
// src, and the edit that writes the term instead, when check -fix can:
// the suffixes say which form to write, the form stands in the file as it
// reads (no markup or character reference inside it), and it is no
// heading's (whose anchor would change under the links to it).
func (tc *termsCheck) avoided(src source, t *text, u terms.Use) (Finding, fixEdit, bool) {
	written := t.b[u.Start:u.End]
	as := strings.Join(strings.Fields(string(written)), " ")
	at := tc.tm.Position(u.Term.AvoidAt(u.Avoided))
	msg := fmt.Sprintf("«%s» is not the course's word for %s (%s:%d): ", as, u.Term.Name, at.File, at.Line)
	if u.Fix == "" {
		msg += fmt.Sprintf("write %s, with the suffixes the sentence needs (those of «%s» read two ways)", u.Term.Instead(u.Avoided), as)
	} else {
		msg += fmt.Sprintf("write «%s»", u.Fix)
	}
	f := Finding{src.file.pos(t.offset(u.Start)), msg}
	start, end := t.offset(u.Start), t.endOffset(u.End)
	data := src.file.data
	if u.Fix != "" && t.heading {
		f.Msg += " (in a heading, which check -fix leaves: its anchor changes with it)"
	}
	if u.Fix == "" || t.heading || start < 0 || start > end || end > len(data) || !bytes.Equal(data[start:end], written) {
		return f, fixEdit{}, false
	}
	f.Msg += fixable
	return f, fixEdit{file: src.file.name, start: start, end: end, text: u.Fix}, true
}

// unsaid returns the finding on the uses of a word of several senses that
// src's texts write, where the terms file does not say which sense the
// lesson means: at the first, counting the rest.
func (tc *termsCheck) unsaid(src source, lesson string, uses []termUse) Finding {
	first := uses[0]
	term := first.u.Term
	key := "ders." + lesson
	if lesson == "" {
		key = "dizin"
	}
	var ways []string
	for _, s := range term.Senses {
		ways = append(ways, key+": "+s.Name)
	}
	at := tc.tm.Position(term.At)
	as := strings.Join(strings.Fields(string(first.t.b[first.u.Start:first.u.End])), " ")
	msg := fmt.Sprintf("«%s» is %s, which the course writes in %d senses, and %s does not say which %s means: add %s to %s (%s:%d)",
		as, term.Name, len(term.Senses), at.File, pageCalled(lesson), strings.Join(ways, " or "), term.Name, at.File, at.Line)
	if n := len(uses); n > 1 {
		msg += fmt.Sprintf("; %d uses in this file", n)
	}
	return Finding{src.file.pos(first.t.offset(first.u.Start)), msg}
}

// pageCalled names the page of a lesson ("" the index) in a message.
func pageCalled(lesson string) string {
	if lesson == "" {
		return "the course's index page"
	}
	return "lesson " + lesson
}

// end returns what the terms file says that no page bears out, once every
// page is read: a term no page uses, an allowance no page needs, a sense
// given for a page that never writes the word.
func (tc *termsCheck) end() []Finding {
	var found []Finding
	at := func(off int) Pos { return tc.tm.Position(off) }
	for _, term := range tc.tm.List {
		if !tc.used[term] {
			found = append(found, Finding{at(term.At), fmt.Sprintf("%s is used by no page of the course: use it, or remove it from the terms file", term.Name)})
			continue
		}
		for _, a := range term.Allow {
			if !tc.pages[a.Lesson] {
				found = append(found, Finding{at(a.At), fmt.Sprintf("izin.%s: the course has no lesson %s", a.Lesson, a.Lesson)})
				continue
			}
			for _, form := range a.Forms {
				if !tc.allowed[allowance{term, a.Lesson, form}] {
					found = append(found, Finding{at(a.At), fmt.Sprintf("izin.%s: lesson %s's page never writes «%s»; remove it", a.Lesson, a.Lesson, form)})
				}
			}
		}
		for _, l := range tc.tm.Senses(term) {
			key := "ders." + l.Lesson
			if l.Lesson == "" {
				key = "dizin"
			}
			switch {
			case !tc.pages[l.Lesson]:
				found = append(found, Finding{at(l.At), fmt.Sprintf("%s: the course has no lesson %s", key, l.Lesson)})
			case !tc.meant[allowance{term, l.Lesson, ""}]:
				found = append(found, Finding{at(l.At), fmt.Sprintf("%s: %s never writes %s; remove the line", key, pageCalled(l.Lesson), term.Name)})
			}
		}
	}
	return found
}
