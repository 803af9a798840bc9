// Package numbering numbers a lesson's tables and figures, as a book
// does: each table the page shows ({{ tablo "x" }}) and each chart
// ({{ grafik "x" }}) gets a number within its lesson, in the page's
// order, which its caption says ("Tablo 3.", "Şekil 2.") on the page and
// in the book alike. The author refers to one by its name with {{ atif
// "tablo" "x" }}, which writes the number as an ordinal word — "üçüncü
// tablo" — linked to it, and takes a suffix and a capital as any phrase
// does ({{ atif "tablo" "x" | ek "DA" | buyuk }}: "Üçüncü tabloda"). The
// check reads an ordinal typed by hand in a link to a table or figure
// ([İkinci tablo](#table-x)) and says when it is not that one's number
// (Read).
package numbering

import (
	"slices"
	"strconv"
	"strings"

	"coursesite/place"
	"coursesite/prose"
	"coursesite/turkce"
	"fmt"
)

// A Kind is a kind of numbered block: the page's function that shows
// one, the noun a reference names it by, its caption's label and the
// prefix of its element's id.
type Kind struct {
	Func, Noun, Label, Anchor string
}

// Kinds are the numbered blocks: tables, and charts, which a book calls
// figures (şekil).
var Kinds = []Kind{
	{Func: "tablo", Noun: "tablo", Label: "Tablo", Anchor: "table-"},
	{Func: "grafik", Noun: "şekil", Label: "Şekil", Anchor: "figure-"},
}

// KindOf returns the kind that function fn shows.
func KindOf(fn string) (Kind, bool) {
	i := slices.IndexFunc(Kinds, func(k Kind) bool { return k.Func == fn })
	if i < 0 {
		return Kind{}, false
	}
	return Kinds[i], true
}

// A Block is a numbered block of a page: its kind, its name, its number
// and where the page shows it.
type Block struct {
	Kind   Kind
	Name   string
	Number int
	At     place.Pos
}

// Label is what the block's caption starts with: "Tablo 3.".
func (b Block) Label() string { return b.Kind.Label + " " + strconv.Itoa(b.Number) + "." }

// Target is the link to the block within its page: "#table-x".
func (b Block) Target() string { return "#" + b.Kind.Anchor + b.Name }

// Numbers are a page's numbered blocks, in its order.
type Numbers []Block

// Scan numbers the tables and charts a page's actions show, in the
// page's order: a text has no loop, and both phrasings of a condition
// are written (one hidden), so the order of its actions is the order of
// its blocks.
func Scan(actions []prose.Action) Numbers {
	var out Numbers
	count := map[string]int{}
	for _, a := range actions {
		for _, c := range a.Cmds {
			k, ok := KindOf(c.Func)
			if !ok || len(c.Args) != 1 || c.Args[0].Kind != prose.StringArg {
				continue
			}
			count[k.Func]++
			out = append(out, Block{Kind: k, Name: c.Args[0].Text, Number: count[k.Func], At: c.At})
		}
	}
	return out
}

// At returns the block the page shows with the call at at.
func (n Numbers) At(at place.Pos) (Block, bool) {
	i := slices.IndexFunc(n, func(b Block) bool { return b.At.Off == at.Off && b.At.File == at.File })
	if i < 0 {
		return Block{}, false
	}
	return n[i], true
}

// LabelAt returns the caption's label of the block the page shows with
// the call at at (Block.Label); "" for none.
func (n Numbers) LabelAt(at place.Pos) string {
	if b, ok := n.At(at); ok {
		return b.Label()
	}
	return ""
}

// Find returns the first block of function fn named name.
func (n Numbers) Find(fn, name string) (Block, bool) {
	i := slices.IndexFunc(n, func(b Block) bool { return b.Kind.Func == fn && b.Name == name })
	if i < 0 {
		return Block{}, false
	}
	return n[i], true
}

// Count returns how many blocks of function fn the page shows.
func (n Numbers) Count(fn string) int {
	c := 0
	for _, b := range n {
		if b.Kind.Func == fn {
			c++
		}
	}
	return c
}

// names lists the names of the blocks of function fn, for a message.
func (n Numbers) names(fn string) string {
	var out []string
	for _, b := range n {
		if b.Kind.Func == fn {
			out = append(out, b.Name)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// Ordinal writes number n as an ordinal word: 3 → "üçüncü".
func Ordinal(n int) string {
	s, err := turkce.Suffix(turkce.Words(float64(n), 0), "(I)ncI")
	if err != nil { // every whole number takes (I)ncI
		return strconv.Itoa(n) + "."
	}
	return s
}

// Phrase is how a reference names block b: "üçüncü tablo".
func (b Block) Phrase() string { return Ordinal(b.Number) + " " + b.Kind.Noun }

// Func returns the page function atif of a page whose blocks are n:
// {{ atif "tablo" "x" }} writes a link to table x named by its number,
// "üçüncü tablo" (Phrase). A name the page does not show is an error at
// the call, with the names it does.
func Func(n *Numbers) prose.Func {
	return func(_ *prose.Run, at place.Pos, args ...any) (any, error) {
		a, err := prose.Strings(at, "atif", args, `a kind ("tablo" or "grafik")`, "its name")
		if err != nil {
			return nil, err
		}
		if _, ok := KindOf(a[0]); !ok {
			return nil, at.Errorf(`atif %q %q: no such kind of block; want "tablo" or "grafik"`, a[0], a[1])
		}
		b, ok := n.Find(a[0], a[1])
		if !ok {
			return nil, at.Errorf("atif %q %q: the page shows no such %s (it shows: %s)", a[0], a[1], a[0], n.names(a[0]))
		}
		return prose.Link{Text: b.Phrase(), Target: b.Target()}, nil
	}
}

// Typed is an ordinal typed by hand in the text of a link: the number it
// says, or last for "son".
type Typed struct {
	Number int
	Last   bool
	Word   string // as typed
}

// Read reads the ordinal a link's text starts with ("İkinci tablo",
// "son tablo", "on birinci şekil"); ok is false when it starts with none.
func Read(text string) (Typed, bool) {
	words := strings.Fields(turkce.Lower(text))
	if len(words) == 0 {
		return Typed{}, false
	}
	first := strings.Fields(text)[0]
	switch words[0] {
	case "son", "sonuncu":
		return Typed{Last: true, Word: first}, true
	case "ilk":
		return Typed{Number: 1, Word: first}, true
	}
	// An ordinal of several words: each but the last a number word.
	total := 0
	for i, w := range words {
		if f, ok := turkce.OrdinalForm(w); ok && f.Suffix == "(I)ncI" {
			v, ok := turkce.RootValue(f.Root)
			if !ok {
				return Typed{}, false
			}
			return Typed{Number: total + int(v), Word: strings.Join(strings.Fields(text)[:i+1], " ")}, true
		}
		v, ok := turkce.RootValue(w)
		if !ok || v >= 1000 {
			return Typed{}, false
		}
		total += int(v)
	}
	return Typed{}, false
}

// Says reports whether what t says names block b among n.
func (t Typed) Says(b Block, n Numbers) bool {
	if t.Last {
		return b.Number == n.Count(b.Kind.Func)
	}
	return t.Number == b.Number
}

// Expression returns the action that writes a reference to b in place of
// a phrase typed as typed: capitalized as it was.
func Expression(b Block, typed string) string {
	e := fmt.Sprintf("{{ atif %q %q", b.Kind.Func, b.Name)
	if typed != "" && typed != turkce.Lower(typed) {
		e += " | buyuk"
	}
	return e + " }}"
}
