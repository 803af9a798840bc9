package site

import (
	"fmt"
	"strings"

	"coursesite/internal/cache"
	"coursesite/internal/reserved"
	"coursesite/place"
)

// reservedFile says why a page's file cannot be published at file, a
// path from the site's root, "" when it can (reserved.File); lessons are
// the lessons, by folder name.
func reservedFile(file string, lessons map[string]*Page) string {
	return reserved.File(file, func(folder string) bool { return lessons[folder] != nil })
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

// link has Write link file to the content entry f, which holds its
// bytes (Cached), unless f is none.
func (o *Output) link(file string, f cache.File) {
	if f.Path != "" {
		o.Cached[file] = f.Path
	}
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

// reservedError is the error of a folder or file a page gives a reserved
// path, at the start of its page file when no action names it.
func reservedError(src, msg string) *place.Error {
	return &place.Error{Pos: place.Pos{File: src, Line: 1, Col: 1}, Msg: msg}
}
