package site

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"slices"

	"coursesite/charts"
	"coursesite/highlight"
	"coursesite/internal/cache"
	"coursesite/internal/lessonfs"
	"coursesite/internal/publish"
	"coursesite/labels"
	"coursesite/live/livebuild"
	"coursesite/place"
)

// addAssets adds the site's stylesheet and, when a page has a chart or the
// reader's controls, the scripts that draw and move them, each under a
// name that carries a hash of its content (publish.HashedName), and returns the
// names the layouts give them. Everything is served from the site itself:
// no request leaves it.
func (s *Site) addAssets(ctx context.Context, out *Output) (publish.Assets, error) {
	names := publish.Assets{}
	css, err := lessonfs.ReadProjectFile(s.fsys, "templates/site.css", maxPageSize)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(css)
	b.WriteString("\n/* Charts (charts.CSS). */\n")
	b.WriteString(charts.CSS())
	b.WriteString("\n/* Code listings: chroma's " + highlight.Style + " style. */\n")
	b.WriteString(highlight.CSS())
	if err := names.Add(&out.Output, "site.css", b.Bytes(), ""); err != nil {
		return nil, err
	}
	// The layouts' scripts, when they have them: the search box's, the
	// terms' definitions (package glossary).
	for _, name := range []string{"search.js", "terms.js"} {
		if _, err := fs.Stat(s.fsys, "templates/"+name); err != nil {
			continue
		}
		js, err := lessonfs.ReadProjectFile(s.fsys, "templates/"+name, maxPageSize)
		if err != nil {
			return nil, err
		}
		if err := names.Add(&out.Output, name, js, ""); err != nil {
			return nil, err
		}
	}

	charted, models := false, []string(nil)
	for _, p := range out.Pages {
		charted = charted || p.HasCharts()
		if p.Live() {
			models = append(models, p.Meta.Model)
		}
	}
	if charted {
		js, cached, err := s.assets.ChartRuntime(ctx)
		if err != nil {
			return nil, err
		}
		if err := names.Add(&out.Output, "charts.js", js, cached); err != nil {
			return nil, err
		}
	}
	if err := s.addLive(ctx, out, names, charted, models); err != nil {
		return nil, err
	}
	return names, nil
}

// chartsFile is the plain name of a page's file of chart options.
const chartsFile = "charts.json"

// addLive adds the page's loader when a page has charts or the reader's
// controls (it brings in the chart runtime when a reader reaches for a
// chart), and the in-browser model of each of models, the models of the
// lessons that carry the controls (package live: one file a model, which
// the layout's Asset "live.wasm" names on that model's pages); and beside
// each lesson's page the files its page's model and its listings read:
// the parameter file, the labels and each listed source, as the lesson's
// folder holds them, and the options of its charts (Page.ChartsFile). A
// reader who runs a listing runs it on the page's parameters.
func (s *Site) addLive(ctx context.Context, out *Output, names publish.Assets, charted bool, models []string) error {
	if charted || len(models) > 0 {
		rt, err := s.assets.LiveRuntime(ctx, models)
		if err != nil {
			return err
		}
		files := []string{livebuild.LoaderFile}
		if len(models) > 0 {
			files = append(files, livebuild.WasmExecFile)
		}
		for _, m := range models {
			files = append(files, livebuild.WasmName(m))
		}
		for _, name := range files {
			if data, ok := rt.Files[name]; ok {
				if err := names.Add(&out.Output, name, data, rt.Cached[name]); err != nil {
					return err
				}
			}
		}
	}
	for _, p := range out.Pages {
		// Each through put: two sources for one path are an error, never
		// a silent winner (the paths the site writes itself are refused
		// where a page names them: reservedFile).
		var errs []error
		// A file the render cache keeps is linked, and named by the hash
		// recorded with it (rendercache.Kept).
		k := p.kept
		put := func(file string, data []byte, kept cache.File, src publish.Origin) {
			errs = append(errs, out.Put(file, data, src))
			out.Link(file, kept)
		}
		if p.ChartOptions != nil {
			p.chartsFile = publish.HashedName(chartsFile, publish.EntrySum(p.ChartOptions, k.Options))
			put(p.URL+p.chartsFile, p.ChartOptions, k.Options, publish.Origin{Key: "charts:" + p.Src, What: "the chart options of " + p.Src})
		}
		if p.ParamData != nil {
			name := path.Clean(p.Meta.Params)
			put(p.URL+name, p.ParamData, k.Params, publish.FileOrigin(path.Join(p.Dir(), name), "the parameter file", p.fieldPos("parametreler")))
		}
		if p.LabelsData != nil {
			put(p.URL+labels.File, p.LabelsData, k.Labels, publish.FileOrigin(path.Join(p.Dir(), labels.File), "the words file", place.Pos{}))
			if p.Live() {
				errs = append(errs, s.addCompiledLabels(out, p))
			}
		}
		if p.Sweeps != nil {
			p.sweepsFile = publish.HashedName(livebuild.SweepsFile, publish.EntrySum(p.Sweeps, k.Sweeps))
			put(p.URL+p.sweepsFile, p.Sweeps, k.Sweeps, publish.Origin{Key: "sweeps:" + p.Src, What: "the answers to a first move of " + p.Src})
		}
		for i, l := range p.Listings {
			var kept cache.File
			if i < len(k.Listings) {
				kept = k.Listings[i]
			}
			put(p.URL+l.File, l.Data, kept, publish.FileOrigin(path.Join(p.Dir(), l.File), "the listing", l.At))
		}
		if err := joined(slices.DeleteFunc(errs, func(err error) bool { return err == nil })); err != nil {
			return err
		}
	}
	return nil
}

// addCompiledLabels publishes beside page p its labels as its engine reads
// them (labels.Compiled), under a name that carries their hash.
func (s *Site) addCompiledLabels(out *Output, p *Page) error {
	file := path.Join(p.Dir(), labels.File)
	data, kept, err := compiledLabels(p, file)
	if err != nil {
		if hasPlace(err) {
			return err
		}
		return fmt.Errorf("%s: %w", file, err)
	}
	p.labelsFile = publish.HashedName(labels.CompiledFile, publish.EntrySum(data, kept))
	err = out.Put(p.URL+p.labelsFile, data, publish.Origin{Key: "labels:" + p.Src, What: "the compiled words of " + p.Src})
	out.Link(p.URL+p.labelsFile, kept)
	return err
}
