package site

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"coursesite/model/modeltest"
)

// rebuildStep is an edit of the project and the lessons (folder names)
// whose page must be rendered again after it; nil: every lesson.
type rebuildStep struct {
	what     string
	edit     func(fsys fstest.MapFS)
	rendered []string
	fails    bool
}

func setFile(name, text string) func(fstest.MapFS) {
	return func(fsys fstest.MapFS) { fsys[name] = &fstest.MapFile{Data: []byte(text), Mode: 0o644} }
}

func editFile(name, old, new string) func(fstest.MapFS) {
	return func(fsys fstest.MapFS) {
		text := string(fsys[name].Data)
		if !strings.Contains(text, old) {
			panic(name + " has no " + old)
		}
		fsys[name] = &fstest.MapFile{Data: []byte(strings.Replace(text, old, new, 1)), Mode: 0o644}
	}
}

// TestRebuildSameAsBuild: after each kind of edit, Rebuild from the last
// good output gives the same files, byte for byte, as a full Build of the
// same sources (or the same errors), and renders again only the lessons
// the edit touched.
func TestRebuildSameAsBuild(t *testing.T) {
	fsys := modeltest.Project(t, modeltest.Lessons(t, 6)) // ders-06 (sira 1) … ders-01 (sira 6)
	steps := editSteps()
	ctx := context.Background()
	prev, err := New(fsys, sharedAssets()).Rebuild(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range steps {
		step.edit(fsys)
		s := New(fsys, sharedAssets())
		got, gotErr := s.Rebuild(ctx, prev)
		want, wantErr := s.Build(ctx)
		if (gotErr != nil) != step.fails || (wantErr != nil) != step.fails {
			t.Fatalf("%s: Rebuild: %v; Build: %v", step.what, gotErr, wantErr)
		}
		if step.fails {
			if gotErr.Error() != wantErr.Error() {
				t.Errorf("%s: Rebuild fails with\n%v\nBuild with\n%v", step.what, gotErr, wantErr)
			}
			continue // the next step rebuilds from the last good output
		}
		if !slices.Equal(slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(want.Files))) {
			t.Errorf("%s: Rebuild wrote %v, Build %v", step.what, slices.Sorted(maps.Keys(got.Files)), slices.Sorted(maps.Keys(want.Files)))
		}
		for name, data := range want.Files {
			if string(got.Files[name]) != string(data) {
				t.Errorf("%s: %s differs from a full build's", step.what, name)
			}
		}
		// Which lessons were rendered again: those whose State is new.
		before := map[string]*Page{}
		for _, p := range prev.Pages {
			before[p.Src] = p
		}
		var rendered []string
		for _, p := range got.Pages[1:] {
			if q := before[p.Src]; q == nil || q.State != p.State {
				rendered = append(rendered, strings.TrimSuffix(p.URL, "/"))
			}
		}
		slices.Sort(rendered)
		wantRendered := step.rendered
		if wantRendered == nil {
			wantRendered = lessonNames(got.Pages)
		}
		if !slices.Equal(rendered, wantRendered) && (len(rendered) > 0 || len(wantRendered) > 0) {
			t.Errorf("%s: rendered again %v, want %v", step.what, rendered, wantRendered)
		}
		prev = got
	}
}

// editSteps are the edits TestRebuildSameAsBuild and TestCacheSameAsBuild
// make, in turn, to a project of modeltest.Lessons(t, 6), with the lessons each
// must render again.
func editSteps() []rebuildStep {
	body := func(d string) string { return "content/" + d + "/index.md" }
	return []rebuildStep{
		{what: "nothing", edit: func(fstest.MapFS) {}, rendered: []string{}},
		{what: "a sentence", edit: editFile(body("ders-04"), "Giriş paragrafı", "Yeni giriş paragrafı"), rendered: []string{"ders-04"}},
		{what: "the parameters", edit: setFile("content/ders-05/model.json", `{"hiz": 33, "sureler": [10, 20, 30], "n": 7}`), rendered: []string{"ders-05"}},
		{what: "the words", edit: editFile("content/ders-03/metinler.txt", "tablo.ozet.kalem: Kalem", "tablo.ozet.kalem: Kalemler"), rendered: []string{"ders-03"}},
		{what: "a listing", edit: editFile("content/ders-02/kod/hesap.mjs", "örnek modelin raporu", "örnek modelin çıktısı"), rendered: []string{"ders-02"}},
		{what: "a new file in a folder", edit: setFile("content/ders-02/notlar.txt", "not"), rendered: []string{"ders-02"}},
		{what: "a title (the index and the neighbours' links)", edit: editFile(body("ders-04"), "baslik: Ders ders-04", "baslik: Dördüncü"), rendered: []string{"ders-04"}},
		{what: "a summary", edit: editFile(body("ders-06"), "ozet: Bir işçinin işleri, modelden.", "ozet: Başka bir özet."), rendered: []string{"ders-06"}},
		{what: "the order", edit: editFile(body("ders-01"), "sira: 6", "sira: 0"), rendered: []string{"ders-01"}},
		{what: "a broken sentence", edit: editFile(body("ders-03"), "Giriş paragrafı", `{{ sayi "yok" }} Giriş`), fails: true},
		{what: "the fix, and another lesson's edit", edit: func(fsys fstest.MapFS) {
			editFile(body("ders-03"), `{{ sayi "yok" }} Giriş`, "Giriş")(fsys)
			editFile(body("ders-05"), "Giriş paragrafı", "İlk paragraf")(fsys)
		}, rendered: []string{"ders-03", "ders-05"}},
		{what: "a new lesson", edit: func(fsys fstest.MapFS) {
			for name, f := range maps.Clone(fsys) {
				if rest, ok := strings.CutPrefix(name, "content/ders-02/"); ok {
					fsys["content/ders-07/"+rest] = f
				}
			}
			editFile(body("ders-07"), "sira: 5", "sira: 7")(fsys)
		}, rendered: nil}, // every lesson links to the first with ders
		{what: "a lesson gone, that another links to", edit: func(fsys fstest.MapFS) {
			for name := range fsys {
				if strings.HasPrefix(name, "content/ders-06/") {
					delete(fsys, name)
				}
			}
		}, fails: true},
		{what: "the links to it mended", edit: func(fsys fstest.MapFS) {
			for _, d := range []string{"ders-01", "ders-02", "ders-03", "ders-04", "ders-05", "ders-07"} {
				editFile(body(d), `{{ ders "ders-06" }}`, `{{ ders "ders-05" }}`)(fsys)
			}
		}, rendered: nil},
		{what: "a template", edit: editFile("templates/lesson.html", "Önceki ders", "Bir önceki ders"), rendered: nil},
		{what: "the stylesheet", edit: func(fsys fstest.MapFS) {
			fsys["templates/site.css"] = &fstest.MapFile{Data: append(slices.Clone(fsys["templates/site.css"].Data), "\n/* ek */\n"...), Mode: 0o644}
		}, rendered: nil},
		{what: "the chart gone from all lessons but one", edit: func(fsys fstest.MapFS) {
			for _, d := range []string{"ders-01", "ders-02", "ders-03", "ders-04", "ders-05"} {
				editFile(body(d), `{{ grafik "cizgi" }}`, "")(fsys)
			}
		}, rendered: []string{"ders-01", "ders-02", "ders-03", "ders-04", "ders-05"}},
		// The course's last chart gone: the site publishes no chart runtime,
		// and the loader every page names is another; the pages not
		// rendered again are laid out again.
		{what: "the last chart gone", edit: editFile(body("ders-07"), `{{ grafik "cizgi" }}`, ""), rendered: []string{"ders-07"}},
	}
}
