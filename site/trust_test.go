package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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
	sameFiles(t, "a build of a checkout with a forged .cache and node_modules", got, want)
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
