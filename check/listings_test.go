package check

import (
	"strings"
	"testing"
	"testing/fstest"
)

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
			fsys := project(t)
			if c.params != "" {
				fsys[modelFile].Data = []byte(c.params)
			} else {
				edit(t, fsys, listingFile, c.old, c.new)
			}
			r := runCheck(t, fsys)
			var want []Finding
			if c.want != "" {
				want = []Finding{{kodAction(t, fsys, "kod/hesap.mjs"), c.want}}
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
	fsys := project(t)
	edit(t, fsys, lessonFile, "{{ kod \"kod/hesap.mjs\" }}", "{{ kod \"kod/hesap.mjs\" }}\n\n{{ kod \"kod/yardim.mjs\" }}\n\n{{ kod \"kod/veri.json\" }}")
	fsys[lessonDir+"/kod/yardim.mjs"] = fileOf("export const iki = 2;\n")
	fsys[lessonDir+"/kod/veri.json"] = fileOf("{\"toplam\": 5540, \"metin\": \"kırk iki\"}\n")
	if r := runCheck(t, fsys); len(r.Findings) != 0 {
		t.Errorf("findings:\n%s", findingLines(r.Findings))
	}
	// The helper module runs: one that fails is a finding.
	fsys[lessonDir+"/kod/yardim.mjs"] = fileOf("throw new Error(\"bozuk\");\n")
	r := runCheck(t, fsys)
	want := []Finding{{kodAction(t, fsys, "kod/yardim.mjs"), `kod/yardim.mjs does not run under node: exit status 1: Error: bozuk, at ` + lessonDir + `/kod/yardim.mjs:1`}}
	if findingLines(r.Findings) != findingLines(want) {
		t.Errorf("got\n%swant\n%s", findingLines(r.Findings), findingLines(want))
	}
}

// kodAction returns the place of the lesson's {{ kod "file" }} call.
func kodAction(t *testing.T, fsys fstest.MapFS, file string) Pos {
	t.Helper()
	action := `{{ kod "` + file + `" }}`
	i := strings.Index(string(fsys[lessonFile].Data), action)
	if i < 0 {
		t.Fatalf("no %s in the lesson", action)
	}
	return posOf(fsys, lessonFile, i+len("{{ "))
}
