package site

import (
	"bytes"
	"context"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"coursesite/internal/workers"
	"coursesite/markdown"
	"coursesite/model/modeltest"
)

// buildWith builds the project with GOMAXPROCS set to procs.
func buildWith(t *testing.T, procs int, edits map[string]string) (*Output, error) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	return New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
}

// TestBuildSameOnAnyCores: a course of many lessons, rendered one page at a
// time and several at once, gives byte-identical files, the same pages in
// the same order, again and again.
func TestBuildSameOnAnyCores(t *testing.T) {
	edits := modeltest.Lessons(t, 12)
	one, err := buildWith(t, 1, edits)
	if err != nil {
		t.Fatal(err)
	}
	if len(one.Pages) != 13 {
		t.Fatalf("%d pages, want the index and 12 lessons", len(one.Pages))
	}
	for _, procs := range []int{2, 4, 8, 4} {
		got, err := buildWith(t, procs, edits)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(one.Files))) {
			t.Fatalf("GOMAXPROCS=%d: files %v, with 1: %v", procs, slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(one.Files)))
		}
		for name, data := range one.Files {
			if !bytes.Equal(got.Files[name], data) {
				t.Errorf("GOMAXPROCS=%d: %s differs from the build on one core", procs, name)
			}
		}
		for i, p := range got.Pages {
			if p.Src != one.Pages[i].Src {
				t.Errorf("GOMAXPROCS=%d: page %d is %s, on one core %s", procs, i, p.Src, one.Pages[i].Src)
			}
		}
	}
}

// TestBuildErrorsInPageOrder: a build with problems on several pages
// reports all of them, in the pages' order (not the folders', not the
// order they were found in), the same on one core and on several.
func TestBuildErrorsInPageOrder(t *testing.T) {
	edits := modeltest.Lessons(t, 9)
	// Lessons 2, 5 and 8 (folders ders-07, ders-04, ders-01) break, each
	// in another way; lesson 5 twice.
	broken := map[string]string{
		"ders-07": `{{ sayi "yok.boyle" }}`,
		"ders-04": `{{ sayi "bilinmeyen" }} ve {{ tablo "masa" }}`,
		"ders-01": `{{ kod "kod/yok.mjs" }}`,
	}
	for dir, text := range broken {
		edits["content/"+dir+"/index.md"] += "\n" + text + "\n"
	}
	var want string
	for _, procs := range []int{1, 2, 4, 1, 8} {
		_, err := buildWith(t, procs, edits)
		if err == nil {
			t.Fatalf("GOMAXPROCS=%d: the broken course built", procs)
		}
		if want == "" {
			want = err.Error()
			lines := strings.Split(want, "\n")
			var dirs []string
			for _, l := range lines {
				dirs = append(dirs, strings.Split(strings.TrimPrefix(l, "content/"), "/")[0])
			}
			if !slices.Equal(dirs, []string{"ders-07", "ders-04", "ders-04", "ders-01"}) {
				t.Errorf("the errors stand in these lessons' folders: %q, want ders-07, ders-04 twice, ders-01 (the pages' order):\n%s", dirs, want)
			}
			continue
		}
		if err.Error() != want {
			t.Errorf("GOMAXPROCS=%d: the errors are\n%s\nwith 1:\n%s", procs, err, want)
		}
	}
}

// countingAssets counts how many pages render their math at once.
type countingAssets struct {
	Assets
	mu        sync.Mutex
	now, most int
}

func (a *countingAssets) RenderMath(ctx context.Context, items []markdown.TeX) ([]string, error) {
	a.mu.Lock()
	a.now++
	a.most = max(a.most, a.now)
	a.mu.Unlock()
	defer func() {
		a.mu.Lock()
		a.now--
		a.mu.Unlock()
	}()
	runtime.Gosched() // let another page in, if the build allows one
	return a.Assets.RenderMath(ctx, items)
}

// TestWorkersLimit: under workers.WithLimit(ctx, 1) a build renders one page at
// a time whatever GOMAXPROCS is (the preview's background check leaves the
// other cores to the saves), and writes the same site.
func TestWorkersLimit(t *testing.T) {
	edits := modeltest.Lessons(t, 8)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	a := &countingAssets{Assets: sharedAssets()}
	one, err := New(modeltest.Project(t, edits), a).Build(workers.WithLimit(context.Background(), 1))
	if err != nil {
		t.Fatal(err)
	}
	if a.most != 1 {
		t.Errorf("%d pages rendered at once under workers.WithLimit(1)", a.most)
	}
	all, err := New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range all.Files {
		if !bytes.Equal(one.Files[name], data) {
			t.Errorf("%s differs", name)
		}
	}
}
