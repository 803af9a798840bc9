package publish

import (
	"errors"
	"maps"
	"testing"

	"coursesite/internal/cache"
	"coursesite/place"
)

// TestPutTwoSources: two sources for one path of the output, as a
// case-insensitive host compares paths, are an error naming both, placed
// where a page names one (the later source's place first), whichever
// comes first; with no place, a plain error. The first source stays
// published, the second is not.
func TestPutTwoSources(t *testing.T) {
	listing := place.Pos{File: "content/ders/index.md", Line: 7, Col: 4}
	params := place.Pos{File: "content/ders/index.md", Line: 3, Col: 1}
	for _, c := range []struct {
		what        string
		first, then Origin
		want        string
	}{
		{"the first placed", FileOrigin("content/ders/a.mjs", "the listing", listing), SiteOrigin("the site's A.mjs"),
			"content/ders/index.md:7:4: ders/A.mjs has two sources, the listing content/ders/a.mjs (content/ders/index.md:7:4) and the site's A.mjs; the site publishes one file at a path: rename one"},
		{"the second placed", SiteOrigin("the site's a.mjs"), FileOrigin("content/ders/A.mjs", "the listing", listing),
			"content/ders/index.md:7:4: ders/A.mjs has two sources, the site's a.mjs and the listing content/ders/A.mjs (content/ders/index.md:7:4); the site publishes one file at a path: rename one"},
		{"both placed", FileOrigin("content/ders/a.mjs", "the listing", listing), FileOrigin("content/ders/A.mjs", "the parameter file", params),
			"content/ders/index.md:3:1: ders/A.mjs has two sources, the listing content/ders/a.mjs (content/ders/index.md:7:4) and the parameter file content/ders/A.mjs (content/ders/index.md:3:1); the site publishes one file at a path: rename one"},
		{"neither placed", SiteOrigin("the site's a.mjs"), Origin{Key: "page:content/ders/index.md", What: "the page content/ders/index.md"},
			"ders/A.mjs has two sources, the site's a.mjs and the page content/ders/index.md; the site publishes one file at a path: rename one"},
	} {
		out := &Output{Files: map[string][]byte{}}
		if err := out.Put("ders/a.mjs", []byte("1"), c.first); err != nil {
			t.Fatalf("%s: the first source: %v", c.what, err)
		}
		err := out.Put("ders/A.mjs", []byte("2"), c.then)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v\nwant: %s", c.what, err, c.want)
		}
		var pe *place.Error
		if placed := errors.As(err, &pe); placed != (c.what != "neither placed") {
			t.Errorf("%s: a place error: %v", c.what, placed)
		}
		if !maps.EqualFunc(out.Files, map[string][]byte{"ders/a.mjs": []byte("1")}, func(a, b []byte) bool { return string(a) == string(b) }) {
			t.Errorf("%s: the output holds %q, want the first source alone", c.what, out.Files)
		}
	}
}

// TestPutOneSourceTwice: one source published twice at one path (a
// listing of the parameter file the page publishes anyway), or at the
// same path in other letters, is no conflict, whatever its message says
// of it; the second data is published.
func TestPutOneSourceTwice(t *testing.T) {
	out := &Output{Files: map[string][]byte{}}
	at := place.Pos{File: "content/ders/index.md", Line: 7, Col: 4}
	if err := out.Put("ders/model.json", []byte("1"), FileOrigin("content/ders/model.json", "the parameter file", place.Pos{})); err != nil {
		t.Fatal(err)
	}
	if err := out.Put("ders/model.json", []byte("2"), FileOrigin("content/ders/model.json", "the listing", at)); err != nil {
		t.Errorf("one source twice: %v", err)
	}
	if err := out.Put("ders/Model.json", []byte("3"), FileOrigin("content/ders/model.json", "the listing", at)); err != nil {
		t.Errorf("one source twice, in other letters: %v", err)
	}
	if string(out.Files["ders/model.json"]) != "2" || string(out.Files["ders/Model.json"]) != "3" {
		t.Errorf("the output holds %q", out.Files)
	}
}

// TestLink: a file linked to a content entry is Cached as its path; to
// none, it is not.
func TestLink(t *testing.T) {
	out := &Output{Files: map[string][]byte{}, Cached: map[string]string{}}
	out.Link("ders/charts.json", cache.File{})
	out.Link("ders/index.html", cache.File{Path: "/cache/files/ab/cd"})
	if want := map[string]string{"ders/index.html": "/cache/files/ab/cd"}; !maps.Equal(out.Cached, want) {
		t.Errorf("Cached = %v, want %v", out.Cached, want)
	}
}

// TestAssetsAdd: an asset is published under its hashed name, in assets/,
// linked to its cached file when it has one; the layouts find it by its
// plain name, and an asset the site does not have is an error; two
// assets of one name in other letters are two sources.
func TestAssetsAdd(t *testing.T) {
	out := &Output{Files: map[string][]byte{}, Cached: map[string]string{}}
	a := Assets{}
	if err := a.Add(out, "site.css", []byte("body{}"), ""); err != nil {
		t.Fatal(err)
	}
	if err := a.Add(out, "live.wasm", []byte("\x00asm"), "/cache/wasm/live"); err != nil {
		t.Fatal(err)
	}
	css, wasm := "assets/"+HashedName("site.css", Sum([]byte("body{}"), "")), "assets/"+HashedName("live.wasm", Sum([]byte("\x00asm"), ""))
	if got, err := a.Path("site.css"); err != nil || got != css || string(out.Files[css]) != "body{}" {
		t.Errorf("site.css: %s, %v; the output holds %q", got, err, out.Files)
	}
	if got, err := a.Path("live.wasm"); err != nil || got != wasm || out.Cached[wasm] != "/cache/wasm/live" {
		t.Errorf("live.wasm: %s, %v; Cached: %v", got, err, out.Cached)
	}
	if out.Cached[css] != "" {
		t.Errorf("site.css is linked to %q", out.Cached[css])
	}
	if _, err := a.Path("charts.js"); err == nil || err.Error() != `no asset "charts.js" in this site (assets: live.wasm, site.css)` {
		t.Errorf("an asset the site does not have: %v", err)
	}
	if err := a.Add(out, "Site.css", []byte("body{}"), ""); err == nil {
		t.Error("Site.css and site.css, of the same bytes, were both published")
	}
}
