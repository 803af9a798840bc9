package site

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"net/url"
	"slices"

	"coursesite/glossary"
	"coursesite/internal/publish"
	"coursesite/internal/rendercache"
	"coursesite/internal/sitemap"
	"coursesite/search"
	"coursesite/terms"
)

// A course is what the site says of itself beyond its pages: its title
// (the index page's baslik) and where it is published (base: the index
// page's adres, or Site.SetBaseURL's), which make the sitemap, the
// canonical links and the social cards absolute.
type course struct {
	title, book string       // the index page's baslik; the course's PDF (Site.WithBook), "" for none
	base        *url.URL     // nil: not said; the site then has no sitemap, no canonical links
	terms       *terms.Terms // its terms (package terms), nil for none: the pages mark them, the glossary lists them
}

// WithoutSearch builds the site without its search index: the preview and
// the check, which read pages a reader never searches, save the indexing
// at every build (the preview serves the last build's index: package
// serve).
func (s *Site) WithoutSearch() *Site {
	s.noSearch = true
	return s
}

// WithBook has every page link the course's PDF at file (package book prints it).
func (s *Site) WithBook(file string) *Site { s.book = file; return s }

// SetBaseURL publishes the site at base, whatever content/index.md's adres
// says (the build's -base-url: the workflow passes GitHub Pages' address).
func (s *Site) SetBaseURL(base string) error {
	u, err := sitemap.ParseBase(base)
	if err != nil {
		return fmt.Errorf("-base-url %q: %v", base, err)
	}
	s.base = u
	return nil
}

// courseOf reads the course from the index page, index; a lesson that
// says adres is an error at the field.
func (s *Site) courseOf(pages []*Page) (*course, error) {
	index := pages[0]
	c := &course{title: index.Meta.Title, base: s.base, book: s.book}
	var err error
	if c.terms, err = terms.Read(s.fsys); err != nil {
		return nil, err
	}
	if index.Meta.BaseURL != "" {
		// Read even when -base-url stands over it: a bad adres fails
		// every build, not only those made without the flag.
		u, err := sitemap.ParseBase(index.Meta.BaseURL)
		if err != nil {
			return nil, index.fieldError("adres", "front matter: adres: %v", err)
		}
		if c.base == nil {
			c.base = u
		}
	}
	for _, p := range pages[1:] {
		if p.Meta.BaseURL != "" {
			return nil, p.fieldError("adres", "front matter: adres is the course's, written on content/index.md, not a lesson's")
		}
	}
	return c, nil
}

// at returns the absolute address of the page at path (from the site's
// root), "" when the course says no base.
func (c *course) at(path string) string {
	if c == nil || c.base == nil {
		return ""
	}
	return c.base.String() + path // the base ends with a slash; page paths are slugs
}

// glossary is the course's glossary page from the site's root, "" for
// none (no terms).
func (c *course) glossary() string {
	if c.terms == nil {
		return ""
	}
	return glossary.Path
}

// rootPath is the path the site's root is served from ("/", "/kurs/"):
// the 404 page, served at any address, links from it.
func (c *course) rootPath() string {
	if c == nil || c.base == nil {
		return "/"
	}
	return c.base.Path
}

// sitemap writes sitemap.xml: every page's address, the index first, the
// glossary last.
func (c *course) sitemap(pages []*Page) []byte {
	urls := make([]string, len(pages))
	for i, p := range pages {
		urls[i] = c.at(p.URL)
	}
	if g := c.glossary(); g != "" {
		urls = append(urls, c.at(g))
	}
	return sitemap.Sitemap(urls)
}

// searchPages returns the pages the search indexes, by their paths from
// the site's root: every page, as laid out.
func searchPages(pages []*Page, html [][]byte) map[string][]byte {
	out := make(map[string][]byte, len(pages))
	for i, p := range pages {
		out[p.URL] = html[i]
	}
	return out
}

// searchFile is where a file of the search index is published.
func searchFile(name string) string { return search.Dir + "/" + name }

// addCourseFiles adds what the course publishes beside its pages: the 404
// page (when templates/404.html lays it out), the glossary (when the
// course has terms and templates/terimler.html lays it out), the sitemap
// and robots.txt (when the course says its address) and the search index.
func (s *Site) addCourseFiles(ctx context.Context, out *Output, l *layouts, pages []*Page, html [][]byte, all []layoutPage, assets publish.Assets, c *course, laid *rendercache.Layouts) error {
	site := func(what string) publish.Origin { return publish.SiteOrigin("the site's " + what) }
	if l.t.Lookup(notFoundLayout) != nil {
		var b bytes.Buffer
		if err := l.notFound(&b, pages[0], all, assets, c); err != nil {
			return err
		}
		if err := out.Put("404.html", b.Bytes(), site("404 page")); err != nil {
			return err
		}
	}
	search := searchPages(pages, html)
	var glossaryPage []byte // the search reads it, and keys its index on it
	if c.terms != nil {
		var b bytes.Buffer
		if err := l.glossary(&b, c, pages, all, assets); err != nil {
			return err
		}
		if err := out.Put(glossary.Path+"index.html", b.Bytes(), site("glossary")); err != nil {
			return err
		}
		glossaryPage = b.Bytes()
		search[glossary.Path] = glossaryPage
	}
	if c.base != nil {
		if err := out.Put("sitemap.xml", c.sitemap(pages), site("sitemap")); err != nil {
			return err
		}
		// Crawlers read robots.txt at a host's root alone: a site in a
		// sub-folder has none of its own.
		if c.base.Path == "/" {
			if err := out.Put("robots.txt", sitemap.Robots(c.at("sitemap.xml")), site("robots.txt")); err != nil {
				return err
			}
		}
	}
	if s.noSearch {
		return nil
	}
	files, kept, err := laid.Search(glossaryPage, func() (map[string][]byte, error) {
		return s.assets.Search(ctx, search)
	})
	if err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		if err := out.Put(searchFile(name), files[name], site("search index")); err != nil {
			return err
		}
		out.Link(searchFile(name), kept[name])
	}
	return nil
}
