package publish

import (
	"fmt"
	"strings"

	"coursesite/internal/cache"
	"coursesite/place"
)

// An Output is a built site's files, as Write puts them in its folder:
// each by its path relative to the site's root, and, for some of them, a
// file on disk with the same content, linked rather than copied. A build
// adds each through Put, which refuses two sources for one path.
type Output struct {
	Files map[string][]byte // path relative to the site's root → content

	// Cached gives, for some of Files, a file on disk with the same content
	// that is never changed in place (a cache entry, replaced only by
	// renaming another over it): Write links it into the site rather than
	// writing a copy.
	Cached map[string]string

	// origins says where each of Files comes from (Put), by its path
	// as a case-insensitive host compares them.
	origins map[string]Origin
}

// Write puts the site in dir whole or not at all (the function Write): a
// sibling folder written, then swapped in; files the build left unchanged
// keep their inodes and times; Cached files are linked from the cache.
func (o *Output) Write(dir string) error { return Write(dir, o.Files, o.Cached) }

// An Origin is where a file of the output comes from: the source its
// bytes are (a file of the project, or the site's own), for Put to tell
// two sources for one path from one source published twice.
type Origin struct {
	Key  string    // the source: a path of the project, or a kind of file and whose (SiteOrigin: "site:" and what)
	What string    // the source, in messages
	At   place.Pos // where a page names it; zero for none
}

// SiteOrigin is a file the site writes itself, what in messages.
func SiteOrigin(what string) Origin { return Origin{Key: "site:" + what, What: what} }

// FileOrigin is file of the project, named by a page at at (zero: the
// page's front matter or folder); what says what it is, in messages.
func FileOrigin(file, what string, at place.Pos) Origin {
	o := Origin{Key: file, What: what + " " + file, At: at}
	if at.File != "" {
		o.What += " (" + at.String() + ")"
	}
	return o
}

// Put adds data to the output as file, from src; a second source for the
// same path (as a case-insensitive host compares them) is an error naming
// both, placed where a page names one, never a silent winner.
func (o *Output) Put(file string, data []byte, src Origin) error {
	if o.origins == nil {
		o.origins = map[string]Origin{}
	}
	key := strings.ToLower(file)
	if prev, ok := o.origins[key]; ok && prev.Key != src.Key {
		msg := fmt.Sprintf("%s has two sources, %s and %s; the site publishes one file at a path: rename one", file, prev.What, src.What)
		for _, at := range []place.Pos{src.At, prev.At} {
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

// Link has Write link file to the content entry f, which holds its
// bytes (Cached), unless f is none.
func (o *Output) Link(file string, f cache.File) {
	if f.Path != "" {
		o.Cached[file] = f.Path
	}
}
