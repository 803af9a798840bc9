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

// TestGolden renders each figure of the lesson and compares it with
// testdata/NAME.txt: the caption, the accessible description and the
// options, indented so a change reads as a diff.
func TestGolden(t *testing.T) {
	s := lessonResults(t)
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
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
			r := render(t, s, name)
			options, err := json.MarshalIndent(r.option, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got := map[string][]byte{
				"caption":      []byte(r.caption + "\n"),
				"description":  []byte(r.ariaLabel + "\n"),
				"options.json": append(options, '\n'),
			}
			if *golden.Update {
				ar.Files = nil
				for _, section := range []string{"caption", "description", "options.json"} {
					ar.Files = append(ar.Files, txtar.File{Name: section, Data: got[section]})
				}
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := map[string][]byte{}
			for _, f := range ar.Files {
				want[f.Name] = f.Data
			}
			for _, section := range []string{"caption", "description", "options.json"} {
				if !bytes.Equal(got[section], want[section]) {
					t.Errorf("%s differs from %s (run go test ./charts -run TestGolden -update and read the diff):\n%s",
						section, file, golden.Diff(string(got[section]), string(want[section])))
				}
			}
		})
	}
	slices.Sort(covered)
	for _, name := range Names() {
		if _, found := slices.BinarySearch(covered, name); !found {
			t.Errorf("figure %q has no testdata/%s.txt (create it with a comment line, then run with -update)", name, name)
		}
	}
}
