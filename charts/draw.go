//go:build !js

package charts

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"coursesite/internal/cache"
	"coursesite/internal/proc"
)

// drawFormat names how Draw draws and cleans a drawing; change it with
// server.js's protocol or cleanSVG, so drawings made the old way are not
// reused.
const drawFormat = "chart svg 2"

// drawingsCacheBytes bounds the drawings kept on disk (tens of kilobytes
// each, a few dozen a lesson): a build cannot tell which drawings the
// lessons it takes from their own entries hold, so the least recently
// used go first (cache.Trim).
const drawingsCacheBytes = 64 << 20

// Draw returns the drawing of each request as SVG, in order: ECharts'
// own server-side renderer (renderToSVGString) runs the page's chart code
// (runtime/shared.js, bundled for node with esbuild from
// packages/node_modules, Bundle's) under node, so the drawing is the chart a reader's browser
// draws at that size, its media queries applied. Each drawing is cleaned
// (cleanSVG) and cached in the cache folder cacheDir (package cache,
// namespace drawings) under a key of the drawing script's inputs, the size
// and the options: only a build that meets a new chart or size starts
// node, once for all it lacks.
func Draw(ctx context.Context, root, packages, cacheDir string, reqs []Request) ([][]byte, error) {
	if len(reqs) == 0 {
		return nil, nil
	}
	script, key, err := serverBundle(root, packages, cacheDir)
	if err != nil {
		return nil, err
	}
	c := cache.Open(cacheDir, "drawings")
	out := make([][]byte, len(reqs))
	keys := make([]cache.Key, len(reqs))
	var missing []int
	for i, r := range reqs {
		keys[i] = cache.NewKey(drawFormat, key, strconv.Itoa(r.Width), strconv.Itoa(r.Height)).AddBytes(r.Option)
		if b, ok := c.Get(keys[i]); ok {
			out[i] = b
		} else {
			missing = append(missing, i)
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	type item struct {
		Option json.RawMessage `json:"option"`
		Width  int             `json:"width"`
		Height int             `json:"height"`
	}
	batch := make([]item, len(missing))
	for j, i := range missing {
		batch[j] = item{reqs[i].Option, reqs[i].Width, reqs[i].Height}
	}
	in, err := json.Marshal(batch)
	if err != nil {
		return nil, fmt.Errorf("charts: drawing: %v", err)
	}
	svgs, err := runNode(ctx, script, in)
	if err != nil {
		return nil, err
	}
	if len(svgs) != len(missing) {
		return nil, fmt.Errorf("charts: drawing: node drew %d charts, want %d", len(svgs), len(missing))
	}
	for j, i := range missing {
		clean, err := cleanSVG([]byte(svgs[j]))
		if err != nil {
			return nil, fmt.Errorf("charts: drawing at %d×%d: %v", reqs[i].Width, reqs[i].Height, err)
		}
		out[i] = clean
		if err := c.Put(keys[i], clean); err != nil {
			return nil, fmt.Errorf("charts: caching a drawing: %v", err)
		}
	}
	c.Trim(drawingsCacheBytes)
	return out, nil
}

// runNode runs the drawing script on in and returns the SVG texts it
// wrote.
func runNode(ctx context.Context, script string, in []byte) ([]string, error) {
	svgs, err := proc.NodeBatch(ctx, "charts", "draws the charts at build time", in, script)
	var fail *proc.BatchError
	if errors.As(err, &fail) {
		return nil, fmt.Errorf("charts: ECharts could not draw chart %s of the batch: %s", strconv.Itoa(fail.Index+1), fail.Msg)
	}
	return svgs, err
}
