//go:build unix

package site

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"coursesite/model/modeltest"
)

// TestCacheKeyOpensNoPipe: keying a lesson reads its folder's regular
// files and no other: a named pipe beside the page, and a link to it, are
// not opened (opening a pipe waits for a writer, for ever), nor is a link
// that leads out of the folder followed (a change of what it leads to
// renders nothing again). The link's target is part of the key: pointing
// it elsewhere renders the lesson again.
func TestCacheKeyOpensNoPipe(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(root, modeltest.Project(t, modeltest.Lessons(t, 2))); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "content", "ders-01")
	if err := syscall.Mkfifo(filepath.Join(dir, "boru"), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "gizli.txt")
	if err := os.WriteFile(outside, []byte("bir"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{"boruya": "boru", "disari": outside} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	cache := RenderCache{Dir: filepath.Join(root, ".cache"), Env: "test"}
	build := func() *Output {
		t.Helper()
		done := make(chan *Output, 1)
		go func() {
			s := New(os.DirFS(root), sharedAssets())
			s.UseCache(cache)
			out, err := s.Build(context.Background())
			if err != nil {
				t.Error(err)
			}
			done <- out
		}()
		select {
		case out := <-done:
			if out == nil {
				t.FailNow()
			}
			if _, err := out.PruneCache(); err != nil {
				t.Fatal(err)
			}
			return out
		case <-time.After(time.Minute):
			t.Fatal("the build has waited a minute: it opened the pipe")
			return nil
		}
	}
	build()
	if r := renderedLessons(build()); len(r) != 0 {
		t.Errorf("the second build rendered %v, want none", r)
	}
	if err := os.WriteFile(outside, []byte("iki"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(build()); len(r) != 0 {
		t.Errorf("after the file outside changed, rendered %v, want none: it was read", r)
	}
	os.Remove(filepath.Join(dir, "disari"))
	if err := os.Symlink(outside+".baska", filepath.Join(dir, "disari")); err != nil {
		t.Fatal(err)
	}
	if r := renderedLessons(build()); !slices.Equal(r, []string{"ders-01"}) {
		t.Errorf("after a link of ders-01 changed, rendered %v, want ders-01", r)
	}
}
