package check

import (
	"errors"
	"io/fs"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	gtext "github.com/yuin/goldmark/text"

	"coursesite/markdown"
	"coursesite/place"
	"coursesite/prose"
	"coursesite/site"
	"coursesite/turkce"
)

// buildFindings turns an error of the site's build into findings when it
// is about the content (it names a place in a page or a parameter file);
// ok is false when it is not, and the check could not run.
func buildFindings(fsys fs.FS, err error) (findings []Finding, ok bool) {
	// A build reports every false claim of a page at once.
	if joined, isJoin := err.(interface{ Unwrap() []error }); isJoin {
		for _, e := range joined.Unwrap() {
			found, ok := buildFindings(fsys, e)
			if !ok {
				return nil, false
			}
			findings = append(findings, found...)
		}
		return findings, len(findings) > 0
	}
	var ce *prose.ClaimError
	if errors.As(err, &ce) {
		f := placeFinding(ce.Place)
		if s := claimSentence(fsys, ce.Place.File, ce.Place.Line); s != "" {
			f.Msg += "; " + s
		}
		return []Finding{f}, true
	}
	var pes place.Errors
	if errors.As(err, &pes) {
		for _, e := range pes {
			findings = append(findings, placeFinding(e))
		}
		return findings, true
	}
	var pe *place.Error
	if errors.As(err, &pe) {
		return []Finding{placeFinding(pe)}, true
	}
	return nil, false // not the content's: the check could not run
}

// placeFinding turns an error at a place into a finding, a parameter
// file's problem with its field first.
func placeFinding(e *place.Error) Finding {
	msg := e.Msg
	if e.Field != "" {
		msg = e.Field + ": " + msg
	}
	return Finding{e.Pos, msg}
}

// claimSentence finds the sentence a failed claim stands beside, for the
// author to read again: the claim joins a paragraph ({{- iddia … }}), and
// of that paragraph's sentences the one that writes most of the figures
// the claim reads, then the one that shares most words with it, then the
// last. It returns "" when it cannot tell.
func claimSentence(fsys fs.FS, file string, line int) string {
	page, err := site.ReadPage(fsys, file)
	if err != nil {
		return ""
	}
	src := page.Source
	acts, err := prose.ReadActions(&place.File{Name: file, Data: src}, 0, string(src))
	if err != nil {
		return ""
	}
	pt := readActions(src, acts)
	pf := pageFile{file, src}
	var claim *claimSite
	for i, c := range pt.claims {
		if pf.pos(c.pos).Line == line {
			claim = &pt.claims[i]
			break
		}
	}
	if claim == nil {
		return ""
	}
	start, end := paragraphBefore(pt.masked, claim.pos)
	if start < 0 {
		return ""
	}
	end = min(end, pt.actions[pt.actionAt(claim.pos)].start)
	reads := figureNames.FindAllString(claim.expr, -1)
	claimStems := stems([]byte(claim.text))
	best, bestScore := span{-1, -1}, -1
	for _, s := range sentences(pt.masked, start, end) {
		// A figure the claim reads outweighs any number of shared words.
		score := 0
		for _, a := range pt.actions {
			if a.start >= s.start && a.end <= s.end {
				for _, n := range a.names {
					if slices.Contains(reads, n) {
						score += 100
					}
				}
			}
		}
		for st := range stems(pt.masked[s.start:s.end]) {
			if claimStems[st] {
				score++
			}
		}
		if score >= bestScore {
			best, bestScore = s, score
		}
	}
	if best.start < 0 {
		return ""
	}
	// Actions that write no figure (an earlier claim, a condition's eger)
	// may open the sentence's bytes; they are not its words.
	for best.start < best.end {
		if turkce.IsSpace(pt.masked[best.start : best.start+1]) {
			best.start++
			continue
		}
		i := pt.actionAt(best.start)
		if i < 0 || len(pt.actions[i].names) > 0 {
			break
		}
		best.start = pt.actions[i].end
	}
	sentence := strings.Join(strings.Fields(string(src[best.start:best.end])), " ")
	return "the sentence (line " + strconv.Itoa(pf.pos(best.start).Line) + "): “" + sentence + "”"
}

// figureNames matches the figure names in a claim's expression.
var figureNames = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*`)

// paragraphBefore returns the bytes of the paragraph (or list item text)
// that holds offset pos of the masked source, or the one before it when
// pos stands in a paragraph of its own; start is -1 if there is none.
func paragraphBefore(masked []byte, pos int) (start, end int) {
	doc := markdown.Parser().Parse(gtext.NewReader(masked))
	start, end = -1, -1
	prevStart, prevEnd := -1, -1
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if n.Type() != ast.TypeBlock || n.Lines().Len() == 0 {
			return ast.WalkContinue, nil
		}
		lines := n.Lines()
		s, e := lines.At(0).Start, lines.At(lines.Len()-1).Stop
		if pos < s {
			start, end = prevStart, prevEnd
			return ast.WalkStop, nil
		}
		if pos < e {
			if hasProse(masked[s:pos]) {
				start, end = s, e
			} else {
				start, end = prevStart, prevEnd
			}
			return ast.WalkStop, nil
		}
		if hasProse(masked[s:e]) {
			prevStart, prevEnd = s, e
		}
		return ast.WalkSkipChildren, nil
	})
	return start, end
}

// hasProse reports whether b holds a letter outside the actions.
func hasProse(b []byte) bool {
	for _, t := range turkce.Tokens(b, filler) {
		if t.Kind != turkce.TokenPlaceholder {
			return true
		}
	}
	return false
}

// sentences splits masked[start:end] into sentences: a sentence ends at
// . ! ? or … followed by white space. Actions are filler there, so the dots
// of figure names do not split.
func sentences(masked []byte, start, end int) []span {
	var out []span
	s := start
	for i := start; i < end; i++ {
		c := masked[i]
		if c != '.' && c != '!' && c != '?' && !(c == 0xa6 && i >= 2 && string(masked[i-2:i+1]) == "…") {
			continue
		}
		if i+1 == end || turkce.IsSpace(masked[i+1:i+2]) {
			out = appendSentence(out, masked, s, i+1)
			s = i + 1
		}
	}
	return appendSentence(out, masked, s, end)
}

func appendSentence(out []span, masked []byte, s, e int) []span {
	for s < e && turkce.IsSpace(masked[s:s+1]) {
		s++
	}
	if s < e && hasProse(masked[s:e]) {
		out = append(out, span{s, e})
	}
	return out
}

// stems returns the stem keys (turkce.StemKey) of the words of b: enough
// to see yavaşlayan and yavaşlıyor as one word.
func stems(b []byte) map[string]bool {
	out := map[string]bool{}
	for _, t := range turkce.Tokens(b, filler) {
		if k, ok := turkce.StemKey(t.Text); ok && t.Kind == turkce.TokenWord {
			out[k] = true
		}
	}
	return out
}
