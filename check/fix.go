package check

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/pmezard/go-difflib/difflib"

	"coursesite/internal/atomicfile"
	"coursesite/labels"
	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
	"coursesite/rank"
	"coursesite/site"
	"coursesite/turkce"
)

// check -fix: every number typed by hand that exactly one figure fits —
// equal in value, and singled out by the words around it (see meaning) —
// is replaced, in the page's prose or in metinler.txt, by the action that
// writes that figure as it was typed: in digits or words, with its
// decimals, its suffix in archiphonemes and its capital. A number is
// rewritten only where the action then reads as the number did (the
// site's apostrophe ’ standing for a typed '); the rest stay findings,
// their candidates ranked.

// fixable ends the message of a finding that check -fix rewrites.
const fixable = "; check -fix writes it"

// A fixEdit replaces bytes [start, end) of a file with text.
type fixEdit struct {
	file       string
	start, end int
	text       string
}

// typedEdit returns the edit that writes the typed number rt of text t
// (of src) with its action: when every part's figure is singled out, its
// suffix is one an ek writes, the number stands in the file as it reads
// (no markup or character reference inside it), and the action reads as
// it does.
func typedEdit(src source, t *text, rt rankedTyped, figs *model.Figures) (fixEdit, bool) {
	if figs == nil || !rt.singled() {
		return fixEdit{}, false
	}
	var exprs []string
	for i, p := range rt.Parts {
		if p.TypedSuffix != "" {
			return fixEdit{}, false
		}
		exprs = append(exprs, expression(p, rt.ranks[i][0].Figure))
	}
	start, end := t.offset(rt.Start), t.endOffset(rt.End)
	typed := t.b[rt.Start:rt.End]
	if start < 0 || end > len(src.file.data) || start > end || !bytes.Equal(src.file.data[start:end], typed) {
		return fixEdit{}, false
	}
	expr := strings.Join(exprs, " ")
	got, ok := render(expr, figs)
	if !ok || !sameReading(got, string(typed)) {
		return fixEdit{}, false
	}
	return fixEdit{file: src.file.name, start: start, end: end, text: expr}, true
}

// literalEdit returns the edit that writes a figure's name in place of the
// number l typed into action a, when rk singles the figure out and the
// action then writes what it wrote.
func literalEdit(src source, l literal, a action, rk rank.Ranking, figs *model.Figures) (fixEdit, bool) {
	if figs == nil || !l.isFloat || !rk.Singled() {
		return fixEdit{}, false
	}
	old := string(src.pt.src[a.start:a.end])
	act := literalAction(l, a, src.pt.src, rk[0].Figure)
	was, ok := render(old, figs)
	if !ok {
		return fixEdit{}, false
	}
	if now, ok := render(act, figs); !ok || !sameReading(now, was) {
		return fixEdit{}, false
	}
	at := l.pos - a.start
	arg := act[at : len(act)-(len(old)-at-len(l.text))]
	return fixEdit{file: src.file.name, start: l.pos, end: l.pos + len(l.text), text: arg}, true
}

// render writes a text of actions with the page's figures and returns what
// a reader reads of it; ok is false when it does not run cleanly.
func render(src string, figs *model.Figures) (string, bool) {
	file := &place.File{Name: "check-fix", Data: []byte(src)}
	x, err := prose.Parse(file, 0, src, prose.Options{})
	if err != nil {
		return "", false
	}
	r := &prose.Run{Figures: figs}
	out, err := x.Execute(r)
	if err != nil || r.Err() != nil {
		return "", false
	}
	return prose.Plain(out), true
}

// sameReading reports whether a reader reads a and b alike: the same
// characters, any run of white space (a line break) as one space, and the
// site's apostrophe ’ as a typed '.
func sameReading(a, b string) bool { return reading(a) == reading(b) }

// reading is s as sameReading compares it.
func reading(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ReplaceAll(s, "'", "’") {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// extras returns, for each text of the source, the words of its
// surroundings that tell what its numbers are: the heading of the section
// it stands in, the key of a metinler.txt word.
func (s source) extras() [][]rank.Word {
	out := make([][]rank.Word, len(s.texts))
	var heading []rank.Word
	for i, t := range s.texts {
		var ex []rank.Word
		if t.heading {
			heading = nil
			for _, w := range rank.TextWords(string(t.b)) {
				heading = append(heading, rank.Word{W: w, Weight: weightHeading, Own: true})
			}
		} else {
			ex = append(ex, heading...)
		}
		for _, k := range t.near {
			ex = append(ex, rank.Word{W: k, Weight: weightNear, Own: true})
		}
		out[i] = ex
	}
	return out
}

// contextAt returns the words around the action that stands at file
// offset pos, in the text of the source that holds it.
func (s source) contextAt(pos int, extras [][]rank.Word) []rank.Word {
	for ti, t := range s.texts {
		c := newTextContext(t, read(t.b), s.pt, extras[ti])
		for k, tok := range c.toks {
			if tok.Kind == turkce.TokenPlaceholder && t.offset(tok.Start) <= pos && pos < t.endOffset(tok.End) {
				return c.around(k, k+1, -2-k, nil)
			}
		}
	}
	return nil
}

// applyEdits applies edits, all of one file, to data; an edit that
// overlaps one before it is left out.
func applyEdits(data []byte, edits []fixEdit) []byte {
	slices.SortFunc(edits, func(a, b fixEdit) int { return cmp.Compare(a.start, b.start) })
	var b bytes.Buffer
	at := 0
	for _, e := range edits {
		if e.start < at || e.end > len(data) {
			continue
		}
		b.Write(data[at:e.start])
		b.WriteString(e.text)
		at = e.end
	}
	b.Write(data[at:])
	return b.Bytes()
}

// scriptOrStyle matches what a page runs or styles, which no reader reads.
var scriptOrStyle = regexp.MustCompile(`(?is)<(script|style)\b.*?</(?:script|style)>`)

// idAttr matches an element's id, which links and the contents land on.
var idAttr = regexp.MustCompile(`\bid="([^"]*)"`)

// pageReading is what a reader reads of a built page, and the places
// links lead to in it.
func pageReading(html []byte) string {
	h := scriptOrStyle.ReplaceAllString(string(html), "")
	var ids []string
	for _, m := range idAttr.FindAllStringSubmatch(h, -1) {
		ids = append(ids, m[1])
	}
	return reading(prose.Plain(h)) + "\n#" + strings.Join(ids, " #")
}

// changedReading returns the first page whose reading differs between
// two builds of a site, "" when none does.
func changedReading(before, after map[string][]byte) string {
	for _, name := range slices.Sorted(maps.Keys(before)) {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		if pageReading(before[name]) != pageReading(after[name]) {
			return name
		}
	}
	return ""
}

// writeDiff writes a unified diff of a file's old and new text, with
// three lines of context, as diff -u does.
func writeDiff(w io.Writer, name string, old, new []byte) {
	difflib.WriteUnifiedDiff(w, difflib.UnifiedDiff{
		A: diffLines(old), B: diffLines(new),
		FromFile: "a/" + name, ToFile: "b/" + name, Context: 3,
	})
}

// diffLines splits text into lines, each with its newline; a last line
// without one says so, as diff -u does.
func diffLines(data []byte) []string {
	lines := strings.SplitAfter(string(data), "\n")
	n := len(lines)
	if lines[n-1] == "" {
		return lines[:n-1]
	}
	lines[n-1] += "\n\\ No newline at end of file\n"
	return lines
}

// maxFixRounds bounds how often Fix reads the pages again after binding
// numbers: an action written in place of a number gives the numbers
// around it the words of its figure's name, which may single out
// another's figure.
const maxFixRounds = 8

// Fix implements check -fix on the project in folder dir: it writes the
// course's term in place of every form the terms file says not to write
// where the suffixes say how (terms.go), then binds every number typed by
// hand that exactly one figure fits, again until no more is (so a second
// run changes nothing), checks that the site then reads as it did with
// the terms written — every page's text and anchors — and only then
// rewrites the files, each atomically, and writes a unified diff of them
// to stdout. It returns the check of the rewritten project, its listings
// run by listings (once: binding a number changes no listing's output).
//
// It builds the site twice: once to find what to bind, once to confirm
// (and once between when it writes terms, which change how a page
// reads). Between, binding a number changes no figure, so the rounds that
// follow the first read the pages' new sources against the first build's
// model (rereadPages).
func Fix(ctx context.Context, dir string, assets site.Assets, listings Listings, stdout, stderr io.Writer) (*Report, error) {
	return FixExplicit(ctx, dir, assets, listings, "", stdout, stderr)
}

// FixExplicit is Fix, also writing the relations read from the prose that
// explicit selects ("all", or FILE:LINE,… of a relation's place, as check
// -v lists them) as iddia after their paragraphs: the author's claims
// from then on, which the reader leaves alone.
func FixExplicit(ctx context.Context, dir string, assets site.Assets, listings Listings, explicit string, stdout, stderr io.Writer) (*Report, error) {
	base := os.DirFS(dir)
	files := map[string][]byte{} // the rewritten files
	orig := map[string][]byte{}
	var before map[string][]byte
	bound, stated, worded := 0, 0, 0
	r, out, err := check(ctx, overlay{base, files}, assets, listings, false)
	if err != nil {
		return nil, err
	}
	// The terms first: a page then reads otherwise (kapasitesi where it
	// read sığası), and what the numbers bound after must keep is how
	// the pages read with the course's words.
	if out != nil && len(r.termEdits) > 0 {
		if err := editFiles(dir, base, files, orig, r.termEdits); err != nil {
			return nil, err
		}
		worded = len(r.termEdits)
		if r, out, err = check(ctx, overlay{base, files}, assets, listings, false); err != nil {
			return nil, err
		}
		if out == nil {
			return nil, fmt.Errorf("check -fix: the site would not build with the course's terms written; nothing written")
		}
	}
	if out != nil { // else the site does not build: its errors are the findings
		before = out.Files
	}
	for round := 0; out != nil && round < maxFixRounds; round++ {
		if round > 0 {
			pages, err := rereadPages(overlay{base, files}, out.Pages)
			if err != nil {
				return nil, err
			}
			if r, err = judge(ctx, overlay{base, files}, pages, listings, false); err != nil {
				return nil, err
			}
		}
		edits := r.edits
		if round == 0 {
			written, n := r.explicitEdits(explicit)
			stated += n
			edits = append(edits, written...)
		}
		if len(edits) == 0 {
			break
		}
		if err := editFiles(dir, base, files, orig, edits); err != nil {
			return nil, err
		}
		bound += len(r.edits)
	}
	r, out, err = check(ctx, overlay{base, files}, assets, listings, true)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return r, nil
	}
	if out == nil {
		return nil, fmt.Errorf("check -fix: the site would not build with the numbers bound; nothing written")
	}
	if page := changedReading(before, out.Files); page != "" {
		return nil, fmt.Errorf("check -fix: with the numbers bound, %s would not read as it does; nothing written", page)
	}
	names := slices.Sorted(maps.Keys(files))
	for _, name := range names { // all of them before any is written
		if err := writable(dir, name); err != nil {
			return nil, err
		}
	}
	for _, name := range names {
		path := filepath.Join(dir, filepath.FromSlash(name))
		info, err := os.Lstat(path)
		if err != nil {
			return nil, err
		}
		if err := atomicfile.Write(path, files[name]); err != nil {
			return nil, err
		}
		if info.Mode().Perm() != 0o644 {
			if err := os.Chmod(path, info.Mode().Perm()); err != nil {
				return nil, err
			}
		}
	}
	for _, name := range names {
		writeDiff(stdout, name, orig[name], files[name])
	}
	var done []string
	if worded > 0 {
		done = append(done, "wrote "+count(worded, "term", "terms"))
	}
	if bound > 0 || worded == 0 {
		done = append(done, "bound "+count(bound, "number", "numbers"))
	}
	if stated > 0 {
		done = append(done, "stated "+count(stated, "relation", "relations"))
	}
	what := strings.Join(done, " and ")
	fmt.Fprintf(stderr, "check -fix: %s in %s\n", what, count(len(names), "file", "files"))
	return r, nil
}

// editFiles applies edits to the files they are of, in files: each file
// read from base the first time one is edited (kept in orig, as it was),
// only if check -fix may write it.
func editFiles(dir string, base fs.FS, files, orig map[string][]byte, edits []fixEdit) error {
	byFile := map[string][]fixEdit{}
	for _, e := range edits {
		byFile[e.file] = append(byFile[e.file], e)
	}
	for name, es := range byFile {
		data, ok := files[name]
		if !ok {
			if err := writable(dir, name); err != nil {
				return err
			}
			var err error
			if data, err = fs.ReadFile(base, name); err != nil {
				return err
			}
			orig[name] = data
		}
		files[name] = applyEdits(data, es)
	}
	return nil
}

// writable says why check -fix may not write file name (a slash-separated
// path of the project in dir), nil when it may: it writes only a regular
// file inside the project, never through a symbolic link, in the file's
// name or in a folder's above it — a link's target may be anywhere, outside
// the project too, and -fix once followed it on purpose and rewrote the
// file it pointed to.
func writable(dir, name string) error {
	if !fs.ValidPath(name) || name == "." {
		return fmt.Errorf("check -fix: %q is no file inside the project; nothing written", name)
	}
	parts := strings.Split(name, "/")
	p := dir
	for i, part := range parts {
		p = filepath.Join(p, part)
		info, err := os.Lstat(p)
		if err != nil {
			return fmt.Errorf("check -fix: %v; nothing written", err)
		}
		shown := strings.Join(parts[:i+1], "/")
		if info.Mode()&fs.ModeSymlink != 0 {
			target, _ := os.Readlink(p)
			return fmt.Errorf("check -fix: %s is a symbolic link (to %s); -fix writes only regular files of the project, never through a link: nothing written", shown, target)
		}
		if i == len(parts)-1 && !info.Mode().IsRegular() {
			return fmt.Errorf("check -fix: %s is not a regular file; nothing written", shown)
		}
	}
	return nil
}

// rereadPages returns pages as the files in fsys now have them: each
// page's source and its lesson's words read again, the rest (the model's
// figures, the givens, the claims) as the build made them. Binding a
// number writes the action of a figure the page already shows the value
// of: no figure changes.
func rereadPages(fsys fs.FS, pages []*site.Page) ([]*site.Page, error) {
	out := make([]*site.Page, len(pages))
	for i, p := range pages {
		q, err := p.Reread(fsys)
		if err != nil {
			return nil, err
		}
		if p.Lesson != nil && p.LabelsData != nil {
			name := p.Lesson.Labels.Name()
			words, err := fs.ReadFile(fsys, name)
			if err != nil {
				return nil, err
			}
			l := *p.Lesson
			if l.Labels, err = labels.Read(name, words); err != nil {
				return nil, err
			}
			q.Lesson, q.LabelsData = &l, words
		}
		out[i] = q
	}
	return out, nil
}
