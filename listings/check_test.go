package listings_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"coursesite/check"
	"coursesite/listings"
	"coursesite/model/modeltest"
	"coursesite/site/sitetest"
)

// These tests run the check (package check) on the fixture project of
// package modeltest with the listings run as the command runs them, under
// node (listings.Run); the check's own tests give a stand-in for them
// (listingstest.Run), so that they need no node.
const (
	lessonDir   = modeltest.Lesson
	lessonFile  = lessonDir + "/index.md"
	modelFile   = lessonDir + "/model.json"
	listingFile = lessonDir + "/kod/hesap.mjs"
)

// runCheck checks the project in fsys, its listings run under node.
func runCheck(t *testing.T, fsys fstest.MapFS) *check.Report {
	t.Helper()
	r, err := check.Check(context.Background(), fsys, sitetest.New(modeltest.Root()), listings.Run)
	if err != nil {
		t.Fatalf("check could not run: %v", err)
	}
	return r
}

// The fixture's listing, kod/hesap.mjs, reads the lesson's model.json and
// prints the model's report (one line a table row). The check runs it
// under node: it must print the report line for line, or the finding
// stands at its {{ kod }} action, naming the first line and table row
// that differ; one that fails is a finding too.
func TestListings(t *testing.T) {
	const (
		toplam  = "console.log(`toplam ${toplam.toFixed(1)}`);"
		sureler = "P.sureler.forEach((s, i) => console.log(`${i + 1} ${s.toFixed(2)}`));"
		start   = "let toplam = 0"
	)
	cases := []struct {
		name, old, new string
		params         string // the whole model.json, when set
		want           string // the message at the kod action; "" for none
	}{
		{name: "as the fixture has it"},
		{name: "another number in a keyed row", old: toplam, new: "console.log(`toplam ${(toplam + 1).toFixed(1)}`);",
			want: `kod/hesap.mjs prints other numbers than the page: its line 2 is "toplam 121.0", the model's "toplam 120.0" (row “Toplam süre” of table "ozet")`},
		{name: "another number in a numbered row", old: sureler, new: "P.sureler.forEach((s, i) => console.log(`${i + 1} ${(2 * s).toFixed(2)}`));",
			want: `kod/hesap.mjs prints other numbers than the page: its line 4 is "1 20.00", the model's "1 10.00" (row 1 of table "sureler")`},
		{name: "fewer lines", old: sureler, new: "",
			want: `kod/hesap.mjs prints 3 lines; the model's report has 6, the next "1 10.00" (row 1 of table "sureler")`},
		{name: "more lines", old: sureler, new: sureler + "\nconsole.log(\"son\");",
			want: `kod/hesap.mjs prints 7 lines; the model's report has 6`},
		{name: "a line of no table", old: "console.log(`ornek: ${P.n} is`);", new: "console.log(`ornek: ${P.n + 1} is`);",
			want: `kod/hesap.mjs prints other numbers than the page: its line 1 is "ornek: 7 is", the model's "ornek: 6 is"`},
		{name: "it throws", old: start, new: "const bos = null;\nbos.x = 1;\n" + start,
			want: `kod/hesap.mjs does not run under node: exit status 1: TypeError: Cannot set properties of null (setting 'x'), at ` + listingFile + `:7`},
		{name: "it reads a file the lesson does not have", old: start, new: "readFileSync(new URL(\"../yok.json\", import.meta.url));\n" + start,
			want: `kod/hesap.mjs does not run under node: exit status 1: Error: ENOENT: no such file or directory, open '` + lessonDir + `/yok.json', at ` + listingFile + `:6`},
		{name: "it exits with an error and says nothing", old: start, new: "process.exit(3);\n" + start,
			want: `kod/hesap.mjs does not run under node: exit status 3`},
		{name: "it reads the page's parameters", params: `{"hiz": 40, "sureler": [15, 25], "n": 5}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := modeltest.Project(t, nil)
			switch {
			case c.params != "":
				fsys[modelFile].Data = []byte(c.params)
			case c.old != "":
				edit(t, fsys, listingFile, c.old, c.new)
			}
			r := runCheck(t, fsys)
			var want []check.Finding
			if c.want != "" {
				want = []check.Finding{{Pos: kodAction(t, fsys, lessonFile, "kod/hesap.mjs"), Msg: c.want}}
			}
			if findingLines(r.Findings) != findingLines(want) {
				t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
			}
		})
	}
}

// Only what node runs is run, and a listing that prints nothing (a module
// another one imports) is not compared with the report.
func TestListingsNotRun(t *testing.T) {
	fsys := modeltest.Project(t, nil)
	edit(t, fsys, lessonFile, "{{ kod \"kod/hesap.mjs\" }}", "{{ kod \"kod/hesap.mjs\" }}\n\n{{ kod \"kod/yardim.mjs\" }}\n\n{{ kod \"kod/veri.json\" }}")
	fsys[lessonDir+"/kod/yardim.mjs"] = fileOf("export const iki = 2;\n")
	fsys[lessonDir+"/kod/veri.json"] = fileOf("{\"toplam\": 5540, \"metin\": \"kırk iki\"}\n")
	if r := runCheck(t, fsys); len(r.Findings) != 0 {
		t.Errorf("findings:\n%s", findingLines(r.Findings))
	}
	// The helper module runs: one that fails is a finding.
	fsys[lessonDir+"/kod/yardim.mjs"] = fileOf("throw new Error(\"bozuk\");\n")
	r := runCheck(t, fsys)
	want := []check.Finding{{Pos: kodAction(t, fsys, lessonFile, "kod/yardim.mjs"), Msg: `kod/yardim.mjs does not run under node: exit status 1: Error: bozuk, at ` + lessonDir + `/kod/yardim.mjs:1`}}
	if findingLines(r.Findings) != findingLines(want) {
		t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
	}
}

// A course of two lessons, the fixture lesson and a copy on other
// parameters: each lesson's listing runs on its own parameters (it prints
// its own model's report), and a listing changed in the second is a
// finding there only.
func TestListingsOfTwoLessons(t *testing.T) {
	const second = "content/ikinci-ders"
	copies := map[string]string{}
	for name, f := range modeltest.Project(t, nil) {
		if rest, ok := strings.CutPrefix(name, lessonDir+"/"); ok {
			copies[second+"/"+rest] = string(f.Data)
		}
	}
	copies[second+"/index.md"] = strings.Replace(strings.Replace(copies[second+"/index.md"], "baslik: Örnek Ders", "baslik: İkinci Ders", 1), "sira: 1", "sira: 2", 1)
	copies[second+"/model.json"] = `{"hiz": 50, "sureler": [10, 20], "n": 4}` + "\n" // toplam 60, ortalama 15, yuk 0.75, enUzun 20
	fsys := modeltest.Project(t, copies)
	if r := runCheck(t, fsys); len(r.Findings) != 0 {
		t.Errorf("each listing on its own lesson's parameters: findings\n%s", findingLines(r.Findings))
	}
	edit(t, fsys, second+"/kod/hesap.mjs", "${enUzun.toFixed(1)}", "${(enUzun + 5).toFixed(1)}")
	r := runCheck(t, fsys)
	want := []check.Finding{{Pos: kodAction(t, fsys, second+"/index.md", "kod/hesap.mjs"),
		Msg: `kod/hesap.mjs prints other numbers than the page: its line 3 is "en uzun 25.0", the model's "en uzun 20.0" (row “En uzun iş (ms)” of table "ozet")`}}
	if findingLines(r.Findings) != findingLines(want) {
		t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
	}
}

// fileOf returns a project file holding text.
func fileOf(text string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(text), Mode: 0o644} }

// edit replaces the only occurrence of old in file with new.
func edit(t *testing.T, fsys fstest.MapFS, file, old, new string) {
	t.Helper()
	f, ok := fsys[file]
	if !ok {
		t.Fatalf("%s: no such file", file)
	}
	if n := bytes.Count(f.Data, []byte(old)); n != 1 {
		t.Fatalf("%s: %q occurs %d times; the test wants it once (has the fixture changed?)", file, old, n)
	}
	f.Data = bytes.Replace(f.Data, []byte(old), []byte(new), 1)
}

// kodAction returns the place of the {{ kod "file" }} call in page,
// counted here rather than by the check: its line, and its column in
// characters.
func kodAction(t *testing.T, fsys fstest.MapFS, page, file string) check.Pos {
	t.Helper()
	action := `{{ kod "` + file + `" }}`
	i := strings.Index(string(fsys[page].Data), action)
	if i < 0 {
		t.Fatalf("no %s in %s", action, page)
	}
	off := i + len("{{ ")
	before := string(fsys[page].Data[:off])
	lineStart := strings.LastIndexByte(before, '\n') + 1
	return check.Pos{File: page, Line: strings.Count(before, "\n") + 1, Col: utf8.RuneCountInString(before[lineStart:]) + 1, Off: off}
}

// findingLines formats findings one per line, as the check prints them.
func findingLines(fs []check.Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.String() + "\n")
	}
	return b.String()
}
