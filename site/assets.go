package site

import (
	"bytes"
	"context"
	"io/fs"
	"path"

	"coursesite/charts"
	"coursesite/labels"
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

// addLive adds, when a lesson carries the reader's controls, their runtime
// (package live), and beside each lesson's page the files its page's
// model and its listings read: the parameter file, the labels and each
// listed source, as the lesson's folder holds them. A reader who runs a
// listing runs it on the page's parameters.
func (s *Site) addLive(ctx context.Context, out *Output) error {
	added := false
	for _, p := range out.Pages {
		if p.Live() && !added {
			rt, err := s.assets.LiveRuntime(ctx)
			if err != nil {
				return err
			}
			for name, data := range rt.Files {
				out.Files["assets/"+name] = data
			}
			for name, file := range rt.Cached {
				out.Files["assets/"+name] = rt.Files[name]
				out.Cached["assets/"+name] = file
			}
			added = true
		}
		if p.ParamData != nil {
			out.Files[p.URL+path.Clean(p.Meta.Parametreler)] = p.ParamData
		}
		if p.LabelsData != nil {
			out.Files[p.URL+labels.File] = p.LabelsData
		}
		for _, l := range p.Listings {
			out.Files[p.URL+l.File] = l.Data
		}
	}
	return nil
}
