//go:build unix

package serve

import (
	"context"
	"coursesite/model/modeltest"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"coursesite/internal/lessonfs"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// TestSourcesReadAsTheBuild: the preview's copy of the sources answers
// the lesson's file reader exactly as the folder on disk does — the build
// reads os.DirFS — for every kind of file: plain, a link inside the
// lesson's folder, links out of it (absolute, relative, to /proc and
// /dev), a named pipe (which the copy must not open: that would block the
// preview), a file over the size limit. Before, the preview read through
// every link and disagreed with the build.
func TestSourcesReadAsTheBuild(t *testing.T) {
	root := t.TempDir()
	lesson := filepath.Join(root, "content", "ders")
	if err := os.MkdirAll(filepath.Join(lesson, "butce"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, root, "content/gizli.txt", "GİZLİ")
	writeFile(t, root, "content/ders/index.md", "# Ders")
	writeFile(t, root, "content/ders/butce/zincir.mjs", "export const zincir = 1;")
	for link, target := range map[string]string{
		"content/ders/kisayol.mjs":     "butce/zincir.mjs",
		"content/ders/kutu":            "butce",
		"content/ders/butce/ortam.mjs": "/proc/self/environ",
		"content/ders/sifir.mjs":       "/dev/zero",
		"content/ders/yan.txt":         "../gizli.txt",
		"content/ders/mutlak.txt":      filepath.Join(root, "content", "gizli.txt"),
		"content/ders/sarkik.mjs":      "yok.mjs",
	} {
		if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(link))); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(lesson, "boru.mjs"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(lesson, "dokum.json")
	writeFile(t, root, "content/ders/dokum.json", "")
	if err := os.Truncate(big, lessonfs.MaxSize+10); err != nil {
		t.Fatal(err)
	}
	copied, err := readSources(root)
	if err != nil {
		t.Fatal(err)
	}
	disk := os.DirFS(root)
	for _, name := range []string{
		"index.md", "butce/zincir.mjs", "kisayol.mjs", "kutu/zincir.mjs", "butce/ortam.mjs", "sifir.mjs",
		"yan.txt", "mutlak.txt", "sarkik.mjs", "boru.mjs", "dokum.json", "butce", "yok.mjs", "../gizli.txt",
	} {
		want, wantErr := lessonfs.ReadFile(disk, "content/ders", name)
		got, gotErr := lessonfs.ReadFile(copied, "content/ders", name)
		if string(got) != string(want) || (gotErr == nil) != (wantErr == nil) ||
			refused(gotErr) != refused(wantErr) || refused(gotErr) && gotErr.Error() != wantErr.Error() {
			t.Errorf("%s: the preview reads %.30q, %v; the build %.30q, %v", name, got, gotErr, want, wantErr)
		}
	}
}

// refused reports whether err is the lesson reader's refusal.
func refused(err error) bool { return errors.Is(err, lessonfs.ErrRefused) }

// TestPreviewRefusesListingOutside: a listing that links out of the
// lesson's folder fails the preview's build with the build's message, and
// the page shows nothing of the file.
func TestPreviewRefusesListingOutside(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "gizli.mjs")
	if err := os.WriteFile(secret, []byte("export const GIZLI = 'anahtar';\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, func(root string) {
		if err := os.Symlink(secret, filepath.Join(root, filepath.FromSlash(modeltest.Lesson), "kod", "ortam.mjs")); err != nil {
			t.Fatal(err)
		}
		page := readFile(t, root, lesson)
		writeFile(t, root, lesson, strings.Replace(page, `{{ kod "kod/hesap.mjs" }}`, `{{ kod "kod/ortam.mjs" }}`, 1))
	})
	_, body := f.get(lessonURL)
	msg := buildError(string(body))
	want := "kod: kod/ortam.mjs is a symbolic link to " + secret + ", outside the lesson's folder"
	if !strings.Contains(msg, want) {
		t.Errorf("overlay %q; want it to say %q", msg, want)
	}
	if strings.Contains(string(body), "anahtar") {
		t.Error("the preview shows the file outside the lesson")
	}
	// The build, reading the folder itself, says the same.
	_, err := site.New(os.DirFS(f.root), sitetest.New(repoRoot)).Build(context.Background())
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(msg, err.Error()) {
		t.Errorf("the build says %v; the preview %q", err, msg)
	}
}

// TestSourcesIndexAsMapFS: the copy's own folder listing answers as
// fstest.MapFS does (names, kinds, order), for every folder and after an
// update that adds and removes some.
func TestSourcesIndexAsMapFS(t *testing.T) {
	root := modeltest.WriteProject(t, nil)
	src, err := readSources(root)
	if err != nil {
		t.Fatal(err)
	}
	compare := func(src sources) {
		t.Helper()
		for dir := range src.dirs {
			got, err := src.ReadDir(dir)
			want, wantErr := src.MapFS.ReadDir(dir)
			if err != nil || wantErr != nil || len(got) != len(want) {
				t.Fatalf("ReadDir(%q): %v, %v; MapFS: %v, %v", dir, got, err, want, wantErr)
			}
			for i := range got {
				if got[i].Name() != want[i].Name() || got[i].Type() != want[i].Type() || got[i].IsDir() != want[i].IsDir() {
					t.Errorf("ReadDir(%q)[%d] = %s %v, MapFS: %s %v", dir, i, got[i].Name(), got[i].Type(), want[i].Name(), want[i].Type())
				}
			}
			fi, err := src.Stat(dir)
			wfi, werr := src.MapFS.Stat(dir)
			if err != nil || werr != nil || fi.Mode() != wfi.Mode() || fi.Name() != wfi.Name() {
				t.Errorf("Stat(%q) = %v, %v; MapFS: %v, %v", dir, fi, err, wfi, werr)
			}
		}
		if _, err := src.ReadDir("content/yok"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("ReadDir of a missing folder: %v", err)
		}
	}
	compare(src)
	if err := os.MkdirAll(filepath.Join(root, "content/yeni/alt"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, root, "content/yeni/alt/dosya.txt", "")
	if err := os.RemoveAll(filepath.Join(root, modeltest.Lesson, "kod")); err != nil {
		t.Fatal(err)
	}
	src, err = src.update(root, []string{"content/yeni", modeltest.Lesson + "/kod"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := src.dirs[modeltest.Lesson+"/kod"]; ok {
		t.Errorf("the removed folder is still listed")
	}
	compare(src)
}

// TestSourcesReadNothingOutside: the preview's copy holds nothing of a
// file outside the project that a link in it points to — a page, a
// layout, a listing — and its build refuses each link as the build of the
// folder on disk does, with the same message. Before, the copy read the
// target of every link (a page linked to /proc/self/environ brought the
// preview's environment into memory) and the build then published the
// page.
func TestSourcesReadNothingOutside(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "gizli.md")
	if err := os.WriteFile(secret, []byte("---\nbaslik: GİZLİ anahtar\n---\nGİZLİ anahtar\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{modeltest.Lesson + "/index.md", "templates/head.html", modeltest.Lesson + "/kod/hesap.mjs"} {
		t.Run(name, func(t *testing.T) {
			root := modeltest.WriteProject(t, nil)
			file := filepath.Join(root, filepath.FromSlash(name))
			if err := os.Remove(file); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(secret, file); err != nil {
				t.Fatal(err)
			}
			src, err := readSources(root)
			if err != nil {
				t.Fatal(err)
			}
			for f, mf := range src.MapFS {
				if strings.Contains(string(mf.Data), "GİZLİ") {
					t.Errorf("the copy holds the file outside as %s", f)
				}
			}
			if _, ok := src.MapFS[name]; !ok {
				t.Errorf("the copy lost the link %s", name)
			}
			_, err = site.New(src, sitetest.New(repoRoot)).Build(context.Background())
			_, want := site.New(os.DirFS(root), sitetest.New(repoRoot)).Build(context.Background())
			if err == nil || want == nil || err.Error() != want.Error() || !strings.Contains(err.Error(), "symbolic link to "+secret) {
				t.Errorf("the preview's build: %v\nthe build: %v", err, want)
			}
		})
	}
}
