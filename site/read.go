package site

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"unicode/utf8"

	"coursesite/place"
)

// Bounds on what a build reads: a lesson's files are text of a few tens of
// kilobytes; anything far larger is a mistake that would cost the build.
const (
	maxPageSize    = 1 << 20 // a page
	maxSourceSize  = 1 << 20 // a parameter, labels or listed file
	maxLessonFiles = 200     // files a lesson's folder publishes
)

// readText reads a text file of the project: at most max bytes of UTF-8,
// without NUL bytes or a byte order mark, each said at its place.
func readText(fsys fs.FS, name string, max int) ([]byte, error) {
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	if fi.Size() > int64(max) {
		return nil, fmt.Errorf("%s: %d bytes; at most %d are read", name, fi.Size(), max)
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	if len(data) > max {
		return nil, fmt.Errorf("%s: more than %d bytes; at most %d are read", name, max, max)
	}
	return data, checkText(name, data)
}

// checkText reports the first byte of data that is not text: invalid
// UTF-8, a NUL, or a byte order mark at its start.
func checkText(name string, data []byte) error {
	f := place.File{Name: name, Data: data}
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		return f.At(0, "the file starts with a UTF-8 byte order mark (BOM): save it as UTF-8 without one")
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			return f.At(i, "invalid UTF-8: save the file as UTF-8")
		case r == 0:
			return f.At(i, "a NUL byte: the file is not text")
		}
		i += n
	}
	return nil
}

// lessonFile returns the path in the project of name, a file of the
// lesson in folder dir as a page or its front matter names it, or an error
// when name does not stay inside dir.
func lessonFile(dir, name string) (string, error) {
	switch {
	case name == "":
		return "", fmt.Errorf("no file named")
	case strings.HasPrefix(name, "/") || strings.Contains(name, `\`):
		return "", fmt.Errorf("%q: a file of the lesson is named relative to its folder, with / between folders", name)
	}
	clean := path.Clean(name)
	if clean == ".." || strings.HasPrefix(clean, "../") || !fs.ValidPath(clean) {
		return "", fmt.Errorf("%q is outside the lesson's folder", name)
	}
	return path.Join(dir, clean), nil
}
