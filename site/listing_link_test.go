package site

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/internal/lessonfs"
	"coursesite/internal/textcheck"
)

// TestListingLinkOutside: a listing that is a symbolic link to a file
// outside the lesson's folder fails the build at its action, naming the
// link and where it points, and publishes nothing of the file — before,
// butce/ortam.mjs → /proc/self/environ put the build's environment into
// the page, exit 0. A link that stays inside the folder is shown.
func TestListingLinkOutside(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(filepath.Join(root, "templates"), os.DirFS(filepath.Join(projectRoot, "templates"))); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(root, "gizli.mjs")
	for name, data := range map[string]string{
		"content/index.md":            "---\nbaslik: Dersler\n---\n",
		"content/ders/butce/asil.mjs": "export const asil = 1;\n",
		"content/ders/index.md":       "---\nbaslik: Ders\n---\nİlk satır.\n\n{{ kod \"butce/kisayol.mjs\" }}\n\n{{ kod \"butce/ortam.mjs\" }}\n",
		"gizli.mjs":                   "export const GIZLI = 'anahtar';\n",
	} {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{"kisayol.mjs": "asil.mjs", "ortam.mjs": secret} {
		if err := os.Symlink(target, filepath.Join(root, "content", "ders", "butce", link)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	_, err := New(os.DirFS(root), sharedAssets()).Build(context.Background())
	// At the action, with the reason.
	want := "content/ders/index.md:8:4: kod: butce/ortam.mjs is a symbolic link to " + secret + ", outside the lesson's folder"
	if err == nil || err.Error() != want {
		t.Fatalf("build: %v\nwant: %s", err, want)
	}
	if strings.Contains(err.Error(), "anahtar") {
		t.Error("the error quotes the file outside")
	}
	// The same page without the link out builds, the link inside shown.
	index := filepath.Join(root, "content", "ders", "index.md")
	if err := os.WriteFile(index, []byte("---\nbaslik: Ders\n---\nİlk satır.\n\n{{ kod \"butce/kisayol.mjs\" }}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := New(os.DirFS(root), sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if page := string(out.Files["ders/index.html"]); !strings.Contains(page, "asil") {
		t.Errorf("the listing through a link inside the folder is not on the page")
	}
}

// TestListingBadBytes: a listing whose file is not UTF-8 text (a Latin-5
// save, a NUL, a BOM) fails at the action, with the place in the file,
// instead of being published under charset=utf-8.
func TestListingBadBytes(t *testing.T) {
	for data, want := range map[string]string{
		"// açıklama\nconst x = \"ba\xf0\";\n": "content/ders/a.mjs:2:14: invalid UTF-8 (byte 0xf0)",
		"const x = 1;\x00\n":                   "content/ders/a.mjs:1:13: a NUL byte",
		"\xef\xbb\xbfconst x = 1;\n":           "content/ders/a.mjs:1:1: starts with a UTF-8 byte order mark (BOM)",
	} {
		fsys := fstest.MapFS{"content/ders/a.mjs": {Data: []byte(data)}}
		_, _, err := lessonfs.ReadText(fsys, "content/ders", "a.mjs")
		var e *textcheck.Error
		if err == nil || !strings.HasPrefix(err.Error(), want) || !errors.As(err, &e) {
			t.Errorf("%q: %v; want %s…", data, err, want)
		}
	}
}
