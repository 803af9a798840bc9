package lessonfs

import (
	"errors"
	"fmt"
	"io/fs"
	"path"

	"coursesite/internal/textcheck"
	"coursesite/place"
)

// The project's own files — its pages, its templates — are read through
// the same guard as a lesson's, from the folder that holds them.

// ReadProjectText reads a text file of the project (a page, a template):
// ReadProjectFile's bytes, UTF-8 without NUL bytes or a byte order mark,
// each fault said at its place (package textcheck).
func ReadProjectText(fsys fs.FS, name string, max int) ([]byte, error) {
	data, err := ReadProjectFile(fsys, name, max)
	if err != nil {
		return nil, err
	}
	return data, textcheck.Check(name, data)
}

// ReadProjectFile reads a file of the project of at most max bytes — a
// page (content/index.md, content/NAME/index.md), a template, the
// stylesheet — through the guard every input of the build passes (Folder):
// a regular file of its folder, never through a symbolic link that leads
// out of it. Without it a lesson's index.md linked to any file the build
// could read was published, as was any file a link under templates/
// pointed to. A refusal stands at the start of the file, where the
// check and the preview show it:
//
//	templates/head.html:1:1: head.html is a symbolic link to /etc/passwd, outside templates/
func ReadProjectFile(fsys fs.FS, name string, max int) ([]byte, error) {
	data, err := projectFolder(path.Dir(name)).ReadFile(fsys, path.Base(name))
	if errors.Is(err, ErrRefused) {
		return nil, &place.Error{Pos: place.Pos{File: name, Line: 1, Col: 1}, Msg: err.Error()}
	}
	if err != nil {
		return nil, err
	}
	if len(data) > max {
		return nil, fmt.Errorf("%s: %d bytes; at most %d are read", name, len(data), max)
	}
	return data, nil
}

// projectFolder is the folder dir of the project as the guard reads it:
// a lesson's folder (content/NAME), or content/ or templates/ themselves.
func projectFolder(dir string) Folder {
	called := dir + "/"
	if path.Dir(dir) == "content" {
		called = "the lesson's folder"
	}
	return Folder{Dir: dir, Called: called}
}

// ReadText reads file name of the lesson in folder dir as ReadFile does,
// the preview too — only from inside the folder, never through a link
// that leads out (a listing would publish whatever the build can read), a
// regular file of a bounded size — and as UTF-8 text (a page is published
// as UTF-8). It returns the file's path in the project with its bytes.
func ReadText(fsys fs.FS, dir, name string) (string, []byte, error) {
	file := path.Join(dir, path.Clean(name))
	data, err := ReadFile(fsys, dir, name)
	if err != nil {
		return file, nil, err
	}
	return file, data, textcheck.Check(file, data)
}
