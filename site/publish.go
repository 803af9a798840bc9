package site

import (
	"bytes"
	"context"
	"maps"
	"slices"

	"coursesite/internal/proc"
	"coursesite/internal/publish"
	"coursesite/internal/rendercache"
)

// publish makes the site's files of its pages, the pipeline's last stage:
// the assets they share (whose names carry hashes of their content, and
// so come first), each page laid out around its body among the others,
// the files beside each page, and the course's own (the 404 page, the
// sitemap, the search index). A page whose values the last build gave
// (reuse: prev's page) keeps prev's layout when nothing it shows of the
// others changed; with a render cache (r), a page is taken as an earlier
// build laid it out when nothing its layout shows changed (layOut). It
// returns the output, each page laid out, and the assets' names the pages
// were laid out with.
func (s *Site) publish(ctx context.Context, pages []*Page, prev *Output, reuse []*Page, layouts *layouts, course *course, r *rendercache.Build) (*Output, [][]byte, publish.Assets, error) {
	out := &Output{Output: publish.Output{Files: map[string][]byte{}, Cached: map[string]string{}}, Pages: pages}
	assets, err := s.addAssets(ctx, out)
	if err != nil {
		return nil, nil, nil, err
	}
	// A page laid out before is the same only under the same outline and
	// the same assets' names (a page's charts or controls coming or going
	// adds or drops a script every page names).
	sameLayout := prev != nil && sameOutlines(prev.Pages, pages) && maps.Equal(prev.memo.assets, assets)
	laid := layOut(r, pages, assets, course)
	html := make([][]byte, len(pages))
	all := views(pages)
	errs := eachPage(ctx, len(pages), func(i int) error {
		if reuse[i] != nil && sameLayout {
			html[i] = prev.memo.html[slices.Index(prev.Pages, reuse[i])]
			return nil
		}
		if f, ok := laid.Take(i); ok {
			html[i] = f.Data
			return nil
		}
		var b bytes.Buffer
		err := layouts.execute(&b, pages[i], all, assets, course)
		if err == nil {
			html[i] = b.Bytes()
			laid.Keep(i, html[i])
		}
		return err
	})
	if err := proc.Interrupted(ctx); err != nil {
		return nil, nil, nil, err
	}
	for i, p := range pages {
		if errs[i] != nil {
			return nil, nil, nil, errs[i]
		}
		if err := out.Put(p.URL+"index.html", html[i], publish.Origin{Key: "page:" + p.Src, What: "the page " + p.Src}); err != nil {
			return nil, nil, nil, err
		}
		out.Link(p.URL+"index.html", laid.File(i))
	}
	if err := s.addCourseFiles(ctx, out, layouts, pages, html, all, assets, course, laid); err != nil {
		return nil, nil, nil, err
	}
	return out, html, assets, nil
}
