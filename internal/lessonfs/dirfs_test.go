package lessonfs

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// project makes, in a temporary folder, a project whose lesson's folder
// content/ders holds a source, and a secret beside the lesson; it returns
// the project's root.
func project(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for name, data := range map[string]string{
		"test.sh":                       "echo secret",
		"content/gizli.txt":             "GİZLİ",
		"content/ders/index.md":         "# Ders",
		"content/ders/butce/zincir.mjs": "export const zincir = 1;",
	} {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// symlink makes a real link at name (relative to the lesson's folder) to
// target, skipping the test where the system makes none.
func symlink(t *testing.T, root, name, target string) {
	t.Helper()
	if err := os.Symlink(target, filepath.Join(root, "content", "ders", filepath.FromSlash(name))); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
}

// TestReadFileDirFS: on disk, through os.DirFS as the build reads the
// project, a link inside the lesson's folder is followed and links out of
// it are refused, whether absolute, relative or through a linked folder —
// the holes of the issue: /proc/self/environ and /etc/passwd published as
// listings, kod "../../test.sh".
func TestReadFileDirFS(t *testing.T) {
	root := project(t)
	secret := filepath.Join(root, "content", "gizli.txt")
	symlink(t, root, "kisayol.mjs", "butce/zincir.mjs")
	symlink(t, root, "butce/ortam.mjs", "/proc/self/environ")
	symlink(t, root, "butce/passwd", "/etc/passwd")
	symlink(t, root, "mutlak.txt", secret) // absolute, to a file outside
	symlink(t, root, "yan.txt", "../gizli.txt")
	symlink(t, root, "kok", "/")
	symlink(t, root, "sinsi.txt", "kok/../gizli.txt") // lexically inside; physically /gizli.txt
	symlink(t, root, "kutu", "butce")
	fsys := os.DirFS(root)
	for name, want := range map[string]string{
		"butce/zincir.mjs": "export const zincir = 1;",
		"kisayol.mjs":      "export const zincir = 1;",
		"kutu/zincir.mjs":  "export const zincir = 1;",
	} {
		if got, err := ReadFile(fsys, lesson, name); err != nil || string(got) != want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	for name, want := range map[string]string{
		"butce/ortam.mjs": "butce/ortam.mjs is a symbolic link to /proc/self/environ, outside the lesson's folder",
		"butce/passwd":    "butce/passwd is a symbolic link to /etc/passwd, outside the lesson's folder",
		"mutlak.txt":      "mutlak.txt is a symbolic link to " + secret + ", outside the lesson's folder",
		"yan.txt":         "yan.txt is a symbolic link to ../gizli.txt, outside the lesson's folder",
		"sinsi.txt":       "sinsi.txt: kok is a symbolic link to /, outside the lesson's folder",
		"kok/etc/passwd":  "kok/etc/passwd: kok is a symbolic link to /, outside the lesson's folder",
		"../../test.sh":   `"../../test.sh" leads out of the lesson's folder`,
		"/etc/passwd":     `"/etc/passwd" is an absolute path; name a file of the lesson's folder, relative to it`,
		"butce":           "butce is a folder, not a file",
	} {
		got, err := ReadFile(fsys, lesson, name)
		if err == nil || err.Error() != want || !errors.Is(err, ErrRefused) {
			t.Errorf("ReadFile(%q) = %.30q, %v; want the refusal %q", name, got, err, want)
		}
		if strings.Contains(string(got), "GİZLİ") || strings.Contains(string(got), "secret") {
			t.Errorf("ReadFile(%q) read a file outside the lesson", name)
		}
	}
}

// TestReadFileTooLarge: a file over MaxSize on disk is refused, even one
// whose size grows past it (read, not only stated, is bounded).
func TestReadFileTooLarge(t *testing.T) {
	root := project(t)
	big := filepath.Join(root, "content", "ders", "dokum.json")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, MaxSize+1); err != nil { // sparse: no 4 MiB written
		t.Fatal(err)
	}
	_, err := ReadFile(os.DirFS(root), lesson, "dokum.json")
	if err == nil || err.Error() != "dokum.json is larger than 4 MiB, the most a lesson's file may be" {
		t.Errorf("ReadFile of MaxSize+1 bytes: %v", err)
	}
}

// TestReadFileDevice: a device is refused before it is read (/dev/zero
// never ends).
func TestReadFileDevice(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev")
	}
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip(err)
	}
	_, err := ReadFile(os.DirFS("/dev"), ".", "zero")
	if err == nil || err.Error() != "zero is a device, not a regular file" {
		t.Errorf("ReadFile(/dev/zero): %v", err)
	}
}

// TestFolderMessages: a Folder other than a lesson's says which folder a
// name leads out of, and, Full, names files by their path in the project.
func TestFolderMessages(t *testing.T) {
	root := project(t)
	symlink(t, root, "baglanti.md", "/etc/passwd")
	d := Folder{Dir: lesson, Called: "templates/", Full: true}
	for name, want := range map[string]string{
		"baglanti.md":  "content/ders/baglanti.md is a symbolic link to /etc/passwd, outside templates/",
		"../gizli.txt": `"../gizli.txt" leads out of templates/`,
		"/etc/passwd":  `"/etc/passwd" is an absolute path; name a file of templates/, relative to it`,
		"yok.md":       "content/ders/yok.md: no such file in templates/",
		"butce":        "content/ders/butce is a folder, not a file",
	} {
		if _, err := d.ReadFile(os.DirFS(root), name); err == nil || err.Error() != want {
			t.Errorf("ReadFile(%q): %v; want %s", name, err, want)
		}
	}
}
