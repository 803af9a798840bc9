package site

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"coursesite/model/modeltest"
	"coursesite/search"
	"coursesite/site/sitetest"
)

const courseIndex = "---\nbaslik: Örnek kurs\nozet: Motorun sınandığı örnek kurs.\nadres: %s\n---\nKursun dersleri.\n"

func withAdres(adres string) map[string]string {
	return map[string]string{"content/index.md": strings.Replace(courseIndex, "%s", adres, 1)}
}

// TestCourseAddress: the index page's adres makes the sitemap, robots.txt,
// the canonical links and the social cards absolute; -base-url overrides
// it; without either, the site has no sitemap and no canonical links.
func TestCourseAddress(t *testing.T) {
	out := buildFixture(t, withAdres("https://kurs.example.org/yol"))
	sitemap := string(out.Files["sitemap.xml"])
	for _, want := range []string{"<loc>https://kurs.example.org/yol/</loc>", "<loc>https://kurs.example.org/yol/ornek-ders/</loc>"} {
		if !strings.Contains(sitemap, want) {
			t.Errorf("sitemap.xml lacks %s:\n%s", want, sitemap)
		}
	}
	if _, ok := out.Files["robots.txt"]; ok {
		t.Error("a site in a sub-folder has a robots.txt, which crawlers read at a host's root alone")
	}
	atRoot := buildFixture(t, withAdres("https://kurs.example.org"))
	if robots := string(atRoot.Files["robots.txt"]); !strings.Contains(robots, "Sitemap: https://kurs.example.org/sitemap.xml") {
		t.Errorf("robots.txt:\n%s", robots)
	}
	lesson := string(out.Files["ornek-ders/index.html"])
	for _, want := range []string{
		`<link rel="canonical" href="https://kurs.example.org/yol/ornek-ders/">`,
		`<meta property="og:url" content="https://kurs.example.org/yol/ornek-ders/">`,
		`<meta property="og:site_name" content="Örnek kurs">`,
		`<meta property="og:type" content="article">`,
	} {
		if !strings.Contains(lesson, want) {
			t.Errorf("the lesson lacks %s", want)
		}
	}
	notFound := string(out.Files["404.html"])
	if !strings.Contains(notFound, `href="/yol/ornek-ders/"`) || !strings.Contains(notFound, `<meta name="robots" content="noindex">`) || strings.Contains(notFound, "canonical") {
		t.Errorf("the 404 page links from the site's path, says noindex and has no canonical address:\n%s", notFound)
	}

	s := New(modeltest.Project(t, withAdres("https://kurs.example.org/yol/")), sharedAssets())
	if err := s.SetBaseURL("https://ornek.github.io/kurs"); err != nil {
		t.Fatal(err)
	}
	over, err := s.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(over.Files["sitemap.xml"]), "<loc>https://ornek.github.io/kurs/ornek-ders/</loc>") {
		t.Errorf("-base-url does not override adres:\n%s", over.Files["sitemap.xml"])
	}
	if err := s.SetBaseURL("ornek.github.io"); err == nil {
		t.Error("a base URL without a scheme is taken")
	}

	plain := buildFixture(t, nil)
	if _, ok := plain.Files["sitemap.xml"]; ok {
		t.Error("a course that says no address has a sitemap")
	}
	if strings.Contains(string(plain.Files["ornek-ders/index.html"]), "canonical") {
		t.Error("a course that says no address has canonical links")
	}
	if _, ok := plain.Files["404.html"]; !ok {
		t.Error("no 404.html")
	}
}

// TestCourseAddressErrors: a bad adres, or one on a lesson, is an error at
// the field.
func TestCourseAddressErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		edits map[string]string
		want  string
	}{
		"relative":            {withAdres("kurs/"), "content/index.md:4:1: front matter: adres: expected an absolute http(s) address"},
		"a query":             {withAdres("https://kurs.example.org/?a=1"), "content/index.md:4:1: front matter: adres: expected an address without a query"},
		"ftp":                 {withAdres("ftp://kurs.example.org/"), "expected an absolute http(s) address"},
		"dot segments":        {withAdres("https://kurs.example.org/a/../b/"), "expected a path without . or .. segments"},
		"a host not in ASCII": {withAdres("https://kürs.example.org/"), "expected the host in ASCII"},
		"on a lesson":         {map[string]string{"content/ornek-ders/index.md": strings.Replace(string(modeltest.Project(t, nil)["content/ornek-ders/index.md"].Data), "---\n", "---\nadres: https://x.example.org/\n", 1)}, "content/ornek-ders/index.md:2:1: front matter: adres is the course's"},
	} {
		_, err := New(modeltest.Project(t, tc.edits), sharedAssets()).Build(context.Background())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
}

// standInSearch are sitetest's assets with a search index of two files,
// one in a folder, the first listing the pages it was given by their paths
// and whether each holds its laid-out body (the layout's
// data-pagefind-body, which Pagefind indexes).
type standInSearch struct{ sitetest.Assets }

func (standInSearch) Search(_ context.Context, pages map[string][]byte) (map[string][]byte, error) {
	var b strings.Builder
	for _, p := range slices.Sorted(maps.Keys(pages)) {
		fmt.Fprintf(&b, "%q %t\n", p, bytes.Contains(pages[p], []byte("data-pagefind-body")))
	}
	return map[string][]byte{"pagefind-entry.json": []byte(b.String()), "index/tr_0.pf_index": []byte("dizin")}, nil
}

// TestSearchIndexPublished: the search is given every page as it is laid
// out, by its path from the site's root, and its index is published under
// search.Dir, file for file; WithoutSearch publishes none. (Pagefind's
// index is e2e's, under node.)
func TestSearchIndexPublished(t *testing.T) {
	out, err := New(modeltest.Project(t, nil), standInSearch{sharedAssets()}).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var index []string
	for name := range out.Files {
		if strings.HasPrefix(name, search.Dir+"/") {
			index = append(index, name)
		}
	}
	slices.Sort(index)
	if want := []string{"pagefind/index/tr_0.pf_index", "pagefind/pagefind-entry.json"}; !slices.Equal(index, want) {
		t.Errorf("the search's files are published as %v, want %v", index, want)
	}
	if got, want := string(out.Files["pagefind/pagefind-entry.json"]), "\"\" true\n\"ornek-ders/\" true\n"; got != want {
		t.Errorf("the search was given the pages\n%swant\n%s", got, want)
	}
	out, err = New(modeltest.Project(t, nil), standInSearch{sharedAssets()}).WithoutSearch().Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for name := range out.Files {
		if strings.HasPrefix(name, search.Dir+"/") {
			t.Errorf("WithoutSearch published %s", name)
		}
	}
}
