// Package sitemap writes what tells search engines where a course's pages
// are — sitemap.xml and robots.txt — from the address the course is
// published at (ParseBase).
package sitemap

import (
	"bytes"
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// ParseBase reads the address a site is published at: absolute, http or
// https, without a query or a fragment; its path ends with a slash (one
// is added).
func ParseBase(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	switch {
	case err != nil:
		return nil, err
	case u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.User != nil:
		return nil, fmt.Errorf("expected an absolute http(s) address, such as https://ornek.github.io/kurs/")
	case u.RawQuery != "" || u.Fragment != "" || u.ForceQuery:
		return nil, fmt.Errorf("expected an address without a query or a fragment")
	case strings.ContainsFunc(u.Host, func(r rune) bool { return r > 0x7f }):
		return nil, fmt.Errorf("expected the host in ASCII (its punycode: xn--…)")
	case slices.ContainsFunc(strings.Split(u.Path, "/"), func(seg string) bool { return seg == "." || seg == ".." }):
		return nil, fmt.Errorf("expected a path without . or .. segments")
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
		if u.RawPath != "" {
			u.RawPath += "/"
		}
	}
	return u, nil
}

// Sitemap writes sitemap.xml of the pages at the addresses urls, in
// order, with no dates (a build of the same pages gives the same bytes).
func Sitemap(urls []string) []byte {
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
	for _, u := range urls {
		b.WriteString("<url><loc>")
		xmlEscape(&b, u)
		b.WriteString("</loc></url>\n")
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

// Robots writes robots.txt: everything may be read, and the sitemap is at
// the address sitemap.
func Robots(sitemap string) []byte {
	return []byte("User-agent: *\nAllow: /\n\nSitemap: " + sitemap + "\n")
}

func xmlEscape(b *bytes.Buffer, s string) {
	strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").WriteString(b, s)
}
