package suggest

import (
	"slices"
	"testing"
)

// TestNearest: a typo finds the name meant, closest first; a name of
// another kind finds nothing; a prefix finds what it starts.
func TestNearest(t *testing.T) {
	names := []string{"arizasiz.acgozlu", "arizasiz.esit", "tarifeYavas.acgozlu", "sonAn"}
	for _, c := range []struct {
		name string
		want []string
	}{
		{"arizasiz.acgozu", []string{"arizasiz.acgozlu"}},
		{"sonan", []string{"sonAn"}},
		{"tarifeYavas", []string{"tarifeYavas.acgozlu"}},
		{"kuyruk", nil},
	} {
		if got := Nearest(c.name, names, 3); !slices.Equal(got, c.want) {
			t.Errorf("Nearest(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if d := EditDistance("kuyruğu", "kuyruk"); d != 2 {
		t.Errorf("EditDistance in runes: %d, want 2", d)
	}
}
