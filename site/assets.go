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
			js, err := s.assets.ChartRuntime(ctx)
			if err != nil {
				return err
			}
			out.Files["assets/grafik.js"] = js
			break
		}
	}
	return nil
}
