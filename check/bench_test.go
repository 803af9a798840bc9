package check

import (
	"context"
	"testing"

	"coursesite/listings"
	"coursesite/site"
)

// BenchmarkBuild builds the fixture project in memory: the reference that
// BenchmarkCheck is read against (go test -bench . ./check), so the check's
// own cost is the difference (its listing under node included).
func BenchmarkBuild(b *testing.B) {
	fsys, a := project(b), repoAssets(b)
	for b.Loop() {
		if _, err := site.New(fsys, a).Build(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck builds the fixture project in memory and checks every
// page, its listing run under node as the command runs it.
func BenchmarkCheck(b *testing.B) {
	fsys, a := project(b), repoAssets(b)
	for b.Loop() {
		if _, err := Check(context.Background(), fsys, a, listings.Run); err != nil {
			b.Fatal(err)
		}
	}
}
