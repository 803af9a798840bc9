// Package terms reads the course's terms file (content/terimler.txt) and
// finds its terms in a text: the words the course defines once and then
// writes the same way everywhere, each with its one-sentence definition,
// its English equivalent where engineers know it by that, the forms that
// mean the same thing and are not to be written, and, for a word the
// course uses in two senses, which sense each lesson means.
//
// The check (package check) reads the file with it and reports a form not
// to be written, a term no page uses and a two-sense word a lesson writes
// without the file saying which sense it means; check -fix writes the
// term in place of an avoided form, its suffixes harmonised again
// (sığasından → kapasitesinden). The pages mark a term's uses and list the
// terms in the glossary and the book's appendix from the same Terms.
//
// # The file
//
// As a lesson's words file (metinler.txt): one "key: text" a line, blank
// lines and lines starting with # are comments. A term starts at its
// terim line; the lines after it, up to the next terim, are its own:
//
//	terim: kapasite
//	tanim: Bir kuyruğun aynı anda tutabildiği en çok olay sayısı.
//	ingilizce: capacity
//	kacin: sığa
//
//	terim: kuyruk
//	anlam.gecikme: Bir süre dağılımının en uzun kesimi: …
//	anlam.gecikme.ingilizce: tail
//	anlam.bekleme: İşlenmeyi sırayla bekleyen olaylar; …
//	anlam.bekleme.ingilizce: queue
//	ders.zaman-asimi-butceleri: gecikme
//	ders.geri-basinc: bekleme
//
// The keys:
//
//   - terim: the headword, as the course writes it (one word or several:
//     geri basınç), lower case but where the word itself is capitalised;
//   - tanim: its definition, one sentence; ingilizce: its English word;
//   - anlam.KEY, anlam.KEY.ingilizce: instead of tanim and ingilizce, one
//     sense of a word the course uses in two (or more) senses, KEY naming
//     it; ders.LESSON: KEY says which sense lesson LESSON (its folder's
//     name) means, dizin: KEY which the course's index page means;
//   - kacin: the forms not to write, comma separated, in their base form
//     (sığa, tutulan yuva); "form → yazı" names what to write instead
//     when it is not the headword (geri basınç sinyali → geri basınç
//     bildirimi);
//   - izin.LESSON: forms of kacin that lesson LESSON's page may write —
//     its author's own words, which the course keeps as written;
//   - degil: phrases in which a form of the word is not the term
//     (ölçümün taşıyıcısı, where taşıyıcı is no carrier).
//
// # Matching
//
// A use is a term's words, separated by white space alone, the last one
// followed by a chain of inflectional suffixes (suffix.go): the plural,
// a possessive, a case, -ki and a copula, with their buffer letters, its
// vowels of either harmony, and a final p, ç, t or k softened before a
// vowel (kuyruğunun, basıncı, eşiği). Words are compared lower-cased the
// Turkish way (İ is i, I is ı) and whole: yuvarla, paylaş and eşit are no
// uses of yuva, pay and eşik. Of the forms that start at a word, the
// longest is taken (kuyruk kuramı before kuyruk, arıza payı before pay).
// What the grammar cannot tell apart it does not try to: payda is pay in
// the locative (the denominator would need a degil), and a word whose
// vowel drops (ağız, ağzı) or a compound in the plural (iptal sinyalleri)
// is not found.
package terms

import (
	"errors"
	"io/fs"
	"strings"

	"coursesite/internal/lessonfs"
	"coursesite/place"
)

// File is the terms file's path in the project folder.
const File = "content/terimler.txt"

// MaxSize is the largest terms file read: a course's terms are a page or
// two of text.
const MaxSize = 1 << 20

// Terms are a course's terms, read from its terms file.
type Terms struct {
	List []*Term // in the file's order

	file     place.File
	patterns []*pattern // every form the matcher looks for
}

// A Term is a word the course defines and writes one way.
type Term struct {
	Name   string   // the headword as the course writes it: "yuva", "geri basınç", "iptal sinyali"
	ID     string   // its anchor on the glossary page: ASCII, lower case, hyphens ("geri-basinc"), unique
	At     int      // byte offset of its first line in the file
	Senses []*Sense // one; several for a word with two senses
	Avoid  []string // forms not to write (in their base form)

	// Allow are the avoided forms a lesson's page may write, its author's
	// own words, in the file's order.
	Allow []Allowance
	// Lessons say which sense each lesson means, for a word of several
	// senses, in the file's order (Terms.Senses).
	Lessons []LessonSense
	// Not are phrases in which a form of the word is not this term.
	Not []string

	avoidAt map[string]int    // each avoided form's line
	instead map[string]string // what to write instead of an avoided form, when it is not Name
}

// A Sense is what a term means: its only sense, or one of several.
type Sense struct {
	Name       string // "" for a term's only sense; else the sense's key, e.g. "gecikme"
	Definition string // one sentence, Turkish
	English    string // "" when engineers don't know it by an English word
	At         int    // byte offset of its definition's line
}

// An Allowance lets a lesson's page write forms the course avoids: the
// sentences of its author, kept as written.
type Allowance struct {
	Lesson string   // the lesson's folder name
	Forms  []string // forms of the term's Avoid
	At     int      // byte offset of its line
}

// A LessonSense is the sense a page means by a word of several senses.
type LessonSense struct {
	Lesson string // the lesson's folder name; "" for the course's index page (dizin)
	Sense  *Sense
	At     int // byte offset of its line
}

// Read reads the terms file of the project in fsys (File) through the
// guard every input of the build passes (package lessonfs): nil, and no
// error, when the course has none.
func Read(fsys fs.FS) (*Terms, error) {
	data, err := lessonfs.ReadProjectText(fsys, File, MaxSize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return Parse(File, data)
}

// Name returns the terms file's name, as its positions give it.
func (t *Terms) Name() string { return t.file.Name }

// Position returns the place of byte offset off of the terms file: a
// finding about a term stands at its line.
func (t *Terms) Position(off int) place.Pos { return t.file.Position(off) }

// Senses returns the sense each lesson means by term, a word of several
// senses, for the glossary: in the file's order, the index page's
// (dizin) with Lesson "". A term of one sense has none.
func (t *Terms) Senses(term *Term) []LessonSense { return term.Lessons }

// SenseIn returns the sense lesson means by the term (its folder's name,
// "" for the index page): its only sense, the one the file names for the
// lesson, or nil when the file names none.
func (t *Term) SenseIn(lesson string) *Sense {
	if len(t.Senses) == 1 {
		return t.Senses[0]
	}
	for _, l := range t.Lessons {
		if l.Lesson == lesson {
			return l.Sense
		}
	}
	return nil
}

// Reading returns what of the file the page of lesson (its folder's
// name, "" for the index) is read with: the sense it means by each word of
// several, and the avoided forms it may write. Two pages with the same
// reading find the same uses in the same text (Find), so a build may mark
// one page's text once for both. "" for no terms.
func (t *Terms) Reading(lesson string) string {
	if t == nil {
		return ""
	}
	var b strings.Builder
	for _, term := range t.List {
		if s := term.SenseIn(lesson); s != nil && len(term.Senses) > 1 {
			b.WriteString(term.ID + "=" + s.Name + ";")
		}
		for _, a := range term.Allow {
			if a.Lesson == lesson {
				b.WriteString(term.ID + "+" + strings.Join(a.Forms, ",") + ";")
			}
		}
	}
	return b.String()
}

// Instead returns what to write in place of form, one of the term's
// Avoid: its headword, or what the file names after the form's arrow.
func (t *Term) Instead(form string) string {
	if s, ok := t.instead[form]; ok {
		return s
	}
	return t.Name
}

// AvoidAt returns the byte offset of the line that lists form among the
// forms not to write, for a message to point at.
func (t *Term) AvoidAt(form string) int { return t.avoidAt[form] }

// allows reports whether lesson's page may write the avoided form.
func (t *Term) allows(lesson, form string) bool {
	for _, a := range t.Allow {
		if a.Lesson != lesson {
			continue
		}
		for _, f := range a.Forms {
			if f == form {
				return true
			}
		}
	}
	return false
}
