package serve

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coursesite/site"
	"coursesite/site/sitetest"
)

// TestSaveToReloadLatency saves the lesson repeatedly and measures, on
// loopback, the time from the save to the build event a tab reloads on, and
// to the reloaded page. It asserts only the order (the event's build is the
// one served, with the edit); the times are reported, not asserted, since a
// busy machine would fail any bound. The target is under 100 ms.
func TestSaveToReloadLatency(t *testing.T) {
	f := newFixture(t, nil)
	ev, _ := f.subscribe()
	src := f.read(lesson)
	const saves = 12
	var toEvent, toPage []time.Duration
	for i := range saves {
		marker := "Ölçüm satırı " + strings.Repeat("a", i+1) + "." // no digits: no check finding
		start := time.Now()
		f.write(lesson, src+"\n"+marker+"\n")
		// The first event is the save's build unless a check of the previous
		// build reported in between; the one to time is the build with the
		// edit.
		var atEvent, atPage time.Duration
		for atPage == 0 {
			id := ev.next(t)
			atEvent = time.Since(start)
			status, page := f.get(lessonURL)
			got := buildOf(t, page)
			if status != 200 || f.seq(got) < f.seq(id) {
				t.Fatalf("save %d: after the event for build %s, got status %d and build %s", i, id, status, got)
			}
			if strings.Contains(string(page), marker) {
				atPage = time.Since(start)
			}
		}
		toEvent = append(toEvent, atEvent)
		toPage = append(toPage, atPage)
	}
	t.Logf("save → build event: %s", summary(toEvent))
	t.Logf("save → reloaded page: %s", summary(toPage))
	t.Logf("(debounce %v; the rest is the build, see BenchmarkBuild)", DefaultDebounce)
}

// summary gives the minimum, median and maximum of some durations.
func summary(ds []time.Duration) string {
	s := slices.Clone(ds)
	slices.Sort(s)
	r := func(d time.Duration) time.Duration { return d.Round(100 * time.Microsecond) }
	return fmt.Sprintf("min %v, median %v, max %v over %d saves", r(s[0]), r(s[len(s)/2]), r(s[len(s)-1]), len(s))
}

// BenchmarkSaveToEvent measures a save to the build event, through the
// watcher, the debounce, the build and the swap. Compare it with
// BenchmarkBuild, the build alone, run side by side:
//
//	go test ./serve -run '^$' -bench 'SaveToEvent|Build' -count 5
func BenchmarkSaveToEvent(b *testing.B) {
	f := newFixture(b, nil)
	ev, _ := f.subscribe()
	src := f.read(lesson)
	i := 0
	for b.Loop() {
		i++
		marker := "Ölçüm satırı " + strings.Repeat("a", i) + "."
		f.write(lesson, src+"\n"+marker+"\n")
		for {
			id := ev.next(b)
			f.mu.Lock()
			page, _ := served(f.snaps[id], "ornek-ders/index.html")
			done := bytes.Contains(page, []byte(marker))
			f.mu.Unlock()
			if done {
				break
			}
		}
	}
}

// BenchmarkBuild is the reference for BenchmarkSaveToEvent: the same
// project built directly.
func BenchmarkBuild(b *testing.B) {
	f := newFixture(b, nil)
	assetsRoot, _ := filepath.Abs(repoRoot)
	s := site.New(os.DirFS(f.root), sitetest.New(assetsRoot))
	for b.Loop() {
		if _, err := s.Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
