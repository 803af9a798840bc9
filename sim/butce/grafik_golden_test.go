package butce

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
)

// TestGolden builds each chart through its declaration at the reference's
// parameters, with the test words, and compares its options with
// testdata/grafik/NAME.txt, indented so a change reads as a diff. The
// caption and the description are the lesson's words, not the model's:
// they are not here.
func TestGolden(t *testing.T) {
	s := refResults(t)
	files, err := filepath.Glob(filepath.Join("testdata", "grafik", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var covered []string
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txt")
		covered = append(covered, name)
		t.Run(name, func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			options, err := json.MarshalIndent(draw(t, s, name), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got := append(options, '\n')
			if *golden.Update {
				ar.Files = []txtar.File{{Name: "options.json", Data: got}}
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, _ := golden.Section(ar, "options.json")
			if !bytes.Equal(got, want) {
				t.Errorf("the options differ from %s (run go test ./sim/butce -run TestGolden -update and read the diff):\n%s",
					file, golden.Diff(string(got), string(want)))
			}
		})
	}
	slices.Sort(covered)
	for _, name := range grafikAdlari {
		if _, found := slices.BinarySearch(covered, name); !found {
			t.Errorf("chart %q has no testdata/grafik/%s.txt (create it with a comment line, then run with -update)", name, name)
		}
	}
}
