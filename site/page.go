package site

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"coursesite/live"
	"coursesite/sim"
)

// Meta is a page's front matter.
type Meta struct {
	Baslik string `yaml:"baslik"` // title
	Ozet   string `yaml:"ozet"`   // one-sentence summary, for the index and <meta>
	Sira   int    `yaml:"sira"`   // order among lessons
	Model  string `yaml:"model"`  // the lesson's parameter file, relative to its folder

	// Verilen declares the numbers in the prose that are not the model's
	// — a document's name such as K01, a figure quoted from another course —
	// each with the reason. `go run . check -v` lists every one.
	Verilen []Given `yaml:"verilen"`
}

// A Given is a phrase with a number in it that the author declares is not
// the model's, with the reason.
type Given struct {
	Metin string `yaml:"metin"` // the phrase, as written in the prose
	Neden string `yaml:"neden"` // why it is not the model's
}

// Page is one page of the site.
type Page struct {
	Src    string // source file, e.g. content/zaman-asimi-butceleri/index.md
	URL    string // path from the site root: "" or "zaman-asimi-butceleri/"
	Meta   Meta
	Source []byte // the file as written, front matter blanked (line numbers kept)

	Sonuc     *sim.Sonuc    // the lesson's model results (nil on the index)
	Figures   *sim.Degerler // the model's figures by name
	ModelData []byte        // the lesson's parameter file, published beside it (ModelFile)

	Markdown []byte        // the template's output
	HTML     template.HTML // the rendered body
	TOC      []Heading     // the table of contents
	Claims   []Claim       // claims stated on the page, in order
	Blocks   []string      // HTML blocks (tables, figures, listings) by placeholder
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

var frontMatterEnd = []byte("\n---\n")

// readPage reads a page and its front matter.
func readPage(fsys fs.FS, src, url string) (*Page, error) {
	data, err := fs.ReadFile(fsys, src)
	if err != nil {
		return nil, err
	}
	p := &Page{Src: src, URL: url, Meta: Meta{Model: "model.json"}}
	if !bytes.HasPrefix(data, []byte("---\n")) {
		return nil, &PosError{File: src, Line: 1, Col: 1, Msg: "expected front matter: a first line of ---, YAML, then a line of ---"}
	}
	end := bytes.Index(data[3:], frontMatterEnd)
	if end < 0 {
		return nil, &PosError{File: src, Line: 1, Col: 1, Msg: "front matter is not closed: expected a line of --- after it"}
	}
	fm := data[4 : 3+end+1]
	dec := yaml.NewDecoder(bytes.NewReader(fm))
	dec.KnownFields(true)
	if err := dec.Decode(&p.Meta); err != nil {
		return nil, yamlError(src, err)
	}
	if p.Meta.Baslik == "" {
		return nil, &PosError{File: src, Line: 2, Col: 1, Msg: "front matter: expected a baslik (the page's title)"}
	}
	for i, g := range p.Meta.Verilen {
		if g.Metin == "" || g.Neden == "" {
			return nil, &PosError{File: src, Line: 2, Col: 1, Msg: fmt.Sprintf("front matter: verilen[%d]: expected both metin and neden", i)}
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
	return p, nil
}

var yamlLine = regexp.MustCompile(`line (\d+): (.*)`)

// yamlError places a YAML error in the page's file (front matter starts on
// line 2).
func yamlError(src string, err error) error {
	if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return &PosError{File: src, Line: n + 1, Col: 1, Msg: "front matter: " + m[2]}
	}
	return &PosError{File: src, Line: 2, Col: 1, Msg: "front matter: " + err.Error()}
}

// PosError is an error at a place in a source file.
type PosError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *PosError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// ModelFile is the name a lesson's parameter file is published under,
// beside its page: the page's controls (package live) compute from it.
const ModelFile = "model.json"

// Controls returns the lesson's panel of controls (package live), set to
// the lesson's own values; nil on a page without a model.
func (p *Page) Controls() []live.Control {
	if p.Sonuc == nil {
		return nil
	}
	m := p.Sonuc.Model
	return live.Controls(m, m.Varsayilan())
}

// HasCharts reports whether the page shows a chart, and so needs the chart
// runtime.
func (p *Page) HasCharts() bool { return strings.Contains(string(p.HTML), `data-grafik=`) }
