//go:build !js

// Package livetest reads back from a built page what the page's in-browser
// model (package live) is asked to compute, and what the build wrote for
// each, so that tests compare the two. It serves tests only.
package livetest

import (
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"

	"coursesite/live"
)

// Shown is what a built page shows that the in-browser model computes: the
// refs its markup gives the model (as live/livebuild/client/prose.js reads them), and what
// the build wrote for each.
type Shown struct {
	Refs       live.Refs
	Texts      []string          // each numeral's text, as Refs.Numerals
	Values     []string          // … and its value attribute
	Conditions map[string]bool   // each condition's expression → whether the build shows its yes phrasing
	Tables     map[string]string // table name → its <figure>
	Charts     map[string]string // chart name → its option's JSON (ReadSite)
	// Options is the page's options file (ReadSite), for a session's
	// declared charts (live.Session.SetCharts).
	Options   []byte
	ChartData map[string]string // chart name → the tables of its numbers, as its figure holds them
}

var (
	dataElem  = regexp.MustCompile(`<data value="([^"]*)"(?: data-name="([^"]*)")?(?: data-format="([^"]*)")?(?: data-suffixes="([^"]*)")?( data-upper="")?(?: class="missing")?>([^<]*)</data>`)
	claimElem = regexp.MustCompile(`<span class="claim" data-text="([^"]*)" data-expr="([^"]*)"(?: data-accepted="[^"]*")? hidden></span>`)
	condElem  = regexp.MustCompile(`<span class="condition" data-expr="([^"]*)" data-branch="(yes|no)"( hidden)?>`)
	tableElem = regexp.MustCompile(`<figure class="table" id="table-([^"]+)">.*?</figure>`)
	chartElem = regexp.MustCompile(`(?s)<figure class="chart" id="figure-([^"]+)">.*?<div class="chart-data-tables" id="chart-data-[^"]+"><noscript>(.*?)</noscript></div></details>.*?</figure>`)
	chartFile = regexp.MustCompile(`data-chart-options="([^"]+)"`)
)

// Read reads what page shows. Numerals and conditions inside a table or a
// chart's words are the table's and the chart's, not the prose's.
func Read(page string) Shown {
	s := Shown{Conditions: map[string]bool{}, Tables: map[string]string{}, Charts: map[string]string{}, ChartData: map[string]string{}}
	for _, m := range tableElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Tables = append(s.Refs.Tables, m[1])
		s.Tables[m[1]] = m[0]
	}
	for _, m := range chartElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Charts = append(s.Refs.Charts, m[1])
		s.ChartData[m[1]] = m[2]
	}
	prose := tableElem.ReplaceAllString(chartElem.ReplaceAllString(page, ""), "")
	for _, m := range dataElem.FindAllStringSubmatch(prose, -1) {
		if m[2] == "" {
			continue // a literal, not the model's
		}
		s.Refs.Numerals = append(s.Refs.Numerals, live.NumeralRef{Name: html.UnescapeString(m[2]), Form: m[3],
			Suffixes: html.UnescapeString(m[4]), Upper: m[5] != ""})
		s.Texts = append(s.Texts, html.UnescapeString(m[6]))
		s.Values = append(s.Values, m[1])
	}
	for _, m := range claimElem.FindAllStringSubmatch(page, -1) {
		s.Refs.Claims = append(s.Refs.Claims, live.ClaimRef{Text: html.UnescapeString(m[1]), Expr: html.UnescapeString(m[2])})
	}
	for _, m := range condElem.FindAllStringSubmatch(prose, -1) {
		expr := html.UnescapeString(m[1])
		if _, seen := s.Conditions[expr]; !seen {
			s.Refs.Conditions = append(s.Refs.Conditions, expr)
		}
		if m[2] == "yes" {
			s.Conditions[expr] = m[3] == ""
		}
	}
	return s
}

// ReadSite reads what the page at url ("NAME/") of a built site's files
// shows, as Read does, and its charts' options from the file the page
// names (charts.OptionsFile, beside the page).
func ReadSite(files map[string][]byte, url string) (Shown, error) {
	page := string(files[url+"index.html"])
	s := Read(page)
	if len(s.Refs.Charts) == 0 {
		return s, nil
	}
	// The page's loader names the file; a site built without the loader
	// (a test's) has it beside the page all the same.
	file := ""
	if m := chartFile.FindStringSubmatch(page); m != nil {
		file = url + html.UnescapeString(m[1])
	} else {
		for name := range files {
			if rest, ok := strings.CutPrefix(name, url+"charts."); ok && !strings.Contains(rest, "/") {
				file = name
			}
		}
	}
	if file == "" {
		return s, fmt.Errorf("livetest: %sindex.html has charts but no options file", url)
	}
	var options map[string]json.RawMessage
	if err := json.Unmarshal(files[file], &options); err != nil {
		return s, fmt.Errorf("livetest: %s: %v", file, err)
	}
	s.Options = files[file]
	for name, o := range options {
		// A declared chart's entry holds its option and bindings.
		var entry struct {
			Option   json.RawMessage `json:"option"`
			Bindings json.RawMessage `json:"bindings"`
		}
		if json.Unmarshal(o, &entry) == nil && entry.Bindings != nil {
			o = entry.Option
		}
		s.Charts[name] = string(o)
	}
	return s, nil
}
