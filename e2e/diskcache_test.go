package e2e

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"coursesite/internal/assets"
	"coursesite/internal/cachedir"
	"coursesite/model/modeltest"
	"coursesite/nodedeps"
	"coursesite/site"
)

// These tests build the engine's fixture project (package modeltest) as
// the build command does, with its own assets (assets.Disk: KaTeX's math
// and ECharts' drawings under node, the chart runtime bundled from the npm
// packages) in the project's folder of the user's cache, and hold that
// cache: damaged, shared by builds at once, forged in the checkout. Each
// of its namespaces but the lessons' renderings is made with node, so they
// live here; site's tests hold the renderings' cache alone, with
// site/sitetest's assets.

// diskProject lays the fixture project with three lessons out in a folder
// of its own, with this checkout's package.json and package-lock.json (so
// the npm packages the build installs for the checkout, installed here when
// they are missing), so that its cache folder (projectCache: math,
// drawings, the chart bundles, the lessons) is its own. The WebAssembly is
// the program's own, cached with its source (assets.Disk.LiveRuntime).
func diskProject(t *testing.T) string {
	t.Helper()
	if err := nodedeps.Ensure(context.Background(), checkoutRoot, os.Stderr); err != nil {
		t.Fatalf("installing the npm packages: %v", err)
	}
	root := t.TempDir()
	if err := os.CopyFS(root, modeltest.Project(t, modeltest.Lessons(t, 3))); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"package.json", "package-lock.json", "go.mod"} {
		data, err := os.ReadFile(filepath.Join(checkoutRoot, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// diskBuild builds the project at root as the build command does: its
// assets cached in its cache folder, the lessons taken from there, the cache
// pruned. Each build has assets of its own, as each process has.
func diskBuild(t *testing.T, root string) (*site.Output, error) {
	t.Helper()
	disk := assets.New(root)
	env, err := disk.RenderEnv()
	if err != nil {
		t.Fatal(err)
	}
	s := site.New(os.DirFS(root), disk)
	s.UseCache(site.RenderCache{Dir: disk.CacheDir, Env: env})
	out, err := s.Build(context.Background())
	if err != nil {
		return nil, err
	}
	if _, err := out.PruneCache(); err != nil {
		return nil, err
	}
	return out, nil
}

// projectCache is the cache folder of the project at root
// (cachedir.Project).
func projectCache(t testing.TB, root string) string {
	t.Helper()
	dir, err := cachedir.Project(root)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// cacheFiles lists the files of the namespaces of the cache folder of the
// project at root, relative to it.
func cacheFiles(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	dir := projectCache(t, root)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && filepath.Dir(p) != dir {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestDamagedCacheBuilds: every file of the cache damaged — cut short, a
// byte changed, garbage, emptied — fails no build: the build makes each
// entry again and writes what a build from an empty cache writes, byte for
// byte; the build after it takes every lesson from the cache again.
func TestDamagedCacheBuilds(t *testing.T) {
	root := diskProject(t)
	// The repository's bundles, drawings and math, where other tests and
	// builds left them, spare this test a cold build: a bundle made
	// again after the damage is what it takes.
	for _, ns := range []string{"charts", "charts-server", "drawings", "katex"} {
		os.CopyFS(filepath.Join(projectCache(t, root), ns), os.DirFS(filepath.Join(projectCache(t, checkoutRoot), ns)))
	}
	want, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	// The bytes of a cache hit are a mapping of its file, which the
	// damage below changes in place (as nothing but a person does): the
	// build's files as they were are a copy.
	for name, data := range want.Files {
		want.Files[name] = bytes.Clone(data)
	}
	files := cacheFiles(t, root)
	for _, ns := range []string{"katex/", "drawings/", "charts/", "charts-server/", "pages/"} {
		if !slices.ContainsFunc(files, func(f string) bool { return strings.HasPrefix(f, ns) }) {
			t.Errorf("the cache holds nothing in %s: %v", ns, files)
		}
	}
	for i, f := range files {
		file := filepath.Join(projectCache(t, root), filepath.FromSlash(f))
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		switch i % 4 {
		case 0:
			data = data[:len(data)/2]
		case 1:
			if len(data) > 0 {
				data[len(data)-1] ^= 0x20
			}
		case 2:
			data = []byte(strings.Repeat("bozuk ", 50))
		case 3:
			data = nil
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := diskBuild(t, root)
	if err != nil {
		t.Fatalf("a build on a damaged cache: %v", err)
	}
	sameOutputs(t, "a damaged cache", got, want)
	if r := renderedLessons(got); len(r) != 3 {
		t.Errorf("on a damaged cache rendered %v, want the 3 lessons", r)
	}
	again, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	sameOutputs(t, "the build after", again, want)
	if r := renderedLessons(again); len(r) != 0 {
		t.Errorf("the build after rendered %v, want none", r)
	}
}

// TestConcurrentBuildsShareCache: builds at once on one empty cache folder,
// as two processes are (each has assets of its own), all succeed with the
// same files; the cache they leave then serves a build whole.
func TestConcurrentBuildsShareCache(t *testing.T) {
	root := diskProject(t)
	outs := make([]*site.Output, 2)
	errs := make([]error, len(outs))
	var wg sync.WaitGroup
	for i := range outs {
		wg.Go(func() { outs[i], errs[i] = diskBuild(t, root) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("build %d: %v", i, err)
		}
	}
	for _, out := range outs[1:] {
		sameOutputs(t, "builds at once", out, outs[0])
	}
	again, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	sameOutputs(t, "the build after", again, outs[0])
	if r := renderedLessons(again); len(r) != 0 {
		t.Errorf("the build after rendered %v, want none", r)
	}
	for _, f := range cacheFiles(t, root) {
		if strings.HasPrefix(filepath.Base(f), ".") {
			t.Errorf("left in the cache: %s", f)
		}
	}
}

// renderedLessons returns the lessons of out that were rendered rather than
// taken from the cache: those that ran their model.
func renderedLessons(out *site.Output) []string {
	var names []string
	for _, p := range out.Pages[1:] {
		if p.State != nil {
			names = append(names, strings.TrimSuffix(p.URL, "/"))
		}
	}
	slices.Sort(names)
	return names
}

// sameOutputs reports where two builds' files differ.
func sameOutputs(t *testing.T, what string, got, want *site.Output) {
	t.Helper()
	if g, w := slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(want.Files)); !slices.Equal(g, w) {
		t.Errorf("%s: the build wrote %v, want %v", what, g, w)
	}
	for name, data := range want.Files {
		if string(got.Files[name]) != string(data) {
			t.Errorf("%s: %s differs", what, name)
		}
	}
}

// forged is what the attack puts in the site: found in any file the build
// writes, the build took something from the checkout.
const forged = `alert("forged")`

// TestCheckoutCannotForgeTheBuild (issue 24): a commit that adds a .cache/
// and a node_modules/ to the checkout changes nothing the build writes.
// The .cache holds, for every entry of the build's own cache, a forged one
// under the same key and internally consistent (its length, CRC-32C and
// SHA-256 those of the forged bytes), and the files of the old layouts
// (katex-*.html, svg/*.svg); node_modules holds a KaTeX of the locked
// version whose every formula is a script, and the locked ECharts' and
// zrender's package.json. The build, its own cache emptied of math,
// drawings, bundles and lessons so that it makes them all again, writes
// what the honest build wrote, byte for byte, and leaves the checkout as it
// was.
func TestCheckoutCannotForgeTheBuild(t *testing.T) {
	root := diskProject(t)
	want, err := diskBuild(t, root)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range want.Files {
		want.Files[name] = bytes.Clone(data) // a cache hit maps its file
	}
	own := projectCache(t, root)
	planted := filepath.Join(root, ".cache")
	n := forgeCache(t, own, planted)
	if n == 0 {
		t.Fatalf("the build's cache %s holds no entry to forge", own)
	}
	for name, data := range map[string]string{
		".cache/katex-0123456789abcdef01234567.html":    "<math><script>" + forged + "</script></math>",
		".cache/svg/0123456789abcdef01234567.svg":       "<svg><script>" + forged + "</script></svg>",
		"node_modules/katex/package.json":               `{"name": "katex", "version": "0.16.47", "main": "katex.js"}`,
		"node_modules/katex/katex.js":                   "exports.renderToString = () => '<script>" + forged + "</script>';\n",
		"node_modules/echarts/package.json":             `{"name": "echarts", "version": "6.1.0"}`,
		"node_modules/zrender/package.json":             `{"name": "zrender", "version": "6.1.0"}`,
		"node_modules/echarts/index.js":                 forged + ";\n",
		"node_modules/.package-lock.json":               "{}",
		".cache/pages/0123456789abcdef0123456789abcdef": forged,
	} {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before := treeOf(t, root, ".cache", "node_modules")
	for _, ns := range []string{"katex", "drawings", "charts", "charts-server", "pages", "highlights"} {
		if err := os.RemoveAll(filepath.Join(own, ns)); err != nil {
			t.Fatal(err)
		}
	}
	got, err := diskBuild(t, root)
	if err != nil {
		t.Fatalf("a build of a checkout with a .cache and a node_modules: %v", err)
	}
	sameOutputs(t, "a build of a checkout with a forged .cache and node_modules", got, want)
	for name, data := range got.Files {
		if bytes.Contains(data, []byte(forged)) {
			t.Errorf("%s holds what the checkout's .cache or node_modules forged", name)
		}
	}
	if r := renderedLessons(got); len(r) != 3 {
		t.Errorf("the build rendered %v, want every lesson (its own cache had none)", r)
	}
	if after := treeOf(t, root, ".cache", "node_modules"); after != before {
		t.Errorf("the build changed the checkout's .cache or node_modules:\n%s\nwas\n%s", after, before)
	}
}

// forgeCache writes into to, for every entry of the cache folder from, an
// entry under the same key and in the same namespace whose content is a
// forgery, consistent in itself (package cache's two layouts: a header of
// key, length and CRC-32C; a file with a record of key, length, CRC-32C
// and SHA-256), and returns how many it wrote.
func forgeCache(t *testing.T, from, to string) int {
	t.Helper()
	table := crc32.MakeTable(crc32.Castagnoli)
	const magic, recordMagic = "coursesite cache 1\n", "coursesite cache file 1\n"
	n := 0
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() || filepath.Dir(p) == from || strings.HasPrefix(d.Name(), ".") {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		out := filepath.Join(to, rel)
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		switch {
		case strings.HasSuffix(p, ".sum"):
			lines := strings.Split(string(data), "\n")
			fake := []byte("/* forged */ " + forged + ";\n")
			sha := sha256.Sum256(fake)
			rec := fmt.Sprintf("%s%s\n%d %08x %s\n", recordMagic, lines[1], len(fake), crc32.Checksum(fake, table), hex.EncodeToString(sha[:]))
			if err := os.WriteFile(strings.TrimSuffix(out, ".sum"), fake, 0o644); err != nil {
				return err
			}
			n++
			return os.WriteFile(out, []byte(rec), 0o644)
		case bytes.HasPrefix(data, []byte(magic)):
			fake := []byte("<script>" + forged + "</script>")
			head := append([]byte(nil), data[:len(magic)+sha256.Size]...)
			head = binary.BigEndian.AppendUint64(head, uint64(len(fake)))
			head = binary.BigEndian.AppendUint32(head, crc32.Checksum(fake, table))
			n++
			return os.WriteFile(out, append(head, fake...), 0o644)
		}
		return nil // a file entry's bytes: written with its record
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// treeOf lists the files under root's folders dirs with their contents'
// hashes.
func treeOf(t *testing.T, root string, dirs ...string) string {
	t.Helper()
	var b strings.Builder
	for _, dir := range dirs {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			fmt.Fprintf(&b, "%s %x\n", rel, sha256.Sum256(data))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}
