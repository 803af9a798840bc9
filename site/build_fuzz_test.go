package site

import (
	"context"
	"errors"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"coursesite/live/livebuild"
	"coursesite/model/modeltest"
	"coursesite/place"
	"coursesite/site/sitetest"
)

// fuzzAssets are sitetest's assets (math as its TeX, no drawings, no
// search) without the controls' runtime: what is fuzzed is the build's
// reading of a lesson, not node's, nor the models' compile to WebAssembly.
type fuzzAssets struct{ sitetest.Assets }

// LiveRuntime implements Assets: no runtime.
func (fuzzAssets) LiveRuntime(context.Context, []string) (livebuild.Runtime, error) {
	return livebuild.Runtime{}, nil
}

// FuzzBuild builds the fixture project with its lesson's page, words and
// parameter file replaced by fuzzed bytes: no input reaches a panic, and a
// build that fails says where, in a file of the lesson (or the index), at
// a line and column inside it.
func FuzzBuild(f *testing.F) {
	base := modeltest.Project(f, nil)
	page := string(base[modeltest.Lesson+"/index.md"].Data)
	words := string(base[modeltest.Lesson+"/metinler.txt"].Data)
	params := string(base[modeltest.Lesson+"/model.json"].Data)
	f.Add(page, words, params)
	for _, s := range []string{
		"Fiyat $$$$ oldu.", "{{ sayi \"n\" ve devam.", "{{ iddia \"x\" \"((((((((n))))))))\" }}", "{{ eger \"n > 1\" }}",
		"{{ yoksa }}", "{{ son }}", "{{ tablo \"ozet\" }} içinde", "{{ kod \"../../go.mod\" }}", "{{ kod \"/etc/passwd\" }}",
		"\xff\xfe", "\x00", "{{ sayi 1e308 }}", "{{ sayi 101 \"n\" }}", "{{ yazi \"bosOran\" }}", "{{ iddia \"b\" \"n / 0 > 1\" }}",
		"{{ mertebe \"n\" | ek \"\" }}", "{{ ders \"yok\" }}", "{{ grafik \"cizgi\" }}", "$x$ ve \\$5", "{{/* yorum */}}",
	} {
		f.Add(page+"\n\n"+s+"\n", words, params)
	}
	f.Add(page, "tablo.ozet.baslik: {{ sayi \"n\"\nbozuk", params)
	f.Add(page, words, `{"hiz": 1e308, "sureler": [], "n": -1}`)
	f.Add(page, words, "\xef\xbb\xbf{}")
	assets := fuzzAssets{sharedAssets()}
	f.Fuzz(func(t *testing.T, page, words, params string) {
		fsys := fstest.MapFS{}
		for name, file := range base {
			fsys[name] = file
		}
		fsys[modeltest.Lesson+"/index.md"] = &fstest.MapFile{Data: []byte(page)}
		fsys[modeltest.Lesson+"/metinler.txt"] = &fstest.MapFile{Data: []byte(words)}
		fsys[modeltest.Lesson+"/model.json"] = &fstest.MapFile{Data: []byte(params)}
		type result struct {
			out *Output
			err error
		}
		done := make(chan result, 1)
		go func() {
			out, err := New(fsys, assets).Build(context.Background())
			done <- result{out, err}
		}()
		var out *Output
		var err error
		select {
		case r := <-done:
			out, err = r.out, r.err
		case <-time.After(20 * time.Second):
			t.Fatalf("the build has not ended after 20 s: page %q, words %q, parameters %q", page, words, params)
		}
		if err == nil {
			if len(out.Files["ornek-ders/index.html"]) == 0 {
				t.Fatal("the build succeeded without the lesson's page")
			}
			return
		}
		for _, e := range unjoin(err) {
			var pe *place.Error
			if !errors.As(e, &pe) {
				t.Fatalf("an error without a place: %v", e)
			}
			if !strings.HasPrefix(pe.File, "content/") || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("an error at no place of the lesson: %v", e)
			}
		}
	})
}

// unjoin returns the errors err joins, or err.
func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, unjoin(e)...)
		}
		return out
	}
	if es, ok := err.(place.Errors); ok {
		out := make([]error, len(es))
		for i, e := range es {
			out[i] = e
		}
		return out
	}
	return []error{err}
}
