//go:build !js

package livebuild

import (
	"context"
	"runtime"
	"strconv"
	"sync"

	"coursesite/internal/cache"
	"coursesite/lesson"
	"coursesite/live"
)

// A live page's answers to a reader's first move (Sweeps) run its
// model at every step of every control: most of a lesson's rendering
// (0.7 s of the first lesson's 0.8 s). They depend on the lesson's model,
// parameters and words and on what the page shows that the model computes
// (its refs), not on the rest of its prose: within a process (the preview
// rebuilding on every edit) a page's answers are computed once, and a
// build with a cache keeps them there (namespace sweeps), so that an edit
// of the prose alone computes none.

// sweepsFormat starts every key; change it with Sweeps' file.
const sweepsFormat = "coursesite sweeps 2"

// sweepsLimit bounds the memo: past it, it starts afresh.
const sweepsLimit = 16

// sweepsCacheBytes bounds the answers kept on disk (the first lesson's
// take 0.2 MB), the least recently used going first.
const sweepsCacheBytes = 16 << 20

var sweepsMemo = struct {
	sync.Mutex
	entries map[cache.Key][]byte
}{entries: map[cache.Key][]byte{}}

// CachedSweeps returns a page's answers to a reader's first move
// (Sweeps, on every core) for its lesson l, read from the parameter file
// params and the words file words, and for its refs: computed once a
// process, and with a cache folder dir (not ""), kept there for the
// builds whose environment is env (what they depend on outside the
// project: site.RenderCache.Env).
func CachedSweeps(ctx context.Context, l *lesson.Lesson, params, words []byte, refs live.Refs, dir, env string) ([]byte, error) {
	key := sweepsKey(l.Model, params, words, refs)
	sweepsMemo.Lock()
	data, ok := sweepsMemo.entries[key]
	sweepsMemo.Unlock()
	var disk *cache.Cache
	diskKey := key.Add(env) // what the disk keeps is another program's too
	if !ok && dir != "" {
		disk = cache.Open(dir, "sweeps")
		data, ok = disk.Get(diskKey)
	}
	if !ok {
		var err error
		if data, err = Sweeps(ctx, l, refs, runtime.GOMAXPROCS(0)); err != nil {
			return nil, err
		}
		if disk != nil && disk.Put(diskKey, data) == nil {
			disk.Trim(sweepsCacheBytes)
		}
	}
	sweepsMemo.Lock()
	if len(sweepsMemo.entries) >= sweepsLimit {
		clear(sweepsMemo.entries)
	}
	sweepsMemo.entries[key] = data
	sweepsMemo.Unlock()
	return data, nil
}

// sweepsKey names what a page's answers are made of: its lesson's model,
// parameters and words, and the numerals, claims and conditions it shows.
func sweepsKey(model string, params, words []byte, refs live.Refs) cache.Key {
	k := cache.NewKey(sweepsFormat, model).AddBytes(params, words)
	k = k.Add(strconv.Itoa(len(refs.Numerals)), strconv.Itoa(len(refs.Claims)), strconv.Itoa(len(refs.Conditions)))
	for _, n := range refs.Numerals {
		k = k.Add(n.Name, n.Form, n.Suffixes, strconv.FormatBool(n.Upper))
	}
	for _, c := range refs.Claims {
		k = k.Add(c.Text, c.Expr)
	}
	return k.Add(refs.Conditions...)
}
