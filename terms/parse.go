package terms

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/labels"
	"coursesite/markdown"
	"coursesite/place"
	"coursesite/turkce"
)

// keyPattern is a key of the terms file: ASCII letters, digits, dots and
// hyphens (a lesson's folder name may have hyphens).
var keyPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)

// lessonPattern is a lesson's folder name, as the site allows it.
var lessonPattern = regexp.MustCompile(`^[a-z0-9-]+$`)

// keys lists the keys a term's lines may have, for a message.
const keys = "tanim, ingilizce, anlam.KEY, anlam.KEY.ingilizce, ders.LESSON, dizin, kacin, izin.LESSON, degil"

// sentenceInside finds a sentence's end inside a definition: a stop, a
// space and a capital.
var sentenceInside = regexp.MustCompile(`[.!?…]\s+\p{Lu}`)

// A parser reads a terms file, line by line.
type parser struct {
	t    *Terms
	errs place.Errors
	cur  *Term
	// senseAt holds, for the current term, each sense by key; lessonKeys
	// the ders lines, read once every sense is known (a ders line may come
	// before its sense).
	senseAt    map[string]*Sense
	lessonKeys []lessonLine
	defAt      int // the tanim line of the current term, -1 without one
	english    string
	englishAt  int
	// senseEng holds each sense's English by its key, senseEngAt its
	// line: a sense's ingilizce may come before its definition.
	senseEng   map[string]string
	senseEngAt map[string]int
	names, ids map[string]*Term
	forms      map[string]*Term // every form a term or an avoided form claims
}

type lessonLine struct {
	lesson, sense string
	at, valueAt   int
}

// Parse reads a terms file; errors are place.Errors naming file:line:col
// and what was expected, every one of the file at once.
func Parse(name string, data []byte) (*Terms, error) {
	p := &parser{
		t:     &Terms{file: place.File{Name: name, Data: data}},
		names: map[string]*Term{}, ids: map[string]*Term{}, forms: map[string]*Term{},
	}
	if !utf8.Valid(data) {
		return nil, place.Errors{p.t.file.At(0, "the terms file is not UTF-8 text")}
	}
	for _, ln := range labels.Lines(data, keyPattern.MatchString) {
		if ln.Bad {
			p.errorf(ln.At, "expected a line key: text (terim: yuva, tanim: …), got %q", labels.Shorten(ln.Raw))
			continue
		}
		key, value, start, valueAt := ln.Key, ln.Text, ln.At, ln.TextAt
		if value == "" {
			p.errorf(valueAt, "%s has no text", key)
			continue
		}
		p.line(key, value, start, valueAt)
	}
	p.endTerm()
	if len(p.errs) > 0 {
		slices.SortStableFunc(p.errs, func(a, b *place.Error) int { return a.Off - b.Off })
		return nil, p.errs
	}
	p.t.compile()
	return p.t, nil
}

// errorf records an error at byte offset off.
func (p *parser) errorf(off int, format string, args ...any) {
	p.errs = append(p.errs, p.t.file.At(off, format, args...))
}

// line reads one line of the file: key: value, the line starting at
// start, its value at valueAt.
func (p *parser) line(key, value string, start, valueAt int) {
	if key == "terim" {
		p.endTerm()
		p.startTerm(value, start, valueAt)
		return
	}
	if p.cur == nil {
		p.errorf(start, "%s before the first term: a term starts with terim: its headword", key)
		return
	}
	t := p.cur
	parts := strings.Split(key, ".")
	switch {
	case key == "tanim":
		if p.defAt >= 0 {
			p.errorf(start, "%s has a second tanim (the first on line %d)", t.Name, p.lineOf(p.defAt))
			return
		}
		p.defAt = start
		t.Senses = append([]*Sense{{Definition: p.definition(value, valueAt), At: start}}, t.Senses...)
	case key == "ingilizce":
		if p.englishAt >= 0 {
			p.errorf(start, "%s has a second ingilizce", t.Name)
			return
		}
		p.english, p.englishAt = value, start
	case parts[0] == "anlam" && len(parts) == 2:
		s := parts[1]
		if p.senseAt[s] != nil {
			p.errorf(start, "%s's sense %s is defined twice", t.Name, s)
			return
		}
		sense := &Sense{Name: s, Definition: p.definition(value, valueAt), At: start}
		p.senseAt[s] = sense
		t.Senses = append(t.Senses, sense)
	case parts[0] == "anlam" && len(parts) == 3 && parts[2] == "ingilizce":
		if _, dup := p.senseEng[parts[1]]; dup {
			p.errorf(start, "%s's sense %s has a second ingilizce", t.Name, parts[1])
			return
		}
		p.senseEng[parts[1]], p.senseEngAt[parts[1]] = value, start
	case parts[0] == "ders" && len(parts) == 2:
		if !lessonPattern.MatchString(parts[1]) {
			p.errorf(start, "%s: a lesson is named by its folder (lower-case letters a to z, digits and hyphens)", key)
			return
		}
		p.lessonKeys = append(p.lessonKeys, lessonLine{lesson: parts[1], sense: value, at: start, valueAt: valueAt})
	case key == "dizin":
		p.lessonKeys = append(p.lessonKeys, lessonLine{lesson: "", sense: value, at: start, valueAt: valueAt})
	case key == "kacin":
		p.avoid(value, start, valueAt)
	case parts[0] == "izin" && len(parts) == 2:
		if !lessonPattern.MatchString(parts[1]) {
			p.errorf(start, "%s: a lesson is named by its folder (lower-case letters a to z, digits and hyphens)", key)
			return
		}
		a := Allowance{Lesson: parts[1], At: start}
		for _, f := range p.list(value, valueAt) {
			if !slices.Contains(t.Avoid, f.text) {
				p.errorf(f.at, "%s allows %q, which is not among %s's forms not to write (kacin, written before it)", key, f.text, t.Name)
				continue
			}
			a.Forms = append(a.Forms, f.text)
		}
		if len(a.Forms) > 0 {
			t.Allow = append(t.Allow, a)
		}
	case key == "degil":
		for _, f := range p.list(value, valueAt) {
			f.text = strings.Join(strings.Fields(f.text), " ")
			if !isWords(f.text) {
				p.errorf(f.at, "degil %q: a phrase is words of letters", f.text)
				continue
			}
			if len(strings.Fields(f.text)) < 2 && !p.isForm(f.text) {
				p.errorf(f.at, "degil %q: name the phrase in which the word is not the term, or a word the grammar reads as one of its forms", f.text)
				continue
			}
			t.Not = append(t.Not, f.text)
		}
	default:
		p.errorf(start, "unknown key %s; a term's lines are %s", key, keys)
	}
}

// isForm reports whether word reads as a form of the current term (its
// headword with a suffix), as a one-word degil must.
func (p *parser) isForm(word string) bool {
	pat := newPattern(p.cur, kindTerm, p.cur.Name)
	_, ok := pat.matchWords([]string{turkce.Lower(word)})
	return ok
}

// startTerm starts the term whose terim line is at start.
func (p *parser) startTerm(name string, start, valueAt int) {
	name = strings.Join(strings.Fields(name), " ")
	if !isWords(name) {
		p.errorf(valueAt, "terim %q: a headword is words of letters, separated by spaces", name)
	}
	t := &Term{Name: name, ID: markdown.Slug(name), At: start, avoidAt: map[string]int{}, instead: map[string]string{}}
	if prev := p.names[turkce.Lower(name)]; prev != nil {
		p.errorf(start, "%s is defined twice (first on line %d)", name, p.lineOf(prev.At))
	} else if prev := p.ids[t.ID]; prev != nil {
		p.errorf(start, "%s and %s (line %d) have the same anchor #%s on the glossary page; name one otherwise", name, prev.Name, p.lineOf(prev.At), t.ID)
	}
	p.names[turkce.Lower(name)], p.ids[t.ID] = t, t
	p.claim(name, t, valueAt)
	p.cur, p.defAt, p.englishAt, p.english = t, -1, -1, ""
	p.senseAt, p.lessonKeys = map[string]*Sense{}, nil
	p.senseEng, p.senseEngAt = map[string]string{}, map[string]int{}
	p.t.List = append(p.t.List, t)
}

// claim records that form, lower-cased, is term's (its headword or an
// avoided form): no two terms may claim one form.
func (p *parser) claim(form string, t *Term, at int) {
	k := turkce.Lower(form)
	if other := p.forms[k]; other != nil {
		if other == t {
			p.errorf(at, "%q is %s's already", form, t.Name)
		} else {
			p.errorf(at, "%q is already %s's (line %d): a form names one term", form, other.Name, p.lineOf(other.At))
		}
		return
	}
	p.forms[k] = t
}

// endTerm checks the term just read, once all its lines are.
func (p *parser) endTerm() {
	t := p.cur
	if t == nil {
		return
	}
	p.cur = nil
	switch {
	case len(t.Senses) == 0:
		p.errorf(t.At, "%s has no definition: write tanim: one sentence (or anlam.KEY: for each of its senses)", t.Name)
		return
	case p.defAt >= 0 && len(t.Senses) > 1:
		p.errorf(p.defAt, "%s has a tanim and senses (anlam.KEY): write one or the other", t.Name)
		return
	case len(t.Senses) == 1 && t.Senses[0].Name != "":
		p.errorf(t.Senses[0].At, "%s has one sense only: write it as tanim", t.Name)
		return
	}
	if p.englishAt >= 0 {
		if len(t.Senses) > 1 {
			p.errorf(p.englishAt, "%s has several senses: give each its English as anlam.KEY.ingilizce", t.Name)
		} else {
			t.Senses[0].English = p.english
		}
	}
	for _, key := range slices.Sorted(maps.Keys(p.senseEng)) {
		s := p.senseAt[key]
		if s == nil {
			p.errorf(p.senseEngAt[key], "anlam.%s.ingilizce: %s has no sense %s", key, t.Name, key)
			continue
		}
		s.English = p.senseEng[key]
	}
	seen := map[string]int{}
	for _, l := range p.lessonKeys {
		if len(t.Senses) < 2 {
			p.errorf(l.at, "%s has one sense: no page need say which it means", t.Name)
			continue
		}
		s := p.senseAt[l.sense]
		if s == nil {
			p.errorf(l.valueAt, "%s has no sense %q; its senses are %s", t.Name, l.sense, senseNames(t))
			continue
		}
		if prev, dup := seen[l.lesson]; dup {
			p.errorf(l.at, "the sense this page means is given twice (first on line %d)", p.lineOf(prev))
			continue
		}
		seen[l.lesson] = l.at
		t.Lessons = append(t.Lessons, LessonSense{Lesson: l.lesson, Sense: s, At: l.at})
	}
}

// avoid reads a kacin line's forms.
func (p *parser) avoid(value string, start, valueAt int) {
	t := p.cur
	for _, f := range p.list(value, valueAt) {
		form, instead, arrow := cutArrow(f.text)
		if !isWords(form) || arrow && !isWords(instead) {
			p.errorf(f.at, "kacin %q: a form is words of letters (and → what to write instead)", f.text)
			continue
		}
		if turkce.Lower(form) == turkce.Lower(t.Name) {
			p.errorf(f.at, "kacin %q is %s itself", form, t.Name)
			continue
		}
		p.claim(form, t, f.at)
		t.Avoid = append(t.Avoid, form)
		t.avoidAt[form] = start
		if arrow {
			t.instead[form] = instead
		}
	}
}

// cutArrow splits "form → instead" (or ->), reporting whether it had one.
func cutArrow(s string) (form, instead string, ok bool) {
	for _, arrow := range []string{"→", "->"} {
		if a, b, found := strings.Cut(s, arrow); found {
			return strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "), true
		}
	}
	return strings.Join(strings.Fields(s), " "), "", false
}

// An item is one element of a comma-separated list, at its offset.
type item struct {
	text string
	at   int
}

// list splits a value at commas, each element trimmed, at its offset.
func (p *parser) list(value string, valueAt int) []item {
	var out []item
	at := valueAt
	for _, part := range strings.Split(value, ",") {
		lead := len(part) - len(strings.TrimLeft(part, " \t"))
		if s := strings.TrimSpace(part); s != "" {
			out = append(out, item{s, at + lead})
		} else {
			p.errorf(at, "an empty element in the list")
		}
		at += len(part) + 1
	}
	return out
}

// definition checks a definition: one sentence, ended by a stop.
func (p *parser) definition(value string, valueAt int) string {
	if loc := sentenceInside.FindStringIndex(value); loc != nil {
		p.errorf(valueAt+loc[0], "a definition is one sentence; this one goes on after %q", labels.Shorten(value[:loc[0]+1]))
	} else if !strings.HasSuffix(value, ".") {
		p.errorf(valueAt+len(value), "a definition is one sentence, ended by a full stop")
	}
	return value
}

// lineOf returns the line of byte offset off.
func (p *parser) lineOf(off int) int {
	line, _ := p.t.file.Pos(off)
	return line
}

// senseNames lists a term's senses for a message.
func senseNames(t *Term) string {
	var names []string
	for _, s := range t.Senses {
		if s.Name != "" {
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// isWords reports whether s is words of letters separated by single spaces.
func isWords(s string) bool {
	if s == "" {
		return false
	}
	for _, w := range strings.Split(s, " ") {
		if w == "" || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) >= 0 {
			return false
		}
	}
	return true
}

// String names the term, for tests and messages.
func (t *Term) String() string { return fmt.Sprintf("%s (#%s)", t.Name, t.ID) }
