// Package frontmatter reads a page's front matter: YAML between lines of
// --- at the top of its file, whose keys are the author's words (baslik,
// ozet, sira, model, parametreler, adres, tolerans, verilen) and whose Go names are
// the engine's (Meta). Every field's place is kept, so that a message
// about a field's value stands where it is written; every message names
// the key as the author types it.
package frontmatter

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"coursesite/place"
)

// Meta is a page's front matter. The Go names are the engine's, in
// English; the yaml tags are the keys the author types, in Turkish, and
// every message about a key names the tag (fieldMessage, Doc.FieldError).
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

	// Author is who wrote the course, on the index page: the book's
	// author (package book); "" for none said, and the book names the
	// course.
	Author string `yaml:"yazar"`

	// Tolerance is how far apart, as a share of the larger, two figures
	// the prose calls neredeyse aynı may be (package relation); 0 is the
	// default, relation.DefaultTolerance.
	Tolerance float64 `yaml:"tolerans"`

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

// A Doc is a page file's front matter read, and the file's text.
type Doc struct {
	Meta Meta
	// Body is the file as written, front matter blanked (its lines kept, so
	// that places in it are the file's own).
	Body []byte

	name string
	// fields gives the offset of each front matter field, for errors about
	// it; values the offset of each field's value.
	fields, values map[string]int
}

var frontMatterEnd = []byte("\n---\n")

// Read reads the front matter of name, whose bytes are data: a first line
// of ---, YAML, then a line of ---. Params defaults to model.json; a page
// needs a baslik, and a given both its metin and its neden.
func Read(name string, data []byte) (*Doc, error) {
	d := &Doc{Meta: Meta{Params: "model.json"}, name: name, fields: map[string]int{}, values: map[string]int{}}
	in := place.File{Name: name, Data: data}
	if !bytes.HasPrefix(data, []byte("---\n")) {
		return nil, in.At(0, "expected front matter: a first line of ---, YAML, then a line of ---")
	}
	end := bytes.Index(data[3:], frontMatterEnd)
	if end < 0 {
		return nil, in.At(0, "front matter is not closed: expected a line of --- after it")
	}
	fm := data[4 : 3+end+1]
	// The YAML is parsed once, into its nodes, which give the fields'
	// places; Meta is decoded from them when every key is one it has.
	// Anything else is decoded again, as the YAML package reads it
	// itself, for its messages.
	var doc yaml.Node
	parsed := yaml.Unmarshal(fm, &doc) == nil
	if !parsed || !known(&doc) || doc.Decode(&d.Meta) != nil {
		d.Meta = Meta{Params: "model.json"}
		dec := yaml.NewDecoder(bytes.NewReader(fm))
		dec.KnownFields(true)
		if err := dec.Decode(&d.Meta); err != nil {
			return nil, yamlError(name, err)
		}
	}
	// Where each field stands, for errors about its value.
	if parsed && len(doc.Content) == 1 {
		m := doc.Content[0]
		at := func(n *yaml.Node) int { return in.Offset(n.Line+1, n.Column) }
		for i := 0; i+1 < len(m.Content); i += 2 {
			k, v := m.Content[i], m.Content[i+1]
			d.fields[k.Value], d.values[k.Value] = at(k), at(v)
			if k.Value != "verilen" {
				continue
			}
			for gi, item := range v.Content {
				if gi >= len(d.Meta.Givens) {
					break
				}
				d.Meta.Givens[gi].At = at(item)
				for j := 0; j+1 < len(item.Content); j += 2 {
					if item.Content[j].Value == "metin" {
						d.Meta.Givens[gi].At = at(item.Content[j+1])
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
	d.Body = body
	if d.Meta.Title == "" {
		return nil, d.FieldError("baslik", "front matter: expected a baslik (the page's title)")
	}
	if t := d.Meta.Tolerance; t < 0 || t >= 1 {
		return nil, d.FieldError("tolerans", "front matter: tolerans is a share of the larger figure, above 0 and below 1 (0.1 is ten percent), got %v", t)
	}
	for i, g := range d.Meta.Givens {
		if g.Phrase == "" || g.Reason == "" {
			return nil, d.FieldError("verilen", "front matter: verilen[%d]: expected both metin and neden", i)
		}
	}
	return d, nil
}

// known reports whether doc is a mapping of Meta's keys alone, each given
// of its list a mapping of Given's keys alone.
func known(doc *yaml.Node) bool {
	if len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return false
	}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if !metaKeys[k.Value] {
			return false
		}
		if k.Value != "verilen" || v.Kind != yaml.SequenceNode {
			continue
		}
		for _, item := range v.Content {
			if item.Kind != yaml.MappingNode {
				return false
			}
			for j := 0; j+1 < len(item.Content); j += 2 {
				if !givenKeys[item.Content[j].Value] {
					return false
				}
			}
		}
	}
	return true
}

// metaKeys and givenKeys are the keys of Meta and of a Given.
var metaKeys, givenKeys = yamlKeys(reflect.TypeFor[Meta]()), yamlKeys(reflect.TypeFor[Given]())

// yamlKeys returns the keys the YAML package reads into struct type t.
func yamlKeys(t reflect.Type) map[string]bool {
	keys := map[string]bool{}
	for f := range t.Fields() {
		if k, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); k != "" && k != "-" {
			keys[k] = true
		}
	}
	return keys
}

// FieldAt returns the file offset of front matter field name, and whether
// the field is written.
func (d *Doc) FieldAt(name string) (int, bool) {
	off, ok := d.fields[name]
	return off, ok
}

// ValueAt returns the file offset of front matter field name's value
// (its quote, if quoted), and whether the field is written.
func (d *Doc) ValueAt(name string) (int, bool) {
	off, ok := d.values[name]
	return off, ok
}

// FieldError returns an error at front matter field name (line 2 when the
// field is not written).
func (d *Doc) FieldError(name string, format string, args ...any) *place.Error {
	off, ok := d.fields[name]
	if !ok {
		off = bytes.IndexByte(d.Body, '\n') + 1
	}
	return (&place.File{Name: d.name, Data: d.Body}).At(off, format, args...)
}

var (
	yamlLine     = regexp.MustCompile(`line (\d+): (.*)`)
	yamlNotFound = regexp.MustCompile(`^field (\S+) not found in type frontmatter\.(Meta|Given)$`)
	yamlType     = regexp.MustCompile("^cannot unmarshal !!\\w+ `(.*)` into (\\S+)$")
)

// yamlTypes say the Go types of Meta's fields in an author's words.
var yamlTypes = map[string]string{"int": "a whole number", "float64": "a number", "string": "text", "[]frontmatter.Given": "a list of givens, each with metin and neden"}

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
