package site

import (
	"context"
	"fmt"

	"coursesite/live/livebuild"
)

// WithoutSweeps builds the site without its pages' answers to a reader's
// first move (Page.SweepsFile): the check, which judges the prose at
// settings of its own, saves running every model at every step.
func (s *Site) WithoutSweeps() *Site {
	s.noSweeps = true
	return s
}

// sweep computes a live page's answers to a reader's first move for the
// refs its reading shows (Reading.Refs), or takes them from the process's
// memo or the build's cache (livebuild.CachedSweeps); nil for a page
// without the reader's controls.
func (s *Site) sweep(ctx context.Context, f *File, o Opened, r *Reading) ([]byte, error) {
	if s.noSweeps || len(r.Controls) == 0 || o.Lesson == nil {
		return nil, nil
	}
	dir := ""
	if s.cache != nil {
		dir = s.cache.Dir
	}
	data, err := livebuild.CachedSweeps(ctx, o.Lesson, o.ParamData, o.LabelsData, r.Refs(), dir, s.cacheEnv())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Src, err)
	}
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
