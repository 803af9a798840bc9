package bench

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"coursesite/check"
	"coursesite/internal/workers"
	"coursesite/listings"
	"coursesite/site"
)

// BenchmarkPreviewCheck is the preview's drift check after a save, on one
// core as the preview runs it: "judge" judges the output the preview has
// just published (its lessons taken from the render cache, as at the
// preview's start, read again: model and text), "build" builds the site
// again and judges that, as the preview did before. The ratio of the two
// is what the preview no longer spends.
func BenchmarkPreviewCheck(b *testing.B) {
	fsys, a := os.DirFS(root), diskAssets(b)
	s := site.New(fsys, a)
	s.UseCache(site.RenderCache{Dir: filepath.Join(b.TempDir(), "pages"), Env: "bench"})
	ctx := workers.WithLimit(context.Background(), 1)
	var out *site.Output
	for range 2 { // the second build takes every lesson from the cache
		var err error
		if out, err = s.Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("judge", func(b *testing.B) {
		for b.Loop() {
			pages := make([]*site.Page, len(out.Pages))
			for i, p := range out.Pages {
				var err error
				if pages[i], err = s.Reading(out, p); err != nil {
					b.Fatal(err)
				}
			}
			if _, err := check.Judge(ctx, fsys, pages, listings.Run); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("build", func(b *testing.B) {
		for b.Loop() {
			if _, err := check.Check(ctx, fsys, a, listings.Run); err != nil {
				b.Fatal(err)
			}
		}
	})
}
