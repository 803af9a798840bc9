// Package bench measures the whole course: builds of the real content/
// (go test -run '^$' -bench . ./bench), beside bench/hugo.sh, which times
// the command against Hugo. Measurements only: it has no tests.
package bench

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/bench/course"
	"coursesite/internal/assets"
	_ "coursesite/sim" // the course's models
	"coursesite/site"
)

// root is the repository, seen from this package.
const root = ".."

func diskAssets(b *testing.B) *assets.Disk {
	b.Helper()
	if err := assets.Prepare(context.Background(), root, os.Stderr); err != nil {
		b.Fatal(err)
	}
	return assets.New(root)
}

// BenchmarkBuild builds the whole site in memory: model, tables, charts,
// markdown, layout (math and the chart bundle come from the disk cache, as
// in every build after the first).
func BenchmarkBuild(b *testing.B) {
	s := site.New(os.DirFS(root), diskAssets(b))
	if _, err := s.Build(context.Background()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildWrite is a whole build in-process as the build command runs
// it, writing included: BenchmarkBuild plus Output.Write into a folder that
// holds the previous build.
func BenchmarkBuildWrite(b *testing.B) {
	s := site.New(os.DirFS(root), diskAssets(b))
	out := filepath.Join(b.TempDir(), "public")
	build := func() {
		o, err := s.Build(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		if err := o.Write(out); err != nil {
			b.Fatal(err)
		}
	}
	build()
	b.ReportAllocs()
	for b.Loop() {
		build()
	}
}

// BenchmarkBuildLessons builds courses of 1, 10 and 50 lessons (package
// course: copies of the first lesson, every fifth one of the second) in
// memory; with Write into a folder holding the previous build; and so,
// taking the unchanged lessons from the last build (site.RenderCache), as
// the build command does.
func BenchmarkBuildLessons(b *testing.B) {
	for _, n := range []int{1, 10, 50} {
		dir := filepath.Join(b.TempDir(), "kurs")
		if err := course.Make(root, dir, n, true); err != nil {
			b.Fatal(err)
		}
		disk := assets.New(dir)
		plain, cached := site.New(os.DirFS(dir), disk), site.New(os.DirFS(dir), disk)
		env, err := disk.RenderEnv()
		if err != nil {
			b.Fatal(err)
		}
		cached.UseCache(site.RenderCache{Dir: disk.CacheDir, Env: env})
		out := filepath.Join(dir, "public")
		build := func(s *site.Site, write bool) {
			o, err := s.Build(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			if write {
				if err := o.Write(out); err != nil {
					b.Fatal(err)
				}
				if _, err := o.PruneCache(); err != nil {
					b.Fatal(err)
				}
			}
		}
		for _, mode := range []string{"", "/write", "/cached"} {
			s := plain
			if mode == "/cached" {
				s = cached
			}
			b.Run(fmt.Sprintf("n=%d%s", n, mode), func(b *testing.B) {
				build(s, mode != "") // warm: math, the chart bundle, listings, the lessons' cache
				b.ReportAllocs()
				for b.Loop() {
					build(s, mode != "")
				}
			})
		}
	}
}

// BenchmarkRebuild is the preview's build after a save of one lesson's
// page (site.Rebuild from the previous output), on a course of 50 lessons
// read into memory as the preview reads it.
func BenchmarkRebuild(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "kurs")
	if err := course.Make(root, dir, 50, true); err != nil {
		b.Fatal(err)
	}
	fsys := fstest.MapFS{}
	for _, top := range []string{"content", "templates"} {
		err := fs.WalkDir(os.DirFS(dir), top, func(name string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(filepath.Join(dir, name))
			fsys[name] = &fstest.MapFile{Data: data, Mode: 0o644}
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	disk := assets.New(dir)
	page := "content/" + course.First + "/index.md"
	orig := fsys[page].Data
	prev, err := site.New(fsys, disk).Rebuild(context.Background(), nil)
	if err != nil {
		b.Fatal(err)
	}
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		fsys[page] = &fstest.MapFile{Data: fmt.Appendf(bytes.Clone(orig), "\nÖlçüm satırı %s.\n", strings.Repeat("a", i)), Mode: 0o644}
		if prev, err = site.New(fsys, disk).Rebuild(context.Background(), prev); err != nil {
			b.Fatal(err)
		}
	}
}
