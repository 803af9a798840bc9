package site

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"coursesite/place"
)

// reservedRoot are the names at the site's root that the site writes
// itself, or will, each with what it is there: no lesson's folder may take
// one, nor a file a page publishes (a listing, a parameter file). The
// output is a map keyed by path, and hosts keep assets/ for a year by its
// hashed names: a lesson folder named assets with a listing called
// loader.HASH.js replaced the loader every page runs, silently, past any
// revert. Names are compared as a case-insensitive host would.
var reservedRoot = map[string]string{
	"assets":      "the site's own scripts, stylesheet and WebAssembly",
	"index.html":  "the course's index page",
	"404.html":    "the page a host shows for a missing address",
	"sitemap.xml": "the site's map for search engines",
	"robots.txt":  "what the site tells search engines, the sitemap's address",
	"pagefind":    "the course's search index and its interface",
	"_live":       "the preview's stream of reloads",
	BuildMarker:   "the mark of a folder a build made",
}

// hashedFiles are the files the site writes beside a lesson's page under
// names that carry a hash of their content (HashedName), whatever the
// hash, with what they are.
var hashedFiles = []struct {
	name *regexp.Regexp
	what string
}{
	{regexp.MustCompile(`^charts\.[0-9a-f]{12}\.json$`), "the names charts.HASH.json are its pages' chart options"},
	{regexp.MustCompile(`^labels\.[0-9a-f]{12}\.json$`), "the names labels.HASH.json are its pages' words, as their engine reads them"},
	{regexp.MustCompile(`^sweeps\.[0-9a-f]{12}\.json$`), "the names sweeps.HASH.json are its pages' answers to a reader's first move"},
}

// ReservedFolder says why a lesson cannot be in content/NAME, "" when it
// can.
func ReservedFolder(name string) string {
	if what, ok := reservedRoot[strings.ToLower(name)]; ok {
		return fmt.Sprintf("the site writes %s itself (%s)", reservedShown(strings.ToLower(name)), what)
	}
	if !folderName.MatchString(name) {
		return "a lesson's folder is its address, written in lower-case letters a to z, digits and hyphens (zaman-asimi-butceleri)"
	}
	return ""
}

// folderName is what a lesson's folder may be called: its name is the
// lesson's URL, which ders writes into links and the page into its
// markup as it is.
var folderName = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// reservedShown writes a reserved root name as a path: assets/ is a folder.
func reservedShown(name string) string {
	if name == "assets" || name == "_live" || name == "pagefind" {
		return name + "/"
	}
	return name
}

// reservedFile says why a page's file cannot be published at file, a
// path from the site's root ("ders/index.html"), "" when it can: file is
// in a reserved root path, or it is the page of its folder or another
// file the site writes beside it (hashedFiles). lessons are the lessons'
// folder names.
func reservedFile(file string, lessons map[string]*Page) string {
	lower := strings.ToLower(file)
	top, _, _ := strings.Cut(lower, "/")
	if what, ok := reservedRoot[top]; ok {
		return fmt.Sprintf("the site writes %s itself (%s)", reservedShown(top), what)
	}
	dir, base := path.Split(lower)
	if dir != "" {
		if _, ok := lessons[strings.TrimSuffix(file[:len(dir)], "/")]; !ok || strings.Count(dir, "/") != 1 {
			return ""
		}
	}
	if base == "index.html" {
		return fmt.Sprintf("the site writes %s itself (the lesson's page)", file)
	}
	for _, h := range hashedFiles {
		if h.name.MatchString(base) {
			return fmt.Sprintf("the site writes %s itself (%s)", file, h.what)
		}
	}
	return ""
}

// An origin is where a file of the output comes from: the source its
// bytes are (a file of the project, or the site's own), for Output.put to
// tell two sources for one path from one source published twice.
type origin struct {
	key  string    // the source: a path of the project, or "site:" and what
	what string    // the source, in messages
	at   place.Pos // where a page names it; zero for none
}

// put adds data to the output as file, from src; a second source for the
// same path (as a case-insensitive host compares them) is an error naming
// both, placed where a page names one, never a silent winner.
func (o *Output) put(file string, data []byte, src origin) error {
	if o.origins == nil {
		o.origins = map[string]origin{}
	}
	key := strings.ToLower(file)
	if prev, ok := o.origins[key]; ok && prev.key != src.key {
		msg := fmt.Sprintf("%s has two sources, %s and %s; the site publishes one file at a path: rename one", file, prev.what, src.what)
		for _, at := range []place.Pos{src.at, prev.at} {
			if at.File != "" {
				return at.Errorf("%s", msg)
			}
		}
		return fmt.Errorf("%s", msg)
	}
	if _, ok := o.origins[key]; !ok {
		o.origins[key] = src
	}
	o.Files[file] = data
	return nil
}

// siteOrigin is a file the site writes itself.
func siteOrigin(what string) origin { return origin{key: "site:" + what, what: what} }

// fileOrigin is file of the project, named by a page at at (zero: the
// page's front matter or folder).
func fileOrigin(file, what string, at place.Pos) origin {
	o := origin{key: file, what: what + " " + file, at: at}
	if at.File != "" {
		o.what += " (" + at.String() + ")"
	}
	return o
}

// fieldPos is where front matter field name is written; zero when it is
// not.
func (p *Page) fieldPos(name string) place.Pos {
	off, ok := p.fields[name]
	if !ok {
		return place.Pos{}
	}
	return p.file().Position(off)
}

// reservedError is the error of a folder or file a page gives a reserved
// path, at the start of its page file when no action names it.
func reservedError(src, msg string) *place.Error {
	return &place.Error{Pos: place.Pos{File: src, Line: 1, Col: 1}, Msg: msg}
}
