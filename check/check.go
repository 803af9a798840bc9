package check

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"unicode/utf8"

	"coursesite/sim"
	"coursesite/site"
)

// A Pos is a place in a file: 1-based line and column, the column counted
// in characters.
type Pos struct {
	File      string
	Line, Col int
}

// String formats the place as file:line:column.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// A Finding is something the lesson says that the model does not back.
type Finding struct {
	Pos
	Msg string
}

// String formats the finding as file:line:column: message.
func (f Finding) String() string { return f.Pos.String() + ": " + f.Msg }

// A Report is what the check found in a site.
type Report struct {
	Findings []Finding    // sorted by file, line and column
	Pages    []PageReport // what each page rests on; empty when the site did not build
}

// A PageReport lists what a page's numbers rest on, for check -v.
type PageReport struct {
	Src     string
	Figures []sim.Deger // the model's figures; none on a page without a model
	Givens  []GivenUse  // every place a declared given stands
	Claims  []ClaimUse  // every claim, in the page's order
}

// A GivenUse is one place where a given phrase stands in the prose.
type GivenUse struct {
	Pos
	Phrase, Reason string
}

// A ClaimUse is a claim of a page and where it is stated.
type ClaimUse struct {
	Pos
	site.Claim
}

// Check builds the site in fsys in memory and checks every page. An error
// means the check could not run (a missing tool, an unreadable folder); a
// build that fails on the lesson's content (a claim that does not hold, an
// unknown figure, a bad parameter) is a finding.
func Check(ctx context.Context, fsys fs.FS, assets site.Assets) (*Report, error) {
	out, err := site.New(fsys, assets).Build(ctx)
	if err != nil {
		found, ok := buildFindings(fsys, err)
		if !ok {
			return nil, err
		}
		return &Report{Findings: sortFindings(found)}, nil
	}
	r := &Report{}
	for _, p := range out.Pages {
		found, pr, err := checkPage(fsys, p)
		if err != nil {
			return nil, err
		}
		r.Findings = append(r.Findings, found...)
		r.Pages = append(r.Pages, pr)
	}
	r.Findings = sortFindings(r.Findings)
	return r, nil
}

// sortFindings orders findings by file, line and column, as an editor
// lists them.
func sortFindings(found []Finding) []Finding {
	slices.SortStableFunc(found, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
	})
	return found
}

// A pageFile is a page's file, for placing what the check finds.
type pageFile struct {
	name string
	data []byte
}

// pos returns the file position of byte offset off.
func (f pageFile) pos(off int) Pos {
	off = min(max(off, 0), len(f.data))
	before := f.data[:off]
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return Pos{File: f.name, Line: bytes.Count(before, []byte("\n")) + 1, Col: utf8.RuneCount(before[lineStart:]) + 1}
}

// checkPage finds a built page's hand-typed numbers and stale givens, and
// lists what its numbers rest on.
func checkPage(fsys fs.FS, p *site.Page) ([]Finding, PageReport, error) {
	data, err := fs.ReadFile(fsys, p.Src)
	if err != nil {
		return nil, PageReport{}, err
	}
	file := pageFile{p.Src, data}
	pr := PageReport{Src: p.Src}
	if p.Figures != nil {
		pr.Figures = p.Figures.List()
	}
	pt, err := readTemplate(p.Src, p.Source)
	if err != nil {
		return nil, pr, fmt.Errorf("%s: %v", p.Src, err)
	}
	fm := readFrontMatter(data)
	texts := append(fm.texts, proseTexts(pt.masked)...)
	for _, s := range pt.strings {
		texts = append(texts, s.text(pt.src))
	}

	givenIn := make([][]span, len(texts)) // the given spans of each text
	var findings []Finding
	for gi, g := range p.Meta.Verilen {
		m := newGivenMatcher(g.Metin)
		uses := 0
		for ti, t := range texts {
			for _, s := range m.spans(t.b) {
				givenIn[ti] = append(givenIn[ti], s)
				pr.Givens = append(pr.Givens, GivenUse{Pos: file.pos(t.offset(s.start)), Phrase: g.Metin, Reason: g.Neden})
				uses++
			}
		}
		if uses == 0 {
			findings = append(findings, Finding{file.pos(fm.given(gi)), fmt.Sprintf("given %q stands nowhere in the page's prose; remove it from verilen", g.Metin)})
		}
	}
	slices.SortStableFunc(pr.Givens, func(a, b GivenUse) int { return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col)) })

	for ti, t := range texts {
		for _, tn := range typedNumbers(t.b) {
			if covered(span{tn.start, tn.end}, givenIn[ti]) {
				continue
			}
			as := strings.Join(strings.Fields(string(t.b[tn.start:tn.end])), " ")
			findings = append(findings, Finding{file.pos(t.offset(tn.start)), typedMessage(tn, as, pr.Figures)})
		}
	}
	for _, l := range pt.literals {
		if l.action >= 0 {
			findings = append(findings, Finding{file.pos(l.pos), literalMessage(l, pt.actions[l.action], pt.src, pr.Figures)})
		}
	}
	pr.Claims = placeClaims(p.Claims, pt.claims, file)
	return findings, pr, nil
}

// placeClaims pairs the claims a page's template stated (in the order it
// ran them) with where they stand in its source.
func placeClaims(claims []site.Claim, sites []claimSite, file pageFile) []ClaimUse {
	used := make([]bool, len(sites))
	var out []ClaimUse
	for _, c := range claims {
		u := ClaimUse{Pos: file.pos(0), Claim: c}
		for i, s := range sites {
			if !used[i] && s.text == c.Text && s.expr == c.Expr {
				used[i] = true
				u.Pos = file.pos(s.pos)
				break
			}
		}
		out = append(out, u)
	}
	return out
}
