// Package reserved says which paths of the published site are the site's
// own — its assets, its index, the files beside a lesson's page whose names
// carry a hash — so that no lesson's folder or published file takes one:
// the output is a map keyed by path, and a file there would silently
// replace the site's. Names are compared as a case-insensitive host
// compares them.
package reserved

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"coursesite/internal/publish"
	"coursesite/place"
)

// root are the names at the site's root that the site writes
// itself, or will, each with what it is there: no lesson's folder may take
// one, nor a file a page publishes (a listing, a parameter file). The
// output is a map keyed by path, and hosts keep assets/ for a year by its
// hashed names: a lesson folder named assets with a listing called
// loader.HASH.js replaced the loader every page runs, silently, past any
// revert. Names are compared as a case-insensitive host would.
var root = map[string]string{
	"assets":       "the site's own scripts, stylesheet and WebAssembly",
	"index.html":   "the course's index page",
	"404.html":     "the page a host shows for a missing address",
	"sitemap.xml":  "the site's map for search engines",
	"robots.txt":   "what the site tells search engines, the sitemap's address",
	"pagefind":     "the course's search index and its interface",
	"terimler":     "the course's glossary, made of content/terimler.txt",
	"_live":        "the preview's stream of reloads",
	publish.Marker: "the mark of a folder a build made",
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

// Folder says why a lesson cannot be in content/NAME, "" when it can.
func Folder(name string) string {
	if what, ok := root[strings.ToLower(name)]; ok {
		return fmt.Sprintf("the site writes %s itself (%s)", shown(strings.ToLower(name)), what)
	}
	if !folderName.MatchString(name) {
		return "a lesson's folder is its address, written in lower-case letters a to z, digits and hyphens (zaman-asimi-butceleri)"
	}
	return ""
}

// FolderError is the error of a lesson in content/NAME, its page file
// src, when Folder says it cannot be there: at the start of src, since no
// action names the folder; nil when it can.
func FolderError(src, name string) error {
	why := Folder(name)
	if why == "" {
		return nil
	}
	msg := fmt.Sprintf("a lesson's folder cannot be named %q: %s; rename the folder", name, why)
	return &place.Error{Pos: place.Pos{File: src, Line: 1, Col: 1}, Msg: msg}
}

// folderName is what a lesson's folder may be called: its name is the
// lesson's URL, which ders writes into links and the page into its
// markup as it is.
var folderName = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// shown writes a reserved root name as a path: assets/ is a folder.
func shown(name string) string {
	if name == "assets" || name == "_live" || name == "pagefind" {
		return name + "/"
	}
	return name
}

// File says why a page's file cannot be published at file, a path from
// the site's root ("ders/index.html"), "" when it can: file is in a
// reserved root path, or it is the page of its folder or another file the
// site writes beside it (hashedFiles). isLesson says whether a folder is a
// lesson's.
func File(file string, isLesson func(folder string) bool) string {
	lower := strings.ToLower(file)
	top, _, _ := strings.Cut(lower, "/")
	if what, ok := root[top]; ok {
		return fmt.Sprintf("the site writes %s itself (%s)", shown(top), what)
	}
	dir, base := path.Split(lower)
	if dir != "" {
		if !isLesson(strings.TrimSuffix(file[:len(dir)], "/")) || strings.Count(dir, "/") != 1 {
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
