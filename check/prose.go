package check

import (
	"bytes"
	"regexp"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	gtext "github.com/yuin/goldmark/text"

	"coursesite/markdown"
	"coursesite/rank"
)

// proseTexts reads a page's markdown (its template source with every action
// masked by filler) as the site reads it, and returns its prose: one text
// per paragraph, heading, table cell and HTML block, with character
// references read as the characters they stand for. Code blocks, code
// spans, math and HTML tags are left out; but what a reader sees of a tag
// — an attribute a browser shows or reads aloud (title, alt, aria-label…)
// — and a link's title are texts of their own, after the text they stand
// in, with in set.
func proseTexts(masked []byte) []*text {
	doc := markdown.Parser().Parse(gtext.NewReader(masked))
	var out []*text
	cells := map[ast.Node][]*text{} // a table row's cells
	var rows []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Paragraph, *ast.Heading, *ast.TextBlock, *east.TableCell:
			// A heading's anchor is made from what it reads (site's
			// heading ids leave a numeral's markup out), so check -fix
			// binds its numbers as a paragraph's; it verifies that every
			// anchor stays.
			_, heading := n.(*ast.Heading)
			t := &text{fixable: true, heading: heading}
			var extra []*text
			inlineText(t, &extra, n, masked, blockStart(n), blockEnd(n, masked))
			out = append(append(out, t), extra...)
			if _, ok := n.(*east.TableCell); ok {
				row := n.Parent()
				if cells[row] == nil {
					rows = append(rows, row)
				}
				cells[row] = append(cells[row], t)
			}
			return ast.WalkSkipChildren, nil
		case *ast.HTMLBlock:
			if t := htmlBlockText(n, masked); t != nil {
				out = append(out, t)
			}
			out = append(out, htmlBlockAttributes(n, masked)...)
			return ast.WalkSkipChildren, nil
		case *ast.LinkReferenceDefinition:
			if t := titleText(n.Title, masked, blockLines(n)); t != nil {
				out = append(out, t)
			}
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	tableNeighbours(rows, cells)
	return out
}

// tableNeighbours gives each table cell the words of the other cells of
// its row and of its column's header, which say what its number is.
func tableNeighbours(rows []ast.Node, cells map[ast.Node][]*text) {
	var header []*text
	for _, row := range rows {
		if _, ok := row.(*east.TableHeader); ok {
			header = cells[row]
			continue
		}
		for i, c := range cells[row] {
			for j, o := range cells[row] {
				if j != i {
					c.near = append(c.near, rank.TextWords(string(o.b))...)
				}
			}
			if i < len(header) {
				c.near = append(c.near, rank.TextWords(string(header[i].b))...)
			}
		}
	}
}

// inlineText appends the prose of n's inline children to t, and the
// attributes and link titles among them to extra. start and end bound
// where a link's title may stand in src: the block.
func inlineText(t *text, extra *[]*text, n ast.Node, src []byte, start, end int) {
	r := inlineReader{t: t, extra: extra, src: src, start: start, end: end}
	r.read(n)
}

// An inlineReader reads a block's inline prose.
type inlineReader struct {
	t     *text
	extra *[]*text
	src   []byte
	start int    // of the block in src
	end   int    // of the block in src
	code  string // the code-like tag the text stands in (<code>, <kbd>…), "" if none
}

// codeTag matches the opening or closing tag of an HTML element whose text
// is code, as a code span's is: <code>, <kbd>, <samp>, <var>, <tt>.
var codeTag = regexp.MustCompile(`(?i)^<(/?)(code|kbd|samp|var|tt)\b`)

func (r *inlineReader) read(n ast.Node) {
	t, src := r.t, r.src
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			if r.code != "" {
				continue
			}
			t.addHTML(src, c.Segment.Start, c.Segment.Stop)
			if c.SoftLineBreak() || c.HardLineBreak() {
				t.insert('\n')
			}
		case *ast.CodeSpan, *markdown.Math, *ast.AutoLink, *ast.String:
			t.insert(separator)
		case *ast.RawHTML:
			// A tag vanishes, as emphasis markers do; the text around it
			// stays, and what the tag shows is a text of its own. The text
			// of <code> and the like is code.
			for i := 0; i < c.Segments.Len(); i++ {
				s := c.Segments.At(i)
				*r.extra = append(*r.extra, tagAttributes(src, s.Start, s.Stop)...)
				if m := codeTag.FindSubmatch(src[s.Start:s.Stop]); m != nil {
					name := string(bytes.ToLower(m[2]))
					switch {
					case len(m[1]) == 0 && r.code == "":
						r.code = name
						t.insert(separator)
					case len(m[1]) > 0 && r.code == name:
						r.code = ""
					}
				}
			}
		case *ast.Link:
			r.read(c)
			if c.Reference == nil { // a reference's title is read at its definition
				*r.extra = appendNonNil(*r.extra, titleText(c.Title, src, [][2]int{{r.after(c), r.end}}))
			}
		case *ast.Image:
			r.read(c)
			if c.Reference == nil {
				*r.extra = appendNonNil(*r.extra, titleText(c.Title, src, [][2]int{{r.after(c), r.end}}))
			}
		default:
			r.read(c)
		}
	}
}

// after returns where a link's title may start in src: after its text,
// or for a link without text, anywhere in the block.
func (r *inlineReader) after(n ast.Node) int {
	if from := lastStop(n); from >= 0 {
		return from
	}
	return r.start
}

func appendNonNil(ts []*text, t *text) []*text {
	if t == nil {
		return ts
	}
	return append(ts, t)
}

// lastStop returns where the last text under n ends in the source, -1 if
// n holds none.
func lastStop(n ast.Node) int {
	stop := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			stop = max(stop, t.Segment.Stop)
		}
		return ast.WalkContinue, nil
	})
	return stop
}

// blockStart returns where block n's first line starts.
func blockStart(n ast.Node) int {
	if lines := n.Lines(); lines != nil && lines.Len() > 0 {
		return lines.At(0).Start
	}
	return 0
}

// blockEnd returns where block n's last line ends in src.
func blockEnd(n ast.Node, src []byte) int {
	if lines := n.Lines(); lines != nil && lines.Len() > 0 {
		return lines.At(lines.Len() - 1).Stop
	}
	return len(src)
}

// blockLines returns the source ranges of a block's lines.
func blockLines(n ast.Node) [][2]int {
	var out [][2]int
	lines := n.Lines()
	for i := 0; lines != nil && i < lines.Len(); i++ {
		s := lines.At(i)
		out = append(out, [2]int{s.Start, s.Stop})
	}
	return out
}

// titleText returns a link's title as a text, found as written in the
// first of the source ranges that holds it; with escapes or references
// that change its bytes, all of it at the start of the first range.
func titleText(title, src []byte, within [][2]int) *text {
	if len(bytes.TrimSpace(title)) == 0 || len(within) == 0 {
		return nil
	}
	t := &text{in: inLinkTitle}
	for _, r := range within {
		lo, hi := max(r[0], 0), min(r[1], len(src))
		if lo >= hi {
			continue
		}
		if k := bytes.Index(src[lo:hi], title); k >= 0 {
			t.addHTML(src, lo+k, lo+k+len(title))
			return t
		}
	}
	t.b = bytes.Clone(title)
	t.pieces = []piece{{at: 0, src: within[0][0], n: 0}}
	return t
}

// shownAttribute matches an attribute whose value a reader sees or hears:
// a tooltip, an image's text, what a screen reader says.
var shownAttribute = regexp.MustCompile(`(?i)(?:^|[\s"'])(title|alt|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|placeholder|label|summary|abbr)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>` + "`" + `]+))`)

// tagAttributes returns the shown attributes of the tag written in
// src[start:end], each value a text of its own.
func tagAttributes(src []byte, start, end int) []*text {
	var out []*text
	for _, m := range shownAttribute.FindAllSubmatchIndex(src[start:end], -1) {
		for g := 2; g <= 4; g++ {
			if lo, hi := m[2*g], m[2*g+1]; lo >= 0 && hi > lo {
				t := &text{in: string(bytes.ToLower(src[start+m[2]:start+m[3]])) + " attribute"}
				t.addHTML(src, start+lo, start+hi)
				out = append(out, t)
			}
		}
	}
	return out
}

// htmlBlockText returns the text between the tags of an HTML block written
// in the markdown; comments, and the raw blocks (script, pre, style,
// textarea), are left out.
func htmlBlockText(n *ast.HTMLBlock, src []byte) *text {
	if n.HTMLBlockType != ast.HTMLBlockType6 && n.HTMLBlockType != ast.HTMLBlockType7 {
		return nil
	}
	t := &text{fixable: true}
	htmlBlockScan(n, src, func(start, end int) { t.addHTML(src, start, end) }, func(start, end int) {
		if start == end {
			t.insert(separator)
		}
	})
	return t
}

// htmlBlockAttributes returns the shown attributes of an HTML block's
// tags, each a text of its own.
func htmlBlockAttributes(n *ast.HTMLBlock, src []byte) []*text {
	if n.HTMLBlockType != ast.HTMLBlockType6 && n.HTMLBlockType != ast.HTMLBlockType7 {
		return nil
	}
	var out []*text
	htmlBlockScan(n, src, func(int, int) {}, func(start, end int) { out = append(out, tagAttributes(src, start, end)...) })
	return out
}

// htmlBlockScan walks an HTML block's lines, calling textFn for each run of
// text between tags and tagFn for each tag (or the part of it on one line);
// comments are neither.
func htmlBlockScan(n *ast.HTMLBlock, src []byte, textFn, tagFn func(start, end int)) {
	inTag, inComment := false, false
	code := "" // the code-like element the text stands in: its text is code
	text := func(start, end int) {
		if code == "" {
			textFn(start, end)
		}
	}
	tag := func(start, end int) {
		tagFn(start, end)
		if m := codeTag.FindSubmatch(src[start:end]); m != nil {
			name := string(bytes.ToLower(m[2]))
			switch {
			case len(m[1]) == 0 && code == "":
				code = name
			case len(m[1]) > 0 && code == name:
				code = ""
			}
		}
	}
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		start := seg.Start
		for j := seg.Start; j < seg.Stop; j++ {
			switch {
			case inComment:
				if j >= seg.Start+2 && string(src[j-2:j+1]) == "-->" {
					inComment = false
					start = j + 1
				}
			case inTag:
				if src[j] == '>' {
					inTag = false
					tag(start, j)
					start = j + 1
				}
			case src[j] == '<':
				text(start, j)
				start = j
				inTag = true
				if j+4 <= seg.Stop && string(src[j:j+4]) == "<!--" {
					inTag, inComment = false, true
					j += 3
				} else {
					tagFn(j, j) // the text around a tag does not run into it
				}
			}
		}
		switch {
		case inTag:
			tag(start, seg.Stop)
			start = seg.Stop
		case !inComment:
			text(start, seg.Stop)
		}
	}
}
