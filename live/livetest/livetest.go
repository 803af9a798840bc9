//go:build !js

// Package livetest builds a lesson for a reader's settings as the site
// build would from the parameter file those settings amount to, and reads
// back from a built page what the in-browser model (package live)
// computes, so that tests compare the two. It serves tests only.
package livetest

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"os"
	"path"
	"regexp"
	"testing/fstest"

	"coursesite/live"
	"coursesite/sim"
	"coursesite/site"
)

// ModelFile writes the parameter file data (a lesson's model.json) with a
// reader's settings a applied: threshold, gateway share, n, and the slow
// regime's tariff durations times the severity. Cancellation and a tariff
// share other than the usual durations' ratio are no parameters of a
// file: a's are ignored.
func ModelFile(data []byte, a sim.Ayar) ([]byte, error) {
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	k01, _ := f["k01"].(map[string]any)
	rejim, _ := f["rejim"].(map[string]any)
	slow, _ := rejim["tarife yavas"].(map[string]any)
	tariff, _ := slow["tarife"].([]any)
	if k01 == nil || tariff == nil {
		return nil, fmt.Errorf("livetest: not a lesson's parameter file")
	}
	k01["esik"], f["gecitPayi"], f["n"] = a.Esik, a.GecitPayi, a.N
	for i, v := range tariff {
		tariff[i] = v.(float64) * a.Siddet
	}
	return json.Marshal(f)
}

var claimAction = regexp.MustCompile(`\{\{-?\s*iddia\s+"(?:[^"\\]|\\.)*"\s+"(?:[^"\\]|\\.)*"\s*-?\}\}`)

// Build builds the project in root with lesson's (a folder of content/)
// parameter file replaced by model, and returns the lesson's page. Without
// claims the lesson's claims are left out, so that parameters that make
// one false still build: the page's numerals, tables and charts are the
// same.
func Build(ctx context.Context, root string, assets site.Assets, lesson string, model []byte, claims bool) (string, error) {
	dir := path.Join("content", lesson)
	files := map[string][]byte{path.Join(dir, "model.json"): model}
	if !claims {
		src, err := os.ReadFile(path.Join(root, dir, "index.md"))
		if err != nil {
			return "", err
		}
		files[path.Join(dir, "index.md")] = claimAction.ReplaceAll(src, nil)
	}
	out, err := site.New(overlay{os.DirFS(root), files}, assets).Build(ctx)
	if err != nil {
		return "", err
	}
	return string(out.Files[lesson+"/index.html"]), nil
}

// overlay is a folder with some files replaced.
type overlay struct {
	fs.FS
	files map[string][]byte
}

func (o overlay) Open(name string) (fs.File, error) {
	if data, ok := o.files[name]; ok {
		return fstest.MapFS{name: &fstest.MapFile{Data: data}}.Open(name)
	}
	return o.FS.Open(name)
}

// Shown is what a built page shows that the in-browser model computes: the
// refs its markup gives the model, and what the build wrote for each.
type Shown struct {
	Refs   live.Refs
	Texts  []string          // each numeral's text, as Refs.Numerals
	Values []string          // … and its value attribute
	Tables map[string]string // table name → its <figure>
	Charts map[string]string // chart id → its options' JSON
}

var (
	dataElem  = regexp.MustCompile(`<data value="([^"]*)"(?: data-ad="([^"]*)")?(?: data-bicim="([^"]*)")?(?: data-ek="([^"]*)")?( data-buyuk="")?>([^<]*)</data>`)
	claimElem = regexp.MustCompile(`<span class="iddia" data-metin="([^"]*)" data-ifade="([^"]*)" hidden></span>`)
	tableElem = regexp.MustCompile(`<figure class="tablo" id="tablo-([^"]+)">.*?</figure>`)
	chartElem = regexp.MustCompile(`<script type="application/json" data-grafik="(grafik_([^"]+))">(.*?)</script>`)
)

// Read reads what page shows.
func Read(page string) Shown {
	s := Shown{Tables: map[string]string{}, Charts: map[string]string{}}
	for _, m := range dataElem.FindAllStringSubmatch(page, -1) {
		if m[2] == "" {
			continue // a literal, not the model's
		}
		s.Refs.Numerals = append(s.Refs.Numerals, live.NumeralRef{Name: html.UnescapeString(m[2]), Bicim: m[3],
			Ek: html.UnescapeString(m[4]), Upper: m[5] != ""})
		s.Texts = append(s.Texts, html.UnescapeString(m[6]))
		s.Values = append(s.Values, m[1])
	}
	for _, m := range claimElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Claims = append(s.Refs.Claims, live.ClaimRef{Text: html.UnescapeString(m[1]), Expr: html.UnescapeString(m[2])})
	}
	for _, m := range tableElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Tables = append(s.Refs.Tables, m[1])
		s.Tables[m[1]] = m[0]
	}
	for _, m := range chartElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Charts = append(s.Refs.Charts, m[2])
		s.Charts[m[1]] = m[3]
	}
	return s
}
