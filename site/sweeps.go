package site

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"sync"

	"coursesite/internal/cache"
	"coursesite/live"
	"coursesite/live/livebuild"
)

// A live page's answers to a reader's first move (livebuild.Sweeps) run its
// model at every step of every control: most of a lesson's rendering
// (0.7 s of the first lesson's 0.8 s). They depend on the lesson's model,
// parameters and words and on what the page shows that the model computes
// (its refs), not on the rest of its prose: within a process (the preview
// rebuilding on every edit) a page's answers are computed once, and a
// build with a cache keeps them there (namespace sweeps), so that an edit
// of the prose alone computes none.

// sweepsFormat starts every key; change it with livebuild.Sweeps' file.
const sweepsFormat = "coursesite sweeps 1"

// sweepsLimit bounds the memo: past it, it starts afresh.
const sweepsLimit = 16

// sweepsCacheBytes bounds the answers kept on disk (the first lesson's
// take 0.8 MB), the least recently used going first.
const sweepsCacheBytes = 16 << 20

var sweepsMemo = struct {
	sync.Mutex
	entries map[cache.Key][]byte
}{entries: map[cache.Key][]byte{}}

// WithoutSweeps builds the site without its pages' answers to a reader's
// first move (Page.SweepsFile): the check, which judges the prose at
// settings of its own, saves running every model at every step.
func (s *Site) WithoutSweeps() *Site {
	s.noSweeps = true
	return s
}

// sweep computes a live page's answers to a reader's first move, for the
// refs its reading shows (Reading.Refs, livebuild.Sweeps), or takes them
// from the memo or the cache; nil for a page without the reader's
// controls.
func (s *Site) sweep(ctx context.Context, f *File, o Opened, r *Reading) ([]byte, error) {
	if s.noSweeps || len(r.Controls) == 0 || o.Lesson == nil {
		return nil, nil
	}
	refs := r.Refs()
	key := sweepsKey(f.Meta.Model, o, refs)
	sweepsMemo.Lock()
	data, ok := sweepsMemo.entries[key]
	sweepsMemo.Unlock()
	var disk *cache.Cache
	diskKey := key.Add(s.cacheEnv()) // what the disk keeps is another program's too
	if !ok && s.cache != nil {
		disk = cache.Open(s.cache.Dir, "sweeps")
		data, ok = disk.Get(diskKey)
	}
	if !ok {
		var err error
		if data, err = livebuild.Sweeps(ctx, o.Lesson, refs, runtime.GOMAXPROCS(0)); err != nil {
			return nil, fmt.Errorf("%s: %w", f.Src, err)
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

// cacheEnv is what the render cache's entries depend on outside the
// project (RenderCache.Env), and whether the site builds its answers ahead.
func (s *Site) cacheEnv() string {
	if s.cache == nil {
		return ""
	}
	if s.noSweeps {
		return s.cache.Env + "\x00without sweeps"
	}
	return s.cache.Env
}

// sweepsKey names what a page's answers are made of: its lesson's model,
// parameters and words, and the numerals, claims and conditions it shows.
func sweepsKey(model string, o Opened, refs live.Refs) cache.Key {
	k := cache.NewKey(sweepsFormat, model).AddBytes(o.ParamData, o.LabelsData)
	k = k.Add(strconv.Itoa(len(refs.Numerals)), strconv.Itoa(len(refs.Claims)), strconv.Itoa(len(refs.Conditions)))
	for _, n := range refs.Numerals {
		k = k.Add(n.Name, n.Form, n.Suffixes, strconv.FormatBool(n.Upper))
	}
	for _, c := range refs.Claims {
		k = k.Add(c.Text, c.Expr)
	}
	return k.Add(refs.Conditions...)
}
