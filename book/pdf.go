package book

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

func init() {
	// pdfcpu would otherwise write its configuration into the user's
	// config folder on first use: the book needs none of it (no fonts of
	// its own, the defaults).
	api.DisableConfigDir()
}

// config is how pdfcpu reads and writes the book: leniently (Chromium's
// PDF is read as it is), written plainly, with no object or cross-reference
// streams, so that what finish sets stands in the file as written.
func config() *model.Configuration {
	c := model.NewDefaultConfiguration()
	c.ValidationMode = model.ValidationRelaxed
	c.WriteObjectStream = false
	c.WriteXRefStream = false
	return c
}

// A mark is an entry of a PDF's outline: its title, its page (from 1).
type mark struct {
	Title string
	Page  int
}

// An outline is a PDF's outline, entries in the order of the document
// (each before those under it), and its page count.
type outline struct {
	marks []mark
	pages int
}

// readOutline reads the outline of the PDF pdf (Chromium's, made of its
// headings).
func readOutline(pdf []byte) (outline, error) {
	conf := config()
	ctx, err := api.ReadContext(bytes.NewReader(pdf), conf)
	if err != nil {
		return outline{}, fmt.Errorf("book: reading the printed PDF: %v", err)
	}
	bms, err := api.Bookmarks(bytes.NewReader(pdf), conf)
	if err != nil {
		return outline{}, fmt.Errorf("book: reading the printed PDF's outline: %v", err)
	}
	if err := ctx.EnsurePageCount(); err != nil {
		return outline{}, err
	}
	o := outline{pages: ctx.PageCount}
	var walk func([]pdfcpu.Bookmark)
	walk = func(bms []pdfcpu.Bookmark) {
		for _, b := range bms {
			o.marks = append(o.marks, mark{Title: b.Title, Page: b.PageFrom})
			walk(b.Kids)
		}
	}
	walk(bms)
	return o, nil
}

// folded is s with its white space folded, as outlines and headings are
// compared.
func folded(s string) string { return strings.Join(strings.Fields(s), " ") }

// pagesOf returns the page of each of the contents' entries: the page of
// the outline's entry that is its heading, found in order.
func (d *document) pagesOf(o outline) ([]int, error) {
	var pages []int
	i := 0
	for _, e := range d.entries() {
		for i < len(o.marks) && folded(o.marks[i].Title) != folded(e.Text) {
			i++
		}
		if i == len(o.marks) {
			return nil, fmt.Errorf("book: the heading %q is not in the printed outline, in the book's order", e.Text)
		}
		pages = append(pages, o.marks[i].Page)
		i++
	}
	return pages, nil
}

// number gives the contents' entries the pages the outline o says.
func (d *document) number(o outline) error {
	pages, err := d.pagesOf(o)
	if err != nil {
		return err
	}
	for i, e := range d.entries() {
		e.Page = pages[i]
	}
	return nil
}

// same reports an error unless every entry stands, in o, on the page the
// contents say: the second print must break its pages where the first did.
func (d *document) same(o outline) error {
	pages, err := d.pagesOf(o)
	if err != nil {
		return err
	}
	for i, e := range d.entries() {
		if pages[i] != e.Page {
			return fmt.Errorf("book: %q moved from page %d to %d once the contents were numbered", e.Text, e.Page, pages[i])
		}
	}
	return nil
}

// metadata is what finish writes into the PDF's document information.
type metadata struct {
	Title, Author, Subject, Lang string
	Date                         time.Time
}

// sourceDate is the book's date: SOURCE_DATE_EPOCH's (the convention of
// reproducible builds) when set, else the Unix epoch's start; never the
// clock's, so that every run gives the same bytes.
func sourceDate() (time.Time, error) {
	v := os.Getenv("SOURCE_DATE_EPOCH")
	if v == "" {
		return time.Unix(0, 0).UTC(), nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("book: SOURCE_DATE_EPOCH=%q: not a count of seconds", v)
	}
	return time.Unix(n, 0).UTC(), nil
}

// pdfDates are the dates pdfcpu writes into the document information
// (its clock's, whatever they were), and idArray the file identifier.
var (
	pdfDates = regexp.MustCompile(`/(CreationDate|ModDate)\s*\((D:[^)]*)\)`)
	idArray  = regexp.MustCompile(`/ID\s*\[\s*<([0-9A-Fa-f]*)>\s*<([0-9A-Fa-f]*)>\s*\]`)
)

// finish makes Chromium's PDF the book's: its document information (title,
// author, subject, creator and dates) and its language set, the random
// identifier and the clock's times Chromium and pdfcpu write replaced by
// what the content gives — the same bytes on every run.
func finish(pdf []byte, m metadata) ([]byte, error) {
	conf := config()
	ctx, err := api.ReadContext(bytes.NewReader(pdf), conf)
	if err != nil {
		return nil, err
	}
	info := types.NewDict()
	// Text strings in UTF-16 (with its byte order mark): PDFDocEncoding
	// has no ğ, ı nor ş.
	text := func(key, s string) { info.Insert(key, types.NewHexLiteral([]byte(types.EncodeUTF16String(s)))) }
	text("Title", m.Title)
	text("Author", m.Author)
	if m.Subject != "" {
		text("Subject", m.Subject)
	}
	text("Creator", "coursesite book (Chromium)")
	ir, err := ctx.IndRefForNewObject(info)
	if err != nil {
		return nil, err
	}
	ctx.Info = ir
	root, err := ctx.Catalog()
	if err != nil {
		return nil, err
	}
	root.Update("Lang", types.StringLiteral(m.Lang))
	// Chromium's XMP metadata repeats the times and random identifiers of
	// the print; the document information above says what it said.
	root.Delete("Metadata")
	ctx.ID = nil
	var b bytes.Buffer
	if err := api.WriteContext(ctx, &b); err != nil {
		return nil, err
	}
	out, err := inNumberOrder(b.Bytes())
	if err != nil {
		return nil, err
	}
	// pdfcpu dates the document information by its clock: the book's date
	// instead, written in the same number of bytes (D:YYYYMMDDHHmmSS+HH'mm'),
	// so that no offset of the cross-reference table moves.
	date := types.DateString(m.Date)
	out = pdfDates.ReplaceAllFunc(out, func(s []byte) []byte {
		sub := pdfDates.FindSubmatchIndex(s)
		old := s[sub[4]:sub[5]]
		if len(old) != len(date) {
			return s
		}
		return bytes.Replace(s, old, []byte(date), 1)
	})
	if n := len(pdfDates.FindAll(out, -1)); n == 0 || bytes.Count(out, []byte(date)) < n {
		return nil, fmt.Errorf("the document information's dates are not the book's")
	}
	out = renumberNodeIDs(out)
	// The identifier: the first bytes of the SHA-256 of the file with it
	// blanked, in its place.
	loc := idArray.FindAllSubmatchIndex(out, -1)
	if len(loc) == 0 {
		return nil, fmt.Errorf("no file identifier written")
	}
	for _, l := range loc {
		for _, k := range []int{2, 4} {
			for i := l[k]; i < l[k+1]; i++ {
				out[i] = '0'
			}
		}
	}
	sum := sha256.Sum256(out)
	id := hex.EncodeToString(sum[:])
	for _, l := range loc {
		for _, k := range []int{2, 4} {
			n := l[k+1] - l[k]
			if n > len(id) {
				return nil, fmt.Errorf("a file identifier of %d digits", n)
			}
			copy(out[l[k]:l[k+1]], id[:n])
		}
	}
	return out, nil
}

// nodeID is an identifier Chromium gives a structure element of the
// tagged PDF (its StructElem's /ID, the table headers' /Headers, the
// structure tree's /IDTree): the DOM node's, a count of the renderer's
// nodes, which a node made or not by timing (a layout pass, a font
// loaded) shifts from one print to the next.
var nodeID = regexp.MustCompile(`\(node(\d{8})\)`)

// renumberNodeIDs writes Chromium's node identifiers in pdf as their rank
// among them: the same from print to print, in the same order (the ID
// tree's keys stay sorted), and of the same length (no offset moves).
func renumberNodeIDs(pdf []byte) []byte {
	var ids []string
	seen := map[string]bool{}
	for _, m := range nodeID.FindAllSubmatch(pdf, -1) {
		if id := string(m[1]); !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	slices.Sort(ids) // eight digits each: as numbers
	rank := make(map[string]int, len(ids))
	for i, id := range ids {
		rank[id] = i
	}
	return nodeID.ReplaceAllFunc(pdf, func(m []byte) []byte {
		return fmt.Appendf(nil, "(node%08d)", rank[string(m[5:13])])
	})
}

// xrefEntry is an entry of a classic cross-reference table.
var xrefEntry = regexp.MustCompile(`^(\d{10}) (\d{5}) ([nf])`)

// inNumberOrder returns pdf, as pdfcpu writes it (no object streams, a
// classic cross-reference table), with its objects in the order of their
// numbers: pdfcpu writes them in the order it walks its dictionaries,
// which are Go maps, so that the same document comes out in another order
// on every run.
func inNumberOrder(pdf []byte) ([]byte, error) {
	sx := bytes.LastIndex(pdf, []byte("startxref"))
	if sx < 0 {
		return nil, fmt.Errorf("no startxref")
	}
	xref, err := strconv.Atoi(strings.Fields(string(pdf[sx+len("startxref"):]))[0])
	if err != nil || xref <= 0 || xref >= sx || !bytes.HasPrefix(pdf[xref:], []byte("xref")) {
		return nil, fmt.Errorf("no classic cross-reference table at startxref")
	}
	tr := bytes.Index(pdf[xref:], []byte("trailer"))
	if tr < 0 {
		return nil, fmt.Errorf("no trailer")
	}
	trailer := pdf[xref+tr : sx]
	// The objects in use, by number, and where each starts.
	type object struct{ num, gen, at int }
	var objs []object
	lines := strings.Split(strings.TrimSpace(string(pdf[xref+len("xref"):xref+tr])), "\n")
	for i := 0; i < len(lines); {
		head := strings.Fields(lines[i])
		if len(head) != 2 {
			return nil, fmt.Errorf("cross-reference subsection %q", lines[i])
		}
		first, err1 := strconv.Atoi(head[0])
		count, err2 := strconv.Atoi(head[1])
		if err1 != nil || err2 != nil || i+1+count > len(lines) {
			return nil, fmt.Errorf("cross-reference subsection %q", lines[i])
		}
		for j := 0; j < count; j++ {
			m := xrefEntry.FindStringSubmatch(lines[i+1+j])
			if m == nil {
				return nil, fmt.Errorf("cross-reference entry %q", lines[i+1+j])
			}
			if m[3] == "n" {
				at, _ := strconv.Atoi(m[1])
				gen, _ := strconv.Atoi(m[2])
				objs = append(objs, object{first + j, gen, at})
			}
		}
		i += 1 + count
	}
	// Each object runs to the next one's start, the last to the table.
	byAt := slices.Clone(objs)
	slices.SortFunc(byAt, func(a, b object) int { return a.at - b.at })
	end := map[int]int{}
	for i, o := range byAt {
		end[o.at] = xref
		if i+1 < len(byAt) {
			end[o.at] = byAt[i+1].at
		}
	}
	if len(byAt) == 0 {
		return nil, fmt.Errorf("no objects")
	}
	slices.SortFunc(objs, func(a, b object) int { return a.num - b.num })
	var b bytes.Buffer
	b.Write(pdf[:byAt[0].at]) // the header
	offsets := map[int]int{}
	maxNum := 0
	for _, o := range objs {
		offsets[o.num] = b.Len()
		b.Write(pdf[o.at:end[o.at]])
		maxNum = max(maxNum, o.num)
	}
	table := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n", maxNum+1)
	for n := 0; n <= maxNum; n++ {
		if at, ok := offsets[n]; ok {
			fmt.Fprintf(&b, "%010d 00000 n\r\n", at)
		} else {
			b.WriteString("0000000000 65535 f\r\n")
		}
	}
	b.Write(trailer)
	fmt.Fprintf(&b, "startxref\n%d\n%%%%EOF\n", table)
	return b.Bytes(), nil
}
