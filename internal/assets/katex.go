package assets

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"coursesite/internal/cache"
	"coursesite/internal/proc"
	"coursesite/markdown"
)

// KaTeX renders TeX to MathML at build time with the KaTeX package the
// build installed (package nodedeps), run under node. Starting node costs tens of milliseconds, so
// results are cached on disk (package cache, namespace katex), keyed by
// KaTeX's version, the script that runs it and the formula: only a build
// that meets a new formula pays for it.
//
// Render may be called from several goroutines at once: formulas found in
// the cache are read by each, and node runs for one call at a time, so
// that pages meeting the same new formula render it once.
type KaTeX struct {
	Packages string // the folder of the build's npm packages, holding node_modules/katex
	CacheDir string // the cache folder rendered formulas are kept in

	mu sync.Mutex // held while formulas missing from the cache are rendered
}

// katexCacheBytes bounds the rendered formulas kept on disk (a few hundred
// bytes each): a build cannot tell which formulas the lessons it takes
// from their own entries hold, so the least recently used go first
// (cache.Trim).
const katexCacheBytes = 8 << 20

// katexScript reads [{tex, display}] on stdin and writes the MathML of each
// as a JSON array of strings, or {error, index} for a formula KaTeX rejects.
const katexScript = `
const katex = require(process.argv[1]);
let input = "";
process.stdin.on("data", (d) => (input += d));
process.stdin.on("end", () => {
  const out = [];
  const items = JSON.parse(input);
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(katex.renderToString(items[i].tex, { output: "mathml", displayMode: items[i].display, throwOnError: true }));
    } catch (e) {
      process.stdout.write(JSON.stringify({ error: String(e.message), index: i }));
      return;
    }
  }
  process.stdout.write(JSON.stringify(out));
});
`

// Render returns the MathML of each formula, in order.
func (k *KaTeX) Render(ctx context.Context, items []markdown.TeX) ([]string, error) {
	version, err := k.version()
	if err != nil {
		return nil, err
	}
	c := cache.Open(k.CacheDir, "katex")
	out := make([]string, len(items))
	keys := make([]cache.Key, len(items))
	base := cache.NewKey("katex", version, katexScript)
	for i, it := range items {
		keys[i] = base.Add(strconv.FormatBool(it.Display), it.TeX)
	}
	all := make([]int, len(items))
	for i := range all {
		all[i] = i
	}
	missing := cachedMath(c, keys, out, all)
	if len(missing) == 0 {
		return out, nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	// Another call may have rendered them meanwhile.
	if missing = cachedMath(c, keys, out, missing); len(missing) == 0 {
		return out, nil
	}
	batch := make([]markdown.TeX, len(missing))
	for j, i := range missing {
		batch[j] = items[i]
	}
	in, _ := json.Marshal(batch)
	module, err := filepath.Abs(filepath.Join(k.Packages, "node_modules", "katex"))
	if err != nil {
		return nil, fmt.Errorf("katex: %v", err)
	}
	rendered, err := proc.NodeBatch(ctx, "katex", "renders the math at build time", in, "-e", katexScript, module)
	var fail *proc.BatchError
	if errors.As(err, &fail) {
		return nil, &markdown.MathError{TeX: batch[fail.Index].TeX, Msg: fail.Msg}
	}
	if err != nil {
		return nil, err
	}
	if len(rendered) != len(batch) {
		return nil, fmt.Errorf("katex: %d formulas rendered of %d", len(rendered), len(batch))
	}
	for j, i := range missing {
		out[i] = rendered[j]
		if err := c.Put(keys[i], []byte(rendered[j])); err != nil {
			return nil, fmt.Errorf("katex: caching: %v", err)
		}
	}
	c.Trim(katexCacheBytes)
	return out, nil
}

// cachedMath fills out[i], for each i of which, from the entry keys[i] of c,
// and returns those it found no entry for.
func cachedMath(c *cache.Cache, keys []cache.Key, out []string, which []int) (missing []int) {
	for _, i := range which {
		if b, ok := c.Get(keys[i]); ok {
			out[i] = string(b)
		} else {
			missing = append(missing, i)
		}
	}
	return missing
}

// version reads the installed KaTeX's version, part of every cache key.
func (k *KaTeX) version() (string, error) {
	b, err := os.ReadFile(filepath.Join(k.Packages, "node_modules", "katex", "package.json"))
	if err != nil {
		return "", fmt.Errorf("katex: not installed (the build installs it with npm ci): %v", err)
	}
	var p struct{ Version string }
	if err := json.Unmarshal(b, &p); err != nil {
		return "", fmt.Errorf("katex: reading its package.json: %v", err)
	}
	return p.Version, nil
}
