package check

import (
	"fmt"
	"strconv"
	"strings"

	"coursesite/claim"
	"coursesite/place"
	"coursesite/relation"
	"coursesite/site"
)

// The relations a lesson's sentences state (package relation) are claims
// the build read from the prose: it adds them to the page as it adds an
// iddia, and the exploration checks them at every reader's setting as it
// checks any claim (explore reports them as relations). The check adds
// what needs the page's source: a relation false at the lesson's own
// settings (the build does not fail on one, as it does on an iddia: its
// author did not write it), a sentence shaped like a relation that the
// reader cannot read, a kabul that accepts no relation, and for check -v
// what was read.

// A RelationUse is a relation read from a page's prose, for check -v.
type RelationUse struct {
	Pos
	relation.Relation
	// Marked is at how many of the settings explored it does not hold,
	// FirstMarked the first of them; Holds whether it holds at the
	// lesson's own settings, and Shown whether its sentence shows there.
	Marked       int
	FirstMarked  string
	Holds, Shown bool
}

// An explicitEdit is what check -fix -explicit writes for a relation: an
// iddia after its paragraph that states it, which the reader then leaves
// to its author.
type explicitEdit struct {
	fixEdit
	line int // the relation's, which -explicit names
}

// relationFindings reads the relations of a lesson's page and returns
// what the check finds of them, with pr's list of them and the explicit
// iddias check -fix -explicit may write.
func relationFindings(p *site.Page, file pageFile, pr *PageReport) []Finding {
	if p.State == nil || p.Lesson == nil {
		return nil
	}
	src := &place.File{Name: p.Src, Data: p.Source}
	rd := relation.Read(p.Source, p.Actions, p.State.Figures, relation.Options{Tolerance: p.Meta.Tolerance})
	pr.Read, pr.ReadParagraphs, pr.Paragraphs = len(rd.Relations), rd.Read, rd.Paragraphs
	var out []Finding
	for _, c := range p.Claims {
		if c.Derived != "" && c.Shown && !c.Holds {
			out = append(out, Finding{c.At, fmt.Sprintf("relation %q (%s, read from its sentence) does not hold at the lesson's settings: %s, where %s; write the sentence as the model has it, under a condition, or state the claim it makes yourself with {{ iddia … }}",
				c.Text, c.Derived, c.Expr, strings.Join(c.Values, ", "))})
		}
	}
	lookup := func(name string) (float64, error) {
		if f, ok := p.State.Figures.Get(name); ok {
			return f.Value, nil
		}
		return 0, fmt.Errorf("unknown model figure %q", name)
	}
	for _, r := range rd.Relations {
		use := RelationUse{Pos: src.Position(r.At), Relation: r, Holds: true, Shown: true}
		for _, c := range p.Claims {
			if c.Derived != "" && c.At.Off == r.At && c.Text == r.Words {
				use.Holds, use.Shown = c.Holds, c.Shown
			}
		}
		pr.Relations = append(pr.Relations, use)
		if r.Covered {
			continue
		}
		// Written after its paragraph, the iddia must hold at the
		// lesson's settings too: a false one would fail the build.
		if got, err := claim.Eval(r.Words, r.Expr, lookup); err == nil && got.Holds {
			text := "\n" + r.Indent + `{{- iddia ` + strconv.Quote(r.Words) + " " + strconv.Quote(r.Expr)
			if r.Accepted != "" {
				text += ` | kabul ` + strconv.Quote(r.Accepted)
			}
			pr.explicit = append(pr.explicit, explicitEdit{fixEdit{file: file.name, start: r.BlockEnd, end: r.BlockEnd, text: text + " }}"}, use.Line})
		}
	}
	for _, h := range rd.Hints {
		out = append(out, Finding{src.Position(h.At), fmt.Sprintf("the sentence reads like %s (%q), which the check cannot read: %s; state the claim it makes with {{- iddia \"…\" \"%s\" }}",
			h.Name, h.Words, h.Why, h.Need)})
	}
	for _, at := range rd.Stray {
		out = append(out, Finding{src.Position(at), "kabul accepts no relation: the check reads none in the sentence before it; remove it, or accept a claim of your own with {{ iddia \"…\" \"…\" | kabul \"neden\" }}"})
	}
	return out
}

// explicitEdits returns the explicit iddias the report's pages may have
// written for them that where selects ("all", or a comma-separated list
// of FILE:LINE, a relation's place), those at one place joined in one
// edit, and how many relations they state.
func (r *Report) explicitEdits(where string) (out []fixEdit, stated int) {
	if where == "" {
		return nil, 0
	}
	byPlace := map[string][]fixEdit{} // the edits at one place, joined in order
	var order []string
	for _, p := range r.Pages {
		for _, e := range p.explicit {
			if where != "all" && !strings.Contains(","+where+",", ","+fmt.Sprintf("%s:%d", e.file, e.line)+",") {
				continue
			}
			k := fmt.Sprintf("%s\x00%d", e.file, e.start)
			if byPlace[k] == nil {
				order = append(order, k)
			}
			byPlace[k] = append(byPlace[k], e.fixEdit)
			stated++
		}
	}
	for _, k := range order {
		es := byPlace[k]
		e := es[0]
		for _, o := range es[1:] {
			e.text += o.text
		}
		out = append(out, e)
	}
	return out, stated
}
