// Package course makes courses of many lessons from the repository's own,
// for measurements: N lessons, copies of the first lesson
// (content/zaman-asimi-butceleri) each in a folder of its own with its own
// sira, and with Mix every fifth one (the second, the seventh, …) a copy of
// the second lesson (content/geri-basinc) instead. The course has the
// repository's index page and templates, its package.json and lock (so the
// npm packages the build installed for the repository), so that it builds as
// the repository does (go run ./bench/mkcourse makes one on disk;
// bench/scale.sh times them).
package course

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
)

// The lessons copied.
const (
	First  = "zaman-asimi-butceleri"
	Second = "geri-basinc"
)

// Lessons returns the folder names of an n-lesson course, in order (the
// i-th has sira i+1), and for each the lesson it copies.
func Lessons(n int, mix bool) (names, from []string) {
	for i := 1; i <= n; i++ {
		src := First
		if mix && i%5 == 2 {
			src = Second
		}
		name := src + "-" + strconv.Itoa(i)
		if i == 1 || i == 2 && src == Second {
			name = src // the lessons' links to each other name these
		}
		names, from = append(names, name), append(from, src)
	}
	return names, from
}

var (
	siraLine   = regexp.MustCompile(`(?m)^sira: .*$`)
	secondLink = []byte(`{{ ders "` + Second + `" }}`)
)

// Make writes an n-lesson course made from the repository at repo into
// dir, which must not exist.
func Make(repo, dir string, n int, mix bool) error {
	if n < 1 {
		return fmt.Errorf("course: %d lessons; at least one", n)
	}
	if _, err := os.Lstat(dir); err == nil {
		return fmt.Errorf("course: %s exists", dir)
	}
	repo, err := filepath.Abs(repo)
	if err != nil {
		return err
	}
	if err := copyTree(filepath.Join(repo, "templates"), filepath.Join(dir, "templates"), nil); err != nil {
		return err
	}
	for _, f := range []string{"package.json", "package-lock.json", "content/index.md"} {
		if err := copyTree(filepath.Join(repo, f), filepath.Join(dir, f), nil); err != nil {
			return err
		}
	}
	names, from := Lessons(n, mix)
	hasSecond := false
	for _, name := range names {
		hasSecond = hasSecond || name == Second
	}
	for i, name := range names {
		edit := func(data []byte) []byte {
			data = siraLine.ReplaceAll(data, []byte("sira: "+strconv.Itoa(i+1)))
			if !hasSecond {
				// The first lesson links to the second: to itself then.
				data = bytes.ReplaceAll(data, secondLink, []byte(`{{ ders "`+First+`" }}`))
			}
			return data
		}
		if err := copyTree(filepath.Join(repo, "content", from[i]), filepath.Join(dir, "content", name), edit); err != nil {
			return err
		}
	}
	return nil
}

// copyTree copies the file or folder src to dst; edit, if not nil,
// changes each index.md on the way.
func copyTree(src, dst string, edit func([]byte) []byte) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if edit != nil && d.Name() == "index.md" {
			data = edit(data)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o644)
	})
}
