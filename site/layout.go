package site

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"coursesite/frontmatter"
	"coursesite/glossary"
	"coursesite/internal/lessonfs"
	"coursesite/internal/publish"
	"coursesite/lesson"
	"coursesite/live/livebuild"
	"coursesite/place"
	"coursesite/terms"
)

// layouts holds the HTML templates pages are laid out with:
// templates/lesson.html for a lesson, templates/index.html for the index, and
// any other templates/*.html they share.
type layouts struct {
	t *template.Template
}

// pageData is what a layout template sees: its page, every page (index
// first) and the lessons in order, each as a layoutPage, the body, and
// Asset.
type pageData struct {
	layoutPage
	Pages   []layoutPage
	Lessons []layoutPage

	// HTML is the page's body as the layout prints it: Page.HTML, or while
	// the layout is laid out around it, bodyMarker (see execute).
	HTML template.HTML

	assets publish.Assets
	course *course
	// root, when set, is the path from the site's root the page links
	// from, whatever its own: the 404 page's, which a host serves at any
	// address.
	root string
}

// Root is the path from the page to the site root: relative (Page.Root),
// or for the 404 page the site root's own path ("/", "/kurs/").
func (d pageData) Root() string {
	if d.root != "" {
		return d.root
	}
	return d.layoutPage.Root()
}

// CourseTitle is the course's title (the index page's baslik).
func (d pageData) CourseTitle() string { return d.course.title }

// Glossary is the course's glossary page from the site's root, "" for
// none (a course without terms).
func (d pageData) Glossary() string { return d.course.glossary() }

// CourseBook is the course's PDF from the site's root (Site.WithBook), "" for none.
func (d pageData) CourseBook() string { return d.course.book }

// CanonicalURL is the page's absolute address, "" when the course says
// none (no adres) and for the 404 page, which has none of its own.
func (d pageData) CanonicalURL() string {
	if d.NotFound() {
		return ""
	}
	return d.course.at(d.URL())
}

// NotFound reports whether the page is the one a host shows for an
// address the site does not have (404.html).
func (d pageData) NotFound() bool { return d.root != "" }

// A layoutPage is a page as a layout sees it: the parts of it a build may
// take from its cache (RenderCache) — the front matter, the outline, the
// controls, the files beside it — and not the model that made them nor the
// page's workings (its claims, its markdown, its blocks), which a page
// taken from the cache does not have. A layout that names any of those
// fails in every build, not only in those that take the page from the
// cache.
type layoutPage struct{ p *Page }

// Meta is the page's front matter.
func (v layoutPage) Meta() frontmatter.Meta { return v.p.Meta }

// URL is the page's path from the site root ("" for the index).
func (v layoutPage) URL() string { return v.p.URL }

// Root is the relative path from the page to the site root (Page.Root).
func (v layoutPage) Root() string { return v.p.Root() }

// IsLesson reports whether the page is a lesson.
func (v layoutPage) IsLesson() bool { return v.p.IsLesson() }

// TOC is the page's table of contents.
func (v layoutPage) TOC() []Heading { return v.p.TOC }

// Controls are the reader's controls of the page's model (none without).
func (v layoutPage) Controls() []lesson.Control { return v.p.Controls }

// HasCharts reports whether the page shows a chart.
func (v layoutPage) HasCharts() bool { return v.p.HasCharts() }

// Live reports whether the page carries the reader's controls.
func (v layoutPage) Live() bool { return v.p.Live() }

// ChartsFile is the name, beside the page, of its charts' options file.
func (v layoutPage) ChartsFile() string { return v.p.ChartsFile() }

// LabelsFile is the name, beside the page, of its labels as its engine
// reads them.
func (v layoutPage) LabelsFile() string { return v.p.LabelsFile() }

// SweepsFile is the name, beside the page, of its answers to a reader's
// first move (Page.SweepsFile).
func (v layoutPage) SweepsFile() string { return v.p.SweepsFile() }

// LabelsData is the lesson's labels file, published beside the page (nil:
// none).
func (v layoutPage) LabelsData() []byte { return v.p.LabelsData }

// Prev is the lesson before this one, or nil.
func (v layoutPage) Prev() *layoutPage { return viewOf(v.p.Prev) }

// Next is the lesson after this one, or nil.
func (v layoutPage) Next() *layoutPage { return viewOf(v.p.Next) }

// viewOf returns p as a layout sees it; nil for none (a layout's {{with}} tells).
func viewOf(p *Page) *layoutPage {
	if p == nil {
		return nil
	}
	return &layoutPage{p}
}

// views returns pages as a layout sees them.
func views(pages []*Page) []layoutPage {
	v := make([]layoutPage, len(pages))
	for i, p := range pages {
		v[i] = layoutPage{p}
	}
	return v
}

// bodyMarker stands for a page's body while its layout is executed. Only
// printed as HTML, in the text of an element, does it come out as it is:
// in an attribute, a script or a URL the escapers change it, and a page
// whose layout prints it anywhere but once is laid out with its body.
const bodyMarker = "<!--site:lesson-body:7c1f0e-->"

// assetFiles are the names a layout may ask Asset for.
var assetFiles = map[string]bool{"site.css": true, "search.js": true, "terms.js": true, "charts.js": true, livebuild.LoaderFile: true, livebuild.WasmFile: true, livebuild.WasmExecFile: true}

// Asset returns the path, relative to the page, of the asset a layout
// names by its plain name ({{.Asset "site.css"}}: "../assets/site.0123456789ab.css"),
// or "" when this site has no such file (no page has a chart, say). A name
// that is no asset at all is an error.
func (d pageData) Asset(name string) (string, error) {
	if !assetFiles[name] {
		return "", fmt.Errorf("Asset %q: no such asset (assets: %s)", name, strings.Join(slices.Sorted(maps.Keys(assetFiles)), ", "))
	}
	if name == livebuild.WasmFile { // the model of this page
		if d.p == nil || !d.p.Live() {
			return "", nil
		}
		name = livebuild.WasmName(d.p.Meta.Model)
	}
	f, err := d.assets.Path(name)
	if err != nil {
		return "", nil
	}
	return d.Root() + f, nil
}

func parseLayouts(fsys fs.FS) (*layouts, error) {
	names, err := fs.Glob(fsys, "templates/*.html")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("templates/: no layout (*.html) to lay the pages out with")
	}
	t := template.New("")
	for _, name := range names {
		// Each template is read as a page is, as UTF-8 text: its bytes
		// reach every page.
		data, err := lessonfs.ReadProjectText(fsys, name, maxPageSize)
		if err != nil {
			return nil, err
		}
		if _, err := t.New(path.Base(name)).Parse(string(data)); err != nil {
			return nil, layoutError(err)
		}
	}
	for _, name := range []string{"lesson.html", "index.html"} {
		if t.Lookup(name) == nil {
			return nil, fmt.Errorf("templates/%s: missing; a page needs it", name)
		}
	}
	if _, err := fs.Stat(fsys, terms.File); err == nil && t.Lookup(glossaryLayout) == nil {
		return nil, fmt.Errorf("templates/%s: missing; the course's terms (%s) need it for their glossary", glossaryLayout, terms.File)
	}
	return &layouts{t}, nil
}

// execute lays out page p into b, among all, every page as a layout sees
// it (views: made once a build).
//
// A page's body is most of its bytes, and text/template prints a value
// through fmt, which copies it into a buffer of its own, grown by doubling
// (two or three times the page in garbage, for every page). The layout is
// laid out around bodyMarker instead and the body written in its place,
// which gives the same bytes when the layout prints the body once, as HTML
// (the marker then comes out once, as it is); otherwise, or for an empty
// body (which a layout's {{if}} can tell from the marker), the layout is
// executed again with the body itself.
func (l *layouts) execute(b *bytes.Buffer, p *Page, all []layoutPage, assets publish.Assets, c *course) error {
	name := "index.html"
	if p.IsLesson() {
		name = "lesson.html"
	}
	data := pageData{layoutPage: layoutPage{p}, Pages: all, Lessons: all[1:], HTML: p.HTML, assets: assets, course: c}
	return l.run(b, name, data)
}

// notFoundLayout is the optional layout of the page a host shows for an
// address the site does not have.
const notFoundLayout = "404.html"

// notFound lays out the 404 page: the layout 404.html around the index
// page's data, linking from the site root's own path.
func (l *layouts) notFound(b *bytes.Buffer, index *Page, all []layoutPage, assets publish.Assets, c *course) error {
	data := pageData{layoutPage: layoutPage{index}, Pages: all, Lessons: all[1:], assets: assets, course: c, root: c.rootPath()}
	return l.run(b, notFoundLayout, data)
}

// glossaryLayout is the optional layout of the course's glossary.
const glossaryLayout = "terimler.html"

// glossary lays out the course's glossary (package glossary) as a page of
// its own at glossary.Path, listing the lessons that mark each term.
func (l *layouts) glossary(b *bytes.Buffer, c *course, pages []*Page, all []layoutPage, assets publish.Assets) error {
	var marks []glossary.Page
	for _, p := range pages {
		marks = append(marks, glossary.Page{Lesson: p.folder(), Title: p.Meta.Title, URL: p.URL, Marked: glossary.Marked(string(p.HTML), c.terms)})
	}
	p := &Page{File: File{URL: glossary.Path, Meta: frontmatter.Meta{Title: glossary.Title, Summary: glossary.Summary}}}
	body := template.HTML(glossary.HTML(c.terms, marks, p.Root()))
	return l.run(b, glossaryLayout, pageData{layoutPage: layoutPage{p}, Pages: all, Lessons: all[1:], HTML: body, assets: assets, course: c})
}

// run executes layout name on data into b.
func (l *layouts) run(b *bytes.Buffer, name string, data pageData) error {
	if body := data.HTML; body != "" {
		var around bytes.Buffer
		around.Grow(32 << 10)
		data.HTML = bodyMarker
		if err := l.t.ExecuteTemplate(&around, name, data); err != nil {
			return layoutError(err)
		}
		if before, after, ok := bytes.Cut(around.Bytes(), []byte(bodyMarker)); ok && !bytes.Contains(after, []byte(bodyMarker)) {
			b.Grow(len(before) + len(body) + len(after))
			b.Write(before)
			b.WriteString(string(body))
			b.Write(after)
			return nil
		}
		data.HTML = body
	}
	if err := l.t.ExecuteTemplate(b, name, data); err != nil {
		return layoutError(err)
	}
	return nil
}

var layoutPos = regexp.MustCompile(`^(?:html/)?template: (?:[^:]*: )?([^:]+\.html):(\d+):(?:(\d+):)? (.*)$`)

// layoutError puts a layout template's error in templates/NAME:line:col.
func layoutError(err error) error {
	m := layoutPos.FindStringSubmatch(err.Error())
	if m == nil {
		return fmt.Errorf("templates: %v", err)
	}
	line, _ := strconv.Atoi(m[2])
	col, _ := strconv.Atoi(m[3])
	return &place.Error{Pos: place.Pos{File: "templates/" + m[1], Line: line, Col: max(col, 1)}, Msg: m[4]}
}
