package relation

import (
	"fmt"
	"strconv"
	"strings"

	"coursesite/turkce"
)

// elemKind is what one element of a pattern matches.
type elemKind int

const (
	elemFigure elemKind = iota // a slot: a bound figure (A … Z)
	elemNumber                 // #K: a figure, mertebe or a typed number
	elemSkip                   // …N: other words of the clause
	elemWord                   // one of some words
	elemNeg                    // !neg: a negative form
)

// anyCase is a slot's case when the pattern asks for none.
const anyCase turkce.Case = -1

// An element is one element of a pattern (see table.go).
type element struct {
	kind     elemKind
	slot     byte        // a slot's letter
	cas      turkce.Case // the case a slot asks for, anyCase for any
	poss     bool        // the slot asks for a possessive
	byName   bool        // ~: a word in the genitive naming a figure will do
	max      int         // a skip's most words
	forms    []form      // a word's forms, folded
	optional bool
	core     bool // inside [ ]: the relation's shape
}

// A form is one word a pattern's element takes, folded (turkce.Fold);
// prefix takes any word that starts so.
type form struct {
	text   string
	prefix bool
}

// A pattern is a construction's pattern, read.
type pattern struct {
	elems []element
	// core are the elements inside [ ]: a sentence they match has the
	// construction's shape.
	core []element
}

// slotCases are the cases a slot may ask for.
var slotCases = map[string]turkce.Case{
	"abl": turkce.Ablative, "dat": turkce.Dative, "gen": turkce.Genitive,
	"acc": turkce.Accusative, "loc": turkce.Locative, "nom": turkce.Nominative,
}

// parsePattern reads a pattern of the table.
func parsePattern(s string) (pattern, error) {
	var p pattern
	core := false
	for _, tok := range strings.Fields(s) {
		switch tok {
		case "[":
			core = true
			continue
		case "]":
			core = false
			continue
		}
		e := element{core: core, cas: anyCase}
		if rest, ok := strings.CutPrefix(tok, "?"); ok {
			e.optional, tok = true, rest
		}
		switch {
		case tok == "!neg":
			e.kind = elemNeg
		case strings.HasPrefix(tok, "…"):
			e.kind, e.max = elemSkip, 3
			if n := strings.TrimPrefix(tok, "…"); n != "" {
				m, err := strconv.Atoi(n)
				if err != nil || m < 1 {
					return p, fmt.Errorf("skip %q: want … or …N", tok)
				}
				e.max = m
			}
		case strings.HasPrefix(tok, "#") && len(tok) == 2 && isSlot(tok[1]):
			e.kind, e.slot = elemNumber, tok[1]
		case isSlot(tok[0]) && (len(tok) == 1 || tok[1] == ':'):
			e.kind, e.slot = elemFigure, tok[0]
			if c, ok := strings.CutPrefix(tok[1:], ":"); ok {
				c, e.byName = strings.CutSuffix(c, "~")
				if c == "poss" {
					e.poss = true
				} else if k, ok := slotCases[c]; ok {
					e.cas = k
				} else {
					return p, fmt.Errorf("slot %q: unknown case %q", tok, c)
				}
			}
		default:
			e.kind = elemWord
			forms, err := wordForms(tok)
			if err != nil {
				return p, err
			}
			e.forms = forms
		}
		p.elems = append(p.elems, e)
		if core {
			p.core = append(p.core, e)
		}
	}
	if core {
		return p, fmt.Errorf("pattern %q: [ is not closed", s)
	}
	if len(p.core) == 0 {
		return p, fmt.Errorf("pattern %q: no [ core ]", s)
	}
	return p, nil
}

// isSlot reports a slot's letter.
func isSlot(c byte) bool { return 'A' <= c && c <= 'Z' }

// wordForms reads a word element's forms: alternatives separated by |, a
// class in braces among them.
func wordForms(tok string) ([]form, error) {
	var out []form
	for _, alt := range strings.Split(tok, "|") {
		if name, ok := strings.CutPrefix(alt, "{"); ok {
			class, ok := wordClasses[strings.TrimSuffix(name, "}")]
			if !ok || !strings.HasSuffix(name, "}") {
				return nil, fmt.Errorf("unknown word class %q", alt)
			}
			more, err := wordForms(class)
			if err != nil {
				return nil, err
			}
			out = append(out, more...)
			continue
		}
		if alt == "" {
			return nil, fmt.Errorf("word %q: an empty form", tok)
		}
		text, prefix := strings.CutSuffix(alt, "*")
		out = append(out, form{text: turkce.Fold(text), prefix: prefix})
	}
	return out, nil
}

// matches reports whether a folded word is one of the element's forms.
func (e element) matches(folded string) bool {
	for _, f := range e.forms {
		if folded == f.text || f.prefix && strings.HasPrefix(folded, f.text) {
			return true
		}
	}
	return false
}

// A row is a construction with its patterns read.
type row struct {
	construction
	pattern
	index int
}

// rows are the table, read once.
var rows = mustRows()

func mustRows() []row {
	out := make([]row, len(table))
	for i, c := range table {
		p, err := parsePattern(c.Pattern)
		if err != nil {
			panic(fmt.Sprintf("relation: table row %q: %v", c.Name, err))
		}
		out[i] = row{construction: c, pattern: p, index: i}
	}
	return out
}
