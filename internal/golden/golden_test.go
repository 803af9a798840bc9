package golden

import (
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

func TestDiff(t *testing.T) {
	if d := Diff("a\nb\n", "a\nb\n"); d != "" {
		t.Errorf("equal texts: %q", d)
	}
	if d := Diff("a\nb\nc", "a\nx\nc"); !strings.HasPrefix(d, "line 2:") || !strings.Contains(d, `"b"`) || !strings.Contains(d, `"x"`) {
		t.Errorf("Diff = %q", d)
	}
	if d := Diff("a\n", "a\nb\n"); !strings.HasPrefix(d, "line 2:") {
		t.Errorf("a missing line: %q", d)
	}
}

func TestSections(t *testing.T) {
	ar := txtar.Parse([]byte("comment\n-- a --\nx\n"))
	if d, ok := Section(ar, "a"); !ok || string(d) != "x\n" {
		t.Errorf("Section(a) = %q, %v", d, ok)
	}
	if _, ok := Section(ar, "b"); ok {
		t.Error("Section(b) found")
	}
	SetSection(ar, "a", []byte("y\n"))
	SetSection(ar, "b", []byte("z\n"))
	if got := string(txtar.Format(ar)); got != "comment\n-- a --\ny\n-- b --\nz\n" {
		t.Errorf("after SetSection: %q", got)
	}
}
