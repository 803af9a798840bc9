package site

import (
	"bytes"
	"context"
	"path"
	"strings"
	"testing"

	"coursesite/model/modeltest"
	"coursesite/place"
)

// publishedAs returns the path of the fixture's build output that
// matches pattern (path.Match), failing when none or several do.
func publishedAs(t *testing.T, out *Output, pattern string) string {
	t.Helper()
	var found []string
	for name := range out.Files {
		if ok, _ := path.Match(pattern, name); ok {
			found = append(found, name)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%s: %v in the fixture's output", pattern, found)
	}
	return found[0]
}

// TestReservedPaths: the paths the site writes itself — assets/, the
// index page, a lesson's page, its charts' options and its answers ahead, and the names kept
// for what the site will write (404.html, sitemap.xml, the search index) —
// are no lesson folder's and no listing's or parameter file's: each fails
// the build at the lesson's file (its front matter, or the kod action),
// naming the path. Before, the output was a map keyed by path and the
// lesson's file won, silently: a lesson folder named assets with a listing
// called loader.HASH.js replaced the loader every lesson page runs.
func TestReservedPaths(t *testing.T) {
	fixture := buildFixture(t, nil)
	files := map[string]string{}
	for _, pattern := range []string{"assets/loader.*.js", "assets/charts.*.js", "assets/wasm_exec.*.js", "assets/live-ornek.*.wasm", modeltest.Lesson[len("content/"):] + "/charts.*.json", modeltest.Lesson[len("content/"):] + "/sweeps.*.json"} {
		files[pattern] = publishedAs(t, fixture, pattern)
	}
	loader, runtime, wasmExec, wasm := path.Base(files["assets/loader.*.js"]), path.Base(files["assets/charts.*.js"]), path.Base(files["assets/wasm_exec.*.js"]), path.Base(files["assets/live-ornek.*.wasm"])
	chartsJSON, sweepsJSON := path.Base(files["ornek-ders/charts.*.json"]), path.Base(files["ornek-ders/sweeps.*.json"])
	page := string(modeltest.Project(t, nil)[modeltest.Lesson+"/index.md"].Data)
	listing := func(name string) string {
		return strings.Replace(page, `{{ kod "kod/hesap.mjs" }}`, `{{ kod "`+name+`" }}`, 1)
	}
	// The line and column of the lesson's kod action.
	at := place.File{Name: modeltest.Lesson + "/index.md", Data: []byte(page)}.Position(strings.Index(page, `{{ kod`) + 3).String()
	poison := "alert('zehir');\n"
	lessonPage := "---\nbaslik: Varlıklar\nsira: 9\n---\nMetin.\n\n{{ kod \"" + loader + "\" }}\n"
	for name, c := range map[string]struct {
		edits map[string]string
		want  string
	}{
		"a lesson folder named assets, its listing the loader": {
			map[string]string{"content/assets/index.md": lessonPage, "content/assets/" + loader: poison},
			`content/assets/index.md:1:1: a lesson's folder cannot be named "assets": the site writes assets/ itself (the site's own scripts, stylesheet and WebAssembly); rename the folder`,
		},
		"a lesson folder named Assets (a case-insensitive host)": {
			map[string]string{"content/Assets/index.md": lessonPage, "content/Assets/" + loader: poison},
			`content/Assets/index.md:1:1: a lesson's folder cannot be named "Assets": the site writes assets/ itself (the site's own scripts, stylesheet and WebAssembly); rename the folder`,
		},
		"a lesson folder whose name is markup, which ders writes into links": {
			map[string]string{"content/x<img src=x onerror=alert(1)>/index.md": lessonPage},
			`content/x<img src=x onerror=alert(1)>/index.md:1:1: a lesson's folder cannot be named "x<img src=x onerror=alert(1)>": a lesson's folder is its address, written in lower-case letters a to z, digits and hyphens (zaman-asimi-butceleri); rename the folder`,
		},
		"a lesson folder named index.html": {
			map[string]string{"content/index.html/index.md": lessonPage},
			`content/index.html/index.md:1:1: a lesson's folder cannot be named "index.html": the site writes index.html itself (the course's index page); rename the folder`,
		},
		"a lesson folder named 404.html": {
			map[string]string{"content/404.html/index.md": lessonPage},
			`content/404.html/index.md:1:1: a lesson's folder cannot be named "404.html": the site writes 404.html itself (the page a host shows for a missing address); rename the folder`,
		},
		"a lesson folder named sitemap.xml": {
			map[string]string{"content/sitemap.xml/index.md": lessonPage},
			`content/sitemap.xml/index.md:1:1: a lesson's folder cannot be named "sitemap.xml": the site writes sitemap.xml itself (the site's map for search engines); rename the folder`,
		},
		"the index page's listing in assets/, the chart runtime": {
			map[string]string{
				"content/index.md":              "---\nbaslik: Örnek kurs\n---\nKurs.\n\n{{ kod \"assets/" + runtime + "\" }}\n",
				"content/assets/" + runtime:     poison,
				"content/assets/" + wasmExec:    poison,
				"content/assets/" + wasm:        poison,
				"content/assets/baska-dosya.js": poison,
			},
			`content/index.md:6:4: kod: assets/` + runtime + ` cannot be a listing's name: the site writes assets/ itself (the site's own scripts, stylesheet and WebAssembly); rename the file`,
		},
		"the index page's listing of wasm_exec": {
			map[string]string{
				"content/index.md":           "---\nbaslik: Örnek kurs\n---\nKurs.\n\n{{ kod \"assets/" + wasmExec + "\" }}\n",
				"content/assets/" + wasmExec: poison,
			},
			`content/index.md:6:4: kod: assets/` + wasmExec + ` cannot be a listing's name: the site writes assets/ itself (the site's own scripts, stylesheet and WebAssembly); rename the file`,
		},
		"the index page's listing of a lesson's page": {
			map[string]string{
				"content/index.md":               "---\nbaslik: Örnek kurs\n---\nKurs.\n\n{{ kod \"ornek-ders/index.html\" }}\n",
				modeltest.Lesson + "/index.html": "<p>zehir</p>\n",
			},
			`content/index.md:6:4: kod: ornek-ders/index.html cannot be a listing's name: the site writes ornek-ders/index.html itself (the lesson's page); rename the file`,
		},
		"a listing named index.html": {
			map[string]string{modeltest.Lesson + "/index.md": listing("index.html"), modeltest.Lesson + "/index.html": "<p>zehir</p>\n"},
			at + `: kod: index.html cannot be a listing's name: the site writes ornek-ders/index.html itself (the lesson's page); rename the file`,
		},
		"a listing named as the lesson's charts' options": {
			map[string]string{modeltest.Lesson + "/index.md": listing(chartsJSON), modeltest.Lesson + "/" + chartsJSON: `{"zehir": 1}`},
			at + `: kod: ` + chartsJSON + ` cannot be a listing's name: the site writes ornek-ders/` + chartsJSON + ` itself (the names charts.HASH.json are its pages' chart options); rename the file`,
		},
		"a listing named as the lesson's answers to a first move": {
			map[string]string{modeltest.Lesson + "/index.md": listing(sweepsJSON), modeltest.Lesson + "/" + sweepsJSON: `{"zehir": 1}`},
			at + `: kod: ` + sweepsJSON + ` cannot be a listing's name: the site writes ornek-ders/` + sweepsJSON + ` itself (the names sweeps.HASH.json are its pages' answers to a reader's first move); rename the file`,
		},
		"a parameter file named index.html": {
			map[string]string{
				modeltest.Lesson + "/index.md":   strings.Replace(page, "model: ornek\n", "model: ornek\nparametreler: index.html\n", 1),
				modeltest.Lesson + "/index.html": `{"hiz": 40, "sureler": [10, 20, 30], "n": 6}`,
			},
			modeltest.Lesson + `/index.md:6:1: parametreler: index.html cannot be the parameter file's name: the site writes ornek-ders/index.html itself (the lesson's page); rename the file`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			out, err := New(modeltest.Project(t, c.edits), sharedAssets()).Build(context.Background())
			if err == nil || err.Error() != c.want {
				t.Fatalf("build: %v\nwant: %s", err, c.want)
			}
			if out != nil {
				for f, data := range out.Files {
					if bytes.Contains(data, []byte("zehir")) {
						t.Errorf("%s is published from the lesson", f)
					}
				}
			}
		})
	}
	// A listing of the parameter file publishes the file the page
	// publishes anyway: one source, no conflict.
	out := buildFixture(t, map[string]string{modeltest.Lesson + "/index.md": listing("model.json")})
	if _, ok := out.Files["ornek-ders/model.json"]; !ok {
		t.Error("the parameter file is not published")
	}
}
