//go:build !js

package live_test

import (
	"strings"
	"testing"

	"coursesite/live"
	"coursesite/live/livetest"
	"coursesite/model"
	"coursesite/model/modeltest"
)

// TestRelationsMarked: a relation the build reads from a sentence (package
// relation) reaches the page as a claim's marker, whose expression the
// page's engine checks for a reader's settings as it checks an iddia's —
// no Turkish read in the page — and marks where it does not hold.
func TestRelationsMarked(t *testing.T) {
	const sentence = `Kısa iş {{ sayi "kisaIs" }}, gelen {{ sayi "n" | ek "DAn" }} azdır.`
	page := modeltest.Lesson + "/index.md"
	files := modeltest.Project(t, nil)
	text := strings.Replace(string(files[page].Data), "ms sürer (R2).", "ms sürer (R2). "+sentence, 1)
	built := shown(t, map[string]string{page: text})
	at := -1
	for i, c := range built.Refs.Claims {
		if c.Expr == "kisaIs < n" {
			at = i
		}
	}
	if at < 0 {
		t.Fatalf("the page's claims %+v: no marker of the relation kisaIs < n", built.Refs.Claims)
	}
	files[page].Data = []byte(text)
	s, err := live.NewSession(livetest.Open(t, files), built.Refs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		carpan float64
		holds  bool
	}{{1, true}, {0.5, false}} { // at 0.5 every job is short: six of six
		got, err := s.Update(model.Settings{"carpan": c.carpan})
		if err != nil {
			t.Fatal(err)
		}
		if got.Claims[at] != c.holds {
			t.Errorf("at carpan %v the relation holds: %v, want %v", c.carpan, got.Claims[at], c.holds)
		}
	}
}
