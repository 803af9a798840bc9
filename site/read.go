package site

import (
	"fmt"
	"io/fs"
	"path"

	"coursesite/internal/lessonfs"
	"coursesite/internal/textcheck"
)

// maxPageSize bounds a page or a template: a lesson's text is a few tens
// of kilobytes; anything far larger is a mistake that would cost the build
// (a lesson's other files are bounded by lessonfs.MaxSize).
const maxPageSize = 1 << 20

// readText reads a text file of the project (a page, a template): at most
// max bytes of UTF-8, without NUL bytes or a byte order mark, each said at
// its place (package textcheck).
func readText(fsys fs.FS, name string, max int) ([]byte, error) {
	data, err := readBounded(fsys, name, max)
	if err != nil {
		return nil, err
	}
	return data, textcheck.Check(name, data)
}

// readBounded reads a file of the project of at most max bytes.
func readBounded(fsys fs.FS, name string, max int) ([]byte, error) {
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
	return data, nil
}

// readLesson reads file name of the lesson in folder dir as package
// lessonfs reads a lesson's files, the preview too: only from inside the
// folder, never through a link that leads out (a listing would publish
// whatever the build can read), a regular file of a bounded size, UTF-8
// text (a page is published as UTF-8). It returns the file's path in the
// project with its bytes.
func readLesson(fsys fs.FS, dir, name string) (string, []byte, error) {
	file := path.Join(dir, path.Clean(name))
	data, err := lessonfs.ReadFile(fsys, dir, name)
	if err != nil {
		return file, nil, err
	}
	return file, data, textcheck.Check(file, data)
}
