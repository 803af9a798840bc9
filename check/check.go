package check

import (
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/yuin/goldmark/ast"
	gtext "github.com/yuin/goldmark/text"

	"coursesite/explore"
	"coursesite/internal/workers"
	"coursesite/labels"
	"coursesite/markdown"
	"coursesite/model"
	"coursesite/numbering"
	"coursesite/place"
	"coursesite/prose"
	"coursesite/rank"
	"coursesite/sanitize"
	"coursesite/site"
)

// Pos is the place of a finding (place.Pos): the check says where
// something stands as every package does.
type Pos = place.Pos

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

	// edits are what check -fix writes: each number that one figure fits,
	// by value and by the words around it, replaced by its action;
	// termEdits each form the terms file says not to write, replaced by
	// its term (terms.go).
	edits, termEdits []fixEdit
}

// A PageReport lists what a page's numbers rest on, for check -v.
type PageReport struct {
	Src     string
	Figures []model.Figure // the model's figures; none on a page without a model
	Givens  []GivenUse     // every place a declared given stands
	Claims  []ClaimUse     // every claim, in the page's order
	// Explored is how many of the reader's settings the check computed
	// the lesson at (package explore).
	Explored int
	// Relations are the relations read from its prose (package
	// relation), in the page's order; Read how many, Paragraphs how many
	// of its paragraphs show two figures or more and ReadParagraphs how
	// many of those a relation was read from.
	Relations                        []RelationUse
	Read, Paragraphs, ReadParagraphs int

	explicit []explicitEdit // what check -fix -explicit may write
}

// A GivenUse is one place where a given phrase stands in the prose.
type GivenUse struct {
	Pos
	Phrase, Reason string
}

// A ClaimUse is a claim of a page and where it is stated.
type ClaimUse struct {
	Pos
	prose.Claim
	// An accepted claim (kabul) is marked on the page at Marked of the
	// settings the check explored, the first at FirstMarked (a URL query).
	Marked      int
	FirstMarked string
}

// Listings runs the listings of a built page, whose project is fsys, and
// returns where what they print differs from the page's model's report,
// each at its kod action: listings.Run, which runs them under node, or a
// test's stand-in (listingstest.Run), so that the tests of what the
// prose says need no node. An error means they could not run.
type Listings func(ctx context.Context, fsys fs.FS, p *site.Page) (place.Errors, error)

// Check builds the site in fsys in memory and checks every page, its
// listings run by listings. An error means the check could not run (a
// missing tool, an unreadable folder); a build that fails on the lesson's
// content (a claim that does not hold, an unknown figure, a bad
// parameter) is a finding.
func Check(ctx context.Context, fsys fs.FS, assets site.Assets, listings Listings) (*Report, error) {
	r, _, err := check(ctx, fsys, assets, listings, true)
	return r, err
}

// Judge checks the pages of a site that has built — as check does after
// its build, the preview after each of its own (site.Site.Reading gives
// the pages a build took from its cache) — listings run by listings and
// readers' settings explored.
func Judge(ctx context.Context, fsys fs.FS, pages []*site.Page, listings Listings) (*Report, error) {
	return judge(ctx, fsys, pages, listings, true)
}

// check is Check, also returning the built site (nil when it did not
// build); full false skips running the listings and exploring the
// readers' settings, as check -fix does while it binds numbers (neither
// reads the numbers typed by hand).
func check(ctx context.Context, fsys fs.FS, assets site.Assets, listings Listings, full bool) (*Report, *site.Output, error) {
	out, err := site.New(fsys, assets).WithoutSearch().WithoutSweeps().Build(ctx)
	if err != nil {
		found, ok := buildFindings(fsys, err)
		if !ok {
			return nil, nil, err
		}
		return &Report{Findings: sortFindings(found)}, nil, nil
	}
	r, err := judge(ctx, fsys, out.Pages, listings, full)
	if err != nil {
		return nil, nil, err
	}
	return r, out, nil
}

// judge checks built pages: what the prose says that the model does not
// back, and with full, the listings (run by listings) and the readers'
// settings too.
func judge(ctx context.Context, fsys fs.FS, pages []*site.Page, listings Listings, full bool) (*Report, error) {
	r := &Report{}
	tc, found, err := readTerms(fsys)
	if err != nil {
		return nil, err
	}
	r.Findings = append(r.Findings, found...)
	for _, p := range pages {
		found, pr, edits, err := checkPage(p, tc)
		if err != nil {
			return nil, err
		}
		r.Findings = append(r.Findings, found...)
		r.Pages = append(r.Pages, pr)
		r.edits = append(r.edits, edits...)
		if full {
			ran, err := listings(ctx, fsys, p)
			if err != nil {
				return nil, err
			}
			for _, e := range ran {
				r.Findings = append(r.Findings, Finding{e.Pos, e.Msg})
			}
			ex, err := explorePage(ctx, p, &r.Pages[len(r.Pages)-1])
			if err != nil {
				return nil, err
			}
			r.Findings = append(r.Findings, ex...)
		}
	}
	if tc != nil {
		r.Findings = append(append(r.Findings, tc.found...), tc.end()...)
		r.termEdits = tc.edits
	}
	r.Findings = sortFindings(r.Findings)
	return r, nil
}

// explorePage checks a lesson's page at the settings its reader's
// controls reach (package explore), and notes in pr how many it computed.
func explorePage(ctx context.Context, p *site.Page, pr *PageReport) ([]Finding, error) {
	if p.Lesson == nil || len(p.Lesson.Params.Controls()) == 0 {
		return nil, nil
	}
	page := &place.File{Name: p.Src, Data: p.Source}
	rep, err := explore.Lesson(ctx, workers.Limit(ctx), p.Lesson, page, p.Calls)
	if err != nil {
		return nil, err
	}
	pr.Explored = rep.Settings
	for _, m := range append(rep.Marked, rep.Derived...) {
		for i := range pr.Claims {
			if c := &pr.Claims[i]; c.At.File == m.At.File && c.At.Off == m.At.Off && c.Text == m.Text {
				c.Marked, c.FirstMarked = m.Count, m.First
			}
		}
		for i := range pr.Relations {
			if r := &pr.Relations[i]; !r.Covered && r.At == m.At.Off && r.Words == m.Text {
				r.Marked, r.FirstMarked = m.Count, m.First
			}
		}
	}
	out := make([]Finding, len(rep.Findings))
	for i, f := range rep.Findings {
		out[i] = Finding{f.At, f.Msg}
	}
	return out, nil
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
func (f pageFile) pos(off int) Pos { return place.File{Name: f.name, Data: f.data}.Position(off) }

// A source is one file of a page whose prose the check reads: the page
// itself, or its lesson's labels.
type source struct {
	file  pageFile
	pt    *pageTemplate
	texts []*text
}

// checkPage finds a built page's hand-typed numbers (in its file and its
// lesson's labels), stale givens and stale words, and lists what its
// numbers rest on; tc, when the course has a terms file, reads the terms
// in the same texts.
func checkPage(p *site.Page, tc *termsCheck) ([]Finding, PageReport, []fixEdit, error) {
	data := p.Raw() // as the build read it, through its guard
	file := pageFile{p.Src, data}
	pr := PageReport{Src: p.Src}
	if p.State != nil {
		pr.Figures = p.State.Figures.List()
	}
	pt := readActions(p.Source, p.Actions)
	fm := frontMatterTexts(p, data)
	page := source{file: file, pt: pt, texts: append(fm, proseTexts(pt.masked)...)}
	// The prose's markdown, its actions masked: read once for the HTML
	// the sanitizer removes (which changes doc as the build changes the
	// page) and then for the links to tables and figures, as published.
	doc := markdown.Parser().Parse(gtext.NewReader(pt.masked))
	findings := append(sanitized(file, pt.masked, doc), references(file, pt.masked, doc, numbering.Scan(p.Actions))...)
	for _, s := range pt.strings {
		page.texts = append(page.texts, s.text(pt.src))
	}
	// A claim's text is what a reader reads beside a mark when the claim
	// stops holding.
	page.texts = append(page.texts, pt.claimTexts()...)
	sources := []source{page}
	if p.Lesson != nil && p.LabelsData != nil {
		words, err := labelsSource(p.Lesson.Labels, p.LabelsData)
		if err != nil {
			return nil, pr, nil, err
		}
		sources = append(sources, words)
		for _, e := range p.Lesson.Labels.Unused() {
			findings = append(findings, Finding{words.file.pos(e.KeyAt), fmt.Sprintf("word %s is used by no table, chart or control of the lesson; remove it", e.Key)})
		}
	}
	if tc != nil {
		tc.page(p, sources)
	}

	givenIn := make([][][]span, len(sources)) // the given spans of each text of each source
	for i, src := range sources {
		givenIn[i] = make([][]span, len(src.texts))
	}
	for _, g := range p.Meta.Givens {
		m := newGivenMatcher(g.Phrase)
		uses := 0
		for si, src := range sources {
			for ti, t := range src.texts {
				for _, s := range m.spans(t.b) {
					givenIn[si][ti] = append(givenIn[si][ti], s)
					pr.Givens = append(pr.Givens, GivenUse{Pos: src.file.pos(t.offset(s.start)), Phrase: g.Phrase, Reason: g.Reason})
					uses++
				}
			}
		}
		if uses == 0 {
			findings = append(findings, Finding{file.pos(g.At), fmt.Sprintf("given %q stands nowhere in the page's prose; remove it from verilen", g.Phrase)})
		}
	}
	slices.SortStableFunc(pr.Givens, func(a, b GivenUse) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
	})

	var figs *model.Figures
	if p.State != nil {
		figs = p.State.Figures
	}
	m := rank.New(pr.Figures)
	if p.Lesson != nil {
		l := p.Lesson
		m.Vary = func() []*model.Figures { return explore.Ends(l) }
	}
	var edits []fixEdit
	for si, src := range sources {
		extras := src.extras()
		for ti, t := range src.texts {
			frontMatter := si == 0 && ti < len(fm) // baslik and ozet
			tns := read(t.b)
			for _, rt := range rankText(m, t, tns, src.pt, pr.Figures, extras[ti], givenIn[si][ti]) {
				if covered(span{rt.Start, rt.End}, givenIn[si][ti]) {
					continue
				}
				as := strings.Join(strings.Fields(string(t.b[rt.Start:rt.End])), " ")
				var msg string
				switch {
				case t.in != "": // an attribute, a link title, a claim's text: no action writes there
					msg = placedMessage(as, t.in)
				case frontMatter:
					msg = plainMessage(rt, as)
				default:
					msg = typedMessage(rt, as)
				}
				if t.fixable && !frontMatter && t.in == "" {
					if e, ok := typedEdit(src, t, rt, figs); ok {
						edits = append(edits, e)
						msg += fixable
					}
				}
				findings = append(findings, Finding{src.file.pos(t.offset(rt.Start)), msg})
			}
		}
		for _, l := range src.pt.literals {
			if l.action < 0 {
				continue
			}
			a := src.pt.actions[l.action]
			var rk rank.Ranking
			if l.isFloat {
				digits, d := literalValue(l)
				rk = m.Rank(rank.Matching(digits, d, pr.Figures), src.contextAt(l.pos, extras), digits)
			}
			msg := literalMessage(l, a, src.pt.src, rk)
			if e, ok := literalEdit(src, l, a, rk, figs); ok {
				edits = append(edits, e)
				msg += fixable
			}
			findings = append(findings, Finding{src.file.pos(l.pos), msg})
		}
		for _, is := range src.pt.issues {
			findings = append(findings, Finding{src.file.pos(is.pos), is.msg})
		}
	}
	for _, c := range p.Claims {
		pr.Claims = append(pr.Claims, ClaimUse{Pos: c.At, Claim: c})
	}
	findings = append(findings, relationFindings(p, file, &pr)...)
	return findings, pr, edits, nil
}

// sanitized reports what the site's sanitizer removes from the raw HTML
// the page's author wrote (package sanitize), read in masked, the page's
// source with its actions masked. A words file has no raw HTML: its
// text, and what its actions print, is escaped.
func sanitized(file pageFile, masked []byte, doc ast.Node) []Finding {
	var out []Finding
	for _, e := range sanitize.Report(&place.File{Name: file.name, Data: file.data}, masked, doc) {
		out = append(out, Finding{e.Pos, e.Msg})
	}
	return out
}

// labelsSource reads a lesson's labels file as the check reads prose:
// each word's text, its actions masked, one text a word; a number typed
// into an action, and a string an action prints, count too.
func labelsSource(l *labels.Labels, data []byte) (source, error) {
	// The words' texts at their places, everything else blank, read
	// with their actions: one source with the file's positions.
	blank := make([]byte, len(data))
	for i, c := range data {
		blank[i] = ' '
		if c == '\n' {
			blank[i] = '\n'
		}
	}
	entries := l.Entries()
	var acts []prose.Action
	for _, e := range entries {
		copy(blank[e.Off:], e.Text)
		acts = append(acts, e.Actions()...)
	}
	pt := readActions(blank, acts)
	src := source{file: pageFile{l.Name(), data}, pt: pt}
	for _, e := range entries {
		t := &text{fixable: true}
		for _, k := range strings.Split(e.Key, ".") {
			t.near = append(t.near, rank.NameParts(k)...)
		}
		t.add(pt.masked, e.Off, e.Off+len(e.Text))
		src.texts = append(src.texts, t)
	}
	// A string an action prints ({{ "altı" | ek "(y)A" }}) is typed by
	// hand, in a word as on the page.
	for _, s := range pt.strings {
		src.texts = append(src.texts, s.text(pt.src))
	}
	return src, nil
}
