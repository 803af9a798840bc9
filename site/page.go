package site

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"coursesite/internal/textcheck"
	"coursesite/lesson"
	"coursesite/place"
	"coursesite/prose"
)

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

// Page is one page of the site.
type Page struct {
	Src    string // source file, e.g. content/zaman-asimi-butceleri/index.md
	URL    string // path from the site root: "" or "zaman-asimi-butceleri/"
	Meta   Meta
	Source []byte // the file as written, front matter blanked (line numbers kept)

	// fields gives the offset in Source of each front matter field, for
	// errors about it; values the offset of each field's value.
	fields, values map[string]int
	raw            []byte // the file as read

	// namedLessons is set when the page's text named a lesson ({{ ders }}):
	// its rendering depends on which lessons there are.
	namedLessons bool

	// printed are the spans of Markdown the template's actions printed:
	// the engine's markup, which the sanitizer leaves alone.
	printed []prose.Span

	Lesson     *lesson.Lesson // the lesson's model and words; nil without a model
	State      *lesson.State  // the lesson computed at its own settings
	ParamData  []byte         // the parameter file, published beside the page
	LabelsData []byte         // the labels file, published beside the page (nil: none)
	Controls   []lesson.Control

	Prev, Next *Page // the lessons before and after, in order

	Markdown []byte        // the template's output
	HTML     template.HTML // the rendered body
	TOC      []Heading     // the table of contents
	Claims   []prose.Claim // claims stated on the page, in order
	// Calls are the numerals, conditions and claims the page shows, with
	// the conditions each stands under (prose.Call), its tables' and
	// charts' words included: what the check judges at a reader's settings.
	Calls []prose.Call
	// Actions are the page's actions as its text's parser read them, for
	// the check to tell what the model wrote from what the author typed.
	Actions  []prose.Action
	Blocks   []Block   // HTML blocks (tables, figures, listings) by placeholder
	Listings []Listing // the source files its listings show

	charts       []pageChart // its charts, until drawn
	chartOptions []byte      // its charts' options (charts.OptionsFile)
	chartsFile   string      // … published beside it under this name
	labelsFile   string      // its labels as its engine reads them, published beside it under this name
	sweeps       []byte      // its answers to a reader's first move (livebuild.Sweeps)
	sweepsFile   string      // … published beside it under this name
}

// ChartsFile returns the name, beside the page, of the file of its charts'
// options (charts.OptionsFile), which the page's loader fetches with the
// chart runtime; "" without charts. The name carries a hash of the
// content (HashedName).
func (p *Page) ChartsFile() string { return p.chartsFile }

// LabelsFile returns the name, beside the page, of its labels as the
// page's engine reads them (labels.Compiled: parsed, so that the engine
// carries no template parser); "" without the reader's controls or
// labels. The name carries a hash of the content.
func (p *Page) LabelsFile() string { return p.labelsFile }

// SweepsFile returns the name, beside the page, of its answers to a
// reader's first move, computed at build time (livebuild.Sweeps), which the
// page shows while its engine loads; "" without the reader's controls.
// The name carries a hash of the content.
func (p *Page) SweepsFile() string { return p.sweepsFile }

// A Block is an HTML block a page's template wrote (a table, a figure, a
// listing), kept out of the markdown and put in place after it.
type Block struct {
	Fn   string // the function that wrote it
	HTML string
	At   place.Pos
}

// A Listing is a source file of the lesson's folder that the page lists,
// and where it does.
type Listing struct {
	File string // relative to the lesson's folder
	At   place.Pos
	Data []byte // as the folder holds it, published beside the page
}

// Heading is an entry of the table of contents.
type Heading struct {
	ID, Text string
	Level    int
}

// IsLesson reports whether the page is a lesson (rather than the index).
func (p *Page) IsLesson() bool { return p.URL != "" }

// Dir returns the page's folder in the project.
func (p *Page) Dir() string { return path.Dir(p.Src) }

// file returns the page's source as a place.File, for errors.
func (p *Page) file() *place.File { return &place.File{Name: p.Src, Data: p.Source} }

// Raw returns the page's file as the build read it, front matter
// included.
func (p *Page) Raw() []byte { return p.raw }

// ValueAt returns the file offset of front matter field name's value
// (its quote, if quoted), and whether the field is written.
func (p *Page) ValueAt(name string) (int, bool) {
	off, ok := p.values[name]
	return off, ok
}

// fieldError returns an error at front matter field name (line 2 when the
// field is not written).
func (p *Page) fieldError(name string, format string, args ...any) *place.Error {
	off, ok := p.fields[name]
	if !ok {
		off = bytes.IndexByte(p.Source, '\n') + 1
	}
	return p.file().At(off, format, args...)
}

var frontMatterEnd = []byte("\n---\n")

// ReadPage reads the page file src of fsys, its front matter and its
// source, as a build does before it runs anything: for the check, which
// places what it finds in a page that did not build.
func ReadPage(fsys fs.FS, src string) (*Page, error) { return readPage(fsys, src, "", nil) }

// Reread returns p with its file read again from fsys — its front
// matter, its source and its actions — and the rest as the build made
// it: check -fix, which binds typed numbers to figures the page already
// shows (changing none), reads its edits without building again.
func (p *Page) Reread(fsys fs.FS) (*Page, error) {
	fresh, err := readPage(fsys, p.Src, p.URL, nil)
	if err != nil {
		return nil, err
	}
	q := *p
	q.Meta, q.Source, q.fields, q.values, q.raw = fresh.Meta, fresh.Source, fresh.fields, fresh.values, fresh.raw
	if q.Actions, err = prose.ReadActions(q.file(), 0, string(q.Source)); err != nil {
		return nil, err
	}
	return &q, nil
}

// readPage reads a page and its front matter. When prev, the page as an
// earlier build read it, was read from the same bytes, its reading is
// taken over.
func readPage(fsys fs.FS, src, url string, prev *Page) (*Page, error) {
	data, err := readBounded(fsys, src, maxPageSize)
	if err != nil {
		return nil, err
	}
	if prev != nil && prev.URL == url && bytes.Equal(prev.raw, data) {
		return &Page{Src: src, URL: url, Meta: prev.Meta, Source: prev.Source, fields: prev.fields, values: prev.values, raw: prev.raw}, nil
	}
	if err := textcheck.Check(src, data); err != nil {
		return nil, err
	}
	p := &Page{Src: src, URL: url, Meta: Meta{Params: "model.json"}, fields: map[string]int{}, values: map[string]int{}, raw: data}
	f := place.File{Name: src, Data: data}
	if !bytes.HasPrefix(data, []byte("---\n")) {
		return nil, f.At(0, "expected front matter: a first line of ---, YAML, then a line of ---")
	}
	end := bytes.Index(data[3:], frontMatterEnd)
	if end < 0 {
		return nil, f.At(0, "front matter is not closed: expected a line of --- after it")
	}
	fm := data[4 : 3+end+1]
	dec := yaml.NewDecoder(bytes.NewReader(fm))
	dec.KnownFields(true)
	if err := dec.Decode(&p.Meta); err != nil {
		return nil, yamlError(src, err)
	}
	// Where each field stands, for errors about its value.
	var doc yaml.Node
	if yaml.Unmarshal(fm, &doc) == nil && len(doc.Content) == 1 {
		m := doc.Content[0]
		at := func(n *yaml.Node) int { return f.Offset(n.Line+1, n.Column) }
		for i := 0; i+1 < len(m.Content); i += 2 {
			k, v := m.Content[i], m.Content[i+1]
			p.fields[k.Value], p.values[k.Value] = at(k), at(v)
			if k.Value != "verilen" {
				continue
			}
			for gi, item := range v.Content {
				if gi >= len(p.Meta.Givens) {
					break
				}
				p.Meta.Givens[gi].At = at(item)
				for j := 0; j+1 < len(item.Content); j += 2 {
					if item.Content[j].Value == "metin" {
						p.Meta.Givens[gi].At = at(item.Content[j+1])
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
	p.Source = body
	if p.Meta.Title == "" {
		return nil, p.fieldError("baslik", "front matter: expected a baslik (the page's title)")
	}
	for i, g := range p.Meta.Givens {
		if g.Phrase == "" || g.Reason == "" {
			return nil, p.fieldError("verilen", "front matter: verilen[%d]: expected both metin and neden", i)
		}
	}
	return p, nil
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

// HasCharts reports whether the page shows a chart, and so needs the chart
// runtime.
func (p *Page) HasCharts() bool {
	for _, b := range p.Blocks {
		if b.Fn == "grafik" {
			return true
		}
	}
	return false
}

// Live reports whether the page carries the reader's controls.
func (p *Page) Live() bool { return len(p.Controls) > 0 }

// String names the page in messages.
func (p *Page) String() string { return fmt.Sprintf("%s (%s)", p.Meta.Title, p.Src) }
