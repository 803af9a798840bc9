package site

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"coursesite/frontmatter"
	"coursesite/internal/lessonfs"
	"coursesite/internal/reserved"
	"coursesite/internal/textcheck"
	"coursesite/place"
	"coursesite/prose"
)

// maxPageSize bounds a page or a template: a lesson's text is a few tens
// of kilobytes; anything far larger is a mistake that would cost the build
// (a lesson's other files are bounded by lessonfs.MaxSize).
const maxPageSize = 1 << 20

// A File is a page's file as the build read it, the first stage's value
// (readFile): where it is and is published, its front matter, and its
// text, which the stages after it execute and render.
type File struct {
	Src    string // source file, e.g. content/zaman-asimi-butceleri/index.md
	URL    string // path from the site root: "" or "zaman-asimi-butceleri/"
	Meta   frontmatter.Meta
	Source []byte // the file as written, front matter blanked (line numbers kept)

	front *frontmatter.Doc // where each field of Meta is written
	raw   []byte           // the file as read
}

// IsLesson reports whether the page is a lesson (rather than the index).
func (f *File) IsLesson() bool { return f.URL != "" }

// Dir returns the page's folder in the project.
func (f *File) Dir() string { return path.Dir(f.Src) }

// Root returns the relative path from a page to the site root ("" or
// "../"), so links work under any sub-path and from a plain file server.
func (f *File) Root() string { return strings.Repeat("../", strings.Count(f.URL, "/")) }

// folder is the name of the page's lesson's folder, "" for the index.
func (f *File) folder() string { return strings.TrimSuffix(f.URL, "/") }

// file returns the page's source as a place.File, for errors.
func (f *File) file() *place.File { return &place.File{Name: f.Src, Data: f.Source} }

// Raw returns the page's file as the build read it, front matter
// included.
func (f *File) Raw() []byte { return f.raw }

// ValueAt returns the file offset of front matter field name's value
// (its quote, if quoted), and whether the field is written.
func (f *File) ValueAt(name string) (int, bool) { return f.front.ValueAt(name) }

// fieldError returns an error at front matter field name (line 2 when the
// field is not written).
func (f *File) fieldError(name string, format string, args ...any) *place.Error {
	return f.front.FieldError(name, format, args...)
}

// fieldPos is where front matter field name is written; zero when it is
// not.
func (f *File) fieldPos(name string) place.Pos {
	off, ok := f.front.FieldAt(name)
	if !ok {
		return place.Pos{}
	}
	return f.file().Position(off)
}

// ReadPage reads the page file src of fsys, its front matter and its
// source, as a build does before it runs anything: for the check, which
// places what it finds in a page that did not build.
func ReadPage(fsys fs.FS, src string) (*Page, error) {
	f, err := readFile(fsys, src, "", nil)
	if err != nil {
		return nil, err
	}
	return &Page{File: *f}, nil
}

// Reread returns p with its file read again from fsys — its front
// matter, its source and its actions — and the rest as the build made
// it: check -fix, which binds typed numbers to figures the page already
// shows (changing none), reads its edits without building again.
func (p *Page) Reread(fsys fs.FS) (*Page, error) {
	fresh, err := readFile(fsys, p.Src, p.URL, nil)
	if err != nil {
		return nil, err
	}
	q := *p
	q.File = *fresh
	if q.Actions, err = prose.ReadActions(q.file(), 0, string(q.Source)); err != nil {
		return nil, err
	}
	return &q, nil
}

// readPages finds content/index.md and every lesson and reads their
// files (readFile), taking over prev's where they are the same; it
// returns their pages, the index first, then the lessons sorted by their
// front matter's sira, then by folder name, each linked to the ones before
// and after it.
func (s *Site) readPages(prev *Output) ([]*Page, error) {
	var before map[string]*File
	if prev != nil {
		before = map[string]*File{}
		for _, p := range prev.Pages {
			before[p.Src] = &p.File
		}
	}
	index, err := readFile(s.fsys, "content/index.md", "", before["content/index.md"])
	if err != nil {
		return nil, err
	}
	entries, err := fs.ReadDir(s.fsys, "content")
	if err != nil {
		return nil, fmt.Errorf("content: %v", err)
	}
	entries = slices.DeleteFunc(entries, func(e fs.DirEntry) bool { return !e.IsDir() })
	// Read at once, as the pages are rendered (their front matter is YAML).
	found := make([]*Page, len(entries))
	errs := eachPage(context.Background(), len(entries), func(i int) error {
		src := path.Join("content", entries[i].Name(), "index.md")
		if _, err := fs.Stat(s.fsys, src); err != nil {
			return nil
		}
		if err := reserved.FolderError(src, entries[i].Name()); err != nil {
			return err
		}
		f, err := readFile(s.fsys, src, entries[i].Name()+"/", before[src])
		if err == nil {
			found[i] = &Page{File: *f}
		}
		return err
	})
	if err := joined(slices.DeleteFunc(errs, func(err error) bool { return err == nil })); err != nil {
		return nil, err
	}
	lessons := slices.DeleteFunc(found, func(p *Page) bool { return p == nil })
	slices.SortStableFunc(lessons, func(a, b *Page) int { return a.Meta.Order - b.Meta.Order })
	for i, p := range lessons {
		if i > 0 {
			p.Prev = lessons[i-1]
		}
		if i+1 < len(lessons) {
			p.Next = lessons[i+1]
		}
	}
	return append([]*Page{{File: *index}}, lessons...), nil
}

// readFile reads the page file src, published at url, and its front
// matter (package frontmatter): the pipeline's first stage. When prev,
// the file as an earlier build read it, was read from the same bytes, it
// is taken over.
func readFile(fsys fs.FS, src, url string, prev *File) (*File, error) {
	data, err := lessonfs.ReadProjectFile(fsys, src, maxPageSize)
	if err != nil {
		return nil, err
	}
	if prev != nil && prev.URL == url && bytes.Equal(prev.raw, data) {
		return prev, nil
	}
	if err := textcheck.Check(src, data); err != nil {
		return nil, err
	}
	front, err := frontmatter.Read(src, data)
	if err != nil {
		return nil, err
	}
	return &File{Src: src, URL: url, Meta: front.Meta, Source: front.Body, front: front, raw: data}, nil
}
