package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"slices"

	"coursesite/internal/lessonfs"
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

// memo is what an output of Rebuild remembers of its inputs.
type memo struct {
	templates []input    // every file under templates/
	layouts   *layouts   // parsed from them
	lessons   []string   // the lessons' folder names, sorted
	pages     []pageMemo // by page, as Output.Pages
	html      [][]byte   // each page laid out, as Output.Pages
	assets    assetNames // the assets' published names the pages were laid out with
}

// pageMemo is what a page was made of.
type pageMemo struct {
	raw     []byte  // its page file as read
	inputs  []input // the files of its folder (a lesson's)
	lessons bool    // it named lessons ({{ ders }})
}

// input is a file of a folder, as a build could see it: its name, its
// kind, a link's target, and a regular file's size and the SHA-256 of its
// first bytes (past lessonfs.MaxSize a build reads no more). A link is not followed: what it
// leads to inside the folder is itself one of the folder's files, and a
// build refuses to read what it leads to outside (package lessonfs), so
// its target's name is all of it a rendering can depend on. Nor is any
// file but a regular one opened: a FIFO would wait for a writer.
type input struct {
	name string
	mode fs.FileMode
	link string
	size int64
	sum  [sha256.Size]byte // of the bytes read: a folder's files are not kept
}

// inputsOf lists the files under dir in fsys; ok is false when it could not
// read them all, or could not tell a link's target (such a folder's page
// is rendered again).
func inputsOf(fsys fs.FS, dir string) (ins []input, ok bool) {
	err := fs.WalkDir(fsys, dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name == dir {
			return nil
		}
		in := input{name: name, mode: d.Type()}
		switch {
		case in.mode&fs.ModeSymlink != 0:
			if in.link, err = fs.ReadLink(fsys, name); err != nil {
				return err // no link target (an fs.FS without ReadLink): nothing to compare
			}
		case in.mode.IsRegular():
			f, err := fsys.Open(name)
			if err != nil {
				return err
			}
			fi, err := f.Stat()
			if err == nil && !fi.Mode().IsRegular() {
				err = fmt.Errorf("%s: changed while read", name)
			}
			if err == nil {
				in.size = fi.Size()
				h := sha256.New()
				_, err = io.Copy(h, io.LimitReader(f, lessonfs.MaxSize+1))
				h.Sum(in.sum[:0])
			}
			f.Close()
			if err != nil {
				return err
			}
		}
		ins = append(ins, in)
		return nil
	})
	return ins, err == nil
}

// sameInputs reports whether two listings of a folder are the same.
func sameInputs(a, b []input) bool {
	return slices.EqualFunc(a, b, func(x, y input) bool {
		return x.name == y.name && x.mode == y.mode && x.link == y.link && x.size == y.size && x.sum == y.sum
	})
}

// templateInputs lists the files under templates/.
func templateInputs(fsys fs.FS) ([]input, bool) { return inputsOf(fsys, "templates") }

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
		ins, ok := inputsOf(s.fsys, p.Dir())
		if ok {
			memos[i].inputs = ins
		}
		j, found := before[p.Src]
		if !ok || !found {
			continue
		}
		was := prev.memo.pages[j]
		if was.inputs == nil || !bytes.Equal(was.raw, p.raw) || !sameInputs(was.inputs, ins) {
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
