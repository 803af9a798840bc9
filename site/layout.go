package site

import (
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"

	"coursesite/live"
	"coursesite/place"
)

// layouts holds the HTML templates pages are laid out with:
// templates/ders.html for a lesson, templates/dizin.html for the index, and
// any other templates/*.html they share.
type layouts struct {
	t *template.Template
}

// pageData is what a layout template sees.
type pageData struct {
	*Page
	Pages   []*Page // every page, index first
	Lessons []*Page // the lessons, in order

	assets assetNames
}

// assetFiles are the names a layout may ask Asset for.
var assetFiles = map[string]bool{"site.css": true, "grafik.js": true, live.LoaderFile: true, live.WasmFile: true, live.WasmExecFile: true}

// Asset returns the path, relative to the page, of the asset a layout
// names by its plain name ({{.Asset "site.css"}}: "../assets/site.0123456789ab.css"),
// or "" when this site has no such file (no page has a chart, say). A name
// that is no asset at all is an error.
func (d pageData) Asset(name string) (string, error) {
	if !assetFiles[name] {
		var names []string
		for n := range assetFiles {
			names = append(names, n)
		}
		return "", fmt.Errorf("Asset %q: no such asset (assets: %s)", name, strings.Join(sorted(names), ", "))
	}
	f, err := d.assets.path(name)
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
		data, err := readText(fsys, name, maxPageSize)
		if err != nil {
			return nil, err
		}
		if _, err := t.New(path.Base(name)).Parse(string(data)); err != nil {
			return nil, layoutError(err)
		}
	}
	for _, name := range []string{"ders.html", "dizin.html"} {
		if t.Lookup(name) == nil {
			return nil, fmt.Errorf("templates/%s: missing; a page needs it", name)
		}
	}
	return &layouts{t}, nil
}

// execute lays out page p.
func (l *layouts) execute(w io.Writer, p *Page, pages []*Page, assets assetNames) error {
	name := "dizin.html"
	if p.IsLesson() {
		name = "ders.html"
	}
	if err := l.t.ExecuteTemplate(w, name, pageData{Page: p, Pages: pages, Lessons: pages[1:], assets: assets}); err != nil {
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
	return &place.Error{File: "templates/" + m[1], Line: line, Col: max(col, 1), Msg: m[4]}
}
