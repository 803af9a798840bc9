package site

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"coursesite/internal/textcheck"
	"coursesite/place"
	"coursesite/prose"
)

// A File is a page's file as the build read it, the first stage's value
// (readFile): where it is and is published, its front matter, and its
// text, which the stages after it execute and render.
type File struct {
	Src    string // source file, e.g. content/zaman-asimi-butceleri/index.md
	URL    string // path from the site root: "" or "zaman-asimi-butceleri/"
	Meta   Meta
	Source []byte // the file as written, front matter blanked (line numbers kept)

	// fields gives the offset in Source of each front matter field, for
	// errors about it; values the offset of each field's value.
	fields, values map[string]int
	raw            []byte // the file as read
}

// Meta is a page's front matter. The Go names are the engine's, in
// English; the yaml tags are the keys the author types, in Turkish, and
// every message about a key names the tag (fieldMessage, fieldError).
type Meta struct {
	Title   string `yaml:"baslik"` // the page's title
	Summary string `yaml:"ozet"`   // one-sentence summary, for the index and <meta>
	Order   int    `yaml:"sira"`   // order among lessons
	// Model names the lesson's model (package model's registry); a lesson
	// without one is prose alone.
	Model string `yaml:"model"`
	// Params is the model's parameter file, relative to the lesson's
	// folder (default model.json).
	Params string `yaml:"parametreler"`

	// BaseURL is where the course is published, on the index page alone
	// (content/index.md): an absolute http(s) URL, the folder the site's
	// root is served from ("https://ornek.github.io/kurs/"). The sitemap,
	// the canonical links and the social cards are made from it; the
	// build's -base-url overrides it.
	BaseURL string `yaml:"adres"`

	// Givens declares the numbers in the prose that are not the model's
	// — a document's name such as R2, a figure quoted from another course —
	// each with the reason. `go run . check -v` lists every one.
	Givens []Given `yaml:"verilen"`
}

// A Given is a phrase with a number in it that the author declares is not
// the model's, with the reason.
type Given struct {
	Phrase string `yaml:"metin"` // the phrase, as written in the prose
	Reason string `yaml:"neden"` // why it is not the model's
	// At is the file offset of its metin's value, for the check to say
	// where a given that stands nowhere is declared.
	At int `yaml:"-"`
}

// IsLesson reports whether the page is a lesson (rather than the index).
func (f *File) IsLesson() bool { return f.URL != "" }

// Dir returns the page's folder in the project.
func (f *File) Dir() string { return path.Dir(f.Src) }

// Root returns the relative path from a page to the site root ("" or
// "../"), so links work under any sub-path and from a plain file server.
func (f *File) Root() string { return strings.Repeat("../", strings.Count(f.URL, "/")) }

// file returns the page's source as a place.File, for errors.
func (f *File) file() *place.File { return &place.File{Name: f.Src, Data: f.Source} }

// Raw returns the page's file as the build read it, front matter
// included.
func (f *File) Raw() []byte { return f.raw }

// ValueAt returns the file offset of front matter field name's value
// (its quote, if quoted), and whether the field is written.
func (f *File) ValueAt(name string) (int, bool) {
	off, ok := f.values[name]
	return off, ok
}

// fieldError returns an error at front matter field name (line 2 when the
// field is not written).
func (f *File) fieldError(name string, format string, args ...any) *place.Error {
	off, ok := f.fields[name]
	if !ok {
		off = bytes.IndexByte(f.Source, '\n') + 1
	}
	return f.file().At(off, format, args...)
}

// fieldPos is where front matter field name is written; zero when it is
// not.
func (f *File) fieldPos(name string) place.Pos {
	off, ok := f.fields[name]
	if !ok {
		return place.Pos{}
	}
	return f.file().Position(off)
}

var frontMatterEnd = []byte("\n---\n")

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
		if why := ReservedFolder(entries[i].Name()); why != "" {
			return reservedError(src, fmt.Sprintf("a lesson's folder cannot be named %q: %s; rename the folder", entries[i].Name(), why))
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
// matter: the pipeline's first stage. When prev, the file as an earlier
// build read it, was read from the same bytes, it is taken over.
func readFile(fsys fs.FS, src, url string, prev *File) (*File, error) {
	data, err := readBounded(fsys, src, maxPageSize)
	if err != nil {
		return nil, err
	}
	if prev != nil && prev.URL == url && bytes.Equal(prev.raw, data) {
		return prev, nil
	}
	if err := textcheck.Check(src, data); err != nil {
		return nil, err
	}
	f := &File{Src: src, URL: url, Meta: Meta{Params: "model.json"}, fields: map[string]int{}, values: map[string]int{}, raw: data}
	in := place.File{Name: src, Data: data}
	if !bytes.HasPrefix(data, []byte("---\n")) {
		return nil, in.At(0, "expected front matter: a first line of ---, YAML, then a line of ---")
	}
	end := bytes.Index(data[3:], frontMatterEnd)
	if end < 0 {
		return nil, in.At(0, "front matter is not closed: expected a line of --- after it")
	}
	fm := data[4 : 3+end+1]
	dec := yaml.NewDecoder(bytes.NewReader(fm))
	dec.KnownFields(true)
	if err := dec.Decode(&f.Meta); err != nil {
		return nil, yamlError(src, err)
	}
	// Where each field stands, for errors about its value.
	var doc yaml.Node
	if yaml.Unmarshal(fm, &doc) == nil && len(doc.Content) == 1 {
		m := doc.Content[0]
		at := func(n *yaml.Node) int { return in.Offset(n.Line+1, n.Column) }
		for i := 0; i+1 < len(m.Content); i += 2 {
			k, v := m.Content[i], m.Content[i+1]
			f.fields[k.Value], f.values[k.Value] = at(k), at(v)
			if k.Value != "verilen" {
				continue
			}
			for gi, item := range v.Content {
				if gi >= len(f.Meta.Givens) {
					break
				}
				f.Meta.Givens[gi].At = at(item)
				for j := 0; j+1 < len(item.Content); j += 2 {
					if item.Content[j].Value == "metin" {
						f.Meta.Givens[gi].At = at(item.Content[j+1])
					}
				}
			}
		}
	}
	// Blank the front matter but keep its lines, so template and markdown
	// positions are the file's own.
	body := bytes.Clone(data)
	for i := 0; i < 3+end+len(frontMatterEnd); i++ {
		if body[i] != '\n' {
			body[i] = ' '
		}
	}
	f.Source = body
	if f.Meta.Title == "" {
		return nil, f.fieldError("baslik", "front matter: expected a baslik (the page's title)")
	}
	for i, g := range f.Meta.Givens {
		if g.Phrase == "" || g.Reason == "" {
			return nil, f.fieldError("verilen", "front matter: verilen[%d]: expected both metin and neden", i)
		}
	}
	return f, nil
}

var (
	yamlLine     = regexp.MustCompile(`line (\d+): (.*)`)
	yamlNotFound = regexp.MustCompile(`^field (\S+) not found in type site\.(Meta|Given)$`)
	yamlType     = regexp.MustCompile("^cannot unmarshal !!\\w+ `(.*)` into (\\S+)$")
)

// yamlTypes say the Go types of Meta's fields in an author's words.
var yamlTypes = map[string]string{"int": "a whole number", "string": "text", "[]site.Given": "a list of givens, each with metin and neden"}

// yamlError places a YAML error in the page's file (front matter starts on
// line 2): each of its problems (every unknown field, every value of the
// wrong type) at its line.
func yamlError(src string, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	var errs place.Errors
	for _, m := range yamlLine.FindAllStringSubmatch(msg, -1) {
		n, _ := strconv.Atoi(m[1])
		errs = append(errs, &place.Error{Pos: place.Pos{File: src, Line: n + 1, Col: 1}, Msg: "front matter: " + fieldMessage(m[2])})
	}
	switch len(errs) {
	case 0:
		return &place.Error{Pos: place.Pos{File: src, Line: 2, Col: 1}, Msg: "front matter: " + msg}
	case 1:
		return errs[0]
	}
	return errs
}

// fieldMessage says a field the front matter does not have, or a value of
// the wrong type, in the words of an author, not of the Go type it is read
// into.
func fieldMessage(msg string) string {
	if m := yamlType.FindStringSubmatch(msg); m != nil && yamlTypes[m[2]] != "" {
		return fmt.Sprintf("expected %s, got %q", yamlTypes[m[2]], m[1])
	}
	m := yamlNotFound.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	var names []string
	t, where := reflect.TypeFor[Meta](), ""
	if m[2] == "Given" {
		t, where = reflect.TypeFor[Given](), " of a given"
	}
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); name != "" && name != "-" {
			names = append(names, name)
		}
	}
	return fmt.Sprintf("unknown field %q (the fields%s are %s)", m[1], where, strings.Join(names, ", "))
}
