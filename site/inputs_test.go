package site

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/model/modeltest"
)

// linkedProject writes the fixture project to disk and a secret outside
// it (a file with front matter, as a page needs), then replaces each of
// links, a file of the project, with a symbolic link to the secret; it
// returns the project's root and the secret's path.
func linkedProject(t *testing.T, links ...string) (root, secret string) {
	t.Helper()
	root = modeltest.WriteProject(t, nil)
	secret = filepath.Join(t.TempDir(), "gizli.md")
	if err := os.WriteFile(secret, []byte("---\nbaslik: GİZLİ anahtar\n---\nGİZLİ anahtar\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range links {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.Remove(file); err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		if err := os.Symlink(secret, file); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	return root, secret
}

// TestInputLinksOutside: every input the build reads itself — a lesson's
// page, the index page, a layout, the stylesheet — is read through the
// guard of a lesson's files: a symbolic link to a file outside the
// project fails the build at the start of the file (line 1, column 1),
// naming the link and where it points, and
// nothing of the file is published. Before, the page, the layout and the
// stylesheet were read through the link (os.DirFS follows it): a
// lesson's index.md linked to any file with front matter was published,
// and so was any file a link under templates/ pointed to.
func TestInputLinksOutside(t *testing.T) {
	for name, want := range map[string]string{
		modeltest.Lesson + "/index.md": modeltest.Lesson + "/index.md:1:1: index.md is a symbolic link to %s, outside the lesson's folder",
		"content/index.md":             "content/index.md:1:1: index.md is a symbolic link to %s, outside content/",
		"templates/head.html":          "templates/head.html:1:1: head.html is a symbolic link to %s, outside templates/",
		"templates/site.css":           "templates/site.css:1:1: site.css is a symbolic link to %s, outside templates/",
	} {
		t.Run(name, func(t *testing.T) {
			root, secret := linkedProject(t, name)
			out, err := New(os.DirFS(root), sharedAssets()).Build(context.Background())
			want := strings.Replace(want, "%s", secret, 1)
			if err == nil || err.Error() != want || !hasPlace(err) {
				t.Fatalf("build: %v\nwant: %s", err, want)
			}
			if out != nil {
				for f, data := range out.Files {
					if strings.Contains(string(data), "GİZLİ") {
						t.Errorf("%s publishes the file outside", f)
					}
				}
			}
		})
	}
}

// TestInputLinkInside: a link that stays inside its folder is read, as a
// lesson's listing is: an author may keep a layout under two names.
func TestInputLinkInside(t *testing.T) {
	root := modeltest.WriteProject(t, nil)
	head := filepath.Join(root, "templates", "head.html")
	if err := os.Rename(head, filepath.Join(root, "templates", "bas.tmpl")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("bas.tmpl", head); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if _, err := New(os.DirFS(root), sharedAssets()).Build(context.Background()); err != nil {
		t.Fatal(err)
	}
}
