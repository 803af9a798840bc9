package site

import (
	"bytes"
	"context"
	"io/fs"
	"path"
	"reflect"
	"slices"

	"coursesite/internal/inputs"
	"coursesite/internal/publish"
	"coursesite/terms"
)

// Rebuild builds the site again, as Build does, reusing what prev — an
// earlier Rebuild's output of the same project, by this program (the
// same models and assets) — made of every page whose inputs are
// unchanged; with a nil prev it builds every page, or takes the lessons
// from the site's cache (UseCache) as Build does. The output is the same,
// byte for byte, as Build's of the same sources (the preview's test
// compares them); it also remembers the inputs, for the next Rebuild.
//
// A lesson's page is rendered again when a file of its folder changed
// (its page, its parameters, its words, a listing: any file, link or mode
// under content/NAME/), or when it links to lessons ({{ ders }}) and a
// lesson came or went. The index page, whose folder is the whole of
// content/, is always rendered again (it is prose alone, and small). A
// page is laid out again when it was rendered again; every page is when
// any page's outline changed — the pages' order, a URL or a front matter
// field (title, summary, order) — since a layout shows the others' titles
// and summaries (the index, the previous and next lessons' links). A
// change under templates/ builds everything.
func (s *Site) Rebuild(ctx context.Context, prev *Output) (*Output, error) {
	return s.build(ctx, prev, true)
}

// rebuildMemo is what an output of Rebuild remembers of its inputs.
type rebuildMemo struct {
	templates []inputs.File  // every file under templates/
	layouts   *layouts       // parsed from them
	lessons   []string       // the lessons' folder names, sorted
	pages     []pageMemo     // by page, as Output.Pages
	html      [][]byte       // each page laid out, as Output.Pages
	assets    publish.Assets // the assets' published names the pages were laid out with
}

// pageMemo is what a page was made of.
type pageMemo struct {
	raw     []byte        // its page file as read
	inputs  []inputs.File // the files of its folder (a lesson's)
	lessons bool          // it named lessons ({{ ders }})
}

// templateInputs lists what every page is laid out and marked with: the
// files under templates/ and the course's terms file (package terms).
func templateInputs(fsys fs.FS) ([]inputs.File, bool) {
	ins, ok := inputs.Of(fsys, "templates")
	words, found := inputs.Of(fsys, terms.File) // every page marks the course's terms
	return append(ins, words...), ok && found
}

// sameOutlines reports whether two builds' pages have the same outline: the
// same pages, in the same order, with the same front matter.
func sameOutlines(a, b []*Page) bool {
	return slices.EqualFunc(a, b, func(p, q *Page) bool {
		return p.Src == q.Src && p.URL == q.URL && reflect.DeepEqual(p.Meta, q.Meta)
	})
}

// reusable returns, for each page, the page of prev it may take its
// rendering from, or nil; and what each page is made of.
func (s *Site) reusable(pages []*Page, lessons []string, prev *Output) ([]*Page, []pageMemo) {
	reuse := make([]*Page, len(pages))
	memos := make([]pageMemo, len(pages))
	var before map[string]int
	if prev != nil && prev.memo != nil {
		before = map[string]int{}
		for i, p := range prev.Pages {
			before[p.Src] = i
		}
	}
	for i, p := range pages {
		memos[i].raw = p.raw
		if i == 0 {
			continue // the index: always rendered
		}
		ins, ok := inputs.Of(s.fsys, p.Dir())
		if ok {
			memos[i].inputs = ins
		}
		j, found := before[p.Src]
		if !ok || !found {
			continue
		}
		was := prev.memo.pages[j]
		if was.inputs == nil || !bytes.Equal(was.raw, p.raw) || !inputs.Same(was.inputs, ins) {
			continue
		}
		if was.lessons && !slices.Equal(prev.memo.lessons, lessons) {
			continue
		}
		reuse[i] = prev.Pages[j]
		memos[i].lessons = was.lessons
	}
	return reuse, memos
}

// lessonNames returns the lessons' folder names, sorted.
func lessonNames(pages []*Page) []string {
	var names []string
	for _, p := range pages[1:] {
		names = append(names, path.Base(p.Dir()))
	}
	slices.Sort(names)
	return names
}
