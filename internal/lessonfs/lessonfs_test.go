package lessonfs

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

const lesson = "content/ders"

// mapFS is a project in memory: a lesson with its sources, links of every
// kind, special files, and files beside the lesson that must stay unread.
func mapFS() fstest.MapFS {
	link := func(target string) *fstest.MapFile {
		return &fstest.MapFile{Mode: fs.ModeSymlink, Data: []byte(target)}
	}
	return fstest.MapFS{
		"go.mod":                            {Data: []byte("module coursesite")},
		"content/gizli.txt":                 {Data: []byte("GİZLİ")},
		"content/ders/index.md":             {Data: []byte("# Ders")},
		"content/ders/model.json":           {Data: []byte(`{"n": 48}`)},
		"content/ders/butce/zincir.mjs":     {Data: []byte("export const zincir = 1;")},
		"content/ders/kisayol.mjs":          link("butce/zincir.mjs"),
		"content/ders/butce/geri.mjs":       link("../butce/./zincir.mjs"),
		"content/ders/zincirli.mjs":         link("kisayol.mjs"),
		"content/ders/kutu":                 link("butce"),
		"content/ders/butce/ortam.mjs":      link("/proc/self/environ"),
		"content/ders/butce/modul.txt":      link("../../../go.mod"),
		"content/ders/yan.txt":              link("../gizli.txt"),
		"content/ders/dolambac.txt":         link("butce/../../gizli.txt"),
		"content/ders/disari":               link("/etc"),
		"content/ders/iki/adim.txt":         link("../yan.txt"),
		"content/ders/dongu1":               link("dongu2"),
		"content/ders/dongu2":               link("dongu1"),
		"content/ders/boru":                 {Mode: fs.ModeNamedPipe},
		"content/ders/sifir":                {Mode: fs.ModeDevice | fs.ModeCharDevice},
		"content/ders/buyuk.json":           {Data: bytes.Repeat([]byte("x"), MaxSize+1)},
		"content/ders/tam.json":             {Data: bytes.Repeat([]byte("x"), MaxSize)},
		"content/ders/butce/klasor/bos.txt": {Data: nil},
	}
}

// TestReadFileMapFS: what lies inside the lesson's folder is read,
// through links that stay inside it too; everything else is refused, with
// the reason, and never read.
func TestReadFileMapFS(t *testing.T) {
	fsys := mapFS()
	for name, want := range map[string]string{
		"index.md":            "# Ders",
		"./model.json":        `{"n": 48}`,
		"butce/zincir.mjs":    "export const zincir = 1;",
		"butce//zincir.mjs":   "export const zincir = 1;",
		"butce/../model.json": `{"n": 48}`,
		"kisayol.mjs":         "export const zincir = 1;",
		"butce/geri.mjs":      "export const zincir = 1;",
		"zincirli.mjs":        "export const zincir = 1;",
		"kutu/zincir.mjs":     "export const zincir = 1;",
		"kutu/klasor/bos.txt": "",
	} {
		got, err := ReadFile(fsys, lesson, name)
		if err != nil || string(got) != want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	if got, err := ReadFile(fsys, lesson, "tam.json"); err != nil || len(got) != MaxSize {
		t.Errorf("a file of exactly MaxSize bytes: %d bytes, %v", len(got), err)
	}
	for name, want := range map[string]string{
		"butce/ortam.mjs":       "butce/ortam.mjs is a symbolic link to /proc/self/environ, outside the lesson's folder",
		"butce/modul.txt":       "butce/modul.txt is a symbolic link to ../../../go.mod, outside the lesson's folder",
		"yan.txt":               "yan.txt is a symbolic link to ../gizli.txt, outside the lesson's folder",
		"dolambac.txt":          "dolambac.txt is a symbolic link to butce/../../gizli.txt, outside the lesson's folder",
		"iki/adim.txt":          "iki/adim.txt: yan.txt is a symbolic link to ../gizli.txt, outside the lesson's folder",
		"disari/passwd":         "disari/passwd: disari is a symbolic link to /etc, outside the lesson's folder",
		"kutu/ortam.mjs":        "kutu/ortam.mjs: butce/ortam.mjs is a symbolic link to /proc/self/environ, outside the lesson's folder",
		"/etc/passwd":           `"/etc/passwd" is an absolute path; name a file of the lesson's folder, relative to it`,
		"../../test.sh":         `"../../test.sh" leads out of the lesson's folder`,
		"..":                    `".." leads out of the lesson's folder`,
		"butce/../../gizli.txt": `"butce/../../gizli.txt" leads out of the lesson's folder`,
		`butce\zincir.mjs`:      `"butce\\zincir.mjs" has a backslash; write paths with / (butce/zincir.mjs)`,
		"":                      "no file name given",
		".":                     ". is a folder, not a file",
		"butce":                 "butce is a folder, not a file",
		"kutu":                  "kutu is a folder, not a file",
		"boru":                  "boru is a named pipe (FIFO), not a regular file",
		"sifir":                 "sifir is a device, not a regular file",
		"buyuk.json":            "buyuk.json is larger than 4 MiB, the most a lesson's file may be",
		"dongu1":                "dongu1 passes through more than 40 symbolic links (a loop?)",
	} {
		got, err := ReadFile(fsys, lesson, name)
		if err == nil || err.Error() != want || !errors.Is(err, ErrRefused) {
			t.Errorf("ReadFile(%q) = %.20q, %v; want the refusal %q", name, got, err, want)
		}
		if _, serr := Stat(fsys, lesson, name); serr == nil || serr.Error() != want {
			t.Errorf("Stat(%q): %v; want the refusal %q", name, serr, want)
		}
	}
	for _, name := range []string{"yok.mjs", "butce/yok/x.mjs", "index.md/x"} {
		if _, err := ReadFile(fsys, lesson, name); err == nil || errors.Is(err, ErrRefused) || name == "yok.mjs" && !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("ReadFile(%q): %v; want the file system's error", name, err)
		}
	}
}

// TestStat: Stat describes the file a name leads to, through links.
func TestStat(t *testing.T) {
	info, err := Stat(mapFS(), lesson, "zincirli.mjs")
	if err != nil || !info.Mode().IsRegular() || info.Size() != int64(len("export const zincir = 1;")) {
		t.Errorf("Stat(zincirli.mjs) = %v, %v; want butce/zincir.mjs's", info, err)
	}
}

// TestRootFolder: dir "." is the file system's root, and nothing climbs
// above it.
func TestRootFolder(t *testing.T) {
	fsys := mapFS()
	if got, err := ReadFile(fsys, ".", "go.mod"); err != nil || string(got) != "module coursesite" {
		t.Errorf("ReadFile(., go.mod) = %q, %v", got, err)
	}
	if _, err := ReadFile(fsys, ".", "../x"); err == nil || !strings.Contains(err.Error(), "leads out") {
		t.Errorf("ReadFile(., ../x): %v", err)
	}
	if _, err := ReadFile(fsys, "/content", "x"); err == nil {
		t.Error("an invalid dir was accepted")
	}
}
