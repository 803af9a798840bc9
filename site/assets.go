package site

import (
	"bytes"
	"context"
	"io/fs"

	"coursesite/charts"
)

// addAssets adds the site's stylesheet and, when a page has a chart, the
// chart runtime. Both are served from the site itself: no request leaves it.
func (s *Site) addAssets(ctx context.Context, out *Output) error {
	css, err := fs.ReadFile(s.fsys, "templates/site.css")
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.Write(css)
	b.WriteString("\n/* Charts (charts.CSS). */\n")
	b.WriteString(charts.CSS())
	b.WriteString("\n/* Code listings: chroma's " + codeStyle + " style. */\n")
	b.WriteString(codeCSS())
	out.Files["assets/site.css"] = b.Bytes()

	for _, p := range out.Pages {
		if p.HasCharts() {
			js, cached, err := s.assets.ChartRuntime(ctx)
			if err != nil {
				return err
			}
			out.Files["assets/grafik.js"] = js
			if cached != "" {
				out.Cached["assets/grafik.js"] = cached
			}
			break
		}
	}
	return s.addLive(ctx, out)
}

// addLive adds, when a lesson has a model, the runtime of its controls
// (package live) and each such lesson's parameter file beside its page.
func (s *Site) addLive(ctx context.Context, out *Output) error {
	added := false
	for _, p := range out.Pages {
		if p.ModelData == nil {
			continue
		}
		if !added {
			rt, err := s.assets.LiveRuntime(ctx)
			if err != nil {
				return err
			}
			for name, data := range rt.Files {
				out.Files["assets/"+name] = data
			}
			for name, file := range rt.Cached {
				out.Cached["assets/"+name] = file
			}
			added = true
		}
		out.Files[p.URL+ModelFile] = p.ModelData
	}
	return nil
}
