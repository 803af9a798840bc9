package site

import (
	"context"
	"io"
	"os"
	"path/filepath"
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
		_, err := New(modeltest.Project(t, edits), sharedAssets(t)).Build(context.Background())
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
	out, err := New(modeltest.Project(t, edits), sharedAssets(t)).Build(context.Background())
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
	_, err := New(fsys, sharedAssets(t)).Build(context.Background())
	if err == nil || !strings.HasPrefix(err.Error(), "templates/index.html:") || !strings.HasSuffix(err.Error(), ": a NUL byte") {
		t.Errorf("build: %v; want templates/index.html:LINE:COL: a NUL byte", err)
	}
}

// TestRunBuildInterrupted: a build stopped by Ctrl-C says so, whatever step
// it was at, and leaves the output folder as it was.
func TestRunBuildInterrupted(t *testing.T) {
	sharedAssets(t) // installs the npm packages if missing
	dir := modeltest.WriteProject(t, nil)
	modeltest.LinkPackages(t, dir)
	t.Chdir(dir)
	old := filepath.Join("public", "index.html")
	if err := os.MkdirAll("public", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("önceki"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := RunBuild(ctx, nil, io.Discard)
	want := "build interrupted: context canceled; public/ is unchanged"
	if err == nil || err.Error() != want {
		t.Errorf("RunBuild = %v, want %s", err, want)
	}
	if data, err := os.ReadFile(old); err != nil || string(data) != "önceki" {
		t.Errorf("public/index.html = %q, %v; want it as it was", data, err)
	}
}

// TestRunBuildTakesUnchangedLessons: the build command takes a lesson
// nothing of which changed from the last build, says so, and writes the
// same site; an edit renders the lesson again, and -fresh renders every
// lesson, to the same bytes, and keeps them for the next build.
func TestRunBuildTakesUnchangedLessons(t *testing.T) {
	sharedAssets(t) // installs the npm packages if missing
	dir := modeltest.WriteProject(t, nil)
	modeltest.LinkPackages(t, dir)
	t.Chdir(dir)
	build := func(args ...string) (log string, page []byte) {
		t.Helper()
		var b strings.Builder
		if err := RunBuild(context.Background(), args, &b); err != nil {
			t.Fatal(err)
		}
		page, err := os.ReadFile(filepath.Join("public", "ornek-ders", "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		return b.String(), page
	}
	const taken = "lessons unchanged since the last build, not rendered again: 1 of 1\n"
	if log, _ := build(); strings.Contains(log, "unchanged") {
		t.Errorf("the first build says %q", log)
	}
	log, page := build()
	if !strings.HasSuffix(log, taken) {
		t.Errorf("the second build says %q, want it to end %q", log, taken)
	}
	src := filepath.Join("content", "ornek-ders", "index.md")
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, append(text, "\nYepyeni bir paragraf.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	log, edited := build()
	if strings.Contains(log, "unchanged") || !strings.Contains(string(edited), "Yepyeni bir paragraf.") {
		t.Errorf("after an edit the build says %q, and its page has the new paragraph: %v", log, strings.Contains(string(edited), "Yepyeni"))
	}
	if string(edited) == string(page) {
		t.Error("the edit did not change the page")
	}
	// -fresh renders every lesson, and keeps them for the next build.
	if err := os.RemoveAll(filepath.Join(projectCache(t, "."), pagesNamespace)); err != nil {
		t.Fatal(err)
	}
	log, fresh := build("-fresh")
	if strings.Contains(log, "unchanged") || string(fresh) != string(edited) {
		t.Errorf("-fresh says %q; same page as the build before: %v", log, string(fresh) == string(edited))
	}
	if log, again := build(); !strings.HasSuffix(log, taken) || string(again) != string(edited) {
		t.Errorf("after -fresh the build says %q; same page: %v", log, string(again) == string(edited))
	}
}
