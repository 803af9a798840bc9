package site

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/model/modeltest"
)

// TestPageFunctionErrors: the functions only a page has (tablo, grafik,
// kod, ders) fail at their call, saying what is wrong and what there is.
// (The prose's own functions — sayi, yazi, ek, iddia, eger… — are package
// prose's tests; the golden cases show them on built pages.)
func TestPageFunctionErrors(t *testing.T) {
	lesson := modeltest.Lesson + "/index.md"
	for _, tc := range []struct {
		file, action string
		edits        map[string]string // beside the page
		want         string
	}{
		{lesson, `{{ tablo "yok" }}`, nil, `tablo "yok": the model has no such table (tables: ozet, sureler)`},
		{lesson, `{{ grafik "yok" }}`, nil, `grafik "yok": the model has no such chart (charts: cizgi)`},
		{lesson, `{{ grafik "1x" }}`, nil, `grafik "1x": a chart's name is a letter, then letters and digits`},
		{lesson, `{{ kod "/etc/passwd" }}`, nil, `kod: "/etc/passwd" is an absolute path; name a file of the lesson's folder, relative to it`},
		{lesson, `{{ kod "kod/../../ornek-ders/kod/hesap.mjs" }}`, nil, `kod: "kod/../../ornek-ders/kod/hesap.mjs" leads out of the lesson's folder`},
		{lesson, `{{ kod "kod" }}`, nil, `kod: kod is a folder, not a file`},
		{lesson, `{{ ders "ornek" }}`, nil, `ders "ornek": no such lesson (lessons: ornek-ders)`},
		{"content/index.md", `{{ tablo "ozet" }}`, nil, `tablo "ozet": this page has no model`},
		{"content/index.md", `{{ grafik "cizgi" }}`, nil, `grafik "cizgi": this page has no model`},
		{"content/index.md", `{{ sayi "n" }}`, nil, `unknown model figure "n": this page has no model`},
	} {
		edits := map[string]string{tc.file: "---\nbaslik: Sayfa\n" + modelLine(tc.file) + "---\nBir.\n\n" + tc.action + "\n"}
		_, err := New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
		want := tc.file + ":" + line(tc.file) + ":4: " + tc.want
		if err == nil || err.Error() != want {
			t.Errorf("%s:\n got %v\nwant %s", tc.action, err, want)
		}
	}
}

// TestListingNotText: a listed file that is not text is refused at the kod
// action, saying where in the file the bytes are; nothing is built.
func TestListingNotText(t *testing.T) {
	edits := map[string]string{
		modeltest.Lesson + "/index.md":      "---\nbaslik: Ders\nmodel: ornek\n---\n{{ kod \"kod/hesap.mjs\" }}\n",
		modeltest.Lesson + "/kod/hesap.mjs": "// ab\x00c\n",
	}
	out, err := New(modeltest.Project(t, edits), sharedAssets()).Build(context.Background())
	want := modeltest.Lesson + "/index.md:5:4: kod: " + modeltest.Lesson + "/kod/hesap.mjs:1:6: a NUL byte"
	if err == nil || err.Error() != want || out != nil {
		t.Errorf("got %v (output %v)\nwant %s", err, out != nil, want)
	}
}

// modelLine is the front matter line that gives a lesson its model.
func modelLine(file string) string {
	if file == "content/index.md" {
		return ""
	}
	return "model: ornek\n"
}

// line is the line the action stands on in the page modelLine makes.
func line(file string) string {
	if file == "content/index.md" {
		return "6"
	}
	return "7"
}

// TestTemplateNotText: a layout template that is not UTF-8 text fails the
// build at its byte, as a page does.
func TestTemplateNotText(t *testing.T) {
	fsys := modeltest.Project(t, nil)
	data := string(fsys["templates/index.html"].Data)
	fsys["templates/index.html"] = &fstest.MapFile{Data: []byte(strings.Replace(data, "<main", "\x00<main", 1))}
	_, err := New(fsys, sharedAssets()).Build(context.Background())
	if err == nil || !strings.HasPrefix(err.Error(), "templates/index.html:") || !strings.HasSuffix(err.Error(), ": a NUL byte") {
		t.Errorf("build: %v; want templates/index.html:LINE:COL: a NUL byte", err)
	}
}
